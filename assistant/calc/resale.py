"""What cards bought for a short project fetch when they are sold again, for rent vs buy.

Bought for a few months and sold after, a card costs its price less what it fetches. That is
priced at the bottom of the card's dated used-market range in the catalog (the top prices a
purchase), times the cards, never above what was paid; selling fees and a further fall in price
are not counted, and the answer says so. A card sold only used (its catalog price is a used one)
fetches what was paid. A card with no used price known is written off to nothing, as before, and
the answer says that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from assistant.calc.money import convert, money
from assistant.calc.tco import OwnershipInputs
from assistant.calc.used_range import recorded_used_range
from assistant.catalog.offers import FxRate
from assistant.messages import Message
from assistant.messages import owning as say
from assistant.models import GPU

_PURCHASE_END_RE = re.compile(r",\s*the (?:top|bottom) of the range.*$")


def resold(
    inputs: OwnershipInputs, gpu: GPU, fx_rates: Sequence[FxRate]
) -> tuple[OwnershipInputs, Message]:
    """``inputs`` with the resale at the end priced, and what the answer says of it."""
    used_only = (gpu.price_basis or "").startswith("used-market")
    unit, basis = gpu.used_price_usd, gpu.used_price_basis or ""
    if unit is None and used_only:  # a P40, an MI50: the price paid is already a used one
        unit, basis = gpu.launch_price_usd, gpu.price_basis or ""
    if unit is None:
        return inputs, say.RESALE_UNKNOWN(gpu=gpu.name)
    low, _ = recorded_used_range(basis)
    unit = Decimal(str(low)) if low is not None and not used_only else unit
    basis = _PURCHASE_END_RE.sub("", basis)  # "…, the top of the range": a purchase's end
    count, currency = inputs.gpu_count, inputs.currency
    value, _ = convert(unit * count, "USD", currency, fx_rates)
    if value >= inputs.capex:  # a card bought at or below its used price: back what was paid
        said = say.RESALE_CAPPED(resale=inputs.capex, currency=currency, gpu=gpu.name, basis=basis)
        return inputs.model_copy(update={"resale_value": inputs.capex}), said
    value = money(value)
    said = say.RESALE_PRICED(
        resale=value, currency=currency, count=count, gpu=gpu.name, basis=basis
    )
    return inputs.model_copy(update={"resale_value": value}), said


__all__ = ["resold"]
