"""A speech job's audio hours ("1.5w小时", "8k hours") shared by the cards named, timed in days
beside the hours once it runs past two days. Phrasings are our own."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _first


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _hours(first: str) -> float:
    m = re.search(r"([\d,.]+) (?:hours|小时)", first)
    assert m is not None, first
    return float(m.group(1).replace(",", ""))


@pytest.mark.parametrize(
    ("question", "audio"),
    [
        ("3w小时的会议录音用whisper small转写，一张T4要多久", 30000.0),
        ("0.5w 小时的播客，whisper small，T4上跑几天", 5000.0),
    ],
)
def test_wan_written_as_w_reads_audio_hours(advisor, question, audio) -> None:
    query, answer, _ = _first(advisor, question)
    assert query.duration_hours == audio
    assert answer.kind == "workload_speed"


def test_audio_is_shared_by_the_cards_named(advisor) -> None:
    _, _, one = _first(advisor, "8000 hours of interviews with whisper small on one t4: how long?")
    _, _, four = _first(advisor, "8000 hours of interviews with whisper small on 4 t4s: how long?")
    assert _hours(four) == pytest.approx(_hours(one) / 4, rel=0.02)
    assert "4 cards" in four


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("transcribing 9000 hours of calls with whisper small on 2 t4s, how many days?", "days"),
        ("2万小时客服录音，whisper small，3张T4，多少天能转完", "天"),
    ],
)
def test_a_job_of_days_says_the_days(advisor, question, unit) -> None:
    _, answer, first = _first(advisor, question)
    assert answer.kind == "workload_speed"
    days = re.search(rf"[(（]([\d,.]+) ?{unit}[)）]", first)
    assert days is not None, first
    assert float(days.group(1)) == pytest.approx(_hours(first) / 24, abs=0.1)
    assert _hours(first) > 48
