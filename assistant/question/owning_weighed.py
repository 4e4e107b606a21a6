"""Whether a message weighs owning hardware against renting it, read from its typed slots.

Two readings say so beyond the rent-or-buy cue words: a rental spend (a monthly rent bill or
a stated hourly rate) beside owning words ("I pay $200 a month renting a 4090, should I buy
one?"), and a one-off purchase price set against a named rental provider at a stated usage
("a ~$3k 4090 workstation each vs shared runpod 4090s, ~6 hrs/day"): what the usage costs
there is weighed against what the box costs once.
"""

from __future__ import annotations

from typing import Any

WEIGHING_INTENTS = ("cost", "recommend", "rent_vs_buy")
"""Readings a rent-or-buy weighing overrides: a price asked, a card asked, or the weighing."""


def spend_weighed(slots: dict[str, Any]) -> bool:
    """A rental spend (monthly bill or hourly rate) beside owning words or a payback asked."""
    spends = slots.get("budget_kind") == "rent" and slots.get("budget_period") == "month"
    owning = slots.get("owning_words") or slots.get("owning_ask") == "payback"
    # "租 t4 一块三毛五一小时 … 要不要闲鱼收张二手 t4（3000 左右）": a price to buy said too
    owning = owning or slots.get("purchase_quoted") is not None
    owning = owning or (slots.get("budget_kind") == "buy" and slots.get("budget_period") == "total")
    # "vast has it at 20 cents/hr; does owning one make sense?": the stated rent is weighed
    spends = spends or slots.get("rent_rate_stated") is not None
    return bool(spends and owning)


def purchase_against_rental(slots: dict[str, Any]) -> bool:
    """A one-off price ("~$3k workstation") set by a "vs" against a named provider, usage stated.

    The usage is hours a month, or a span rented ("整机报价230万，对比在nebius上租三年"): the
    span's rent is weighed against the one-off price.
    """
    one_off = slots.get("budget") is not None and slots.get("budget_period") == "total"
    bought = one_off and slots.get("budget_kind") != "rent"
    rented = slots.get("provider") is not None
    used = slots.get("usage_hours_per_month") is not None or bool(slots.get("duration_hours"))
    return bool(slots.get("versus") and bought and rented and used)


def power_against_rental(slots: dict[str, Any]) -> bool:
    """Cards named with an electricity price, set by a "vs" against renting them.

    "power is $0.32/kWh, 2x 3090 ~8h a day vs renting on runpod": a tariff is paid only for
    cards run at home, so the cards are owned and weighed against the rental named.
    """
    tariff = slots.get("tariff_per_kwh") is not None
    rented = slots.get("provider") is not None or slots.get("where") == "cloud"
    # "box quoted ~$280k. Lambda reserved instead … $0.12/kWh": a price to buy the cards said
    # beside the rental sets them against each other as surely as a "vs"
    bought = slots.get("budget_period") == "total" and slots.get("budget_kind") != "rent"
    bought = bought and slots.get("budget") is not None and slots.get("provider") is not None
    return bool((slots.get("versus") or bought) and tariff and rented and slots.get("gpus"))


def owned_against_rented_card(slots: dict[str, Any]) -> bool:
    """A card or box set by a "vs" against another card said as rented, its use stated.

    "DGX Spark 还是直接按小时租 H100？一周用 10 个小时": the card not said as rented is the one
    owned, and the hours of use are what the rent is paid for: owning weighed against renting.
    """
    used = slots.get("usage_hours_per_month") is not None
    return bool(slots.get("versus") and slots.get("rented_gpu") is not None and used)


def _purchase_said(slots: dict[str, Any]) -> bool:
    """A price to buy, a buying budget or a payback said: something owned is priced."""
    bought = slots.get("purchase_quoted") is not None or slots.get("owning_ask") is not None
    return bought or slots.get("budget_kind") == "buy"


def share_explained(slots: dict[str, Any], intent: str) -> bool:
    """Why owning pays above a share of use ("why is buying cheaper above ~40% utilisation?").

    A use stated beside owning and money words is the break-even of owning against renting,
    explained by weighing it: what the break-even depends on is the rent-or-buy calculator's.
    """
    priced = slots.get("price_words") and slots.get("owning_words")
    return bool(intent == "concept" and priced and slots.get("usage_hours_per_month"))


def owning_weighed(slots: dict[str, Any], intent: str) -> bool:
    """Whether the reading ``intent`` gives way to a rent-or-buy weighing.

    An API weighed against renting is one too: tokens bought against GPU-hours rented.
    """
    if slots.get("api_weighed") and intent in (*WEIGHING_INTENTS, "compare", "concept"):
        return True
    # "deepseek api 和自己买 8 卡 h20，哪个划算": the cards bought against the API, not their fit
    weighed = slots.get("objective") == "best_value" or slots.get("answer_asked") == "comparison"
    if slots.get("api_weighed") and slots.get("owning_words") and intent == "fit_check":
        return bool(weighed)
    if share_explained(slots, intent):
        return True
    if slots.get("token_cost_asked") and not _purchase_said(slots):
        return False  # "cost per 1M tokens if I self-host … at $0.89/hr": tokens at that rent
    against = purchase_against_rental(slots) or power_against_rental(slots)
    against = against or owned_against_rented_card(slots)
    if intent == "compare":  # the "vs" of "a $3k box vs runpod 4090s" is the weighing itself
        return against
    return intent in WEIGHING_INTENTS and (spend_weighed(slots) or against)


__all__ = [
    "WEIGHING_INTENTS",
    "owned_against_rented_card",
    "owning_weighed",
    "power_against_rental",
    "purchase_against_rental",
    "share_explained",
    "spend_weighed",
]
