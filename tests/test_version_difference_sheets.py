"""The difference of one card's two versions, asked with no figure named: their sheets.

Each phrasing is this file's own. "MI50 16G 和 32G 有啥区别" sets the two rows side by side
(the catalog's comparison of sheets, as "A800 和 A100 的区别，只砍了 nvlink" gets), and one
card named with two sizes brings its sibling row in. Two different cards' plain difference
stays a comparison.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "ids", "lead"),
    [
        ("MI50 16G 和 32G 有啥区别", {"mi50-16gb", "mi50-32gb"}, "区别在于显存"),
        ("what's the difference between the 5060 ti 8gb and 16gb", {"rtx-5060-ti-8gb",
         "rtx-5060-ti-16gb"}, "differ in memory (8 GB GDDR7 against 16 GB GDDR7)"),
        ("H20 出了两个版本？141G 跟 96G 差别在哪", {"h20", "h20-141gb"}, "141 GB HBM3e"),
    ],
)  # fmt: skip
def test_two_versions_difference_is_their_sheets(advisor, question, ids, lead):
    query = parse(question, advisor.catalog)
    assert {g.gpu_id for g in query.gpus} == ids
    assert "link" in query.spec_fields and "memory" in query.spec_fields
    answer = last_answer(advisor, question)
    assert answer.kind == "catalog"
    assert lead in answer.answer.splitlines()[0]


def test_two_different_cards_plain_difference_stays_a_comparison(advisor):
    query = parse("h800和h100有啥区别", advisor.catalog)
    assert not query.spec_fields
    assert last_answer(advisor, "h800和h100有啥区别").kind == "compare"


def test_versions_weighed_for_a_use_are_no_sheet_lookup(advisor):
    query = parse("5060 ti 8gb 和 16gb 跑 sdxl 选哪个", advisor.catalog)
    assert not query.spec_fields
