"""Two cards' own power figures set side by side: their spec rows, not a build or a limit sweep.

"4090 laptop 的功耗墙多少瓦？跟台式 4090 差多少", "what's the power limit of the 4090 laptop vs
the desktop one": each card's board power (its power limit at stock) asked, and the gap
between them; no model, supply, tariff or limit figure said. The catalog's rows answer it
(board power, memory) where the power kind would add both cards into one box. Pure: reads the
scan's slots and lowered text.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_GAP_RE = re.compile(
    r"差多少|差距|差几|相差|相比|对比|比.{0,12}(?:高|低|多|少|大|小)"
    r"|(?<![a-z])(?:vs\.?|versus|compared (?:to|with)|difference|how much (?:more|less|lower"
    r"|higher))(?![a-z])"
)
"""The gap between the two asked ("差多少", "vs", "compared to")."""
_FIGURE_RE = re.compile(
    r"多少瓦|多少\s*w(?![a-z])|几瓦|(?<![a-z])(?:how many watts"
    r"|what(?:'s| is| are) (?:the |their |its )?"
    r"(?:power limits?|tdps?|tgps?|board power|power draw|wattage))(?![a-z])"
)
"""A card's wattage asked ("功耗墙多少瓦", "what's the power limit of")."""
_ROW_ASKS = (None, "card", "draw", "power_limit")
"""Power asks that a card's own figure answers when no wattage is given for it."""


def power_rows_weighed(scan: Scan) -> bool:
    """Two cards, one of each, their power figure and its gap asked, nothing sized or supplied."""
    slots = scan.slots
    gpus = slots.get("gpus") or []
    two = len({g.gpu_id for g in gpus}) == 2 and all(g.count == 1 for g in gpus)
    # the watts asked, not power only weighed ("a5000 vs 3090 — is the lower tdp worth it?")
    power = _FIGURE_RE.search(scan.lower) is not None
    said = any(
        slots.get(f) is not None
        for f in ("power_limit_w", "psu_stated_w", "power_budget_w", "tariff_per_kwh")
    )
    sized = slots.get("model_id") or slots.get("params_b") or slots.get("workload_id")
    asked = slots.get("power_ask") in _ROW_ASKS and _GAP_RE.search(scan.lower) is not None
    return two and power and asked and not said and not sized


__all__ = ["power_rows_weighed"]
