"""Pre-training asked with no token count is timed at the compute-optimal 20 tokens a parameter."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening"),
    [
        ("how long to pretrain a 7b model from scratch on 8 h100s", "**About 25.6 days**"),
        ("8张A100从头预训练一个1b模型要多久", "**约"),
    ],
)
def test_a_duration_comes_first(advisor, text: str, opening: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.tokens == pytest.approx(20 * (query.params_b or 0) * 1e9)
    assert first.startswith(opening)
    notes = " ".join(answer.assumptions)
    assert "Chinchilla" in notes


def test_a_stated_token_count_is_kept(advisor) -> None:
    query, _, _ = turn_of(advisor, "how long to pretrain a 7b model on 1T tokens on 8 h100s")
    assert query.tokens == 1e12


def test_the_cost_of_training_from_scratch_is_a_total(advisor) -> None:
    _, answer, first = turn_of(advisor, "how much does it cost to train a 7b model from scratch")
    assert answer.intent == "cost" and "in total" in first
