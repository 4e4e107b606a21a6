"""A context length cut to get a model started, and a longer one wished back ("had to cut
max-model-len to 8k, how do I get 32k back"): the length asked about is the one wished back,
so the fit is sized at it, not at the length the asker settled for."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "tokens"),
    [
        ("had to cut max-model-len down to 8k on my 4090, can i get 16k back somehow", 16384),
        ("lowered the context to 4096 to stop the OOM; any trick to run 32k again?", 32768),
        ("上下文被我降到 8k 才跑起来，有办法恢复到 32k 吗", 32768),
        ("ran it with 16k context, dropped it back to 4096, same thing", 4096),
    ],
)
def test_the_length_wished_back_is_the_one_read(advisor, question, tokens):
    assert parse(question, advisor.catalog).context_tokens == tokens


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "had to cut max-model-len down to 8k to get qwen2.5 32b awq running on two 3090s in"
            " vllm, how do i get 32k back",
            "at 32k context",
        ),
        (
            "两张 3090 用 vllm 跑 qwen2.5 32b awq，max-model-len 只能设 8k，怎么恢复到 32k",
            "上下文 32k",
        ),
    ],
)
def test_the_fit_is_sized_at_the_length_wished_back(advisor, question, said):
    answer = advisor.ask(question)
    assert answer.verdict == "yes"
    assert said in answer.answer.splitlines()[0]
    assert "17.9 GB" in answer.answer.splitlines()[0]
