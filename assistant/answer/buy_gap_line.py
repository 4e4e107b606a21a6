"""How much more one card costs to buy than another, said first when the gap is asked. Pure.

"a6000比3090贵多少", "how much more does a 4090 cost than a 3090": both cards' catalog rows are
read, and the first line gives the difference and the ratio between their prices, new at the
recorded price (or used, when used is asked or a card is only sold used), then the used-market
gap when both cards have a dated used price too. Each card's row follows with its sources.
"""

from __future__ import annotations

from decimal import Decimal

from assistant.answer.compose import Draft
from assistant.answer.compose_catalog_spec import used_only
from assistant.calc.catalog_query import CatalogRow
from assistant.messages.price_gap import BUY_BASIS_NEW, BUY_BASIS_USED, BUY_GAP_LINE, BUY_GAP_USED


def _new_price(row: CatalogRow) -> Decimal | None:
    return None if used_only(row) else row.purchase_price_usd


def _used_price(row: CatalogRow) -> Decimal | None:
    return row.used_price_usd or (row.purchase_price_usd if used_only(row) else None)


def _dollars(amount: Decimal) -> str:
    """A card's price in whole dollars, as its row states it ("$1,599")."""
    return f"${amount:,.0f}"


def _gap(
    draft: Draft, first: tuple[CatalogRow, Decimal], second: tuple[CatalogRow, Decimal]
) -> dict[str, str | float]:
    """The named values of a gap line: the dearer card first."""
    dearer, cheaper = (first, second) if first[1] >= second[1] else (second, first)
    return {
        "dearer": draft.gpu_name(dearer[0].gpu_id),
        "cheaper": draft.gpu_name(cheaper[0].gpu_id),
        "gap": _dollars(dearer[1] - cheaper[1]),
        "ratio": float(dearer[1] / cheaper[1]),
        "dearer_price": _dollars(dearer[1]),
        "cheaper_price": _dollars(cheaper[1]),
    }


def buy_gap_line(draft: Draft, a: CatalogRow, b: CatalogRow) -> str | None:
    """The gap between two cards' prices to buy, or None when either has no price recorded."""
    new_a, new_b, used_a, used_b = _new_price(a), _new_price(b), _used_price(a), _used_price(b)
    lang = draft.lang
    if not draft.query.used_asked and new_a and new_b:
        line = BUY_GAP_LINE(
            **_gap(draft, (a, new_a), (b, new_b)), basis=BUY_BASIS_NEW().render(lang)
        ).render(lang)
        if used_a and used_b:
            line += " " + BUY_GAP_USED(**_gap(draft, (a, used_a), (b, used_b))).render(lang)
        return line
    if used_a and used_b:
        return BUY_GAP_LINE(
            **_gap(draft, (a, used_a), (b, used_b)), basis=BUY_BASIS_USED().render(lang)
        ).render(lang)
    return None


def lead_buy_gap(draft: Draft, a: CatalogRow, b: CatalogRow, at: int) -> None:
    """The gap line at paragraph ``at`` (before the cards' rows) when the gap was asked."""
    gap = buy_gap_line(draft, a, b) if draft.query.price_gap_asked else None
    if gap:
        draft.paragraphs.insert(at, gap)


__all__ = ["buy_gap_line", "lead_buy_gap"]
