"""Throughput and wall time: decode/prefill tokens/s for inference, tokens/s for training.

Pure roofline estimates with stated efficiencies:

- decode is memory-bandwidth bound: every step reads the (active) weights once plus each
  sequence's KV cache, so ``step_s = bytes / (bandwidth x efficiency)``; large batches become
  compute bound (``2 x active params x batch`` FLOPs per step);
- prefill and training are compute bound: FLOPs per token / (peak x utilisation);
- sharded training adds communication, penalised hard when GPUs only share PCIe.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.memory_terms import (
    GGUF_TYPES,
    Workload,
    arch_of,
    capacity_gb,
    resolve,
    terms,
    usable_gb,
)
from assistant.calc.sizing import choose_strategy
from assistant.errors import UsageError
from assistant.models import GPU, ModelSpec

# --------------------------------------------------------------------------- constants

DECODE_BW_EFFICIENCY = {"hf": 0.30, "vllm": 0.60}
"""Fraction of peak bandwidth reached at batch 1. HF eager: Qwen README Qwen-7B bf16 40.9 tok/s
on an A100-80G (31% of 2039 GB/s / 15.4 GB); litgpt Llama-2-7B 31 tok/s on an A100-40G (27%).
Serving engines with fused kernels and CUDA graphs: about 0.55-0.6 (llmfit uses bw x 0.55)."""
HF_QUANT_DECODE_BYTES = 1.6
"""HF eager quantized decode runs near bf16 speed, not 4x faster: Qwen README int4 50 tok/s vs
bf16 41 (7B); litgpt nf4 slower than bf16. Modelled as reading 1.6 B/param."""
PREFILL_MFU = 0.5
"""Prefill is large matmuls: about half of dense peak (llm-analysis default flops efficiency)."""
TRAIN_MFU = {"datacenter": 0.40, "workstation": 0.35, "consumer": 0.30}
"""Model FLOPs utilisation for bf16 training: 0.35-0.45 on datacenter GPUs (Megatron/PaLM
report 40-50%, Qwen README LoRA 8k rows imply ~0.55 incl. attention); lower on consumer cards."""
QLORA_DEQUANT_S_PER_B = 0.015
"""QLoRA dequantization time per micro-step per billion params on an A100 (1555-2039 GB/s):
litgpt 12 ms (7B) and 15 ms (13B) per iteration, Qwen README 29 ms (7B); scaled by bandwidth."""
A100_BW_GB_S = 1555.0
PCIE_GB_S = {"3": 12.0, "4": 25.0, "5": 50.0}
"""Achievable one-way PCIe x16 bandwidth by generation (theory 16/32/64 GB/s)."""
NVLINK_OVERLAP = 0.3
"""Share of communication left exposed with NVLink (overlapped with compute); PCIe: all of it."""


class SpeedEstimate(BaseModel):
    """Throughput for one workload on ``count`` x ``gpu`` (rates in tokens per second)."""

    model_id: str
    gpu_id: str
    count: int
    method: str
    precision: str
    strategy: str
    bound: Literal["memory-bandwidth", "compute", "communication"]
    decode_tokens_per_s: float | None = None
    """Generated tokens/s for one sequence (inference)."""
    decode_tokens_per_s_total: float | None = None
    """Generated tokens/s over the whole batch (inference)."""
    prefill_tokens_per_s: float | None = None
    time_to_first_token_s: float | None = None
    train_tokens_per_s: float | None = None
    """Training tokens/s over all GPUs."""
    tokens: float | None = None
    """Token volume the wall time is for."""
    wall_hours: float | None = None
    mfu: float | None = None
    communication_share: float = 0.0
    """Fraction of a training step spent on exposed communication."""
    assumptions: list[str] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)


def _peak_tflops(gpu: GPU, precision: str) -> float:
    """Dense tensor TFLOPS for the compute precision (bf16 when unknown)."""
    if precision == "fp8" and gpu.fp8_tflops:
        return gpu.fp8_tflops
    if precision == "fp32":
        return gpu.tf32_tflops or gpu.fp32_tflops or (gpu.bf16_tflops or 10.0) / 4
    if gpu.bf16_tflops:
        return gpu.bf16_tflops
    return (gpu.fp32_tflops or 10.0) * 2  # no published tensor rate: assume 2x fp32


def link_gb_s(gpu: GPU) -> float:
    """One-way GPU-to-GPU bandwidth: half of NVIDIA's bidirectional NVLink figure, else PCIe."""
    if gpu.nvlink and gpu.interconnect_gb_s > 0:
        return gpu.interconnect_gb_s / 2
    gen = (gpu.pcie_gen or "4").strip()[:1]
    lanes = 0.5 if "x8" in (gpu.pcie_gen or "") else 1.0
    return PCIE_GB_S.get(gen, 25.0) * lanes


def _fit_warning(peak: float, use: float, strat: str) -> list[str]:
    if peak <= use:
        return []
    return [
        f"does not fit in memory ({peak / 1e9:.1f} GB per GPU with {strat},"
        f" {use / 1e9:.1f} usable); run `size` for what would fit"
    ]


def _inference(model: ModelSpec, gpu: GPU, count: int, wl: Workload) -> SpeedEstimate:
    r = resolve(wl)
    a = arch_of(model)
    t = terms(model, r)
    use = usable_gb(gpu, r) * 1e9
    strat, peak, _, _ = choose_strategy(t, r, count, use, wl.strategy)
    active = model.active_b * 1e9
    bytes_per_param = t.weights / a.params
    if r.engine == "hf" and t.quantized and r.precision not in GGUF_TYPES:
        bytes_per_param = max(bytes_per_param, HF_QUANT_DECODE_BYTES)
    eff = DECODE_BW_EFFICIENCY[r.engine]
    split_gpus = count if strat in ("tp", "device_map", "pp") else 1
    # device_map runs layers one GPU after another: no bandwidth gain, only capacity.
    bw_gpus = count if strat == "tp" else 1
    bw = gpu.memory_bandwidth_gb_s * 1e9 * eff * bw_gpus * (0.85 if bw_gpus > 1 else 1.0)
    kv_per_seq = a.kv_bytes_token * r.kv_bytes * r.seq / 2  # average context while generating
    mem_s = (active * bytes_per_param + r.batch * kv_per_seq) / bw
    flops = _peak_tflops(gpu, r.precision) * 1e12 * (count if split_gpus > 1 else 1)
    comp_s = 2 * active * r.batch / (flops * PREFILL_MFU)
    step = max(mem_s, comp_s)
    prefill_flops_tok = 2 * active + 2 * a.layers * a.hidden * r.seq
    prefill = flops * PREFILL_MFU / prefill_flops_tok
    return SpeedEstimate(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        method=r.method,
        precision=r.precision,
        strategy=strat,
        bound="memory-bandwidth" if mem_s >= comp_s else "compute",
        decode_tokens_per_s=round(1 / step, 1),
        decode_tokens_per_s_total=round(r.batch / step, 1),
        prefill_tokens_per_s=round(prefill, 0),
        time_to_first_token_s=round(r.seq * r.batch / prefill, 3),
        assumptions=[
            f"decode reads {active / 1e9:.1f}B active params at {bytes_per_param:.2f} B/param"
            f" plus the KV cache each step, at {eff:.0%} of {gpu.memory_bandwidth_gb_s:g} GB/s"
            f" ({r.engine})",
            f"prefill at {PREFILL_MFU:.0%} of {_peak_tflops(gpu, r.precision):g} dense TFLOPS",
            f"batch {r.batch}, context {r.seq} tokens (KV averaged over the reply)",
        ],
        warnings=_fit_warning(peak, use, strat)
        + (
            ["device_map splits layers across GPUs: more memory, not more speed"]
            if strat == "device_map"
            else []
        ),
    )


def _comm_bytes(t_weights: float, t_grads: float, strat: str, n: int) -> float:
    """Bytes each GPU sends per optimizer step (ring collectives: 2(n-1)/n x size)."""
    if n == 1 or strat in ("single", "offload"):
        return 0.0
    ring = 2 * (n - 1) / n
    if strat in ("zero3", "fsdp"):
        # all-gather weights forward and backward + reduce-scatter gradients
        return (2 * t_weights + t_grads) * (n - 1) / n
    # ddp, zero1, zero2, tp, pp: gradients are all-reduced (or reduce-scattered) once a step;
    # for LoRA only the adapters' gradients travel.
    return t_grads * ring


def _training(
    model: ModelSpec, gpu: GPU, count: int, wl: Workload, tokens: float | None
) -> SpeedEstimate:
    r = resolve(wl)
    a = arch_of(model)
    t = terms(model, r)
    use = usable_gb(gpu, r) * 1e9
    strat, peak, _, _ = choose_strategy(t, r, count, use, wl.strategy)
    active = model.active_b * 1e9
    lora = r.method in ("lora", "qlora")
    # 6P for full training (2P forward + 4P backward); LoRA skips weight gradients: 4P.
    # Checkpointing recomputes the forward: +2P. Causal attention: 6·L·h·s per token.
    per_token = (4 if lora else 6) * active + (2 * active if r.gc else 0)
    per_token += 6 * a.layers * a.hidden * r.seq
    mfu = TRAIN_MFU[gpu.segment]
    peak_flops = _peak_tflops(gpu, "fp32" if r.precision == "fp32" else "bf16") * 1e12
    step_tokens = r.seq * r.batch
    compute_s = step_tokens * per_token / (peak_flops * mfu)
    if r.method == "qlora":
        compute_s += (
            QLORA_DEQUANT_S_PER_B * a.params / 1e9 * A100_BW_GB_S / (gpu.memory_bandwidth_gb_s)
        )
    if strat == "offload":
        # every step streams the weights in and the gradients out over PCIe
        compute_s += 2 * t.weights / (PCIE_GB_S["4"] * 1e9)
    comm_s = _comm_bytes(t.weights, t.grads, strat, count) / (link_gb_s(gpu) * 1e9)
    exposed = comm_s * (NVLINK_OVERLAP if gpu.nvlink else 1.0)
    step = compute_s + exposed
    dp = 1 if strat in ("tp", "pp") else count
    tps = step_tokens * dp / step
    if strat in ("tp", "pp"):
        tps *= count
    warnings = _fit_warning(peak, use, strat)
    if count > 1 and not gpu.nvlink and exposed > 0.2 * compute_s:
        warnings.append(
            f"{gpu.id} has no NVLink: sharded training moves {comm_s * link_gb_s(gpu):.1f} GB"
            f" per step over PCIe, {exposed / step:.0%} of each step"
        )
    return SpeedEstimate(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        method=r.method,
        precision=r.precision,
        strategy=strat,
        bound="communication" if exposed > compute_s else "compute",
        train_tokens_per_s=round(tps, 1),
        tokens=tokens,
        wall_hours=round(tokens / tps / 3600, 2) if tokens else None,
        mfu=mfu,
        communication_share=round(exposed / step, 3),
        assumptions=[
            f"{'4' if lora else '6'}xP FLOPs per token"
            + (" + 2xP recompute (gradient checkpointing)" if r.gc else "")
            + " + causal attention",
            f"MFU {mfu:.0%} of {peak_flops / 1e12:g} dense TFLOPS ({gpu.segment} GPU)",
            f"micro-batch {r.batch} x {r.seq} tokens per GPU, strategy {strat}",
            f"GPU-to-GPU link {link_gb_s(gpu):g} GB/s one way"
            + (" (NVLink, mostly overlapped)" if gpu.nvlink else " (PCIe, not overlapped)"),
        ]
        + (
            ["QLoRA dequantization adds a fixed cost per micro-step"] if r.method == "qlora" else []
        ),
        warnings=warnings,
    )


def estimate_speed(
    model: ModelSpec, gpu: GPU, count: int, workload: Workload, tokens: float | None = None
) -> SpeedEstimate:
    """Estimate tokens/s (and wall time for ``tokens`` when training) on ``count`` x ``gpu``.

    Args:
        model: the model's published architecture.
        gpu: the accelerator.
        count: number of GPUs (>= 1).
        workload: method, precision, lengths and strategy (see ``sizing.Workload``).
        tokens: training volume for the wall-time estimate (training only).

    Returns:
        A ``SpeedEstimate`` with rates, bound, MFU and the assumptions used.

    Raises:
        UsageError: count < 1 or a non-positive token volume.
    """
    if count < 1:
        raise UsageError(f"GPU count must be at least 1, got {count}")
    if tokens is not None and tokens <= 0:
        raise UsageError(f"token volume must be positive, got {tokens:g}")
    if capacity_gb(gpu) <= 0:  # pragma: no cover - the catalog forbids it
        raise UsageError(f"{gpu.id} has no memory")
    if workload.is_training:
        return _training(model, gpu, count, workload, tokens)
    return _inference(model, gpu, count, workload)


__all__ = ["SpeedEstimate", "estimate_speed", "link_gb_s"]
