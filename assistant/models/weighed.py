"""An option weighed on one setup: an engine or a quantization format named against others."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

OptionPrecision = Literal["bf16", "fp16", "fp8", "int8", "int4", "q8_0", "q4_k_m", "q4_0"]
"""The weights' precision an option implies (the estimator's names)."""
OptionEngine = Literal["vllm", "sglang", "tensorrt-llm", "llama.cpp", "exllamav2", "mlx", "hf"]
"""The runtime an option runs on (the speed estimator's engine names)."""


class WeighedOption(BaseModel):
    """One engine or format the question weighs ("AWQ", "SGLang", "GGUF Q4_K_M", "FP8")."""

    label: str
    """The name shown in the answer ("AWQ", "GGUF Q4_K_M", "vLLM")."""
    engine: OptionEngine | None = None
    """The runtime it runs on (None: the engine the estimator picks for its precision)."""
    precision: OptionPrecision | None = None
    """The weights' precision it implies (None: the precision the question states)."""


__all__ = ["OptionEngine", "OptionPrecision", "WeighedOption"]
