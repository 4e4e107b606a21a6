"""Readings from the tenth session: a fallback card, a swapped card, a budget factor, the cache
said without "KV", and a job's span asked as overnight or days. Phrasings are our own."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _turn(advisor, *turns: str):
    turn = advisor.converse(list(turns)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer


# --------------------------------------------------------------------------- a fallback card


@pytest.mark.parametrize(
    ("question", "first_card", "verdict"),
    [
        ("will llama 3.1 70b in int4 fit on 2x 3090 or do we need an a100 80gb", "RTX 3090", "Yes"),
        (
            "mistral 7b bf16 on one rtx 3060 12gb, does it fit or would i need a 4090",
            "RTX 3060",
            "No",
        ),
        ("qwen2.5 72b awq 两张4090装得下吗，还是得上A100", "RTX 4090", "可以"),
        ("3090 跑 qwen3 32b q4 够用吗 还是要买 5090", "RTX 3090", "可以"),
    ],
)
def test_a_card_named_as_the_fallback_leaves_the_first_cards_fit(
    advisor, question, first_card, verdict
) -> None:
    query, answer = _turn(advisor, question)
    assert answer.kind == "fit_check"
    assert query.fallback_card is True
    first = answer.answer.splitlines()[0]
    assert first.startswith(f"**{verdict}")
    assert first_card in first


def test_two_cards_weighed_stay_a_comparison(advisor) -> None:
    query, answer = _turn(advisor, "llama 3 8b: 4090 or 3090, which is faster")
    assert answer.kind == "compare"
    assert query.fallback_card is False


# --------------------------------------------------------------------------- a swapped card


@pytest.mark.parametrize(
    ("earlier", "follow_up", "card"),
    [
        (
            "lora on mistral 7b, 40k samples of 512 tokens, 1 epoch on one rtx 3090: how long?",
            "swap the 3090 for an a100 80gb, how long then",
            "A100",
        ),
        (
            "qlora qwen2.5 7b 3万条数据 2个epoch 单张3090要多久",
            "3090换成4090呢",
            "RTX 4090",
        ),
        (
            "full fine-tune of llama 3.2 1b on 20k samples, 2 epochs, one a10g: how many hours",
            "replace the a10g with an l40s",
            "L40S",
        ),
    ],
)
def test_the_card_swapped_out_leaves_the_job(advisor, earlier, follow_up, card) -> None:
    query, answer = _turn(advisor, earlier, follow_up)
    assert answer.kind == "job_duration"
    assert len(query.gpus) == 1
    first = answer.answer.splitlines()[0]
    assert card in first
    assert "3090" not in first.replace(card, "") or card == "RTX 3090"


# --------------------------------------------------------------------------- a budget factor


@pytest.mark.parametrize(
    ("earlier", "follow_up", "budget", "shown"),
    [
        (
            "budget $6000 for a box to run qwen2.5 32b locally",
            "and if half that budget?",
            3000,
            "$3,000.00",
        ),
        (
            "budget 3000 dollars for a local llm box for 14b",
            "what about double that?",
            6000,
            "$6,000.00",
        ),
        ("预算5万买卡跑qwen2.5 32b推理", "预算砍一半呢", 25000, "¥25,000.00"),
        ("预算2万，想本地跑14b模型，买什么卡", "预算翻倍呢", 40000, "¥40,000.00"),
    ],
)
def test_a_budget_factor_scales_the_earlier_budget(
    advisor, earlier, follow_up, budget, shown
) -> None:
    query, answer = _turn(advisor, earlier, follow_up)
    assert answer.kind == "recommend"
    assert query.budget == Decimal(budget)
    assert shown in answer.answer.splitlines()[0]


def test_a_factor_of_something_else_is_no_budget(advisor) -> None:
    query, _ = _turn(
        advisor, "budget $6000 for a box to run qwen2.5 32b locally", "double check the price?"
    )
    assert query.budget == Decimal(6000)


# --------------------------------------------------------------------------- the cache, said bare


@pytest.mark.parametrize(
    ("question", "gb", "kv_type"),
    [
        # Qwen2.5-32B: 64 layers x 8 KV heads x 128 x 2 (K, V) x 2 bytes = 262.1 KB per token
        ("qwen2.5 32b with 24k tokens of context: how big is the cache in fp16?", "6.4 GB", "fp16"),
        ("llama 3.1 8b, 32k context, cache in fp8, how many GB", "2.1 GB", "fp8"),
        ("qwen2.5 32b 上下文 24k，缓存用 fp16 大概占多少显存", "6.4 GB", "fp16"),
    ],
)
def test_the_cache_said_beside_a_context_is_the_kv_cache(advisor, question, gb, kv_type) -> None:
    _, answer = _turn(advisor, question)
    assert answer.kind == "kv_cache"
    first = answer.answer.splitlines()[0]
    assert gb in first and kv_type in first


def test_llama_cpp_cache_type_flags_set_the_cache_precision(advisor) -> None:
    _, answer = _turn(
        advisor,
        "how many GB is the kv cache for qwen2.5 32b at 24k context",
        "and with llama.cpp -ctk q4_0 -ctv q4_0?",
    )
    assert answer.kind == "kv_cache"
    assert "1.8 GB" in answer.answer.splitlines()[0] and "q4_0" in answer.answer.splitlines()[0]


def test_other_caches_are_not_the_kv_cache(advisor) -> None:
    query, answer = _turn(
        advisor, "my hf cache is 200 GB of models, how many tokens/s does llama 3 8b do on a 4090"
    )
    assert query.kv_asked is False
    assert answer.kind == "speed"


# --------------------------------------------------------------------------- a span asked


@pytest.mark.parametrize(
    "question",
    [
        "lora on mistral 7b, 20k samples, 3 epochs on a 4090: an overnight job or several days?",
        "qlora llama 3.1 8b, 30k samples, 2 epochs, single 3090 - overnight or multi-day?",
        "3090 上 qlora qwen2.5 14b，8000 条数据 2 个 epoch，一个晚上能跑完吗",
    ],
)
def test_overnight_or_days_asks_the_jobs_duration(advisor, question) -> None:
    _, answer = _turn(advisor, question)
    assert answer.kind == "job_duration"
    first = answer.answer.splitlines()[0]
    assert ("hours" in first or "days" in first) or "小时" in first or "天" in first
