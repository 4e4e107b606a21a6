"""A power budget's card count, a feed said by its power, and a cap asked as "is it capped?".

"how many 5090s on a 3.5kw feed": each count is sized and the most within the budget leads.
"a 2kw circuit" is that budget, not the 15 A household default. "is the provider capping it?"
is answered "No" when the limit read is the card's default: the question's polarity decides.
"""

import re

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("can a 2kw circuit run my two 3090s", 2000.0),
        ("实验室那边 2.5kw 供电，放几张4090合适", 2500.0),
        ("we have a 6 kw feed for the closet", 6000.0),
        ("机房一路 16kw 够不够", 16000.0),
    ],
)
def test_a_circuit_or_feed_said_by_its_power_is_a_budget(advisor, text, watts):
    assert parse(text, advisor.catalog).power_budget_w == watts


def test_a_psu_said_by_its_power_is_not_a_budget(advisor):
    query = parse("is a 1600w power supply enough for 2x 4090", advisor.catalog)
    assert query.power_budget_w is None
    assert query.psu_stated_w == 1600


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "most", "lang"),
    [
        ("how many rtx 4090s can I run on a 2.5kw feed?", 4, "en"),
        ("机房就 3kw 供电，最多能放几张 3090", 6, "zh"),
    ],
)
def test_the_most_cards_within_a_budget_lead(advisor, question, most, lang):
    answer = advisor.ask(question)
    assert answer.kind == "power"
    first = _first(answer)
    word = "At most" if lang == "en" else "最多放"
    assert f"{word} {most}" in first, first
    # the wall draw of that count stays under the budget, the next one goes over
    draws = [float(w.replace(",", "")) for w in re.findall(r"([\d,]+) W", first)]
    budget = 2500 if lang == "en" else 3000
    assert draws[0] <= budget < draws[1]


def test_a_stated_feed_drops_the_household_circuit_warning(advisor):
    answer = advisor.ask("can my 2kw circuit run 2 4090s?")
    assert answer.verdict == "yes"
    assert "15 A" not in answer.answer


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        ("rented an h100 box, smi says power limit 700w. is the host capping it?", "no", "No,"),
        ("the l4 I rented shows 72w power limit, are they power limiting my gpu?", "no", "No,"),
        ("租的 a100 功耗上限显示 250W，是不是被锁功耗了", "yes", "是的"),
        ("rented 4090 shows power limit 450w, is that normal", "yes", "Yes, that is normal"),
    ],
)
def test_a_cap_asked_is_answered_in_its_own_polarity(advisor, question, verdict, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert _first(answer).lstrip("*").startswith(lead)
