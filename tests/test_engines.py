"""Runtimes (assistant/calc/engines.py): aliases, kernel support, layer vs tensor split, MFU."""

from __future__ import annotations

import pytest

from assistant.calc.engines import (
    DECODE_BITS_PER_WEIGHT,
    ENGINE_NAMES,
    engine_spec,
    likeliest_engine,
    storage_precision,
)
from assistant.calc.sizing import Workload
from assistant.calc.speed import estimate_speed
from assistant.calc.training import mfu_range
from assistant.catalog.specs import load_catalog
from assistant.errors import UsageError

CAT = load_catalog()


def speed(model, gpu, count=1, tokens=None, **kw):
    return estimate_speed(CAT.model(model), CAT.gpu(gpu), count, Workload(**kw), tokens=tokens)


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("hf", "transformers"),
        ("Ollama", "llama.cpp"),
        ("trtllm", "tensorrt-llm"),
        ("exl2", "exllamav2"),
        ("vllm", "vllm"),
        ("sglang", "sglang"),
    ],
)
def test_aliases(alias, name):
    assert engine_spec(alias).name == name


def test_unknown_engine_names_the_choices():
    with pytest.raises(UsageError, match="llama.cpp"):
        engine_spec("deepspeed-mii")


def test_every_engine_estimates_a_7b_on_a_4090():
    rates = {}
    for name in ENGINE_NAMES:
        if name == "mlx":
            continue  # Apple silicon only (tests/test_speed_backends.py)
        precision = "int4" if name == "exllamav2" else "fp16"
        rates[name] = speed("llama-2-7b", "rtx-4090", engine=name, precision=precision)
    assert all(r.decode_tokens_per_s and r.decode_tokens_per_s > 10 for r in rates.values())
    # eager attention is never faster than SDPA
    assert (
        rates["transformers-eager"].decode_tokens_per_s < rates["transformers"].decode_tokens_per_s
    )


def test_llama_cpp_reads_4bit_as_q4_k_m_bits():
    assert storage_precision(engine_spec("llama.cpp"), "int4") == "q4_k_m"
    assert DECODE_BITS_PER_WEIGHT["q4_k_m"] == pytest.approx(4.08e9 * 8 / 6.74e9, abs=0.01)
    e = speed("llama-2-13b", "rtx-4090", engine="llama.cpp", precision="int4")
    assert "0.60 B/param" in e.assumptions[0]


def test_the_13b_4bit_question_on_a_4090_is_in_the_published_range():
    # published: ExLlamaV2 Llama-13B GPTQ 111 tok/s (the fast end, turboderp README);
    # llama.cpp runs below it at these sizes.
    e = speed("13b", "rtx-4090", engine="llama.cpp", precision="int4")
    exl = speed("13b", "rtx-4090", engine="exllamav2", precision="int4")
    assert 55 < e.decode_tokens_per_s < exl.decode_tokens_per_s <= 111 * 1.15


@pytest.mark.parametrize(
    ("engine", "precision", "gpu", "message"),
    [
        ("exllamav2", "bf16", "rtx-4090", "does not run bf16"),
        ("vllm", "q4_k_m", "rtx-4090", "does not run q4_k_m"),
        ("tensorrt-llm", "fp8", "a100-80gb-sxm", "FP8 needs Ada"),
        ("tensorrt-llm", "bf16", "mi300x", "NVIDIA GPUs only"),
    ],
)
def test_kernel_support(engine, precision, gpu, message):
    with pytest.raises(UsageError, match=message):
        speed("llama-3-8b", gpu, engine=engine, precision=precision)


def test_llama_cpp_layer_split_adds_memory_not_speed():
    one = speed("llama-3-8b", "rtx-3090", engine="llama.cpp", precision="int4")
    two = speed("llama-3-8b", "rtx-3090", 2, engine="llama.cpp", precision="int4")
    assert two.decode_tokens_per_s == one.decode_tokens_per_s
    assert two.strategy == "layer-split"
    assert any("splits layers" in w for w in two.warnings)


def test_vllm_tensor_parallel_adds_bandwidth():
    one = speed("llama-3-8b", "h100-sxm", engine="vllm")
    two = speed("llama-3-8b", "h100-sxm", 2, engine="vllm", strategy="tp")
    assert two.decode_tokens_per_s > 1.3 * one.decode_tokens_per_s


@pytest.mark.parametrize(
    ("precision", "users", "engine"),
    [
        ("q4_k_m", None, "llama.cpp"),
        ("int4", None, "llama.cpp"),
        ("bf16", 50, "vllm"),
        (None, None, "transformers"),
        ("int4", 20, "vllm"),
    ],
)
def test_likeliest_engine(precision, users, engine):
    assert likeliest_engine(precision, "inference", users) == engine


@pytest.mark.parametrize(
    ("gpu", "count", "low", "high"),
    [
        ("h100-sxm", 8, 0.35, 0.45),  # Llama 3 paper 38-43%
        ("a100-80gb-sxm", 8, 0.35, 0.52),  # Megatron-LM 52%, MosaicML 40-55%
        ("rtx-4090", 2, 0.25 * 0.85, 0.40),  # no NVLink: low end x0.85
        ("h100-sxm", 64, 0.35 * 0.9, 0.45 * 0.9),  # several nodes
    ],
)
def test_mfu_range(gpu, count, low, high):
    lo, hi, _ = mfu_range(CAT.gpu(gpu), count)
    assert (lo, hi) == pytest.approx((low, high))


def test_training_answer_carries_the_wall_time_range():
    e = speed("llama-2-7b", "h100-sxm", 8, tokens=1e9, method="full")
    fast, slow = e.wall_hours_range
    assert fast < e.wall_hours < slow
    assert slow / fast == pytest.approx(0.45 / 0.35, rel=0.05)


def test_eager_attention_materialises_the_scores_at_large_batch():
    from assistant.calc.sizing import estimate_memory

    model, gpu = CAT.model("llama-2-13b"), CAT.gpu("a100-80gb-sxm")
    sdpa = estimate_memory(model, gpu, 1, Workload(batch=16, seq_len=1024, engine="hf"))
    eager = estimate_memory(
        model, gpu, 1, Workload(batch=16, seq_len=1024, engine="transformers-eager")
    )
    scores = 4 * 40 * 1024**2 * 16 / 1e9  # 4·heads·s²·b bytes for the live layer (Korthikanti)
    assert eager.breakdown.activations - sdpa.breakdown.activations == pytest.approx(
        scores, abs=0.01
    )
