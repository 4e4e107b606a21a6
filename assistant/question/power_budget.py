"""A power budget the box must stay within: a rack's, a circuit's, a supply's.

"机柜 10kW 放得下吗", "a 2kw circuit", "inverter gives me 400w". When two figures are said, the
one said as a limit ("our dc tops out at 40kw per rack", "最多 10kW") is the budget; the other
is a draw heard of and checked against it ("gb200 nvl72 rack power — 120kw?"). Pure.
"""

from __future__ import annotations

import re

_BUDGET_W = r"(?P<w>\d{1,4}(?:\.\d+)?)\s*(?P<k>k)?(?:w|watts?|瓦)(?![a-z0-9])"
BUDGET_RES = (
    re.compile(  # "机房每柜只给 8kW", "our cage is 15 kW": a rack said by its measure word too
        r"(?:racks?|cabinets?|cages?|机柜|机架|柜子|(?:每|一|单)个?柜)[^0-9。；;？?]{0,16}?"
        + _BUDGET_W
    ),
    re.compile(  # a rack, or a circuit or feed by its power: "a 2kw circuit", "3kw 供电"
        _BUDGET_W + r"\s*(?:的\s*)?(?:(?:per|a|an|each|every|/)\s*)?"
        r"(?:(?:colo|colocation|co-?lo|datacenter|data[\s-]?center|dc|server|standard|air-?cooled"
        r"|liquid-?cooled|42u|48u)\s+)?(?:racks?|cabinets?|机柜|机架"  # "a 40 kW colo rack"
        r"|(?:rack\s+)?rows?\b|cages?\b|pods?\b|data\s*halls?\b|一排|整排"  # "a 40 kW row"
        r"|柜子|供电|电路|线路|限电|用电上限|电力上限"  # "宿舍 1000W 限电"
        r"|(?:每|一|单)\s*个?\s*柜|(?:每|一|单)\s*台(?!\s*\d)"  # "10kw 一个柜", "按 5kw 一台报"
        r"|(?:电力|功率|用电|供电)预算"  # "小机房只有 3kw 电力预算"
        r"|(?:wall |power )?(?:circuits?|outlets?|feeds?|breakers?)\b)"
    ),
    re.compile(
        r"(?:power budget|power envelope|功率预算|电力预算|用电预算|供电上限|电力上限|限电|用电上限"
        r"|电路|线路|插座"
        r"|一路|(?<![a-z])(?:outlet|circuit)s? (?:can|only|is|maxes|tops))[^0-9]{0,16}" + _BUDGET_W
    ),
    re.compile(  # the box fitted into a power figure: "能塞进 8kW 吗", "squeeze it into 6kw"
        r"(?:塞进|塞得进|放进|装进|(?<![a-z])(?:fit|squeeze)\s+(?:it\s+|them\s+|that\s+)?"
        r"(?:into|within))\s*(?:an?\s+|the\s+)?" + _BUDGET_W
    ),
)
"""A power budget the box must stay within ("机柜 10kW", "a 10 kW rack", "power budget 6kw")."""
_RATED_VA = r"(?:\d{3,5}\s*k?va\s*(?:/|,|，|and|和|\s)\s*)?"
"""A UPS's volt-amps said before its watts ("1500VA / 900W"): the watts are what it carries."""
SUPPLY_RES = (
    re.compile(
        r"(?<![a-z])(?:ups|inverters?|solar|generators?|battery|batteries)(?![a-z])"
        r"[^0-9。；;？?]{0,30}?" + _RATED_VA + _BUDGET_W
    ),
    re.compile(  # not "300w budget for the gpu": the card's own ceiling (``board_ceiling``)
        _BUDGET_W + r"\s*(?:ups|inverter|solar|generator)?\s*(?:power\s*)?budget"
        r"(?!\s*(?:for|on)\s+(?:the\s+|my\s+|a\s+|one\s+)?(?:gpus?|cards?|graphics))"
    ),
    re.compile(r"(?:ups|逆变器|太阳能|发电机|电池|供电)[^0-9。；;？?]{0,12}?" + _BUDGET_W),
)
"""What the supply gives the whole box ("a 300w ups budget", "inverter gives me 400w",
"逆变器只有 400 瓦"): a budget said beside another question, kept as ``power_budget_w``."""
_LIMIT_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:tops? out at|maxes? out at|max(?:imum)?(?: of)?|limited to|capped at"
    r"|caps? (?:out )?at|up to|no more than|at most|only(?: have| get)?|budget of)"
    r"|只有|最多|上限|不超过|限(?:制)?(?:在|到)?)\s*(?:about\s+|~)?$"
)
"""A figure said as a limit ("tops out at 40kw", "limited to", "最多"): the budget itself."""


def budget_watts(text: str, patterns: tuple[re.Pattern[str], ...] = BUDGET_RES) -> float | None:
    """The budget in watts: a figure said as a limit first, else the first found (or None)."""
    found: list[tuple[int, float | None]] = []
    for pattern in patterns:
        for m in pattern.finditer(text):
            value = float(m["w"]) * (1000 if m["k"] else 1)
            found.append((m.start("w"), value if 100 <= value <= 1_000_000 else None))
    limits = [
        v
        for at, v in found
        if v is not None and _LIMIT_BEFORE_RE.search(text[max(0, at - 24) : at])
    ]
    return limits[0] if limits else (found[0][1] if found else None)


_CARRIES_RE = re.compile(
    r"(?<![a-z])(?:will|would|can|could|does|do|is|are)\s+(?:it|that|this|they|the\s+(?:ups|inverter"
    r"|battery|generator))\s+(?:\w+\s+)?(?:carry|handle|run|power|hold|support|cope with|keep up"
    r"|be enough|enough|last|ride)(?![a-z])"
    r"|(?<![a-z])(?:enough|sufficient) (?:for|to (?:carry|run|power|handle))(?![a-z])"
    r"|带得动|带不动|带得起|撑得住|撑不住|扛得住|扛不住|顶得住|够不够|够吗|够用吗|能带|能撑"
)
"""Whether a supply carries the box is asked ("will it carry a 4080 rig", "UPS 带得动吗")."""


def supply_carried(text: str) -> float | None:
    """A UPS, inverter or battery's watts, said and asked to carry the box; else None.

    "my UPS is 1500VA / 900W. will it carry a 4080 super rig": the box's draw at the wall is
    set against the supply's watts, as a rack's or a circuit's budget is.
    """
    if _CARRIES_RE.search(text) is None:
        return None
    return budget_watts(text, SUPPLY_RES[:1] + SUPPLY_RES[2:])


_SUPPLY_SIZED_RE = re.compile(
    r"(?<![a-z])(?:size|sizing|spec|pick|choose)\s+(?:the\s+|a\s+|my\s+)?(?:solar\s+)?"
    r"(?:panels?|battery|batteries|inverter|ups|solar(?:\s+array)?|power\s*bank|generator)"
    r"|(?:how\s+(?:big|large|many\s+watts?)|what\s+size)\s+(?:of\s+)?(?:an?\s+)?(?:solar\s+)?"
    r"(?:panels?|battery|batteries|inverter|ups|power\s*bank|generator)"
    r"|(?:太阳能板|光伏板|电池|逆变器|ups|充电宝|发电机)\S{0,4}?(?:要|需要|得|配)?(?:多大|多少瓦|几瓦|多少容量)"
    r"|(?:配|选)(?:多大|多少瓦)的?(?:太阳能板|光伏板|电池|逆变器|ups)"
)
"""An off-grid or backup supply to size for the device ("watts to size the panel for", "太阳能板
要多大"): the device's draw is what sizes it."""


def supply_sized(text: str) -> bool:
    """Whether a panel, battery, inverter or UPS is to be sized by the device's draw."""
    return _SUPPLY_SIZED_RE.search(text) is not None


__all__ = ["BUDGET_RES", "SUPPLY_RES", "budget_watts", "supply_carried", "supply_sized"]
