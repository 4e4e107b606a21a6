"""The memory's own junction temperature read off a card ("显存结温 110", "vram junction 106c").

GDDR6X cards report the memory's junction apart from the core; it throttles at about 110 °C. The
figure read is judged against that (``Query.memory_temp_c``), with or without its unit written:
"温度 89 度显存结温 110，正常吗" reads 110. Pure: one regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_MEMORY_HEAT_RE = re.compile(
    r"(?:显存|memory|vram|mem|gddr6x?)\s*(?:junction\s*)?(?:温度|结温|temp\w*|junction|tjunction)"
    r"\D{0,16}?(?<![\d.])(\d{2,3})(?:\s*(?:°\s*c?|度|℃|c\b)"
    r"|(?![\d%]|\.\d|\s*(?:%|[mg]hz|[kmg]i?b|w\b|watts?|rpm|瓦|兆)))"
)
"""The memory's sensor named, then its figure, degrees written or not."""
COLDEST_READ_C = 30
HOTTEST_READ_C = 150
"""Figures outside this range are no junction temperature (a count, a percentage mistyped)."""


def memory_temp_c(text: str) -> float | None:
    """The memory junction temperature read off the card (°C), or None."""
    m = _MEMORY_HEAT_RE.search(fold(text))
    if m is None:
        return None
    value = float(m[1])
    return value if COLDEST_READ_C <= value <= HOTTEST_READ_C else None


_LIMIT_ASKED = (
    # the memory's limit asked, no figure read: "how hot can the memory junction get", "显存结温
    # 多少度算危险"
    r"|(?:how hot|what temp\w*|max(?:imum)? temp\w*).{0,30}(?:memory|vram|gddr6x?)\s*junction"
    r"|(?:显存|memory|vram)\s*(?:junction|结温).{0,16}(?:多少度|上限|极限|危险|limit|max)"
)
MEMORY_HEAT = _MEMORY_HEAT_RE.pattern + _LIMIT_ASKED
"""The pattern, for the health check that names the memory's temperature (read or asked)."""

__all__ = ["MEMORY_HEAT", "memory_temp_c"]
