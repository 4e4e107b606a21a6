"""A rent the user states, totalled: the rate times the GPUs (or instances) times the hours.

"How much to rent a 4090 at $0.40/h for a month" is priced at the user's $0.40, not the price
book's; the book's offers are set beside it by the price kind. Pure, in Decimal like the other
price calculators.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Literal

from pydantic import BaseModel

from assistant.calc.money import dec, money
from assistant.catalog.offers import Currency

RentBasis = Literal["gpu", "instance"]
"""What the stated rate is per hour of: one GPU, or one whole instance (a named type)."""


class StatedRent(BaseModel):
    """The total of a stated hourly rent over a span."""

    rate: Decimal
    """Per GPU-hour (``basis`` "gpu") or per instance-hour, in ``currency``."""
    basis: RentBasis
    units: int
    """GPUs (or instances) rented at once."""
    hours: float
    """Wall-clock hours rented."""
    unit_hours: float
    """GPU-hours (or instance-hours) billed: ``units`` x ``hours``."""
    currency: Currency
    total: Decimal


def stated_rent(
    rate: Decimal, units: int, hours: float, currency: Currency, basis: RentBasis = "gpu"
) -> StatedRent:
    """``rate`` per unit-hour for ``units`` at once over ``hours``, rounded to cents."""
    unit_hours = units * hours
    return StatedRent(
        rate=rate,
        basis=basis,
        units=units,
        hours=hours,
        unit_hours=round(unit_hours, 2),
        currency=currency,
        total=money(rate * dec(unit_hours)),
    )


__all__ = ["RentBasis", "StatedRent", "stated_rent"]
