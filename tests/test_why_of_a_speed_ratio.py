"""A why about the asker's own setup, asked of a speed set against another: explained.

Each phrasing is this file's own. "why does my 3080 barely beat my 2080 ti at yolo training"
names a training job the calculators could size, but what is asked is why one speed is not
more than the other; a why with a job named and no such ratio ("why is my 3090 slow at llama
70b") is still the sizing's.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from assistant.question.why_cues import own_why_asked
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "sized", "asked"),
    [
        ("why is my 3080 barely faster than my 2080 ti at yolo training", True, True),
        ("why doesn't bf16 speed up resnet training on my v100", True, True),
        ("为什么我的 4090 训练 resnet 比 3090 只快一点", True, True),
        ("why is my 3090 slow at llama 70b", True, False),
        ("why is prompt processing on my mac so slow", False, True),
        ("my 3080 is barely faster than my 2080 ti, why", True, False),
    ],
)
def test_a_why_of_a_ratio_is_asked_even_with_a_job_named(text, sized, asked):
    assert own_why_asked(text, sized) is asked


@pytest.mark.parametrize(
    "question",
    [
        "why is my 3080 barely faster than my 2080 ti at yolo training",
        "why doesn't mixed precision speed up resnet training on my gtx 1070?",
        "为什么我的 4090 训练 resnet 比 3090 只快一点",
    ],
)
def test_the_ratio_why_is_the_explanation_kind(advisor, question):
    query = parse(question, advisor.catalog)
    assert query.explain_asked and query.gpus
    assert last_answer(advisor, question).kind == "concept"


def test_a_low_speed_seen_stays_a_trouble(advisor):
    answer = last_answer(advisor, "why does my 4090 only get 5 tok/s on llama 3 70b q4")
    assert answer.kind == "troubleshoot"
    assert "42.0 GB" in answer.answer.splitlines()[0]
