"""A row of ``rocm-smi``'s default table pasted and asked judged: the AMD card's readings.

"`0  63.0c  339.0W  2500Mhz  1249Mhz  0%  auto  339.0W  95%  100%`. sitting right at the power
cap — expected?": the columns are the device, its edge temperature, its average power, the core
and memory clocks, the fan, the performance level, the power cap, VRAM and GPU use. The draw
over its cap is the reading a power check judges (as nvidia-smi's "Pwr:Usage/Cap"), with the
temperature beside it. Pure: a regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.check_asked import ASKS_CHECK_RE
from assistant.question.text import fold

_NUM = r"(\d+(?:\.\d+)?)"
_ROCM_ROW_RE = re.compile(
    rf"(?<![\d.])\d{{1,2}}\s+{_NUM}\s*°?c\s+{_NUM}\s*w\s+\d+\s*mhz\s+\d+\s*mhz\s+"
    rf"(?:{_NUM}\s*%|n/a)\s+[a-z_]+\s+{_NUM}\s*w(?![a-z])"
)
"""Device, temperature, average power, SCLK, MCLK, fan, perf level, power cap."""


def read_rocm_row(query: Query) -> Query:
    """``query`` read as a check of the draw and temperature a pasted rocm-smi row shows."""
    if query.trouble not in (None, "verify", "slow") or not query.gpus:
        return query
    folded = fold(query.text)
    row = _ROCM_ROW_RE.search(folded)
    if row is None or ASKS_CHECK_RE.search(folded) is None:
        return query
    draw, cap = float(row[2]), float(row[4])
    if not 0 < draw <= cap * 1.05:
        return query
    return as_draw_check(query, draw, cap)


def as_draw_check(query: Query, draw: float, cap: float) -> Query:
    """``query`` as a check of a card drawing ``draw`` of its ``cap`` watts (a row, a reading)."""
    return query.model_copy(
        update={
            "task": "troubleshoot",
            "trouble": "verify",
            "intent": "concept",
            "health_check": "power_draw",
            "power_draw": (draw, cap),
            "power_reading_w": cap,
        }
    )


__all__ = ["as_draw_check", "read_rocm_row"]
