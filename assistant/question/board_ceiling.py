"""A board-power ceiling said in the question ("under 100W", "75W 以下", "不超过 150 瓦").

A figure written "15w" beside a money word is 15万 (150,000), not 15 watts: Chinese forums
write 万 as "w" ("预算 15w 以内"), which would otherwise read as "15 W or less". Reads the
lowered question only.
"""

from __future__ import annotations

import re

WATTS = r"(?P<w>\d{2,5}(?:\.\d+)?)\s*(?P<k>k)?(?:w|watts?|瓦)(?![a-z0-9])"
"""A wattage ("450w", "1.6kw", "150 瓦"): the figure in ``w``, a kilo in ``k``."""
_NOT_KILO = r"(?![\d.]+\s*k)"
"""Not a figure in kW: "the rack's limit is 10 kW" is a rack's power, no card's ceiling."""
_CEILING_RES = (
    re.compile(
        r"(?:under|below|less than|at most|no more than|not more than|within|max(?:imum)?|up to"
        r"|<=?|≤|低于|小于|不到|不高于|最多|(?<![a-z])sub(?:\s|-)?"
        # "功耗最好别超过 75w", "不能超过 70w", "不要高于": the ceiling said as a "don't"
        r"|(?:不|别|不能|不要|不得|不可以?|不会|不宜)\s*(?:超过|超出|超|高于|大于)"
        r"|(?:must not|mustn'?t|can'?t|cannot|shouldn'?t|should not|not to|won'?t|not)\s+"
        r"(?:exceed(?:ing)?|go (?:over|above)|draw more than)|no (?:higher|greater) than"
        r")\s*" + WATTS
    ),
    re.compile(WATTS + r"\s*(?:or less|or under|and under|max|tops|at most|以下|以内|之内|封顶)"),
    # the limit named and its figure: "what if the limit is 1000w", "cap of 800 w", "上限改成 1000w"
    re.compile(
        r"(?<![a-z])(?:limit|cap|ceiling)\s*(?:is|of|=|:|at|becomes|were|was)?\s*(?:now\s+|only\s+)?"
        r"(?:raised to\s+|set to\s+)?" + _NOT_KILO + WATTS
    ),
    re.compile(
        r"(?:上限|限制|限额)\s*(?:是|为|在|改成|改为|变成|提到|放宽到|只有)?\s*" + _NOT_KILO + WATTS
    ),
    # the slot's power is all there is: "75w slot power only", "只能插 75w 的卡"
    re.compile(WATTS + r"\s*(?:的)?\s*(?:pcie\s*)?(?:slot|bus|插槽|总线)(?:\s*(?:power|供电))?"),
    # the figure after the slot's power: "slot power only (75w)", "插槽供电：75w"
    re.compile(
        r"(?:slot|bus|插槽|总线)[\s-]*(?:power(?:ed)?|供电)\s*(?:only\s*)?[(（:：]?\s*(?:~|about\s)?\s*"
        + WATTS
    ),
    re.compile(r"(?:只能|仅能|只可以|只支持)\s*(?:插|上|用|装)?\s*" + WATTS),
    # the "don't" said once for two limits: "can't be thicker than 2 slots or draw over 300w"
    re.compile(
        r"(?:can'?t|cannot|must not|mustn'?t|shouldn'?t|should not|won'?t|not allowed to)\s"
        r"[^.;!?]{0,50}?\b(?:draw|pull|use|consume)s?\s+(?:over|more than|above|beyond)\s*" + WATTS
    ),
)
_CARD_BUDGET_RES = (
    # a budget said of the card itself: "300w budget for the gpu", "显卡功耗预算 200w"
    re.compile(
        WATTS + r"\s*(?:power\s*)?budget\s*(?:for|on)\s+(?:the\s+|my\s+|a\s+|one\s+)?"
        r"(?:gpus?|cards?|graphics)"
    ),
    re.compile(r"(?:显卡|gpu)\s*(?:的)?\s*(?:功耗|功率)?\s*预算\s*(?:是|只有|为)?\s*" + WATTS),
    # "power budget 300w for the gpu", "gpu power budget: 250 w": the card's, not the box's
    re.compile(
        r"(?:power|wattage)\s*budget\s*(?:of|is|:)?\s*(?:~|about|around)?\s*"
        + WATTS
        + r"\s*(?:for|on)\s+(?:the\s+|my\s+|a\s+|one\s+)?(?:gpus?|cards?|graphics)"
    ),
    re.compile(
        r"(?:gpu|card|graphics card)'?s?\s*(?:power|wattage)\s*budget\s*(?:of|is|:)?\s*"
        r"(?:~|about|around)?\s*" + WATTS
    ),
)
"""A power budget said of the card itself: its board power, never the whole box's budget."""
_MONEY_BEFORE_RE = re.compile(r"(?:预算|budget|经费|报价|rmb|人民币|[¥￥])[^\d]{0,6}$")
"""A money word just before the figure ("预算15w", "预算不超过 15w")."""
_POWER_WORD_BEFORE_RE = re.compile(r"(?:功耗|功率|power|wattage|tdp)[^\d]{0,14}$")
"""A power word before the money word ("功耗预算 200w"): the budget is in watts."""


_POWER_BEFORE_RE = re.compile(
    r"(?:功耗|功率|耗电|供电|电源|限功|tdp|tgp|tbp|power|watt|psu)[^\d]{0,8}$"
)
"""A power word just before a figure ("功耗限制300w以内", "power cap 300w"): it is watts."""


_SUPPLY_AFTER_RE = re.compile(
    r"\d[\d.]*\s*w\s*(?:的)?\s*(?:金牌|白金|铜牌|额定)?\s*(?:电源|psu|power supply|供电)"
)
"""A figure in "w" that a supply follows ("650w 的电源", "750w psu"): the supply's watts."""


_USAGE_CAP_AFTER_RE = re.compile(r"\d[\d.]*\s*w\s*/\s*\d[\d.]*\s*w(?![a-z])")
"""A draw in "w" that a cap follows, nvidia-smi's Pwr:Usage/Cap ("12W / 575W"): watts."""
_USAGE_BEFORE_RE = re.compile(r"\d\s*w\s*/\s*$")
"""A draw in "w" and its slash before the figure ("12W / 575W"): the cap, in watts."""


def watts_said(text: str, start: int) -> bool:
    """Whether a figure at ``start`` written with "w" is watts, not 万.

    A power word before it ("功耗限制300w", "power budget of 220w"), a supply after it
    ("650w 的电源"), or nvidia-smi's draw over its cap ("12W / 575W").
    """
    if _SUPPLY_AFTER_RE.match(text, start) is not None:
        return True
    if _USAGE_CAP_AFTER_RE.match(text, start) or _USAGE_BEFORE_RE.search(text[:start]):
        return True  # "Perf P8 12W / 575W": nvidia-smi's draw and cap
    if _POWER_BEFORE_RE.search(text[max(0, start - 16) : start]) is not None:
        return True
    return _POWER_WORD_BEFORE_RE.search(text[max(0, start - 24) : start]) is not None


def wan(text: str, match: re.Match[str]) -> bool:
    """Whether ``match`` (a wattage, group ``w``) is a sum of money in 万 instead."""
    unit = text[match.end("k") if match["k"] else match.end("w") :].lstrip()
    if not unit.startswith("w") or unit.startswith("watt"):
        return False  # "150 瓦", "150 watts": watts as said
    if watts_said(text, match.start("w")):
        return False  # "显卡功耗预算 200w", "power budget of 220w": a power word first
    return _MONEY_BEFORE_RE.search(text[: match.start("w")]) is not None


def card_budget_match(text: str) -> re.Match[str] | None:
    """A power budget said of the card ("显卡功耗预算 200w"), as its match; None when none."""
    found = (p.search(text) for p in _CARD_BUDGET_RES)
    return next((m for m in found if m is not None and not wan(text, m)), None)


def ceiling_match(text: str) -> re.Match[str] | None:
    """The board-power ceiling said, as its match; None when none (or only a sum in 万)."""
    found = (p.search(text) for p in (*_CEILING_RES, *_CARD_BUDGET_RES))
    # "Pwr:Usage/Cap 141W / 300W": the draw of a pasted pair, its cap after it, is no ceiling
    return next(
        (
            m
            for m in found
            if m is not None and not wan(text, m) and not _PAIR_AFTER_RE.match(text, m.end())
        ),
        None,
    )


SLOT_POWERED_W = 75.0
"""What a PCIe x16 slot supplies: a card asked only as "low-power" is one that needs no cable
(the L4, A2, T4 class), the ceiling the catalog list is filtered at and says first."""
_LOW_POWER_CARD_RE = re.compile(
    r"(?<![a-z])(?:low[\s-]?(?:power|wattage|watt)|power[\s-]?(?:sipping|efficient|frugal))"
    r"\s+(?:\w+\s+)?(?:cards?|gpus?|graphics cards?)(?![a-z])"
    r"|(?:低功耗|省电|低功率)的?\s*(?:显?卡|gpu)"
)
"""A card asked by its low draw with no figure ("要低功耗的卡", "a low-power gpu for 24/7")."""


def low_power_ceiling(text: str) -> float | None:
    """The slot's 75 W when a low-power card is asked with no wattage said, else None."""
    return SLOT_POWERED_W if _LOW_POWER_CARD_RE.search(text) else None


_PAIR_AFTER_RE = re.compile(r"\s*/\s*\d")
"""A draw's cap written after it ("141W / 300W"): the figure before the slash is a draw."""


__all__ = ["WATTS", "card_budget_match", "ceiling_match", "low_power_ceiling", "wan", "watts_said"]
