"""Concurrent users from a daily-active count and its peak share, said back with the count."""

from __future__ import annotations

import pytest

from assistant.question.daily_active import users_from_daily
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("llama 3.1 70b for 4000 daily active users, 10% concurrent at peak, how many a100s", 400),
        ("qwen3 32b 日活 2万，高峰同时在线 3%，要几张 L40S", 600),
        ("about 2.5k DAU with 4% online at once — how many H100 for qwen3 14b?", 100),
    ],
)
def test_the_share_of_daily_actives_is_the_users_served(advisor, text: str, users: int) -> None:
    """The users sized are the peak share of the daily count, and the answer serves them."""
    query, answer, first = turn_of(advisor, text)
    assert query.users == users
    assert answer.kind == "serve"
    assert f"{users:,}" in first or str(users) in first


def test_a_daily_count_without_a_share_takes_the_peak_share_said_as_assumed() -> None:
    """ "1000 daily actives" alone is read as "1000 daily users" is: 10% at peak, said as assumed
    (before, it was left unread, and "10k DAU" became a 10,000-token context)."""
    read = users_from_daily("gpt-oss-20b for 1000 daily actives, how many l4s?")
    assert read is not None and read[0] == 100 and read[3] == 1000
    assert "assumed" in read[1].render("en") and "10%" in read[1].render("en")
    small = users_from_daily("日活 30 的小工具")
    assert small is not None and small[0] == 30  # a small crowd is all served at once
    read = users_from_daily("1000 daily actives, 5% concurrent")
    assert read is not None and read[0] == 50 and read[3] is None
    assert "1,000" in read[1].render("en") and "1,000" in read[1].render("zh")


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("we expect 10k DAU for an 8b chatbot, how many L40S", 1000),
        ("日活2万的客服机器人，qwen2.5 14b，要几张4090", 2000),
    ],
)
def test_a_daily_count_is_no_context_length(advisor, text: str, users: int) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.context_tokens is None and query.users == users
    assert answer.kind == "serve" and f"{users}" in first.replace(",", "")
