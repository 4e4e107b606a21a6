"""A speed asked in a follow-up to a KV-cache question ("那只有我一个人用，生成速度能有多少"): the
carried cache ask no longer names the kind; the speed kind answers with tokens/s."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "turns",
    [
        (
            "kv cache for qwen2.5 14b at 32k on one a100 80gb, how many gb?",
            "and how fast would it generate for a single user?",
        ),
        ("两张4090跑qwen2.5 32b awq，16k上下文，kv cache占多少", "那单人用的话生成速度能有多少"),
        (
            "L40S 跑 llama 3.1 8b fp16，32k 上下文，还能给 kv 留多少",
            "只有我自己用，每秒能出多少token",
        ),
    ],
)
def test_speed_follow_up_leaves_the_cache_kind(advisor, turns):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer.kind == "speed"
    assert "tokens/s" in answer.answer.splitlines()[0]


def test_cache_follow_up_stays_a_cache_question(advisor):
    turns = ["kv cache for qwen2.5 14b at 32k on one a100 80gb, how many gb?", "and at 64k?"]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "kv_cache"


def test_sequel_to_a_cache_that_ran_short_stays_a_trouble(advisor):
    turns = [
        "vllm with qwen2.5 7b on one 3090 fails: `ValueError: The model's max seq len (32768) is"
        " larger than the maximum number of tokens that can be stored in KV cache (20000).`",
        "set max_model_len 16384, it starts now but throughput is meh. anything to tune?",
    ]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind != "speed"
