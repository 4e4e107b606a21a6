"""What fits my hardware: the largest catalog models a given set of GPUs holds, per precision.

For one GPU type and count, a method (inference by default) and a context, every catalog model is
sized by ``estimate_memory`` at each precision people run for that method (inference: bf16, 8-bit
GGUF Q8_0 and 4-bit GGUF Q4_K_M on llama.cpp, what Ollama and LM Studio run; LoRA: bf16 and
8-bit; QLoRA: 4-bit NF4; full fine-tuning: bf16); for inference, a model released in a
low-precision format (gpt-oss MXFP4, DeepSeek FP8) is also sized in that format. Each row is
*fits* (at least 10% of usable memory to spare, the recommendations' rule), *tight* (fits with
less) or *does not fit*, with tokens/s from ``estimate_speed``. The lead is the biggest model
that fits comfortably.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.engines import ENGINES, backend_of
from assistant.calc.offload import OffloadPlan, plan_offload
from assistant.calc.recommend import HEADROOM_SHARE
from assistant.calc.sizing import estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.calc.workload import DEFAULT_INFER_SEQ, DEFAULT_TRAIN_SEQ, Workload
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import fitting as fit_say
from assistant.messages import llmcalc as say
from assistant.models import GPU, Method, ModelSpec, Precision

FitVerdict = Literal["fits", "tight", "does_not_fit"]
FitMethod = Literal["inference", "lora", "qlora", "full"]
PRECISIONS: dict[str, tuple[Precision, ...]] = {
    "inference": ("bf16", "q8_0", "q4_k_m"),
    "lora": ("bf16", "int8"),
    "qlora": ("int4",),
    "full": ("bf16",),
}
"""Precisions listed per method, highest first (the lead prefers the first that fits)."""
ROWS_PER_PRECISION = 4
"""Models listed per precision: the largest that fit, of distinct sizes."""
SAME_SIZE = 0.05
OFFLOAD_MIN_TPS = 5.0
"""Slowest decode worth offering as "runs with experts in RAM": about reading speed."""
OFFLOAD_ROWS = 2
DEFAULT_RAM_GB = 64.0
"""System RAM assumed for expert offload when none is given: a common 2 x 32 GB desktop."""
RAM_FREE_SHARE = 0.85
"""Share of system RAM offloaded experts may take (the OS and the runtime keep the rest)."""
"""Models within 5% of a listed model's size are the same size class (70B, 72B): list one."""


class FitRow(BaseModel):
    """One model at one precision on the user's GPUs (GB = 1e9 bytes)."""

    model_id: str
    model_name: str
    params_b: float
    precision: str
    engine: str
    per_gpu_gb: float
    usable_gb: float
    headroom_gb: float
    verdict: FitVerdict
    strategy: str
    tokens_per_s: float | None
    """Decode tokens/s for one user (inference) or training tokens/s (fine-tuning)."""
    release_format: bool = False
    """Sized in the format the model is released in (``precision``: mxfp4, fp8)."""


class PrecisionFits(BaseModel):
    """The largest models that fit at one precision, and the next size up that does not."""

    precision: str
    """The precision of every row, or ``release``: each model in its own release format."""
    rows: list[FitRow]


class HardwareFits(BaseModel):
    """What fits on ``count`` x ``gpu`` for one method and context."""

    gpu_id: str
    gpu_name: str
    count: int
    method: FitMethod
    context_tokens: int
    usable_gb: float
    """Usable memory of one GPU after the reserve, GB."""
    by_precision: list[PrecisionFits]
    lead: FitRow | None
    """The biggest model that fits with headroom (highest precision on ties); None if none."""
    with_offload: list[OffloadPlan] = Field(default_factory=list)
    """Inference only: the largest MoE models that do not fit at Q4_K_M but run with experts in
    system RAM (llama.cpp ``--n-cpu-moe``) at ``OFFLOAD_MIN_TPS`` tokens/s or more."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def _verdict(per_gpu: float, usable: float) -> FitVerdict:
    if per_gpu > usable:
        return "does_not_fit"
    return "fits" if usable - per_gpu >= HEADROOM_SHARE * usable else "tight"


_AS_LISTED: dict[str, Precision] = {
    "fp32": "bf16", "fp16": "bf16", "bf16": "bf16", "int8": "q8_0", "q8_0": "q8_0",
    "q6_k": "q8_0", "fp8": "fp8", "int4": "q4_k_m", "q4_k_m": "q4_k_m", "q4_0": "q4_k_m",
    "q5_k_m": "q4_k_m", "mxfp4": "q4_k_m",
}  # fmt: skip
"""A stated precision and the listed group that sizes it (fp16 and bf16 size alike)."""


def _workload(method: FitMethod, precision: Precision, context: int) -> Workload:
    engine = "llama.cpp" if method == "inference" else "hf"
    if precision == "fp8":  # GGUF has no FP8 type: served by vLLM and SGLang
        engine = "vllm"
    return Workload(
        method=method,
        precision=None if method == "qlora" else precision,
        seq_len=context,
        engine=engine,
    )


def _fixed(wl: Workload) -> Callable[[ModelSpec], Workload]:
    """The same workload for every model."""
    return lambda _model: wl


RELEASE = "release"
"""The group of models sized in the low-precision format they are released in."""


def _release_workload(model: ModelSpec, context: int) -> Workload:
    """Inference at the model's release format, on llama.cpp when it runs it (MXFP4).

    Else on vLLM: FP8 checkpoints are served by vLLM and SGLang, and GGUF has no FP8 type.
    """
    precision = model.release_format.precision if model.release_format else None
    engine = "llama.cpp" if precision in ENGINES["llama.cpp"].precisions else "vllm"
    return Workload(method="inference", precision=precision, seq_len=context, engine=engine)


def _runs_as_released(model: ModelSpec, gpu: GPU) -> bool:
    """Whether ``model`` has a release format a runtime runs on ``gpu`` (no vLLM on a Mac)."""
    fmt = model.release_format
    if fmt is None:
        return False
    return fmt.precision in ENGINES["llama.cpp"].precisions or backend_of(gpu) != "metal"


def _row(model: ModelSpec, gpu: GPU, count: int, wl: Workload, speed: bool) -> FitRow:
    est = estimate_memory(model, gpu, count, wl, with_alternatives=False)
    tps: float | None = None
    if speed:
        s = estimate_speed(model, gpu, count, wl)
        tps = s.decode_tokens_per_s if wl.method == "inference" else s.train_tokens_per_s
    return FitRow(
        model_id=model.id,
        model_name=model.name,
        params_b=model.params_b,
        precision=est.precision,
        engine=wl.engine if wl.engine != "hf" else "transformers",
        per_gpu_gb=est.per_gpu_gb,
        usable_gb=est.usable_gb,
        headroom_gb=est.headroom_gb,
        verdict=_verdict(est.per_gpu_gb, est.usable_gb),
        strategy=est.strategy,
        tokens_per_s=tps,
        release_format=model.release_format is not None
        and est.precision == model.release_format.precision,
    )


def _ranked(models: Iterable[ModelSpec], context: int) -> list[ModelSpec]:
    """Named catalog models that take ``context`` tokens, largest first, newest first on ties."""
    usable = [m for m in models if not m.generic and m.max_context >= context]
    usable.sort(key=lambda m: (-m.params_b, -int((m.release or "0000-00").replace("-", "")), m.id))
    return usable


def _newest_alike(model: ModelSpec, fitting: list[ModelSpec]) -> ModelSpec:
    """The newest fitting model of ``model``'s size (within ``SAME_SIZE``, none bigger).

    A size class stands for one row: Qwen3-32B (2025) rather than Yi-34B (2023) at ~33B.
    """
    alike = [
        m
        for m in fitting
        if m.params_b <= model.params_b
        and model.params_b - m.params_b <= SAME_SIZE * model.params_b
    ]
    return max(alike, key=lambda m: (m.release or "0000-00", m.params_b), default=model)


def _for_precision(
    ranked: list[ModelSpec],
    gpu: GPU,
    count: int,
    workload: Callable[[ModelSpec], Workload],
    limit: int,
    label: str | None = None,
    distinct: bool = True,
) -> PrecisionFits:
    """The largest models that fit with ``workload(model)``, and the next size up that does not.

    ``workload`` gives one precision for every model, or each model's release format.
    """
    sized = [
        (m, estimate_memory(m, gpu, count, workload(m), with_alternatives=False)) for m in ranked
    ]
    first = next((i for i, (_, e) in enumerate(sized) if e.fits), None)
    picked: list[ModelSpec] = []
    if first is None:
        picked = [ranked[-1]] if ranked else []  # the smallest model, to show how far off
    else:
        if first > 0:
            picked.append(sized[first - 1][0])  # the next size up, which does not fit
        sizes: list[float] = []
        fitting = [m for m, e in sized[first:] if e.fits]
        for model, est in sized[first:]:
            if len(picked) - (first > 0) >= limit:
                break
            similar = any(abs(model.params_b - s) <= SAME_SIZE * s for s in sizes)
            if not est.fits or (distinct and similar):
                continue
            shown = _newest_alike(model, fitting) if distinct else model
            sizes += [model.params_b, shown.params_b]
            picked.append(shown)
    rows = [_row(m, gpu, count, workload(m), speed=True) for m in picked]
    precision = label or (rows[0].precision if rows else str(workload(ranked[0]).precision))
    return PrecisionFits(precision=precision, rows=rows)


def _offloaded(
    ranked: list[ModelSpec], gpu: GPU, count: int, context: int, ram_gb: float
) -> list[OffloadPlan]:
    """The largest MoE models that run at Q4_K_M with experts in RAM at a usable speed.

    None on a unified-memory machine (a Mac, a DGX Spark): its system RAM is the memory the GPU
    already uses, so there is no second pool to put experts in.
    """
    out: list[OffloadPlan] = []
    if gpu.unified_memory_gb is not None:
        return out
    for model in ranked:
        if len(out) >= OFFLOAD_ROWS:
            break
        if not model.is_moe:
            continue
        plan = plan_offload(model, gpu, count, precision="q4_k_m", context_tokens=context)
        fast = (plan.decode_tokens_per_s or 0) >= OFFLOAD_MIN_TPS
        if plan.kind == "moe_experts" and fast and plan.ram_weights_gb <= RAM_FREE_SHARE * ram_gb:
            out.append(plan)
    return out


def _lead(rows: list[FitRow], floor: float | None) -> tuple[FitRow | None, list[Message]]:
    """The biggest comfortable row (first on ties: highest precision), at the speed floor asked.

    Under a floor no row meets, the fastest comfortable row leads and the answer says so.
    """
    if floor is None:
        return max(rows, key=lambda r: r.params_b, default=None), []
    fast = [r for r in rows if r.tokens_per_s is not None and r.tokens_per_s >= floor]
    if fast:
        return max(fast, key=lambda r: r.params_b), [fit_say.SPEED_FLOOR_LEAD(tps=floor)]
    timed = [r for r in rows if r.tokens_per_s is not None]
    if not timed:
        return max(rows, key=lambda r: r.params_b, default=None), []
    return max(timed, key=lambda r: r.tokens_per_s or 0.0), [fit_say.NONE_AT_SPEED(tps=floor)]


def fits_hardware(
    models: Iterable[ModelSpec],
    gpu: GPU,
    count: int = 1,
    *,
    method: Method = "inference",
    context_tokens: int | None = None,
    per_precision: int = ROWS_PER_PRECISION,
    ram_gb: float | None = None,
    precision: Precision | None = None,
    every_model: bool = False,
    min_tokens_per_s: float | None = None,
) -> HardwareFits:
    """The largest catalog models that fit on ``count`` x ``gpu``, per precision, and the lead.

    Args:
        models: the catalog's models (generic shapes are skipped).
        gpu: the GPU type (for a Mac, its catalog memory is already the GPU-usable share).
        count: GPUs (>= 1).
        method: inference, lora, qlora or full (pretraining is sized as full).
        context_tokens: context per sequence; None = 4,096 for inference, 2,048 for training.
        per_precision: models listed per precision.
        ram_gb: system RAM for MoE expert offload; None = 64 GB.
        precision: a precision the user stated for inference ("fp16 原精度", "q8"): the lead
            is the biggest model at that precision, listed first; None = any precision.
        every_model: list every model given that fits, even two of about the same size (the
            models a user named: "qwen2.5 72b or llama 3.3 70b"), not one per size.
        min_tokens_per_s: a speed floor for inference ("20 tokens/s 以上"): the lead is the
            biggest model at least that fast, else the fastest that fits (and a warning).

    Returns:
        A ``HardwareFits`` with rows per precision (verdict, GB per GPU, tokens/s) and the lead.

    Raises:
        UsageError: a count or context below 1.
    """
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    if context_tokens is not None and context_tokens < 1:
        raise UsageError(say.CONTEXT_AT_LEAST_ONE(tokens=context_tokens))
    if ram_gb is not None and ram_gb <= 0:
        raise UsageError(say.RAM_POSITIVE(gb=ram_gb))
    fit_method: FitMethod = "full" if method == "pretrain" else method
    context = context_tokens or (
        DEFAULT_INFER_SEQ if fit_method == "inference" else DEFAULT_TRAIN_SEQ
    )
    ranked = _ranked(models, context)
    stated = _AS_LISTED.get(precision or "") if fit_method == "inference" else None
    listed = PRECISIONS[fit_method]
    if stated is not None:  # the precision asked, first
        listed = (stated, *(p for p in listed if p != stated))
    limit = max(per_precision, len(ranked)) if every_model else per_precision
    groups = [
        _for_precision(
            ranked,
            gpu,
            count,
            _fixed(_workload(fit_method, p, context)),
            limit,
            distinct=not every_model,
        )
        for p in listed
    ]
    released = [m for m in ranked if _runs_as_released(m, gpu)]
    if fit_method == "inference" and released and stated is None:
        # the publishers' own low-precision checkpoints, first: the format people download
        groups.insert(
            0,
            _for_precision(
                released,
                gpu,
                count,
                lambda m: _release_workload(m, context),
                limit,
                RELEASE,
                distinct=not every_model,
            ),
        )
    asked = groups[:1] if stated is not None else groups
    comfortable = [r for g in asked for r in g.rows if r.verdict == "fits"]
    lead, floor_notes = _lead(comfortable, min_tokens_per_s if fit_method == "inference" else None)
    assumptions: list[Message] = [
        say.FITS_RULE(share=HEADROOM_SHARE),
        say.FITS_CONTEXT(tokens=context),
        *floor_notes,
    ]
    if fit_method == "inference":
        assumptions.append(say.FITS_LLAMA_CPP())
        if released:
            assumptions.append(say.FITS_RELEASE())
    usable = next((g.rows[0].usable_gb for g in groups if g.rows and g.precision != RELEASE), 0.0)
    ram = DEFAULT_RAM_GB if ram_gb is None else ram_gb
    offload = _offloaded(ranked, gpu, count, context, ram) if fit_method == "inference" else []
    if fit_method == "inference":
        assumptions.append(say.FITS_OFFLOAD(tps=OFFLOAD_MIN_TPS, ram_gb=ram, share=RAM_FREE_SHARE))
    warnings: list[Message] = []
    if lead is None:
        warnings.append(say.FITS_NOTHING_COMFORTABLE(gpu=gpu.name, count=count))
    return HardwareFits(
        gpu_id=gpu.id,
        gpu_name=gpu.name,
        count=count,
        method=fit_method,
        context_tokens=context,
        usable_gb=usable,
        by_precision=groups,
        lead=lead,
        with_offload=offload,
        assumptions=assumptions,
        warnings=warnings,
    )


__all__ = [
    "PRECISIONS",
    "RELEASE",
    "FitRow",
    "FitVerdict",
    "HardwareFits",
    "PrecisionFits",
    "fits_hardware",
]
