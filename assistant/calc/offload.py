"""Running a model larger than the GPUs: MoE experts or whole layers in system RAM, and the speed.

llama.cpp can keep the expert FFNs of some MoE layers in system RAM (``--n-cpu-moe N``) while
attention, shared weights and the KV cache stay on the GPU; a dense model can keep only some
layers on the GPU (``--n-gpu-layers``). Each decode step then reads the GPU-resident bytes at
the GPU's bandwidth and the RAM-resident bytes of the token's active weights at the RAM's:

    step = gpu_bytes / (gpu_bw x llama.cpp efficiency) + ram_bytes / (ram_bw x CPU efficiency)
           + layers x llama.cpp per-layer cost

Memory placement uses the fit check's bytes per parameter; reads use the GGUF bits per weight
(as ``calc.speed`` does). GB = 1e9 bytes.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, computed_field

from assistant.calc.engines import DECODE_BITS_PER_WEIGHT, engine_spec, weight_class
from assistant.calc.experts import active_expert_params, expert_params
from assistant.calc.kv_cache import KvCacheEstimate, kv_bytes
from assistant.calc.kv_fit import KvFit
from assistant.calc.memory_terms import BYTES_PER_PARAM, GB, arch_of
from assistant.calc.sizing import estimate_memory
from assistant.calc.workload import GGUF_TYPES, Workload
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import llmcalc as say
from assistant.models import GPU, ModelSpec

DEFAULT_RAM_GB_S = 89.6
"""Dual-channel DDR5-5600, the common desktop: 5600 MT/s x 8 bytes x 2 channels (JEDEC)."""
CPU_DECODE_BW_EFF = 0.4
"""Share of theoretical RAM bandwidth llama.cpp's CPU path reaches on decode: a LocalLLaMA
guide measures ~35 GB/s sustained of ~90 GB/s on dual-channel DDR5; gpt-oss-120b with all 36
expert layers on the CPU (``--n-cpu-moe 36``) ran 25.6 tokens/s on a Core i9-14900K (about
1.4 GB of active expert weights per token at 4.25 bits: ~37 GB/s)."""

OffloadKind = Literal["none", "moe_experts", "dense_layers", "does_not_fit"]


class OffloadPlan(BaseModel):
    """Where the weights go and how fast decode runs (GB = 1e9 bytes, rates in tokens/s)."""

    model_id: str
    gpu_id: str
    count: int
    precision: str
    context_tokens: int
    kind: OffloadKind
    """``none``: all on the GPUs; ``moe_experts``: --n-cpu-moe; ``dense_layers``: -ngl."""
    weights_gb: float
    """All weights at ``precision`` (as the fit check sizes them)."""
    gpu_weights_gb: float
    ram_weights_gb: float
    """Weights kept in system RAM: what the host needs beyond the OS."""
    kv_cache_gb: float
    gpu_budget_gb: float
    """Usable GPU memory left for weights once KV cache and overhead are placed."""
    layers: int
    cpu_layers: int
    """MoE layers whose experts stay in RAM (``--n-cpu-moe``), or dense layers left on the CPU
    (layers minus ``--n-gpu-layers``)."""
    ram_gb_s: float
    """System RAM bandwidth assumed (theoretical), GB/s."""
    decode_tokens_per_s: float | None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def ram_read_gb_s(self) -> float:
        """The RAM read rate decode gets: ``CPU_DECODE_BW_EFF`` of the theoretical, GB/s."""
        return round(self.ram_gb_s * CPU_DECODE_BW_EFF, 1)

    """Batch-1 decode with this placement; None when it cannot run at all."""
    gpu_only_tokens_per_s: float
    """What decode would reach if every weight sat on the GPUs (the upper bound)."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def plan_offload(
    model: ModelSpec,
    gpu: GPU,
    count: int = 1,
    *,
    precision: str = "q4_k_m",
    context_tokens: int = 4096,
    ram_gb_s: float | None = None,
    gpu_layers: int | None = None,
    cpu_moe_layers: int | None = None,
) -> OffloadPlan:
    """Place ``model`` on ``count`` x ``gpu`` plus system RAM with llama.cpp, and time decode.

    Args:
        model: the model (MoE models offload experts, dense ones whole layers).
        gpu: the GPU type; ``count`` of them split the layers (llama.cpp ``-sm layer``).
        count: GPUs (>= 1).
        precision: a GGUF type (``q4_k_m``, ``q8_0``...) or ``bf16``.
        context_tokens: context held in the KV cache.
        ram_gb_s: the host's theoretical RAM bandwidth; None = dual-channel DDR5-5600.
        gpu_layers: a dense model's layers seen on the GPU (``-ngl``, a load log); None = as
            many as fit.
        cpu_moe_layers: a MoE model's layers whose experts were put in system RAM
            (``--n-cpu-moe``); None = as few as fit. Fewer than the card needs are raised to
            the fewest that fit.

    Returns:
        An ``OffloadPlan``: what sits where, RAM needed, decode tokens/s with and without
        offload.

    Raises:
        UsageError: a precision llama.cpp does not run, or a non-positive bandwidth.
    """
    if precision not in GGUF_TYPES and precision not in ("bf16", "fp16"):
        raise UsageError(say.OFFLOAD_PRECISION(precision=precision))
    if ram_gb_s is not None and ram_gb_s <= 0:
        raise UsageError(say.RAM_BANDWIDTH_POSITIVE(gb_s=ram_gb_s))
    ram_bw = ram_gb_s or DEFAULT_RAM_GB_S
    engine = engine_spec("llama.cpp")
    wl = Workload(precision=precision, seq_len=context_tokens, engine="llama.cpp")
    est = estimate_memory(model, gpu, count, wl, with_alternatives=False)
    per_param = BYTES_PER_PARAM[precision]
    params = model.params_b * 1e9
    weights = params * per_param
    non_weight = est.total_gb * GB - weights
    budget = est.usable_gb * GB * count - non_weight
    a = arch_of(model)
    layers = a.layers
    kv = kv_bytes(model, context_tokens, 1, 2.0)
    bits = DECODE_BITS_PER_WEIGHT.get(precision, 16.0) / 8
    gpu_bw = gpu.memory_bandwidth_gb_s * 1e9 * engine.decode_bw_eff[weight_class(precision)]
    cpu_bw = ram_bw * 1e9 * CPU_DECODE_BW_EFF
    fixed = layers * engine.layer_overhead_us * 1e-6
    active = model.active_b * 1e9
    kv_read = kv / 2  # the cache averages half full over a reply
    gpu_only = 1 / ((active * bits + kv_read) / gpu_bw + fixed)
    assumptions = [
        say.OFFLOAD_READS(
            gpu_eff=engine.decode_bw_eff[weight_class(precision)],
            bandwidth=gpu.memory_bandwidth_gb_s,
            ram_gb_s=ram_bw,
            cpu_eff=CPU_DECODE_BW_EFF,
        )
    ]
    if ram_gb_s is None:
        assumptions.append(say.RAM_DDR5_DEFAULT(gb_s=DEFAULT_RAM_GB_S))
    kind: OffloadKind
    if est.fits and (gpu_layers is None or gpu_layers >= layers or model.is_moe):
        kind, cpu_layers, ram_weights = "none", 0, 0.0
        tps: float | None = gpu_only
    elif model.is_moe:
        experts = expert_params(model)
        shared = (params - experts) * per_param
        per_layer = experts * per_param / layers
        room = budget - shared
        if room < 0:
            kind, cpu_layers, ram_weights, tps = "does_not_fit", layers, weights, None
        else:
            kind = "moe_experts"
            cpu_layers = max(0, layers - int(room // per_layer))
            if cpu_moe_layers is not None:  # the split set with --n-cpu-moe, within the model
                cpu_layers = min(layers, max(cpu_layers, cpu_moe_layers))
            ram_weights = per_layer * cpu_layers
            cpu_share = cpu_layers / layers
            expert_active = active_expert_params(model, experts) * cpu_share
            t = ((active - expert_active) * bits + kv_read) / gpu_bw
            tps = 1 / (t + expert_active * bits / cpu_bw + fixed)
            assumptions.append(say.OFFLOAD_MOE(layers=cpu_layers, total=layers))
    else:
        per_layer = weights / layers
        if gpu_layers is None:
            gpu_layers = int(max(budget, 0) // per_layer)
        gpu_layers = max(0, min(layers, gpu_layers))
        kind, cpu_layers = "dense_layers", layers - gpu_layers
        ram_weights = per_layer * cpu_layers
        cpu_share = cpu_layers / layers
        t = (active * (1 - cpu_share) * bits + kv_read) / gpu_bw
        tps = 1 / (t + active * cpu_share * bits / cpu_bw + fixed)
        assumptions.append(say.OFFLOAD_DENSE(gpu_layers=gpu_layers, total=layers))
    warnings: list[Message] = []
    if kind == "does_not_fit":
        warnings.append(
            say.OFFLOAD_SHARED_TOO_BIG(gb=(params - expert_params(model)) * per_param / GB)
        )
    elif kind != "none" and tps is not None and tps < 0.5 * gpu_only:
        warnings.append(say.OFFLOAD_SLOWER(times=gpu_only / tps))
    return OffloadPlan(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        precision=precision,
        context_tokens=context_tokens,
        kind=kind,
        weights_gb=round(weights / GB, 2),
        gpu_weights_gb=round((weights - ram_weights) / GB, 2),
        ram_weights_gb=round(ram_weights / GB, 2),
        kv_cache_gb=round(kv / GB, 2),
        gpu_budget_gb=round(budget / GB, 2),
        layers=layers,
        cpu_layers=cpu_layers,
        ram_gb_s=ram_bw,
        decode_tokens_per_s=round(tps, 1) if tps is not None else None,
        gpu_only_tokens_per_s=round(gpu_only, 1),
        assumptions=assumptions,
        warnings=warnings,
    )


__all__ = [
    "CPU_DECODE_BW_EFF",
    "DEFAULT_RAM_GB_S",
    "KvCacheReport",
    "OffloadPlan",
    "expert_params",
    "plan_offload",
]


class KvCacheReport(BaseModel):
    """The KV cache of a model at a context, and (with a GPU named) where the weights go."""

    kv_cache: KvCacheEstimate
    offload: OffloadPlan | None = None
    fit: KvFit | None = None
    """With a GPU named: the cache beside the weights, and how many sequences fit."""
