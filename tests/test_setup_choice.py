"""A count said before the first of two cards sizes both options; "差多少" weighs them."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("要上线 deepseek-v3，8卡 H800 还是 H20 选哪个", {"h800", "h20"}),
        ("8x H100 or H200 for serving llama 3 70b, which one", {"h100-sxm", "h200"}),
        ("4卡 A100 还是 L40S，微调 qwen2.5-7b 用哪个", {"a100-80gb-sxm", "l40s"}),
    ],
)
def test_a_count_before_the_first_option_sizes_a_pick(
    advisor, question: str, ids: set[str]
) -> None:
    q = parse(question, advisor.catalog)
    assert q.named_candidates == "only"
    answer = last_answer(advisor, question)
    assert answer.kind == "recommend"
    picked = [c for c in answer.tool_calls if c.tool == "recommend_setup"][0]
    assert set(picked.input["gpus"]) == ids


@pytest.mark.parametrize(
    "question",
    [
        "H800 和 A800 跑推理差多少，同样 8 卡",
        "with 8 cards each, how much faster is the H200 than the H100 for inference",
    ],
)
def test_how_much_they_differ_at_a_shared_count_is_a_comparison(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "compare"
    assert [c for c in answer.tool_calls if c.tool == "compare_gpus"]


@pytest.mark.parametrize(
    "question",
    [
        "学生党预算2000，想入门本地大模型，买二手啥卡划算",
        "预算五千买什么显卡玩本地模型比较值",
        "budget 300 dollars, which used card should I buy for local llms",
    ],
)
def test_a_card_asked_for_with_a_purchase_budget_is_a_pick(advisor, question: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "recommend"
    picked = [c for c in answer.tool_calls if c.tool == "recommend_setup"][0]
    assert picked.input["kind"] == "buy" and picked.input["budget"] > 0


def test_buying_weighed_against_renting_stays_rent_or_buy(advisor) -> None:
    assert last_answer(advisor, "预算2万，买卡还是租云划算").kind == "rent_vs_buy"
