"""What is asked beside money words: a premium weighed, a card picked, a budget kept.

Our own phrasings; each checks the kind answered and the values the calculators were given.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "a100 vs h100 for qwen 72b inference, is the h100 worth 40% more per hour?",
        "l40s or a100 for sdxl batch jobs — worth 25% more an hour?",
        "A100 和 H100 跑 70b 推理，H100 贵 40% 每小时值不值",
    ],
)
def test_a_premium_weighed_is_a_comparison(advisor, text):
    answer = advisor.ask(text)
    assert answer.kind in ("compare", "workload_compare")
    assert len(answer.answer.splitlines()[0]) > 0


@pytest.mark.parametrize(
    "text",
    [
        "budget $2000, want qwen 72b q4 at chat speed. two 3090s or is there something smarter",
        "预算两万，想跑 qwen 72b q4，两张3090还是有更好的方案",
    ],
)
def test_a_candidate_with_a_budget_is_a_pick(advisor, text):
    assert advisor.ask(text).kind == "recommend"


@pytest.mark.parametrize(
    ("text", "tariff"),
    [
        ("电费一度六毛，预算一万五，想跑32b，两张3060还是别的，买什么卡", 0.6),
        ("power is $0.30/kWh here, budget 3k, 2x 3090 or something else for 70b?", 0.3),
    ],
)
def test_a_tariff_beside_an_open_pick_is_no_bill(advisor, text, tariff):
    answer = advisor.ask(text)
    assert answer.kind == "recommend"
    assert "kWh" not in answer.answer.splitlines()[0]


def test_the_bill_asked_stays_a_bill(advisor):
    answer = advisor.ask("两张3090一天跑10小时，电费一度八毛，一个月多少电费")
    assert answer.kind == "power"
    assert "0.80" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "about 300 sdxl images a day for my shop, buy or rent — which card?",
        "每周要转写200小时录音，whisper large，买卡还是租卡，选什么显卡",
    ],
)
def test_which_card_for_a_workload_before_buy_or_rent(advisor, text):
    assert advisor.ask(text).kind in ("recommend", "workload_pick")


@pytest.mark.parametrize(
    ("turns", "budget"),
    [
        (["预算五千块，只跑 qwen3 14b，买啥卡", "那 32b 呢，预算五千够吗"], "5,000"),
        (["best gpu under $800 for qwen 14b?", "would that budget work for a 32b?"], "800"),
    ],
)
def test_a_budget_follow_up_with_another_model_is_the_pick_again(turns, budget):
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "recommend"
    first = answer.answer.splitlines()[0]
    assert budget in first and "32B" in first
