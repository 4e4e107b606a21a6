"""A serving benchmark's total output rate at a stated concurrency, judged against the total.

"vllm bench … gives 1,100 output tok/s at 64 concurrency. right range?" was answered with one
sequence's speed (and the "1,100" read as 100): the figure is the server's total at that many
sequences decoded together, so the estimate is run at that batch and the first line judges the
figure against the total, both numbers said.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, tool_call, turn_of

CATALOG = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_thousands_rate_is_read_whole():
    query = parse("vllm serving qwen2.5 7b on an a100 at 3,200 output tokens/s aggregate", CATALOG)
    assert query.aggregate_tokens_per_s == 3200


def test_number_before_concurrency_is_the_users():
    query = parse("qwen2.5 7b on an L4 with vllm at 32 concurrency, tokens/s?", CATALOG)
    assert query.users == 32


def test_total_in_range_is_yes_with_both_numbers(advisor):
    query, answer, line = turn_of(
        advisor,
        "ran benchmark_serving with mistral 7b on one A100 80GB and got 1,500 output tok/s"
        " at 48 concurrency, is that normal?",
    )
    assert query.kind == "troubleshoot"
    assert tool_call(answer, "estimate_speed").input["batch"] == 48
    assert tool_call(answer, "estimate_speed").input["engine"] == "vllm"
    assert answer.verdict == "yes"
    assert line.startswith("**Yes, in range")
    assert "1,500 tokens/s you measured" in line and "48 concurrent" in line


def test_total_far_below_is_no(advisor):
    query, answer, line = turn_of(
        advisor, "vllm 压测 qwen2.5 7b，单张 4090，并发 32 总吞吐只有 200 tok/s，正常吗"
    )
    assert query.kind == "troubleshoot"
    assert answer.verdict == "no"
    assert line.startswith("**偏低") and "200 tokens/s" in line and "32 路并发" in line


def test_claimed_frame_rate_doubted_as_plausible_is_judged(advisor):
    # "plausible?" of a frame rate someone claims: judged against the estimate, not a target
    query, answer, line = turn_of(
        advisor, "a friend claims 2000 fps with yolo11s on a 4060 at 640 batch 1. plausible?"
    )
    assert query.kind == "troubleshoot"
    assert answer.verdict == "no"  # about 5x the estimate: not the card's speed as stated
    assert line.startswith("**No, not as stated") and "2000 fps" in line
