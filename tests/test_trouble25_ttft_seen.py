"""A time to first token the asker sees, put up for judgment ("ttft 动不动 10 秒以上，正常吗"),
is a slowdown held against the card's prompt-reading rate, not a latency target to plan for."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from assistant.question.ttft_seen import ttft_seen
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_seen_ttft_is_read_apart_from_a_target(advisor):
    assert ttft_seen("首字延迟经常 12 秒多，正常吗") == 12.0
    assert ttft_seen("ttft sits at 800ms, too slow?") == 0.8
    assert ttft_seen("we need ttft under 2 s for 50 users") is None
    query = parse(
        "sglang qwen2.5 32b on two l40s: time to first token often 9s, normal?", advisor.catalog
    )
    assert query.ttft_seen_s == 9.0 and query.ttft_target_s is None


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        (
            "vllm 跑 qwen2.5 32b，两张 L40S，首字延迟经常 12 秒多，正常吗",
            "no",
            ("短提示下不正常", "12 秒", "排在别人后面"),
        ),
        (
            "llama 3.1 8b on one 4090 in vllm, time to first token is about 0.2 s, is that normal?",
            "yes",
            ("Yes, that is in line", "0.2 s"),
        ),
    ],
)
def test_a_seen_ttft_is_judged_against_the_prefill_rate(advisor, question, verdict, words):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot" and answer.verdict == verdict
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words), first
    assert "tokens/s" in first
