"""Whether a job across several GPUs needs NVLink: what crosses the link each step, and how long.

Pure: the split (layers, tensor, data, sharded) and the method decide what the cards exchange;
the seconds a data-parallel step spends on it come from ring all-reduce traffic, 2(n-1)/n times
the gradient bytes per GPU (NCCL's bus-bandwidth factor), over one direction of the link.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from assistant.calc.rates import PCIE_GB_S
from assistant.models import GPU
from assistant.models.query_markers import LinkSplit as Split

LinkVerdict = Literal["not_needed", "helps_little", "helps", "depends"]

GRAD_BYTES = 2.0
"""Bytes per gradient value: bf16 gradients, as DDP all-reduces them under AMP."""


class LinkNeed(BaseModel):
    """What the link carries for a job and whether NVLink is worth having for it."""

    verdict: LinkVerdict
    split: Split | None
    training: bool
    count: int
    grads_gb: float | None = None
    """Gradient bytes per step when a full-training model size is known, GB."""
    traffic_gb: float | None = None
    """GB each GPU sends per step: 2(n-1)/n x the gradients (ring all-reduce), or 3(n-1)/n
    when sharded (weights gathered twice, gradients reduce-scattered)."""
    pcie_s: float | None = None
    """Seconds a step's all-reduce takes over PCIe 4.0 x16 (about 25 GB/s achieved one way)."""
    nvlink_s: float | None = None
    """The same over the named card's NVLink (one way: half the bidirectional figure)."""
    nvlink_gb_s: float | None = None


def ring_traffic_gb(grads_gb: float, count: int) -> float:
    """GB each GPU sends in a ring all-reduce of ``grads_gb`` over ``count`` GPUs."""
    return 2 * (count - 1) / count * grads_gb if count > 1 else 0.0


def link_need(
    *,
    method: str | None,
    training: bool,
    split: Split | None,
    count: int,
    params_b: float | None,
    gpu: GPU | None,
) -> LinkNeed:
    """Whether NVLink matters for the job.

    Inference by layers never, tensor parallel somewhat, LoRA adapters little, full
    data-parallel training and sharding most.
    """
    n = max(count, 2)
    if not training:
        verdict: LinkVerdict = "helps_little" if split == "tensor" else "not_needed"
        return LinkNeed(verdict=verdict, split=split, training=False, count=n)
    if method in ("lora", "qlora") and split != "sharded":
        return LinkNeed(verdict="helps_little", split=split, training=True, count=n)
    if method is None and split is None:
        return LinkNeed(verdict="depends", split=None, training=True, count=n)
    need = LinkNeed(verdict="helps", split=split, training=True, count=n)
    if params_b is None:
        return need
    grads = params_b * GRAD_BYTES
    # sharding gathers the weights forward and backward and reduce-scatters the gradients
    traffic = 3 * grads * (n - 1) / n if split == "sharded" else ring_traffic_gb(grads, n)
    one_way = _nvlink_one_way(gpu, n)
    return need.model_copy(
        update={
            "grads_gb": grads,
            "traffic_gb": traffic,
            "pcie_s": traffic / PCIE_GB_S["4"],
            "nvlink_s": traffic / one_way if one_way else None,
            "nvlink_gb_s": one_way * 2 if one_way else None,
        }
    )


def _nvlink_one_way(gpu: GPU | None, count: int) -> float | None:
    """One way of the card's NVLink, when every card of the ring is on it.

    A bridge joins two PCIe cards only: with more, the ring crosses PCIe between the pairs.
    """
    if gpu is None or not gpu.nvlink or gpu.interconnect_gb_s <= 0:
        return None
    bridged = "sxm" not in gpu.form_factor.lower()
    return None if bridged and count > 2 else gpu.interconnect_gb_s / 2


__all__ = ["GRAD_BYTES", "LinkNeed", "LinkVerdict", "Split", "link_need", "ring_traffic_gb"]
