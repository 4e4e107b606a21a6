"""The card width a build has room for: "最多塞两槽半的卡", "2-slot max", "fits a 2 slot itx case".

``max_slots`` is read from a slot figure said as a limit: a width in expansion slots
("2.5-slot", "two and a half slots", "dual-slot", "两槽半", "双槽") beside a limit or a case
("max", "at most", "fits in", "case", "最多", "以内", "塞", "机箱"). A figure that describes a
card named ("a 3-slot 4090"), a motherboard's or server's slots ("4 pcie slots", "8-slot
chassis") or an NVLink bridge's spacing is no limit.

A small case said with no figure ("SFF", "mini-ITX", "itx 机箱") reads as 2.5 slots, NVIDIA's
SFF-Ready card limit (304 mm long, 50 mm or 2.5 slots thick, Computex 2024), and
``slots_from_case`` says the figure was assumed, so the answer says so.

``max_length_mm`` is a card length said as a case's limit ("max gpu length 300mm", "显卡限长
30cm", "320 mm of gpu clearance").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from assistant.question.text import Scan

SFF_READY_SLOTS = 2.5
"""NVIDIA's SFF-Ready limit on a card's thickness (50 mm, 2.5 slots): an SFF case's default."""

_EN_NUMBERS = {"one": 1.0, "single": 1.0, "two": 2.0, "dual": 2.0, "double": 2.0}
_EN_NUMBERS |= {"three": 3.0, "triple": 3.0, "four": 4.0, "quad": 4.0}
_ZH_NUMBERS = {"一": 1.0, "单": 1.0, "二": 2.0, "两": 2.0, "双": 2.0, "三": 3.0, "四": 4.0}

_EN_FIGURE = r"(?P<en>\d(?:\.\d)?|one|single|two|dual|double|three|triple|four|quad)"
_SLOT_RE = re.compile(
    r"(?<![\w.])" + _EN_FIGURE + r"(?P<half>\s+and\s+a\s+half|½)?[\s-]*slots?(?![a-z])"
    r"|(?P<zh>\d(?:\.\d)?|[一二两双单三四])\s*(?:个槽位|槽位?|slots?)(?P<zhalf>半)?"
)
"""A width in expansion slots, English or Chinese (its figure, and a half when said)."""
_NOT_A_WIDTH_RE = re.compile(
    r"^[\s-]*(?:wide|thick|width)?[\s-]*(?:of\s+)?(?:pcie|pci-e|x16|x8|ram|dimm|memory|m\.2|nvme"
    r"|server|chassis|rack|board|mobo|motherboard|nvlink|bridge|spacing|spaced|apart|gpu server"
    r"|内存|主板|服务器|间距|桥)"
)
"""What follows a figure that makes it a count of slots or a spacing, not a card's width."""
_NAMED_CARD_RE = re.compile(r"^[\s-]*(?:wide\s+|thick\s+)?(?:rtx|gtx|rx|arc|radeon|geforce|\d{4})")
"""A card named right after the figure ("a 3-slot 4090"): the card's width, no limit."""
_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:motherboard|mobo|board|pcie|pci-e|gen|server)(?![a-z])|主板|服务器)[^,.;，。]{0,16}$"
)
"""A motherboard's, a server's or a PCIe generation's slots said just before the figure."""
_CARDS_WANTED_RE = re.compile(r"^[\s-]*(?:wide\s+|thick\s+)?(?:cards?|gpus?|的?(?:显)?卡)")
"""Cards said right after the figure ("dual-slot cards", "双槽的卡"): the width wanted."""
_LIMIT_RE = re.compile(
    r"(?<![a-z])(?:max(?:imum)?|at most|up to|no more than|or less|or smaller|or thinner"
    r"|(?:no )?(?:bigger|wider|thicker) than|fits?|fitting|room for|space for|limit(?:ed)?|only"
    r"|case|chassis|build|enclosure|itx|sff|small form)(?![a-z])"
    r"|最多|不超过|以内|以下|之内|只能|只有|只放|塞|放得下|装得下|限|机箱"
)
"""A limit or a case beside the figure: the figure bounds the card bought."""
_SMALL_CASE_RE = re.compile(
    r"(?<![a-z\d])(?<!\d )(?:sff(?![\s-]*(?:\d|ada))|small[\s-]form[\s-]factor"
    r"|(?:mini|m)[\s-]?itx|itx|sffpc)(?![a-z])"
    r"|小机箱|迷你机箱|itx"
)
"""A small case said with no width: NVIDIA's SFF-Ready 2.5 slots assumed (not a card's own
"SFF" name, "RTX 4000 SFF Ada", nor an SFF-8654 connector)."""


_LENGTH_RE = re.compile(r"(?P<n>\d{2,3}(?:\.\d)?)\s*(?P<unit>mm|毫米|cm|厘米|公分)(?![a-z])")
"""A length in millimetres or centimetres ("300mm", "30cm", "280 毫米")."""
_LENGTH_SAID_RE = re.compile(
    r"(?<![a-z])(?:length|long|clearance|max(?:imum)? gpu|gpu max)(?![a-z])|限长|长度|长|净空"
)
"""A length or a clearance said beside the figure: the longest card the case takes."""
_CARD_BEFORE_RE = re.compile(r"(?:\d{4}|rtx|gtx|rx|ti|super|xtx)(?:\s+(?:is|are|at))?\s*$")
"""A card named just before the length ("4090 is 304mm"): its length, no limit."""


def length_limit(text: str) -> float | None:
    """The longest card the case takes, in mm ("max gpu length 300mm", "显卡限长 30cm")."""
    for match in _LENGTH_RE.finditer(text):
        near = text[max(0, match.start() - 24) : match.end() + 24]
        if not _LENGTH_SAID_RE.search(near) or not _LIMIT_RE.search(text):
            continue
        if _CARD_BEFORE_RE.search(text[max(0, match.start() - 16) : match.start()]):
            continue  # "the 4090 is 304mm long": the card's own length
        value = float(match.group("n")) * (
            10 if match.group("unit") in ("cm", "厘米", "公分") else 1
        )
        if 120 <= value <= 450:
            return value
    return None


def _figure(match: re.Match[str]) -> float:
    """The width a slot figure says, in slots ("两槽半": 2.5)."""
    if match.group("en") is not None:
        word = match.group("en")
        base = _EN_NUMBERS.get(word) or float(word)
        return base + (0.5 if match.group("half") else 0.0)
    word = match.group("zh")
    base = _ZH_NUMBERS.get(word) or float(word)
    return base + (0.5 if match.group("zhalf") else 0.0)


def slot_limit(text: str, named: bool = False) -> tuple[float | None, bool]:
    """The most slots a card may take, and whether it was assumed from a small case.

    ``text`` is the lower-cased question; ``named``: a card is named in it. A width said of
    the cards wanted ("双槽的卡", "2-slot cards") is a limit too, unless a card is named ("is
    the 4090 a 3-slot card"). (None, False) when no width or small case is said.
    """
    for match in _SLOT_RE.finditer(text):
        after = text[match.end() : match.end() + 24]
        before = text[max(0, match.start() - 24) : match.start()]
        if _NOT_A_WIDTH_RE.match(after) or _NAMED_CARD_RE.match(after) or _BEFORE_RE.search(before):
            continue
        width = _figure(match)
        wanted = not named and _CARDS_WANTED_RE.match(after) is not None
        if 1.0 <= width <= 4.0 and (wanted or _LIMIT_RE.search(text)):
            return width, False
    if _SMALL_CASE_RE.search(text):
        return SFF_READY_SLOTS, True
    return None, False


def read_slot_limit(scan: Scan) -> None:
    """Fill ``max_slots``, ``slots_from_case`` and ``max_length_mm`` from the question."""
    width, assumed = slot_limit(scan.lower, bool(scan.slots.get("gpus")))
    if width is not None and scan.set("max_slots", width):
        scan.slots["slots_from_case"] = assumed
    scan.set("max_length_mm", length_limit(scan.lower))


__all__ = ["SFF_READY_SLOTS", "length_limit", "read_slot_limit", "slot_limit"]
