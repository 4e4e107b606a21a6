"""A dense model too big for one's own card even at 4 bits: the fit check's "No" first, then
what llama.cpp gives with some layers in system RAM, at the speed RAM allows."""

from __future__ import annotations

import re

import pytest

from assistant.calc.offload import OffloadPlan
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _plan(answer) -> OffloadPlan | None:
    call = next((c for c in answer.tool_calls if c.tool == "plan_offload"), None)
    return call.typed(OffloadPlan) if call is not None else None


@pytest.mark.parametrize(
    "text",
    [
        "is qwen2.5 32b doable on an rtx 3060 12gb or should i not bother",
        "my 4070 has 12gb, any chance of running gemma 3 27b?",
        "单张 3080 10G 能不能跑 qwen2.5 32b",
        "4060 Ti 16G 想跑 llama 3.3 70b，有戏吗",
    ],
)
def test_the_no_comes_first_and_the_layers_in_ram_with_their_speed_next(advisor, text) -> None:
    answer = advisor.ask(text)
    lines = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert answer.verdict == "no" and lines[0].startswith(("**No.**", "**不行。**"))
    plan = _plan(answer)
    assert plan is not None and plan.kind == "dense_layers" and plan.precision == "q4_k_m"
    on_gpu = plan.layers - plan.cpu_layers
    assert 0 < on_gpu < plan.layers and f"-ngl {on_gpu}`" in lines[1]
    assert plan.decode_tokens_per_s is not None and plan.decode_tokens_per_s < 10
    assert f"{plan.decode_tokens_per_s:,.1f} tokens/s" in lines[1]
    assert re.search(r"(\d+\.\d) GB in RAM|内存中 (\d+\.\d) GB", lines[1])


@pytest.mark.parametrize(
    "text",
    [
        "will llama 3.3 70b run on a single 4090 in fp16?",  # a precision stated, not a GGUF
        "can a 24gb 4090 run qwen2.5 14b?",  # it fits: nothing to spill
        "does llama 3.3 70b fit on an m4 pro with 24gb?",  # a Mac's memory is the GPU's
    ],
)
def test_no_offload_line_where_it_is_not_the_way_out(advisor, text) -> None:
    answer = advisor.ask(text)
    assert _plan(answer) is None
    assert "system RAM:" not in answer.answer and "-ngl" not in answer.answer


def test_each_alternative_says_which_precision_it_changes(advisor) -> None:
    answer = advisor.ask("can a 3060 12gb run qwen2.5 32b?")
    block = answer.answer.split("**What would fit instead:**")[1]
    assert "- inference (bf16): " in block and "- inference (q4_k_m): " in block
