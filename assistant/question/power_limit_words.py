"""A card's power limit as a question sets it: "cap it at 250 W", "限功耗到300瓦", "-pl 280".

Also the watts said before the tool or verb that sets them ("at 250w each via nvidia-smi -pl",
"run them at 280 w"), and, of cards named, the watts each one draws ("two rtx pro 6000 max-q
(300w each)", "4x a6000 at 300 w apiece", "每张 300w"): the cards are counted at that. Read by
``power_slots``; pure regular expressions.
"""

from __future__ import annotations

import re

from assistant.question.board_ceiling import WATTS, ceiling_match
from assistant.question.smi_limit_fields import held_limit_w

_W = WATTS
POWER_LIMIT_RES = (
    re.compile(
        r"(?:power[\s-]?limit\w*|power[\s-]?cap\w*"
        r"|(?<![a-z])(?:limit|cap|throttl|undervolt|under-volt|underclock)\w*)"
        r"(?:\s+\S+){0,3}?\s*(?:to|at|of|到|在)\s*(?:~|about|around)?\s*" + _W
    ),
    re.compile(_W + r"\s*(?:power\s*)?(?:limit|cap)(?![a-z])"),
    re.compile(
        r"power[\s-]?(?:limit|cap)s?\s*(?:is\s*|shows?\s*|reads?\s*|says?\s*|[=:]\s*)?" + _W
    ),
    re.compile(r"nvidia-smi\s+(?:-i\s+\d+\s+)?-pl\s*(?P<w>\d{2,4})(?P<k>)"),
    # the watts said before the tool or the verb that sets them: "at 250w each via nvidia-smi
    # -pl", "run them at 280 w", "把每张设成 300w"
    re.compile(_W + r"[^.?!。？！]{0,24}?(?:nvidia-smi\s*)?(?<![a-z])-pl(?![a-z])"),
    re.compile(
        r"(?<![a-z])(?:run|set|keep|hold|clock|cap|limit)\w*\s+(?:them(?: both| all)?|it"
        r"|the (?:cards?|gpus?)|all \w+|each|both(?: of them| cards| gpus)?)\s+(?:at|to)\s*"
        r"(?:~|about|around)?\s*" + _W
    ),
    re.compile(
        r"(?:限功耗|限制功耗|功耗墙|功耗限制|功耗上限|功率上限|锁功耗|降功耗|压功耗|限功率|功率限制|功率墙|降到|限到|限制到|锁到|压到|降压到|设成|设为|设到|跑在|锁在|限在|(?:锁|限)(?=\s*\d))"
        r"[^，,。？?]{0,6}?" + _W
    ),
    re.compile(_W + r"\s*(?:的)?\s*(?:功耗墙|功耗限制|功率限制)"),
    # a bare number after the limit's own words: "power-limited to 320 via nvidia-smi -pl"
    re.compile(
        r"(?:power[\s-]?limit\w*|power[\s-]?cap\w*|限功耗|功耗限制|功耗墙)"
        r"(?:\s+(?:them|it|both|each|all|the (?:cards?|gpus?)))*\s*(?:to|at|of|到|在)\s*"
        r"(?P<w>[1-9]\d{1,2})(?P<k>)(?![\d.,%a-z])(?!\s*(?:%|percent|块|元|刀|usd|fps|小时|hours?))"
    ),
)
"""Ways a power limit is set, tried in order; the first match gives the watts."""

EACH_CARD_WATTS_RES = (
    re.compile(
        _W + r"\s*(?:each(?!\s+(?:time|run|step|day|hour|month))|apiece|a piece"
        r"|per (?:card|gpu|board))(?![a-z])"
    ),
    re.compile(
        r"(?<![a-z])each\s+(?:at|drawing|pulling|using|rated at|running at)\s*"
        r"(?:~|about|around)?\s*" + _W
    ),
    re.compile(
        r"(?:每张|每块|每卡|每个(?=卡|显卡|gpu))(?:卡|显卡|gpu)?\s*(?:都)?\s*(?:功耗|功率)?\s*(?:是|为|约|大概|在)?\s*"
        + _W
    ),
)
"""The watts each named card draws, said as a figure per card ("300w each", "每张 300w")."""
_NOT_A_DRAW_RE = re.compile(
    r"(?:shows?|showing|reads?|reading|reports?|stuck|only|just|显示|只有|只跑|才"
    r"|psus?|power suppl\w*|电源)[^.?!。？！]{0,16}$"
)
"""A figure read off the running cards ("nvidia-smi shows 300w each") or said of the power
supplies ("two psus at 1200w each"): not what each card draws."""


_WHOLE_BOX_RE = re.compile(
    r"(?<![a-z])(?:whole|entire|total|box|system|machine|rig|build|server|pc)(?![a-z])|整机|总功"
)
"""A cap on the whole box ("caps the whole box at 1000W"): a power budget, no card's limit."""


def watts_of(m: re.Match[str]) -> float | None:
    """The watts a match holds (``w``, ``k`` for kilo), when a card's or box's could be that."""
    value = float(m["w"]) * (1000 if m["k"] else 1)
    return value if 10 <= value <= 20_000 else None


def power_limit(text: str, cards_named: bool) -> float | None:
    """The per-card watts ``text`` (folded) sets or, with cards named, states each one draws.

    ``cards_named``: cards of one model named, so "300w each" is theirs (beside another model,
    "two 3090s (350w each) plus a 4090" gives one model's draw, not a limit on all).
    """
    held = held_limit_w(text)  # "Max Power Limit: 700 W, Current Power Limit: 500 W": 500
    if held is not None:
        return held
    for pattern in POWER_LIMIT_RES:
        m = pattern.search(text)
        if m is not None and _WHOLE_BOX_RE.search(m.group()) is None:
            return watts_of(m)
    if not cards_named:
        return None
    for pattern in EACH_CARD_WATTS_RES:
        m = pattern.search(text)
        if m is not None and _NOT_A_DRAW_RE.search(text[: m.start()]) is None:
            return watts_of(m)
    return None


def limit_aimed_under(text: str) -> float | None:
    """The draw a limit or undervolt of a card aims under ("want it under 180w", "压到 150w 以内").

    The per-card limit to size, when no limit is set in words of its own.
    """
    ceiling = ceiling_match(text)
    return watts_of(ceiling) if ceiling is not None else None


_LIMIT_UNSTATED_RE = re.compile(
    # a limit lifted ("不限功耗", "no power limit", "without undervolting") sets none
    r"(?<![a-z])(?<!no )(?<!without )(?<!remove the )(?<!removed the )(?<!lift the )"
    r"(?:power[\s-]?limit(?:s|ed|ing)?|undervolt\w*|under-?volting|under-?clock\w*)"
    r"(?![a-z])(?!\s*[:=])"  # not a field read off the machine ("Power Limit: 300 W")
    r"|(?<!不)(?<!取消)(?<!解除)(?:限功耗|限制功耗|降功耗|压功耗|锁功耗|限功率|降压|降电压|降低功耗"
    r"|压一下功耗|限一下功耗)|(?<!没有)(?<!不设)(?<!解锁)功耗墙"
)
"""A power limit or undervolt said with no watts ("if I power limit my 4090", "4090 降压"); a
cap seen active ("SW Power Cap: Active") is a reading, not a limit to weigh."""


def limit_unstated(text: str) -> bool:
    """Whether a power limit or an undervolt is said without a figure (a sweep answers it)."""
    return _LIMIT_UNSTATED_RE.search(text) is not None


__all__ = [
    "EACH_CARD_WATTS_RES",
    "POWER_LIMIT_RES",
    "limit_aimed_under",
    "limit_unstated",
    "power_limit",
    "watts_of",
]
