"""Peak GPU memory for inference and training: the estimator's public API.

``estimate_memory(model, gpu, count, workload)`` returns a ``MemoryEstimate`` with the peak per
GPU (GB = 1e9 bytes), a breakdown, the strategy that splits the work across GPUs and why, an
honest range, every assumption used, and "what would fit" alternatives.

The byte-level physics (constants, terms, splits, overhead, capacity) lives in
``memory_terms``; this module chooses the strategy and turns the bytes into a verdict:

    peak = weights + gradients + optimizer + activations + logits + kv_cache + overhead

each term per GPU after the chosen strategy divides it.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, Field

from assistant.calc.memory_terms import (
    CUDA_CONTEXT_GB,
    GB,
    HF_KV_FACTOR,
    INFER_FRAMEWORK_GB,
    NCCL_GB,
    TRAIN_FRAMEWORK_GB,
    Resolved,
    Split,
    Terms,
    capacity_gb,
    peak_bytes,
    resolve,
    terms,
    usable_gb,
)
from assistant.calc.release import at_release_format, release_note
from assistant.calc.workload import Workload
from assistant.errors import UsageError
from assistant.messages import NOTHING, Message
from assistant.messages import failures as fail
from assistant.messages import table as say
from assistant.models import GPU, ModelSpec

MAX_PARAMS_B = 5000.0
"""Refuse models above 5T parameters: no such dense or MoE model exists to size."""


# --------------------------------------------------------------------------- outputs


class Breakdown(BaseModel):
    """Peak memory per GPU by term, GB (1e9 bytes)."""

    weights: float
    gradients: float
    optimizer: float
    activations: float
    logits: float
    kv_cache: float
    overhead: float


class Alternative(BaseModel):
    """One change that would make the workload fit (or the smallest GPU count)."""

    change: str
    """Plain-language change, e.g. ``QLoRA (4-bit base)`` or ``3 x rtx-4090``."""
    per_gpu_gb: float
    count: int
    strategy: str
    fits: bool
    precision: str | None = None
    """The weight precision the change sizes at, when the change is a precision."""


class MemoryEstimate(BaseModel):
    """Peak memory per GPU for one model, GPU type, count and workload (GB = 1e9 bytes)."""

    model_id: str
    gpu_id: str
    count: int
    method: str
    precision: str
    seq_len: int
    batch: int
    per_gpu_gb: float
    """Estimated peak per GPU, including CUDA context and framework overhead."""
    total_gb: float
    """Sum over all GPUs (per_gpu_gb x count)."""
    capacity_gb: float
    """Memory of one GPU as the driver reports it (vendor 'GB' on GPUs is GiB), in 1e9 bytes."""
    usable_gb: float
    """capacity_gb minus the reserve (driver, fragmentation, desktop)."""
    reserve_gb: float
    fits: bool
    headroom_gb: float
    """usable_gb minus per_gpu_gb (negative when it does not fit)."""
    breakdown: Breakdown
    cuda_context_gb: float
    """Part of ``overhead`` that PyTorch's allocator never sees (CUDA context, cuBLAS)."""
    allocator_cache_gb: float
    """Part of ``overhead`` PyTorch reserves but does not allocate (cache, framework slack)."""
    strategy: str
    strategy_reason: str
    host_ram_gb: float
    """Host RAM needed for offloaded state (0 when nothing is offloaded)."""
    range_gb: tuple[float, float]
    """Honest uncertainty of per_gpu_gb (low, high)."""
    warnings: list[Message] = Field(default_factory=list)
    assumptions: list[Message] = Field(default_factory=list)
    alternatives: list[Alternative] = Field(default_factory=list)
    release_format: str | None = None
    """The model's release format (``mxfp4``, ``fp8``) when the estimate assumed it because the
    workload stated no precision; None when a precision was stated or the model ships 16-bit."""
    bf16_per_gpu_gb: float | None = None
    """With ``release_format``: the same workload's peak per GPU in 16 bit, for comparison."""
    box_usable_gb: float | None = None
    """A box of different cards with layers placed by each card's memory (``calc.box_fit``):
    their usable memory in all, which ``total_gb`` is judged against; None otherwise."""


# --------------------------------------------------------------------------- strategy choice

# CPU offload is never picked automatically: it needs host RAM and slows steps several-fold,
# so it is offered as an alternative instead.
_TRAIN_ORDER = ("ddp", "zero2", "zero3")
_PEFT_ORDER = ("ddp", "fsdp")
_INFER_ORDER = ("ddp", "tp")


def _candidates(r: Resolved, n: int) -> tuple[str, ...]:
    if n == 1:
        return ("single",)
    if r.method == "inference":
        return _INFER_ORDER if r.engine == "vllm" else ("ddp", "device_map")
    return _PEFT_ORDER if r.method in ("lora", "qlora") else _TRAIN_ORDER


def choose_strategy(
    t: Terms, r: Resolved, n: int, usable_b: float, requested: str
) -> tuple[str, float, Split, float]:
    """Pick the simplest strategy that fits (or the one with the lowest peak if none fits)."""
    if requested != "auto":
        strat = "single" if (n == 1 and requested == "ddp") else requested
        peak, s, over = peak_bytes(t, r, strat, n)
        return strat, peak, s, over
    best: tuple[str, float, Split, float] | None = None
    for strat in _candidates(r, n):
        peak, s, over = peak_bytes(t, r, strat, n)
        if peak <= usable_b:
            return strat, peak, s, over
        if best is None or peak < best[1]:
            best = (strat, peak, s, over)
    assert best is not None
    return best


_REASONS = {
    "single": "one GPU holds everything",
    "ddp": "data parallel: each GPU holds a full copy of the model and its training state",
    "zero1": "ZeRO-1: optimizer state sharded across GPUs; weights and gradients replicated",
    "zero2": "ZeRO-2: optimizer state and gradients sharded; each GPU still holds all weights",
    "zero3": "ZeRO-3: weights, gradients and optimizer state all sharded across GPUs",
    "fsdp": "FSDP: weights (incl. a 4-bit base for QLoRA) and adapter state sharded across GPUs",
    "tp": "tensor parallel: every layer's weights and KV cache split across GPUs",
    "pp": "pipeline parallel: layers split across GPUs; the first stage holds most activations",
    "device_map": "layers split across GPUs in sequence (accelerate device_map); KV split too",
    "offload": "CPU offload: weights/optimizer state live in host RAM and stream in per layer",
}


def _reason(strategy: str, n: int, fits: bool, auto: bool, inference: bool = False) -> str:
    base = _REASONS[strategy]
    if inference and strategy == "ddp":
        base = "replicas: each GPU holds a full copy of the model and serves its own requests"
    if strategy == "ddp" and n > 1 and fits:
        base += "; chosen because a full copy fits on each GPU (simplest and fastest)"
    elif auto and fits and strategy != "single":
        base += "; chosen because simpler splits do not fit"
    elif auto and not fits:
        base += "; lowest peak of the strategies tried, and it still does not fit"
    return base


# --------------------------------------------------------------------------- public API

ModelT = TypeVar("ModelT", bound=BaseModel)


def _built(cls: type[ModelT], values: dict[str, Any]) -> ModelT:
    """Build a model from already-valid values without validation (the estimator's hot path)."""
    return cls.model_construct(**values)


def _validate(model: ModelSpec, count: int) -> None:
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    if count > 100_000:
        raise UsageError(fail.COUNT_BEYOND_ANY_JOB(count=count, limit=100_000))
    if model.params_b > MAX_PARAMS_B:
        raise UsageError(fail.SIZE_BEYOND_ANY_MODEL(params_b=model.params_b, largest=MAX_PARAMS_B))


def _warnings(model: ModelSpec, gpu: GPU, r: Resolved, wl: Workload) -> list[Message]:
    out: list[Message] = []
    if r.seq > model.max_context:
        out.append(
            say.SEQUENCE_EXCEEDS_CONTEXT(seq=r.seq, model=model.id, max_context=model.max_context)
        )
    if r.precision == "bf16" and not gpu.supports_bf16:
        out.append(say.NO_BF16(gpu=gpu.id))
    if r.precision == "fp8" and not gpu.supports_fp8:
        out.append(say.NO_FP8(gpu=gpu.id))
    if wl.method == "pretrain":
        out.append(say.PRETRAIN_AS_FULL())
    if model.generic:
        out.append(say.GENERIC_SHAPE(model=model.id))
    return out


def _assumptions(
    model: ModelSpec, r: Resolved, wl: Workload, n: int, strategy: str
) -> list[Message]:
    out = list(model.assumptions)
    if wl.precision is None:
        weights = say.WEIGHTS_NF4_DQ if r.dq else say.WEIGHTS_NF4
        out.append(weights() if r.method == "qlora" else say.WEIGHTS_BF16())
    if wl.seq_len is None:
        kind = say.TRAINING_SEQUENCE if r.method != "inference" else say.INFERENCE_CONTEXT
        out.append(kind(tokens=r.seq))
    out.append(say.BATCH_PER_GPU(batch=r.batch))
    if r.method != "inference":
        out.append(say.CHECKPOINTING_ON() if r.gc else say.CHECKPOINTING_OFF())
        regime = say.OPTIMIZER_AMP if r.tprec == "amp" else say.OPTIMIZER_BF16
        out.append(regime(optimizer=r.optimizer))
        out.append(say.FLASH_ON() if wl.flash_attention else say.FLASH_OFF())
        loss = say.LOSS_CHUNKED if r.chunked else say.LOSS_FP32
        out.append(loss(vocab=model.vocab_size))
    if r.method in ("lora", "qlora"):
        lora = say.LORA_ALL_LINEAR if r.targets == "all-linear" else say.LORA_QV
        out.append(lora(rank=r.rank))
    if r.method == "inference":
        hf = say.KV_HF_EAGER(factor=HF_KV_FACTOR) if r.engine == "hf" else NOTHING()
        out.append(say.KV_CACHE(bytes=r.kv_bytes, hf=hf))
        if r.engine == "vllm":
            out.append(say.VLLM_PREALLOCATES(share=r.util))
    if model.is_moe:
        out.append(say.MOE_RESIDENT())
    framework = TRAIN_FRAMEWORK_GB if r.method != "inference" else INFER_FRAMEWORK_GB
    out.append(say.OVERHEAD(cuda_gb=CUDA_CONTEXT_GB, framework_gb=framework))
    if n > 1:
        out.append(say.NCCL_BUFFERS(gb=NCCL_GB))
    if strategy == "offload":
        out.append(say.OFFLOAD_HOST())
    return out


def _range(s: Split, over: float, peak: float) -> tuple[float, float]:
    """Static terms (weights, states) are known to ~3%; dynamic ones (activations) to ~35%."""
    static = s.weights + s.grads + s.optim
    dynamic = peak - static
    low = static * 0.97 + dynamic * 0.7
    high = static * 1.03 + dynamic * 1.35
    return round(low / GB, 2), round(high / GB, 2)


def _quick(model: ModelSpec, gpu: GPU, n: int, wl: Workload) -> tuple[str, float, bool]:
    r = resolve(wl, gpu)
    t = terms(model, r)
    use = usable_gb(gpu, r) * GB
    strat, peak, _, _ = choose_strategy(t, r, n, use, wl.strategy)
    return strat, peak / GB, peak <= use


def _changes(wl: Workload, r: Resolved, fp8: bool) -> list[tuple[str, dict[str, object]]]:
    """Single changes that shrink the job; ``fp8``: the card runs FP8 (8-bit is then FP8)."""
    out: list[tuple[str, dict[str, object]]] = []
    if r.method == "inference":
        if r.precision in ("fp32", "bf16", "fp16"):
            eight = "fp8" if fp8 else "int8"
            out += [
                (f"quantize to {eight}", {"precision": eight}),
                ("quantize to int4 (GPTQ/AWQ)", {"precision": "int4"}),
                ("GGUF Q4_K_M (llama.cpp)", {"precision": "q4_k_m"}),
            ]
        elif r.precision == "int8":
            out.append(("quantize to int4 (GPTQ/AWQ)", {"precision": "int4"}))
        out.append(("KV cache in fp8", {"kv_precision": "fp8"}))
    else:
        if r.method in ("full", "pretrain"):
            out += [
                ("8-bit AdamW", {"optimizer": "adamw-8bit"}),
                ("LoRA instead of full fine-tuning", {"method": "lora", "precision": None}),
                ("QLoRA (4-bit base)", {"method": "qlora", "precision": None}),
            ]
        elif r.method == "lora":
            out.append(("QLoRA (4-bit base)", {"method": "qlora", "precision": None}))
        if not r.gc:
            out.append(("gradient checkpointing on", {"grad_checkpointing": True}))
    for frac in (2, 4):
        if r.seq // frac >= 256:
            out.append((f"shorter context ({r.seq // frac} tokens)", {"seq_len": r.seq // frac}))
    if r.batch > 1:
        out.append(("batch 1", {"batch": 1}))
    out.append(("CPU offload", {"strategy": "offload"}))
    return out


def alternatives(
    model: ModelSpec, gpu: GPU, count: int, wl: Workload, *, fits_now: bool | None = None
) -> list[Alternative]:
    """What would fit: the smallest count of this GPU, then the cheapest single changes."""
    out: list[Alternative] = []
    r = resolve(wl, gpu)
    t = terms(model, r)  # terms do not depend on the GPU count: compute them once
    use = usable_gb(gpu, r) * GB
    for n in (1, 2, 3, 4, 6, 8, 16, 24, 32, 48, 64, 128, 256, 512):
        strat, peak, _, _ = choose_strategy(t, r, n, use, wl.strategy)
        if peak <= use:
            if n != count:
                out.append(
                    Alternative(
                        change=f"{n} x {gpu.id}",
                        per_gpu_gb=round(peak / GB, 2),
                        count=n,
                        strategy=strat,
                        fits=True,
                    )
                )
            break
    if fits_now is None:
        fits_now = _quick(model, gpu, count, wl)[2]
    if fits_now:
        return out
    for label, update in _changes(wl, r, gpu.supports_fp8):
        alt = wl.model_copy(update=update)
        strat, gb, ok = _quick(model, gpu, count, alt)
        if ok:
            out.append(
                Alternative(
                    change=label,
                    per_gpu_gb=round(gb, 2),
                    count=count,
                    strategy=strat,
                    fits=True,
                    precision=update.get("precision"),
                )
            )
    return out


def estimate_memory(
    model: ModelSpec, gpu: GPU, count: int, workload: Workload, *, with_alternatives: bool = True
) -> MemoryEstimate:
    """Estimate peak memory per GPU for ``workload`` on ``count`` x ``gpu``.

    Args:
        model: the model's published architecture.
        gpu: the accelerator (capacity from ``memory_gb``, treated as GiB as drivers report).
        count: number of GPUs (>= 1).
        workload: method, precision, lengths, strategy; defaults are stated in ``assumptions``.
        with_alternatives: also compute "what would fit" (slower; off for bulk use).

    Returns:
        A ``MemoryEstimate``: per-GPU peak and breakdown in GB (1e9 bytes), fit verdict,
        strategy and reason, range, warnings, assumptions and alternatives.

    Raises:
        UsageError: count < 1, absurd model size, or contradictory workload flags.
    """
    _validate(model, count)
    asked, workload = workload, at_release_format(model, workload)
    released = workload is not asked
    r = resolve(workload, gpu)
    t = terms(model, r)
    cap = capacity_gb(gpu)
    use = usable_gb(gpu, r)
    strat, peak, s, over = choose_strategy(t, r, count, use * GB, workload.strategy)
    fits = peak <= use * GB
    warnings = _warnings(model, gpu, r, workload)
    if r.engine == "vllm" and r.method == "inference":
        warnings.append(say.VLLM_SHOWS(gb=cap * r.util, utilization=r.util))
    breakdown = _built(
        Breakdown,
        dict(
            weights=round(s.weights / GB, 3),
            gradients=round(s.grads / GB, 3),
            optimizer=round(s.optim / GB, 3),
            activations=round(s.act / GB, 3),
            logits=round(s.logits / GB, 3),
            kv_cache=round(s.kv / GB, 3),
            overhead=round(over / GB, 3),
        ),
    )
    return _built(
        MemoryEstimate,
        dict(
            model_id=model.id,
            gpu_id=gpu.id,
            count=count,
            method=r.method,
            precision=r.precision,
            seq_len=r.seq,
            batch=r.batch,
            per_gpu_gb=round(peak / GB, 2),
            total_gb=round(peak * count / GB, 2),
            capacity_gb=round(cap, 2),
            usable_gb=round(use, 2),
            reserve_gb=round(cap - use, 2),
            fits=fits,
            headroom_gb=round(use - peak / GB, 2),
            breakdown=breakdown,
            cuda_context_gb=CUDA_CONTEXT_GB,
            allocator_cache_gb=TRAIN_FRAMEWORK_GB
            if r.method != "inference"
            else INFER_FRAMEWORK_GB,
            strategy=strat,
            strategy_reason=_reason(
                strat, count, fits, workload.strategy == "auto", r.method == "inference"
            ),
            host_ram_gb=round(s.host / GB * (1.0 if strat == "offload" else 0.0), 2),
            range_gb=_range(s, over, peak),
            warnings=warnings,
            assumptions=([release_note(model)] if released else [])
            + _assumptions(model, r, workload, count, strat),
            alternatives=(
                alternatives(model, gpu, count, workload, fits_now=fits)
                if with_alternatives
                else []
            ),
            release_format=r.precision if released else None,
            bf16_per_gpu_gb=round(_quick(model, gpu, count, asked)[1], 2) if released else None,
        ),
    )


__all__ = [
    "Alternative",
    "Breakdown",
    "MemoryEstimate",
    "Workload",
    "alternatives",
    "choose_strategy",
    "estimate_memory",
]
