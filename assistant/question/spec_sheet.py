"""A card's spec sheet asked as a whole ("L2 和 L4 规格上差在哪", "what are the H20's specs").

No one figure is named, so the row's main figures are read: memory, bandwidth, TFLOPS and
board power. Also how a card's memory is exposed ("128gb as one device or two GCDs"), which
is a question about its memory. Pure: regular expressions over the lowered text.
"""

from __future__ import annotations

import re

from assistant.models import SpecField

SHEET_FIELDS: tuple[SpecField, ...] = ("memory", "bandwidth", "tflops", "power")
"""The figures a spec sheet asked as a whole is answered with."""
DIFFERENCE_FIELDS: tuple[SpecField, ...] = (*SHEET_FIELDS, "link")
"""The figures two cards' difference is answered with: the sheet and the link between cards."""
_SHEET_RE = re.compile(
    r"(?<![a-z])(?:specs?|spec sheet|specifications?|datasheet)(?![a-z])"
    r"|规格|参数|配置(?:是|有)?(?:什么|多少|怎么样|差在哪|有什么区别)"
)
"""The card's specs asked without one figure named."""
_NOT_SHEET_RE = re.compile(
    r"spec(?:ulative|ial)|speculat|规格(?:的)?(?:实例|机型)|(?:实例|机型|instance|vm)\S{0,6}(?:规格|specs?)"
    r"|规格\s*(?:的)?\s*(?:按时|按量|按小时|按天|包月|计费|价格|租金|多少钱|几块)"
)
"""A cloud instance's shape ("实例规格", "instance specs"), or a rental's plan billed
("4090D 那个规格按时计费几块"), not a card's sheet."""
_MEMORY_EXPOSED_RE = re.compile(
    r"\d{2,3}\s*gb?\s+(?:as|in|on) (?:one|a single) (?:device|gpu|pool)"
    r"|(?:two|2) (?:gcds?|dies|chips) with \d{2,3}"
    r"|显存(?:是)?(?:一整块|合在一起|一个设备)|(?:两|2)个\s*(?:gcd|die|芯片)"
)
"""How the memory is exposed: one device or split between dies ("128gb as one device")."""


def sheet_fields(text: str) -> list[SpecField]:
    """The spec fields a question asks when it names no one figure (``text`` lowered)."""
    if _MEMORY_EXPOSED_RE.search(text):
        return ["memory"]
    if _SHEET_RE.search(text) and not _NOT_SHEET_RE.search(text):
        return list(SHEET_FIELDS)
    return []


_FIELD_WORDS: tuple[tuple[SpecField, str], ...] = (
    ("memory", r"显存(?!\s*带宽)|vram(?! bandwidth)|memory(?! bandwidth)"),
    ("bandwidth", r"(?:显存)?带宽|bandwidth"),
    ("tflops", r"算力|tflops|compute"),
    ("power", r"功耗|tdp|tgp|tbp|board power|power draw"),
)
_FORMAT_BEFORE = (
    r"(?:(?:半精度|单精度|双精度|稠密|稀疏|fp16|bf16|fp32|fp8|int8|fp64|tf32|dense|sparse"
    r"|half[\s-]precision|single[\s-]precision)\s*(?:的)?\s*)?"
)
"""A number format before a figure ("半精度算力", "fp16 tflops"): still that figure listed."""
_SCOPE_BEFORE = (
    r"(?:(?:单卡|每张卡?|每卡|单张|整机|总|合计|per[\s-]?(?:card|gpu)|total)\s*(?:的)?\s*)?"
)
"""Whose figure it is ("单卡功耗", "总显存", "per-card power"): still that figure listed."""
_FIELD_WORD = "|".join(
    f"{_SCOPE_BEFORE}{_FORMAT_BEFORE}(?:{w})(?:\\s*(?:size|capacity|大小|容量))?"
    for _, w in _FIELD_WORDS
)
_FIELD_LIST_RE = re.compile(
    rf"(?P<list>(?:{_FIELD_WORD})(?:\s*(?:和|跟|与|及|、|/|,|，|\+|and|plus|&)\s*(?:{_FIELD_WORD})){{1,3}})"
    r"\s*(?:ranges?|范围)?\s*(?:分别|各自?)?\s*(?:是|有|才)?\s*(?:多少|多大|几|怎么样|\?|？"
    r"|[,，;；]\s*(?:and |plus |also |还有|以及|另外)|$)"
)
"""Several figures listed, then asked once ("显存和功耗多少", "vram and tdp?"), or listed with the
next ask joined on ("memory size + bandwidth, and is …", "显存大小和带宽，还有 …")."""


def listed_fields(text: str) -> list[SpecField]:
    """The spec fields a question lists before asking them once (``text`` lowered)."""
    m = _FIELD_LIST_RE.search(text)
    if m is None:
        return []
    return [f for f, w in _FIELD_WORDS if re.search(w, m["list"])]


_DIFFERENCE_RE = re.compile(
    r"区别|差在哪|差别|有何不同|有什么不同|(?<![a-z])(?:difference|differ(?:s|ent)?)(?![a-z])"
    r"|(?<![a-z])what(?:'s| has| have)? changed(?![a-z])|(?:改|变)了(?:什么|啥|哪些)"
)
"""Two cards' difference asked: "区别", "what's different", or what a refresh changed ("MI325X
vs MI300X, what changed on capacity")."""
_USE_SAID_RE = re.compile(
    r"推理|训练|微调|跑|部署|速度|快|慢|选|哪个|哪张|值不值|划算|性价比|价格|多少钱"
    r"|(?<![a-z])(?:inference|training|train|fine[\s-]?tun\w*|run\w*|speed|faster|slower"
    r"|which|pick|choose|worth|price|cost|for)(?![a-z])"
)
"""A use, a speed or a choice said: the cards are weighed for it, not their sheets set side by
side."""


_SPEC_NAMED_RE = re.compile(
    r"nvlink|互联|带宽|显存|算力|功耗|hbm|gddr|pcie|sxm"
    r"|(?<![a-z])(?:bandwidth|memory|vram|tflops|tdp|fp8|bf16|interconnect|capacity)(?![a-z])"
    r"|(?<![a-z])[tg]b/s(?![a-z])"
    r"|(?:除了|apart from|besides|other than|beyond)\s*(?:the\s+)?"
    r"(?<![\d,.])\d{2,3}\s*g(?:b)?(?![a-z/])"
    r"|(?<![\d,.])\d{2,3}\s*g(?:b)?(?![a-z/])[^，,。？?]{0,12}(?:之外|以外)"
)
"""A figure or feature named beside the difference ("是不是只砍了 nvlink", "capacity and TB/s"),
or the cards' memory sizes set aside ("94G 和 80G 之外还有啥"): the rest of the sheets asked."""


_JUST_MORE_RE = re.compile(
    r"(?<![a-z])(?:just|only) (?:more|bigger|extra|faster) (?:hbm\w*|vram|memory|bandwidth)"
    r"(?![a-z])"
    r"|(?:只是|就是|只)(?:显存|带宽|hbm)(?:更大|更多|更快|大了|多了)"
)
"""The difference guessed as one figure ("is it just more hbm or faster too?"): their sheets."""


def asks_difference(text: str) -> bool:
    """Two cards' difference asked with no use named ("4090和4090D有什么区别"); ``text`` lowered.

    A difference guessed as one figure ("just more hbm, or faster too?") asks it however said.
    """
    if _JUST_MORE_RE.search(text):
        return True
    return _DIFFERENCE_RE.search(text) is not None and _USE_SAID_RE.search(text) is None


def difference_fields(text: str) -> list[SpecField]:
    """The figures of two cards' difference asked of their specs ("只砍了 nvlink 吗").

    "A800 和 A100 的区别，是不是只砍了 nvlink": the sheets are set side by side, the link
    between cards included, where an export variant often differs alone. A difference with no
    figure named stays a comparison, which leads with the same difference. ``text`` lowered;
    the caller checks two cards are named.
    """
    if not asks_difference(text) or _SPEC_NAMED_RE.search(text) is None:
        return []
    return list(DIFFERENCE_FIELDS)


_NAMED_FIELDS: tuple[tuple[SpecField, str], ...] = (
    ("bus", r"memory bus|bus width|(?:显存)?位宽"),
    ("bandwidth", r"(?:memory |显存)?(?:bandwidth|带宽)"),
    ("link", r"nvlink|interconnect|互联"),
    ("memory", r"显存(?!\s*带宽)|vram(?! bandwidth)|memory(?! bandwidth)"),
    ("tflops", r"算力|tflops|compute|clocks?|频率"),
    ("power", r"功耗|tdp|tgp|tbp|board power"),
)
"""Figures named as nouns, the longer names first ("memory bus" is no memory size)."""
_SIDE_BY_SIDE_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|compared? (?:to|with)|against)(?![a-z])|和|与|跟|对比|相比"
)
_ASIDE_RE = re.compile(r"[^,，;；—–]{0,40}(?:aside|不算|不谈|先不说|除外)")
"""A figure set aside ("the 12 vs 16gb thing aside"): not asked."""


_SPEC_SPEED_RE = re.compile(
    r"(?<![a-z])(?:faster|slower|quicker|higher|lower)\s+(?P<a>memory|vram|bandwidth|clocks?)(?![a-z])"
    r"|(?<![a-z])(?P<b>memory|vram|bandwidth|clocks?)\s+(?:(?:is|are|actually|really|much|any)\s+)*"
    r"(?:faster|slower|quicker|higher|lower)(?![a-z])"
    r"|(?P<c>显存|带宽|频率|核心频率)(?:的)?(?:速度)?(?:真的|实际)?更?(?:快|慢|高|低)"
)
"""A speed said of a figure itself ("faster memory", "is the memory actually faster", "频率更高"):
the figure compared, no job run; the memory's speed is its bandwidth, a clock shows in TFLOPS."""


def _spec_spoken(m: re.Match[str]) -> str:
    noun = m["a"] or m["b"] or m["c"] or ""
    return " clock " if noun.startswith(("clock", "频率", "核心")) else " bandwidth "


def named_fields(text: str) -> list[SpecField]:
    """The figures two cards are set side by side on, no use said.

    "5070 vs 5070 ti memory bus / bandwidth", "显存位宽和带宽"; ``text`` lowered, the caller
    checks two cards and no model or power question.
    """
    text = _SPEC_SPEED_RE.sub(_spec_spoken, text)  # "faster memory": the bandwidth, no use
    if _USE_SAID_RE.search(text) or not _SIDE_BY_SIDE_RE.search(text):
        return []  # "3090+3090ti 混插…功耗": cards used together, not set side by side
    rest = _ASIDE_RE.sub(" ", text)
    fields: list[SpecField] = []
    for field, words in _NAMED_FIELDS:
        rest, found = re.subn(words, " ", rest)
        fields += [field] * bool(found)
    return fields


__all__ = [
    "DIFFERENCE_FIELDS",
    "SHEET_FIELDS",
    "difference_fields",
    "listed_fields",
    "named_fields",
    "sheet_fields",
]
