"""An OOM asked as a limit or an outcome weighed, and a one-off box price set against a rental.

Each phrasing is this file's own. "headroom or straight to OOM?" and "how much context before
it OOMs" ask whether (or how far) it fits: a fit or a cache size, not a trouble; "until it
OOMed" reports one. "a $2000 5090 box vs vast.ai 5090s, ~4 h a day" weighs owning against
renting at that usage, not the rental's price alone.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.parsing import parse
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "mistral 7b lora, 3060 12gb: headroom or straight to oom?",
        "how much context can i give it before it ooms",
        "4090 上 qwen2.5 32b int4，爆显存之前最多能开多长上下文",
        "显存不够前还能加多少 batch",
    ],
)
def test_an_oom_asked_as_the_limit_is_no_trouble(text):
    assert trouble_kind(text) is None


@pytest.mark.parametrize(
    "text",
    ["trained for an hour until it oomed", "it ran fine until it ran out of memory at step 900"],
)
def test_an_oom_that_happened_is_still_reported(text):
    assert trouble_kind(text) == "oom"


def test_headroom_or_oom_is_a_fit_with_its_figures(advisor):
    answer = last_answer(
        advisor,
        "qwen2.5 7b full finetune bf16 on a single 3090, batch 4 seq 2048: headroom or oom?",
    )
    assert answer.kind == "fit_check"
    assert answer.answer.startswith("**No.**") and "24.5 GB usable" in answer.answer


@pytest.mark.parametrize(
    ("question", "tokens"),
    [
        ("4090 跑 qwen2.5 32b int4，爆显存之前最多能开多长上下文", "16,097"),
        ("3090 with qwen2.5 14b q4 loaded, how much context before it ooms?", "tokens"),
    ],
)
def test_context_before_the_oom_is_the_cache_size(advisor, question, tokens):
    answer = last_answer(advisor, question)
    assert answer.kind == "kv_cache"
    assert tokens in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "gpu", "budget", "hours"),
    [
        ("a $2000 5090 box vs vast.ai 5090s, I'd use it about 4 hours a day", "rtx-5090", 2000, 4),
        ("a $1800 3090 rig vs lambda a10s, around 3 hrs a day", "rtx-3090", 1800, 3),
        ("花 1.5 万配一台 4090 主机 vs autodl 的 4090，每天用 3 小时", "rtx-4090", 15000, 3),
    ],
)  # fmt: skip
def test_a_box_price_against_a_named_rental_is_rent_or_buy(advisor, question, gpu, budget, hours):
    query = parse(question, advisor.catalog)
    assert query.intent == "rent_vs_buy"
    assert query.budget == Decimal(budget) and query.budget_period == "total"
    assert query.usage_hours_per_month == pytest.approx(hours * 365 / 12, abs=0.1)
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")).input
    assert weighed["gpu"] == gpu


def test_a_usage_change_after_the_weighing_is_weighed_again(advisor):
    first = "a $2000 5090 box vs vast.ai 5090s, I'd use it about 4 hours a day"
    answer = last_answer(advisor, first, "what if it's 10 hours a day?")
    assert answer.kind == "rent_vs_buy"
    assert "42% utilisation" in answer.answer and "RTX 5090" in answer.answer


def test_two_rentals_weighed_stay_a_price_question(advisor):
    query = parse(
        "runpod 4090 vs vast 4090, about 4 hours a day, which is cheaper", advisor.catalog
    )
    assert query.intent != "rent_vs_buy"
