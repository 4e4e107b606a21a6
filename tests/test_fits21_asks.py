"""Speeds, serving counts and model lists asked in wordings the readers missed (own phrasings).

A rate written "t/s" right after Chinese text asks the speed; people counted at once with other
verbs ("同时能接几个人", "容纳几个用户") ask the serving count; "what's worth running" asks the
list of models, also beside system RAM; a list asked with one model named beside it leads with
the list, then that model's fit.
"""

from __future__ import annotations

import re

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("3080跑qwen2.5 7b q8，大概能有多少t/s", "rtx-3080"),
        ("4070 ti super跑mistral 7b q4，llama.cpp一般多少tok/s呢", "rtx-4070-ti-super"),
        ("a 3090 with llama 3.1 8b q4 in ollama, roughly how many t/s?", "rtx-3090"),
    ],
)  # fmt: skip
def test_tokens_per_second_beside_chinese_is_a_speed(advisor, question, gpu):
    answer = _ask(advisor, question)
    assert answer.kind == "speed"
    assert re.search(r"tokens/s", first_line(answer.answer))
    call = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    assert call.input["gpu"] == gpu


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("两张l40s跑qwen2.5 32b awq，每个会话16k，能容纳几个用户", "l40s", 2),
        ("一张h100上qwen3 32b fp8，8k上下文，一起最多能挂多少个会话", "h100-sxm", 1),
        ("4张3090跑qwen2.5 14b，vllm，每人4k上下文，同时能接待多少人", "rtx-3090", 4),
    ],
)  # fmt: skip
def test_people_counted_at_once_ask_the_serving_count(advisor, question, gpu, count):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert (call.input["gpu"], call.input["count"]) == (gpu, count)
    assert re.search(r"\d+\s*(?:路|个|concurrent)", first_line(answer.answer))


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("rtx 2080 ti 11gb, 64gb ddr4. what's worth running locally?", "rtx-2080-ti"),
        ("got a 3060 12gb and 32gb of ram, what are the models worth running?", "rtx-3060"),
        ("4060 8G，内存32G，能装些什么模型", "rtx-4060"),
    ],
)  # fmt: skip
def test_worth_running_asks_the_list_beside_ram(advisor, question, gpu):
    answer = _ask(advisor, question)
    assert answer.kind == "fits_hardware"
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert call.input["gpu"] == gpu and call.input["ram_gb"] is not None


@pytest.mark.parametrize(
    ("question", "model", "said"),
    [
        ("what can I run on two 3090s, and would qwen2.5 72b work?", "qwen2.5-72b", "you asked"),
        ("两张a6000能上哪些模型，llama3.3 70b可以吗", "llama-3.3-70b", "你问的"),
        ("双卡4090能跑什么，qwen3 32b行不行", "qwen3-32b", "你问的"),
    ],
)  # fmt: skip
def test_list_leads_then_the_named_model(advisor, question, model, said):
    answer = _ask(advisor, question)
    assert answer.kind == "fits_hardware"
    assert answer.tool_calls[0].tool == "fits_hardware"
    sized = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert sized and all(c.input["model"] == model for c in sized)
    assert said in answer.answer and said not in first_line(answer.answer)
