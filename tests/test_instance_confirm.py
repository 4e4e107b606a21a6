"""A named instance type whose cards are asked back, with a model to run on it; type shapes."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_the_shape_is_confirmed_then_the_model_sized_on_its_cards(advisor) -> None:
    answer = advisor.ask("aws p4d.24xlarge is 8x a100 40gb, right? can it serve llama 3 70b?")
    assert answer.kind == "instance"
    assert answer.answer.splitlines()[0].startswith("**Yes, 8 × ")
    sized = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert sized and sized[0].input["gpu"] == "a100-40gb-sxm" and sized[0].input["count"] == 8
    assert "llama 3 70b" in answer.answer.lower()


def test_a_wrong_shape_is_said_before_the_fit(advisor) -> None:
    answer = advisor.ask("阿里云 ecs.gn7i-c32g1.16xlarge 是4张A10吗？跑qwen2.5 14b够不够")
    assert answer.kind == "instance"
    assert answer.verdict == "no"
    assert answer.answer.startswith("**不是")
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["count"] == 2  # the type's own two cards, not the four said


def test_sixteen_bits_too_big_is_sized_at_four_bits_too(advisor) -> None:
    answer = advisor.ask("华为云 p2s.8xlarge.8 是4张V100吗，部署llama 3 70b行吗")
    precisions = [
        c.input.get("precision") for c in answer.tool_calls if c.tool == "estimate_memory"
    ]
    assert precisions == [None, "int4"]
    assert "装不下" in answer.answer and "能跑" in answer.answer


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("g5.12xlarge, is it 4 a10g?", True),
        ("gn7i 是双卡a10吧", True),
        ("how fast is a 4090 on llama 3 8b", False),
    ],
)
def test_cards_asked_back(text: str, asked: bool) -> None:
    assert parse(text, CAT).confirms_shape is asked


@pytest.mark.parametrize(
    ("word", "shaped"),
    [
        ("p6-b300.48xlarge", True),
        ("p5en.48xlarge", True),
        ("zero-3", False),
        ("kimi-k2.5", False),
    ],
)
def test_type_name_shapes(word: str, shaped: bool) -> None:
    assert shaped_like_a_type_name(word) is shaped


def test_an_unlisted_hyphenated_type_is_said_unknown(advisor) -> None:
    answer = advisor.ask("aws p6-b300.48xlarge — how many gpus and how much memory each?")
    assert answer.kind == "instance"
    assert "don't know the instance type p6-b300.48xlarge" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "first"),
    [
        # a price remarked on ("looks cheap") asks none: the type's contents are the question
        (
            "g5.48xlarge seems really cheap. how many A10Gs in it, how much memory per card?",
            "**8 × A10G",
        ),
        # "单卡多少显存" is each card's figure, and a count asked ("几张") claims no count
        ("ecs.gn7i-c32g1.32xlarge 感觉挺便宜，到底几张 A10，单卡显存多少", "**4 张"),
        ("p4d.24xlarge 里几张 a100？单卡显存多大", "**8 张"),
    ],
)
def test_a_count_asked_of_a_type_is_said_not_denied(advisor, text: str, first: str) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "instance"
    assert answer.verdict != "no"
    assert answer.answer.startswith(first)


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        # "多少块" counts the cards (no yuan); "塞了/配了" asks what the type holds
        ("gcp 的 g2-standard-24 配了多少块 L4？跑 qwen 32b int4 行不行", "**2 张 L4"),
        ("g2-standard-48 塞了几块 L4，显存总共多少，70b 4bit 能跑吗", "**4 张 L4"),
    ],
)
def test_a_types_card_count_asked_leads_with_its_cards(advisor, question, lead) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "instance"
    assert answer.answer.splitlines()[0].startswith(lead), answer.answer.splitlines()[0]
