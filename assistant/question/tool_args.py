"""Argument schemas of the tools: what each calculator takes, validated, with descriptions.

The same models validate the pipeline's calls and describe the tools to an LLM (LangChain).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.workload import Engine, Strategy
from assistant.models import Feature, Method, Objective, Precision


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


class SpeedArgs(MemoryArgs):
    """Arguments of ``estimate_speed``: a workload, plus a token volume for training time."""

    tokens: float | None = Field(default=None, description="training tokens, for wall time")


class ServeArgs(BaseModel):
    """Arguments of ``plan_serving``: a model served to concurrent users on one GPU type."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="model name or bare size, e.g. 'qwen2.5-32b'")
    gpu: str = Field(description="GPU type to deploy on, e.g. 'h100'")
    users: int = Field(ge=1, description="concurrent users (sequences generating at once)")
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


class RentBuyArgs(BaseModel):
    """Arguments of ``rent_vs_buy``."""

    model_config = ConfigDict(extra="forbid")

    gpu: str
    count: int = 8
    years: float = 3.0
    utilization: float = 0.5
    currency: Literal["USD", "CNY"] = "USD"
    capex: Decimal | None = Field(default=None, description="purchase price, if known")


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


class InstanceArgs(BaseModel):
    """Arguments of ``describe_instance``: an instance type or family as people name it."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="instance type or family: g6e.12xlarge, ND H100 v5, gn8is")
    provider: str | None = Field(default=None, description="provider to look in; None = any")
