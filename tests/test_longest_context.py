"""The longest context that fits: the fit check searched, and the answer that leads with it."""

from __future__ import annotations

import pytest

from assistant.calc.max_context import SHORTEST, STEP, longest_context
from assistant.calc.sizing import estimate_memory
from assistant.calc.workload import Workload
from tests.support.advisors import last_answer, memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


Q4_LOCAL = Workload(method="inference", precision="q4_k_m", engine="llama.cpp")


def test_mistral_small_24b_q4_on_a_4090_takes_about_61k_tokens(catalog) -> None:
    model, gpu = catalog.model("mistral-small-3.1-24b"), catalog.gpu("rtx-4090")
    out = longest_context(model, gpu, 1, Q4_LOCAL)
    # 40 layers x 8 KV heads x 128 dims x 2 (K and V) x 2 bytes = 163,840 bytes per token
    assert 55_000 < out.tokens < 66_000
    assert out.sizing.breakdown.kv_cache == pytest.approx(out.tokens * 163_840 / 1e9, rel=0.03)
    assert out.sizing.fits and not out.model_max_fits and out.model_max == 131_072
    longer = Q4_LOCAL.model_copy(update={"seq_len": out.tokens + STEP})
    assert not estimate_memory(model, gpu, 1, longer).fits  # within one step of the limit


def test_a_small_model_on_a_big_card_takes_its_whole_context(catalog) -> None:
    out = longest_context(
        catalog.model("llama-3.1-8b"), catalog.gpu("h100-sxm"), 1, Workload(method="inference")
    )
    assert out.model_max_fits and out.tokens == 131_072
    assert out.sizing.per_gpu_gb <= out.sizing.usable_gb


def test_weights_that_do_not_fit_leave_no_context(catalog) -> None:
    out = longest_context(
        catalog.model("llama-3.3-70b"), catalog.gpu("rtx-4090"), 1, Workload(method="inference")
    )
    assert out.tokens == 0 and not out.sizing.fits
    assert out.sizing.seq_len == SHORTEST


def test_two_cards_hold_more_context_than_one(catalog) -> None:
    model, gpu = catalog.model("qwen2.5-32b"), catalog.gpu("rtx-3090")
    one = longest_context(model, gpu, 1, Q4_LOCAL).tokens
    two = longest_context(model, gpu, 2, Q4_LOCAL).tokens
    assert 0 < one < two


@pytest.mark.parametrize(
    ("question", "low", "high", "unit"),
    [
        ("qwen2.5 32b q4 on a 3090, what's the longest context that still fits?",
         15_000, 25_000, "tokens of context fit"),
        ("4090 跑 qwen3 14b q4，上下文最多能开多长", 80_000, 110_000, "上下文最多约"),
        ("how many tokens of context can I fit for gemma 3 12b at q4 on a 16gb 4060 ti?",
         1_000, 131_072, "tokens"),
    ],
)  # fmt: skip
def test_the_answer_leads_with_the_longest_context(question, low, high, unit) -> None:
    answer = last_answer(memory_advisor(), question)
    first = answer.answer.splitlines()[0]
    call = next(c for c in answer.tool_calls if c.tool == "longest_context")
    assert low <= call.output["tokens"] <= high
    assert f"{call.output['tokens']:,}" in first and unit in first
    assert answer.kind == "kv_cache"


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("what's the max context I can run llama 3 8b at on a 3060?", True),
        ("两张4090跑qwen 32b最长的上下文是多少", True),
        ("how long a context can a 4090 hold for mistral 7b", True),
        ("does 32k context fit on a 4090 for qwen2.5 14b?", False),
        ("qwen2.5 14b 32k 上下文 4090 放得下吗", False),
    ],
)
def test_the_longest_context_is_read_only_when_asked(question, asked) -> None:
    from assistant.question.parsing import parse

    assert parse(question, bundled_toolbox().catalog).asks_max_context is asked
