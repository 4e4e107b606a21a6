"""Latency targets of a deployment (assistant/calc/serving_latency.py), worked out by hand.

Llama 3.1 8B in bf16 on one H100 SXM under vLLM, the conversation 4,096 tokens (decode steps
average 2,048 tokens of context), the figures from the module's formulas:

    weights read per step   8.03e9 x 2 B            = 16.06 GB
    KV per token            2 x 32 x 8 x 128 x 2 B  = 131,072 B
    memory time (b)         (16.06e9 + b x 131,072 x 2,048) / (3,350e9 x 0.80)
    decode matmuls (b)      b x (2 x 8.03e9 + 4 x 32 x 4,096 x 2,048) / (989e12 x 0.35)
    prompt matmuls (c)      c x 2 x 8.03e9 / (989e12 x 0.55)
    step                    max(memory, compute) + 0.5 x min(memory, compute) + 32 x 80 us
    ITL(b) = step(b);  TTFT(b) = ITL(b) + step(b) with the 2,000-token prompt in one chunk
    (budget 8,192 on an 80 GB H100)

    b = 1:   ITL  8.68 ms, TTFT 73.4 ms
    b = 51:  ITL 14.92 ms, TTFT 84.6 ms      b = 52:  ITL 15.05 ms, TTFT 84.8 ms
    b = 104: ITL 21.54 ms, TTFT 96.5 ms      (104 sequences fill the KV memory)
"""

from __future__ import annotations

import math

import pytest

from assistant.calc.engines import engine_spec
from assistant.calc.serving import plan_serving, serving_capacity
from assistant.calc.serving_latency import (
    LARGE_STEP_TOKEN_BUDGET,
    STEP_TOKEN_BUDGET,
    latency_at,
    step_token_budget,
)
from assistant.catalog.specs import load_catalog
from assistant.errors import UsageError

CAT = load_catalog()
MODEL, H100 = CAT.model("llama-3.1-8b"), CAT.gpu("h100-sxm")


def _step(batch: int, chunk: int = 0, context: int = 2048) -> float:
    """One decode step by hand (seconds), with ``chunk`` prompt tokens riding in it."""
    memory = (8.03e9 * 2 + batch * 131_072 * context) / (3350e9 * 0.80)
    compute = batch * (2 * 8.03e9 + 4 * 32 * 4096 * context) / (989e12 * 0.35)
    compute += chunk * 2 * 8.03e9 / (989e12 * 0.55)
    return max(memory, compute) + 0.5 * min(memory, compute) + 32 * 80e-6


def test_the_hand_figures_use_the_catalog_and_engine_constants():
    vllm = engine_spec("vllm")
    assert (MODEL.active_b, MODEL.num_attention_heads, MODEL.head_dim) == (8.03, 32, 128)
    assert (H100.memory_bandwidth_gb_s, H100.memory_gb) == (3350.0, 80.0)
    assert vllm.decode_bw_eff["16bit"] == 0.80 and vllm.layer_overhead_us == 80.0
    assert (vllm.batch_mfu, vllm.prefill_mfu) == (0.35, 0.55)


@pytest.mark.parametrize(
    ("batch", "itl_ms", "ttft_ms"),
    [(1, 8.68, 73.4), (51, 14.92, 84.6), (52, 15.05, 84.8), (104, 21.54, 96.5)],
)
def test_itl_and_ttft_at_a_batch(batch, itl_ms, ttft_ms):
    point = latency_at(MODEL, H100, 1, engine_spec("vllm"), "bf16", batch, 2048, 2.0, 2000)
    assert point.prefill_steps == 1  # 2,000 prompt tokens fit beside the batch in 8,192
    assert point.itl_s == pytest.approx(_step(batch), rel=1e-9)
    assert point.ttft_s == pytest.approx(_step(batch) + _step(batch, 2000), rel=1e-9)
    assert point.itl_s * 1000 == pytest.approx(itl_ms, abs=0.01)
    assert point.ttft_s * 1000 == pytest.approx(ttft_ms, abs=0.1)


def test_ttft_of_a_2000_token_prompt_with_the_kv_memory_full():
    plan = plan_serving(MODEL, H100, 104, ttft_target_s=0.5, prompt_tokens=2000)
    assert plan.latency is not None
    assert (plan.gpus, plan.batch_per_replica, plan.max_batch_per_replica) == (1, 104, 104)
    assert plan.latency.ttft_s == 0.097 and plan.latency.itl_ms == 21.5
    assert plan.latency.limited_by == "memory" and plan.latency.meets_targets


def test_an_itl_of_50_ms_allows_the_whole_kv_budget():
    plan = plan_serving(MODEL, H100, 200, itl_target_ms=50)
    assert plan.latency is not None
    assert (plan.batch_per_replica, plan.gpus) == (104, 2)  # 21.5 ms at 104: memory caps it
    assert plan.latency.limited_by == "memory" and plan.latency.itl_ms == 21.5
    assert plan.latency.prompt_tokens == 2048 and not plan.latency.prompt_stated


def test_an_itl_of_15_ms_is_capped_by_bandwidth():
    plan = plan_serving(MODEL, H100, 100, itl_target_ms=15)
    assert plan.latency is not None
    # 15.05 ms at 52 sequences: 51 per replica, two replicas for 100 users
    assert (plan.batch_per_replica, plan.replicas, plan.gpus) == (51, 2, 2)
    assert plan.latency.limited_by == "bandwidth" and plan.latency.itl_ms == 14.9
    same = plan_serving(MODEL, H100, 100, tokens_per_s_target=1000 / 15)
    assert (same.batch_per_replica, same.gpus) == (plan.batch_per_replica, plan.gpus)


def test_a_ttft_of_85_ms_is_capped_by_the_first_token():
    cap = serving_capacity(MODEL, H100, 1, ttft_target_s=0.085, prompt_tokens=2000)
    assert cap.latency is not None
    # TTFT 84.8 ms at 52 sequences, 85.06 ms at 53
    assert (cap.users, cap.batch_per_replica, cap.limited_by) == (52, 52, "ttft")
    assert cap.latency.limited_by == "ttft" and cap.latency.ttft_s == 0.085
    assert cap.latency.itl_ms == 15.0 and cap.latency.prompt_stated


def test_a_prompt_longer_than_the_budget_left_is_chunked():
    a100 = CAT.gpu("a100-80gb-sxm")
    assert step_token_budget(a100) == STEP_TOKEN_BUDGET == 2048  # vLLM: A100 keeps 2,048
    assert step_token_budget(H100) == LARGE_STEP_TOKEN_BUDGET == 8192
    assert step_token_budget(CAT.gpu("l40s")) == 2048  # 48 GB: under 70 GiB
    point = latency_at(MODEL, a100, 1, engine_spec("vllm"), "bf16", 49, 4096, 2.0, 8000)
    steps = math.ceil(8000 / (2048 - 48))  # 48 running decodes leave 2,000 tokens a step
    assert point.prefill_steps == steps == 4


def test_an_unreachable_first_token_is_reported_not_hidden():
    plan = plan_serving(CAT.model("llama-3-70b"), CAT.gpu("a100-80gb-sxm"), 10, ttft_target_s=0.05)
    assert plan.latency is not None and not plan.meets_target
    assert plan.latency.limited_by == "ttft" and not plan.latency.meets_targets
    # too slow even for one user, so a smaller batch would not help: the memory sets the batch
    # (two replicas of two A100s: 141 GB of bf16 weights leave room for 7 conversations each)
    assert plan.gpus == 4 and plan.replicas == 2
    assert plan.batch_per_replica == plan.max_batch_per_replica == 7
    assert plan.latency.batch_per_replica == 7
    assert plan.latency.ttft_s is not None and plan.latency.ttft_s > 0.05


def test_an_unreachable_itl_runs_one_user_per_replica():
    cap = serving_capacity(MODEL, CAT.gpu("l4"), 1, itl_target_ms=20)
    assert cap.latency is not None and cap.users == 0 and cap.limited_by == "speed"
    assert cap.latency.limited_by == "bandwidth" and cap.latency.batch_per_replica == 1
    assert cap.latency.itl_ms is not None and cap.latency.itl_ms > 20  # 25.6 ms at one user


def test_no_latency_target_leaves_the_plan_as_it_was():
    plan = plan_serving(MODEL, H100, 200)
    assert plan.latency is None and plan.batch_per_replica == 104


def test_bad_latency_input():
    with pytest.raises(UsageError):
        plan_serving(MODEL, H100, 10, ttft_target_s=0)
    with pytest.raises(UsageError):
        plan_serving(MODEL, H100, 10, itl_target_ms=-5)
    with pytest.raises(UsageError, match="no room for a reply"):
        plan_serving(MODEL, H100, 10, None, 4096, ttft_target_s=1.0, prompt_tokens=4096)


def test_a_long_prompt_with_no_context_stated_gets_room_for_a_reply():
    plan = plan_serving(MODEL, H100, 10, ttft_target_s=2.0, prompt_tokens=8192)
    assert plan.context_tokens == 8192 + 2048
