"""Owning in a colocation facility billed per kW a month; pure.

A colocation quote per kW ("$250/kW/month") is billed on the box's draw and, as such quotes
usually are, taken to include the power and cooling of that draw: the weighing then adds the
fee and no electricity tariff or PUE on top (``calc.tco`` sums depreciation, maintenance,
energy and colocation).
"""

from __future__ import annotations

from decimal import Decimal

from assistant.calc.money import dec, money
from assistant.calc.tco import OwnershipInputs, ValueRef
from assistant.messages.owning import COLOCATION_FEE, COLOCATION_FLAT_FEE
from assistant.messages.table import ELECTRICITY, PUE

_FOLDED_IN = frozenset({PUE.code, ELECTRICITY.code})
"""The tariff and PUE the fee replaces: their figures are no longer used, nor said."""


def colocated(inputs: OwnershipInputs, fee_per_kw_month: Decimal) -> OwnershipInputs:
    """``inputs`` with the box hosted at ``fee_per_kw_month`` on its kW, power included."""
    monthly = money(dec(inputs.power_kw) * fee_per_kw_month)
    said = COLOCATION_FEE(
        fee=fee_per_kw_month, currency=inputs.currency, kw=inputs.power_kw, monthly=monthly
    )
    return inputs.model_copy(
        update={
            "colocation_per_month": monthly,
            "tariff_per_kwh": Decimal(0),
            "pue": 1.0,
            "refs": [
                *(r for r in inputs.refs if r.label.code not in _FOLDED_IN),
                ValueRef(label=said, source="user input"),
            ],
        }
    )


def colocated_flat(inputs: OwnershipInputs, fee_per_month: Decimal) -> OwnershipInputs:
    """``inputs`` with the box hosted at a flat ``fee_per_month``, power and space included.

    "host 2x A6000 at a colo for $150/month power+space": the fee replaces the tariff and PUE.
    """
    said = COLOCATION_FLAT_FEE(monthly=fee_per_month, currency=inputs.currency)
    return inputs.model_copy(
        update={
            "colocation_per_month": money(fee_per_month),
            "tariff_per_kwh": Decimal(0),
            "pue": 1.0,
            "refs": [
                *(r for r in inputs.refs if r.label.code not in _FOLDED_IN),
                ValueRef(label=said, source="user input"),
            ],
        }
    )


__all__ = ["colocated", "colocated_flat"]
