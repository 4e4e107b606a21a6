"""A prompt's length said with a prefill question sizes the time to read it."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("prefill speed of llama 3 8b q4 on a 4090 with a 12000 token prompt?", 12000),
        ("rtx 3090, qwen2.5 14b: prompt processing rate for an 8k token input", 8192),
        ("4090跑qwen2.5 14b，16000 tokens 的提示词，预填充速度多少", 16000),
    ],
)
def test_the_prompt_of_a_prefill_question_is_read(text: str, tokens: int) -> None:
    assert parse(text, CAT).prompt_tokens == tokens


def test_a_prompt_without_prefill_or_latency_is_not_a_prompt_size() -> None:
    assert (
        parse("llama 3 8b on a 4090, 12000 token prompt, does it fit?", CAT).prompt_tokens is None
    )


def test_the_prefill_answer_times_the_prompt() -> None:
    answer = memory_advisor().ask(
        "prefill speed of llama 3 8b q4 on a 4090 with a 12000 token prompt?"
    )
    assert answer.kind == "speed"
    assert "12,000-token prompt takes about" in answer.answer.splitlines()[0]
