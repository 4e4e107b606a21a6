"""Two named cards weighed for a job: the winner leads, a note on a stand-in model follows it."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_stand_in_model_note_follows_the_winner(advisor) -> None:
    answer = advisor.ask("A100 80GB or H100 SXM to LoRA-tune mistral small 24b, which one?")
    assert answer.kind == "compare"
    lines = [line for line in answer.answer.splitlines() if line.strip()]
    assert "wins" in lines[0]
    assert "not in my catalog" in lines[1]
