"""Cohere's Aya models (Aya Expanse, Aya 23, Aya Vision) are named as models the catalog lacks.

Written with spaces ("aya expanse 32b") the name was read as no model at all and the answer
gave a bare 32B figure without saying the model itself is not covered; it is said first now,
as for Command R. "aya" alone, with no size or line after it, is no model name.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("how fast is aya expanse 8b at q4 on a 3060?", "aya expanse"),
        ("aya-expanse-32b 在两张 3090 上能跑吗", "aya-expanse"),
        ("can a 4090 run aya 23 35b at 4 bit?", "aya 23"),
    ],
)
def test_aya_is_said_not_covered_first(advisor, question, surface):
    _, answer, first = turn_of(advisor, question)
    assert surface in first
    assert "not in my catalog" in first or "不在我的目录里" in first


def test_aya_alone_is_no_model(advisor):
    q = parse("is there an aya in the office who knows gpus", advisor.catalog)
    assert not any(p.kind == "unlisted_model" for p in q.problems)
