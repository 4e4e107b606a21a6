"""A spec asked of one or two cards, with "does it matter for LLMs" after it and no model named,
is the catalog row of each card (the spec first), not a comparison run on a default model."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "first", "second"),
    [
        ("4070 ti 的显存带宽多少？和4070 ti super差多少，跑大模型有区别吗", "4070 Ti", "GB/s"),
        ("what's the bandwidth on a 3080 vs a 3090, does it matter for llms?", "3080", "GB/s"),
        ("a5000显存多大，跑大模型够用吗", "A5000", "24 GB"),
    ],
)
def test_a_spec_asked_with_an_llm_tail_is_the_row(advisor, question, first, second):
    answer = advisor.ask(question)
    line = answer.answer.splitlines()[0]
    assert answer.kind == "catalog"
    assert first in line and second in line


def test_a_named_model_still_makes_it_a_comparison(advisor):
    answer = advisor.ask("3080 vs 3090 bandwidth, which runs llama 3.1 8b faster?")
    assert answer.kind != "catalog"


@pytest.mark.parametrize(
    "question",
    [
        "A800 和 H20 跑推理究竟差多少？",
        "4080 super vs used 3090 for local llms, both about the same price. which?",
    ],
)
def test_a_job_gap_or_a_price_beside_inference_is_still_weighed(advisor, question):
    assert advisor.ask(question).kind == "compare"
