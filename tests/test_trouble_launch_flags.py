"""Facts written in a launch command or a quant name are read and kept in a troubleshoot answer.

A llama.cpp context flag (``-c``, ``--ctx-size``), vLLM's tensor-parallel size, ExLlama's bits
per weight and NVFP4 are facts the user stated; the model of a job that crashed and a power
supply beside a black screen are echoed when the answer does not size them. Phrased apart from
the evaluation sets; figures come from the catalog and the calculators.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.advisors import last_answer as _last

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "context"),
    [
        ("llama-server -m llama-3.1-8b-q8_0.gguf -c 65536 在 4060 上报 out of memory", 65536),
        ("ollama on a 3060 12gb with qwen2.5 14b and --ctx-size 32768 runs out of memory", 32768),
        ("./llama-cli -m mistral-7b.gguf --n-ctx=16384 on my 4070, cudaMalloc failed", 16384),
        ("sglang --context-length 8192 跑 qwen2.5 7b 在 3090 上爆显存", 8192),
    ],
)
def test_context_flag_is_the_context(text, context):
    assert parse(text, CAT).context_tokens == context


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        (
            "vllm serve qwen2.5 32b awq --tensor-parallel-size 2 on L4s: torch.OutOfMemoryError",
            "l4",
            2,
        ),
        ("vllm -tp 4 llama 3.3 70b on A100 80GB keeps OOMing", "a100-80gb-sxm", 4),
        ("sglang --tp-size 8 跑 deepseek v3 在 H200 上报错", "h200", 8),
        ("两张 4090 上 vllm --tensor-parallel-size 4 跑 qwen2.5 14b 报错", "rtx-4090", 2),
    ],
)
def test_tensor_parallel_size_is_the_count(text, gpu, count):
    gpus = parse(text, CAT).gpus
    assert [(g.gpu_id, g.count) for g in gpus] == [(gpu, count)]


@pytest.mark.parametrize(
    ("text", "precision"),
    [
        ("exllamav2 4.0bpw of qwen2.5 32b on a 3090 ooms at load", "int4"),
        ("exl2 5.0bpw 的 qwen2.5 32b 在 3090 上加载爆显存", "q5_k_m"),
        ("mistral small 24b at 8bpw on a 4090?", "int8"),
        ("H200 上用 nvfp4 跑 llama 3.1 405b 能装下吗", "mxfp4"),
    ],
)
def test_bits_per_weight_and_nvfp4_are_read(text, precision):
    assert parse(text, CAT).precision == precision


def test_context_flag_sizes_the_kv_cache(advisor):
    answer = _last(
        advisor, "llama-server -m llama-3.1-8b-q8_0.gguf -c 65536 on a 4060: out of memory"
    )
    line = first_line(answer.answer)
    assert answer.kind == "troubleshoot"
    assert "KV cache (8.6 GB)" in line  # 65,536 tokens of Llama 3.1 8B's fp16 cache
    assert "7.8 GB usable" in line


def test_bpw_sizes_the_weights_not_bf16(advisor):
    answer = _last(advisor, "exllamav2, 3060 12gb: OOM loading qwen2.5 14b at 4.0bpw")
    line = first_line(answer.answer)
    assert answer.kind == "troubleshoot"
    assert "Qwen2.5-14B" in line and "weights (9.9 GB)" in line  # 4-bit, not 29 GB of bf16
    assert not any("EXL2" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "vllm with gemma 3 27b on an L40S dies with CUDA error: an illegal memory access",
            "Gemma 3 27B",
        ),
        (
            "vllm 跑 llama 3.1 8b 在 L4 上报 CUDA error: device-side assert triggered",
            "Llama 3.1 8B",
        ),
        ("tgi with a 13b model on an a10g: RuntimeError: CUDA error: misaligned address", "13B"),
    ],
)
def test_model_of_a_crashed_job_is_echoed(advisor, text, shown):
    answer = _last(advisor, text)
    assert answer.kind == "troubleshoot"
    assert shown in "\n".join([answer.answer, *answer.assumptions])


@pytest.mark.parametrize(
    ("text", "layers"),
    [
        ("llama-server gpt-oss-120b on a 5090 --n-cpu-moe 28, how fast?", 28),
        ("llama-server 跑 gpt-oss-120b，4090 上 --n-cpu-moe=30 有多快", 30),
        ("llama-cli -m qwen3-30b-a3b.gguf --n-cpu-moe 12 on a 3060 12gb, speed?", 12),
    ],
)
def test_cpu_moe_flag_is_read(text, layers):
    assert parse(text, CAT).cpu_moe_layers == layers


def test_cpu_moe_split_is_the_one_timed(advisor):
    answer = _last(advisor, "llama-server gpt-oss-120b on a 5090 --n-cpu-moe 28, how fast?")
    line = first_line(answer.answer)
    assert answer.kind == "speed"
    assert "28 of its 36 layers" in line and "19.7 tokens/s" in line


def test_cpu_moe_speed_seen_is_judged(advisor):
    text = "llama-server gpt-oss-120b on a 5090 using --n-cpu-moe 28 gives 9 tok/s, faster?"
    answer = _last(advisor, text)
    assert answer.kind == "troubleshoot"
    assert "19.7 tokens/s" in answer.answer and "9.0 tokens/s you see is below" in answer.answer
