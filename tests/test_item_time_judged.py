"""One item's time seen, in minutes or seconds, and put up for judgment: a slowness to diagnose.

Each phrasing is this file's own. "每段视频跑了 30 多分钟，正常吗" reports a time per clip and
asks whether it is normal; "how long per clip" asks the time, which stays an estimate.
"""

from __future__ import annotations

import pytest

from assistant.question.health import other_trouble
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "4090 跑 wan2.1，每段视频跑了 30 多分钟，正常吗",
        "about 25 min per clip on my 4090, is that normal?",
        "a clip takes 12 minutes on my 3090, way too slow?",
        "一轮 epoch 要 3 小时，是不是太慢了",
    ],
)
def test_an_item_time_judged_is_slow(text):
    assert other_trouble(text) == "slow"


@pytest.mark.parametrize(
    "text", ["how long per clip for wan 2.1 on a 4090", "每条大概多少分钟", "一条 5 分钟的视频"]
)
def test_an_item_time_asked_or_said_is_no_trouble(text):
    assert other_trouble(text) is None


def test_a_clip_time_judged_on_a_card_is_troubleshot(advisor):
    answer = last_answer(advisor, "wan2.1 1.3b 在 3090 上一条要 20 多分钟，感觉太慢了，正常吗")
    assert answer.kind == "troubleshoot"
    assert "RTX 3090" in answer.answer.splitlines()[0]


def test_a_clip_time_asked_is_an_estimate(advisor):
    answer = last_answer(advisor, "wan2.1 14b 在 5090 上跑 720p，一条大概多久")
    assert answer.kind == "workload_speed"
    assert "5090" in answer.answer.splitlines()[0]
