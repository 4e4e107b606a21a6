"""Which GPUs, and how many, are candidates for a recommendation (pure rules over spec rows).

A GPU is a candidate when it has the memory and features asked for (and the features its
precision needs: FP8 weights need FP8 tensor cores); it is bought in the counts it is sold in.
"""

from __future__ import annotations

from decimal import Decimal

from pydantic import BaseModel, Field

from assistant.calc.catalog_query import has_feature
from assistant.models import GPU, Feature

USED_MARKET_PREFIX = "used-market"
"""``price_basis`` of catalog rows priced on the second-hand market."""
BUY_COUNTS = (1, 2, 4, 8)
"""Cards per bought setup: the counts a desktop, workstation or 8-GPU server takes."""
BASEBOARD_COUNTS = (4, 8)
"""GPUs per bought setup of socketed modules (SXM, OAM): they come on 4- or 8-GPU baseboards."""


def buy_counts(gpu: GPU, most: int | None = None) -> tuple[int, ...]:
    """How many of ``gpu`` one can buy together: any card count, or whole baseboards of modules.

    ``most`` caps the count (a desktop's one or two cards); None = any count.

    An SXM or OAM module has no PCIe slot version of its own: it is sold on an HGX/UBB
    baseboard of 4 or 8 ("8-GPU platform" rows: 8 only); a row that also lists PCIe is a card,
    and used modules are sold one by one for single carrier boards.
    """
    return tuple(n for n in _buy_counts(gpu) if most is None or n <= most)


def _buy_counts(gpu: GPU) -> tuple[int, ...]:
    if gpu.unified_memory_gb is not None:
        return (1,)  # a Mac is one computer with one GPU
    form = gpu.form_factor.lower()
    used = (gpu.price_basis or "").startswith(USED_MARKET_PREFIX)
    if used or "pcie" in form or not form.startswith(("sxm", "oam", "superchip", "module")):
        return BUY_COUNTS
    return (8,) if "8-gpu" in form or "8-way" in form else BASEBOARD_COUNTS


SERVER_GPUS = 8
"""GPUs in the server a job across servers is built from (an 8-GPU baseboard)."""


class Constraints(BaseModel):
    """What a candidate GPU must offer, besides fitting the workload."""

    min_memory_gb: float | None = None
    features: list[Feature] = Field(default_factory=list)
    provider: str | None = None
    """Provider name as in the price book (rent only)."""
    non_cuda: bool = False
    """Admit AMD Radeon cards and Apple silicon Macs, which run only the ROCm or Metal runtimes
    (llama.cpp, MLX, PyTorch ROCm/MPS); off by default, so a pick runs every runtime."""
    max_board_power_w: float | None = None
    """Board power at most this ("功耗不超过75W", "under 75 W for a NAS"), W."""
    max_slots: float | None = None
    """Cards at most this many expansion slots wide ("2-slot max"): a card with no width
    recorded is then no candidate (its fit cannot be known)."""
    max_length_mm: float | None = None
    """Cards at most this long ("max gpu length 300mm"), mm; one with no length recorded is out."""
    min_tokens_per_s: float | None = None
    """Decode speed asked for at least ("70B at >15 tok/s"), tokens/s; None = any."""
    max_cards: int | None = None
    """Bought setups of at most this many cards (a desktop's one or two); None = any count."""
    only_gpus: list[str] = Field(default_factory=list)
    """Catalog ids of the only GPUs to consider (the candidates the user named); empty = all.
    A card named is considered even when modified or without CUDA: the user asked about it."""
    exclude_gpus: list[str] = Field(default_factory=list)
    """Catalog ids of cards the user ruled out ("H100/H200 都买不到"): never a candidate."""
    used_priced: bool = False
    """The cards named are bought used ("a used 3090 or a new 4070 ti"): one with a recorded
    used price is priced at it, and may be the pick (other used-market rows stay aside)."""
    whole_servers: bool = False
    """Rentals of whole servers of ``SERVER_GPUS`` or more GPUs only: what a job run across
    servers is built from (a per-GPU listing promises no server, let alone several)."""
    offered_usd: dict[str, Decimal] = Field(default_factory=dict)
    """Cards the user has seen offered, by catalog id, at the price stated, in USD ("wants $650
    for a used 3090"): that card is priced at it, and may be the pick."""


PRECISION_FEATURES: dict[str, Feature] = {"fp8": "fp8"}
"""Precisions a GPU must support in hardware to run at all (FP8 weights need FP8 tensor cores)."""


OFFERED_BASIS = "the price you stated"
"""The basis of a bought setup priced at the offer the user stated."""


def unit_price_usd(gpu: GPU, constraints: Constraints) -> tuple[Decimal | None, str, bool]:
    """One card's purchase price in USD, its basis, and whether the user chose that price.

    A stated offer comes first; then a recorded used price where the named cards are bought
    used (a discontinued card with no price to buy new too: bought used is how it is bought);
    else the catalog's price to buy (None when it records none: never bought then).
    """
    if gpu.id in constraints.offered_usd:
        return constraints.offered_usd[gpu.id], OFFERED_BASIS, True
    if constraints.used_priced and gpu.used_price_usd is not None:
        return gpu.used_price_usd, gpu.used_price_basis or "catalog price", True
    if gpu.launch_price_usd is None:
        return None, "", False
    return gpu.launch_price_usd, gpu.price_basis or "catalog price", False


def is_non_cuda_desktop(gpu: GPU) -> bool:
    """An AMD Radeon card, a Strix Halo machine or a Mac: ROCm, Vulkan or Metal only, no CUDA."""
    vendor = gpu.vendor.lower()
    return (gpu.unified_memory_gb is not None and vendor != "nvidia") or (
        vendor == "amd" and gpu.segment != "datacenter"
    )


def gpu_allowed(gpu: GPU, constraints: Constraints) -> bool:
    """Whether ``gpu`` meets the stated minimum memory and required features.

    Modified boards (``unofficial``) and CUDA whole computers (a DGX Spark: one machine, not a
    card to put in a build) are never candidates; AMD Radeon cards and Macs only when
    ``constraints.non_cuda`` admits them; any is when the user named it (``only_gpus``).
    """
    if constraints.only_gpus and gpu.id not in constraints.only_gpus:
        return False
    if gpu.id in constraints.exclude_gpus:
        return False
    named = gpu.id in constraints.only_gpus
    whole_cuda = gpu.unified_memory_gb is not None and not is_non_cuda_desktop(gpu)
    if not named and (gpu.unofficial or whole_cuda):
        return False
    if not named and is_non_cuda_desktop(gpu) and not constraints.non_cuda:
        return False
    if constraints.min_memory_gb is not None and gpu.memory_gb < constraints.min_memory_gb:
        return False
    watts = constraints.max_board_power_w
    if watts is not None and (gpu.tdp_w is None or gpu.tdp_w > watts):
        return False
    width = constraints.max_slots
    if width is not None and (gpu.slots is None or gpu.slots > width):
        return False
    length = constraints.max_length_mm
    if length is not None and (gpu.length_mm is None or gpu.length_mm > length):
        return False
    # one feature table for the whole catalog: the catalog query's (low-profile, OAM, FA-2…)
    return all(has_feature(gpu, f) for f in constraints.features)


__all__ = [
    "BASEBOARD_COUNTS",
    "BUY_COUNTS",
    "PRECISION_FEATURES",
    "USED_MARKET_PREFIX",
    "SERVER_GPUS",
    "Constraints",
    "buy_counts",
    "gpu_allowed",
    "is_non_cuda_desktop",
]
