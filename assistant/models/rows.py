"""Catalog rows: GPUs and models, with the bounds their fields must keep.

Units live in field names (``memory_gb``, ``memory_bandwidth_gb_s``); GB means 1e9 bytes.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.messages import Message


class Strict(BaseModel):
    """Base for catalog rows: unknown keys are errors, instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


# Bounds from physical sense: a value past these is a typo (or 1e999), reported at its line.
MAX_TFLOPS = 1_000_000.0
"""Dense FP8 on a B300 is about 5,000 TFLOPS; a million leaves room for any successor."""
MAX_PARAMS_B = 100_000.0
"""100T parameters, the largest bare size sized (``specs.MAX_GENERIC_PARAMS_B``)."""
MAX_HEADS = 100_000
"""Published models have at most 128 attention heads."""
MAX_CONTEXT = 1_000_000_000
"""Llama 4 Scout's 10M-token context is the longest published."""

# --------------------------------------------------------------------------- catalog: GPUs

Segment = Literal["consumer", "workstation", "datacenter"]
ChinaStatus = Literal["china_market", "licence", "restricted", "domestic"]
"""Sale into mainland China: a part made to pass the US rules (``china_market``), a US export
licence granted case by case (``licence``), barred or presumed denied (``restricted``), or a
Chinese domestic chip (``domestic``)."""


class GPU(Strict):
    """One accelerator as sold (a form factor of a chip), from vendor datasheets."""

    id: str
    """Stable slug, e.g. ``rtx-4090``, ``a100-80gb-sxm``."""
    name: str
    """Display name, e.g. ``GeForce RTX 4090``."""
    aliases: list[str] = Field(default_factory=list)
    """Other spellings users type (``4090``, ``RTX4090``); matched after normalisation."""
    vendor: str
    architecture: str
    form_factor: str
    segment: Segment
    launch_year: int = Field(ge=1990, le=2040)
    memory_gb: float = Field(gt=0, le=1024)
    """On-board memory in GB (vendor figure, 1e9 bytes); the largest sold is 288 GB (B300)."""
    memory_type: str
    memory_bandwidth_gb_s: float = Field(gt=0, le=100_000)
    """Peak memory bandwidth in GB/s."""
    bf16_tflops: float | None = Field(default=None, ge=0, le=MAX_TFLOPS)
    """Dense (no sparsity) BF16/FP16 tensor TFLOPS with FP32 accumulate; None = unknown."""
    fp8_tflops: float | None = Field(default=None, ge=0, le=MAX_TFLOPS)
    """Dense FP8 tensor TFLOPS; None = no FP8 support or unknown."""
    int8_tops: float | None = Field(default=None, ge=0, le=MAX_TFLOPS)
    """Dense INT8 tensor TOPS; None = unknown."""
    tf32_tflops: float | None = Field(default=None, ge=0, le=MAX_TFLOPS)
    fp32_tflops: float | None = Field(default=None, ge=0, le=MAX_TFLOPS)
    supports_bf16: bool
    supports_fp8: bool
    compute_capability: str | None = Field(default=None, pattern=r"^\d{1,2}\.\d$")
    """CUDA compute capability ("8.9", "12.0") from NVIDIA's CUDA GPUs list
    (developer.nvidia.com/cuda-gpus, checked 2026-12-02); None for other vendors."""
    interconnect: str
    """GPU-to-GPU link as the vendor names it (``NVLink 4``, ``none``)."""
    nvlink: bool
    """True when cards can talk over NVLink (bridge or NVSwitch), not only PCIe."""
    interconnect_gb_s: float = Field(ge=0, le=100_000)
    """Per-GPU GPU-to-GPU bandwidth in GB/s, bidirectional as NVIDIA quotes it; 0 = PCIe only."""
    pcie_gen: str | None = None
    tdp_w: float | None = Field(default=None, gt=0, le=100_000)
    """Maximum board or module power in watts."""
    slots: float | None = Field(default=None, ge=1, le=5)
    """Expansion slots the reference card is wide (2.0, 2.5, 3.0; the Founders Edition or
    vendor's own board); partner cards vary. None = not recorded (modules, SoCs, most rows)."""
    length_mm: float | None = Field(default=None, ge=50, le=400)
    """The reference card's length in mm (its own board's figure); None = not recorded."""
    rops: int | None = Field(default=None, ge=1, le=1024)
    """Render output units the card is specified with (GPU-Z's "ROPs"), as the TechPowerUp GPU
    database lists them; checked against a reading ("gpu-z shows 168 ROPs"). None = not recorded."""
    launch_price_usd: Decimal | None = Field(default=None, ge=0, le=100_000_000)
    price_basis: str | None = None
    """What ``launch_price_usd`` is (launch MSRP, street estimate) and its date."""
    used_price_usd: Decimal | None = Field(default=None, ge=0, le=100_000_000)
    """A dated used-market price, for a card also sold new (``launch_price_usd`` is its new
    one): what a card asked for used ("a used 3090") costs in a pick."""
    used_price_basis: str | None = None
    """Where ``used_price_usd`` comes from, its date and which end of a range it is."""
    market_note: str | None = None
    """Export-control status for China, or the China-market variant it is."""
    china_status: ChinaStatus | None = None
    """``market_note`` as a filter (None: no export status recorded); dated by ``as_of``."""
    source: str
    verified: bool
    """True when every figure was seen in a source named in ``source``."""
    verification: str | None = None
    """Which fields are unverified, when ``verified`` is False."""
    notes: str | None = None
    unified_memory_gb: float | None = Field(default=None, gt=0)
    """Total unified memory of an Apple silicon (or other shared-memory) system, vendor GB;
    ``memory_gb`` is then the share the GPU may use by default."""
    gpu_cores: int | None = Field(default=None, gt=0)
    """GPU cores as the vendor counts them (Apple GPU cores, AMD compute units); None = not
    recorded."""
    runtime_support: str | None = None
    """Which GPU runtimes support the card and how (ROCm support list, Metal), with dates."""
    unofficial: bool = False
    """A board modified outside the vendor's channels (memory doubled, no warranty); its
    figures are sellers' and reviewers', not a datasheet's."""
    as_of: date | None = None
    """When the row's figures and price were last checked against its sources."""

    @property
    def short_name(self) -> str:
        """The name as answers say it, without NVIDIA's consumer brand ("RTX 4090")."""
        return self.name.replace("GeForce ", "")


# --------------------------------------------------------------------------- catalog: models

AttentionKind = Literal["MHA", "GQA", "MQA", "MLA"]


ReleasePrecision = Literal["mxfp4", "fp8"]
"""Low-precision formats publishers ship checkpoints in (``quantization_config.quant_method``)."""
ReleaseScope = Literal["moe_experts", "linear"]
"""Weights a release format covers: the routed experts' FFNs only, or every linear layer."""


class ReleaseFormat(Strict):
    """The low-precision format the publisher's own checkpoint stores its weights in.

    Set only where the main release is in that format (its ``config.json`` carries a
    ``quantization_config``), never for a separate FP8 or 4-bit variant of a 16-bit model.
    """

    precision: ReleasePrecision
    quantized: ReleaseScope
    """``moe_experts``: the routed experts in ``precision``, everything else bf16 (gpt-oss);
    ``linear``: every linear layer but the embeddings and LM head (DeepSeek block FP8)."""
    source: str
    """Where the format is published (config ``quantization_config``, model card)."""


class ModelSpec(Strict):
    """An open model's architecture, from its published config."""

    id: str
    """Stable slug, e.g. ``llama-2-13b``."""
    name: str
    family: str
    aliases: list[str] = Field(default_factory=list)
    params_b: float = Field(gt=0, le=MAX_PARAMS_B)
    """Total parameters in billions."""
    active_params_b: float | None = Field(default=None, gt=0, le=MAX_PARAMS_B)
    """Parameters used per token in billions (MoE); None = dense (all active)."""
    num_layers: int = Field(gt=0, le=100_000)
    """A 100T-parameter generic model has 31,000; published models at most 128."""
    hidden_size: int = Field(gt=0, le=1_000_000)
    num_attention_heads: int = Field(gt=0, le=MAX_HEADS)
    num_kv_heads: int = Field(gt=0, le=MAX_HEADS)
    head_dim: int = Field(gt=0, le=100_000)
    intermediate_size: int = Field(gt=0, le=10_000_000)
    """Dense MLP width (for MoE: the dense layers' width, or the expert width if none)."""
    vocab_size: int = Field(gt=0, le=100_000_000)
    max_context: int = Field(gt=0, le=MAX_CONTEXT)
    attention: AttentionKind
    tied_embeddings: bool
    num_experts: int | None = Field(default=None, gt=0, le=1_000_000)
    experts_per_token: int | None = Field(default=None, gt=0, le=1_000_000)
    moe_intermediate_size: int | None = Field(default=None, gt=0, le=10_000_000)
    kv_lora_rank: int | None = Field(default=None, gt=0, le=1_000_000)
    """MLA compressed KV width (DeepSeek); None for non-MLA models."""
    qk_rope_head_dim: int | None = Field(default=None, gt=0, le=100_000)
    """MLA decoupled RoPE key width; None for non-MLA models."""
    release: str | None = None
    """Release month ``YYYY-MM``."""
    release_format: ReleaseFormat | None = None
    """The checkpoint's own low-precision format; None = released in 16 bit."""
    source: str
    generic: bool = False
    """True when built from a bare size ("13b") with assumed architecture, not from a config."""
    assumptions: list[Message] = Field(default_factory=list)
    """What was assumed for a generic model."""

    @property
    def active_b(self) -> float:
        """Parameters per token in billions (total for dense models)."""
        return self.active_params_b or self.params_b

    @property
    def is_moe(self) -> bool:
        """Whether the model routes tokens through a subset of experts."""
        return self.num_experts is not None


__all__ = [
    "AttentionKind",
    "ChinaStatus",
    "GPU",
    "MAX_CONTEXT",
    "MAX_HEADS",
    "MAX_PARAMS_B",
    "MAX_TFLOPS",
    "ModelSpec",
    "ReleaseFormat",
    "ReleasePrecision",
    "ReleaseScope",
    "Segment",
    "Strict",
]
