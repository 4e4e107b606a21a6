"""A price seen for one card, judged: "二手3090 5000块值得买吗", "a used 3090 for $650 worth it?".

The amount is what the card costs there, and the question is whether that is a fair price: the
card's price row, with the stated amount set against its dated used or new price, answers it
(the price kind, as "闲鱼上看到 4500 靠谱吗" is). Read, it is no longer a budget to pick within
("is a used 3090 for $650 worth it?" was answered with a new RTX 5060 Ti).
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.catalog.specs import Catalog
from assistant.question.launch_price import read_launch_price
from assistant.question.price_gap import price_gap_why
from assistant.question.rate_units import price_gap_asked, rented_gap_asked
from assistant.question.text import Scan

_WORTH_RE = re.compile(
    r"(?<![a-z])(?:worth (?:it|buying|the money|getting)|(?:a )?good (?:deal|price)"
    r"|(?:a )?fair (?:price|deal)|overpriced|a rip[- ]?off|too (?:much|expensive))(?![a-z])"
    r"|(?<![a-z])(?:fair|reasonable)\s*[?？]"  # "a guy wants $1,050 for his used 4080, fair?"
    r"|值得买|值不值|值吗|值得入手|划算吗|贵吗|贵不贵|合理吗|合适吗|能不能买|可以入吗|能入吗|坑吗"
)
"""A price judged: worth it, a fair deal, too much."""
_OVERCHARGED_RE = re.compile(
    r"(?<![a-z])(?:ripped off|rip[- ]?off|overcharg\w*|over ?priced|goug\w*|price[- ]gouging"
    r"|(?:is|was) (?:that|this|it) (?:price )?(?:in line|reasonable|fair)"
    r"|in line (?:with|or)\b)(?![a-z])"
    r"|被坑|被宰|宰人|坑人|报价.{0,8}(?:合理|正常|贵)|(?:价格|价钱|这价).{0,4}(?:合理|正常)吗"
)
"""A price quoted for a card doubted as too much ("in line or am I being ripped off?")."""
_OTHER_JOB_RE = re.compile(
    r"(?<![a-z])(?:vs|versus|or|than|instead of|rent\w*)(?![a-z])|还是|或者|比|租"
)
"""A second option weighed (another card, renting): a comparison or a rent-or-buy, not a price."""


_USE_KEYS = (
    "model_id", "params_b", "method", "usage_hours_per_month", "duration_hours", "provider",
)  # fmt: skip
"""What a card is used for, or where it is rented: its use is weighed, not its price."""


def read_buy_gap(scan: Scan, catalog: Catalog) -> None:
    """How much more one card costs to buy than another: both cards' price rows are asked.

    "a6000比3090贵多少", "h100 pcie vs sxm price difference": two cards, a gap in price asked,
    no renting, provider, job or hourly unit said (those weigh rents: ``rented_gap_asked``), and
    not why the gap is so large (``price_gap_why``: the cards set side by side). A card with no
    price to buy recorded (an H100 PCIe) has its rents weighed instead, per GPU-hour.
    """
    gpus = {g.gpu_id for g in scan.slots.get("gpus") or []}
    if len(gpus) != 2 or scan.slots.get("spec_fields") or scan.slots.get("unit"):
        return
    if not price_gap_asked(scan.work) or rented_gap_asked(scan.work):
        return
    if price_gap_why(scan.lower) or any(scan.slots.get(key) for key in _USE_KEYS):
        return
    rows = [catalog.gpus[g] for g in sorted(gpus)]
    if all(r.launch_price_usd is not None or r.used_price_usd is not None for r in rows):
        scan.slots["spec_fields"] = ["price"]
    else:
        scan.slots["unit"] = "per_hour"


_SEEN_PRICE_RE = re.compile(
    r"(?:看到|看见|见到|刷到|碰到|遇到)(?:有人?|个|一个|一家|有家)?\s*(?:卖|出|标|挂|要)?\s*"
    r"(?P<n>\d{2,6})\s*(?:块钱?|元)?\s*(?:的|一张|出|就)"
    r"|(?<![a-z])(?:saw|seen|see|found|spotted)\s+(?:one|some|a (?:listing|few)|listings|them)"
    r"\s+(?:for|at|going for|listed at)\s*[$¥￥]?\s*(?P<n2>\d{2,6})(?![\d%a-z])"
)
"""A listing seen at a bare amount ("看到有 800 的", "saw one for 300"): the price judged."""


def _seen_price(scan: Scan) -> None:
    """A listing's bare amount, beside the price asked of one card, as the sum judged."""
    m = _SEEN_PRICE_RE.search(scan.lower)
    if m is None or scan.slots.get("budget") is not None:
        return
    currency = scan.slots.get("currency") or (
        "CNY" if re.search(r"[\u4e00-\u9fff]", m[0]) else "USD"
    )
    scan.slots.update(budget=Decimal(m["n"] or m["n2"]), budget_currency=currency)
    scan.slots["budget_period"] = "total"


def read_price_judged(scan: Scan, catalog: Catalog) -> None:
    """One card and an amount, judged worth it or not: the card's price row is asked.

    Two cards with the gap between their prices asked are read first (``read_buy_gap``); a
    listing seen at a bare amount beside one card's price asked ("多少钱一张？看到有 800 的") is
    the amount set against its price.
    """
    read_buy_gap(scan, catalog)
    read_launch_price(scan)  # "launch price of the 4080 Super?": the row's dated figure
    if len({g.gpu_id for g in scan.slots.get("gpus") or []}) == 1:
        if scan.slots.get("spec_fields") == ["price"]:
            _seen_price(scan)
    gpus = {g.gpu_id for g in scan.slots.get("gpus") or []}
    amount = scan.slots.get("budget")
    if len(gpus) != 1 or amount is None or scan.slots.get("spec_fields"):
        return
    rented = scan.slots.get("provider") or scan.slots.get("unit")  # a rent doubted is priced
    if _OVERCHARGED_RE.search(scan.lower) is not None and not rented:
        scan.slots["quote_doubted"] = True  # "quoted ¥68,000 for an H20, am I ripped off?"
        return
    if _WORTH_RE.search(scan.lower) is None or _OTHER_JOB_RE.search(scan.lower) is not None:
        return
    # a cloud named ("每月在阿里云A10上花2万，自己买卡划算吗"): its bill is weighed, not a price
    if any(scan.slots.get(key) for key in _USE_KEYS):
        # "worth it for llama 70b?", "500 小时一年，6万买划算吗": the card's use is weighed
        return
    scan.slots["spec_fields"] = ["price"]


__all__ = ["read_buy_gap", "read_price_judged"]
