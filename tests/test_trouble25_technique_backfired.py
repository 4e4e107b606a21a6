"""A speed-up technique turned on that made things slower, with when it pays asked: the
technique's trade-off is explained (the explanation kind, citing its guide), not the card's
clocks and power checked as for a card slower than others."""

from __future__ import annotations

import pytest

from assistant.question.technique_backfired import technique_backfired
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "enabled eagle heads in sglang on an l40s and generation got slower, why would spec"
        " decoding not help here?",
        "llama.cpp 加了草稿模型做投机解码，3060 上速度反而更慢了，什么时候才值得开",
    ],
)
def test_a_technique_that_slowed_things_is_explained(advisor, question):
    assert technique_backfired(question.lower())
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert any(c.doc_id == "serving-at-scale" for c in answer.citations)
    assert "TPOT" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "my 4090 got slower after a driver update, why?",
        "开了投机解码速度快了一倍，正常吗",
    ],
)
def test_no_backfire_without_a_technique_and_a_slowdown(question):
    assert not technique_backfired(question.lower())
