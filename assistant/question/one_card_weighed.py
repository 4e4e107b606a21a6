"""What a comparison word weighs when only one card is named: a price, or the model against it.

"nebius h200 per hour? vs a coreweave quote" sets one card's price against another offer (a
price asked); "kimi k2 on an 8x h100 node, 1TB of weights vs 640GB of HBM" sets the model
against the card's memory (a fit asked). With one card and one model there is no second card
to weigh, so the comparison's score goes to the fit when the fit leads; engines or formats
weighed on the card ("awq vs gptq on my 4090") stay a comparison. Pure.
"""

from __future__ import annotations

from typing import Any


def one_card_weighed(slots: dict[str, Any], model: bool, scores: dict[str, int]) -> None:
    """Move the comparison's score of a one-card question to the price or the fit it weighs."""
    if slots.get("unit") and not model:
        scores["cost"] += scores["compare"]
        scores["compare"] = 0
    elif model and len(set(slots.get("model_ids") or [])) < 2:
        # only when the fit leads: "awq vs gptq vs gguf on a 4090, which is faster" weighs
        # options (a comparison), and a speed asked beside them keeps its own margin
        if all(scores["fit_check"] > scores[i] for i in _OTHERS):
            scores["fit_check"] += scores["compare"]
            scores["compare"] = 0


_OTHERS = ("speed", "cost", "recommend", "rent_vs_buy")
"""What leads instead of the fit ("api vs self-hosting on 2x h100, which is cheaper": owning)."""


__all__ = ["one_card_weighed"]
