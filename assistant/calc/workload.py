"""The workload a memory or speed estimate is asked about: method, precision, lengths, split.

Defaults are typical runs, not a model's maximum (2,048 tokens to train, 4,096 to infer).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from assistant.calc.engines import EngineName
from assistant.errors import UsageError
from assistant.messages import failures as fail
from assistant.models import Method, Precision

Strategy = Literal[
    "auto", "single", "ddp", "zero1", "zero2", "zero3", "fsdp", "tp", "pp", "device_map", "offload"
]
Optimizer = Literal["adamw", "adamw-8bit", "sgd"]
TrainingPrecision = Literal["amp", "bf16"]
LoraTargets = Literal["all-linear", "qv"]
Engine = Literal["hf", EngineName]
"""Runtime: ``hf`` is transformers (SDPA); see ``calc.engines`` for each one's constants."""

TRAINING_METHODS = frozenset({"full", "lora", "qlora", "pretrain"})
GGUF_TYPES = frozenset({"q8_0", "q6_k", "q5_k_m", "q4_k_m", "q4_0", "q3_k_m", "q2_k"})

DEFAULT_TRAIN_SEQ = 2048
"""Typical fine-tuning sequence length (torchtune and LLaMA-Factory recipes pack to 2048)."""
DEFAULT_INFER_SEQ = 4096
"""Typical chat context (prompt + reply); llama.cpp/Ollama default 2-8k, never the model max."""


class Workload(BaseModel):
    """What the user wants to run; every field has a stated default."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    method: Method = "inference"
    precision: Precision | None = None
    """Weight precision; None = bf16, or NF4 (``int4``) for QLoRA."""
    seq_len: int | None = Field(default=None, ge=1)
    """Tokens per sequence (prompt + generated for inference); None = a typical context."""
    batch: int = Field(default=1, ge=1)
    """Sequences per GPU per step (micro-batch) or concurrent requests."""
    grad_checkpointing: bool | None = None
    """Activation recomputation; None = on for training."""
    optimizer: Optimizer = "adamw"
    training_precision: TrainingPrecision = "amp"
    """``amp``: bf16 compute with fp32 master weights; ``bf16``: everything in bf16."""
    lora_rank: int = Field(default=16, ge=1, le=4096)
    lora_targets: LoraTargets = "all-linear"
    lora_dropout: bool = False
    """LoRA dropout > 0 (PEFT and LLaMA-Factory default to 0; litgpt and Qwen use 0.05)."""
    double_quant: bool = True
    """QLoRA NF4 double quantization of the block constants (QLoRA paper default)."""
    flash_attention: bool = True
    chunked_loss: bool = False
    """Cross-entropy computed in chunks so fp32 logits never exist at once (torchtune)."""
    kv_precision: Precision | None = None
    """KV-cache precision; None = 16-bit compute precision."""
    engine: Engine = "hf"
    gpu_memory_utilization: float = Field(default=0.9, gt=0, le=1)
    """vLLM's preallocation fraction (its default 0.9)."""
    strategy: Strategy = "auto"

    @model_validator(mode="after")
    def _consistent(self) -> Workload:
        if self.method == "qlora" and self.precision not in (None, "int4"):
            raise UsageError(fail.QLORA_PRECISION(precision=str(self.precision)))
        if self.method in ("full", "pretrain") and self.precision not in (
            None,
            "fp32",
            "bf16",
            "fp16",
        ):
            raise UsageError(
                fail.TRAINING_PRECISION(method=self.method, precision=str(self.precision))
            )
        if self.method == "lora" and self.precision in GGUF_TYPES:
            raise UsageError(fail.GGUF_NOT_FOR_LORA())
        if self.method == "inference" and self.strategy in ("zero1", "zero2", "zero3", "fsdp"):
            raise UsageError(fail.SHARDING_IS_FOR_TRAINING(strategy=str(self.strategy)))
        return self

    @property
    def is_training(self) -> bool:
        """Whether this workload trains (has gradients)."""
        return self.method in TRAINING_METHODS
