"""A model split across two different cards is the box's fit, not a choice between the cards."""

from __future__ import annotations

import pytest

from assistant.question.split_cues import split_across
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "together"),
    [
        ("can i split qwen 32b across both cards", True),
        ("shard it over the two gpus", True),
        ("能拆到两张卡上跑吗", True),
        ("3090 vs 4090, which is faster", False),
    ],
)
def test_a_split_across_the_cards_is_read(text: str, together: bool) -> None:
    assert split_across(text) == together


@pytest.mark.parametrize(
    "text",
    [
        "can i split qwen2.5 32b q8 across my 4070 ti and 3060, or is that dumb",
        "laptop 3080 16gb plus an egpu 3090: spread gemma 3 27b across both, or silly?",
        "3090 和 4060ti 16g，qwen3 32b 能拆到两张卡上跑吗",
    ],
)
def test_a_split_model_is_a_fit_on_the_box(advisor, text: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.split_across and query.gpus_together and answer.kind == "fit_check"
    assert answer.verdict in ("yes", "no", "conditional")
    assert len({g.gpu_id for g in query.gpus}) == 2


def test_two_cards_weighed_stay_a_comparison(advisor) -> None:
    _, answer, _ = turn_of(advisor, "4090 or two 3090s for llama 70b")
    assert answer.kind == "compare"
