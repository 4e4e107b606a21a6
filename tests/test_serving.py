"""Serving capacity (assistant/calc/serving.py) against hand-computed KV-cache arithmetic."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

from assistant.calc.engines import engine_spec
from assistant.calc.memory_terms import GB, VENDOR_GB_IS_GIB
from assistant.calc.serving import kv_bytes_per_token, max_batch, plan_serving
from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.errors import UsageError

CAT = load_catalog()


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        # 2 x layers x kv_heads x head_dim x 2 bytes (bf16)
        ("qwen2.5-32b", 2 * 64 * 8 * 128 * 2),
        ("llama-3-70b", 2 * 80 * 8 * 128 * 2),
        ("llama-2-7b", 2 * 32 * 32 * 128 * 2),  # MHA: every head keeps K and V
        # MLA keeps the compressed latent (kv_lora_rank 512 + rope 64) per layer, not K and V
        ("deepseek-v3", 61 * (512 + 64) * 2),
    ],
)
def test_kv_bytes_per_token(model, expected):
    assert kv_bytes_per_token(CAT.model(model), 2.0) == expected


def test_max_batch_is_free_memory_over_kv_per_sequence():
    gpu, model = CAT.gpu("h100-sxm"), CAT.model("qwen2.5-32b")
    weights = model.params_b * 1e9 * 2  # bf16
    kv_seq = 2 * 64 * 8 * 128 * 2 * 4096  # 4096-token conversation
    # vLLM's warm-up peak on an H100 (1,024 sequences): 4.76 GiB at Llama's 128,256-entry
    # vocabulary (llm-d), scaled to Qwen's 152,064 entries; non-torch memory 0.14 GiB alone,
    # 0.55 GiB per GPU with NCCL
    warm_up = 4.76 * 2**30 * 152_064 / 128_256
    for tp in (1, 2, 4):
        non_torch = (0.14 if tp == 1 else 0.55) * 2**30
        usable = 80 * VENDOR_GB_IS_GIB * GB * 0.9 - warm_up - non_torch
        expected = min(int((usable * tp - weights) // kv_seq), 256)
        assert max_batch(weights, kv_seq, gpu, tp, engine_spec("vllm"), model=model) == expected


def test_fifty_users_of_qwen32b_at_20_tokens_per_s():
    plan = plan_serving(CAT.model("qwen2.5-32b"), CAT.gpu("h100-sxm"), 50, 20.0)
    kv_seq = 2 * 64 * 8 * 128 * 2 * 4096
    assert plan.kv_bytes_per_token == 2 * 64 * 8 * 128 * 2
    assert plan.kv_gb_per_sequence == pytest.approx(kv_seq / 1e9, abs=1e-3)
    # 65.5 GB of bf16 weights leave ~6 GB on one H100 (5 sequences): two GPUs per replica
    assert plan.gpus_per_replica == 2
    assert plan.replicas == math.ceil(50 / plan.batch_per_replica)
    assert plan.gpus == plan.replicas * plan.gpus_per_replica == 2
    assert plan.meets_target and plan.per_user_tokens_per_s >= 20


def test_a_faster_target_needs_more_gpus():
    relaxed = plan_serving(CAT.model("llama-3-8b"), CAT.gpu("l4"), 400, 10.0)
    strict = plan_serving(CAT.model("llama-3-8b"), CAT.gpu("l4"), 400, 25.0)
    assert relaxed.per_user_tokens_per_s >= 10 and strict.per_user_tokens_per_s >= 25
    assert strict.gpus > relaxed.gpus


def test_unreachable_target_is_reported_not_hidden():
    plan = plan_serving(CAT.model("llama-3-8b"), CAT.gpu("l4"), 10, 500.0)
    assert not plan.meets_target and plan.per_user_tokens_per_s < 500
    assert plan.batch_per_replica == 1  # the fastest a replica can go: one user


def test_price_is_the_cheapest_quoted_gpu_hour_times_gpus():
    offers = load_price_book(known_gpu_ids=set(CAT.gpus)).offers
    plan = plan_serving(CAT.model("qwen2.5-32b"), CAT.gpu("h100-sxm"), 50, 20.0, offers=offers)
    quoted = [
        o.per_gpu_hour()
        for o in offers
        if o.gpu_id == "h100-sxm" and o.currency == "USD" and o.rankable and o.per_gpu_hour()
    ]
    assert plan.usd_per_gpu_hour == min(q for q in quoted if q is not None)
    assert plan.usd_per_hour == plan.usd_per_gpu_hour * plan.gpus
    assert isinstance(plan.usd_per_hour, Decimal)


def test_bad_input():
    with pytest.raises(UsageError):
        plan_serving(CAT.model("llama-3-8b"), CAT.gpu("l4"), 0)
    with pytest.raises(UsageError):
        plan_serving(CAT.model("llama-3.1-405b"), CAT.gpu("rtx-3060"), 1)


def test_a_model_one_node_cannot_hold_spans_two_nodes():
    # DeepSeek-V3 in FP8: 672.9 GB of weights, over 8 x 80 GB: one replica of 16 H100s (two
    # 8-GPU nodes, pipeline parallel across them), said in a warning
    model, h100 = CAT.model("deepseek-v3"), CAT.gpu("h100-sxm")
    with pytest.raises(UsageError, match="does not fit on 8 x H100"):
        plan_serving(model, h100, 50, precision="fp8")  # one node, unless spanning is allowed
    plan = plan_serving(model, h100, 50, precision="fp8", multi_node=True)
    assert plan.gpus_per_replica == 16 and plan.gpus == 16 and plan.replicas == 1
    assert plan.weights_gb == pytest.approx(672.9, abs=0.1)
    assert [w.code for w in plan.warnings] == ["llmcalc.serve_multi_node"]
    # a model one node holds never spans two
    small = plan_serving(CAT.model("qwen2.5-32b"), h100, 500, multi_node=True)
    assert small.gpus_per_replica <= 8 and small.warnings == []
