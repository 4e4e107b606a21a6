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


def test_prices_said_in_chinese_numerals_are_each_cards() -> None:
    from assistant.question.card_prices import card_prices_said
    from assistant.question.parsing import parse

    gpus = parse("4090 和 a6000", memory_advisor().catalog).gpus
    said = card_prices_said("4090 一张一万五左右,a6000 要三万多", gpus)
    assert said == {"card_prices": {"rtx-4090": 15000.0, "rtx-a6000": 30000.0}}


def test_the_dearer_cards_extra_weighed_is_a_comparison(advisor) -> None:
    answer = advisor.ask("4090 一万五左右，a6000 48g 要三万多，自己跑 70b 值不值得多花这钱")
    assert answer.kind == "compare"
    assert "胜出" in answer.answer.splitlines()[0]
