"""Inference throughput per runtime: decode and prefill tokens/s from a stated roofline.

- decode is memory-bandwidth bound: every step reads the (active) weights at the bits the
  runtime actually stores, plus each sequence's KV cache, at the runtime's share of peak
  bandwidth; every step also pays the runtime's fixed per-layer cost; batched steps add the
  matmul time (``2 x active params`` FLOPs per token, plus the prompt's share when requests
  arrive with prompts under continuous batching);
- prefill is compute bound: FLOPs per prompt token / (peak x the runtime's prefill MFU);
- tensor-parallel runtimes add the GPUs' bandwidth (and pay two all-reduces per layer);
  layer-split runtimes (llama.cpp, ExLlamaV2, HF ``device_map``) read one GPU after another;
- a runtime on Apple (Metal) or AMD (ROCm) GPUs uses that backend's constants
  (``engines.BACKEND_ENGINES``); MLX runs on Apple silicon only.

Training lives in ``calc.training``; the runtimes' constants in ``calc.engines``.
"""

from __future__ import annotations

from typing import NamedTuple

from assistant.calc.engines import (
    DECODE_BITS_PER_WEIGHT,
    EngineSpec,
    check_support,
    engine_on,
    engine_spec,
    storage_precision,
    weight_class,
)
from assistant.calc.experts import active_expert_params, expert_params, experts_only
from assistant.calc.memory_terms import arch_of, capacity_gb, resolve, terms, usable_gb
from assistant.calc.rates import SpeedEstimate, fit_warning, link_gb_s, peak_tflops
from assistant.calc.release import at_release_format, release_note
from assistant.calc.sizing import choose_strategy
from assistant.calc.training import estimate_training
from assistant.calc.workload import Workload
from assistant.errors import UsageError
from assistant.messages import failures as fail
from assistant.messages import table as say
from assistant.models import GPU, ModelSpec

ALLREDUCE_LATENCY_US = {"nvlink": 8.0, "pcie": 20.0}
"""Latency of one small all-reduce (nccl-tests, 8-64 KB messages): tensor parallelism pays two
per layer per decode step (after attention and after the MLP)."""
TP_BANDWIDTH_SHARE = 0.9
"""Tensor-parallel shards do not read perfectly in parallel (stragglers, uneven vocab split):
vllm060/sglang030 TP4 70B offline rows reach about 90% of four cards' bandwidth."""
OVERLAP = 0.5
"""Share of the shorter of weight/KV reads and matmuls hidden under the longer one. Neither
pure roofline (max) nor no overlap (sum) fits the batched rows: TRT-LLM v0.6.1 static batches
(A100 7B b384) sit near max, TRT-LLM 1.0 H200 70B 128/2048 near the sum."""


class DecodeStep(NamedTuple):
    """Time of one decode step for a batch, split by what it is spent on (seconds)."""

    step_s: float
    memory_s: float
    compute_s: float
    overhead_s: float
    weight_bytes: float
    kv_bytes: float


def compute_precision(gpu: GPU, stored: str) -> str:
    """Precision the matmuls run in: FP8 weights on FP8 tensor cores, else 16-bit."""
    return "fp8" if stored == "fp8" and gpu.supports_fp8 else "bf16"


def decode_weight_bytes(model: ModelSpec, stored: str) -> float:
    """Bytes of weights one decode step reads: the active parameters at their stored width.

    A format that covers only the MoE experts (gpt-oss's MXFP4) reads the token's experts at
    its width and the rest of the active parameters (attention, router, LM head) in bf16.
    """
    active = model.active_b * 1e9
    bits = DECODE_BITS_PER_WEIGHT.get(stored, 16.0)
    if stored in ("mxfp4", "fp8") and experts_only(model, stored):
        experts = active_expert_params(model, expert_params(model))
        return experts * bits / 8 + (active - experts) * 2.0
    return active * bits / 8


def decode_step(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    engine: EngineSpec,
    precision: str,
    batch: int,
    context_tokens: float,
    kv_bytes_per_elem: float = 2.0,
    prompt_share: float = 0.0,
) -> DecodeStep:
    """Time of one decode step of ``batch`` sequences averaging ``context_tokens`` of context.

    Args:
        model: the model (active parameters, layers, KV width).
        gpu: one GPU; ``count`` of them hold the model.
        count: GPUs; tensor-parallel engines add their bandwidth, layer-split ones do not.
        engine: the runtime's constants.
        precision: stored weight precision (``int4`` is read as Q4_K_M by llama.cpp).
        batch: sequences decoded together.
        context_tokens: average tokens of context per sequence while generating.
        kv_bytes_per_elem: KV-cache bytes per element (2 for 16-bit, 1 for FP8).
        prompt_share: prompt tokens per generated token, prefilled inside the decode steps
            under continuous batching (0 for a bare decode benchmark).
    """
    a = arch_of(model)
    stored = storage_precision(engine, precision)
    active = model.active_b * 1e9
    weight_bytes = decode_weight_bytes(model, stored)
    kv = batch * a.kv_bytes_token * kv_bytes_per_elem * context_tokens
    eff = engine.decode_bw_eff[weight_class(stored)]
    tensor = count if (count > 1 and engine.multi_gpu == "tensor") else 1
    bw = gpu.memory_bandwidth_gb_s * 1e9 * eff * tensor * (TP_BANDWIDTH_SHARE if tensor > 1 else 1)
    memory_s = (weight_bytes + kv) / bw
    q_dim = model.num_attention_heads * model.head_dim
    flops_token = 2 * active + 4 * a.layers * q_dim * context_tokens
    peak = peak_tflops(gpu, compute_precision(gpu, stored)) * 1e12 * tensor
    # the decode matmuls run at the batched-step efficiency, the prompts' share at prefill's
    compute_s = batch * flops_token / (peak * engine.batch_mfu)
    compute_s += batch * 2 * active * prompt_share / (peak * engine.prefill_mfu)
    overhead_s = a.layers * engine.layer_overhead_us * 1e-6
    if tensor > 1:
        link = "nvlink" if gpu.nvlink else "pcie"
        overhead_s += 2 * a.layers * ALLREDUCE_LATENCY_US[link] * 1e-6
    roofline = max(memory_s, compute_s) + (1 - OVERLAP) * min(memory_s, compute_s)
    return DecodeStep(roofline + overhead_s, memory_s, compute_s, overhead_s, weight_bytes, kv)


def prefill_tokens_per_s(
    model: ModelSpec, gpu: GPU, count: int, engine: EngineSpec, precision: str, prompt: int
) -> float:
    """Prompt tokens/s for one prompt of ``prompt`` tokens (compute bound)."""
    a = arch_of(model)
    stored = storage_precision(engine, precision)
    tensor = count if (count > 1 and engine.multi_gpu == "tensor") else 1
    q_dim = model.num_attention_heads * model.head_dim
    flops_token = 2 * model.active_b * 1e9 + 2 * a.layers * q_dim * prompt
    peak = prefill_peak_tflops(gpu, engine, stored) * 1e12 * tensor
    return peak * engine.prefill_mfu / flops_token


def prefill_peak_tflops(gpu: GPU, engine: EngineSpec, stored: str) -> float:
    """Dense tensor TFLOPS prompt processing runs against on one GPU."""
    peak = peak_tflops(gpu, compute_precision(gpu, stored))
    if engine.fp16_accumulate and gpu.segment == "consumer" and stored != "fp8":
        return peak * 2  # GeForce datasheets quote FP32-accumulate rates, half the FP16 ones
    return peak


def _inference(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    wl: Workload,
    prompt_tokens: int | None,
    output_tokens: int | None,
) -> SpeedEstimate:
    asked, wl = wl, at_release_format(model, wl)
    r = resolve(wl, gpu)
    engine = engine_on(engine_spec(wl.engine), gpu)  # llama.cpp on Metal or ROCm differs
    notes = check_support(engine, gpu, r.precision, count)
    t = terms(model, r)
    use = usable_gb(gpu, r) * 1e9
    strat, peak, _, _ = choose_strategy(t, r, count, use, wl.strategy)
    if prompt_tokens is not None and output_tokens:
        context = prompt_tokens + output_tokens / 2
        share = prompt_tokens / output_tokens if r.batch > 1 else 0.0
        prompt = max(prompt_tokens, 1)
    else:
        context, share, prompt = r.seq / 2, 0.0, r.seq
    step = decode_step(model, gpu, count, engine, r.precision, r.batch, context, r.kv_bytes, share)
    prefill = prefill_tokens_per_s(model, gpu, count, engine, r.precision, prompt)
    stored = storage_precision(engine, r.precision)
    eff = engine.decode_bw_eff[weight_class(stored)]
    if engine.multi_gpu == "layer" and count > 1:
        strat = "device_map" if engine.memory == "hf" else "layer-split"
    return SpeedEstimate(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        method=r.method,
        precision=r.precision,
        strategy=strat,
        engine=engine.name,
        engine_label=engine.label,
        bound="memory-bandwidth" if step.memory_s >= step.compute_s else "compute",
        decode_tokens_per_s=round(1 / step.step_s, 1),
        decode_tokens_per_s_total=round(r.batch / step.step_s, 1),
        prefill_tokens_per_s=round(prefill, 0),
        time_to_first_token_s=round(prompt * r.batch / prefill, 3),
        assumptions=([release_note(model)] if wl is not asked else [])
        + [
            say.DECODE_READS(
                active_b=model.active_b,
                bytes_per_param=step.weight_bytes / (model.active_b * 1e9),
                efficiency=eff,
                bandwidth=gpu.memory_bandwidth_gb_s,
                engine=engine.name,
                layer_us=engine.layer_overhead_us,
            ),
            say.PREFILL_AT(mfu=engine.prefill_mfu, tflops=prefill_peak_tflops(gpu, engine, stored)),
            say.DECODE_BATCH_CONTEXT(batch=r.batch, context=round(2 * context)),
        ],
        warnings=fit_warning(peak, use, strat) + notes,
        peak_gb_per_gpu=round(peak / 1e9, 2),
        usable_gb_per_gpu=round(use / 1e9, 2),
        fits=peak <= use,
    )


def estimate_speed(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    workload: Workload,
    tokens: float | None = None,
    *,
    prompt_tokens: int | None = None,
    output_tokens: int | None = None,
) -> SpeedEstimate:
    """Estimate tokens/s (and wall time for ``tokens`` when training) on ``count`` x ``gpu``.

    Args:
        model: the model's published architecture.
        gpu: the accelerator.
        count: number of GPUs (>= 1).
        workload: method, precision, lengths, engine and strategy (see ``sizing.Workload``).
        tokens: training volume for the wall-time estimate (training only).
        prompt_tokens: prompt length of each request (inference; with ``output_tokens``).
        output_tokens: generated tokens per request; with a prompt, the KV cache is averaged
            over the reply and batched steps carry the prompts' prefill.

    Returns:
        A ``SpeedEstimate`` with rates, bound, MFU and the assumptions used.

    Raises:
        UsageError: count < 1, a non-positive token volume, or a precision the engine or GPU
            cannot run.
    """
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    if tokens is not None and tokens <= 0:
        raise UsageError(fail.TOKENS_POSITIVE(tokens=tokens))
    if capacity_gb(gpu) <= 0:  # pragma: no cover - the catalog forbids it
        raise UsageError(fail.NO_MEMORY(gpu=gpu.id))
    if workload.is_training:
        return estimate_training(model, gpu, count, workload, tokens)
    return _inference(model, gpu, count, workload, prompt_tokens, output_tokens)


__all__ = ["DecodeStep", "SpeedEstimate", "decode_step", "estimate_speed", "link_gb_s"]
