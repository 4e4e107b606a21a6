"""A serving engine's KV-cache error is answered for that server: no llama.cpp CPU split beside.

vLLM holds every weight on the GPUs, so a plan that puts layers in system RAM (and its
assumptions) says nothing about "No available memory for the cache blocks". Our own phrasings.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_vllm_cache_error_has_no_cpu_split(advisor):
    answer = advisor.ask(
        "started qwen2.5-14b with vllm on a 3090 and got ValueError: No available memory for"
        " the cache blocks. Try increasing `gpu_memory_utilization` when initializing the engine."
    )
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert call.input["offload"] is False and call.output["offload"] is None
    assert call.output["fit"]["usable_gb"] == pytest.approx(21.5, abs=0.1)
    assert "system RAM" not in answer.answer
    assert not any("--n-gpu-layers" in a for a in answer.assumptions)


def test_the_same_error_in_chinese_is_answered_in_chinese(advisor):
    answer = advisor.ask(
        "vllm 起 qwen2.5 14b，3090 单卡，一启动就报 No available memory for the cache blocks"
    )
    assert answer.language == "zh"
    assert "系统内存占" not in answer.answer


def test_llama_cpp_keeps_its_cpu_split(advisor):
    answer = advisor.ask("kv cache for qwen2.5 32b at 64k on my 4090 with llama.cpp, and speed?")
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert call.output["offload"] is not None
    assert "in system RAM" in answer.answer
