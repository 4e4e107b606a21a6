"""A sum said as spent renting is no purchase price, and a provider the book lacks is said
first; the longest-context answer names the card's own memory."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("去年在阿里云上按量跑训练花了80万，今年要不要自购A800服务器", 800000),
        (
            "last year we spent $300k renting h100s on coreweave, should we just buy 8 h100s?",
            300000,
        ),
        ("前年租卡一共花了50万，现在自己买4张A100划算吗", 500000),
    ],
)
def test_a_rent_spend_is_no_purchase_price(text, budget):
    query = parse(text, load_catalog(SPECS))
    assert query.budget == budget
    assert query.budget_kind == "rent"
    answer = memory_advisor().ask(text)
    weighed = [c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    assert all(c.input.get("capex") != budget for c in weighed)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("去年在阿里云上按量跑训练花了80万，今年要不要自购A800服务器", "阿里云"),
        (
            "last year we spent $300k renting h100s on coreweave, should we just buy 8 h100s?",
            "CoreWeave",
        ),
    ],
)
def test_the_unquoted_provider_is_said_first(question, said):
    first = memory_advisor().ask(question).answer.splitlines()[0]
    assert said in first and ("don't cover" in first or "未收录" in first)


@pytest.mark.parametrize(
    ("question", "memory"),
    [
        ("how much context can qwen3 8b get on a 5090?", "(32 GB)"),
        ("4090 上 qwen3 8b 最多能开多长上下文", "（24 GB）"),
        ("longest context for llama 3.1 8b on an L4?", "(24 GB)"),
    ],
)
def test_longest_context_names_the_card_memory(question, memory):
    answer = memory_advisor().ask(question)
    assert answer.kind == "kv_cache"
    assert memory in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("每天 20 万张商品图用 SAM vit-b 抠图，T4 要几张", "1 x T4"),
        ("we segment 100k photos a day with sam vit-b, how many T4s?", "1 x T4"),
        ("SAM ViT-B 每天处理 5 万张图，L4 要几张", "1 x L4"),
    ],
)
def test_a_sam_load_gets_a_card_count(question, first):
    # SAM ViT-B has a speed now (ViT-H's, scaled): the count leads, no "could not" before it
    answer = memory_advisor().ask(question)
    lines = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert first in lines[0]
    assert "could not" not in lines[0] and "无法估算" not in lines[0]
