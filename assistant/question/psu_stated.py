"""The PSU a question states, and whether that supply itself is what is asked to be enough.

"is 850W enough for a 5090", "我的电源 1000W 够吗", "on a single 1600w psu": a supply the user
has; "要多大电源？想用 1600w 钛金": one meant to be bought, judged in the answer as well. With a
model beside it, "跑 70b，电源 1000w 金牌够吗" still judges the supply (the model only says what
the box runs); "I have an 850W PSU, can I run a 70B model?" asks the fit. Read by
``power_slots`` on the lowered question; pure regular expressions.
"""

from __future__ import annotations

import re

from assistant.question.board_ceiling import WATTS
from assistant.question.power_limit_words import watts_of
from assistant.question.psu_grades import EFFICIENCY_GRADE, PSU_GRADES
from assistant.question.psu_named import named_psu_watts
from assistant.question.psu_units import mixed_psus, summed_psus
from assistant.question.text import Scan

_W = WATTS
PSU_RE = re.compile(r"(?<![a-z])(?:psu|power supply|power supplies)(?![a-z])|电源")
"""A PSU named."""
_JUDGED_PSU_RES = (
    re.compile(
        _W + rf"\s*{PSU_GRADES}(?:psus?|power suppl(?:y|ies)|supply|unit|电源)?\s*(?:be |is |are )?"
        r"(?:enough|sufficient|ok|okay|fine|够|足够|够用|够不够|带得动|带不动|能带|行吗|可以吗"
        # a margin asked of it: "is 1000w cutting it close", "1000w 会不会太极限"
        r"|cutting it close|(?:too |a bit |pretty )?(?:tight|marginal|borderline)"
        r"|(?:会不会|是不是|有点)?(?:太)?(?:极限|勉强|紧张|悬)"
        # steady under the load ("1000w 稳了吗", "扛得住吗")
        r"|稳了?吗|稳不稳|稳得住|扛得住|顶得住|撑得住|(?:能|可以)?(?:稳|扛|顶|撑)住(?:吗|么|不))"
    ),
    re.compile(r"(?:enough|够|足够|够用|够不够|带得动|能带|能不能带)[^0-9]{0,30}" + _W),
)
"""The supply's wattage asked to be enough ("is 850W enough", "1000w 金牌够吗")."""
_STATED_PSU_RES = (
    *_JUDGED_PSU_RES,
    re.compile(
        r"(?:psu|power supply|电源)(?:\s*is(?: only| just)?(?: an?)?|\s*(?:是|只有|就|才))?\s*"
        # its maker or grade said between: "电源是长城 1250W 金牌", "电源海韵 1000W", "psu is a
        # corsair 850w"
        + PSU_GRADES
        + _W
    ),
    # a wattage said of the PSU itself ("on a single 1600w psu", "我的 850w 电源"): the one owned
    re.compile(
        _W + rf"\s*(?:的\s*)?{PSU_GRADES}(?:psu|power suppl(?:y|ies)|电源|(?:unit|supply)(?![a-z]))"
    ),
    # a small-form-factor supply named by its size ("off a 450W SFX", "750w sfx-l")
    re.compile(_W + r"\s*(?:the\s+)?sfx(?:-l)?(?![a-z])"),
    # a wattage with its 80 PLUS grade is a supply ("现在是 850w 金牌", "a 1000w platinum")
    re.compile(_W + rf"\s*(?:{EFFICIENCY_GRADE})(?![a-z])"),
)
"""A PSU the user has or means to buy ("is 850W enough for a 5090", "我的电源 1000W 够吗")."""
_PLANNED_PSU_RE = re.compile(
    r"(?:想用|打算用|准备用|计划用|想上|打算上|想买|打算买|准备买|考虑"
    r"|(?<![a-z])(?:planning (?:on|to (?:use|get|buy))|plan to (?:use|get|buy)|thinking of"
    r"|was going to (?:use|get|buy)|going with|eyeing))\s*(?:an?\s+|一个\s*|个\s*)?" + _W
)
"""A wattage the user means to buy, said beside a PSU asked ("what psu, thinking of 1200w")."""
_FIT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:can (?:i|it|we|they) (?:run|fit|load)|will (?:it|they) (?:run|fit)"
    r"|does (?:it|that) fit)(?![a-z])|跑得动|跑不跑得动|能跑吗|能不能跑|装得下|放得下"
)
"""A fit asked of the model beside the supply ("can I run 70B on it", "能跑吗")."""


def stated_psu(scan: Scan, limit: float | None = None) -> float | None:
    """The watts of the PSU the question states (summed over units said), else None.

    A wattage equal to the power ``limit`` said is that limit judged ("1000w 电源，限功耗 280w
    稳不稳": the 1000 W supply, not 280 W), so a later match stands for the supply.
    """
    text = scan.lower
    mixed = mixed_psus(scan)  # "两个电源（1600w + 850w）": both feed the box
    if mixed is not None:
        return mixed
    for pattern in _STATED_PSU_RES:
        for m in pattern.finditer(text):
            if limit is None or watts_of(m) != limit:
                return summed_psus(scan, watts_of(m), m.start("w"))
    planned = _PLANNED_PSU_RE.search(text)  # "要多大电源？想用 1600w 钛金": the one meant judged
    if planned is not None and PSU_RE.search(text):
        return summed_psus(scan, watts_of(planned), planned.start("w"))
    return named_psu_watts(text)  # "a corsair rm1000x", "will a seasonic 1000w run a 5090"


def psu_judged(text: str) -> bool:
    """Whether the supply's own wattage is asked to be enough ("1000w 金牌够吗", "is 850w ok").

    Not when it is only said beside a fit asked of a model ("850w psu, can I run 70b?").
    """
    return any(p.search(text) for p in _JUDGED_PSU_RES) and not _FIT_ASKED_RE.search(text)


__all__ = ["PSU_RE", "psu_judged", "stated_psu"]
