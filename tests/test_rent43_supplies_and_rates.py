"""Several PSUs said together, a PSU called a "unit", a cabinet called 柜子, the draw of the
cards just fitted, one card's rental after a comparison, and "24/7" kept on a follow-up.
Figures from knowledge/specs (gpus.yaml) and the price book. Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.psu_units import psu_units
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "watts", "units"),
    [
        ("are two 1000w power supplies enough", "1000w", 2),
        ("dual 1600w psus", "1600w", 2),
        ("3x 1200w server psus", "1200w", 3),
        ("用两个 1200w 服务器电源", "1200w", 2),
        ("三块 1600w 电源", "1600w", 3),
        ("a 1200w psu", "1200w", 1),
        ("6 张 p40，1200w 电源", "1200w", 1),
    ],
)
def test_the_count_said_before_a_psu_wattage(text, watts, units) -> None:
    assert psu_units(text, text.index(watts)) == units


@pytest.mark.parametrize(
    ("question", "stated", "first_words"),
    [
        ("are two 1000w power supplies enough for four 3090s?", 2000.0, "**No, 2,000 W"),
        ("8 张 4090 用三个 1600w 电源够不够", 4800.0, "**不够：4,800 W"),
    ],
)
def test_several_psus_are_checked_as_their_sum(advisor, question, stated, first_words) -> None:
    query, answer, first = _turn(advisor, question)
    assert query.power_ask == "psu_check" and query.psu_stated_w == stated
    assert answer.kind == "power" and first.startswith(first_words)
    each = "1,000" if stated == 2000.0 else "1,600"
    assert any(each in a for a in answer.assumptions)  # how the sum was taken is said


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("is an 850w unit enough for a 4080 and a 7800x3d?", "yes"),
        ("two 4090s and a 14900k, would a 1000w unit be enough?", "no"),
    ],
)
def test_a_unit_of_some_wattage_is_the_psu_checked(advisor, question, verdict) -> None:
    _, answer, _ = _turn(advisor, question)
    assert answer.kind == "power" and answer.verdict == verdict


def test_a_cabinet_said_as_guizi_is_a_power_budget() -> None:
    query = parse("4 张 l40s 整机多少瓦，柜子限 3kw 放得下吗", load_catalog())
    assert query.power_ask == "budget" and query.power_budget_w == 3000.0


@pytest.mark.parametrize(
    ("turns", "first_words"),
    [
        (
            (
                "can llama 3.1 70b fp8 run on 4 l40s?",
                "what does that 4x l40s box pull at the wall, and does it fit a 2kw rack budget?",
            ),
            "**No, it does not fit within 2.0 kW**",
        ),
        (
            (
                "ollama 跑 qwen2.5 72b 用 4 张 l40s 行吗",
                "那这 4 张 l40s 整机满载多少瓦，柜子只有 3kw 够吗",
            ),
            "**放得下：在 3.0 kW 之内**",
        ),
    ],
)
def test_the_draw_of_the_cards_just_fitted_named_again(advisor, turns, first_words) -> None:
    _, answer, first = _turn(advisor, *turns)
    assert answer.kind == "power" and first.startswith(first_words)
    assert "2,550 W" in first  # 4 × L40S at 350 W, sized as a server


@pytest.mark.parametrize(
    ("turns", "card", "other"),
    [
        (
            (
                "4090 vs 3090 for flux dev, which is faster?",
                "and on runpod, what's the 3090 an hour?",
            ),
            "rtx-3090",
            "rtx-4090",
        ),
        (
            ("3090 和 4090 跑 sdxl 哪个快", "那在 autodl 租 4090 一小时多少钱"),
            "rtx-4090",
            "rtx-3090",
        ),
    ],
)
def test_one_cards_rental_after_a_comparison_prices_that_card(advisor, turns, card, other):
    query, answer, _ = _turn(advisor, *turns)
    assert answer.kind == "price" and [g.gpu_id for g in query.gpus] == [card]
    assert all(c.input.get("gpu") != other for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("turns", "note"),
    [
        (
            ("a100 80gb on lambda running 24/7 for a month, what's the bill?", "and with spot?"),
            "'24/7' read as 24 hours a day",
        ),
        (("阿里云 gn7i 24/7 跑一个月多少钱", "那用抢占式呢"), "“24/7”按每天 24 小时"),
    ],
)
def test_always_on_hours_keep_their_reading_on_a_follow_up(advisor, turns, note) -> None:
    query, answer, _ = _turn(advisor, *turns)
    assert answer.kind == "price" and query.duration_hours == 730.0 and query.spot
    assert any(a.startswith(note) for a in answer.assumptions)
