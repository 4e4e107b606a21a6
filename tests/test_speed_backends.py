"""Runtimes on Apple (Metal, MLX) and AMD (ROCm) GPUs: which ones run, and their constants.

Expected figures are worked by hand from the roofline in ``calc/speed.py`` (bytes read per
step over the backend's share of bandwidth, plus its per-layer cost) and checked against the
published rows they were read from (tests/reference/published_speed.yaml).
"""

from __future__ import annotations

import pytest

from assistant.calc.engines import (
    alternative_engine,
    backend_of,
    engine_on,
    engine_spec,
    likeliest_engine,
    storage_precision,
)
from assistant.calc.speed import estimate_speed
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.errors import UsageError

CAT = load_catalog()


def decode(model: str, gpu: str, engine: str, precision: str) -> float:
    """Batch-1 decode tokens/s of a llama-bench style run (empty prompt, 512 generated)."""
    wl = Workload(method="inference", precision=precision, engine=engine, seq_len=512)  # type: ignore[arg-type]
    e = estimate_speed(CAT.model(model), CAT.gpu(gpu), 1, wl, prompt_tokens=0, output_tokens=512)
    assert e.decode_tokens_per_s is not None
    return e.decode_tokens_per_s


@pytest.mark.parametrize(
    ("gpu", "backend"),
    [
        ("m2-ultra-192gb", "metal"),
        ("rx-7900-xtx", "rocm"),
        ("mi300x", "rocm"),
        ("h100-sxm", "cuda"),
    ],
)
def test_backend_follows_the_vendor(gpu, backend):
    assert backend_of(CAT.gpu(gpu)) == backend


def test_llama_cpp_takes_the_backend_constants():
    cpp = engine_spec("ollama")
    assert engine_on(cpp, CAT.gpu("m3-max-64gb")).label == "llama.cpp / Ollama (GGUF, Metal)"
    assert engine_on(cpp, CAT.gpu("rx-7900-xtx")).layer_overhead_us == 100.0
    assert engine_on(cpp, CAT.gpu("rtx-4090")) is cpp
    # prompts on Apple and AMD GPUs get no FP16-accumulate doubling (that is cuBLAS on GeForce)
    assert not engine_on(cpp, CAT.gpu("rx-7900-xtx")).fp16_accumulate


def test_m2_ultra_70b_f16_on_metal_by_hand():
    # 70.6B x 2 bytes = 141.2 GB at 0.88 x 800 GB/s = 200.6 ms; matmuls 2 x 70.6e9 (+ attention
    # over 256 tokens, 0.7e9) FLOPs at 0.65 x 27.2 TFLOPS = 8.0 ms, half of it hidden: 4.0 ms;
    # KV 80 x 2 x 8 x 128 x 2 B x 256 = 84 MB = 0.1 ms; 80 layers x 130 us = 10.4 ms.
    step_ms = 200.6 + 0.1 + 4.0 + 10.4
    assert decode("llama-3-70b", "m2-ultra-192gb", "llama.cpp", "fp16") == pytest.approx(
        1000 / step_ms, rel=0.02
    )  # published: 4.76 tok/s (Xiongjie Dai, May 2024)


def test_7900_xtx_8b_q4_k_m_on_rocm_by_hand():
    # 8.03B x 4.84 bits = 4.86 GB at 0.80 x 960 GB/s = 6.33 ms; 32 layers x 100 us = 3.2 ms;
    # matmuls 16.1 GFLOPs at 0.30 x 122.9 TFLOPS = 0.44 ms, half hidden.
    step_ms = 6.33 + 0.22 + 3.2
    assert decode("llama-3-8b", "rx-7900-xtx", "llama.cpp", "q4_k_m") == pytest.approx(
        1000 / step_ms, rel=0.02
    )  # published: 105.75 tok/s (llama.cpp PR #26284)


def test_mlx_4bit_reads_group_64_weights():
    assert storage_precision(engine_spec("mlx"), "int4") == "mlx_q4"
    # 70.6B x 4.5 bits = 39.7 GB at 0.90 x 400 GB/s = 110.3 ms; matmuls 141.5 GFLOPs at
    # 0.65 x 16.4 TFLOPS = 13.3 ms, half hidden = 6.6 ms; 80 x 60 us = 4.8 ms.
    step_ms = 110.3 + 6.6 + 4.8
    got = decode("llama-3.3-70b", "m3-max-64gb", "mlx", "int4")
    assert got == pytest.approx(1000 / step_ms, rel=0.03)  # published: 9.35 tok/s (mlx #1029)


def test_mlx_runs_on_apple_silicon_only():
    with pytest.raises(UsageError, match="Apple silicon only"):
        decode("llama-3-8b", "rtx-4090", "mlx", "int4")


@pytest.mark.parametrize("engine", ["vllm", "sglang"])
def test_cuda_servers_do_not_run_on_a_mac(engine):
    with pytest.raises(UsageError, match="llama.cpp/Ollama or MLX"):
        decode("llama-3-8b", "m4-max-128gb", engine, "bf16")


def test_exllamav2_needs_nvidia_even_on_amd():
    with pytest.raises(UsageError, match="NVIDIA GPUs only"):
        decode("llama-3-8b", "rx-7900-xtx", "exllamav2", "int4")


def test_the_runtime_shown_beside_follows_the_gpu():
    mac, amd = CAT.gpu("m2-ultra-192gb"), CAT.gpu("rx-7900-xtx")
    assert likeliest_engine("bf16", "inference", None, mac) == "llama.cpp"
    assert alternative_engine("llama.cpp", "int4", mac) == "mlx"
    assert alternative_engine("llama.cpp", "int4", amd) == "vllm"
    assert alternative_engine("llama.cpp", "int4") == "exllamav2"  # unchanged without a GPU
