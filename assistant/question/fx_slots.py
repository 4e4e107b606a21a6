"""Sums stated in a currency prices are not kept in (EUR, GBP, JPY, HKD, CHF): read and converted.

A budget ("£800", "2万港币", "15万日元") or an electricity price ("28p/kWh", "¥31/kWh in Tokyo")
is converted at the dated rate in ``fx.yaml`` into the currency the answer prices in (CNY for a
Chinese question, else USD), and said with the stated sum, the rate, its source and its date.
``money_slots.read_money`` calls ``read_foreign_money`` before reading dollars and yuan.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from assistant.catalog.offers import FxRate, load_fx
from assistant.config import get_settings
from assistant.messages import choice as choice_say
from assistant.messages import fitting as fitting_say
from assistant.messages import owning as owning_say
from assistant.messages import table as table_say
from assistant.models import Query
from assistant.question import lexicon as lx
from assistant.question.numbers import number
from assistant.question.text import Scan

_WORD_CODES = (
    (re.compile(r"eur|euros?|欧元"), "EUR"),
    (re.compile(r"gbp|pounds?|quid|英?镑|p|pence"), "GBP"),
    (re.compile(r"jpy|yen|日元|日币|円"), "JPY"),
    (re.compile(r"hkd|hk\$|港币|港元|港幣"), "HKD"),
    (re.compile(r"chf|swiss francs?|francs?|瑞郎|瑞士法郎"), "CHF"),
    (re.compile(r"€"), "EUR"),
    (re.compile(r"£"), "GBP"),
)
_SUFFIX_RE = re.compile(
    rf"{lx.NUM_START}(?P<n>{lx.MIXED})\s*(?P<m>k|w)?\s*"
    r"(?P<cur>eur|euros?|欧元|gbp|pounds?|quid|英?镑|jpy|yen|日元|日币|円|hkd|港币|港元|港幣"
    r"|chf|swiss francs?|francs?|瑞郎|瑞士法郎|p(?=\s*(?:/|per|a)\s*kwh)|pence)(?![a-z])"
)
"""An amount with its currency after it ("1200 eur", "2万港币", "28p/kWh")."""
_PREFIX_RE = re.compile(
    r"(?P<cur>€|£|hk\$|hkd|chf|¥|￥)\s*(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<m>k)?(?![a-z0-9])"
)
"""An amount with its currency sign before it ("€1500", "£1.8k", "HK$20,000", "¥31")."""
_JAPAN_RE = re.compile(
    r"japan|tokyo|osaka|kyoto|(?<![a-z])jpy|(?<![a-z])yen|日本|东京|東京|大阪|日元|円"
)
"""Japan named: a "¥" is yen there, not yuan."""
_PER_KWH_RE = re.compile(r"^\s*(?:/|per|a|an|每|一)\s*(?:kwh|kw·h|kw-h|度)")
_SIGNS = {"CHF": "CHF ", "EUR": "€", "GBP": "£", "HKD": "HK$", "JPY": "JP¥", "USD": "$", "CNY": "¥"}


def _code(cur: str, japan: bool) -> str | None:
    """The currency a word or sign names; "¥" is yen only where Japan is named."""
    if cur in ("¥", "￥"):
        return "JPY" if japan else None
    for pattern, code in _WORD_CODES:
        if pattern.fullmatch(cur):
            return code
    return None


def _newest(rates: list[FxRate], base: str, quote: str) -> FxRate | None:
    rows = [r for r in rates if (r.base, r.quote) == (base, quote)]
    return max(rows, key=lambda r: r.as_of) if rows else None


def convert(amount: Decimal, code: str, target: str) -> tuple[Decimal, Decimal, FxRate] | None:
    """``amount`` of ``code`` in ``target`` (USD or CNY), the rate used and its CNY row."""
    rates = load_fx(get_settings().knowledge_dir / "specs" / "fx.yaml")
    to_cny = _newest(rates, code, "CNY")
    usd = _newest(rates, "USD", "CNY")
    if to_cny is None or usd is None:
        return None
    rate = to_cny.rate if target == "CNY" else to_cny.rate / usd.rate
    return amount * rate, rate, to_cny


def _said(code: str, value: Decimal, tariff: bool) -> str:
    places = ",.2f" if tariff and value < 100 else ",.0f"
    return f"{_SIGNS[code]}{format(float(value), places)}"


def read_foreign_money(scan: Scan, zh: bool) -> None:
    """Convert a budget or tariff said in EUR, GBP, JPY or HKD; blank what was read."""
    japan = _JAPAN_RE.search(scan.lower) is not None
    target = "CNY" if zh else "USD"
    spans: list[tuple[int, int]] = []
    for pattern in (_SUFFIX_RE, _PREFIX_RE):
        for m in pattern.finditer(scan.work):
            code = _code(m["cur"].strip(), japan)
            value = number(m["n"].replace(",", ""))
            if code is None or value is None or value <= 0:
                continue
            amount = Decimal(repr(value)) * Decimal(repr(lx.SCALE_WORDS.get(m["m"] or "", 1.0)))
            if m["cur"] in ("p", "pence"):
                amount /= 100  # pence are hundredths of a pound
            tail = scan.work[m.end() : m.end() + 12]
            if lx.RATE_AFTER_RE.match(tail):
                continue  # a rent per hour or month: not a budget or tariff
            tariff = _PER_KWH_RE.match(tail) is not None
            done = convert(amount, code, target)
            if done is None:
                continue
            value_in, rate, row = done
            words = dict(
                said=_said(code, amount, tariff),
                code=code,
                target_said=_said(target, value_in, tariff),
                rate=f"{rate:.4g}",
                target=target,
                source=row.source.split(" (")[0],
                as_of=row.as_of.isoformat(),
            )
            if tariff and scan.set("tariff_per_kwh", value_in.quantize(Decimal("0.0001"))):
                scan.slots["tariff_currency"] = target
                scan.assumptions.append(choice_say.FOREIGN_TARIFF(**words))
            elif not tariff and scan.set("budget", value_in.quantize(Decimal("0.01"))):
                scan.slots["budget_currency"] = target
                scan.set("currency", target)
                scan.assumptions.append(choice_say.FOREIGN_BUDGET(**words))
            spans.append(m.span())
        scan.blank_all(spans)
        spans = []


def carry_fx_notes(
    previous: Query, merged: Query, carried: dict[str, Any]
) -> tuple[Query, dict[str, Any]]:
    """A follow-up that keeps a converted budget or tariff keeps saying how it was converted.

    So does one that keeps a context read from shorthand ("40k" as 40,000 tokens): the reading
    still holds for the figures the follow-up gives; and one that keeps the cards keeps their
    memory said back as stated ("RTX PRO 6000 96G" then "how fast would it be?"); one that keeps
    the hours keeps how "24/7" was read.
    """
    context = "context" in carried and merged.context_tokens == previous.context_tokens
    cards = "gpus" in carried and merged.gpus == previous.gpus  # the memory said of them holds
    # "24/7" read as 730 h a month holds for "and on spot?": the same hours, billed anew
    hours = "duration" in carried and merged.duration_hours == previous.duration_hours
    usage = "usage" in carried and merged.usage_hours_per_month == previous.usage_hours_per_month
    kept = {
        fitting_say.MEMORY_AS_STATED.code: "gpus" in carried,
        fitting_say.MEMORY_IN_ALL_AS_STATED.code: cards,
        choice_say.FOREIGN_BUDGET.code: "budget" in carried and merged.budget == previous.budget,
        choice_say.FOREIGN_TARIFF.code: "tariff" in carried,
        table_say.CONTEXT_READ_AS.code: context,
        fitting_say.CONTEXT_FULL_WINDOW.code: context,
        owning_say.ALWAYS_ON_RENTED.code: hours,
        owning_say.ALWAYS_ON_SPAN.code: hours,
        owning_say.ALWAYS_ON_STATED.code: usage,
    }
    notes = [
        a for a in previous.assumptions if kept.get(a.code, False) and a not in merged.assumptions
    ]
    if not notes:
        return merged, carried
    return merged.model_copy(update={"assumptions": [*merged.assumptions, *notes]}), carried


__all__ = ["carry_fx_notes", "convert", "read_foreign_money"]
