"""Rent vs buy: a payback longer than the write-off years is said as such, never in centuries."""

from __future__ import annotations

import re

import pytest

from assistant.answer.owning_figures import payback_clause
from tests.support.advisors import memory_advisor


def test_the_clause_gives_months_within_the_life_and_says_so_beyond_it() -> None:
    assert (
        payback_clause(18.0, 3.0).render("en") == "buying would take about 18.0 months to pay back"
    )
    assert payback_clause(36.0, 3.0).render("zh") == "自购约需 36.0 个月才能回本"
    assert "71.5 months to pay back, longer than the 3 years" in payback_clause(71.5, 3.0).render(
        "en"
    )
    assert "within the 3 years" in payback_clause(120.1, 3.0).render("en")
    assert payback_clause(2550.3, 5.0).render("zh") == "按 5 年折旧期算，自购在折旧期内回不了本"
    above = payback_clause(400.0, 3.0, 0.5).render("en")
    assert above.endswith("only above about 84 hours a week, a 50% utilisation")
    assert "每周需用满约 168 小时，即利用率 100%" in payback_clause(400.0, 3.0, 1.0).render("zh")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "rent or buy an rtx 4090, i'd use it about 4 hrs a day",
        "4090 每天用五个小时左右，买还是租",
    ],
)
def test_light_use_says_renting_and_no_absurd_month_count(advisor, text) -> None:
    first = advisor.ask(text).answer.splitlines()[0]
    assert first.startswith(("**Renting is cheaper**", "**租更便宜**"))
    months = [float(m.replace(",", "")) for m in re.findall(r"([\d,]+\.\d) (?:months|个月)", first)]
    assert all(m <= 36 for m in months)
    assert "3 years" in first or "3 年折旧期" in first
    assert "hours a week" in first or "小时" in first  # the use that would pay it back
