"""A PCIe link read off the card: its generation now and at most, its width, idle or loaded.

"nvidia-smi -q 显示 PCIe 当前是 Gen1，最大 Gen4，空闲的时候", "link shows gen3 x8 under load":
a typed ``LinkReading`` the verify kind judges against the catalog row's PCIe generation and
width. A PCIe generation only named ("is the 4090 PCIe 4.0?") is no reading. Patterns run on
NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

from assistant.models import LinkReading
from assistant.question.text import fold

_GEN = r"(?:pcie\s*(?:gen\s*)?|gen\s*|第\s*)(?P<gen>[1-6])(?![0-9])(?:\.0)?(?:\s*代)?"
_CURRENT_RE = re.compile(
    r"(?:current|currently|cur|now|running at|runs at|shows?|says|reads|reports|显示|当前|现在|目前"
    # the link itself said to sit at it: "link is gen1 x16 at idle", "drops to gen1"
    r"|实际|(?<![a-z])link|sits at|stuck at|still|还是|仍然|依然"
    r"|(?:drops?|dropped|falls?|fell|goes|went) (?:down )?to)\w*"
    r"\s*(?:is|at|是|为|:|=)?\s*" + _GEN
)
"""The generation the link runs at now ("current is gen1", "当前是 Gen1")."""
_MAX_RE = re.compile(r"(?:max(?:imum)?|最大|最高|支持)\w*\s*(?:is|at|是|为|:|=)?\s*" + _GEN)
"""The highest generation the link can reach ("max gen4", "最大 Gen4")."""
_INSTEAD_RE = re.compile(
    r"gen\s*(?P<gen>[1-6]).{0,12}(?:instead of|not|rather than|而不是|不是)\s*(?:pcie\s*)?gen\s*"
    r"(?P<max>[1-6])"
)
"""One generation seen in place of another ("gen1 instead of gen4")."""
_WIDTH_RE = re.compile(r"(?<![a-z0-9])x\s*(?P<w>1|2|4|8|16)(?![0-9])")
_LINK_RE = re.compile(r"pcie|link (?:gen|speed|width)|链路|(?<![a-z])gen\s*[1-6](?![0-9])")
_READ_RE = re.compile(
    r"nvidia-smi|\bsmi\b|gpu-?z|lspci|\b(?:shows?|showing|says|reads|reports?|running at|runs at"
    r"|negotiated|trained at|only)\b|显示|读数|跑在|只有|只跑|协商|降到|掉到"
)
"""A link width read off a tool ("nvidia-smi says x8"), not a slot only named ("an x8 slot")."""
_GEN_WIDTH_RE = re.compile(_GEN + r"\s*x\s*(?:1|2|4|8|16)(?![0-9])")
"""A generation written with its width ("pcie 3.0 x16", "gen4 x8")."""
_WIDTH_GEN_RE = re.compile(r"(?<![a-z0-9])x\s*(?P<w>1|2|4|8|16)(?![0-9])\s*(?:@\s*)?" + _GEN)
"""A width written before its generation ("is x8 gen4 a problem", "x16 pcie 3.0")."""
_QUERIED_RE = re.compile(
    r"pcie\.link\.gen\.current\s*,\s*pcie\.link\.width\.current\b.{0,60}?"
    r"(?:gives?|gave|shows?|returns?|says|prints?|outputs?|->|=>|:|显示|输出|返回|是)\s*:?\s*"
    r"(?P<gen>[1-6])\s*,\s*(?P<w>1|2|4|8|16)(?![0-9])"
)
"""The two fields of an ``nvidia-smi --query-gpu`` for the link, and the values it printed
("--query-gpu=pcie.link.gen.current,pcie.link.width.current … gives 4, 8")."""
_WIDTH_LINK_RE = re.compile(
    r"(?:pcie|link|链路|lanes?|通道).{0,24}(?<![a-z0-9])x\s*(?:1|2|4|8|16)(?![0-9])"
    r"|(?<![a-z0-9])x\s*(?:1|2|4|8|16)(?![0-9])\s*(?:link|lanes?|链路|通道|带宽)"
)
"""A PCIe width named as the link's ("PCIe 链路 x4", "x8 link")."""
_IDLE_RE = re.compile(
    r"(?<![a-z])idl(?:e|ing)|not (?:running|doing) anything|空闲|闲置|待机|没跑|不跑"
)
_LOAD_RE = re.compile(
    r"under (?:full )?load|while (?:training|running|it runs)|during (?:training|inference|a run)"
    r"|满载|满负载|全负载|负载下|跑(?:训练|推理|任务|模型)的?时候|训练时|推理时|压测时"
)


_RATES = {"2.5": 1, "5": 2, "8": 3, "16": 4, "32": 5, "64": 6}
"""A PCIe generation by its lane rate in GT/s, as ``lspci`` prints it ("Speed 2.5GT/s")."""
_RATE_RE = re.compile(r"(?:speed\s*)?(?<![\d.])(2\.5|5|8|16|32|64)(?:\.0)?\s*gt/s")
_LSPCI_RE = re.compile(r"\b(?P<field>lnksta|lnkcap)2?\s*:?\s*(?:port\s*#\d+\s*,\s*)?(?:speed\s*)?")


def _lspci_said(folded: str) -> str:
    """``folded`` with lspci's link fields and rates in the words read here.

    "LnkSta: Speed 2.5GT/s (downgraded), Width x16" reads as "current gen1 …, width x16";
    "LnkCap: Port #0, Speed 32GT/s" as "max gen5".
    """
    said = _LSPCI_RE.sub(lambda m: "current " if m["field"] == "lnksta" else "max ", folded)
    return _RATE_RE.sub(lambda m: f"gen{_RATES[m[1]]}", said)


_SMI_GEN_RE = re.compile(
    r"pcie generation\s+((?:(?:device |host )?(?:max|current)\s*:\s*\d\s*[,;]?\s*)+)"
)  # the fields one after another, or pasted on one line with commas ("current: 1, max: 4")
_SMI_WIDTH_RE = re.compile(r"link width\s+((?:(?:device |host )?(?:max|current)\s*:\s*\d+x\s*)+)")
_SMI_FIELD_RE = re.compile(r"(?<![a-z])(device |host )?(max|current)\s*:\s*(\d+)x?")


def _smi_q_said(folded: str) -> str:
    """``folded`` with ``nvidia-smi -q``'s PCIe blocks in the words read here.

    "PCIe Generation / Max : 5 / Current : 5 / Link Width / Max : 16x / Current : 4x" reads as
    "max gen5 current gen5 … current x4"; the maximum width is kept as a number, not "x16", so
    the width read after "current" is the one in use. A host's or device's own field is left.
    """

    def fields(match: re.Match[str], width: bool) -> str:
        said = []
        for field in _SMI_FIELD_RE.finditer(match[1]):
            if field[1]:
                continue
            if width:
                said.append(f"current x{field[3]}" if field[2] == "current" else "")
            else:
                said.append(f"{field[2]} gen{field[3]}")
        return " ".join(s for s in said if s) + " "

    said = _SMI_GEN_RE.sub(lambda m: fields(m, False), folded)
    # the width block keeps the link named ("pcie current x4"): a width alone is no link's
    return _SMI_WIDTH_RE.sub(lambda m: "pcie " + fields(m, True), said)


_GPUZ_RE = re.compile(
    r"(?:bus interface\s*:?\s*)?pcie\s*x\s*(?:1|2|4|8|16)\s*(?P<top>[1-6])\.\d\s*@\s*"
    r"x\s*(?P<w>1|2|4|8|16)\s*(?P<now>[1-6])\.\d"
)
"""GPU-Z's bus interface, what the card supports "@" what it runs at ("PCIe x16 3.0 @ x4 1.1")."""


def _gpuz_said(folded: str) -> str:
    """``folded`` with GPU-Z's bus interface in the words read here ("max gen3 current gen1 x4")."""
    return _GPUZ_RE.sub(
        lambda m: f"pcie max gen{m['top']} current gen{m['now']} x{m['w']} ", folded
    )


_BARE_WIDTH_GEN_RE = re.compile(
    r"(?<![a-z0-9])x\s*(?P<w>1|2|4|8|16)\s+(?P<gen>[1-6])\.[01](?![0-9.])(?!\s*(?:gb|g\b|x\b|倍))"
)
"""A width with GPU-Z's bare generation after it, the half after its "@" ("显示 x4 4.0")."""


def _bare_gen_said(folded: str) -> str:
    """``folded`` with a width and bare generation ("x4 4.0") as the link read now."""
    return _BARE_WIDTH_GEN_RE.sub(lambda m: f"pcie current gen{m['gen']} x{m['w']} ", folded)


def read_pair(folded: str) -> re.Match[str] | None:
    """A width written before its generation, read off a tool or put up as a question."""
    pair = _WIDTH_GEN_RE.search(folded)
    return pair if pair and (_READ_RE.search(folded) or "?" in folded[pair.end() :]) else None


def link_reading(text: str) -> LinkReading | None:
    """The PCIe link reading stated in ``text``, or None when no generation or width was read.

    A width read alone ("nvidia-smi 显示 PCIe 链路 x4") is a reading with no generation.
    """
    folded = _bare_gen_said(_gpuz_said(_smi_q_said(_lspci_said(fold(text)))))
    if _LINK_RE.search(folded) is None and _WIDTH_LINK_RE.search(folded) is None:
        return None
    instead = _INSTEAD_RE.search(folded)
    current = _CURRENT_RE.search(folded)
    # "lspci says … pcie 3.0 x16": a generation with its width, read off a tool
    current = current or (_READ_RE.search(folded) and _GEN_WIDTH_RE.search(folded)) or None
    most = _MAX_RE.search(folded)
    now = int(instead["gen"]) if instead else int(current["gen"]) if current else None
    top = int(instead["max"]) if instead else int(most["gen"]) if most else None
    width = _WIDTH_RE.search(folded[current.start() :] if current else folded)
    # the width first ("x8 gen4"), or the fields queried and their values printed ("4, 8")
    pair = None if current or instead else _QUERIED_RE.search(folded)
    pair = pair or (None if current or instead else read_pair(folded))
    now, width = (int(pair["gen"]), pair) if pair else (now, width)
    if now is None and not (width and _WIDTH_LINK_RE.search(folded) and _READ_RE.search(folded)):
        return None  # a generation only named, or a slot's width with nothing read off

    idle = True if _IDLE_RE.search(folded) else False if _LOAD_RE.search(folded) else None
    return LinkReading(
        current_gen=now,
        max_gen=top,
        current_width=int(width["w"]) if width else None,
        idle=idle,
    )


__all__ = ["link_reading"]
