"""A used card's dated price from a guide's table, when the catalog records only a new one; pure.

The used-GPU guide tabulates used-market prices per card with their date and source ("| RTX
3090 | 24 GB GDDR6X | about 500–800 USD (2026, local-llm.net) | … |"). A used price asked of a
card whose catalog row holds only its launch price is answered from that row of the table,
cited, and a stated price is set against its range.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft, say

_USED_HEADER_RE = re.compile(r"used|二手", re.IGNORECASE)
_AMOUNT_RE = re.compile(r"(\d[\d,]*(?:\.\d+)?)")
_USD_RE = re.compile(r"usd|美元|\$", re.IGNORECASE)


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


def _usd_range(cell: str) -> tuple[float | None, float | None]:
    """The low and high of a range stated in US dollars ("about 500–800 USD"), else None."""
    if _USD_RE.search(cell) is None:
        return None, None
    amounts = [float(a.replace(",", "")) for a in _AMOUNT_RE.findall(cell)]
    amounts = [a for a in amounts if a >= 50]  # a year or a date is no price; prices are >= 50
    amounts = [a for a in amounts if not 1990 <= a <= 2100] or amounts
    if not amounts:
        return None, None
    return amounts[0], amounts[1] if len(amounts) > 1 else amounts[0]


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
            if _norm(cells[0]) in names and _AMOUNT_RE.search(cells[column]):
                low, high = _usd_range(cells[column])
                return GuideUsedPrice(
                    text=cells[column],
                    row=line.strip(),
                    low_usd=low,
                    high_usd=high,
                    evidence=evidence,
                )
    return None


def used_price_line(draft: Draft, found: GuideUsedPrice) -> str:
    """The guide's used price as a clause, and a stated price set against its range."""
    lang = draft.lang
    marker = draft.citer.cite(found.evidence, found.row)
    line = say(
        lang,
        f"the guide on used GPUs gives {found.text} {marker}",
        f"二手 GPU 指南给出的二手价为{found.text} {marker}",
    )
    budget, currency = draft.query.budget, draft.query.budget_currency
    if budget is None or currency != "USD" or found.low_usd is None or found.high_usd is None:
        return line
    stated = f"${float(budget):,.0f}"
    if float(budget) < found.low_usd:
        where = say(lang, "below that range", "低于这个区间")
    elif float(budget) > found.high_usd:
        where = say(lang, "above that range", "高于这个区间")
    else:
        where = say(lang, "within that range", "在这个区间内")
    return line + say(lang, f", so {stated} is {where}", f"，{stated} {where}")


__all__ = ["GuideUsedPrice", "guide_used_price", "used_price_line"]
