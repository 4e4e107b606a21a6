"""Two setups set against each other stay a comparison when an aside comes with them.

A runtime question after "vs" ("is vulkan good enough"), the power bill counted in ("电费也算上")
or gaming beside LLMs leave the question a comparison of the cards; "cheapest thing that works"
with a deadline asks for the pick; a budget cut said passively or in Chinese numerals moves the
budget of the pick before.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "rx 7900 xtx vs rtx 4080 super for llama.cpp, is vulkan usable yet?",
        "9070 xt vs 4060 ti 16gb on llama.cpp — is rocm good enough these days?",
    ],
)
def test_a_runtime_aside_after_vs_stays_a_comparison(advisor, question: str) -> None:
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "compare"
    assert " vs " in first


@pytest.mark.parametrize(
    "question",
    [
        "m2 ultra 192g 和 4 张 3090 跑 qwen2.5 72b q4，电费也算上，哪个划算",
        "a 4090 vs two 3090s for qwen2.5 32b at home, electricity included",
        "m3 ultra 256gb vs 6x 3090 for llama 3.3 70b, power bill factored in",
    ],
)
def test_the_power_bill_counted_in_stays_a_comparison(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert answer.kind == "compare"
    assert len({g.gpu_id for g in query.gpus}) == 2


def test_a_bill_asked_outright_is_still_power(advisor) -> None:
    _, answer, _ = turn_of(advisor, "4090 一个月电费多少，24 小时开着")
    assert answer.kind == "power"


@pytest.mark.parametrize(
    "question",
    [
        "4070 super vs 3080 ti for llms and a bit of gaming, which is better",
        "5080 还是 4090，跑大模型顺便打打游戏",
    ],
)
def test_gaming_beside_llms_is_still_answered(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert answer.kind == "compare"
    assert query.intent != "unsupported"


def test_gaming_alone_is_still_declined(advisor) -> None:
    _, answer, _ = turn_of(advisor, "which gpu gives the best fps for gaming at 1440p")
    assert answer.kind == "unsupported"


@pytest.mark.parametrize(
    "question",
    [
        "one-off lora of llama 3.1 70b on 20k examples, must finish by monday. cheapest thing"
        " that works in the cloud?",
        "rent something for a qlora of qwen2.5 32b, 5k samples, done by tonight — cheapest option"
        " that fits?",
    ],
)
def test_the_cheapest_pick_by_a_deadline_is_a_recommendation(advisor, question: str) -> None:
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "recommend"
    assert "/h" in first


@pytest.mark.parametrize(
    ("turns", "budget"),
    [
        (
            ("预算三万，想跑 llama 3.3 70b 写代码", "预算被砍到一万二了，还能跑 70b 吗"),
            Decimal(12000),
        ),
        (("预算两万，本地跑 qwen3 32b", "要是只有八千呢"), Decimal(8000)),
        (("预算两万，本地跑 qwen3 32b", "经费给压到九千了"), Decimal(9000)),
    ],
)
def test_a_budget_cut_moves_the_pick(advisor, turns: tuple[str, str], budget: Decimal) -> None:
    query, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "recommend"
    assert query.budget == budget and query.budget_currency == "CNY"
