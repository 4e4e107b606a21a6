"""The speed lost without NVLink ("pull the bridge, how much do I lose?") is a speed question.

The cards are timed twice, with the bridge and over PCIe; the answer leads with the share lost
and both rates. A layer split loses next to nothing; a card without NVLink is not timed twice.
"""

import re

import pytest

from assistant.question.link_words import LINK_LOSS_ASK
from tests.support.advisors import last_answer, memory_advisor

LOSS_RE = re.compile(LINK_LOSS_ASK)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what if i remove the nvlink, how much slower does it get", True),
        ("how much speed would we lose without the bridge?", True),
        ("拔掉nvlink桥之后会掉多少速度", True),
        ("不接nvlink会慢多少", True),
        ("do i need nvlink for inference?", False),
        ("how much does an nvlink bridge cost?", False),
    ],
)
def test_loss_words(text, asked):
    assert (LOSS_RE.search(text) is not None) is asked


def _speed_calls(answer):
    return [c for c in answer.tool_calls if c.tool == "estimate_speed"]


def test_tensor_parallel_follow_up_times_both(advisor):
    answer = last_answer(
        advisor,
        "2x rtx 3090 nvlinked, qwen2.5 32b awq on vllm with tp 2 — decode speed?",
        "what if i take the bridge off, how much do i lose?",
    )
    assert answer.kind == "speed"
    first = answer.answer.splitlines()[0]
    m = re.search(r"about (\d+)% slower:\*\* about ([\d.]+) tokens/s .* against ([\d.]+)", first)
    assert m is not None
    assert int(m[1]) >= 1 and float(m[2]) < float(m[3])
    calls = _speed_calls(answer)
    assert [bool(c.input.get("no_nvlink")) for c in calls[:1]] == [False]
    assert any(c.input.get("no_nvlink") for c in calls)


def test_chinese_loss_asked_leads_with_the_share(advisor):
    answer = last_answer(advisor, "两张3090用vllm tp=2跑qwen2.5 32b awq，拆了nvlink桥会慢多少")
    assert answer.kind == "speed"
    assert re.match(r"\*\*去掉 NVLink 大约慢 \d+%：\*\*", answer.answer)


def test_layer_split_loses_next_to_nothing(advisor):
    answer = last_answer(
        advisor, "2x 3090 with llama 3.3 70b q4 in llama.cpp — without nvlink how much slower?"
    )
    assert answer.kind == "speed"
    assert answer.answer.startswith("**Without NVLink, next to nothing is lost:**")


def test_cards_without_nvlink_are_timed_once(advisor):
    answer = last_answer(
        advisor, "2x 4090 qwen2.5 32b awq vllm tp 2, without nvlink how much slower is it?"
    )
    assert answer.kind == "speed"
    assert not any(c.input.get("no_nvlink") for c in _speed_calls(answer))
    assert "NVLink, about" not in answer.answer.splitlines()[0]
