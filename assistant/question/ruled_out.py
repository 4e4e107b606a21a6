"""Cards named to rule them out, not as candidates.

"国内买不到H100", "other than the 4090" and "jetson 以外的卡" name a card only to exclude it.
"T4 太老了，用 L4 的话…" sets a card aside for another one named beside it: the T4 is the
card being replaced, so it is no candidate either, but only when another card is named (said
alone, "P40 太老了，还能用吗" asks about that card).
"""

from __future__ import annotations

import re

_SWAP_BEFORE = r"swap(?:ping|ped)?(?: out)?|replac(?:e|ed|ing)"
"""A card swapped out, said before it ("swap the 4090 for an H100", "replacing my 3090")."""
_SWAP_OUT_ZH = r"(?:打算|准备|想)?(?:换掉|替换掉|淘汰掉?)(?:我的|旧的|那张|手上的|现在的|家里的)?"
"""A card swapped out, said before it in Chinese ("打算换掉 2060", "淘汰掉手上的 1080")."""
_SWAP_AFTER = r"换成|换为|替换成|换到|升级(?:到|成)"
"""A card swapped out, said after it ("3090 换成 5090")."""
_COUNTED = r"(?:\d{1,2}\s*[x×]\s*|\d{1,2}\s+|(?:two|three|four|five|six|eight)\s+)"
"""A count of the cards before their name ("4x ", "two ")."""
_RULED_OUT_BEFORE_RE = re.compile(
    r"(?:买不到|买不了|用不了|租不到|不考虑|不要|不用|除了|排除|没法买|禁售的?|不能买"
    rf"|卖(?:了|掉了?)(?:我的|旧的|那张|手上的)?|{_SWAP_OUT_ZH})\s*$"
    r"|(?:(?<![a-z])(?:except|excluding|other than|not an?|no|without|can'?t (?:get|buy|rent)"
    rf"|instead of|{_SWAP_BEFORE}|ditch(?:ing|ed)?|traded(?: in)?"
    r"|upgraded from|(?:went|moved|switched|upgrading) from"
    # a card no longer owned: "sold my old 3080 so i can stretch to $3.5k"
    r"|sold(?: off)?|selling(?: off)?(?=\s+(?:my|our|the)\s)|got rid of|getting rid of|gave away)"
    r"\s+(?:the\s+|an?\s+|my\s+)?(?:old\s+)?)$"
    # the cards swapped out counted: "swap the 4x T4 for one L4", "replacing our 2 a10gs"
    rf"|(?<![a-z])(?:{_SWAP_BEFORE})\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_COUNTED}$"
)
_RULED_OUT_AFTER_RE = re.compile(
    r"^\s*(?:买不到|买不了|用不了(?!\s*(?:是不是|吗|么|[a-z]))|租不到|被禁|禁售|不考虑|以外|之外|"
    rf"{_SWAP_AFTER}"
    r"|卖(?:了|掉)|已(?:经)?卖|出掉了?|is banned|is out)|^-?less\b"
)
"""A card named to rule it out ("国内买不到H100", "other than the 4090"), or the one swapped out
("swap the 4090 for an H100", "4090换成H100") or sold ("sold my old 3080", "3080卖了"), not a
candidate. A card that cannot use a thing
named or asked after it ("2080ti 用不了 FA2", "用不了是不是亏了") is the subject, not ruled out."""
_SET_ASIDE_AFTER_RE = re.compile(
    r"^\s*(?:(?:是|也)?(?:太|过于)(?:老|旧|贵|过时)了?|已经?(?:淘汰|过时)了?"
    r"|(?:is|'s)\s+(?:too\s+(?:old|pricey|expensive)|outdated|end[\s-]of[\s-]life))"
    r"(?!\s*(?:吗|么|嘛|吧|不|没|\?|？|for\b|to\b))"
)
"""A card said to be too old or too dear ("T4 太老了，", "the T4 is too old,"): set aside."""


_CORRECTED_BEFORE_RE = re.compile(
    r"(?:(?<![a-z'])(?<!why )(?<!or )(?<!if )not\s+(?:the\s+|my\s+)?|(?<![是不])不是\s*)$"
)
"""The card a correction takes back ("they're A4500s, not A4000s", "是A4500不是A4000")."""
_ASKED_AFTER_RE = re.compile(r"^\s*(?:吗|么|嘛|呢|吧|\?|？)")
"""A card asked about after the negation ("不是4090吗", "not a 4090?"): still the subject."""


_CARD = r"(?:rtx|nvidia|tesla)?\s?[a-z]{0,3}\d{2,4}[a-z]{0,4}(?:\s?(?:sxm|pcie|super|ti))?"
_JOIN = r"\s*(?:/|、|,|，|和|与|跟|及|or|and|nor)\s*"
_LIST_AFTER_RE = re.compile(
    rf"^(?:{_JOIN}{_CARD})+\s*(?:都|也|全都?|统统)?\s*(?:(?:被)?禁运了?\s*(?:买不到)?|买不到|买不了"
    r"|没法买|不能买|租不到|被禁|禁售|不考虑|用不了(?!\s*(?:是不是|吗|么|[a-z]))"
    r"|(?:are|is)\s+(?:banned|out|unavailable|not available))"
)
"""Cards listed and then ruled out together ("H100/H200 都买不到", "A100 和 H100 都禁运"): the
phrase after the last card rules out each card of the list, not only the last."""
_LIST_BEFORE_RE = re.compile(
    rf"(?<![a-z])(?:can'?t (?:get|buy|rent)|cannot (?:get|buy|rent)|no access to|except"
    rf"|excluding|other than|without)\s+(?:the\s+|an?\s+)?(?:{_CARD}{_JOIN})+$"
)
"""A card further along a list that a ruling-out word opens ("can't get H100 or H200")."""
_AFTER_NEAR_RE = re.compile(
    r"^\s*(?:都|也|全都?)\s*(?:(?:被)?禁运|买不到|买不了|没法买|不能买|租不到)"
)
"""The phrase right after the card with "都"/"也" before it ("H100 都买不到", "A100 也禁运")."""


_SWAP_BEFORE_RE = re.compile(
    rf"(?<![a-z])(?:{_SWAP_BEFORE}|upgrading from)\s+(?:the\s+|an?\s+|my\s+)?(?:old\s+)?$"
    rf"|(?<![a-z])(?:{_SWAP_BEFORE})\s+(?:the\s+|my\s+|our\s+|those\s+|these\s+)?{_COUNTED}$"
    rf"|{_SWAP_OUT_ZH}\s*$"
)
_SWAP_AFTER_RE = re.compile(rf"^\s*(?:{_SWAP_AFTER})")
_SWAP_JUDGED_RE = re.compile(
    r"值吗|值不值|值得|划算|有必要|提升(?:大|多)|快多少|(?<![a-z])(?:worth|pay off|makes? sense"
    r"|how much (?:faster|better)|big (?:jump|upgrade)|noticeable)(?![a-z])"
)
"""The swap itself judged ("把 4 张 3090 换成 2 张 5090 值吗", "worth swapping my 3090s for a
5090?"): the card swapped out is one side of the comparison, not ruled out."""


_CAME_FROM_RE = re.compile(
    r"(?<![a-z])(?:coming|came|come) from\s+(?:the\s+|an?\s+|my\s+)?(?:old\s+)?$"
    r"|(?:之前|以前|原来|此前)(?:用|用的是?|是)\s*$"
)
"""The card the asker is leaving, said as where they come from ("coming from a 3090 that took
forever", "之前用的是 3060"): the job is asked of the new card, unless the step up is judged."""


def _came_from(work: str, start: int) -> bool:
    came = _CAME_FROM_RE.search(work[max(0, start - 24) : start]) is not None
    return came and _SWAP_JUDGED_RE.search(work) is None


def _swap_judged(work: str, start: int, end: int) -> bool:
    swapped = _SWAP_BEFORE_RE.search(work[max(0, start - 24) : start]) or _SWAP_AFTER_RE.match(
        work[end : end + 12]
    )
    return bool(swapped) and _SWAP_JUDGED_RE.search(work) is not None


def ruled_out(work: str, start: int, end: int) -> bool:
    """Whether the card named at ``work[start:end]`` is named to rule it out."""
    if _swap_judged(work, start, end):
        return False
    before = work[max(0, start - 16) : start]
    corrected = _CORRECTED_BEFORE_RE.search(before) and not _ASKED_AFTER_RE.match(work[end:])
    after = work[end : end + 40]
    return bool(
        _RULED_OUT_BEFORE_RE.search(before)
        or _came_from(work, start)
        or corrected
        or _RULED_OUT_AFTER_RE.match(work[end : end + 12])
        or _AFTER_NEAR_RE.match(after)
        or _LIST_AFTER_RE.match(after)
        or _LIST_BEFORE_RE.search(work[max(0, start - 48) : start])
    )


_WEIGHED_RE = re.compile(
    r"哪个|哪张|哪一张|还是|对比|相比|(?<![a-z])(?:vs\.?|versus|or|which)(?![a-z])"
)
"""The cards weighed against each other ("4090 太贵，3090 便宜一半，哪个值"): none set aside."""


_PICK_ASKED_RE = re.compile(
    r"推荐|(?:买|选|入|收)(?:个|张|块)?(?:什么|啥|哪)"
    r"|(?<![a-z])(?:recommend\w*|suggest\w*"
    r"|what (?:should|would|do) (?:i|we|you) (?:get|buy))(?![a-z])"
)
"""Another card asked for ("预算五千推荐什么，3090 太贵了"): a card set aside, even the only one
named, is no candidate."""


def pick_asked(work: str) -> bool:
    """Whether a card to get is asked, so a card said too dear or too old is set aside."""
    return _PICK_ASKED_RE.search(work) is not None


def set_aside(work: str, end: int) -> bool:
    """Whether the card named just before ``end`` is set aside as too old or too dear."""
    said = _SET_ASIDE_AFTER_RE.match(work[end : end + 24]) is not None
    return said and _WEIGHED_RE.search(work) is None


__all__ = ["pick_asked", "ruled_out", "set_aside"]
