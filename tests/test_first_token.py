"""One user's time to first token, asked with no target: the prompt read at the prefill rate,
then one decode step, led with in seconds."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _speed(advisor, text: str):  # the estimate the speed tool returned for this question
    answer = advisor.ask(text)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    return call.result


@pytest.mark.parametrize(
    ("text", "prompt"),
    [
        ("ttft of mistral 7b on an rtx 3090 when the prompt is 12k tokens?", 12_288),
        ("time to first token, qwen2.5 14b on one 4090, 6k prompt", 6_000),
        ("单卡 L40S 跑 llama 3.1 8b，16k 的 prompt 首 token 延迟多少", 16_384),
        ("A6000 上 qwen2.5 32b，塞 4k 的提示词，首字要等多久", 4_096),
    ],
)
def test_the_first_line_gives_the_seconds_worked_from_the_prefill_rate(
    advisor, text: str, prompt: int
) -> None:
    query, _, first = turn_of(advisor, text)
    assert query.intent == "speed" and query.first_token_asked
    assert (query.prompt_tokens or query.context_tokens) == prompt  # "a 6k prompt": the context
    speed = _speed(advisor, text)
    expected = prompt / speed.prefill_tokens_per_s + 1 / speed.decode_tokens_per_s
    shown = float(re.search(r"(?:about|约) ([\d,.]+) (?:s|秒)", first)[1].replace(",", ""))
    assert shown == pytest.approx(expected, abs=0.06)
    assert first.startswith(("**Time to first token about", "**首 token 延迟约"))
    assert f"{prompt:,}" in first


def test_with_no_length_a_thousand_token_prompt_is_assumed_and_said(advisor) -> None:
    _, _, first = turn_of(advisor, "how bad is the first token latency of gemma 3 12b on a 3060?")
    assert first.startswith("**Time to first token about") and "1,000 tokens (no length" in first
    _, _, first = turn_of(advisor, "3060 跑 gemma 3 12b 首字延迟怎么样")
    assert "1,000 token，未给长度" in first


def test_a_target_or_a_crowd_is_a_serving_question_not_this(advisor) -> None:
    query, _, first = turn_of(advisor, "keep ttft under 800 ms for 40 users on llama 3.1 8b, h100s")
    assert not query.first_token_asked and query.ttft_target_s == 0.8
    assert not first.startswith("**Time to first token")
    query, _, _ = turn_of(advisor, "how fast is qwen2.5 7b on a 4090?")
    assert not query.first_token_asked and not query.prefill_asked
