"""Renting weighed, in a follow-up, against a card offered to the user at a price said before.

"闲鱼 2600 收了张 2080ti 22g, fits qwen3-32b?" then "要是不收这张卡，去租 3090 七毛六一小时，一天
用 4 个小时，哪个划算" (or "skip that $600 card and rent a 3090 at $0.22/h instead, 4 h a day —
which is cheaper?"): the card offered is the one bought, at its price; the card named now is the
one rented. Pure: reads the typed requests and the follow-up's words.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from assistant.models import GPUAsk, Query
from assistant.question.text import fold

_WEIGHED = ("best_value", "cheapest")
""""哪个划算", "which is cheaper": the two ways of paying set against each other."""
_CHEAPER_RE = re.compile(
    r"(?<![a-z])(?:cheaper|(?:better|best) (?:deal|value)|more economical|worth it)(?![a-z])"
    r"|划算|便宜|省钱|值得"
)
"""The cheaper of the two asked in words the objective reader leaves ("works out cheaper")."""


def rent_against_offer(previous: Query, new: Query) -> dict[str, Any] | None:
    """The rent-or-buy reading of a rented card weighed against the card offered before."""
    offer = previous.card_offer or {}
    if len(offer) != 1 or len(new.gpus) != 1 or new.intent not in ("cost", "rent_vs_buy"):
        return None
    rented = new.gpus[0].gpu_id
    ((offered, price),) = offer.items()
    rent_said = new.rent_rate_stated is not None or new.rented_gpu is not None
    weighed = new.objective in _WEIGHED or new.versus or _CHEAPER_RE.search(fold(new.text))
    if offered == rented or not rent_said or not weighed or new.budget is not None:
        return None
    currency = new.currency or previous.currency or ("CNY" if new.language == "zh" else "USD")
    card = next((g for g in previous.gpus if g.gpu_id == offered), GPUAsk(gpu_id=offered))
    return {
        "gpus": [card.model_copy(), *(g.model_copy() for g in new.gpus)],
        "rented_gpu": rented,
        "budget": Decimal(str(price)),
        "budget_currency": currency,
        "budget_kind": "buy",
        "budget_period": "total",
        "currency": currency,
    }


__all__ = ["rent_against_offer"]
