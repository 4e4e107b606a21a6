"""A used card's dated price from a guide's table, when the catalog records only a new one; pure.

The used-GPU guide tabulates used-market prices per card with their date and source ("| RTX
3090 | 24 GB GDDR6X | about 500–800 USD (2026, local-llm.net) | … |"). A used price asked of a
card whose catalog row holds only its launch price is answered from that row of the table,
cited, and a stated price is set against its range.
"""

from __future__ import annotations

import re
from decimal import Decimal

from pydantic import BaseModel

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft, say
from assistant.calc.used_range import recorded_used_range, usd_range

_USED_HEADER_RE = re.compile(r"used|二手", re.IGNORECASE)


class GuideUsedPrice(BaseModel):
    """One card's used-market price as a guide's table gives it."""

    text: str
    """The cell as written: the range, its date and source."""
    row: str
    """The whole table row, card name first: what the citation quotes."""
    low_usd: float | None = None
    high_usd: float | None = None
    evidence: Evidence


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _names(draft: Draft, gpu_id: str) -> set[str]:
    gpu = draft.catalog.gpus.get(gpu_id)
    names = {draft.gpu_name(gpu_id), *(gpu.aliases if gpu else [])}
    return {_norm(n) for n in names if _norm(n)}


_SIZES_RE = re.compile(r"(\d+)((?:\s*/\s*\d+)+)")
"""Sizes one table row covers ("A100 40/80 GB PCIe": the 40 GB and the 80 GB card)."""


def _row_names(cell: str) -> set[str]:
    """The card names one row stands for, each size of "40/80 GB" spelled out alone."""
    m = _SIZES_RE.search(cell)
    if m is None:
        return {_norm(cell)}
    sizes = [m[1], *re.findall(r"\d+", m[2])]
    return {_norm(cell[: m.start()] + size + cell[m.end() :]) for size in sizes}


def guide_used_price(draft: Draft, gpu_id: str) -> GuideUsedPrice | None:
    """The used price of ``gpu_id`` from a retrieved guide table, when one gives a figure."""
    names = _names(draft, gpu_id)
    for evidence in draft.guides:
        column: int | None = None
        for line in evidence.text.splitlines():
            if not line.lstrip().startswith("|"):
                column = None
                continue
            cells = _cells(line)
            if column is None:
                column = next((i for i, c in enumerate(cells) if _USED_HEADER_RE.search(c)), -1)
                continue
            if column < 1 or len(cells) <= column or set(cells[0]) <= set("-: "):
                continue
            if _row_names(cells[0]) & names and any(ch.isdigit() for ch in cells[column]):
                low, high = usd_range(cells[column])
                return GuideUsedPrice(
                    text=cells[column],
                    row=line.strip(),
                    low_usd=low,
                    high_usd=high,
                    evidence=evidence,
                )
    return None


def used_price_line(draft: Draft, found: GuideUsedPrice, usd_rate: Decimal | None = None) -> str:
    """The guide's used price as a clause, and a stated price set against its range.

    A price stated in yuan is set against the dollar range at ``usd_rate`` (1 USD in yuan).
    """
    lang = draft.lang
    marker = draft.citer.cite(found.evidence, found.row)
    line = say(
        lang,
        f"the guide on used GPUs gives {found.text} {marker}",
        f"二手 GPU 指南给出的二手价为{found.text} {marker}",
    )
    if found.low_usd is None or found.high_usd is None:
        return line
    return line + stated_against(draft, found.low_usd, found.high_usd, usd_rate)


def _stated(draft: Draft, usd_rate: Decimal | None) -> tuple[str, float] | None:
    """The price the user stated, as said back, and in dollars (None when none or no rate)."""
    budget, currency = draft.query.budget, draft.query.budget_currency
    if budget is None:
        return None
    if currency == "USD":
        return f"${float(budget):,.0f}", float(budget)
    if currency == "CNY" and usd_rate:  # "闲鱼上看到 3w 出头": yuan set against dollars
        usd = float(budget / usd_rate)
        yuan = f"¥{float(budget):,.0f}"
        return say(draft.lang, f"{yuan} (about ${usd:,.0f})", f"{yuan}（约 ${usd:,.0f}）"), usd
    return None


def stated_against(
    draft: Draft, low: float, high: float, usd_rate: Decimal | None, *, new: bool = False
) -> str:
    """A stated price against a dated one: ", so ¥30,000 (about $4,294) is within that range".

    ``new``: the only price on record is the card's new price (``low`` = ``high``).
    """
    stated = _stated(draft, usd_rate)
    if stated is None:
        return ""
    text, usd = stated
    lang = draft.lang
    if new:
        where = (
            say(lang, "below that new price", "低于新卡价")
            if usd < low
            else say(lang, "above that new price", "高于新卡价")
            if usd > high
            else say(lang, "at that new price", "与新卡价相当")
        )
    elif usd < low:
        where = say(lang, "below that range", "低于这个区间")
    elif usd > high:
        where = say(lang, "above that range", "高于这个区间")
    else:
        where = say(lang, "within that range", "在这个区间内")
    return say(lang, f", so {text} is {where}", f"，{text} {where}")


def stated_unchecked(draft: Draft, usd_rate: Decimal | None) -> str:
    """A stated price with no dated price to set it against, said as not checked ('' if none)."""
    stated = _stated(draft, usd_rate)
    if stated is None:
        return ""
    return say(
        draft.lang,
        f", so I cannot check {stated[0]} against a recorded price",
        f"，所以无法核对 {stated[0]} 是否合理",
    )


__all__ = [
    "GuideUsedPrice",
    "guide_used_price",
    "recorded_used_range",
    "stated_against",
    "stated_unchecked",
    "used_price_line",
]
