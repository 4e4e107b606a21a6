"""A KV-cache question's ask does not carry into a follow-up that asks a price."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "4x h100 for llama 3.1 405b fp8, does it fit and how much is left for kv cache?",
            "ok, and renting those 4 h100s on runpod for a week, what's the bill?",
        ),
        (
            "两张A100 80G跑qwen2.5 72b bf16，放得下吗，kv缓存还剩多少",
            "那去autodl租两张A100，跑三天多少钱",
        ),
    ],
)
def test_a_price_follow_up_after_a_kv_question_is_priced(advisor, first: str, then: str) -> None:
    answer = advisor.converse([first, then]).turns[-1].answer
    assert answer.kind == "price"
    call = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert call.input["hours"] in (72.0, 168.0)


def test_a_kv_follow_up_keeps_the_kv_ask(advisor) -> None:
    answer = (
        advisor.converse(
            [
                "4x h100 for llama 3.1 405b fp8, how much is left for kv cache?",
                "and at 64k context?",
            ]
        )
        .turns[-1]
        .answer
    )
    assert answer.kind == "kv_cache"


def test_a_kv_precision_follow_up_stays_on_the_cache(advisor) -> None:
    answer = (
        advisor.converse(
            [
                "mistral small 24b, 40k tokens in context, fp16 cache: how big is the kv cache?",
                "ok now rerun that with -ctk q4_0 -ctv q4_0 on llama.cpp",
            ]
        )
        .turns[-1]
        .answer
    )
    assert answer.kind == "kv_cache"
