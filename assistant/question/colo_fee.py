"""A colocation fee stated per kW a month; pure.

"机房每千瓦每月 800 块托管费", "托管费 800 元/kW/月", "colo is $150/kW/month", "$180 per kw per
month": a data centre bills the power a box is given, so the box's monthly fee is its full-load
wall draw in kW times the rate. ``read_colo_fee`` sets ``hosting_per_kw_month`` (and the
currency its sign says, when none is read yet) from the lowered text; with no other power ask,
the fee is what is asked (``power_ask`` "hosting").
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question.text import Scan

_N = r"(?P<n>\d{1,5}(?:\.\d{1,2})?)"
_KW = r"(?:千瓦|kw|kilowatt)"
_MONTH = r"(?:每月|一个月|个月|月|month|mo)(?![a-z])"
_PER = r"(?:每|/|per|a|an|each)"
_FEE_RES = (
    # the rate before the amount: "每千瓦每月 800 块托管费", "per kw per month is $150"
    re.compile(
        rf"(?:每|/|per)\s*{_KW}\s*{_PER}?\s*{_MONTH}\s*(?:的)?\s*(?:托管费?|机柜费?|colo\w*|hosting)?"
        rf"\s*(?:是|为|收|要|is|of|at|=|:)?\s*(?P<cur>\$|¥|￥|usd\s*)?{_N}\s*(?P<unit>块|元|rmb|cny)?"
    ),
    # the amount before the rate: "托管费 800 元/kW/月", "$150/kW/month", "180 usd per kw a month"
    re.compile(
        rf"(?P<cur>\$|¥|￥)?\s*{_N}\s*(?P<unit>块|元|rmb|cny|usd|dollars?)?\s*(?:/|每|per)\s*{_KW}"
        rf"\s*{_PER}?\s*{_MONTH}"
    ),
)
_CNY_RE = re.compile(r"¥|￥|块|元|rmb|cny")
_FLAT_RE = re.compile(
    r"(?<![a-z])(?:co-?lo|colocation|colocated|data ?cent(?:er|re))(?![a-z])[^.;!?。；]{0,40}?"
    r"(?P<cur>\$|¥|￥)?\s*(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d{1,2})?)\s*(?P<unit>块|元|rmb|usd)?\s*"
    r"(?:/\s*mo(?:nth)?|(?:a|an|per|each)\s+month|monthly)(?![a-z])"
    r"|(?:托管|机柜)[^。；？?！!]{0,8}?(?:每|一)\s*个?\s*月\s*(?P<zn>\d{1,6}(?:\.\d{1,2})?)\s*(?P<zu>块|元)?"
)
"""A flat fee a month for the box at a colocation ("host 2x A6000 at a colo for $150/month
power+space", "托管每月 800 块"): the box's fee, whatever it draws."""


def read_flat_colo_fee(scan: Scan) -> None:
    """Set a flat colocation fee a month for the box, when stated (no per-kW fee read)."""
    m = _FLAT_RE.search(scan.lower)
    if m is None or scan.slots.get("hosting_per_kw_month") is not None:
        return
    value = Decimal((m["n"] or m["zn"]).replace(",", ""))
    if value <= 0:
        return
    scan.set("hosting_per_month", value)
    if scan.slots.get("budget") == value:  # the fee's amount is no budget
        for slot in ("budget", "budget_currency", "budget_period", "budget_kind"):
            scan.slots.pop(slot, None)
    sign = f"{m['cur'] or ''}{m['unit'] or m['zu'] or ''}"
    if sign.strip():
        scan.set("currency", "CNY" if _CNY_RE.search(sign) else "USD")


def read_colo_fee(scan: Scan) -> None:
    """Set the colocation fee per kW a month, its currency and the hosting ask, when stated."""
    for pattern in _FEE_RES:
        m = pattern.search(scan.lower)
        if m is None or float(m["n"]) <= 0:
            continue
        scan.set("hosting_per_kw_month", Decimal(m["n"]))
        if scan.slots.get("budget") == Decimal(m["n"]):  # the fee's amount is no budget
            for slot in ("budget", "budget_currency", "budget_period", "budget_kind"):
                scan.slots.pop(slot, None)
        sign = f"{m['cur'] or ''}{m['unit'] or ''}"
        if sign.strip():
            scan.set("currency", "CNY" if _CNY_RE.search(sign) else "USD")
        scan.set("power_ask", "hosting")  # kept when another power ask was read first
        return


__all__ = ["read_colo_fee", "read_flat_colo_fee"]
