"""Shared pieces of the throughput estimators: the result model, tensor peaks, GPU links."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from assistant.messages import Message
from assistant.messages import table as say
from assistant.models import GPU

PCIE_GB_S = {"3": 12.0, "4": 25.0, "5": 50.0}
"""Achievable one-way PCIe x16 bandwidth by generation (theory 16/32/64 GB/s)."""


class SpeedEstimate(BaseModel):
    """Throughput for one workload on ``count`` x ``gpu`` (rates in tokens per second)."""

    model_id: str
    gpu_id: str
    count: int
    method: str
    precision: str
    strategy: str
    bound: Literal["memory-bandwidth", "compute", "communication"]
    engine: str = "transformers"
    """Runtime the rates assume (``calc.engines`` name)."""
    engine_label: str = "Hugging Face transformers (SDPA)"
    decode_tokens_per_s: float | None = None
    """Generated tokens/s for one sequence (inference)."""
    decode_tokens_per_s_total: float | None = None
    """Generated tokens/s over the whole batch (inference)."""
    prefill_tokens_per_s: float | None = None
    time_to_first_token_s: float | None = None
    train_tokens_per_s: float | None = None
    """Training tokens/s over all GPUs."""
    tokens: float | None = None
    """Token volume the wall time is for."""
    wall_hours: float | None = None
    wall_hours_range: tuple[float, float] | None = None
    """Wall time at the high and the low end of the MFU range (hours; fastest first)."""
    mfu: float | None = None
    mfu_range: tuple[float, float] | None = None
    """Published span of model FLOPs utilisation for this GPU generation, link and method."""
    communication_share: float = 0.0
    """Fraction of a training step spent on exposed communication."""
    peak_gb_per_gpu: float | None = None
    usable_gb_per_gpu: float | None = None
    fits: bool = True
    """False when the peak per GPU exceeds the usable memory: the rates are what it would run
    at if it fitted, never a speed anyone gets on this setup as asked."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def peak_tflops(gpu: GPU, precision: str) -> float:
    """Dense tensor TFLOPS for the compute precision (bf16 when unknown)."""
    if precision == "fp8" and gpu.fp8_tflops:
        return gpu.fp8_tflops
    if precision == "fp32":
        return gpu.tf32_tflops or gpu.fp32_tflops or (gpu.bf16_tflops or 10.0) / 4
    if gpu.bf16_tflops:
        return gpu.bf16_tflops
    return (gpu.fp32_tflops or 10.0) * 2  # no published tensor rate: assume 2x fp32


def link_gb_s(gpu: GPU) -> float:
    """One-way GPU-to-GPU bandwidth: half of NVIDIA's bidirectional NVLink figure, else PCIe."""
    if gpu.nvlink and gpu.interconnect_gb_s > 0:
        return gpu.interconnect_gb_s / 2
    gen = (gpu.pcie_gen or "4").strip()[:1]
    lanes = 0.5 if "x8" in (gpu.pcie_gen or "") else 1.0
    return PCIE_GB_S.get(gen, 25.0) * lanes


def fit_warning(peak: float, use: float, strat: str) -> list[Message]:
    """A warning when the per-GPU peak (bytes) exceeds the usable memory (bytes)."""
    if peak <= use:
        return []
    return [say.DOES_NOT_FIT(peak=peak / 1e9, strategy=strat, usable=use / 1e9)]


__all__ = ["PCIE_GB_S", "SpeedEstimate", "fit_warning", "link_gb_s", "peak_tflops"]
