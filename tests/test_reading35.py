"""Readings mended in the thirty-fifth session, where new labelled questions moved the vote.

Each case once leaned on the neighbour vote; when the blind sets read this session joined the
labelled questions, the vote moved, so the reading now decides it on its own.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "GPU 利用率平均也就 25%，自建机房还划算吗",
        "卡的利用率只有四成，自建还值不值",
        "our own rack averages ~20% utilization — is owning still worth it over renting?",
    ],
)
def test_low_use_stated_beside_owning_weighs_owning_not_a_fault(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    first = answer.answer.splitlines()[0]
    assert any(share in first for share in ("25%", "20%", "40%"))
    assert any(w in first for w in ("Renting", "Buying", "租", "买", "自购"))
