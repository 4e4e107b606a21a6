"""Follow-up figures and cards that stand in for the earlier ones.

A bare amount after a budget ("加到2万呢", "what about 3000?") is the new budget; one card named
"instead" after a comparison ("what if i find a 3090 ti instead?") takes the place of the card
it is most like (its sibling: the 3090), the other cards still weighed against it.

Pure: reads only the follow-up's own words and the typed requests.
"""

from __future__ import annotations

import os
import re
from decimal import Decimal

from assistant.models import GPUAsk, Query
from assistant.question.numbers import number
from assistant.question.text import fold

_AMOUNT_RE = re.compile(
    r"(?P<usd>\$)?\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<scale>万|千|k\b|w(?![a-z]))?\s*"
    r"(?P<cur>元|块|人民币|rmb|cny|美元|dollars?|usd)?",
    re.IGNORECASE,
)


_MOVED_TO_RE = re.compile(
    r"(?:砍到|降到|减到|压到|缩到|加到|提到|涨到|放宽到|上到|升到|提高到|增加到|只有|只剩|仅有|就有|(?<![a-z])(?:cut|drop(?:ped)?|lower(?:ed)?"
    r"|bump(?:ed)?|raise[sd]?|trim(?:med)?)\s+(?:it\s+|that\s+|the budget\s+)?to"
    # more money found: "i could scrape together 1200", "could stretch to 1000", "凑到1万"
    r"|(?<![a-z])(?:scrape|scraped|scraping|pull|pulled|put|cobble|cobbled|get|got) together"
    r"|(?<![a-z])(?:stretch|stretched|go|push|pushed)\s+(?:it\s+|that\s+|up\s+)?(?:to|as high as)"
    r"|(?<![a-z])(?:afford|spend|swing|manage)|凑(?:到|出|个|够)?|咬咬牙(?:到|出)?|最多(?:能)?出)\s*$"
)
"""A budget moved to an amount, the amount said bare after it ("砍到3500", "cut it to 800"), or
the money there is ("要是只有6000呢")."""
_ADDED_RE = re.compile(
    r"(?:再加|多加|加上|再多|追加|再补|再凑|多出|多给|(?<![a-z])(?:another|an extra|extra|add"
    r"|adding|plus))\s*(?:个|了)?\s*\$?\s*$"
)
"""An amount added to the budget, said bare after it ("如果能再加 3000 呢", "another $500"): the
budget is the earlier one plus it."""
_CN_AMOUNT_RE = re.compile(
    r"(?P<n>[零〇一二两三四五六七八九十百]*[千万][零〇一二两三四五六七八九十百千]*)"
)
"""An amount in Chinese numerals, of thousands at least ("六千", "一万二")."""
_POWER_WORDS_RE = re.compile(r"功耗|瓦|电源|(?<![a-z])(?:power|tdp|watts?|psu)(?![a-z])")
"""Words that make a "w" after an amount watts, not 万 ("功耗降到75w")."""
_NOT_MONEY_RE = re.compile(
    r"\s*(?:/|%|(?:h|hrs?|hours?|days?|wk|weeks?|months?|w|kw|gb?|t/s|tok\w*|users?)(?![a-z])"
    r"|小时|天|周|个|张|卡|块卡|瓦|人)"
)
"""What follows an amount that is not money ("bump that to 25/wk", "降到 16G")."""


def budget_amount(text: str, previous: Query) -> tuple[Decimal, str] | None:
    """A bare amount in a budget follow-up ("加到2万呢", "砍到3500呢", "what about $3000?").

    An amount added ("再加 3000", "another $500") is on top of the earlier budget.
    """
    folded = fold(text)
    for m in _AMOUNT_RE.finditer(folded):
        before = folded[max(0, m.start() - 24) : m.start() + (1 if m["usd"] else 0)]
        added = _ADDED_RE.search(before) is not None and previous.budget is not None
        moved = added or _MOVED_TO_RE.search(before) is not None
        moved = moved and _NOT_MONEY_RE.match(folded, m.end()) is None
        if m["scale"] == "w" and (float(m["n"]) >= 100 or _POWER_WORDS_RE.search(folded)):
            continue  # "300w", "功耗降到75w": watts; "上到1.6w": 1.6 万, the budget said for short
        if not (m["usd"] or m["scale"] or m["cur"] or moved):
            continue
        scale = {"万": 10000, "w": 10000, "千": 1000, "k": 1000}.get(m["scale"] or "", 1)
        value = Decimal(m["n"]) * scale
        cur = m["cur"] or ""
        usd = m["usd"] or cur.startswith(("美元", "dollar", "usd"))
        currency = "USD" if usd else ("CNY" if cur else previous.budget_currency or "USD")
        if added and previous.budget is not None and currency == previous.budget_currency:
            value += previous.budget  # "再加 3000": on top of the budget said before
        return value.quantize(Decimal(1)) if value == value.to_integral() else value, currency
    for m in _CN_AMOUNT_RE.finditer(folded):  # "要是只有六千呢", "砍到一万二"
        moved = _MOVED_TO_RE.search(folded[max(0, m.start() - 24) : m.start()]) is not None
        said = number(m["n"])
        if moved and said and _NOT_MONEY_RE.match(folded, m.end()) is None:
            return Decimal(str(said)).quantize(Decimal(1)), previous.budget_currency or "CNY"
    return None


def _added_to_budget(new: Query, previous: Query) -> bool:
    """The follow-up's own budget said as an addition ("what if I add another $500?")."""
    if new.budget is None or new.budget_currency not in (None, previous.budget_currency):
        return False
    folded = fold(new.text)
    return any(
        _ADDED_RE.search(folded[max(0, m.start() - 24) : m.start() + 1]) is not None
        for m in _AMOUNT_RE.finditer(folded)
    )


def raised_for_more(previous: Query, new: Query, update: dict[str, object]) -> None:
    """A budget raised after a pick asks what the extra money buys: the fastest within it.

    "i could scrape together 1200 if it's worth it" after an $800 pick: ranked by price, the
    same cheapest card would come back; the higher budget is for a faster one (unless the
    follow-up asks for the cheapest or another ranking itself).
    """
    budget = update.get("budget", new.budget)
    if previous.intent != "recommend" or previous.budget is None or not isinstance(budget, Decimal):
        return
    if "budget" not in update and _added_to_budget(new, previous):  # "add another $500"
        budget = update["budget"] = previous.budget + budget
    same_money = (update.get("budget_currency") or new.budget_currency) in (
        None,
        previous.budget_currency,
    )
    if budget > previous.budget and same_money and new.objective is None and not new.gpus:
        update["objective"] = previous.objective or "fastest"


def swapped_in_comparison(previous: Query, new: Query, replaced: bool) -> list[GPUAsk] | None:
    """The cards weighed before with the one named "instead" in its sibling's place, or None.

    ``replaced``: the follow-up says the card replaces one ("instead", "换成"), or rules one of
    them out ("instead of the 5090s", "不要 4090 了"). The card taken out is the one ruled out,
    else the one whose id shares the longest start with the new card's ("rtx-3090" for
    "rtx-3090-ti"), else the first named; the new card keeps the count of the one it replaces.
    """
    known = [g.gpu_id for g in previous.gpus]
    weighed = previous.intent == "compare" and len(set(known)) >= 2
    replaced = replaced or any(k in new.excluded_gpus for k in known)  # "不要 4090 了，换 3090"
    if not (replaced and weighed and len(new.gpus) == 1) or new.gpus[0].gpu_id in known:
        return None
    if new.model_id is not None or new.workload_id is not None:
        return None  # a job of its own: a question on that card, not the comparison again
    card = new.gpus[0]
    shared = [len(os.path.commonprefix([card.gpu_id, k])) for k in known]
    out = shared.index(max(shared)) if max(shared) > len("rtx-") else 0
    # "4x 3090s instead of the 5090s": the card said to be replaced is the one taken out
    out = next((i for i, k in enumerate(known) if k in new.excluded_gpus), out)
    count = card.count if card.count_stated else previous.gpus[out].count
    swapped = GPUAsk(gpu_id=card.gpu_id, count=count, count_stated=card.count_stated)
    return [swapped if i == out else g.model_copy() for i, g in enumerate(previous.gpus)]


__all__ = ["budget_amount", "raised_for_more", "swapped_in_comparison"]
