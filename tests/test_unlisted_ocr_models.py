"""OCR and document-parsing models the catalog has no rows for are said first as not covered.

"PaddleOCR on invoices, which card" names a model the catalog cannot size: the answer says so
rather than quoting a guide about another vision model or picking a card for it.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("用 paddleocr 识别每天二十万张发票，配什么显卡", "PaddleOCR"),
        ("what gpu do I need to run easyocr over a million scanned pages?", "easyocr"),
        ("GOT-OCR2.0 在 4090 上能跑多快", "GOT-OCR2.0"),
    ],
)
def test_an_ocr_model_is_said_not_covered_first(advisor, question, said):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "not_covered"
    assert said.lower() in first.lower()
    assert "not in my catalog" in first or "不在我的目录里" in first
