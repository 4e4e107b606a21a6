"""A card's figure quoted by the user to be confirmed, and whether the row bears it out; pure.

"A30 的显存带宽能到 900 多 GB/s 吗", "H800 的 NVLink 是被砍到 400GB/s 了吗？显存还是 80G",
"is the 4090 bandwidth only 1008?": the user states a figure of the card's row and asks whether
it holds. The row answers with its figure; this reads the figure quoted, in a clause that names
its field (memory, bandwidth, the link between cards), how it is quoted (about, at least, as
is) and says yes or no against the row's value. Two different figures quoted for one field
("186GB and 192GB") ask which, not whether: no verdict is given for that field. The board power
is quoted as a wattage said of it ("功耗是 72W 吗", "600W 是真的吗" beside "TDP 多少瓦"), never a
supply's, a limit's or a reading's; what others claim ("people keep saying 273 GB/s") is put up to
be confirmed as a question is.
"""

from __future__ import annotations

import re
from typing import Literal

from assistant.models.quoted_figure import QuotedField, QuotedFigure, Reading
from assistant.question.hearsay_cards import claimed_spans

_CLAUSE_RE = re.compile(r"[^,，;；。!！?？]+[?？]?")
_ASKED_RE = re.compile(
    r"[?？]|吗|么|嘛|对吧|是不是|\b(?:is|are|does|do|did|was)\b"
    r"|(?:吧|(?<![a-z])right)\s*$"  # "显存是 16G GDDR7 吧", "it's 32gb right": asked back
)
"""The clause asks its figure back (a figure only stated is no quote to confirm)."""
_LINK_WORD_RE = re.compile(r"nvlink|nvswitch|interconnect|互联|卡间")
_BANDWIDTH_WORD_RE = re.compile(r"带宽|bandwidth")
_MEMORY_WORD_RE = re.compile(r"显存|(?<![a-z])(?:v?ram|memory|hbm\w*|gddr\w*)(?![a-z])")
_RATE_RE = re.compile(
    r"(?<![a-z\d.,-])(\d[\d,]*(?:\.\d+)?)\s*(多|余|出头|\+)?\s*(tb/s|gb/s|tbps|gbps|t/s|g/s)?"
    r"(?![a-z\d])"
)
"""A rate quoted; without its unit only as the clause's last word ("bandwidth only 1008?"), so a
card's number ("the 4090 bandwidth") is never read as one."""
_UNITLESS_END_RE = re.compile(r"\s*了?\s*(?:吗|么|嘛|\?|？|$)")
_SIZE_RE = re.compile(
    r"(?<![a-z\d.,-])(\d{1,3}(?:\.\d+)?)\s*(多|余|出头|\+)?\s*(gb|g|gib)(?![a-z/\d])"
)
_MEMORY_AFTER_RE = re.compile(r"\s*(?:of\s+)?(?:显存|v?ram|memory|hbm|gddr)")
_AT_LEAST_RE = re.compile(
    r"(?<![砍降减缩压])(?:能|可以)?(?:有|到|上|达到|超过|破|过)\s*$"
    r"|(?<![a-z])(?:hit|reach|top|break|crack|over|above|exceed|at least)\w*\s*$"
)
"""A verb before the figure that asks whether the card reaches it ("能到 900", "有 3TB/s 吗",
"hit 5 TB/s"); a figure cut to ("砍到 400") is quoted as it is."""
"""A verb before the figure that asks whether the card reaches it ("能到 900", "hit 5 TB/s")."""


def _reading(before: str, approx: str | None) -> Reading:
    if approx:
        return "about"
    return "at_least" if _AT_LEAST_RE.search(before[-12:]) else "as_is"


_ASKED_BACK_W = (
    r"(?<![a-z])(?:is|isn't) (?:it|that|this|the \w+)\s*~?(?P<b>\d{2,4})\s*(?:w|watts?)\s*[?？]"
)
"""A card's wattage asked straight back ("RTX Pro 6000 Blackwell: is it 600W?")."""
_POWER_NAMED_RE = re.compile(
    r"功耗|功率|(?<![a-z])(?:tdp|tgp|tbp|board power|power draw|watts?|wattage)(?![a-z])"
    r"|" + _ASKED_BACK_W
)
"""The card's power named somewhere in the question (its TDP, its 功耗, a wattage asked back)."""
_WATTS_QUOTED_RE = re.compile(
    r"(?:功耗|功率|tdp|tgp|tbp|board power|power draw|wattage)\s*(?:的)?\s*"
    r"(?:到底|究竟|确实|真)?\s*"
    r"(?:是|为|有|才|只有|就|真的是|is|of|at|=|:)?\s*(?:only|just|really|actually)?\s*~?"
    r"(?P<n>\d{2,4})\s*(?:w|瓦|watts?)(?![a-z\d])"
    r"|(?<![a-z\d.,-])~?(?P<t>\d{2,4})\s*(?:w|瓦|watts?)(?![a-z\d])\s*(?:of\s+)?(?:的\s*)?"
    r"(?:tdp|tgp|tbp|board power|功耗|板卡功耗)"
    r"|(?<![a-z\d.,-])~?(?P<m>\d{2,4})\s*(?:w|瓦|watts?)(?![a-z\d])\s*(?:的(?:功耗|tdp))?\s*"
    r"(?:是真的|是对的|没错|对吗|对不对|准吗|属实|(?:is )?(?:right|correct|accurate|true|legit))"
    r"|" + _ASKED_BACK_W
)
"""A wattage put up as the card's own ("功耗是 72W 吗", "tdp 450w?", "a 575w tdp?", "600W 是真的
吗")."""
_NOT_BOARD_POWER_RE = re.compile(
    r"电源|psu|power supply|(?<![a-z])supply|限|(?<![a-z])(?:cap|caps|capped|limit\w*)(?![a-z])"
    r"|正常|normal|显示|shows?|nvidia-smi|读数|插槽|(?<![a-z])slot|墙|wall|整机|系统|system"
)
"""A wattage of something else in its clause: the supply, a limit, a reading, the slot, a box."""


def _power_quoted(lower: str) -> list[QuotedFigure]:
    """The card's board power quoted to be confirmed, in a clause that asks it back."""
    if _POWER_NAMED_RE.search(lower) is None:
        return []
    found: list[QuotedFigure] = []
    for clause in _CLAUSE_RE.finditer(lower):
        text = clause.group()
        if _ASKED_RE.search(text) is None or _NOT_BOARD_POWER_RE.search(text):
            continue
        for m in _WATTS_QUOTED_RE.finditer(text):
            if m["b"] and _NOT_BOARD_POWER_RE.search(lower):
                continue  # "my psu for the 4090, is it 850w?": the supply's, asked back bare
            value = float(m["n"] or m["t"] or m["m"] or m["b"])
            found.append(QuotedFigure(field="power", value=value, reading="as_is"))
    return found


def _bandwidth_by_unit(text: str) -> list[QuotedFigure]:
    """A rate in GB/s or TB/s asked of a card with no field named ("is the 5070 ti at 896 GB/s?").

    Only memory bandwidth is quoted in that unit unnamed (a link is named, a pin speed in Gbps).
    """
    found = []
    for m in _RATE_RE.finditer(text):
        if m[3] in ("gb/s", "tb/s"):
            value = float(m[1].replace(",", ""))
            scaled = value * 1000 if m[3] == "tb/s" else value
            reading = _reading(text[: m.start()], m[2])
            found.append(QuotedFigure(field="bandwidth", value=scaled, reading=reading))
    return found


def quoted_figures(lower: str) -> list[QuotedFigure]:
    """The figures ``lower`` quotes of a card's memory, bandwidth, link or power to confirm."""
    found: list[QuotedFigure] = _power_quoted(lower)
    # what others claim is put up to be confirmed too ("people keep saying 273 GB/s")
    claimed = claimed_spans(lower)
    for clause in _CLAUSE_RE.finditer(lower):
        text = clause.group()
        said = any(a < clause.end() and clause.start() < b for a, b in claimed)
        if _ASKED_RE.search(text) is None and not said:
            continue
        word = _LINK_WORD_RE.search(text) or _BANDWIDTH_WORD_RE.search(text)
        claimed_rate = said and _BANDWIDTH_WORD_RE.search(lower) and not _LINK_WORD_RE.search(lower)
        if word is not None:
            field: QuotedField = "link" if _LINK_WORD_RE.search(text) else "bandwidth"
            for m in _RATE_RE.finditer(text):
                unit = m[3] or ""
                ends = m.start() > word.end() and _UNITLESS_END_RE.match(text, m.end())
                if not unit and (field == "link" or not ends):
                    continue  # "nvlink 4": the link's generation; "5090 is": a card's number
                value = float(m[1].replace(",", ""))
                tera = unit.startswith("t") or (not unit and value < 20)
                found.append(
                    QuotedFigure(
                        field=field,
                        value=value * 1000 if tera else value,
                        reading=_reading(text[: m.start()], m[2]),
                    )
                )
        elif claimed_rate:
            # "bandwidth? people keep saying 273 GB/s": the claim's rate is the field asked
            for m in _RATE_RE.finditer(text):
                if m[3] in (None, "t/s"):
                    continue  # a rate with its unit only ("30 t/s" is a speed)
                value = float(m[1].replace(",", ""))
                scaled = value * 1000 if m[3].startswith("t") else value
                reading = _reading(text[: m.start()], m[2])
                found.append(QuotedFigure(field="bandwidth", value=scaled, reading=reading))
        else:
            found += _bandwidth_by_unit(text)
        if word is None and not claimed_rate and (memory := _MEMORY_WORD_RE.search(text)):
            for m in _SIZE_RE.finditer(text):
                # "显存还是 80G", "80gb of hbm?": after its name or named right after it
                named = _MEMORY_AFTER_RE.match(text, m.end()) is not None
                if m.start() < memory.end() and not named:
                    continue  # "4090 24g 显存多大": the card's own name
                value = float(m[1])
                found.append(
                    QuotedFigure(
                        field="memory", value=value, reading=_reading(text[: m.start()], m[2])
                    )
                )
    return found


CLOSE = 0.03
"""How far (a share of the row's value) a figure quoted as is may be from the row's."""
ABOUT = 0.15
"""How far above a figure quoted roughly ("900 多") the row's may be."""


def _holds(quote: QuotedFigure, own: float) -> bool:
    if quote.reading == "at_least":
        return own >= quote.value * (1 - CLOSE)
    if quote.reading == "about":
        return quote.value <= own <= quote.value * (1 + ABOUT)
    return abs(own - quote.value) <= CLOSE * own


def quoted_verdict(
    quotes: list[QuotedFigure], own: dict[QuotedField, float]
) -> Literal["yes", "no"] | None:
    """Yes when every figure quoted holds against the row's ``own``, no when one does not.

    None when nothing was quoted, or each field quoted was quoted twice over (which one).
    """
    judged: list[bool] = []
    for field in ("memory", "bandwidth", "link", "power"):
        values = {q.value for q in quotes if q.field == field}
        mine = own.get(field) or 0.0
        if len(values) != 1 or mine <= 0:
            continue
        judged.extend(_holds(q, mine) for q in quotes if q.field == field)
    if not judged:
        return None
    return "yes" if all(judged) else "no"


__all__ = ["QuotedFigure", "quoted_figures", "quoted_verdict"]
