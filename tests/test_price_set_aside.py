"""A price named only to be set aside ("besides the price tag", "除了价格"): the difference
asked beside it is the question, not a rental price."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.set_aside import drop_set_aside
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("a100 sxm vs pcie — other than the price, what's different?", "what's different?"),
        ("l40s 和 a6000 除了价格以外有什么区别", "有什么区别"),
        ("price aside, how do they differ", "how do they differ"),
    ],
)
def test_the_price_set_aside_is_blanked_in_place(text, kept):
    blanked = drop_set_aside(text)
    assert len(blanked) == len(text) and kept in blanked
    assert "price" not in blanked and "价格" not in blanked


def test_a_price_asked_is_kept():
    assert drop_set_aside("what's the price of an h100 sxm") == "what's the price of an h100 sxm"


@pytest.mark.parametrize(
    "question",
    [
        "what separates the a100 sxm and pcie besides the price?",
        "A100 SXM 和 PCIe 除了价格，还有哪些不同",
    ],
)
def test_a_difference_asked_with_the_price_set_aside_is_not_a_price(advisor, catalog, question):
    assert parse(question, catalog).intent != "cost"
    answer = advisor.ask(question)
    assert answer.kind in ("concept", "catalog", "compare")
    assert "per GPU-hour" not in answer.answer and "每卡每小时" not in answer.answer
