"""Memory at a weight width below the modelled types, by rescaling a modelled estimate's weights.

"DeepSeek R1 1.58bit on 2 × 48 GB": the sizing models GGUF Q2_K and wider, so a sub-2-bit
build (Unsloth's dynamic 1.58-bit, IQ1_S, ternary) is sized from the nearest estimate: its
weights term is rescaled to the stated bits per weight, every other term (KV cache, buffers,
CUDA context) kept. The widths are averages over the file, so the result is an estimate either
way; a "no" is firm when even the weights alone exceed the usable memory. Pure.
"""

from __future__ import annotations

from pydantic import BaseModel

from assistant.calc.memory_terms import BYTES_PER_PARAM
from assistant.calc.sizing import MemoryEstimate

GGUF_LOW_WIDTHS: dict[str, float] = {
    "IQ1_S": 1.5625,
    "IQ1_M": 1.75,
    "IQ2_XXS": 2.0625,
    "IQ2_XS": 2.3125,
    "IQ2_S": 2.5,
    "IQ2_M": 2.7,
}
"""Bits per weight of llama.cpp's sub-Q2_K i-quants (llama.cpp quantize's type table)."""
TERNARY_BITS = 1.58
"""log2(3): one of -1, 0, +1 per weight (BitNet b1.58)."""


class LowBitFit(BaseModel):
    """One estimate's memory with its weights at ``bits`` per weight (GB = 1e9 bytes)."""

    bits: float
    weights_gb: float
    """All the weights at ``bits``, summed over the GPUs."""
    per_gpu_gb: float
    usable_gb: float
    count: int
    fits: bool
    weights_alone_too_big: bool
    """Even the weights, with nothing else, exceed the GPUs' usable memory in all."""


def width_of(surface: str) -> float | None:
    """Bits per weight of a sub-2-bit name as read ("1.58-bit", "IQ1_S", "ternary")."""
    name = surface.strip().upper()
    if name in GGUF_LOW_WIDTHS:
        return GGUF_LOW_WIDTHS[name]
    if name.endswith("-BIT"):
        try:
            return float(name.removesuffix("-BIT"))
        except ValueError:
            return None
    if name in ("TERNARY", "BITNET", "三值"):
        return TERNARY_BITS
    return None


def at_bits(estimate: MemoryEstimate, bits: float) -> LowBitFit:
    """``estimate`` with its weights term rescaled from its precision to ``bits`` per weight."""
    modelled = BYTES_PER_PARAM[estimate.precision] * 8
    weights = estimate.breakdown.weights * bits / modelled
    per_gpu = estimate.per_gpu_gb - estimate.breakdown.weights + weights
    count = estimate.count
    return LowBitFit(
        bits=bits,
        weights_gb=round(weights * count, 1),
        per_gpu_gb=round(per_gpu, 1),
        usable_gb=estimate.usable_gb,
        count=count,
        fits=per_gpu <= estimate.usable_gb,
        weights_alone_too_big=weights * count > estimate.usable_gb * count,
    )


__all__ = ["GGUF_LOW_WIDTHS", "LowBitFit", "at_bits", "width_of"]
