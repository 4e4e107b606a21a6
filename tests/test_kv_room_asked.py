"""The memory left for context after the weights is the KV cache's room, asked without "KV".

"how much vram is left over for context" on stated cards is the KV-cache kind (GB first), not
a price because of "how much"; a follow-up keeps how a shorthand context ("40k") was read.
"""

import re

import pytest

from assistant.question.kv_words import kv_named
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("how much vram is left over for context once it loads?", True),
        ("how much room do i have left for the context after the weights", True),
        ("权重放进去以后剩下的显存能给上下文多少", True),
        ("how much room is left in the case for a second card", False),
        ("how much is left in my budget for the cpu", False),
    ],
)
def test_room_for_context_names_the_cache(text, named):
    assert kv_named(text) is named


@pytest.mark.parametrize(
    "question",
    [
        "gemma 3 27b q4 on a 48gb rtx 6000 ada: space left for context after the weights?",
        "一张 A6000 48G 跑 qwen2.5 32b q4，剩余显存能留给上下文多少",
    ],
)
def test_room_for_context_is_the_kv_kind(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "kv_cache"
    assert re.search(r"[\d.]+ GB", answer.answer.splitlines()[0])
    assert not any(c.tool.startswith("price") for c in answer.tool_calls)


def test_follow_up_keeps_the_shorthand_context_reading(advisor):
    answer = last_answer(
        advisor,
        "llama 3.1 8b at 96k ctx, kv cache size in bf16?",
        "and with an fp8 cache?",
    )
    assert answer.kind == "kv_cache"
    assert any(a.startswith("96k context read as") for a in answer.assumptions)
