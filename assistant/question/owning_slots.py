"""Rent-vs-buy facts a user states: sessions of use, a bought card's price, who pays the power.

"一周就跑两三次实验，每次五六个小时" is 2.5 sessions of 5.5 hours a week; "买张二手3090（4500左右）"
is a purchase price of ¥4,500; "power is covered by the university" is no electricity cost;
"一度五毛多", "1块2" are tariffs in yuan and jiao. Each becomes a typed slot; the rent-vs-buy
plan uses it in place of the catalog's figure and the answer echoes it. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from decimal import Decimal

from assistant.messages import Message
from assistant.messages import owning as owning_say
from assistant.messages import table as table_say
from assistant.question import lexicon as lx
from assistant.question.card_offer import card_offer_said
from assistant.question.landed_price import landed_price
from assistant.question.numbers import decimal, number
from assistant.question.resale_words import resale_said
from assistant.question.stated_rate import MAX_SPOKEN_RATE
from assistant.question.text import Scan
from assistant.question.zh_hourly import zh_hourly_rent

_CN_DIGIT = "一二两三四五六七八九"
_COUNT = rf"\d+(?:\.\d+)?(?:\s*(?:-|–|~|～|to)\s*\d+(?:\.\d+)?)?|[{_CN_DIGIT}十]{{1,2}}"
_EN_COUNT = rf"{_COUNT}|two|three|four|five|six|seven"
_ZH_HOURS = r"\s*(?:个)?(?:多)?(?:小时|钟头|h)"
_SESSIONS_RE = re.compile(
    rf"(?<![\w.])(?:(?P<n>{_EN_COUNT}|a couple of|a few)\s*(?:x|times|sessions?|runs?|days?)"
    r"|(?P<w>once|twice))\s*(?:a|per|each|every|/)\s*(?P<u>week|wk|month)\b"
    rf"[^.?!;]{{0,24}}?(?<![\w.])(?P<h>{_COUNT})\s*(?:hours?|hrs?|h)\b"
    rf"|(?<![\w.])(?P<h2>{_COUNT})\s*(?:hours?|hrs?|h)\s*(?:a|per|each|/)\s*day\b[^.?!;]{{0,16}}?"
    rf"(?<![\w.])(?P<n2>{_EN_COUNT})\s*days?\s*(?:a|per|each|every|/)\s*(?:week|wk)\b"
    # "weekly, 8 hrs each": once a period, said as an adverb ("8 hrs a day" is no session)
    r"|(?<![\w.])(?P<adv>weekly|monthly)\b[^.?!;]{0,16}?(?<![\w.])"
    rf"(?P<ah>{_COUNT})\s*(?:hours?|hrs?|h)\b(?!\s*(?:a|per|/|each)\s*(?:day|week|month))"
    r"|(?P<zu>一周|每周|每星期|一星期|每个?月|一个月)[^0-9。，,？?！!]{0,6}?"
    rf"(?P<zn>{_COUNT})\s*次[^。？?！!]{{0,10}}?每次[^0-9。？?！!]{{0,4}}?(?P<zh>{_COUNT}){_ZH_HOURS}"
    r"|(?:一周|每周|每星期)[^0-9。，,？?！!]{0,4}?"
    rf"(?P<zd>{_COUNT})\s*天[^。？?！!]{{0,6}}?(?:每天|一天)[^0-9。？?！!]{{0,4}}?(?P<zdh>{_COUNT}){_ZH_HOURS}"
    rf"|(?:每天|一天)[^0-9。，,？?！!]{{0,4}}?(?P<zdh2>{_COUNT}){_ZH_HOURS}[^。？?！!]{{0,6}}?"
    rf"(?:一周|每周|每星期)[^0-9。，,？?！!]{{0,4}}?(?P<zd2>{_COUNT})\s*天"
)
"""Sessions a week (or month) and hours each ("3 sessions a week, 4 hours each", "twice a
week for 5 hrs", "8 hours a day, 5 days a week", "一周跑两三次，每次五六个小时",
"每周5天，每天8小时"); a range is read as its middle."""
_ADVERB_UNITS = {"weekly": "week", "monthly": "month"}
_WORD_COUNTS = {"once": 1.0, "twice": 2.0, "a couple of": 2.0, "a couple": 2.0, "a few": 3.0}
_WORD_COUNTS["几"] = 3.0
_WEEKENDS_RE = re.compile(
    rf"(?<![\w.])(?P<h>{_COUNT}|a few|a couple of)\s*(?:hours?|hrs?|h)\b[^.?!;]{{0,12}}?"
    r"(?:on|at|over|every|each)\s+(?:the\s+)?weekends?"
    rf"|(?:每个?)?周末[^。，,？?！!天]{{0,6}}?(?P<zh>{_COUNT}|几)\s*个?(?:小时|钟头)"
    rf"|(?<![\w.])~?(?P<w>{_COUNT}|a few|a couple of)\s*weekends?\s*(?:a|per|each|every)\s*month"
    rf"|每个?月[^。，,？?！!\d]{{0,4}}?(?P<zw>{_COUNT}|几)\s*个\s*周末"
)
"""Hours used at weekends ("a few hours on weekends", "周末跑几个小时"): that many a week; whole
weekends a month ("~3 weekends a month", "每个月两个周末"): 48 hours each.
Days counted before the hours ("周末跑两天48小时") make the hours one stretch, a job's length."""
_PRICE_RE = re.compile(
    r"(?:买|购|入手|收)[^，。,？?！!（(]{0,32}?[（(]\s*(?:[一每单]\s*[张块台])?\s*(?:约|大概|大约|~|～|要)?\s*"
    r"(?P<n>\d+(?:\.\d+)?|[一二两三四五六七八九十百千万]+)\s*(?P<m>万|千|w|k)?\s*(?:元|块|rmb)?\s*"
    r"(?:左右|出头|上下|多)?\s*[)）]"
)
"""A price said beside the card bought ("买张二手3090（4500左右）", "买5090（两万出头）",
"（一张七千八）")."""
_PRICE_SAID_RE = re.compile(
    r"(?:大概|大约|约|要价?|卖价?|才|只要|差不多|二手价?|看到|见到|标价|开价|报价|售价|出价|挂|现在|目前|准备|打算|"
    r"一共|总共|合计|总价|加起来|"
    r"整机|整套|一套|[闲咸]鱼上?|[一每]\s*[张块](?![卡\d一二两三四五六七八九十])|"
    r"(?<![\d.])\d{3,4}\s?(?:ti|super|d)?)\s*"
    r"(?P<n>\d+(?:\.\d+)?|[一二两三四五六七八九十百千万]+)\s*(?P<m>万|千|w|k)?\s*(?:元|块)?\s*"
    r"(?:左右|出头|上下|多)?(?=\s*(?:[，,。？?！!；;]|$|买|还是|租|靠谱|合理|贵|便宜|值|正常|吗|[一每][张块]"
    r"|(?:就|能|可以){0,2}(?:拿下|入手|到手)|出(?![租售])"
    r"|收\s*(?:[一两二三四五六七八九十几]|\d+)?\s*(?:张|块|个|台|片)))"
)
"""A price said right after the card, or after a price word, in a buy question ("5090两万出头，
买还是租", "二手3090大概4500，买还是租", "一张4090要1.3万", "3090 五千五一张", "闲鱼上看到 3w 出头",
"现在3.2k能拿下", a seller's listing "闲鱼 3090 2800 出", a buyer's "闲鱼 4500 收一张 3090")."""
_BUY_WORD_RE = re.compile(r"买|购|二手|闲鱼|咸鱼|回本")
"""Buying, the used market where a card's price is seen ("闲鱼上看到 3w 出头"), or paying a
purchase back ("整机8万，多久回本")."""
_POWER_COVERED_RE = re.compile(
    r"(?:power|electricity)\s+(?:is\s+|was\s+|were\s+|would be\s+|costs?\s+(?:are\s+)?)?"
    r"(?:covered|free|included|paid\s+for)"
    r"|(?:free|no)\s+(?:power|electricity)\s+(?:cost|bill)"
    r"|电费(?:由)?(?:学校|公司|单位|房东|实验室)?(?:出|包|报销|免费|不用(?:我|自己)?(?:出|付|交|管))"
    r"|不用(?:交|付|出)电费|(?:包|免)电费"
)
"""The electricity is paid by someone else: owning is weighed with no power cost."""
_ZH_TARIFF_RE = re.compile(
    rf"(?:电费|电价|一度电?|每度电?|度电)[^0-9{_CN_DIGIT}。，,？?！!]{{0,6}}?"
    rf"(?:(?P<y>[0-9]|[{_CN_DIGIT}十])\s*(?:块|元)\s*(?P<j>[0-9{_CN_DIGIT}](?![0-9度]))?"
    rf"|(?P<m>[0-9{_CN_DIGIT}])\s*(?:毛|角)"
    rf"(?P<f>[0-9{_CN_DIGIT}](?=[一每]度|(?![0-9{_CN_DIGIT}十百千万度张块台个小])))?)"
)
"""A tariff in yuan and jiao ("1块2" is 1.2, "一度五毛多" is 0.5, "电费一块二" is 1.2), with fen
after the jiao ("一度三毛五" is 0.35, "一度六毛二" is 0.62, "电费五毛五一度" is 0.55)."""
_ZH_TARIFF_AFTER_RE = re.compile(
    rf"(?<![0-9.{_CN_DIGIT}十])(?:(?P<y>[0-9]|[{_CN_DIGIT}十])\s*(?:块|元)\s*(?P<j>[0-9{_CN_DIGIT}])?"
    rf"|(?P<m>[0-9{_CN_DIGIT}])\s*(?:毛|角)\s*(?P<f>[0-9{_CN_DIGIT}])?)"
    r"\s*钱?\s*(?:一|每)\s*度"
)
"""The same amount said before its unit ("一块二一度", "八毛一度电", "六毛五每度")."""


_RENTED_BEFORE_RE = re.compile(
    r"(?:\brent(?:ing|ed|s)?|租(?:用|个|张|台|块|一张|几张)?"
    # "租优云智算 h20": a provider between the rent word and the card
    r"(?:\s*[\u4e00-\u9fffa-z]{2,8}?\s*(?:上的?|家的?|的)?)?)"
    r"(?:\s+(?:an?|one|some|a few|\d+))?\s*$"
)
"""A card named right after a rent word ("i rent an H100", "vs renting a 4090", "租4090")."""


_BOUGHT_BEFORE_RE = re.compile(
    r"(?:\bbuy(?:ing)?|\bpurchas\w*|买|入手|收)"
    r"(?:\s*(?:\ban?\b|\bone\b|\bused\b|二手|一?(?:张|个|块|台)))*\s*$"
)
"""A card named right after a buy word ("buy a used 3090", "买张二手3090"): the one owned."""


def bought_before(work: str, start: int) -> bool:
    """Whether the card named at ``start`` is said as the one bought (just before, one clause)."""
    before = re.split(r"[,，.。?？;；!！]|\bor\b|还是", work[max(0, start - 24) : start])[-1]
    return _BOUGHT_BEFORE_RE.search(before) is not None


def rented_before(work: str, start: int) -> bool:
    """Whether the card named at ``start`` is said as the one rented (same clause, just before)."""
    before = re.split(r"[,，.。?？;；!！]|\bor\b|还是", work[max(0, start - 24) : start])[-1]
    return _RENTED_BEFORE_RE.search(before) is not None


_RENTED_AFTER_RE = re.compile(
    r"\s*(?:(?:sxm\d?|pcie|\d+\s*gb?)\s*)*(?:gpu[\s-]*)?(?:hours|hrs|time)(?![a-z])"
    r"|\s*(?:的)?\s*(?:卡时|机时)"
)
"""Hours of a card, which are rented ("lambda a100 hours", "H100 time", "A100 卡时")."""


def rented_after(work: str, end: int) -> bool:
    """Whether the card that ends at ``end`` is said by its rented hours."""
    return _RENTED_AFTER_RE.match(work, end) is not None


_RENT_RATE_RE = re.compile(
    r"(?<![\w.])(?:(?P<cur>\$|¥|￥)\s*)?(?:~\s*)?(?P<v>\d{1,3}(?:\.\d{1,4})?)\s*(?:-?ish\s*)?"
    r"(?:(?:usd|dollars?|元|块)\s*)?"
    r"(?:/|per|an?|每|一个?)\s*(?:gpu[\s-]?)?(?:hr|hour|h|小时|卡时)(?![a-z])"
    r"|(?:每小时|一小时|每卡时)\s*(?:(?P<zv>\d{1,3}(?:\.\d{1,4})?)\s*(?:元|块)"
    r"|(?P<zb>\d{1,3}\.\d{1,4})(?=\s*(?:左右|上下)?\s*(?:[，,。;；?？!！]|$)))"
    r"|(?<![\w.])(?P<cents>\d{1,3})\s*(?:cents?|¢)\s*(?:/|per|an?)\s*(?:gpu[\s-]?)?(?:hr|hour|h)(?![a-z])"
)
"""An hourly rent said beside owning ("runpod has it for ~1.6/hr", "$0.50/hr on vast",
"$2-ish/hr", "2元/小时", "1.3 元一小时", "每小时1.5块", "20 cents/hr"; "一卡一小时 7.5，": a bare
figure with its decimal point after the hour is yuan)."""
OWNING_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|purchas\w*|own(?:ing)?|payback|breaks?[- ]?even)(?![a-z])"
    # a card ordered is bought: "cancel the spark order ($3,999) and rent?"
    r"|(?<![a-z])(?<!in )(?:pre-?)?order(?:ed)?(?![a-z])(?! to\b)"
    r"|买|购|自建|回本|攒|下单|订单"  # "自己攒两张 4090 的整机": built, so owned
)
"""Owning weighed (a payback asked owns too): hours and totals said beside it are the owned
cards' use."""


def read_rent_rate(scan: Scan) -> None:
    """The rent per GPU-hour the user states when weighing owning: it replaces the book's."""
    if OWNING_RE.search(scan.lower) is None:
        return
    m = _RENT_RATE_RE.search(scan.lower)
    if m is None:
        spoken = zh_hourly_rent(scan.lower)  # "一小时一块九": yuan and jiao, no decimal point
        if spoken is not None and 0 < spoken <= MAX_SPOKEN_RATE:
            scan.set("rent_rate_stated", spoken)
            scan.set("currency", "CNY")
        return
    value = number(m["v"] or m["zv"] or m["zb"] or m["cents"])
    if value is not None and m["cents"]:
        value /= 100.0  # "20 cents/hr" is $0.20 an hour
    if value is None or not 0 < value <= MAX_SPOKEN_RATE:
        return
    scan.set("rent_rate_stated", decimal(value))
    if m["cur"] in ("¥", "￥") or m["zv"] or m["zb"] or re.search(r"元|块", m.group()):
        scan.set("currency", "CNY")


def count_said(text: str) -> float | None:
    """A count or a range's middle ("2-3" is 2.5, "两三" is 2.5, "五六" is 5.5)."""
    text = text.strip()
    if text in _WORD_COUNTS:
        return _WORD_COUNTS[text]
    parts = re.split(r"\s*(?:-|–|~|～|to)\s*", text)
    if len(parts) == 1 and len(text) == 2 and all(c in _CN_DIGIT for c in text):
        parts = list(text)  # "两三": two Chinese digits side by side are a range
    values = [number(p) for p in parts]
    if not values or any(v is None or v <= 0 for v in values):
        return None
    return sum(v for v in values if v is not None) / len(values)


def state_use(
    scan: Scan, monthly: float, per: str | None, said: Callable[[float], Message]
) -> bool:
    """Set the busy hours a month read, their period and the note saying them back.

    ``said`` writes the note from the share of the month; nothing is set when an earlier
    mention already set the use. Returns whether this one did.
    """
    if not scan.set("usage_hours_per_month", monthly):
        return False
    scan.slots["usage_per"] = per
    scan.assumptions.append(said(monthly / lx.HOURS_PER["month"]))
    return True


def state_hours(scan: Scan, span: tuple[int, int], hours: float, unit: str, per: Message) -> None:
    """Set hours stated per ``unit`` (day, week, month, year) as the busy hours a month.

    The note says them back in the user's own figure; the span they were read from is blanked.
    """
    monthly = round(hours * lx.HOURS_PER["month"] / lx.HOURS_PER[unit], 1)
    state_use(
        scan, monthly, unit, lambda pct: table_say.USAGE_STATED(hours=hours, per=per, pct=pct)
    )
    scan.blank(*span)


def _weekends(scan: Scan) -> bool:
    """Hours at weekends a week ("a few hours on weekends"), or whole weekends a month (48 h)."""
    m = _WEEKENDS_RE.search(scan.work)
    if m is not None and (m["w"] or m["zw"]):
        weekends = count_said(m["w"] or m["zw"]) or 0.0
        if 0 < weekends <= 5:  # noqa: PLR2004 (weekends in a month)
            state_hours(scan, m.span(), weekends * 48, "month", table_say.PER_MONTH())
        return 0 < weekends <= 5  # noqa: PLR2004
    hours = count_said(m["h"] or m["zh"]) if m is not None else None
    if m is None or hours is None or hours > 48:
        return False
    state_hours(scan, m.span(), hours, "week", table_say.PER_WEEK())
    return True


_TOTAL_HOURS_RE = re.compile(
    r"(?<![\w.])~?(?P<n>\d{1,5}(?:,\d{3})?(?:\.\d+)?)\s*(?:gpu[\s-]?|card[\s-]?)?(?:hours?|hrs?)"
    r"\s*(?:in\s+)?(?:total|all|altogether|overall|combined)\b"
    r"|\b(?:a\s+)?total\s+of\s*(?:about|around|roughly|~)?\s*(?P<n2>\d{1,5}(?:,\d{3})?(?:\.\d+)?)"
    r"\s*(?:gpu[\s-]?|card[\s-]?)?(?:hours?|hrs?)\b"
    r"|(?:总共|一共|总计|合计|累计)[^0-9。，,？?！!]{0,6}?(?P<zn>\d{1,5}(?:\.\d+)?)\s*(?:个)?(?:多)?"
    r"(?:小时|卡时|钟头)"
    r"|(?<![\d.])(?P<zc>\d{1,6}(?:\.\d+)?|[一二两三四五六七八九十百千万]{1,6})\s*(?:个)?(?:多)?"
    r"(?:卡时|卡·时|卡小时)(?!\s*(?:每|一)(?:天|周|个?月|年))"
    # over a horizon ("2000 H100-hours over the next 6 months": the card's name blanked before)
    r"|(?<![\w.])~?(?P<n3>\d{1,5}(?:,\d{3})?(?:\.\d+)?)\s*(?:gpu|card)?[\s-]?(?:hours?|hrs?)"
    r"(?=\s+(?:over|across|during|within)\s+(?:the\s+)?(?:next\s+|coming\s+|following\s+)?"
    r"(?:\d{1,2}|a|one|two|three|four|six|nine|twelve|eighteen)\s*(?:months?|years?|quarters?)\b)"
    # the hours a job needs ("i need ~500 a100-hours for a lora sweep", the card's name blanked)
    r"|\b(?:need|needs|needed|require[sd]?|takes?|will take)\s+(?:about|around|roughly)?\s*"
    r"~?(?P<n4>\d{1,5}(?:,\d{3})?(?:\.\d+)?)\s*(?:gpu|card)?[\s-]*(?:hours?|hrs?)\b"
    r"(?!\s*(?:a|an|per|each|every|/)\s*(?:day|week|month|year|mo|yr)\b)"
)
"""GPU-hours said as the whole job ("~150 GPU hours total", "a total of 200 hours", "总共 150
卡时", "两千卡时") when owning is weighed: spread over the horizon, they are the cards' use."""
_DEFAULT_YEARS = 3.0
"""The years owned cards are weighed over when none is said (the rent-vs-buy default)."""
_TOTAL_KEY = "total_hours_pending"
"""The scan slot holding a total until the horizon is read (never a ``Query`` field)."""


def read_total_hours(scan: Scan) -> bool:
    """A total of GPU-hours, held until the horizon is read; True when read (blanked)."""
    m = _TOTAL_HOURS_RE.search(scan.work)
    if m is None or OWNING_RE.search(scan.lower) is None:
        return False
    said = m["n"] or m["n2"] or m["zn"] or m["zc"] or m["n3"] or m["n4"]
    value = number(said.replace(",", ""))
    if value is None or value <= 0:
        return False
    scan.slots[_TOTAL_KEY] = value
    scan.blank(m.start(), m.end())
    return True


def spread_total_hours(scan: Scan) -> None:
    """A total of GPU-hours over the horizon read ("150 h over 3 months") as hours a month."""
    total = scan.slots.pop(_TOTAL_KEY, None)
    # no horizon said ("项目要两千卡时，租还是买两张"): the years owned cards are weighed over
    month = lx.HOURS_PER["month"]
    said = scan.slots.get("duration_hours")
    # a span under a month is the job's deadline ("3 weeks out"), not how long cards are owned
    horizon = said if said and said >= month else _DEFAULT_YEARS * lx.HOURS_PER["year"]
    if total is None:
        return
    months = horizon / month
    monthly = round(min(total / months, month), 1)
    state_use(
        scan,
        monthly,
        "month",
        lambda pct: owning_say.TOTAL_HOURS_STATED(
            hours=total, months=round(months, 1), monthly=monthly, pct=pct
        ),
    )


ALWAYS_ON_RE = re.compile(
    r"(?<![\d/])(?:24\s*/\s*7|24\s*x\s*7|7\s*x\s*24)(?![\d/])|around the clock|round the clock"
    r"|全天候|不间断|7\s*[x×]\s*24\s*小时|24\s*(?:个)?小时\s*(?:不停|不关|不间断|开着|满载|(?:在)?跑|运行|开机)"
    # "never scaled down", "always-on endpoint", "一直开着不关机": no hour of the day off
    r"|(?<![a-z])(?:always[\s-]on|never (?:scaled|scales|scaling|turned|switched|shut|spun)"
    r" (?:down|off)|non[\s-]?stop)(?![a-z])|从不关机|永不关机|一直开着|常年开机"
)
"""Running without a break: all 24 hours of every day."""


def read_rented_around_the_clock(scan: Scan) -> None:
    """A month of rent kept up "24/7" (no owning weighed): said as 24 hours a day, 730 a month."""
    if scan.slots.get("usage_hours_per_month") is not None:
        return  # owning weighed: "24/7" was read as the owned cards' use
    m = ALWAYS_ON_RE.search(scan.lower)
    month = scan.slots.get("unit") == "per_month" or scan.slots.get("duration_hours") == 730.0
    if m is not None and month:
        scan.assumptions.append(owning_say.ALWAYS_ON_RENTED(surface=m.group().strip()))
        scan.set("duration_hours", 730.0)  # "how much per month, 24/7": a month's hours priced
    elif m is not None and (span := scan.slots.get("duration_hours")) and span >= 24:
        # "a 2-week run, 24/7": every hour of the two weeks is rented
        surface = m.group().strip()
        scan.assumptions.append(owning_say.ALWAYS_ON_SPAN(surface=surface, hours=f"{span:g}"))


_MEDIA = r"(?:audio|recordings?|speech|calls?|podcasts?|meetings?|interviews?)"
_JOB_PER_RE = re.compile(
    rf"(?<![\d.])\d{{1,6}}(?:\.\d+)?\s*k?\s*(?:hours?|hrs?|h)\s+of\s+{_MEDIA}\s*"
    r"(?:a|per|each|every|/)\s*"
    r"(?P<u>day|week|month)\b"
    rf"|(?<![\d.])\d{{1,6}}(?:\.\d+)?\s*k?\s*(?:hours?|hrs?|h)\s+of\s+{_MEDIA}\s+(?P<d>daily)\b"
    r"|(?P<zu>每天|每日|一天|每周|一周|每个?月|一个月)[^。，,？?！!\d]{0,8}\d{1,6}(?:\.\d+)?\s*(?:个)?(?:多)?"
    r"(?:小时|钟头)(?:的)?(?:录音|音频|语音|电话|会议|播客)"
)
"""A job volume said per period ("200 hours of audio a day", "每天要转写200小时录音")."""


def read_job_per(scan: Scan) -> None:
    """The period a stated job recurs over: each day's audio is one day's work for the cards."""
    m = _JOB_PER_RE.search(scan.lower)
    if m is None or scan.slots.get("duration_hours") is None:
        return
    unit = "day" if m["d"] else lx.USAGE_UNITS.get(m["u"] or m["zu"] or "", "day")
    scan.set("job_per", unit if unit in ("day", "week", "month") else "day")


def read_sessions(scan: Scan) -> bool:
    """Sessions x hours each as the busy hours a month; True when read (the span is blanked)."""
    m = _SESSIONS_RE.search(scan.work)
    if m is None:
        return _weekends(scan)
    said = m["n"] or m["w"] or m["n2"] or m["zn"] or m["zd"] or m["zd2"]
    sessions = 1.0 if m["adv"] else count_said(said)  # "weekly": once a week
    hours = count_said(m["h"] or m["h2"] or m["zh"] or m["zdh"] or m["zdh2"] or m["ah"])
    unit = lx.USAGE_UNITS.get(m["u"] or m["zu"] or _ADVERB_UNITS.get(m["adv"] or "", ""), "week")
    if sessions is None or hours is None or hours > 24:
        return False
    per_period = sessions * hours
    if per_period > lx.HOURS_PER[unit]:
        return False
    monthly = round(per_period * lx.HOURS_PER["month"] / lx.HOURS_PER[unit], 1)
    if scan.set("usage_hours_per_month", monthly):
        scan.slots["usage_sessions"] = (sessions, hours)
        scan.slots["usage_per"] = "month" if unit == "month" else "week"
        weekly = round(monthly * lx.HOURS_PER["week"] / lx.HOURS_PER["month"], 2)
        per = table_say.PER_MONTH() if unit == "month" else table_say.PER_WEEK()
        scan.assumptions.append(
            owning_say.SESSIONS_STATED(
                sessions=sessions,
                per=per,
                hours=hours,
                weekly=weekly,
                pct=monthly / lx.HOURS_PER["month"],
            )  # fmt: skip
        )
    scan.blank(m.start(), m.end())
    return True


def _priced(scan: Scan, m: re.Match[str]) -> bool:
    """A price match whose number is still in the work text and more than a scale word."""
    return bool(scan.work[m.start("n") : m.end("n")].strip()) and m["n"] not in ("万", "千", "百")


def read_purchase_price(scan: Scan) -> None:
    """A price in brackets beside the card bought: the purchase price, in yuan."""
    if scan.slots.get("budget") is not None:
        return
    m = _PRICE_RE.search(scan.lower)
    if m is None and _BUY_WORD_RE.search(scan.lower):
        # a number read as a card ("买二手3090") is blanked in the work text: no price
        said = _PRICE_SAID_RE.finditer(scan.lower)
        # "200万" is no card "200" priced "万": a scale word alone is never the price
        m = next((x for x in said if _priced(scan, x)), None)
    if m is None:
        # "涡轮版 1.9w 到手": the amount the card landed at, unless it is the price paid for
        # the card at home ("当时 4500 块入手的"), which the card's offer keeps instead (read
        # only once a landed amount is found: most questions have none)
        landed = landed_price(scan.lower)
        if landed is not None and not card_offer_said(scan.lower, scan.slots.get("gpus") or []):
            m = landed
    if m is None:
        return
    value = number(m["n"])
    if value is None or value <= 0:
        return
    value *= {"万": 1e4, "w": 1e4, "千": 1e3, "k": 1e3}.get(m["m"] or "", 1.0)
    if not 100 <= value <= 1e8:
        return
    scan.slots.update(budget=decimal(value), budget_currency="CNY", budget_kind="buy")
    scan.slots["budget_period"] = "total"
    scan.set("currency", "CNY")


_FINANCING_RE = re.compile(
    r"(?<![a-z])(?:financ(?:e|ed|ing)|loans?|installments?|hire[\s-]purchase|lease[\s-]to[\s-]own)"
    r"(?![a-z])"
    r"|融资租赁|租赁公司|分期|贷款"
)
"""Owning paid over time: a lease, a loan, installments (terms the price book does not hold)."""


def read_financing(scan: Scan) -> None:
    """Owning through a lease or loan is weighed (said as not modelled; bought outright instead)."""
    if _FINANCING_RE.search(scan.lower):
        scan.slots["financing"] = True


def read_resale(scan: Scan) -> None:
    """The hardware is to be sold again at the end ("buy and resell", "用完卖掉")."""
    scan.slots["resale_said"] = resale_said(scan.lower)


_NO_CLOUD_RE = re.compile(
    r"(?:不想|不能|不打算|不准|不让|不许|不考虑|没法)[^，。,；;？?]{0,6}?(?:上云|用云|租卡|租云)|数据不能出"
    r"|(?<![a-z])(?:no|not the|can'?t use the|cannot use the|won'?t use the) cloud(?![a-z])"
    r"|(?:can'?t|cannot|must not) leave (?:the|our) (?:building|premises|network)|on-?prem only"
)
"""Renting is ruled out by the user: the question is which hardware to buy, not whether to."""


def read_cloud_ruled_out(scan: Scan) -> None:
    """The cloud is ruled out ("不想上云（数据不能出内网）"): owning is the only option."""
    if _NO_CLOUD_RE.search(scan.lower):
        scan.slots["cloud_ruled_out"] = True
        scan.slots["where"] = "own"


def read_power_covered(scan: Scan) -> None:
    """Electricity paid by someone else ("power is covered by the university")."""
    if _POWER_COVERED_RE.search(scan.lower):
        scan.slots["power_covered"] = True


def zh_tariff(text: str) -> Decimal | None:
    """A tariff said in yuan and jiao ("1块2", "一度五毛多"), or None."""
    m = _ZH_TARIFF_RE.search(text) or _ZH_TARIFF_AFTER_RE.search(text)
    if m is None:
        return None
    if m["m"]:
        jiao, fen = number(m["m"]), number(m["f"] or "0")
        if jiao is None or fen is None:
            return None
        return Decimal(str(int(jiao))) / 10 + Decimal(str(int(fen))) / 100
    yuan, jiao = number(m["y"] or ""), number(m["j"] or "0")
    if yuan is None or jiao is None:
        return None
    return Decimal(str(int(yuan))) + Decimal(str(int(jiao))) / 10


__all__ = [
    "OWNING_RE",
    "ALWAYS_ON_RE",
    "read_cloud_ruled_out",
    "read_financing",
    "read_resale",
    "read_job_per",
    "read_power_covered",
    "read_purchase_price",
    "read_rented_around_the_clock",
    "read_rent_rate",
    "read_sessions",
    "read_total_hours",
    "rented_after",
    "rented_before",
    "spread_total_hours",
    "bought_before",
    "state_hours",
    "state_use",
    "zh_tariff",
]
