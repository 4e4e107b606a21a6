"""The CPU a build names ("4090 + 7950x", "i9-14900k", "锐龙9 9950X"), for its PSU.

Only models in ``calc.cpu_power.CPU_POWER`` are read: a bare four-digit number is a CPU only
with its family ("ryzen 7 7700") or its suffix ("7700x", "5800x3d", "14900k"), so GPU numbers
("rx 7900 xtx", "4090") never read as CPUs.
"""

from __future__ import annotations

import re

from assistant.calc.cpu_power import CPU_POWER
from assistant.question.text import Scan

_CPU_RES = (
    # "ryzen 9 7950x", "r7 7700", "锐龙7 7800x3d", "amd 9950x3d"
    re.compile(r"(?:ryzen|锐龙|(?<![a-z\d])r[3579])\s*[3579]?\s*-?\s*(\d{4}(?:x3d|x)?)(?![\da-z])"),
    re.compile(r"(?<![a-z\d.])([579]\d{3}(?:x3d|x))(?![\da-z])"),  # "7950x", "9800x3d"
    # "i9-14900k", "core i7 13700k", "14600k", "ultra 9 285k"
    re.compile(
        r"(?:(?<![a-z\d])i[3579]\s*-?\s*|ultra\s*[579]\s*-?\s*)?(?<![\d.])(1[234]\d00k[sf]?|2[4-9]5k)"
        r"(?![\da-z])"
    ),
    re.compile(r"threadripper\s*(?:pro\s*)?(\d{4}w?x)(?![\da-z])"),
)


def read_cpu(scan: Scan) -> None:
    """Set ``cpu`` to the catalog key of the first CPU named whose power is known."""
    for pattern in _CPU_RES:
        for m in pattern.finditer(scan.lower):
            if m[1] in CPU_POWER:
                scan.slots["cpu"] = m[1]
                return


__all__ = ["read_cpu"]
