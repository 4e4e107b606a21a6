"""What the catalog says about a card in trouble, and whether a memory reading matches its spec.

* ``card_facts(gpu)``: the architecture and CUDA compute capability of a card, the oldest CUDA
  toolkit that builds code for it and the first PyTorch release with wheels for it, whether it
  has bf16, and its tensor rates; the troubleshooting answers lead with these.
* ``check_memory_reading(gpu, reading)``: a memory figure read off the machine ("81920MiB
  total", "23GB usable") against what the card was sold as, converted between MiB, GiB and GB,
  with the range a genuine card of that size reports.
* ``check_power_reading(gpu, watts, siblings)``: a power limit read off the machine ("nvidia-smi
  shows a 350 W cap") against the card's default limit, and the sibling form factor whose
  default it is (350 W is the H100 PCIe's, not the H100 SXM's 700 W).

Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from assistant.calc.memory_terms import CUDA_CONTEXT_GB, GB, GIB, reserve_gb
from assistant.models import GPU, MemoryReading

MIN_CUDA: dict[str, str] = {
    "6.0": "8.0",
    "6.1": "8.0",
    "7.0": "9.0",
    "7.5": "10.0",
    "8.0": "11.0",
    "8.6": "11.1",
    "8.9": "11.8",
    "9.0": "11.8",
    "10.0": "12.8",
    "10.3": "12.9",
    "12.0": "12.8",
}
"""Oldest CUDA toolkit that compiles for each compute capability (NVIDIA CUDA Toolkit release
notes: sm_86 in 11.1, sm_89/sm_90 in 11.8, sm_100/sm_120 in 12.8, sm_103 in 12.9)."""
MIN_TORCH: dict[str, str] = {"9.0": "2.0", "10.0": "2.7", "12.0": "2.7"}
"""First PyTorch release whose default CUDA wheels carry kernels for the capability (PyTorch
2.0 cu118 wheels list sm_90; PyTorch 2.7 release notes: Blackwell support with CUDA 12.8
wheels). Capabilities without an entry run on older wheels by binary compatibility."""
CUDA13_MIN_CAPABILITY = 7.5
"""CUDA 13.0 dropped offline compilation for Maxwell, Pascal and Volta (CUDA 13.0 release
notes; PyTorch issue 157517): cards below 7.5 need a CUDA 12.x build."""
ECC_RESERVE = 1 / 16
"""Share of memory that ECC takes on GDDR cards with ECC on (a T4 reports 15,360 of 16,384
MiB), the lowest total a genuine card reports."""
REPORT_MARGIN = 0.005
"""Tolerance either side for rounding in a reading: a 48 GB L40S or a 24 GB RTX 4090 with ECC
on reads 46,068 or 23,028 MiB, a hair under 15/16 of its size."""
MIB = 2**20


class CardFacts(BaseModel):
    """The catalog's facts about one card that troubleshooting answers need."""

    gpu_id: str
    architecture: str
    compute_capability: str | None
    sm: str | None
    """The compiler's name for the capability ("sm_120")."""
    min_cuda: str | None
    min_torch: str | None
    dropped_in_cuda13: bool
    supports_bf16: bool
    bf16_tflops: float | None
    fp32_tflops: float | None
    memory_gb: float
    tdp_w: float | None
    pcie_gen: str | None


def card_facts(gpu: GPU) -> CardFacts:
    """The architecture, CUDA support and rates of ``gpu`` from its catalog entry."""
    cc = gpu.compute_capability
    sm = f"sm_{cc.replace('.', '')}" if cc else None
    return CardFacts(
        gpu_id=gpu.id,
        architecture=gpu.architecture,
        compute_capability=cc,
        sm=sm,
        min_cuda=MIN_CUDA.get(cc) if cc else None,
        min_torch=MIN_TORCH.get(cc) if cc else None,
        dropped_in_cuda13=cc is not None and float(cc) < CUDA13_MIN_CAPABILITY,
        supports_bf16=gpu.supports_bf16,
        bf16_tflops=gpu.bf16_tflops,
        fp32_tflops=gpu.fp32_tflops,
        memory_gb=gpu.memory_gb,
        tdp_w=gpu.tdp_w,
        pcie_gen=gpu.pcie_gen,
    )


class ReadingCheck(BaseModel):
    """A memory reading against the card sold: the reading converted, the expected range."""

    gpu_id: str | None
    named_id: str | None = None
    """The card named when the size sold is not its catalog size (a 48 GB 4090 D): the answer
    names it at the size sold."""
    nominal_gb: float
    """The card's size as sold ("80GB", which is 80 GiB)."""
    nominal_mib: float
    stated: float
    unit: str
    usable: bool
    stated_mib: float
    stated_gib: float
    stated_gb: float
    """The reading in 10^9 bytes (a "GB" reading taken as GiB, as tools print it)."""
    low_gib: float
    high_gib: float
    """The range a genuine card of ``nominal_gb`` reports for this kind of reading (GiB)."""
    matches: bool
    reserve_gib: float
    """What the driver, the CUDA context and a desktop hold back, for a usable reading."""


def _gib(value: float, unit: str) -> list[float]:
    """The reading in GiB; a "GB" reading may be GiB (as tools print) or 10^9 bytes."""
    if unit == "MiB":
        return [value * MIB / GIB]
    if unit == "GiB":
        return [value]
    return [value, value * GB / GIB]


def check_memory_reading(
    gpu: GPU | None, reading: MemoryReading, nominal_gb: float, named: GPU | None = None
) -> ReadingCheck:
    """Whether ``reading`` is what a genuine card of ``nominal_gb`` (GiB, as sold) reports.

    A total matches from the ECC-reduced size up to the nominal size; a usable (free) figure
    may also lose the driver reserve and the CUDA context (``memory_terms``).
    """
    low = nominal_gb * (1 - ECC_RESERVE - REPORT_MARGIN)
    high = nominal_gb * (1 + REPORT_MARGIN)
    reserve = 0.0
    if reading.usable:
        if gpu is not None:
            reserve = (reserve_gb(gpu) + CUDA_CONTEXT_GB) * GB / GIB
        else:  # a size alone: the reserve of a card of that size, no desktop
            reserve = (0.03 * nominal_gb * GIB / GB + CUDA_CONTEXT_GB) * GB / GIB
        low -= reserve
    readings = _gib(reading.value, reading.unit)
    matching = [g for g in readings if low <= g <= high]
    gib = (matching or readings)[0]
    return ReadingCheck(
        gpu_id=gpu.id if gpu else None,
        named_id=named.id if named is not None and gpu is None else None,
        nominal_gb=nominal_gb,
        nominal_mib=nominal_gb * GIB / MIB,
        stated=reading.value,
        unit=reading.unit,
        usable=reading.usable,
        stated_mib=round(gib * GIB / MIB, 0),
        stated_gib=round(gib, 2),
        stated_gb=round(gib * GIB / GB, 2),
        low_gib=round(low, 2),
        high_gib=round(high, 2),
        matches=bool(matching),
        reserve_gib=round(reserve, 2),
    )


POWER_CAP_SHARE = 0.9
"""A power limit under 90% of the card's default is a cap someone set (the threshold
``gpu-advisor verify`` uses, ``verify.rules``)."""
PACKAGE_LIMIT_SHARE = 0.8
"""A Radeon card's default limit as ``rocm-smi`` reads it: the chip's package power, which
leaves out the rest of the board, sits some 10-15% under the rated board power (a 7900 XT reads
265 W of its 300 W, ROCm issue 2256; a 7900 XTX about 303 W of 355 W). Under 80% was set."""
SAME_LIMIT_SHARE = 0.05
"""A reading within 5% of a sibling card's default limit is read as that card's default."""


class PowerCheck(BaseModel):
    """A power limit read off the machine against the card sold and its sibling form factors."""

    gpu_id: str
    stated_w: float
    default_w: float
    """The card's default (maximum) board or module power, from the catalog."""
    share: float
    """The reading as a share of ``default_w``."""
    normal: bool
    """The reading is the card's default limit (at least ``POWER_CAP_SHARE`` of it)."""
    variant_id: str | None = None
    """A sibling (same chip and memory, another form factor) whose default limit it is."""
    variant_w: float | None = None
    package_limit: bool = False
    """A Radeon card: the limit read is the chip's package power, under the board's rating."""


def check_power_reading(gpu: GPU, watts: float, siblings: Sequence[GPU]) -> PowerCheck:
    """Whether ``watts`` is ``gpu``'s default power limit, and else whose it is.

    Raises ValueError when the catalog has no power figure for ``gpu``.
    """
    if gpu.tdp_w is None:
        raise ValueError(f"the catalog has no power limit for {gpu.name}")
    share = watts / gpu.tdp_w
    package = gpu.vendor == "AMD" and gpu.segment == "consumer"
    # a sibling of the same memory only: an 80GB card read at 250 W is a capped one, not the
    # 40GB PCIe card whose default 250 W is (its memory would give it away)
    close = [
        s
        for s in siblings
        if s.id != gpu.id
        and s.memory_gb == gpu.memory_gb
        and s.tdp_w
        and abs(s.tdp_w - watts) <= SAME_LIMIT_SHARE * s.tdp_w
    ]
    variant = min(close, key=lambda s: abs((s.tdp_w or 0.0) - watts), default=None)
    return PowerCheck(
        gpu_id=gpu.id,
        stated_w=watts,
        default_w=gpu.tdp_w,
        share=round(share, 3),
        normal=share >= (PACKAGE_LIMIT_SHARE if package else POWER_CAP_SHARE),
        variant_id=variant.id if variant else None,
        variant_w=variant.tdp_w if variant else None,
        package_limit=package,
    )


__all__ = [
    "PACKAGE_LIMIT_SHARE",
    "POWER_CAP_SHARE",
    "CardFacts",
    "PowerCheck",
    "ReadingCheck",
    "card_facts",
    "check_memory_reading",
    "check_power_reading",
]
