"""A context said with a Chinese scale ("50万上下文", "上下文20万") or as tokens beside the KV
cache ("500k tokens of kv", "kv cache … at 2m tokens") sizes the cache at that length, and is not
read as a volume of tokens. Phrasings are our own."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _first


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "tokens", "shown"),
    [
        ("qwen3-8b跑50万token的kv缓存要多大显存", 500_000, "500,000 tokens"),
        ("mistral 7b的kv cache，上下文20万要多少显存", 200_000, "200,000 tokens"),
        ("how big is the kv cache for qwen3-8b at 300000 tokens?", 300_000, "300,000 tokens"),
        ("qwen3-8b: 400000 tokens of kv cache, how many gb?", 400_000, "400,000 tokens"),
        # one prompt of that length is the context it fills, not a volume of text
        ("mistral 7b given a 300k token prompt, kv size in fp8?", 300_000, "300,000 tokens"),
    ],
)
def test_the_cache_is_sized_at_the_length_asked(advisor, question, tokens, shown) -> None:
    query, answer, first = _first(advisor, question)
    assert query.context_tokens == tokens
    assert query.tokens is None  # a length, not a volume of text
    assert answer.kind == "kv_cache"
    assert shown in first


def test_a_claimed_window_in_words_is_not_the_length_asked(advisor) -> None:
    query, _, first = _first(advisor, "据说能到千万上下文，qwen3-8b的话30万token的kv要多少")
    assert query.context_tokens == 300_000
    assert "300,000 tokens" in first


def test_a_training_volume_is_still_a_volume(advisor) -> None:
    query, _, _ = _first(advisor, "lora on 200m tokens with qwen3 8b, how long on one a100")
    assert query.tokens == 200_000_000
    assert query.context_tokens is None
