"""Money slot readers: a budget, a price or rent stated, a tariff, and their currency.

``parsing`` calls ``read_money`` once per question; ``currency_of`` names a currency word.
"""

from __future__ import annotations

import re

from assistant.messages import choice as choice_say
from assistant.messages import table as say
from assistant.models import Problem
from assistant.question import lexicon as lx
from assistant.question.board_ceiling import watts_said
from assistant.question.budget_bare_sum import read_bare_sum
from assistant.question.card_mentions import card_mentions
from assistant.question.each_option_price import prices_each_option
from assistant.question.fx_slots import read_foreign_money
from assistant.question.grand_money import read_grand
from assistant.question.numbers import decimal, number
from assistant.question.owning_slots import OWNING_RE
from assistant.question.price_each import read_bare_price_each
from assistant.question.providers import PROVIDER_RE
from assistant.question.spend_bare import read_bare_spend
from assistant.question.text import Scan


def currency_of(word: str) -> str:
    """``USD`` for dollar words and signs, else ``CNY``."""
    word = word.strip()
    return "USD" if word in lx.USD_WORDS or word.startswith(("dollar", "us dollar")) else "CNY"


def _rate_period(unit_text: str) -> str:
    """``month`` for a monthly rate ("/mo", "每月"), else ``hour``."""
    return "month" if re.search(r"mo|月", unit_text) else "hour"


MAX_BUDGET = 1e12
"""A budget above a trillion (in any currency) buys no GPU setup that exists: not read as one."""


def _sane_budget(scan: Scan, value: float) -> bool:
    """True for a budget worth reading; an absurd one is reported as a problem instead.

    Nothing is a budget of zero or less: "$0.1x/hr" reads as "$0" before a stray ".1x".
    """
    if value <= 0:
        return False
    if value <= MAX_BUDGET:
        return True
    scan.problems.append(
        Problem(
            kind="budget",
            en="that budget is beyond any GPU purchase, so I answered without one",
            zh="这个预算超出了任何 GPU 采购的规模，所以按不限预算回答",
        )
    )
    return False


_UNPRICED_CURRENCY_RE = re.compile(r"\s*(eur|euros?|€|欧元|gbp|pounds?|£|英?镑)(?![a-z])")
"""A currency the price book has no rate for, after a budget ("1200 eur")."""
_FOREIGN_AMOUNT_RE = re.compile(
    rf"{lx.NUM_START}(?:{lx.MIXED}\s*k?\s*(?:-|–|~|to|到)\s*)?(?P<n>{lx.MIXED})\s*(?P<m>k)?"
    r"(?=\s*(?:eur|euros?|€|欧元|gbp|pounds?|£|英?镑)(?![a-z]))"
    r"|(?:€|£)\s*(?:[\d.,]+\s*k?\s*(?:-|–|to)\s*(?:€|£)?\s*)?(?P<n2>[\d.,]+)\s*(?P<m2>k)?(?![a-z])"
)
"""A sum in a currency with no rate, no budget word beside it ("1.5-2k eur", "€1800"): the
top of a range is the budget."""


_PER_KWH_RE = re.compile(r"\s*(?:/|per|a|an|每|一)\s*(?:kwh|kw·h|kw-h|度)", re.IGNORECASE)
"""What follows an electricity price ("$0.17/kWh", "0.6元/度")."""


SPEND_WORD_RE = re.compile(
    r"(?<![a-z])(?:spend\w*|spent|pay(?:ing)?|paid|bill\w*|burn\w*|invoice\w*|blow(?:ing|s)?|blew"
    r"|(?:shell|fork)(?:ing|s|ed)?\s+out|sink(?:ing|s)?|sunk|sank|cost(?:s|ing)?\s+(?:me|us))(?![a-z])"
    r"|花了?|花费|开销|支出|烧了?|账单|砸了?"
)
"""What one already spends at a rate ("I spend $300/mo on RunPod", "lambda invoice is ~$40k/month",
"每月花 500", "we blow ~$3k/month on lambda"): rental spend, read as a monthly or hourly rental
budget."""


def _rent_budget(scan: Scan, value: float, cur: str, period: str) -> None:
    """A rental budget (or spend) at a rate: per hour or per month."""
    if scan.set("budget", decimal(value)):
        scan.slots["budget_currency"] = currency_of(cur)
        scan.slots["budget_period"] = period
        scan.slots["budget_kind"] = "rent"


MAX_HOURLY_RENT = 500.0
"""An hourly rate above this is no GPU's rent (nor a whole server's, in dollars): not read."""


_HOURLY_UNIT_RE = re.compile(r"hours?|hr|(?<![a-z])h(?![a-z])|小时")
"""A rate's unit that is an hour (not a day, a month or a token)."""


def _stated_rate(scan: Scan, value: float, unit_text: str) -> None:
    """An hourly rate said with no ceiling or spend beside it: the rent the user states."""
    if _HOURLY_UNIT_RE.search(unit_text) and 0 < value <= MAX_HOURLY_RENT:
        scan.set("rent_rate_stated", decimal(value))


_RENTING_RE = re.compile(r"(?<![a-z])(?:rent\w*|leas\w*|cloud|on-?demand)(?![a-z])|租|云上|上云")
"""Renting said anywhere in the question ("已经租了一年多", "we've rented 8x H100")."""


def _renting(scan: Scan) -> bool:
    """Renting in view: said, or a cloud named ("腾讯云 GN10Xp 一个月报价 6 万": its rent)."""
    return _RENTING_RE.search(scan.lower) is not None or PROVIDER_RE.search(scan.lower) is not None


def _monthly_rent(scan: Scan, value: float, cur: str, unit_text: str, weighed: bool) -> bool:
    """A month's sum said with renting and buying in view: what renting costs each month.

    "租了一年多，每月大概 15 万人民币 … 报价 220 万，买划不划算", "renting at about $20k a
    month; a vendor quotes $250k": no spend word, but the monthly sum is the rent weighed, read
    as a monthly rental spend (the purchase price is then the quote beside it).
    """
    if not weighed or _rate_period(unit_text) != "month" or not _renting(scan):
        return False
    if "budget" in scan.slots or not _sane_budget(scan, value):
        return False
    _rent_budget(scan, value, cur, "month")
    return True


_MONTH_BEFORE_RE = re.compile(r"(?:每|一)\s*个?\s*月[^0-9，,。.；;]{0,6}$")


def _month_before(scan: Scan, lead: str, weighed: bool) -> bool:
    """A month said just before a sum, renting and buying in view ("租着…每个月 6 万元")."""
    return weighed and _renting(scan) and _MONTH_BEFORE_RE.search(lead) is not None


_GAP_BEFORE_RE = re.compile(
    r"(?:差价|价格差|价差|价钱差|相差|贵了?|便宜了?)\s*(?:大概|大约|约|个|了)?\s*$"
    r"|(?<![a-z])(?:price|cost) (?:gap|difference|delta)(?: is| of|:)?\s*(?:about|around|~)?\s*$"
)
"""What one card costs more than the other, said before the sum: a gap, not a budget."""


def _own_rate(scan: Scan, value: float, cur: str, unit_text: str, weighed: bool) -> None:
    """A rate with no ceiling or spend word: a month's rent weighed, else the user's rate."""
    if not _monthly_rent(scan, value, cur, unit_text, weighed):
        _stated_rate(scan, value, unit_text)


def _sum_aside(scan: Scan, m: re.Match[str], value: float, cur: str, weighed: bool) -> bool:
    """A sum that is no budget: a month's rent said after its month, or each option's price."""
    lead = scan.work[max(0, m.start() - 16) : m.start()]
    if _month_before(scan, lead, weighed) and "budget" not in scan.slots:
        scan.set("rate_mentioned", True)  # "租着…每个月差不多 6 万块": the rent paid
        _rent_budget(scan, value, cur, "month")
        return True
    if _GAP_BEFORE_RE.search(scan.work[max(0, m.start() - 28) : m.start()]):
        return True  # "价格差 300 块", "price gap is about $700": no ceiling
    if prices_each_option(scan.work, m.start(), m.end()):
        # "~$750 either way": what each card weighed costs, no ceiling to pick within
        said = choice_say.EACH_OPTION_PRICE(
            surface=m.group().strip(), amount=value, currency=currency_of(cur)
        )
        scan.assumptions.append(said)
        return True
    return False


_CLAUSE_END_RE = re.compile(r"[.。,，;；!?？！]\s")


def _rent_paid(scan: Scan, weighed: bool, unit_text: str) -> bool:
    """An hourly rent paid, said beside a purchase: the rent stated, the budget left to the price.

    "used 3090 for $700, or keep paying $0.43/hr", "keep paying $2/h or buy one for $25k?".
    """
    hourly = _rate_period(unit_text) == "hour"
    return hourly and (weighed or scan.slots.get("budget") is not None)


def _clause_before(work: str, start: int) -> str:
    """The clause up to an amount ("our inference bill on aws p5 is ~" before "$25k a month")."""
    lead = work[max(0, start - 48) : start]
    ends = list(_CLAUSE_END_RE.finditer(lead))
    return lead[ends[-1].end() :] if ends else lead


_PAID_AFTER_RE = re.compile(r"\s*(?:块|元|rmb)?\s*(?:收|淘|入手?|拿|捡)(?:的|来的|回来的?|了)")
"""A price said as what was paid ("500块收的", "800 淘来的"): the card is owned already."""
_PAID_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:(?:got|picked up|snagged|scored|bought)\b[^.,;!?]{0,40}\bfor"
    r"|paid)\s*(?:about|around|only|just|~)?\s*$"
)
"""A price said as what was paid ("got a used p6000 for $300", "paid $300")."""


_CARDS_FOR_RE = re.compile(
    r"(?:\d+\s*gb|[a-z]+\s?\d{2,4}\w*)\s*(?:for\s*(?:about|around|only|just|~)?|才|只要|只花了?)\s*$"
)
"""Cards then "for" before an amount ("two mi50 32gb for $300", "两张 p40 才 1500"): their cost."""
_RUNS_ON_OWNED_RE = re.compile(
    r"what (?:runs|can (?:i|we) run|will run|could (?:i|we) run) on (?:these|those|them|it|this)\b"
    r"|(?:这|这些|它们?)(?:两张|几张|张|卡)?(?:能|可以)跑(?:什么|啥|哪些)"
)
"""What the cards in hand run is asked: a price said of them was paid, no budget."""


def _paid_already(scan: Scan, start: int, end: int) -> bool:
    """An amount said as what an owned card cost (the caller checks no buying is weighed)."""
    lead = scan.work[max(0, start - 60) : start]
    before = _PAID_BEFORE_RE.search(lead)
    owned = _CARDS_FOR_RE.search(lead) and _RUNS_ON_OWNED_RE.search(scan.lower)
    return _PAID_AFTER_RE.match(scan.work[end : end + 10]) is not None or bool(before or owned)


_RENTED_BEFORE_RE = re.compile(
    r"按量|按需|租|云上|(?<![a-z])(?:on[- ]demand|rent\w*|renting|cloud)(?![a-z])"
    r"|云(?:的|上)?\s*[a-z0-9\s-]{0,14}上"  # "在阿里云A10上花2万": a cloud's card it ran on
)
"""Renting said in the clause a spend closes ("在阿里云上按量跑训练花了80万")."""
_RENTED_AFTER_RE = re.compile(
    r"\s*(?:on |in |for )?(?:renting|rentals?|cloud|on[- ]demand)\b"
    r"|\s*(?:块|元|rmb)?\s*(?:去|来)?租"  # "每年花 3 万租云平台"
)
"""Renting said right after a spend ("spent $300k renting h100s")."""


_BOUGHT_AFTER_RE = re.compile(
    r"\s*(?:块|元|rmb|cny|usd|dollars?)?\s*(?:买|购|入手|(?:to |and )?(?:buy|purchase|get)\b)"
)
"""A buying word right after a spend ("还是花 6000 元买一张 L4", "spend $700 to buy a T4"): the
sum is the card's price, whatever renting the clause weighs it against."""


_YEARLY_RE = re.compile(r"(?:每|一)\s*年|(?<![a-z])(?:a|per|every) year(?![a-z])|yearly|annual")
"""A spend said per year ("每年花 3 万", "$40k a year")."""


def _spent_renting(scan: Scan, start: int, end: int) -> None:
    """A sum said as spent renting ("去年在阿里云上按量跑训练花了80万"): no purchase price."""
    clause = _clause_before(scan.work, start)
    said = clause[-16:] + scan.work[start:end]  # the spend word may open the amount's match
    rented = _RENTED_BEFORE_RE.search(clause) or _RENTED_AFTER_RE.match(scan.work[end : end + 24])
    bought = _BOUGHT_AFTER_RE.match(scan.work[end : end + 16]) is not None
    if SPEND_WORD_RE.search(said) and rented and not bought:
        scan.slots["budget_kind"] = "rent"
        if lx.MONTHLY_RE.search(scan.work):  # "公司每月在阿里云A10上花2万": a monthly spend
            scan.slots["budget_period"] = "month"
        elif _YEARLY_RE.search(said) and scan.slots.get("budget") is not None:
            # "每年花 3 万租云平台": a year's rent spend is its monthly share of the rent
            scan.slots["budget"] = decimal(float(scan.slots["budget"]) / 12)
            scan.slots["budget_period"] = "month"


def _monthly_spend(work: str, said: str) -> bool:
    """A spend said with the sum in a question that says it is each month's."""
    return SPEND_WORD_RE.search(said) is not None and lx.MONTHLY_RE.search(work) is not None


def read_money(scan: Scan, zh: bool) -> None:
    """Budget and currency from amounts ("$5,000", "5万元", "50k CNY", "预算 10 万")."""
    # "1.3万买的4090，出租还是自己用": with buying weighed, a price paid is the purchase price
    weighed = OWNING_RE.search(scan.lower) is not None
    read_foreign_money(scan, zh)  # "£800", "2万港币": converted at a dated rate first
    # "8 grand": eight thousand dollars, a budget unless it is what a card owned cost
    read_grand(scan, lambda start, end: weighed or not _paid_already(scan, start, end))
    for pattern in lx.MONEY_RES:
        spans: list[tuple[int, int]] = []
        for m in pattern.finditer(scan.work):
            value = number(m["n"])
            if value is None:
                continue
            value *= lx.SCALE_WORDS.get(m["m"] or "", 1.0)
            cur = m["cur"].strip()
            if _PER_KWH_RE.match(scan.work[m.end() : m.end() + 12]):
                spans.append(m.span())  # "$0.17/kWh" is the tariff (job_slots), not a budget
                continue
            if cur == "块" and value < 100:
                continue  # "2块4090" counts cards; only larger sums in 块 are money
            if not weighed and _paid_already(scan, m.start(), m.end()):
                spans.append(m.span())  # "500块收的": what a card owned cost, no budget
                continue
            end = m.end()
            after = lx.RATE_AFTER_RE.match(scan.work[end : end + 24])
            before = lx.RATE_BEFORE_RE.search(scan.work[max(0, m.start() - 16) : m.start()])
            scan.set("currency", currency_of(cur))
            lead = scan.work[max(0, m.start() - 16) : m.start()]
            if after is not None:
                end += after.end()
                scan.set("rate_mentioned", True)
                # "under $2/h": a price ceiling per hour (or month) is a rental budget;
                # "I spend $300/mo on RunPod": what is spent renting, the same
                spent = SPEND_WORD_RE.search(_clause_before(scan.work, m.start()))
                ceiling = lx.BUDGET_WORD_RE.search(lead) or spent
                if ceiling is spent and _rent_paid(scan, weighed, after.group()):
                    _stated_rate(scan, value, after.group())  # "or keep paying $0.43/hr"
                elif ceiling is not None and _sane_budget(scan, value):
                    _rent_budget(scan, value, cur, _rate_period(after.group()))
                else:  # "a 4090 at $0.40/h": the user's own rate (or a month's rent)
                    _own_rate(scan, value, cur, after.group(), weighed)
            elif before is not None:
                scan.set("rate_mentioned", True)
                if SPEND_WORD_RE.search(lead):  # "每月花 500 块": a monthly rental spend
                    _rent_budget(scan, value, cur, _rate_period(before.group()))
                else:  # "每小时1.8元": the user's own rate (or a month's rent)
                    _own_rate(scan, value, cur, before.group(), weighed)
            elif _sum_aside(scan, m, value, cur, weighed):
                pass  # a month's rent ("每个月差不多 6 万块"), or each option's price
            elif _sane_budget(scan, value) and scan.set("budget", decimal(value)):
                scan.slots["budget_currency"] = currency_of(cur)
                if SPEND_WORD_RE.search(lead) and lx.MONTHLY_RE.search(scan.work):
                    # "每个月在 AutoDL 上租卡花 500 块": spent renting each month
                    scan.slots["budget_period"] = "month"
                    scan.slots["budget_kind"] = "rent"
                else:
                    _spent_renting(scan, m.start(), m.end())
            spans.append((m.start(), end))
        scan.blank_all(spans)
    _read_budget_words(scan, zh)


def _read_budget_words(scan: Scan, zh: bool) -> None:
    """Budgets said with a budget word or as savings, no currency ("预算 10 万", "攒了三千")."""
    read_bare_spend(scan, zh)  # "we spend about 20k/month on aws": a monthly rental spend
    for pattern in lx.BUDGET_RES:
        spans: list[tuple[int, int]] = []
        for m in pattern.finditer(scan.work):
            value = number(m["n"])
            if value is None or value <= 0:
                continue
            if (m["m"] or "").startswith("w") and watts_said(scan.work, m.start("n")):
                continue  # "显卡功耗预算 200w": a power budget in watts, not 200万
            scale = lx.SCALE_WORDS.get(m["m"] or "", 1.0)
            # "2w5", "3k5": a digit after the scale counts in the next lower unit (25,000; 3,500)
            value = value * scale + int(m.groupdict().get("d") or 0) * scale / 10
            if not _sane_budget(scan, value):
                spans.append(m.span())
                continue
            foreign = _UNPRICED_CURRENCY_RE.match(scan.work[m.end() : m.end() + 8])
            if foreign is not None and scan.set("budget", decimal(value)):
                # "budget about 1200 eur": no rate to convert it, so said, never silently
                named = "EUR" if foreign[1] in ("eur", "euro", "euros", "€", "欧元") else "GBP"
                scan.assumptions.append(choice_say.BUDGET_NO_FX(amount=value, currency=named))
            elif scan.set("budget", decimal(value)) and zh:
                scan.slots["budget_currency"] = "CNY"
                scan.set("currency", "CNY")
                scan.assumptions.append(say.BUDGET_IN_CNY())
                _spent_renting(scan, m.start(), m.end())
                said = _clause_before(scan.work, m.start())[-16:] + m.group()
                if scan.slots.get("budget_kind") == "rent" and _monthly_spend(scan.work, said):
                    scan.slots["budget_period"] = "month"  # "每月在阿里云上花2万租GPU"
                weighed = OWNING_RE.search(scan.lower) is not None
                if _month_before(scan, scan.work[max(0, m.start() - 16) : m.start()], weighed):
                    # "腾讯云 8 卡一个月报价 6 万，自己买整机 8 万": the month's rent, not a ceiling
                    scan.slots["budget_period"] = "month"
                    scan.slots["budget_kind"] = "rent"
            spans.append(m.span())
        scan.blank_all(spans)
    if "budget" not in scan.slots:
        _read_foreign_amount(scan)
    if "budget" not in scan.slots:
        _read_bare_ceiling(scan, zh)
    read_bare_sum(scan, zh)  # "显卡选啥，别太贵，三四千"
    if zh:
        read_bare_price_each(scan)  # "收两张 2080ti（一张 2600）": each card's price in yuan


_NOT_MONEY_AFTER = (
    r"(?!\s*(?:[a-z]*\d|w|watts?|tokens?|ms|[kmgt]b|[kmgt]|hours?|hrs?|h|mins?|minutes?|s"
    r"|seconds?|steps?|images?|users?|people|rows?|words?|lines?|[mg]hz|tflops|fps|px|p"
    r"|usd|eur|%|/|个|张|块|卡|小时|分钟|秒|瓦|度|人|步|元|mm|cm|毫米|厘米|公分)(?![a-z]))"
)
_BARE_CEILING_RE = re.compile(
    r"(?<![a-z])(?:under|below|less than|at most|up to|max|within)\s+(?P<n>\d{3,6})(?![\d.,])"
    + _NOT_MONEY_AFTER
    # "best gpu under 2.5k": thousands said with a k, not a context or a count
    + r"|(?<![a-z])(?:under|below|less than|at most|up to|max|within|sub)\s+"
    r"(?P<k>\d{1,3}(?:\.\d{1,2})?)\s?k(?![a-z\d]|[.,]\d)"
    r"(?!\s*(?:context|ctx|seq\w*|length|window|prompts?|vocab\w*|(?:input|output)\b))"
    + _NOT_MONEY_AFTER
    + r"|(?:不超过|最多|以内)\s*(?P<z>\d{3,6})(?![\d.,])"
    + _NOT_MONEY_AFTER
    + r"|(?<![\d.,])(?P<z2>\d{3,6})\s*(?:以内|之内|以下)"  # "3000 以内还有更好的吗"
    # a sum in 千/万 ("一万五以内", "2万以内", "八千之内"): money-sized whatever the digits
    + rf"|{lx.NUM_START}(?P<z3>(?:{lx.ARABIC})\s?[千万w][1-9]?(?![\d.])"
    r"|[零〇一二两三四五六七八九十百]*[千万][一二两三四五六七八九]?)\s*(?:以内|之内|以下)"
)
"""A ceiling with no currency or unit ("best 24gb card under 1000", "under 2.5k"): a budget to buy
within."""
_BUYING_RE = re.compile(
    r"(?<![a-z])(?:cards?|gpus?|buy\w*|pick|best)(?![a-z])|显卡|买|选|神卡|(?:还有|有没有)更好"
    r"|(?:加|换|上|插|入手|收)(?:一|个|张|块|几){0,2}卡"  # "给 nas 加张卡，1500以内"
    r"|怎么配|(?:配|攒|装)(?:一|个)?(?:台|套)|装机"  # "一万五以内怎么配": a build to buy
    r"|二手|整机|拿下|入手"  # "二手 8 卡整机，一百万以内能拿下吗": a used box to buy within it
    # options weighed under it: "两万五以内，4090D 还是两张 3090？", "哪张更值"
    r"|还是|哪(?:个|张|款|块)|(?<![a-z])(?:or|vs)(?![a-z])"
)


def _read_bare_ceiling(scan: Scan, zh: bool) -> None:
    """A bare ceiling in a buying question is its budget, in the question's currency."""
    m = _BARE_CEILING_RE.search(scan.work)
    if m is None or _BUYING_RE.search(scan.lower) is None:
        return
    if any(c.start() <= m.start() < c.end() for c in card_mentions(scan.work)):
        return  # "Intel Data Center GPU Max 1550": a product number in the card's name
    if m["z3"] and "w" in m["z3"] and watts_said(scan.work, m.start("z3")):
        return  # "功耗限制300w以内": a power ceiling, not 300万
    if m["z3"]:
        value = number(m["z3"].replace("w", "万"))
    else:
        value = float(m["k"]) * 1000 if m["k"] else float(m["n"] or m["z"] or m["z2"])
    if value is None:
        return
    currency = "CNY" if zh else "USD"
    if scan.set("budget", decimal(value)):
        scan.slots["budget_currency"] = currency
        scan.set("currency", currency)
        surface = " ".join(m.group().split())
        scan.assumptions.append(
            choice_say.BUDGET_BARE_CEILING(surface=surface, amount=value, currency=currency)
        )
        scan.blank_all([m.span()])


def _read_foreign_amount(scan: Scan) -> None:
    """A sum in euros or pounds said alone is the budget, read as dollars and said so."""
    m = _FOREIGN_AMOUNT_RE.search(scan.work)
    if m is None:
        return
    value = number((m["n"] or m["n2"] or "").replace(",", ""))
    if value is None or value <= 0 or not _sane_budget(scan, value):
        return
    value *= 1000.0 if (m["m"] or m["m2"]) else 1.0
    tail = scan.work[m.end() : m.end() + 10]
    named = "GBP" if re.search(r"gbp|pound|£|英?镑", m.group() + tail) else "EUR"
    if scan.set("budget", decimal(value)):
        scan.assumptions.append(choice_say.BUDGET_NO_FX(amount=value, currency=named))
        scan.blank_all([m.span()])


__all__ = ["MAX_BUDGET", "currency_of", "read_money"]
