"""Cards chosen for N concurrent users at a context are a serving plan, not a KV-cache size."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "内部知识库问答，llama 3.1 8b，高峰30并发，16k上下文，A10还是L4还是别的",
        "mistral small 24b chat, 40 concurrent users at 8k context: l40s, a6000 or something else?",
    ],
)
def test_cards_for_concurrent_users_are_planned_for_serving(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    plans = [c for c in answer.tool_calls if c.tool == "plan_serving"]
    assert plans and all(c.input["users"] in (30, 40) for c in plans)


def test_a_kv_question_at_a_concurrency_stays_on_the_cache(advisor) -> None:
    answer = advisor.ask("kv cache for qwen2.5 14b at 8k context and 20 sequences, how many GB?")
    assert answer.kind == "kv_cache"
