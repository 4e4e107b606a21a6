"""A maker named to be ruled out ("no apple pls", "不要 A 卡") is no maker asked for."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.maker_refused import without_refused_makers
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "what's the cheapest way to run gemma 3 27b at q4 with 32k context? nothing from apple",
        "跑 qwen2.5 14b 的卡推荐一张，不要 A 卡",
        "cheapest gpu for llama 3.1 8b, no macs please",
    ],
)
def test_a_refused_maker_is_not_the_maker_asked(text: str) -> None:
    assert parse(text, CAT).vendor is None


@pytest.mark.parametrize(
    ("text", "maker"),
    [("best mac for llama 70b", "Apple"), ("有没有适合跑 14b 的a卡", "AMD")],
)
def test_a_maker_asked_is_still_read(text: str, maker: str) -> None:
    assert parse(text, CAT).vendor == maker


def test_the_pick_is_made_among_the_others() -> None:
    answer = memory_advisor().ask(
        "cheapest gpu setup for qwen3 32b at q4, 16k context, all in vram. no apple stuff"
    )
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert not call.input.get("non_cuda") and not call.input.get("gpus")
    assert not answer.answer.startswith("**Nothing")


def test_blanking_keeps_the_rest() -> None:
    assert "apple" not in without_refused_makers("no apple pls, cheapest for 32b")
    assert "32b" in without_refused_makers("no apple pls, cheapest for 32b")
