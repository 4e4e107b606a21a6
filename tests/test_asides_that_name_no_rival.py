"""Words beside the question that changed what was answered: read for what they are.

A card the asker hopes to do without ("trying to skip renting an H100") is no rival to weigh;
a per-rack or per-server figure said after the watts ("10kw 一个柜", "按 5kw 一台") is the budget
the wall draw is judged against; "twin-3090" is two cards; "wall watts" asks the draw; a
thanks that says what it saved the asker from is small talk, not a price of the card it names;
and "what is MIG, can my card do it" defines a feature, with nothing read off a machine.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "card", "verdict"),
    [
        ("can a 4090 QLoRA qwen2.5 14b? trying to skip renting an H100", "RTX 4090", "**Yes."),
        ("一张 3090 能 lora 微调 llama 3.1 8b 吗，不想租 A100", "RTX 3090", "**"),
        ("is one L40S fine for serving qwen3 8b to a few people, instead of renting an H100?",
         "L40S", "**"),
    ],
)  # fmt: skip
def test_a_card_the_asker_hopes_to_avoid_is_no_rival(advisor, text, card, verdict) -> None:
    answer = advisor.ask(text)
    assert answer.kind != "compare"
    first = answer.answer.splitlines()[0]
    assert first.startswith(verdict) and card in answer.answer.split("\n\n")[0]
    assert " vs " not in first


def test_two_cards_weighed_are_still_compared(advisor) -> None:
    answer = advisor.ask("4090 or 5090 for llama 3 8b, which is faster?")
    assert answer.kind == "compare"


@pytest.mark.parametrize(
    ("text", "budget_w", "verdict"),
    [
        ("三台 4 卡 4090 服务器放一个机房，8kw 一个柜，够不够", 8000.0, "放得下"),
        ("IDC 按 3kw 每台给电，我这台 2 张 L40S 的机器够吗", 3000.0, "放得下"),
        ("两台 8 卡 H100 SXM 进机房，合同 10kw 一个柜，会不会超", 10000.0, "放不下"),
    ],
)
def test_watts_said_per_rack_or_per_server_are_the_budget(advisor, text, budget_w, verdict):
    assert parse(text, CAT).power_budget_w == budget_w
    answer = advisor.ask(text)
    assert answer.kind == "power"
    assert answer.answer.splitlines()[0].startswith(f"**{verdict}")


def test_a_card_s_own_watts_are_no_budget() -> None:
    assert parse("a 4090 pulls 450w, what psu?", CAT).power_budget_w is None
    assert parse("一台 1600w 电源带两张 4090 够吗", CAT).power_budget_w != 1600.0


def test_twin_cards_drawn_at_the_wall_against_a_mac(advisor) -> None:
    text = "wall watts of a twin-4090 box vs an M2 Ultra running qwen 32b?"
    query = parse(text, CAT)
    assert ("rtx-4090", 2) in [(g.gpu_id, g.count) for g in query.gpus]
    answer = advisor.ask(text)
    assert answer.kind == "power"
    first = answer.answer.splitlines()[0]
    assert first.startswith("**2 × RTX 4090") and "W at the wall" in first


@pytest.mark.parametrize(
    "text",
    [
        "that saved me from a sketchy 4090 listing on ebay, owe ya one",
        'ok you just saved me from a dodgy "A100" on marketplace, owe you one',
    ],
)
def test_thanks_for_what_it_saved_is_small_talk(advisor, text) -> None:
    answer = advisor.ask(text)
    assert answer.kind == "smalltalk"
    assert "$" not in answer.answer and "per GPU-hour" not in answer.answer


def test_owing_thanks_with_a_question_still_asks(advisor) -> None:
    answer = advisor.ask("owe you one if this works: how much is an A100 per hour on runpod?")
    assert answer.kind == "price"


def test_a_feature_defined_beside_a_card_is_explained_not_checked(advisor) -> None:
    answer = advisor.ask("what's MIG, and can i split my 4090 with it?")
    assert answer.kind == "concept"
    assert "MIG" in answer.answer.splitlines()[0]
    assert "gpu-advisor verify" not in answer.answer
