"""A sum of 千 or 万 said as a clause of its own in a buying question: its budget.

"显卡选啥，别太贵，三四千" and "配张卡跑sd，五千左右" name no 元 and no 预算, but a sum in
thousands standing alone between commas (or with 左右 / 上下 / 出头 / 的样子 after it, or said as
money in hand: "手上一万二出头", "手头就八千") in a question
about buying a card is what the card may cost. A range ("三四千", "4、5千") is read at its top,
as "预算三四千" is. A count of something ("三千张图", "两万小时") has its unit after it and is
no budget.

Pure: reads only the scan's words.
"""

from __future__ import annotations

import re

from assistant.messages import choice as choice_say
from assistant.question import lexicon as lx
from assistant.question.board_ceiling import watts_said
from assistant.question.each_option_price import prices_each_option
from assistant.question.numbers import decimal, number
from assistant.question.owning_cues import AGAINST_RENT_RE, rents
from assistant.question.text import Scan

_SUM = (
    rf"(?P<n>(?:{lx.ARABIC})\s?(?:[、到至-]\s?(?:{lx.ARABIC})\s?)?[千万w](?![\d.])"
    # hundreds of 万 said in words: "整机一百二十万" is ¥1.2M
    r"|(?:[一二两三四五六七八九]百[零一二两三四五六七八九十]{0,3}|[一二两三四五六七八九十]{1,3})"
    r"[千万][一二两三四五六七八九]?)"
)
_COUNTED = r"(?!\s*(?:tokens?|toks?|字|张|条|次|小时|步|images?|imgs?)(?![a-z]))"
"""A unit after the sum, past a space ("一天 20 万 token"): a count, no money."""
_BARE_SUM_RE = re.compile(
    r"(?:^|[，,。；;！!？?、:：\s])\s*(?:(?:手上|手头|手里|兜里|身上)(?:就|只|也就)?(?:有|剩)?)?"
    r"\s*(?:大概|大约|差不多|控制在|最好|能接受|可以接受)?\s*"
    + _SUM
    + _COUNTED
    + r"\s*(?:块钱|块|元)?\s*(?:多|左右|上下|出头|的样子|以内|之内|封顶|为宜|就行|就好|吧|呢)?\s*"
    r"(?=$|[，,。；;！!？?）)\s])"
)
"""A sum in thousands alone in its clause, with an optional hedge before and a limit after."""
_BUYING_RE = re.compile(
    r"显卡|(?:买|选|配|入手|收)(?:什么|啥|哪|一|两|个|张|块|台|套)|怎么配|装机|选啥|选哪|推荐"
    r"|(?:加|换|上|插)(?:一|个|张|块){0,2}卡"
)
"""A card (or a build) is bought: only then is a bare sum what it may cost."""
_CARD_NOW_SUM_RE = re.compile(
    r"(?<![a-z0-9])(?:[a-z]{0,3}\s?\d{3,4}|[a-z]{1,3}\d{2}|mac(?:\s?studio)?|macbook(?:\s?pro)?"
    r"|m[1-5]\s?(?:max|pro|ultra)?)\s*(?:ti|super|xtx|xt)?"
    r"(?:\s*\d{2,3}\s?gb?(?![a-z]))?"  # its memory said after it: "m4 max 128g", "p40 24g"
    r"\s*(?:的)?\s*(?:服务器|整机|主机|机器|工作站)?"
    r"\s*(?:现在|目前|如今|新卡|全新|二手|售价|报价|价格|卖|要|才|也就)*\s*(?:大概|大约|差不多)?\s*"
    + _SUM
    + r"\s*(?:块钱|块|元)?\s*(?:多|左右|上下|出头)?\s*(?P<each>[一每]\s*(?:张|块|台))?"
    r"\s*(?=$|[，,。；;！!？?）)\s]|还是|或者|或是)"  # "4060ti 16g 三千二还是租": its price
)
"""A card's (or its machine's) going price said after it ("5090 现在三万二", "4090 二手也就一万五",
"8 卡 4090 服务器 20 万", "p40 一千二一张": one card's, ``price_each`` reads it so): a price to own
it, when renting is weighed against it in the same question."""


_SUM_BEFORE_CARD_RE = re.compile(
    r"(?:买|入手|入|收|上|换)(?:一|两|个)?(?:张|块|台|个)?\s*"
    + _SUM
    + r"\s*(?:块钱|块|元)?\s*(?:多|左右)?\s*的\s*(?=(?:rtx|gtx|rx|tesla)?\s?[a-z]{0,2}\d{3,4})"
)
"""A card bought named by its price before it ("还不如直接买张一万五的 4090"): its price."""


_DIGITS_PRICE = r"(?![1-9]0[5-9]0(?!\d))(?P<n>\d{3,6})(?![\d.,%])\s*(?:块钱|块|元)?"
"""A price in plain digits (a card's own number, "4090", is none), its currency word optional."""
_SPENT_ON = r"\s*(?:去|来|拿来|用来)?\s*(?:买|入手|收)"
"""What the sum before it is spent on: buying ("6500 买张 …", "1.2w 拿来买 …", "一千六收两张",
收 being a used card bought)."""
_CARD_BOUGHT_DIGITS_RE = re.compile(
    r"(?:买|入手|收)\s*(?:一|个)?(?:张|块|台)?\s*(?:rtx\s*|gtx\s*|rx\s*)?[a-z]{0,3}\s?\d{3,4}"
    r"(?:\s*(?:ti|super|xtx|xt|d)(?![a-z]))*(?:\s*\d{2,3}\s?gb?(?![a-z]))?\s*(?:的)?\s*"
    r"(?:现在|目前|新卡|全新|二手|售价|报价|价格|要|才|也就)*\s*"
    + _DIGITS_PRICE
    + r"(?=\s*(?:$|[，,。；;！!？?）)]|还是|或者|或是))"
)
"""A card bought with its price in plain digits after it ("买 4070ti super 6200 还是按量租"): its
price, when renting is weighed; a card's own number ("买 3090 4090 还是租") is no price."""
_SUM_TO_BUY_RE = re.compile(
    r"(?<![\d.,a-z一二两三四五六七八九十百千万])\s*" + _SUM + r"\s*(?:块钱|块|元)?" + _SPENT_ON
)
"""A sum said as what buys the card ("1.2w 买 mac mini m4 pro 64g … 还是租卡", "想知道一千六收
两张"): its price."""


def _value(surface: str) -> float | None:
    """The sum's value; a range's top ("3、4千" as 4千, "三四千" as 4,000)."""
    surface = surface.replace("w", "万").replace(" ", "")
    ranged = re.fullmatch(rf"(?:{lx.ARABIC})[、到至-]((?:{lx.ARABIC})[千万])", surface)
    return number(ranged[1] if ranged else surface)


_CAPPED_RE = re.compile(
    r"(?:不想|不要|别|不能|最好不要?|尽量不)\s*(?:超过|超出|高于|过)\s*(?P<n>\d{3,6})"
    r"(?![\d.]|\s*(?:w(?![a-z])|瓦|g|gb|小时|张|个|人|tokens?|分钟|秒|次|k|度|步))"
)
"""A cap in bare digits said as a limit ("不想超过 2500"): in a buying question, its budget."""


_NOT_MONEY_BEFORE_RE = re.compile(
    r"功耗|功率|tdp|温度|显存|内存|电源|长度|厚度|尺寸|槽|延迟|上下文"
)


def _capped(work: str) -> re.Match[str] | None:
    """A cap in bare digits said of the price, not of a card's watts or size."""
    m = _CAPPED_RE.search(work)
    if m is None or _NOT_MONEY_BEFORE_RE.search(work[max(0, m.start() - 10) : m.start()]):
        return None
    return m if (number(m["n"]) or 0) >= _LEAST_CAP else None


_LEAST_CAP = 500
"""Below this a bare cap is no card's price in yuan."""


_SUM_RE = re.compile(_SUM)
_DIGITS_SUM_RE = re.compile(
    r"(?<![\d.,a-z])(?P<n>\d{3,6})(?![\d.,%])"
    r"(?!\s*(?:g|gb|w|瓦|k|m|tokens?|toks?|字|张|条|次|小时|步|个|人|度|mhz|hz|p)(?![a-z]))"
)
"""A sum in plain digits ("都是 6000 出头"): each option's price only when said as that."""
_UNIT_AFTER_RE = re.compile(r"\s*(?:块钱|块|元)?")


_CARD_DIGITS_RE = re.compile(r"(?<![a-z0-9.])[a-z]{0,3}\s?\d{3,4}(?![\d.])")
"""A card named by its digits ("4070", "rtx 3090", "a100"), for telling two cards apart."""


def _two_cards_besides(work: str, span: tuple[int, int]) -> bool:
    """Two different cards named besides the sum at ``span`` (the options it prices)."""
    named = {m.group().replace(" ", "") for m in _CARD_DIGITS_RE.finditer(work)}
    named.discard(work[span[0] : span[1]].replace(" ", ""))
    return len(named) >= 2


def _each_option_priced(scan: Scan, cards_only: bool = False) -> bool:
    """A bare sum said as what each card weighed costs ("都是三万左右"): noted, no budget.

    ``cards_only``: no buying said, so the sum prices the options only beside two cards named.
    """
    sums = [*_SUM_RE.finditer(scan.work), *_DIGITS_SUM_RE.finditer(scan.work)]
    for m in sums:
        end = _UNIT_AFTER_RE.match(scan.work, m.end())
        both = "都" in scan.work[max(0, m.start() - 8) : m.start()]  # "都是三万", not "差不多三万"
        if not both or not prices_each_option(scan.work, m.start(), end.end() if end else m.end()):
            continue
        if cards_only and not _two_cards_besides(scan.lower, m.span()):
            continue
        value = _value(m["n"])
        if value is None or not 100 <= value <= 1e7:
            continue
        scan.set("currency", "CNY")
        surface = " ".join(m["n"].split())
        scan.assumptions.append(
            choice_say.EACH_OPTION_PRICE(surface=surface, amount=value, currency="CNY")
        )
        scan.blank_all([m.span()])
        return True
    return False


_DIGITS_TO_BUY_RE = re.compile(
    # not a card's digits after its brand ("rtx 1650 收两张")
    r"(?<![\d.,a-z])(?<![a-z]\s)" + _DIGITS_PRICE + _SPENT_ON + r"\s*(?:一|两|个)?(?:张|块|台)"
)
"""Plain digits spent on a card ("6500 买张 4070 ti super 还是租"): its price; a card's own number
said before another ("3090 买张 4090") is no price."""


def _card_bought_price(work: str) -> re.Match[str] | None:
    """A price said with the card bought, after it in digits or before it as the sum spent."""
    return (
        _CARD_BOUGHT_DIGITS_RE.search(work)
        or _SUM_TO_BUY_RE.search(work)
        or _DIGITS_TO_BUY_RE.search(work)
    )


def _spent_on_cards(work: str) -> re.Match[str] | None:
    """A sum said as what buys the cards ("一千六收两张", "6500 买张 4070 ti super")."""
    return _SUM_TO_BUY_RE.search(work) or _DIGITS_TO_BUY_RE.search(work)


def read_bare_sum(scan: Scan, zh: bool) -> None:
    """A bare sum of thousands in a Chinese buying question is its budget, in CNY.

    A sum said as each option's price ("两张都是三万左右") is noted as that, not as a budget.
    """
    # a card bought, or one priced against renting ("mac studio 三万多，还是按需租 h100")
    bought = _BUYING_RE.search(scan.lower) or AGAINST_RENT_RE.search(scan.lower)
    # "5090 现在三万二，租 h100 二十一小时，哪个便宜": the card's price, weighed against renting
    rented = rents(scan.lower)
    priced = _CARD_NOW_SUM_RE.search(scan.work) if rented else None
    priced = priced or (_card_bought_price(scan.work) if rented else None)
    if not zh or "budget" in scan.slots:
        return
    # "7900 xtx 还是 4070 ti super？都是 6000 出头": two cards weighed, the sum each one's price
    if _each_option_priced(scan, bought is None and priced is None):
        return
    if bought is None and priced is None:
        return
    before = _SUM_BEFORE_CARD_RE.search(scan.lower)  # "买张一万五的 4090": the card's price
    priced = priced or before
    # "想知道一千六收两张值不值": the sum spent on the cards, said before the buying verb
    m = priced or _BARE_SUM_RE.search(scan.work) or _spent_on_cards(scan.work)
    m = m or _capped(scan.work)
    if m is None or ("w" in m["n"] and watts_said(scan.work, m.start("n"))):
        return  # "tdp 别超过，250w": watts
    value = _value(m["n"])
    if value is None or not 100 <= value <= 1e7:
        return
    if scan.set("budget", decimal(value)):
        scan.slots["budget_currency"] = "CNY"
        scan.set("currency", "CNY")
        if m is priced:
            scan.set("budget_kind", "buy")  # the card's price, set against the rent said
        surface = " ".join(m["n"].split())
        scan.assumptions.append(
            choice_say.BUDGET_BARE_CEILING(surface=surface, amount=value, currency="CNY")
        )
        each = m.groupdict().get("each")  # "一千二一张": the one card priced, no count of one
        scan.blank_all([(m.start("n"), m.end("each") if each else m.end("n"))])


__all__ = ["read_bare_sum"]
