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


def test_two_clusters_pretraining_are_compared_at_one_size(advisor) -> None:
    answer = advisor.ask("H800 集群和 910B 集群预训练 70b，吞吐能达到前者的百分之几？")
    assert answer.kind == "compare"
    first = answer.answer.splitlines()[0]
    call = next(c for c in answer.tool_calls if c.tool == "compare_gpus")
    counts = call.input["counts"]
    assert len(set(counts)) == 1 and counts[0] > 8  # past one box, the same size each
    assert "胜出" in first and "tokens/s" in first
