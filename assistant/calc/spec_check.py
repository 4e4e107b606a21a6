"""A card's specifications read off by a tool, checked against the catalog row it was sold as.

The chip, memory size and memory type are compared with the row directly. The catalog holds no
bus width, but its memory bandwidth does: bandwidth (GB/s) x 8 / bus width (bits) is the rate
each memory pin must run at, and every memory type has a narrow range of rates (JEDEC and the
vendors' parts: GDDR6X 19-24 Gbps, GDDR7 28-36 Gbps, HBM3 about 5-6.6 Gbps). A bus width whose
implied rate falls outside its type's range is not the card's: a 256-bit bus would need 56 Gbps
GDDR7 to give an RTX 5090's 1,792 GB/s. Shader counts are not in the catalog and go unchecked.
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
_CHIP_RE = re.compile(r"(?<![a-z0-9])(g[abpvhk]\d{3}|ad\d{3}|tu\d{3}|gm\d{3})(?![a-z0-9])")


class SpecLine(BaseModel):
    """One field read off, what the catalog row implies, and whether they agree."""

    field: str
    """``chip``, ``memory``, ``memory_type`` or ``bus``."""
    seen: str
    expected: str
    ok: bool
    rate_gbps: float | None = None
    """For the bus: the per-pin rate the reading implies at the row's bandwidth (``expected``
    is then the memory type's range of rates, Gbps)."""


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
    if not lines:
        return None
    return SpecCheck(gpu_id=gpu.id, lines=lines, matches=all(line.ok for line in lines))


__all__ = ["PIN_RATES_GBPS", "SpecCheck", "SpecLine", "check_spec_reading"]
