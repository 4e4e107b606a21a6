"""Latency targets in serve questions: parsing (en + zh), follow-ups, messages and answers."""

from __future__ import annotations

import re
import string
from collections import Counter
from pathlib import Path

import pytest

from assistant.catalog.specs import Catalog, load_catalog
from assistant.messages import latency
from assistant.messages.core import Template
from assistant.question.conversation import resolve
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.code_words import words_in_code

ROOT = Path(__file__).resolve().parent.parent
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


PARSED = [
    # (question, ttft_target_s, itl_target_ms, prompt_tokens, users)
    ("How many H100s to serve Llama 3.1 8B to 200 users with TTFT under 500 ms?",
     0.5, None, None, 200),
    ("部署Qwen2.5 32B给100个并发用户，首token延迟 < 1秒，需要几张A100", 1.0, None, None, 100),
    ("serve llama 3 70b to 50 users, ITL 50ms, how many H100", None, 50.0, None, 50),
    ("TPOT ≤ 40 ms for 100 concurrent users of qwen 7b, how many L40S?", None, 40.0, None, 100),
    ("100个用户用Llama 3 8B，每个token间隔不超过50ms，要几张4090", None, 50.0, None, 100),
    ("p50 ttft 300ms for 2000-token prompts, 64 users of llama 3.1 8b on H100",
     0.3, None, 2000, 64),
    ("TTFT p99 < 0.8s with 8k token prompts, 30 users, qwen2.5 32b, how many A100s",
     0.8, None, 8192, 30),
    ("首字延迟500毫秒以内，提示词2000 token，50个并发，Qwen2.5-7B 要几张 L40S",
     0.5, None, 2000, 50),
    ("1秒内出首token，每token 40ms，部署 llama 3 70b 给 64 个并发用户", 1.0, 40.0, None, 64),
    ("how many 4090s for 20 users of mistral 7b at 50 ms per token", None, 50.0, None, 20),
    ("first token latency below 2 seconds and inter-token latency of 30ms for 100 users of"
     " llama 3 70b on H100s", 2.0, 30.0, None, 100),
    ("首token时间不超过半秒，30个人同时用 Qwen2.5-14B", 0.5, None, None, 30),
]  # fmt: skip


@pytest.mark.parametrize(("text", "ttft", "itl", "prompt", "users"), PARSED)
def test_latency_targets_are_read(catalog, text, ttft, itl, prompt, users):
    q = parse(text, catalog)
    assert (q.ttft_target_s, q.itl_target_ms, q.prompt_tokens, q.users) == (
        ttft,
        itl,
        prompt,
        users,
    )
    assert q.context_tokens is None  # a prompt length is not the conversation length
    assert not q.instance_words  # "p50", "300ms", "0.8s" name no cloud instance


@pytest.mark.parametrize(
    "text",
    [
        "Llama 3 8B 在 4090 上推理有多快？",
        "how many GPUs to serve llama 3 70b to 100 concurrent users with 8k-token inputs",
        "ttft and itl, what do they mean?",
        "first token of the day: how much is an H100 an hour?",
    ],
)
def test_no_latency_is_invented(catalog, text):
    q = parse(text, catalog)
    assert (q.ttft_target_s, q.itl_target_ms, q.prompt_tokens) == (None, None, None)


def test_a_follow_up_keeps_the_latency_targets_it_does_not_name(catalog):
    first = parse(
        "部署 Qwen2.5-32B 给 50 个用户用需要几张 H100？首token延迟要在500毫秒以内", catalog
    )
    then = parse("那每个token间隔不超过20ms呢", catalog)
    merged, carried = resolve(then, first)
    assert (merged.ttft_target_s, merged.itl_target_ms, merged.users) == (0.5, 20.0, 50)
    assert merged.model_id == "qwen2.5-32b" and carried["ttft"] == 0.5
    changed, _ = resolve(parse("what about TTFT under 200 ms?", catalog), first)
    assert changed.ttft_target_s == 0.2 and changed.users == 50


def _specs(pattern: str) -> Counter[tuple[str, str]]:
    return Counter((n, spec or "") for _, n, spec, _ in string.Formatter().parse(pattern) if n)


NAMES = sorted(n for n in dir(latency) if n.isupper() and n != "T")


@pytest.mark.parametrize("name", NAMES)
def test_latency_messages_state_the_same_values_in_both_languages(name):
    template = getattr(latency, name)
    assert isinstance(template, Template) and template.code.startswith("latency.")
    assert not CJK.search(template.en) and CJK.search(template.zh)
    assert set(_specs(template.en)) == set(_specs(template.zh)), name


def test_every_latency_message_is_stated_in_the_code():
    assert [n for n in NAMES if n not in words_in_code()] == []


def _lines(answer) -> list[str]:
    return [line for line in answer.answer.splitlines() if line.strip()]


def test_an_answer_leads_with_the_gpus_then_the_latency_line(advisor):
    answer = advisor.ask("TPOT ≤ 15 ms for 100 concurrent users of llama 3.1 8b, how many H100?")
    first, second = _lines(answer)[:2]
    # 15.05 ms at 52 sequences: 51 per replica, two H100s for 100 users
    assert first.startswith("**2 × H100 SXM5 80GB**") and "up to 51 users each" in first
    assert second.startswith("**Latency (ITL ≤ 15 ms):** up to 51 users per replica")
    assert "one token every 14.9 ms" in second and "first token in about 86 ms" in second
    assert "The limit is memory bandwidth" in second
    call = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert call.input["itl_target_ms"] == 15.0
    assert call.output["latency"]["limited_by"] == "bandwidth"
    assert any("chunked prefill" in a and "8,192" in a for a in answer.assumptions)
    assert any("2,048-token prompt assumed" in a for a in answer.assumptions)


def test_a_chinese_capacity_answer_says_the_first_token_caps_it(advisor):
    answer = advisor.ask(
        "一张H100跑Llama 3.1 8B，首token延迟85毫秒以内，提示词2000 token，能撑多少并发"
    )
    first, second = _lines(answer)[:2]
    assert first.startswith("**约 52 路并发：**1 × H100 SXM5 80GB")
    assert second.startswith("**延迟（首 token 延迟 ≤ 85 ms）：**每个副本最多 52 个用户")
    assert "2,000 token 的提示词约 85 ms 出首 token" in second
    assert "瓶颈是首 token 延迟目标" in second
    assert not any("提示词估算" in a for a in answer.assumptions)  # the prompt was stated


def test_an_english_answer_with_memory_as_the_limit(advisor):
    answer = advisor.ask(
        "How many H100s to serve Llama 3.1 8B to 200 users with TTFT under 500 ms"
        " for 2000-token prompts?"
    )
    first, second = _lines(answer)[:2]
    assert first.startswith("**2 × H100 SXM5 80GB**") and "up to 104 users each" in first
    assert second.startswith("**Latency (TTFT ≤ 500 ms):** up to 104 users per replica")
    assert "first token in about 97 ms" in second and "every 21.5 ms" in second
    assert "The limit is KV-cache memory" in second


def test_a_chinese_plan_with_both_targets(advisor):
    answer = advisor.ask(
        "100个并发用户跑Llama 3.1 8B，首token延迟1秒以内、TPOT不超过15毫秒，要几张H100"
    )
    first, second = _lines(answer)[:2]
    assert first.startswith("**2 × H100 SXM5 80GB**") and "100 个并发用户" in first
    assert second.startswith("**延迟（首 token 延迟 ≤ 1 秒，同时 token 间隔 ≤ 15 ms）：**")
    assert "每个副本最多 51 个用户" in second and "瓶颈是显存带宽" in second


def test_an_unreachable_first_token_says_what_would_reach_it(advisor):
    answer = advisor.ask("serve llama 3 70b to 10 users with TTFT under 50 ms on A100")
    second = _lines(answer)[1]
    assert second.startswith("**Latency (TTFT ≤ 50 ms) not met:** no batch size reaches it")
    assert "more compute per replica" in second


def test_a_chinese_capacity_with_no_user_fast_enough(advisor):
    answer = advisor.ask("一张A100跑Llama 3 70B，首token延迟50毫秒以内，能撑多少并发")
    first, second = _lines(answer)[:2]
    assert first.startswith("**按首 token 延迟 ≤ 50 ms 的要求一个用户也撑不住：**")
    assert second.startswith("**延迟（首 token 延迟 ≤ 50 ms）达不到：**任何批大小都达不到")
    assert answer.verdict == "no"
