"""A model line's own word said alone ("scout", "maverick") is that model; a prompt fed in one
piece ("fed it a 1M-token dump") is the context its KV cache is sized at."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "model"),
    [
        ("how much vram does maverick need at fp8?", "llama-4-maverick"),
        ("scout 的 kv cache 在 128k 上下文下多大", "llama-4-scout"),
    ],
)
def test_a_line_word_alone_is_its_model(advisor, question, model):
    query = parse(question, advisor.catalog)
    assert query.model_id == model
    said = [a for a in query.assumptions if a.code == "read.line_name_alone"]
    assert said and said[0].params["word"] == model.split("-")[-1]


def test_a_line_word_with_no_sizing_names_nothing(advisor):
    assert parse("is the scout program worth joining?", advisor.catalog).model_id is None


@pytest.mark.parametrize(
    ("question", "tokens"),
    [
        ("if I paste a whole 1M-token repo into qwen3 32b, how big is its kv at bf16?", 1_000_000),
        ("fed maverick one 500k-token log dump: KV in fp8?", 500_000),
    ],
)
def test_one_prompt_fed_is_the_context(advisor, question, tokens):
    query = parse(question, advisor.catalog)
    assert query.context_tokens == tokens and query.tokens is None
    answer = advisor.ask(question)
    assert answer.kind == "kv_cache"
    assert f"{tokens:,}" in answer.answer.splitlines()[0]
