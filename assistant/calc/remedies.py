"""Out-of-memory remedies and host RAM: what takes the memory now, and what each change saves.

``remedies`` re-runs the memory estimator once per change to the user's job (shorter sequence,
micro-batch 1 with gradient accumulation, checkpointing, 8-bit optimizer, LoRA, QLoRA,
ZeRO-3/FSDP, CPU offload, a larger card) and orders the changes by what they cost the user:
a setting first, then a change to the training recipe, then slower training, then money.

``host_ram`` states the system-RAM rule for a box: at least as much RAM as the GPUs' memory
(checkpoints are loaded and staged through host RAM; NVIDIA's DGX A100 pairs 640 GB of GPU
memory with 1 TB, 1.6x), plus whatever CPU offload keeps in host RAM. Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, Field

from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.models import GPU, ModelSpec

HOST_RAM_MIN_RATIO = 1.0
"""Least host RAM per GB of GPU memory: a full checkpoint must fit in RAM while it loads."""
HOST_RAM_COMFORT_RATIO = 1.6
"""NVIDIA DGX A100: 1 TB of RAM for 8 x 80 GB = 640 GB of GPU memory (NVIDIA datasheet)."""
RAM_SIZES_GB = (16, 32, 64, 96, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048)
"""Common DIMM totals, for "buy at least" figures."""

COST_ORDER = (
    "micro_batch",
    "checkpointing",
    "shorter_sequence",
    "adamw_8bit",
    "sharding",
    "lora",
    "qlora",
    "offload",
    "larger_gpu",
)
"""Remedies by cost to the user: free settings, the same training with a leaner optimizer or
sharded state, a different recipe (LoRA, QLoRA), much slower steps (offload), then money."""


class Remedy(BaseModel):
    """One change to the job and the memory it would need per GPU."""

    key: str
    """Which remedy (one of ``COST_ORDER``)."""
    change: dict[str, object]
    """The workload fields changed (or ``gpu``/``count`` for a larger card)."""
    gpu_id: str
    count: int
    per_gpu_gb: float
    """Peak memory per GPU after the change (GB = 1e9 bytes)."""
    saves_gb: float
    """Per-GPU memory saved against the current job, in GB."""
    fits: bool
    strategy: str
    host_ram_gb: float = 0.0


class RemedyPlan(BaseModel):
    """The job as stated, and the remedies ordered by cost to the user."""

    current: MemoryEstimate
    remedies: list[Remedy] = Field(default_factory=list)


def _changes(wl: Workload, count: int) -> list[tuple[str, dict[str, object]]]:
    out: list[tuple[str, dict[str, object]]] = []
    if wl.batch > 1:
        out.append(("micro_batch", {"batch": 1}))
    if wl.grad_checkpointing is False:
        out.append(("checkpointing", {"grad_checkpointing": True}))
    if wl.seq_len is None or wl.seq_len > 512:
        out.append(("shorter_sequence", {"seq_len": max(256, (wl.seq_len or 2048) // 2)}))
    if wl.method in ("full", "pretrain"):
        out += [
            ("adamw_8bit", {"optimizer": "adamw-8bit"}),
            ("lora", {"method": "lora", "precision": None}),
        ]
    if wl.method in ("full", "pretrain", "lora"):
        out.append(("qlora", {"method": "qlora", "precision": None}))
    if count > 1 and wl.strategy not in ("zero3", "fsdp"):
        out.append(("sharding", {"strategy": "fsdp" if wl.method == "qlora" else "zero3"}))
    if wl.method != "inference":
        out.append(("offload", {"strategy": "offload"}))
    return out


def remedies(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    workload: Workload,
    larger: Iterable[GPU] = (),
) -> RemedyPlan:
    """The remedies for an out-of-memory job, cheapest first, each on top of the ones before.

    Args:
        model: the model being trained or served.
        gpu: the card it runs out of memory on.
        count: how many of ``gpu`` the job uses.
        workload: the job as the user runs it (stated values, stated defaults otherwise).
        larger: candidate cards with more memory; the smallest on which the job fits
            unchanged is offered last ("a larger card").

    Returns:
        The current estimate, then the remedies in ``COST_ORDER``: each applied together with
        the cheaper ones before it (``saves_gb`` is what that step adds), stopping at the first
        that fits; then the smallest larger card that runs the job unchanged.
    """
    current = estimate_memory(model, gpu, count, workload, with_alternatives=False)
    found: list[Remedy] = []
    applied = workload
    before = current.per_gpu_gb
    for key, update in sorted(_changes(workload, count), key=lambda c: COST_ORDER.index(c[0])):
        if current.fits:
            break
        trial = applied.model_copy(update=update)
        est = estimate_memory(model, gpu, count, trial, with_alternatives=False)
        if est.per_gpu_gb >= before and not est.fits:
            continue  # no help on top of the cheaper steps (8-bit Adam after LoRA…)
        applied = trial
        found.append(
            Remedy(
                key=key,
                change=update,
                gpu_id=gpu.id,
                count=count,
                per_gpu_gb=est.per_gpu_gb,
                saves_gb=round(before - est.per_gpu_gb, 2),
                fits=est.fits,
                strategy=est.strategy,
                host_ram_gb=est.host_ram_gb,
            )
        )
        before = est.per_gpu_gb
        if est.fits:
            break
    for card in sorted(larger, key=lambda g: (g.memory_gb, g.id)):
        if card.memory_gb <= gpu.memory_gb or current.fits:
            continue
        est = estimate_memory(model, card, count, workload, with_alternatives=False)
        if est.fits:
            found.append(
                Remedy(
                    key="larger_gpu",
                    change={"gpu": card.id},
                    gpu_id=card.id,
                    count=count,
                    per_gpu_gb=est.per_gpu_gb,
                    saves_gb=0.0,
                    fits=True,
                    strategy=est.strategy,
                )
            )
            break
    return RemedyPlan(current=current, remedies=found)


class HostRam(BaseModel):
    """System RAM for a GPU box: the rule's figures for the GPUs stated."""

    gpu_id: str
    count: int
    gpu_memory_gb: float
    """Total GPU memory of the box (GB)."""
    min_ram_gb: float
    """At least this much RAM: ``HOST_RAM_MIN_RATIO`` x GPU memory, plus offloaded state."""
    comfortable_ram_gb: float
    """``HOST_RAM_COMFORT_RATIO`` x GPU memory (the DGX A100 ratio), plus offloaded state."""
    buy_gb: int
    """The smallest common RAM size at or above ``min_ram_gb``."""
    offload_gb: float
    stated_ram_gb: float | None = None
    enough: bool | None = None
    """Whether ``stated_ram_gb`` meets ``min_ram_gb`` (None when no RAM size was stated)."""


def host_ram(
    gpu: GPU, count: int, stated_ram_gb: float | None = None, offload_gb: float = 0.0
) -> HostRam:
    """The system RAM a box of ``count`` x ``gpu`` needs, and whether ``stated_ram_gb`` does."""
    total = gpu.memory_gb * count
    least = total * HOST_RAM_MIN_RATIO + offload_gb
    buy = next((s for s in RAM_SIZES_GB if s >= least), int(least) + 1)
    return HostRam(
        gpu_id=gpu.id,
        count=count,
        gpu_memory_gb=round(total, 1),
        min_ram_gb=round(least, 1),
        comfortable_ram_gb=round(total * HOST_RAM_COMFORT_RATIO + offload_gb, 1),
        buy_gb=buy,
        offload_gb=round(offload_gb, 1),
        stated_ram_gb=stated_ram_gb,
        enough=None if stated_ram_gb is None else stated_ram_gb >= least,
    )


__all__ = ["COST_ORDER", "HostRam", "Remedy", "RemedyPlan", "host_ram", "remedies"]
