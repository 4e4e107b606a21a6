"""A card named "instead" after a comparison takes its sibling's place among the cards weighed."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("turns", "expected"),
    [
        (
            ("3090 vs 4080 super for running qwen 14b", "what if i get a 3090 ti instead?"),
            ["rtx-3090-ti", "rtx-4080-super"],
        ),
        (
            ("4090 和 L40S 跑 qwen2.5 32b 哪个好", "换成 4090 D 呢"),
            ["rtx-4090d", "l40s"],
        ),
        (
            ("rtx 4090 vs l40s for sdxl", "what about an a100 80gb pcie instead"),
            ["a100-80gb-pcie", "l40s"],
        ),
    ],
)
def test_the_card_named_instead_replaces_its_sibling(advisor, turns, expected) -> None:
    query, answer, first = turn_of(advisor, *turns)
    assert [g.gpu_id for g in query.gpus] == expected
    assert answer.kind in ("compare", "workload_compare")
    assert "wins" in first or "胜出" in first


def test_a_card_added_without_instead_joins_the_comparison(advisor) -> None:
    query, _, _ = turn_of(advisor, "3090 vs 4080 super for qwen 14b", "where does a 5090 land")
    assert [g.gpu_id for g in query.gpus] == ["rtx-3090", "rtx-4080-super", "rtx-5090"]
