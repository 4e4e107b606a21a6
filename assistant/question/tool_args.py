"""Argument schemas of the tools: what each calculator takes, validated, with descriptions.

The same models validate the pipeline's calls and describe the tools to an LLM (LangChain).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from assistant.calc.cpu_power import CPU_POWER
from assistant.calc.media import MediaMethod, MediaOptimizer, MediaPrecision, SpeechRuntime
from assistant.calc.workload import Engine, Strategy
from assistant.models import Feature, Method, Objective, PowerAsk, Precision, Recipe

REFERENCE_MODEL = "llama-3-8b"
"""The model cards are compared on when none is named."""


class MemoryArgs(BaseModel):
    """Arguments of ``estimate_memory``: names are matched forgivingly."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="model name or bare size, e.g. 'llama-2-13b' or '13b'")
    method: Method = Field(default="inference", description="inference, full, lora or qlora")
    gpu: str = Field(description="GPU name, e.g. 'rtx-4090' or 'A100 80G'")
    count: int = Field(default=1, description="number of GPUs")
    precision: Precision | None = Field(default=None, description="weight precision")
    seq_len: int | None = Field(default=None, description="tokens per sequence")
    batch: int | None = Field(default=None, description="sequences per GPU")
    grad_checkpointing: bool | None = None
    strategy: Strategy = "auto"
    engine: Engine = Field(
        default="hf",
        description="runtime: hf/transformers, transformers-eager, vllm, sglang, tensorrt-llm,"
        " llama.cpp (also Ollama, GGUF) or exllamav2",
    )
    box: list[str] = Field(
        default_factory=list,
        description="every card of a box of different cards, one name per card; a layer split"
        " by memory is then judged against their memory in all",
    )


class SpeedArgs(MemoryArgs):
    """Arguments of ``estimate_speed``: a workload, plus a token volume for training time."""

    tokens: float | None = Field(default=None, description="training tokens, for wall time")
    no_nvlink: bool = Field(default=False, description="time the cards over PCIe, NVLink off")


class LatencyTargets(BaseModel):
    """Latency targets a serving answer may be held to (all optional), shared by both tools."""

    ttft_target_s: float | None = Field(
        default=None, gt=0, description="time to first token each request must see, seconds"
    )
    itl_target_ms: float | None = Field(
        default=None, gt=0, description="inter-token latency (TPOT) each user must see, ms"
    )
    prompt: int | None = Field(
        default=None, ge=1, description="prompt tokens of a request, for its TTFT"
    )


class ServeArgs(LatencyTargets):
    """Arguments of ``plan_serving``: a model served to concurrent users on one GPU type."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="model name or bare size, e.g. 'qwen2.5-32b'")
    gpu: str = Field(description="GPU type to deploy on, e.g. 'h100'")
    users: int = Field(ge=1, description="concurrent users (sequences generating at once)")
    tokens_per_s: float | None = Field(default=None, description="decode tokens/s per user")
    context: int | None = Field(default=None, description="tokens per conversation")
    engine: Engine = Field(default="vllm", description="serving runtime")
    precision: Precision = "bf16"
    multi_node: bool = Field(
        default=False, description="let a replica span 8-GPU nodes when one cannot hold it"
    )


class CapacityArgs(LatencyTargets):
    """Arguments of ``serving_capacity``: how many users a model serves on the GPUs one has."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="model name or bare size, e.g. 'qwen2.5-14b'")
    gpu: str = Field(description="GPU type deployed on, e.g. 'rtx-4090'")
    count: int = Field(default=1, ge=1, le=4096, description="GPUs of that type")
    tokens_per_s: float | None = Field(default=None, description="decode tokens/s per user")
    context: int | None = Field(default=None, description="tokens per conversation")
    engine: Engine = Field(default="vllm", description="serving runtime")
    precision: Precision = "bf16"


class CompareArgs(BaseModel):
    """Arguments of ``compare_gpus``: two or more GPUs, and the workload to rate them on."""

    model_config = ConfigDict(extra="forbid")

    gpus: list[str] = Field(min_length=2, max_length=6, description="GPU names to compare")
    counts: list[int] = Field(default_factory=list, description="GPUs of each kind (default 1)")
    model: str | None = Field(default=None, description="workload model; None = Llama 3 8B")
    method: Method = "inference"
    precision: Precision | None = None
    seq_len: int | None = None
    batch: int | None = Field(
        default=None, ge=1, le=4096, description="sequences decoded together; None = 1"
    )
    engine: Literal["hf", "vllm", "llama.cpp"] = "hf"
    provider: str | None = Field(default=None, description="price only this provider's offers")
    objective: Objective | None = None
    currency: Literal["USD", "CNY"] = "USD"


class RecommendArgs(BaseModel):
    """Arguments of ``recommend_setup``: a workload, a budget and how to rank setups."""

    model_config = ConfigDict(extra="forbid")

    model: str | None = Field(
        default=None, description="model name or size; None = the largest of 70B/32B/13B/7B"
    )
    method: Method = "inference"
    precision: Precision | None = None
    seq_len: int | None = None
    batch: int | None = None
    engine: Literal["hf", "vllm", "llama.cpp"] = "hf"
    kind: Literal["buy", "rent"] = Field(description="buy cards or rent cloud offers")
    budget: Decimal | None = Field(default=None, description="most the user will spend")
    budget_currency: Literal["USD", "CNY"] = "USD"
    budget_period: Literal["hour", "month", "total"] | None = None
    hours: float | None = Field(default=None, description="rental hours, for a total budget")
    objective: Objective | None = None
    min_memory_gb: float | None = None
    features: list[Feature] = Field(default_factory=list)
    provider: str | None = None
    currency: Literal["USD", "CNY"] = "USD"
    non_cuda: bool = Field(
        default=False, description="admit AMD Radeon cards and Macs (asked for AMD, Apple, ROCm)"
    )
    gpus: list[str] = Field(
        default_factory=list, description="only these GPUs (the candidates named); empty = all"
    )
    exclude_gpus: list[str] = Field(
        default_factory=list, description="GPUs the user ruled out (cannot buy or rent them)"
    )
    max_board_power_w: float | None = Field(default=None, description="board power at most, W")
    psu_w: float | None = Field(
        default=None, gt=0, le=20_000, description="the PSU the cards must run on, W"
    )
    max_slots: float | None = Field(default=None, gt=0, le=8, description="card width at most")
    max_length_mm: float | None = Field(default=None, gt=0, description="card length at most")
    used_priced: bool = Field(
        default=False,
        description="the cards named are bought used: priced at a recorded used price",
    )
    max_cards: int | None = Field(default=None, description="bought setups of at most this many")
    offered: dict[str, Decimal] = Field(
        default_factory=dict,
        description="cards seen offered at a stated price, in ``currency``",
    )
    whole_servers: bool = Field(
        default=False, description="rentals of whole 8-GPU servers only (a job across servers)"
    )
    min_tokens_per_s: float | None = Field(default=None, description="decode tokens/s at least")


class PriceArgs(BaseModel):
    """Arguments of ``price_job``: a job of ``hours`` on ``count`` GPUs, priced per offering."""

    model_config = ConfigDict(extra="forbid")

    gpu: str | None = Field(default=None, description="GPU name; None = any GPU")
    count: int = Field(default=1, description="GPUs used at once")
    hours: float = Field(description="wall-clock hours")
    provider: str | None = None
    currency: Literal["USD", "CNY"] = "USD"
    spot: bool = Field(default=False, description="rank by spot price with preemption overhead")
    min_memory_gb: float | None = None
    one_instance: bool = Field(
        default=False, description="only instances that hold all the GPUs (one machine)"
    )
    instance_type: str | None = Field(
        default=None, description="only this instance type ('g6e.4xlarge'), as the user named it"
    )
    region: Literal["china", "us", "europe", "asia"] | None = Field(
        default=None, description="only offers in this region, or priced the same everywhere"
    )


class RentBuyArgs(BaseModel):
    """Arguments of ``rent_vs_buy``."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    count: int = 8
    years: float = 3.0
    utilization: float = 0.5
    currency: Literal["USD", "CNY"] = "USD"
    capex: Decimal | None = Field(default=None, description="purchase price, if known")
    rent_per_gpu_hour: Decimal | None = Field(
        default=None, gt=0, description="rent rate to weigh against (a named provider's)"
    )
    resale: bool = Field(
        default=False, description="the hardware is sold at the end: its used price comes back"
    )
    resale_value: Decimal | None = Field(
        default=None, ge=0, description="what the user says the hardware sells for at the end"
    )


class RemedyArgs(MemoryArgs):
    """Arguments of ``suggest_remedies``: the job that runs out of memory, and larger cards."""

    larger: list[str] = Field(default_factory=list, description="cards to offer instead")


class HostRamArgs(BaseModel):
    """Arguments of ``host_ram``: the box's GPUs, the RAM it has, what offload keeps in RAM."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    count: int = Field(default=1, ge=1)
    ram_gb: float | None = Field(default=None, gt=0, description="system RAM the box has")
    offload_gb: float = Field(default=0.0, ge=0)


# --------------------------------------------------------------------------- issue 22 tools


class FitsArgs(BaseModel):
    """Arguments of ``fits_hardware``: the user's GPUs, a method and a context."""

    model_config = ConfigDict(extra="forbid")

    gpu: str = Field(description="GPU or Mac name, e.g. 'rtx-3090' or 'M2 Ultra'")
    count: int = Field(default=1, ge=1, description="number of GPUs")
    method: Method = Field(default="inference", description="inference, lora, qlora or full")
    context: int | None = Field(default=None, ge=1, description="tokens per sequence")
    ram_gb: float | None = Field(default=None, gt=0, description="system RAM for MoE offload")
    precision: Precision | None = Field(
        default=None, description="precision stated for inference, e.g. 'fp16' or 'q8_0'"
    )
    models: list[str] = Field(
        default_factory=list, description="only these models (the ones named); empty = all"
    )
    min_tokens_per_s: float | None = Field(
        default=None, gt=0, description="speed floor for the lead model, tokens/s (inference)"
    )
    reserved_gb: float | None = Field(
        default=None, gt=0, description="GB per card held by a model loaded beside (Whisper)"
    )


class KvCacheArgs(BaseModel):
    """Arguments of ``estimate_kv_cache``: a model, a context and how many sequences."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="model name, e.g. 'mistral-7b'")
    context: int = Field(ge=1, description="tokens of context per sequence")
    sequences: int = Field(default=1, ge=1, description="concurrent users or batch")
    kv_precision: Literal["bf16", "fp16", "fp8", "q8_0", "q4_0"] = "bf16"
    sliding_window: bool = Field(default=True, description="cap sliding-window layers")
    gpu: str | None = Field(
        default=None, description="GPU to place it on: adds the RAM-offload plan"
    )
    count: int = Field(default=1, ge=1)
    precision: Precision = Field(default="q4_k_m", description="weights, for the offload plan")
    offload: bool = Field(
        default=True, description="plan a CPU split of the weights (not on a serving engine)"
    )
    ram_gb_s: float | None = Field(default=None, gt=0, description="system RAM bandwidth")
    weights_precision: Precision | None = Field(
        default=None, description="weights beside the cache on the GPU; None = widest that fits"
    )
    gpu_memory_utilization: float = Field(
        default=0.9, gt=0, le=1, description="share of each GPU the server preallocates"
    )


class DurationArgs(BaseModel):
    """Arguments of ``estimate_job_duration``: a training job's data volume and its GPUs."""

    model_config = ConfigDict(extra="forbid")

    model: str
    gpu: str
    count: int = Field(default=1, ge=1)
    method: Literal["pretrain", "full", "lora", "qlora"] = "lora"
    tokens: float | None = Field(default=None, gt=0, description="tokens per epoch")
    samples: int | None = Field(default=None, ge=1, description="samples per epoch")
    seq_len: int | None = Field(default=None, ge=1, description="tokens per sample")
    epochs: float = Field(default=1.0, gt=0)
    currency: Literal["USD", "CNY"] = "USD"
    mfu: float | None = Field(default=None, gt=0, le=1, description="stated MFU, 0-1")
    recipe: Recipe | None = Field(
        default=None, description="training recipe named (DPO pairs count as two sequences)"
    )
    precision: Precision | None = Field(default=None, description="training precision")
    batch: int | None = Field(default=None, ge=1, description="sequences per GPU, for the fit")
    strategy: Strategy = Field(default="auto", description="'offload': ZeRO-Offload to host RAM")


class BatchInferenceArgs(BaseModel):
    """Arguments of ``estimate_batch_inference``: prompts run offline through a model."""

    model_config = ConfigDict(extra="forbid")

    model: str
    gpu: str
    count: int = Field(default=1, ge=1)
    requests: int = Field(ge=1, description="prompts in the job")
    output_tokens: int | None = Field(default=None, ge=1, description="generated per prompt")
    prompt_tokens: int | None = Field(default=None, ge=1, description="tokens per prompt")
    engine: Engine = "vllm"
    precision: Precision = "bf16"
    currency: Literal["USD", "CNY"] = "USD"


def _known_cpu(key: str) -> str:
    if key not in CPU_POWER:
        raise ValueError(f"unknown CPU {key!r}; known: {', '.join(sorted(CPU_POWER))}")
    return key


class PowerArgs(BaseModel):
    """Arguments of ``estimate_power``: the GPUs of a build or server and the electricity."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    count: int = Field(default=1, ge=1)
    other_gpus: list[str] = Field(
        default_factory=list, description="further cards in the same box, one name per card"
    )
    kind: Literal["build", "server"] | None = None
    cpu_w: float | None = Field(default=None, ge=0)
    cpu: Annotated[str, AfterValidator(_known_cpu)] | None = Field(
        default=None, description="a CPU model named, e.g. 7950x, 14900k"
    )
    platform_w: float | None = Field(default=None, ge=0)
    hours_per_day: float = Field(default=24.0, gt=0, le=24)
    load: float = Field(default=1.0, gt=0, le=1)
    pue: float | None = Field(default=None, ge=1)
    tariff_per_kwh: Decimal | None = Field(default=None, gt=0)
    currency: Literal["USD", "CNY"] = "USD"
    ask: PowerAsk = "psu"
    circuit_volts: float | None = Field(default=None, ge=100, le=480)
    circuit_amps: float | None = Field(default=None, gt=0, le=63)
    circuit_assumed: bool = False
    """The circuit is a household default, not stated (the answer says so)."""
    power_limit_w: float | None = Field(default=None, gt=0, le=20_000)
    psu_stated_w: float | None = Field(default=None, gt=0, le=20_000)
    """A PSU the user has or means to buy: whether it carries the build."""
    budget_w: float | None = Field(default=None, gt=0, le=1_000_000)
    """A power budget (a rack's kW): whether the wall draw stays within it."""
    period_hours: float | None = Field(default=None, gt=0, le=876_000)
    """The period the electricity bill is asked for, hours (None = a month)."""
    hosting_per_kw_month: Decimal | None = Field(default=None, gt=0, le=100_000)
    """A colocation fee per kW a month: the box's fee at its full-load wall draw."""


class RentBuyStatedArgs(RentBuyArgs):
    """Arguments of ``rent_vs_buy_stated``: ``rent_vs_buy`` with the user's own figures."""

    hours_per_week: float | None = Field(default=None, gt=0, le=168)
    rent_per_gpu_hour: Decimal | None = Field(default=None, gt=0)
    rent_quoted: bool = Field(
        default=False, description="the rent rate is a price-book quote, not the user's figure"
    )
    tariff_per_kwh: Decimal | None = Field(
        default=None, ge=0, description="price of a kWh; 0 when someone else pays the power"
    )
    pue: float | None = Field(default=None, ge=1)
    power_kw: float | None = Field(default=None, gt=0)
    hosting_per_kw_month: Decimal | None = Field(
        default=None,
        gt=0,
        le=100_000,
        description="a colocation fee per kW a month, power included",
    )
    hosting_per_month: Decimal | None = Field(
        default=None, gt=0, le=10_000_000, description="a flat colocation fee a month for the box"
    )


class WorkloadMemoryArgs(BaseModel):
    """Arguments of ``estimate_workload_memory``: an image, video, vision or speech workload."""

    model_config = ConfigDict(extra="forbid")

    workload: str = Field(
        description="workload name, e.g. 'sdxl', 'flux dev', 'yolo11x', 'large-v3'"
    )
    gpu: str = Field(description="GPU name, e.g. 'rtx-4060-ti-16gb'")
    method: MediaMethod = Field(
        default="inference", description="inference, lora, dreambooth, full"
    )
    precision: MediaPrecision | None = Field(
        default=None, description="denoiser/backbone weights: fp16, bf16, fp8, nf4, q8_0, q4_0 …"
    )
    text_encoder_precision: MediaPrecision | None = None
    resolution: int | None = Field(default=None, description="image side or frame height, px")
    width: int | None = None
    steps: int | None = Field(default=None, description="sampling steps per image")
    frames: int | None = None
    batch: int = 1
    text_encoder_offload: bool = False
    vae_tiling: bool = False
    grad_checkpointing: bool = True
    optimizer: MediaOptimizer = "adamw"
    cached_latents: bool = True
    train_text_encoder: bool = False
    lora_rank: int = 16
    runtime: SpeechRuntime = "faster-whisper"
    adapters: int = Field(default=0, ge=0, le=20, description="LoRAs loaded at inference")


class WorkloadSpeedArgs(WorkloadMemoryArgs):
    """Arguments of ``estimate_workload_speed``: a workload plus the size of the job, if any."""

    images: int | None = Field(default=None, description="dataset images, for training hours")
    epochs: float | None = None
    train_steps: int | None = Field(default=None, description="diffusion training steps")
    audio_hours: float | None = Field(default=None, description="hours of audio to transcribe")
    count: int = Field(
        default=1, ge=1, le=1024, description="cards sharing the images or clips to generate"
    )


class WorkloadPickArgs(WorkloadSpeedArgs):
    """Arguments of ``recommend_workload_gpu``: a workload, buy or rent, a budget, a ranking.

    A job size (images and epochs, training steps, audio hours) adds job hours and, renting,
    the job's cost.
    """

    gpu: str | None = None  # type: ignore[assignment]
    kind: Literal["buy", "rent"] = "buy"
    budget: Decimal | None = Field(default=None, description="most per card (buy) or per hour")
    currency: Literal["USD", "CNY"] = "USD"
    rank_by: Literal["price", "speed", "job_cost"] = "price"
    provider: str | None = Field(default=None, description="rent only from this provider")
    per_minute: float | None = Field(
        default=None, gt=0, description="images (or videos) a minute to serve at peak"
    )
    as_asked_first: bool = Field(
        default=True,
        description="by price, cards that run it as asked before cheaper ones needing NF4/offload",
    )
    gpus: list[str] = Field(
        default_factory=list, description="only these GPUs (the candidates named); empty = all"
    )
    features: list[Feature] = Field(
        default_factory=list, description="only cards with these features (low_profile)"
    )
    max_board_power_w: float | None = Field(default=None, gt=0, description="most board power")
    psu_w: float | None = Field(
        default=None, gt=0, le=20_000, description="the PSU the card runs on"
    )
    max_slots: float | None = Field(default=None, gt=0, le=8, description="card width at most")
    memory_gb: float | None = Field(default=None, gt=0, description="only cards of this memory")
    timed_on: str | None = Field(default=None, description="the GPU the user timed the job on")
    timed_seconds: float | None = Field(default=None, gt=0, description="their time per item")
    target_seconds: float | None = Field(default=None, gt=0, description="time per item wanted")
