"""Clocks seen falling under one's own load are a slow job with the heat as its clue, not a check.

A throttle only asked about ("how do I tell if it's throttling") stays a check of the card.
"""

from __future__ import annotations

import pytest

from assistant.question.clock_drop import clocks_fell
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "rendering sdxl batches, my 3080 keeps throttling after 15 minutes, core clock goes down"
        " to 1.5ghz, hotspot 102c",
        "my 3090 hits 95c hotspot after an hour of finetuning and the core clock sinks to 1.4ghz",
        "3090 微调半小时后频率掉到1400，热点 100 度，咋办",
        "a6000 跑训练半小时后开始降频，核心 88 度，风扇 100%，怎么办",
    ],
)
def test_a_clock_drop_seen_during_a_job_is_troubleshot(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow" and query.slowed_by_it
    assert query.health_check == "clocks"
    assert "throttle" in first or "降频" in first or "自我保护" in first


def test_the_memory_junction_read_beside_it_is_the_memory_throttling(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "4080 训练一个多小时后核心降到1.8G，热点温度104度，显存结温98度，这正常吗"
    )
    assert answer.kind == "troubleshoot"
    assert query.health_check == "memory_temperature"
    assert "GDDR6X" in first and "105–110 °C" in first


@pytest.mark.parametrize(
    "text",
    [
        "how can i tell if my 3090 is throttling during long runs?",
        "is my 4070 throttling? how do i check",
        "怎么看 4090 是不是降频了",
    ],
)
def test_a_throttle_only_asked_about_is_not_reported(text: str) -> None:
    assert not clocks_fell(fold(text))


def test_a_throttle_asked_about_stays_a_check(advisor) -> None:
    _, answer, _ = turn_of(advisor, "is my 4070 throttling? how do i check")
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "my 3090 clocks drop to 1.3 ghz after twenty minutes of training, is that expected?",
        "bought a used 3090, under furmark it hits 90c and the clock falls to 1.4 ghz. ok?",
        "二手 a5000 烤机十分钟，90 度，频率掉到 1300，正常吗",
    ],
)
def test_a_drop_judged_alone_or_on_a_card_under_test_stays_a_check(advisor, text: str) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "verify"
