"""A PC part other than the GPU asked for, with a card named only as what it must go with.

"推荐个能装下4090的白色海景房机箱", "best keyboard for my 4090 rig": the card names the build,
but the thing to recommend is a case, a keyboard, a monitor. The catalog holds GPUs, not
those, so the question is not covered (said so in the first line), whatever card is named. A
server chassis for several cards ("8卡服务器机箱") is a host question and stays one.
"""

from __future__ import annotations

import re

_PART_EN = (
    r"(?:pc |computer |atx |itx |matx |mid[\s-]?tower |full[\s-]?tower |white |black )?cases?"
    r"|keyboards?|mouse|mice|headphones?|headsets?|monitors?|(?:gaming |office )?chairs?|desks?"
)
_PART_ZH = r"机箱|海景房|键盘|鼠标|耳机|显示器|电竞椅|人体工学椅|电脑桌"
_ASKED_RE = re.compile(
    rf"(?<![a-z])(?:recommend|suggest|pick|buy|get|need|want|which|what|best|good)\b"
    rf"[^.?!。？！]{{0,40}}?(?<![a-z])(?:{_PART_EN})(?![a-z])"
    rf"|(?:推荐|买|选|挑|入手|求)[^。？！?]{{0,16}}?(?:{_PART_ZH})"
    rf"|(?:{_PART_ZH})\s*(?:推荐|怎么选|选哪|买哪|哪个好|哪款)"
)
_SERVER_RE = re.compile(
    r"(?<![a-z])(?:servers?|rack|[2-8]u|multi[\s-]?gpu|[2-8]\s*x\s|[2-8] gpus?)(?![a-z])"
    r"|服务器|机架|多卡|[2-8二三四六八]\s*(?:卡|张|块)"
)


_PRINTED_PART_RE = re.compile(
    r"3d\s*(?:打印|print\w*)的?\s*(?:gpu |card )?"
    r"(?:支架|托架|外壳|bracket|holder|stand|support|shroud)"
    r"|(?<![a-z])stl (?:files?|models?)|(?<![a-z])anti[\s-]?sag (?:brackets?|holders?|stands?"
    r"|supports?)|(?<![a-z])(?:sag|gpu|card) (?:brackets?|holders?)(?![a-z])"
    r"|显卡(?:支架|托架|千斤顶)"
)
"""A card's physical holder or a file to print one ("4090 的 3D 打印支架", "anti-sag bracket"):
a thing for the card's case, no computing asked."""


def holder_asked(work: str) -> bool:
    """Whether a card's holder or a file to print one is asked ("3D 打印支架模型哪里下载")."""
    return _PRINTED_PART_RE.search(work) is not None


def asks_for_a_pc_part(work: str) -> bool:
    """Whether a PC part other than the GPU is what the question asks to recommend or buy."""
    asked = _ASKED_RE.search(work) is not None and _SERVER_RE.search(work) is None
    return asked or holder_asked(work)


__all__ = ["asks_for_a_pc_part", "holder_asked"]
