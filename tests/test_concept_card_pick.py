"""A concept answer about a named card quotes that card's section, not a look-alike's."""

from __future__ import annotations

import pytest

from assistant.answer.concept_card_pick import family
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("gpu_id", "chip"),
    [("rtx-4090-48gb", "4090"), ("a100-80gb-sxm", "a100"), ("rtx-2080-ti-22gb", "2080")],
)
def test_a_card_family_is_its_chip(gpu_id: str, chip: str) -> None:
    assert family(gpu_id) == chip


@pytest.mark.parametrize(
    ("text", "named", "not_named"),
    [
        ("4090 48g 魔改版 靠谱吗", "48 GB 的 RTX 4090", "2080 Ti"),
        ("2080ti 22g 魔改 靠谱吗", "2080 Ti", "48 GB 的 RTX 4090"),
    ],
)
def test_the_asked_cards_section_is_quoted(advisor, text: str, named: str, not_named: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "concept"
    assert named in first and not_named not in first
