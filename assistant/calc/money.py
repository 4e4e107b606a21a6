"""Money, dates and exchange rates: the helpers every price calculator shares (pure, Decimal)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from pydantic import BaseModel

from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import table as say

STALE_AFTER_DAYS = 180
"""Prices older than this (relative to ``today``) carry a warning."""
HOURS_PER_MONTH = 730.0
"""8760 h / 12, the convention of independent price trackers (see tco.yaml)."""
HOURS_PER_YEAR = 8760.0
CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    """Round an amount to cents (half up)."""
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def dec(value: float) -> Decimal:
    """Turn a float quantity into a Decimal through its shortest repr (no binary noise)."""
    return Decimal(repr(float(value)))


# --------------------------------------------------------------------------- FX


class FxUsed(BaseModel):
    """The rate used for one conversion, with its date and source."""

    from_currency: Currency
    to_currency: Currency
    rate: Decimal
    """1 ``from_currency`` = ``rate`` ``to_currency``."""
    fx_id: str
    as_of: date
    source: str


def fx_rate(
    from_currency: Currency, to_currency: Currency, rates: Iterable[FxRate]
) -> FxUsed | None:
    """Return the newest rate converting ``from_currency`` to ``to_currency`` (None if equal).

    Raises:
        UsageError: no rate for the pair (directly or inverted) is known.
    """
    if from_currency == to_currency:
        return None
    best: FxUsed | None = None
    for r in rates:
        if (r.base, r.quote) == (from_currency, to_currency):
            rate = r.rate
        elif (r.base, r.quote) == (to_currency, from_currency):
            rate = Decimal(1) / r.rate
        else:
            continue
        if best is None or r.as_of > best.as_of:
            best = FxUsed(
                from_currency=from_currency,
                to_currency=to_currency,
                rate=rate,
                fx_id=r.id,
                as_of=r.as_of,
                source=r.source,
            )
    if best is None:
        raise UsageError(fail.NO_EXCHANGE_RATE(source=from_currency, target=to_currency))
    return best


def convert(
    amount: Decimal, from_currency: Currency, to_currency: Currency, rates: Iterable[FxRate]
) -> tuple[Decimal, FxUsed | None]:
    """Convert ``amount`` (unrounded) and return it with the rate used."""
    used = fx_rate(from_currency, to_currency, rates)
    return (amount if used is None else amount * used.rate), used


def cheapest_per_gpu_hour(
    offers: Iterable[CloudOffer],
    currency: Currency,
    rates: Iterable[FxRate],
    *,
    gpu_id: str | None = None,
    provider: str | None = None,
) -> tuple[Decimal, CloudOffer] | None:
    """The rankable offer with the lowest on-demand GPU-hour price, and that price in ``currency``.

    Only offers of ``gpu_id`` and ``provider`` when given. Ties go to the offer that rents the
    fewest GPUs at once, then to the lower id, so the pick never depends on file order.
    """
    rates = list(rates)
    best: tuple[Decimal, CloudOffer] | None = None
    for o in offers:
        if (
            not o.rankable
            or (gpu_id and o.gpu_id != gpu_id)
            or (provider and o.provider != provider)
        ):
            continue
        hourly = o.per_gpu_hour()
        if hourly is None:
            continue
        rate = convert(hourly, o.currency, currency, rates)[0]
        if best is None or (rate, o.gpu_count, o.id) < (best[0], best[1].gpu_count, best[1].id):
            best = (rate, o)
    return best


def age_warning(what: Message, as_of: date | None, today: date) -> Message | None:
    """Return a warning when ``as_of`` is more than 180 days before ``today``."""
    if as_of is None:
        return None
    days = (today - as_of).days
    if days > STALE_AFTER_DAYS:
        return say.STALE(what=what, days=days, as_of=str(as_of))
    return None


# --------------------------------------------------------------------------- job pricing
