"""A lease's monthly payment, said where owning is weighed against renting; pure.

"lease an 8x H100 box at ~$18k/month for 24 months or just rent on demand?", "a 36-month lease
at $38k/month", "融资租赁每个月 6 万": the payment is what the leased cards cost each month, a
figure the answer says back beside the owning and renting it weighs (the price book holds no
lease terms).
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from assistant.question.numbers import MONEY_SCALE, number

_AMOUNT = (
    r"(?:~|≈|about|around|roughly|约|大概|大约)?\s*(?:\$|¥|￥|€)?\s*(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"\s*(?P<k>k(?![a-z])|千|w(?![a-z])|万)?\s*(?:usd|dollars?|元|块钱?|rmb)?"
)
_MONTH = r"\s*(?:/\s*mo(?:nth)?|(?:a|an|per|each|every)\s+month|monthly)(?![a-z])"
_LEASE_RES = (
    re.compile(
        r"(?<![a-z])leas(?:e|es|ed|ing)(?![a-z])[^.;!?。；]{0,48}?(?<![\w$¥￥€])" + _AMOUNT + _MONTH
    ),
    re.compile(r"(?<![\w.])" + _AMOUNT + _MONTH + r"\s*(?:lease|leasing)(?![a-z])"),
    re.compile(r"融资租赁[^。；？?！!]{0,12}?(?:每|一)\s*个?\s*月\s*(?:要|付|还|交)?\s*" + _AMOUNT),
)
"""The payment after the lease word ("a lease at $38k/month"), before it ("$18k/month lease"),
or a financing lease's month ("融资租赁每个月 6 万")."""


def lease_payment_said(folded: str) -> dict[str, Any]:
    """``lease_monthly``: the monthly payment of a lease the question weighs, else nothing."""
    m = next((m for r in _LEASE_RES if (m := r.search(folded)) is not None), None)
    value = number(m["n"].replace(",", "")) if m is not None else None
    if m is None or value is None:
        return {}
    value *= MONEY_SCALE.get(m["k"] or "", 1.0)
    if not 100 <= value <= 1e8:
        return {}
    return {"lease_monthly": Decimal(str(int(value) if value.is_integer() else round(value, 2)))}


__all__ = ["lease_payment_said"]
