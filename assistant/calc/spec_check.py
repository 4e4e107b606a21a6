"""A card's specifications read off by a tool, checked against the catalog row it was sold as.

The chip, memory size and memory type are compared with the row directly. The catalog holds no
bus width, but its memory bandwidth does: bandwidth (GB/s) x 8 / bus width (bits) is the rate
each memory pin must run at, and every memory type has a narrow range of rates (JEDEC and the
vendors' parts: GDDR6X 19-24 Gbps, GDDR7 28-36 Gbps, HBM3 about 5-6.6 Gbps). A bus width whose
implied rate falls outside its type's range is not the card's: a 256-bit bus would need 56 Gbps
GDDR7 to give an RTX 5090's 1,792 GB/s. A ROP count is held against the row's (GeForce cards
whose count the catalog records); shader counts are not in the catalog and go unchecked.
Pure: no I/O.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from assistant.models.query_markers import SpecReading
from assistant.models.rows import GPU

PIN_RATES_GBPS: dict[str, tuple[float, float]] = {
    "gddr5": (5.0, 9.0),
    "gddr5x": (10.0, 12.0),
    "gddr6": (10.0, 20.0),
    "gddr6x": (19.0, 24.0),
    "gddr7": (28.0, 36.0),
    "hbm2": (1.0, 2.5),
    "hbm2e": (2.4, 3.7),
    "hbm3": (4.8, 6.6),
    "hbm3e": (6.0, 10.0),
}
"""Per-pin data rates each memory type ships at (Gbps), widened a little at both ends."""
GDDR_BUS_BITS = (64, 96, 128, 160, 192, 256, 320, 352, 384, 512)
"""Memory bus widths GDDR cards are built with."""
HBM_BUS_BITS = (3072, 4096, 5120, 6144, 8192)
"""HBM buses, 1,024 bits a stack in use: 3 (A30), 4 (V100), 5 (A100, H100), 6 (H200, H20), 8."""
CLOCK_LOW = 0.97
CLOCK_HIGH = 1.08
"""A memory clock read off within these shares of the card's is its own: the catalog's
bandwidth is rounded (H200's 4.8 TB/s), and factory-overclocked boards run a little higher."""
ROPS_PER_PARTITION = 8
"""Render output units in one ROP partition of a GeForce Blackwell chip: the unit an early batch
of RTX 5090, 5090 D, 5080 and 5070 Ti cards shipped one short of (168 of 176 on a 5090)."""
PARTITION_DEFECT_CHIPS = ("Blackwell GB20",)
"""Chips (catalog ``architecture`` prefixes) of the cards NVIDIA confirmed that defect on."""
_CHIP_RE = re.compile(r"(?<![a-z0-9])(g[abpvhk]\d{3}|ad\d{3}|tu\d{3}|gm\d{3})(?![a-z0-9])")


class SpecLine(BaseModel):
    """One field read off, what the catalog row implies, and whether they agree."""

    field: str
    """``chip``, ``memory``, ``memory_type``, ``bus``, ``memory_clock`` or ``rops``."""
    seen: str
    expected: str
    ok: bool
    rate_gbps: float | None = None
    """For the bus: the per-pin rate the reading implies at the row's bandwidth (``expected``
    is then the memory type's range of rates, Gbps); for the memory clock, the rate it gives."""
    bus_bits: int | None = None
    """For the memory clock: the bus width that gives the row's bandwidth at that rate."""
    partition_short: bool = False
    """For the ROPs: one ROP partition short on a chip with that known defect."""


class SpecCheck(BaseModel):
    """The fields checked; ``matches`` when every one agrees."""

    gpu_id: str
    lines: list[SpecLine]
    matches: bool


def _memory_type(gpu: GPU) -> str | None:
    kind = gpu.memory_type.split()[0].lower() if gpu.memory_type else ""
    return kind if kind in PIN_RATES_GBPS else None


def check_spec_reading(gpu: GPU, reading: SpecReading) -> SpecCheck | None:
    """Each field of ``reading`` the row can check; None when none can be."""
    lines: list[SpecLine] = []
    chip = _CHIP_RE.search(gpu.architecture.lower())
    if reading.chip and chip is not None:
        lines.append(
            SpecLine(field="chip", seen=reading.chip.upper(), expected=chip[1].upper(),
                     ok=reading.chip == chip[1])
        )  # fmt: skip
    if reading.memory_gb is not None and gpu.memory_gb:
        ok = abs(reading.memory_gb - gpu.memory_gb) <= 1
        lines.append(
            SpecLine(field="memory", seen=f"{reading.memory_gb:g} GB",
                     expected=f"{gpu.memory_gb:g} GB", ok=ok)
        )  # fmt: skip
    kind = _memory_type(gpu)
    if reading.memory_type and kind is not None:
        lines.append(
            SpecLine(field="memory_type", seen=reading.memory_type.upper(),
                     expected=kind.upper(), ok=reading.memory_type == kind)
        )  # fmt: skip
    gddr = kind is not None and kind.startswith("gddr")  # an HBM bus is thousands of bits
    if reading.bus_bits and gddr and kind is not None and gpu.memory_bandwidth_gb_s:
        rate = gpu.memory_bandwidth_gb_s * 8 / reading.bus_bits
        low, high = PIN_RATES_GBPS[kind]
        lines.append(
            SpecLine(field="bus", seen=f"{reading.bus_bits}-bit", expected=f"{low:g}-{high:g}",
                     ok=low <= rate <= high, rate_gbps=round(rate, 1))
        )  # fmt: skip
    if reading.rops and gpu.rops:  # "gpu-z 显示 ROPs 168": against the card's specified count
        short = gpu.rops - reading.rops == ROPS_PER_PARTITION
        known = short and gpu.architecture.startswith(PARTITION_DEFECT_CHIPS)
        lines.append(
            SpecLine(field="rops", seen=str(reading.rops), expected=str(gpu.rops),
                     ok=reading.rops == gpu.rops, partition_short=known)
        )  # fmt: skip
    if reading.memory_clock_mhz and kind is not None and gpu.memory_bandwidth_gb_s:
        lines.append(_clock_line(gpu, reading.memory_clock_mhz, gddr))
    if not lines:
        return None
    return SpecCheck(gpu_id=gpu.id, lines=lines, matches=all(line.ok for line in lines))


HBM_STACK_GB = (4, 8, 16, 24, 36)
"""Sizes HBM stacks are made in (HBM2 to HBM3e)."""


def _whole_stacks(memory_gb: float, stacks: int) -> bool:
    """Whether ``memory_gb`` splits into ``stacks`` stacks of a size made (141 GB: six 24s)."""
    each = memory_gb / stacks
    return any(abs(each - size) <= 0.03 * size for size in HBM_STACK_GB)


def _clock_line(gpu: GPU, mhz: float, gddr: bool) -> SpecLine:
    """The memory's top clock against the card's bandwidth.

    ``nvidia-smi`` prints the memory clock at half the per-pin data rate (a 4090's 21 Gbps
    GDDR6X reads 10501 MHz). The bandwidth over the rate gives the bus width it implies; the
    nearest width cards are built with is the card's, and its clock the one expected.
    """
    rate = 2 * mhz / 1000
    implied = gpu.memory_bandwidth_gb_s * 8 / rate
    low, high = PIN_RATES_GBPS[_memory_type(gpu) or "gddr6"]
    widths = list(GDDR_BUS_BITS if gddr else HBM_BUS_BITS)
    # the widths the card can have: its bandwidth at its type's rates, an HBM bus in stacks
    # of a size made (80 GB is five 16 GB stacks: 5,120 bits)
    fits = [w for w in widths if low <= gpu.memory_bandwidth_gb_s * 8 / w <= high]
    fits = [w for w in fits if gddr or _whole_stacks(gpu.memory_gb, w // 1024)] or fits
    bus = min(fits or widths, key=lambda w: abs(w - implied))
    expected = gpu.memory_bandwidth_gb_s * 8 / bus / 2 * 1000
    ok = CLOCK_LOW * expected <= mhz <= CLOCK_HIGH * expected and low <= rate <= high
    return SpecLine(
        field="memory_clock", seen=f"{mhz:g} MHz", expected=f"{expected:.0f} MHz", ok=ok,
        rate_gbps=round(rate, 2), bus_bits=bus,
    )  # fmt: skip


__all__ = ["PIN_RATES_GBPS", "SpecCheck", "SpecLine", "check_spec_reading"]
