"""A comparison at the prices the user states: speed per money leads, not speed alone.

"3090 used is $700 and 4090 is $1800, which one for SDXL?" is answered by what each card does
for its price; "5090 is +$800 over the 4090, worth it?" by how much faster it is against how
much dearer (the cheaper card's catalog price is the base). Only cards that fit are weighed.
"""

from __future__ import annotations

from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.messages import price_weighed as say

Timed = tuple[str, float, str]
"""A card weighed: its id, seconds per unit of work (lower is faster), its speed as said."""


def _pct(ratio: float) -> str:
    return f"{ratio * 100:.0f}%"


def priced_lead(draft: Draft, task: str, timed: list[Timed]) -> str | None:
    """The lead weighing the cards at the stated prices, or None when no price was said."""
    query = draft.query
    cards = {gpu: (secs, said) for gpu, secs, said in timed if 0 < secs < float("inf")}
    currency = query.currency or ("CNY" if draft.lang == "zh" else "USD")
    prices = {g: p for g, p in (query.card_prices or {}).items() if g in cards}
    if len(prices) >= 2:
        return _at_prices(draft, task, cards, prices, currency)
    premium = {g: p for g, p in (query.card_premium or {}).items() if g in cards}
    if len(premium) == 1 and len(cards) == 2:
        return _premium(draft, task, cards, premium, currency)
    return None


def _at_prices(
    draft: Draft,
    task: str,
    cards: dict[str, tuple[float, str]],
    prices: dict[str, float],
    currency: str,
) -> str:
    ranked = sorted(prices, key=lambda g: cards[g][0] * prices[g])  # seconds x price: lower wins
    best, other = ranked[0], ranked[1]
    fast, slow = sorted((best, other), key=lambda g: cards[g][0])
    name = draft.gpu_name
    price = {g: money(Decimal(str(prices[g])), currency) for g in (best, other)}
    if best == fast:
        return say.BOTH_BETTER(
            best=name(best), other=name(other), task=task, fast=cards[best][1],
            slow=cards[other][1], best_price=price[best], other_price=price[other],
        ).render(draft.lang)  # fmt: skip
    faster = _pct(cards[slow][0] / cards[fast][0] - 1)
    dear, cheap = (fast, slow) if prices[fast] > prices[slow] else (slow, fast)
    dearer = _pct(prices[dear] / prices[cheap] - 1)
    template = say.VALUE_OVER_SPEED if best == slow else say.SPEED_OVER_VALUE
    return template(
        cheap=name(cheap), dear=name(dear), task=task, fast=cards[fast][1], slow=cards[slow][1],
        cheap_price=price[cheap], dear_price=price[dear], faster=faster, dearer=dearer,
    ).render(draft.lang)  # fmt: skip


def _premium(
    draft: Draft,
    task: str,
    cards: dict[str, tuple[float, str]],
    premium: dict[str, float],
    currency: str,
) -> str:
    dear = next(iter(premium))
    cheap = next(g for g in cards if g != dear)
    gain = cards[cheap][0] / cards[dear][0] - 1
    extra = money(Decimal(str(premium[dear])), currency)
    spec = draft.catalog.gpus.get(cheap)
    base = spec.launch_price_usd if spec is not None and currency == "USD" else None
    said = {"dear": draft.gpu_name(dear), "cheap": draft.gpu_name(cheap), "task": task,
            "fast": cards[dear][1], "slow": cards[cheap][1], "premium": extra,
            "faster": _pct(gain)}  # fmt: skip
    if base is None or base <= 0:
        return say.PREMIUM_ONLY(**said).render(draft.lang)
    dearer = premium[dear] / float(base)
    template = say.PREMIUM_WORTH if gain >= dearer else say.PREMIUM_NOT_WORTH
    return template(**said, dearer=_pct(dearer), base=money(base, currency)).render(draft.lang)


__all__ = ["Timed", "priced_lead"]
