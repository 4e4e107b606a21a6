"""A bare decode rate asked ("单用户 decode 能到多少") is speed; a set concurrency is the users."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "两张3090跑 qwen2.5 72b int4，解码能到多少",
        "4张A100 上 llama3 70b fp16 单人 decode 大概几 token",
        "8张4090 跑 qwen3 32b awq，单用户 decode 能到多少",
    ],
)
def test_a_decode_rate_asked_is_speed(advisor, question) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    assert "tokens/s" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("qwen2.5 7b on one L40S with vllm, concurrency of 32, total throughput?", 32),
        ("A100 80G 跑 llama3 8b，并发数 128，总吞吐多少", 128),
        ("sglang on h200 serving qwen3 32b, concurrency set to 16 — aggregate tok/s?", 16),
        ("H100 上 vllm 跑 qwen2.5 7b，并发开到64，总吞吐多少", 64),
    ],
)
def test_a_set_concurrency_is_the_users_served(advisor, question, users) -> None:
    turn = advisor.converse([question]).turns[-1]
    assert turn.query.users == users
    assert turn.answer.kind == "speed"
    first = turn.answer.answer.splitlines()[0]
    assert str(users) in first
    assert "总吞吐" in first or "in total" in first
