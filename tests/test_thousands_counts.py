"""A load said in thousands ("2k chats", "1.5k users", "3k并发") is read as the full count."""

from __future__ import annotations

import pytest

from assistant.question.thousands import expand_thousands
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("around 2k concurrent chats at launch", "around 2000 concurrent chats at launch"),
        ("plan for 1.5k users", "plan for 1500 users"),
        ("峰值大概3k并发", "峰值大概3000并发"),
        ("2.5k 个用户同时在线", "2500 个用户同时在线"),
        ("32k ctx and 8k-token prompts", "32k ctx and 8k-token prompts"),
        ("4k context, 10 users", "4k context, 10 users"),
    ],
)
def test_a_count_in_k_is_written_out_only_before_a_load(text: str, written: str) -> None:
    assert expand_thousands(text) == written


@pytest.mark.parametrize(
    ("question", "users", "shown"),
    [
        ("we expect about 2k simultaneous conversations on llama 3.1 8b. how many l40s?", 2000,
         "2,000"),
        ("serving qwen2.5 7b to 1.5k concurrent users, how many a100s", 1500, "1,500"),
        ("qwen2.5 7b 预计 3k 并发用户，需要几张 h100", 3000, "3,000"),
    ],
)  # fmt: skip
def test_a_thousands_load_sizes_the_deployment(question: str, users: int, shown: str) -> None:
    query, answer, line = turn_of(memory_advisor(), question)
    assert query.users == users
    assert shown in line
