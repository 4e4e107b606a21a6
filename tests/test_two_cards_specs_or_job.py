"""Two cards named: their figures set side by side, or the gap in a job run on both.

"5070 vs 5070 ti memory bus / bandwidth" reads both rows on those figures; "H20 和 H800 训练
差多少" compares what they run in training, not their TFLOPS rows.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "fields"),
    [
        ("4080 super vs 4070 ti super memory bus and bandwidth", ["bus", "bandwidth"]),
        ("4080 和 4090 的显存位宽和带宽", ["bus", "bandwidth"]),
        ("h100 vs h200 bandwidth, the memory size aside", ["bandwidth"]),
    ],
)
def test_figures_named_of_two_cards_are_their_rows(advisor, catalog, question, fields):
    assert parse(question, catalog).spec_fields == fields
    answer = _last(advisor, question)
    assert answer.kind == "catalog"
    assert "GB/s" in first_line(answer.answer)


def test_cards_used_together_are_not_set_side_by_side(catalog):
    query = parse("3090+3090ti 混插，1300w 电源，瞬时功耗会不会触发保护", catalog)
    assert query.spec_fields == []


@pytest.mark.parametrize(
    "question",
    [
        "A100 和 H100 训练差多少？",
        "l40s vs a100, how much slower at training?",
        "4090 和 4090D 推理差距大吗",
    ],
)
def test_the_gap_in_a_job_compares_what_the_cards_run(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "compare"
    assert "tokens/s" in first_line(answer.answer)
