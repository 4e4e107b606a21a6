"""Follow-ups merged as what they change: a card put in the same box, sequences counted.

A card said to go in a second slot (or added "too") after a what-fits list joins the first
card in one box, and the list is the box's; "48 sequences at 8k" counts 48 sequences of 8,192
tokens, not a context of 48 tokens.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


# ---- a card added to the box a list was asked of


@pytest.mark.parametrize(
    ("first", "then", "cards", "sized_on"),
    [
        (
            "what's the largest llm my rtx 3090 can hold at q4?",
            "and with a 3060 12gb in the spare slot?",
            ["rtx-3090", "rtx-3060"],
            "rtx-3060",
        ),
        (
            "what can my 4080 run fully in vram?",
            "what if i add my old 2080 ti too",
            ["rtx-4080", "rtx-2080-ti"],
            "rtx-2080-ti",
        ),
        (
            "我的 4060 Ti 16G 能跑多大的模型",
            "第二个插槽再插一张 3060 12G 呢",
            ["rtx-4060-ti-16gb", "rtx-3060"],
            "rtx-3060",
        ),
    ],
)
def test_a_card_added_after_a_list_joins_the_box(advisor, first, then, cards, sized_on) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert [g.gpu_id for g in query.gpus] == cards
    assert query.gpus_together
    assert answer.kind == "fits_hardware"
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert (call.input["gpu"], call.input["count"]) == (sized_on, 2)


def test_a_slot_named_reads_as_one_box(catalog) -> None:
    assert parse("a 3090 with a 3060 in the second slot, what fits?", catalog).gpus_together
    assert parse("4090 第二个卡槽插 3090，能跑多大模型", catalog).gpus_together


def test_a_card_named_instead_after_a_list_is_not_a_box(advisor) -> None:
    query, answer, _ = turn_of(advisor, "what can my 3090 run at q4?", "and on a 4090 instead?")
    assert [g.gpu_id for g in query.gpus] == ["rtx-4090"]
    assert not query.gpus_together


# ---- sequences counted beside their length


@pytest.mark.parametrize(
    ("text", "users", "context"),
    [
        ("mistral 7b kv cache for 24 sequences at 16k", 24, 16384),
        ("how big is the kv for 40 8k sequences on llama 3.1 8b", 40, 8192),
        ("qwen2.5 14b 同时跑 12 个 32k 的序列，kv 要多少", 12, 32768),
        ("llama 3.1 8b 20路 8k 上下文，kv cache 占多少", 20, 8192),
    ],
)
def test_sequences_counted_beside_their_length(catalog, text, users, context) -> None:
    query = parse(text, catalog)
    assert (query.users, query.context_tokens) == (users, context)


def test_more_sequences_after_a_kv_answer_keep_the_length(advisor) -> None:
    query, answer, line = turn_of(
        advisor,
        "kv cache for llama 3.1 8b with 8 parallel 16k sequences?",
        "and 32 sequences at 16k, still room on a 48gb card beside the weights?",
    )
    assert (query.users, query.context_tokens) == (32, 16384)
    assert answer.kind == "kv_cache"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert (call.input["sequences"], call.input["context"]) == (32, 16384)
    assert "32 × 16,384 tokens" in line


def test_more_sequences_in_chinese_after_a_kv_answer(advisor) -> None:
    query, answer, _ = turn_of(
        advisor,
        "mistral 7b 同时跑 8 个 16k 的序列，kv cache 多大",
        "那 40 个 16k 的序列呢，24g 的卡放得下吗",
    )
    assert (query.users, query.context_tokens) == (40, 16384)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert call.input["sequences"] == 40
    assert answer.verdict == "no"
