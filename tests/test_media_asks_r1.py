"""Media questions in wording the parser had not met: an OOM weighed in slang, a time per
clip asked in minutes, and which models of a family a card runs (the family's fit list)."""

from __future__ import annotations

import re

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    "question",
    [
        "sdxl at 1024 batch 2 on a 3060, oom or nope?",
        "flux schnell on a 4070 ti super 16gb, oom or good?",
        "yolov8m training batch 16 on a 2060 6gb, oom or no?",
    ],
)
def test_an_oom_weighed_in_slang_is_answered_yes_or_no(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert re.match(r"(?:Yes|No)\b", line), line
    assert re.search(r"\d+\.\d GB", line)


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("wan 2.1 14b 720p on an h100: minutes per 5s clip?", "min)"),
        ("wan2.1 1.3b at 480p on a 4090, minutes per clip?", "min)"),
        ("wan 2.1 14b on an h200, how many seconds a 5-second video?", "s per video"),
        ("wan2.1 14b 720p 在 h100 上每段视频要几分钟", "分钟"),
    ],
)
def test_a_time_per_clip_is_a_speed_with_the_minutes(advisor, question, unit):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert re.search(r"\d[\d,]* (?:s per video|秒)", line), line
    assert unit in line


@pytest.mark.parametrize(
    "turns",
    [
        ("which whisper models can a T4 run in real time?",),
        ("L4 上哪几个 whisper 模型能做实时转写",),
        ("T4 上能跑哪几个 whisper 模型做实时转写", "那 A10 呢，能多跑哪些"),
    ],
)
def test_which_models_of_a_family_is_the_cards_fit_list(advisor, turns):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "Whisper tiny" in line and "Whisper large-v3" in line
