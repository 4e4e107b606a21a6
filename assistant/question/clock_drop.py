"""Clocks seen falling under one's own load: a slowdown reported, not a reading to check.

"after an hour my 3090 starts throttling, clocks drop to 1.4ghz, hotspot 104c" and "训练一个多
小时后核心降到 1.8G" report the card slowing itself during a job; the temperatures beside it are
that slowdown's clues, so the question is troubleshot (what the heat means, then the fix). A
throttle only asked about ("how do I tell if it's throttling", "是不是降频了") is a check of the
card, as before. Pure.
"""

from __future__ import annotations

import re

from assistant.models import HealthCheck, Trouble
from assistant.question.health import memory_heat_reported
from assistant.question.run_symptoms import SLOWED_OVER_RUN
from assistant.question.text import fold
from assistant.question.throttle_seen import throttle_slowed

_FELL_RE = re.compile(
    # "starts throttling", "keeps thermal throttling", "throttles after 20 min"
    r"\b(?:starts?|started|starting|begins?|began|keeps?|kept|goes|went)\s+(?:to\s+)?"
    r"(?:thermal(?:ly)?\s+)?throttl(?:e|es|ing)\b"
    r"|\bthrottles\s+(?:after|within|at|when|under|during|once|every|down)\b"
    # "clocks drop to 1.9ghz", "core clock sinks to 1400 mhz", "boost clock fell from 2.7"
    r"|\bclocks?\s+(?:speeds?\s+)?(?:also\s+|then\s+)?(?:drops?|dropp(?:ed|ing)|falls?|fell"
    r"|falling|sinks?|sank|sinking|tanks?|tanked|dips?|dipped|goes down|went down|crash(?:es|ed)?)"
    r"\s+(?:to|from|by|down|below|under|after)\b"
    r"|\bdown[\s-]?clock(?:s|ed|ing)\s+(?:to|itself|after|within|when|under|during)\b"
    # "核心降到1.8G", "频率掉到 1400", "然后降频", "一跑就降频"
    r"|(?:核心|频率|主频|时钟|boost|显存频率)\s*(?:就|会|又|也)?\s*(?:降到|掉到|跌到|降至|掉至|只剩)\s*\d"
    r"|(?:然后|随后|接着|就|开始|一直|经常|频繁|又|总是|老是)\s*降频(?!吗|么|没|不)"
    r"|(?<!是不是)(?<!有没有)(?<!会不会)降频了(?!吗|么|没)"
)
"""Clocks said to fall, or throttling said to start, as something seen."""
_ASKED_BEFORE_RE = re.compile(
    r"(?:\bif|whether|tell|check|verify|know|isn'?t|not|怎么测|怎么看|有没有|是不是|会不会)\W{0,3}"
    r"(?:\w+\W{1,3}){0,3}$"
)
"""Words just before the match that make it a question of whether it happens, not a report."""


def clocks_fell(folded: str) -> bool:
    """Whether ``folded`` reports the card's clocks falling (throttling) during a job."""
    for m in _FELL_RE.finditer(folded):
        before = folded[max(0, m.start() - 24) : m.start()]
        if not _ASKED_BEFORE_RE.search(before):
            return True
    return False


_HEAT_RE = re.compile(
    r"\b\d{2,3}\s*°?\s*c\b|\d{2,3}\s*(?:度|℃)|\b(?:hot\s?spot|junction|temps?|temperatures?)\b"
    r"|热点|结温|温度|过热"
    # the card's own throttle reason: "SW Thermal Slowdown: Active", "HW Thermal Slowdown"
    r"|\b(?:sw|hw)\s*thermal\s*slowdown\b"
)
"""The card's heat read beside it ("hotspot 105c", "核心 88 度", a thermal slowdown reason
pasted from ``nvidia-smi -q -d PERFORMANCE``): the slowdown's clue."""
_FIX_ASKED_RE = re.compile(
    r"\bwhat (?:can|should|do) i do\b|\bhow (?:do i|to|can i) (?:fix|stop|prevent|cool)\b"
    r"|怎么办|咋办|咋整|怎么搞|怎么解决|如何解决|怎么处理"
)
"""A fix asked for it ("what can I do", "怎么办")."""


_CHECKED_RE = re.compile(
    r"gpu[\s-]?burn|furmark|stress[\s-]?test|\bocct\b|3dmark|memtest|烤机|拷机|压测|跑分"
    r"|\b(?:second[\s-]?hand|used|refurb\w*|bought|rented|renting|seller|ebay)\b"
    r"|二手|收了|收的|闲鱼|咸鱼|租的|租了|卖家|矿卡"
)
"""A card under test or just got (a burn-in, a used or rented card): its readings are checked."""
_PADS_RE = re.compile(
    r"(?<![a-z])(?:re-?pad\w*|re-?past\w*|(?:new |thermal |fresh )pads?)(?![a-z])"
    r"|(?:换|重新?|更换)(?:导热垫|硅脂|散热垫)|导热垫|硅脂"
)
"""New thermal pads or paste weighed ("repad or return?", "换导热垫有用吗"): the memory's heat is
a fault to fix, whoever sold the card."""


def clock_trouble(folded: str) -> Trouble | None:
    """A slow job when the clocks are reported falling with the heat read or a fix asked.

    Read after the named troubles. A drop alone put up for judgement ("clocks fall to 1.5 ghz
    after ten minutes, is that expected?"), or read off a card under test or just bought or
    rented, stays a reading to check, unless new thermal pads for the memory's heat are weighed.
    """
    clue = _HEAT_RE.search(folded) or _FIX_ASKED_RE.search(folded)
    checked = _CHECKED_RE.search(folded) is not None  # "used a5000 under gpu-burn: …": a check
    # "ebay 3090 throttles …, memory junction 108C. repad or return?": the pads are the fix
    padded = _PADS_RE.search(folded) is not None and memory_heat_reported(folded)
    if throttle_slowed(folded) is not None:  # "HW Power Brake: Active, tok/s halved": its cause
        return "slow"
    return "slow" if clue and (padded or not checked) and clocks_fell(folded) else None


_HOT_CORE_RE = re.compile(r"(?<![\d.])(?:[89]\d|1[01]\d)\s*(?:°\s*)?(?:c|度|℃)(?![a-z])")
"""A core temperature read at 80 °C or more ("84C", "88 度"): hot enough to hold clocks down."""
_OVER_RUN_RE = re.compile(SLOWED_OVER_RUN)


def slowed_by_heat(text: str) -> bool:
    """A slowdown told beside the heat that explains it: the memory's junction or clocks fell.

    A rate that falls as the run goes on, read beside a core at 80 °C or more ("tok/s halves
    after ~10 min … 84C", "跑十分钟速度减半，温度 85 度"), is the card protecting itself too.
    """
    folded = fold(text)
    hot_run = _OVER_RUN_RE.search(folded) is not None and _HOT_CORE_RE.search(folded) is not None
    pasted = throttle_slowed(folded) is not None  # a throttle reason read beside the fall
    return memory_heat_reported(text) or clocks_fell(folded) or hot_run or pasted


def heat_check(text: str) -> HealthCheck:
    """What a heat slowdown is answered by: the memory's temperature if read, else the clocks."""
    pasted = throttle_slowed(fold(text))  # "HW Power Brake Slowdown: Active": that reason
    if pasted is not None:
        return pasted
    return "memory_temperature" if memory_heat_reported(text) else "clocks"


__all__ = ["clock_trouble", "clocks_fell", "heat_check", "slowed_by_heat"]
