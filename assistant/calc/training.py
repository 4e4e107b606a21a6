"""Training throughput and wall time: FLOPs per token over (peak x MFU), plus communication.

MFU is given as a published range for the GPU generation, the link between GPUs and the
method; the point estimate keeps the segment default and the answer states the range.
"""

from __future__ import annotations

from assistant.calc.engines import compute_capability
from assistant.calc.memory_terms import arch_of, resolve, terms, usable_gb
from assistant.calc.rates import PCIE_GB_S, SpeedEstimate, fit_warning, link_gb_s, peak_tflops
from assistant.calc.sizing import choose_strategy
from assistant.calc.workload import Workload
from assistant.messages import NOTHING
from assistant.messages import table as say
from assistant.models import GPU, ModelSpec

TRAIN_MFU = {"datacenter": 0.40, "workstation": 0.35, "consumer": 0.30}
"""Point MFU for bf16 training: 0.35-0.45 on datacenter GPUs (Megatron/PaLM report 40-50%,
Qwen README LoRA 8k rows imply ~0.55 incl. attention); lower on consumer cards."""
MFU_RANGE_BY_GENERATION: dict[str, tuple[float, float]] = {
    # Llama 3 paper (Dubey et al. 2024, Table 4): 38-43% BF16 MFU on 8k-16k H100s;
    # MosaicML llm-foundry benchmarking tables: H100 bf16 about 0.35-0.45 for 7B-70B.
    "hopper": (0.35, 0.45),
    # No large-run report yet; NVIDIA's MLPerf Training B200 submissions sit in the same band.
    "blackwell": (0.30, 0.45),
    # Megatron-LM (Narayanan et al. 2021): 52% of A100 peak at 1T params on 3,072 GPUs;
    # MosaicML llm-foundry A100-80GB tables 0.40-0.55; PaLM 46% (TPU v4) sits inside.
    "ampere-dc": (0.35, 0.52),
    # Megatron-LM 2019 (Shoeybi et al.): 39 TFLOPS per V100 = 30% of 125 TFLOPS peak.
    "volta": (0.25, 0.35),
    # Consumer and workstation cards: no large published runs; single-card LoRA/full runs in
    # torchtune and LLaMA-Factory reports sit well below datacenter MFU.
    "desktop": (0.25, 0.40),
}
PCIE_MFU_LOW = 0.85
"""Multi-GPU without NVLink: NCCL over PCIe competes with the host; low end x0.85."""
MULTI_NODE_MFU = 0.9
"""Beyond 8 GPUs (several nodes, InfiniBand/RoCE assumed): Llama 3 lost 43% -> 38% MFU going
from 8k to 16k GPUs; plain Ethernet without RDMA lowers it further (not modelled)."""
QLORA_DEQUANT_S_PER_B = 0.015
"""QLoRA dequantization time per micro-step per billion params on an A100 (1555-2039 GB/s):
litgpt 12 ms (7B) and 15 ms (13B) per iteration, Qwen README 29 ms (7B); scaled by bandwidth."""
A100_BW_GB_S = 1555.0
NVLINK_OVERLAP = 0.3
"""Share of communication left exposed with NVLink (overlapped with compute); PCIe: all of it."""


def mfu_range(gpu: GPU, count: int) -> tuple[float, float, str]:
    """Published MFU span (low, high) for this GPU generation and link, and the table key."""
    cc = compute_capability(gpu)
    if gpu.segment != "datacenter":
        key = "desktop"
    elif cc is not None and cc >= 10.0:
        key = "blackwell"
    elif cc is not None and cc >= 9.0:
        key = "hopper"
    elif cc is not None and cc < 8.0:
        key = "volta"
    else:
        key = "ampere-dc"
    low, high = MFU_RANGE_BY_GENERATION[key]
    if count > 1 and not gpu.nvlink:
        low *= PCIE_MFU_LOW
    if count > 8:
        low, high = low * MULTI_NODE_MFU, high * MULTI_NODE_MFU
    point = TRAIN_MFU[gpu.segment]
    return min(low, point), max(high, point), key


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


def _tokens_per_s(step_tokens: float, compute_s: float, exposed: float, dp: int) -> float:
    return step_tokens * dp / (compute_s + exposed)


def estimate_training(
    model: ModelSpec, gpu: GPU, count: int, wl: Workload, tokens: float | None
) -> SpeedEstimate:
    """Training tokens/s and wall time (point and MFU range) on ``count`` x ``gpu``."""
    r = resolve(wl, gpu)
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
    low, high, _ = mfu_range(gpu, count)
    peak_flops = peak_tflops(gpu, "fp32" if r.precision == "fp32" else "bf16") * 1e12
    step_tokens = r.seq * r.batch
    fixed_s = 0.0
    if r.method == "qlora":
        fixed_s += QLORA_DEQUANT_S_PER_B * a.params / 1e9 * A100_BW_GB_S / gpu.memory_bandwidth_gb_s
    if strat == "offload":
        # every step streams the weights in and the gradients out over PCIe
        fixed_s += 2 * t.weights / (PCIE_GB_S["4"] * 1e9)
    comm_s = _comm_bytes(t.weights, t.grads, strat, count) / (link_gb_s(gpu) * 1e9)
    exposed = comm_s * (NVLINK_OVERLAP if gpu.nvlink else 1.0)
    dp = count  # data parallel: count replicas; tp/pp: one replica at count x the rate

    def compute(m: float) -> float:
        return step_tokens * per_token / (peak_flops * m) + fixed_s

    compute_s = compute(mfu)
    tps = _tokens_per_s(step_tokens, compute_s, exposed, dp)
    fast = _tokens_per_s(step_tokens, compute(high), exposed, dp)
    slow = _tokens_per_s(step_tokens, compute(low), exposed, dp)
    step = compute_s + exposed
    warnings = fit_warning(peak, use, strat)
    if count > 1 and not gpu.nvlink and exposed > 0.2 * compute_s:
        warnings.append(
            say.NO_NVLINK_SHARDED(gpu=gpu.id, gb=comm_s * link_gb_s(gpu), share=exposed / step)
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
        wall_hours_range=(
            (round(tokens / fast / 3600, 2), round(tokens / slow / 3600, 2)) if tokens else None
        ),
        mfu=mfu,
        mfu_range=(round(low, 3), round(high, 3)),
        communication_share=round(exposed / step, 3),
        peak_gb_per_gpu=round(peak / 1e9, 2),
        usable_gb_per_gpu=round(use / 1e9, 2),
        fits=peak <= use,
        assumptions=[
            say.TRAIN_FLOPS(
                factor="4" if lora else "6", recompute=say.RECOMPUTE() if r.gc else NOTHING()
            ),
            say.MFU(
                mfu=mfu,
                tflops=peak_flops / 1e12,
                segment=say.SEGMENTS[gpu.segment](),
                low=low * 100,
                high=high * 100,
            ),
            say.MICRO_BATCH(batch=r.batch, seq=r.seq, strategy=strat),
            (say.LINK_NVLINK if gpu.nvlink else say.LINK_PCIE)(gb_s=link_gb_s(gpu)),
        ]
        + ([say.QLORA_DEQUANT()] if r.method == "qlora" else []),
        warnings=warnings,
    )


__all__ = ["MFU_RANGE_BY_GENERATION", "TRAIN_MFU", "estimate_training", "mfu_range"]
