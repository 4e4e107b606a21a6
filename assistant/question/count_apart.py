"""A count said apart from the one card named, and a "one card" that is its unit price; pure.

"H20 按小时多少钱，租8张跑三天", "A100 hourly? I'd rent 4 of them", "mi50 32g 一张才 900，收两张",
"mi50s are $150 each, grabbing two": the card is named once and how many is said elsewhere,
often after a verb of getting them (rent, buy, 收, 配). "一张才 900", "一张 900 块" say what one
card costs (the unit of the price), not that one card is asked about.
"""

from __future__ import annotations

import re

_CN = r"\d{1,4}|[一二两三四五六七八九十]{1,3}"
COUNT_APART_RES = (
    re.compile(r"(?<![\w.])(?P<n>\d{1,4}|[a-z]{3,6})\s*(?:x\s*)?(?:gpus|cards|of them)\b"),
    re.compile(
        rf"(?:租|买|用|上|要|拿|收|配|入手?|囤|搞|整)\s*(?P<n>{_CN})\s*(?:张|块|卡(?![时机]))"
        r"(?!钱|[一二两三四五六七八九]?\s*(?:一|每)\s*个?\s*小时)"  # "租3090两块钱一小时": money
        r"(?!\s*(?:图|照片|图片|表))"  # "输入两张图": pictures, not cards
    ),
    re.compile(rf"(?P<n>{_CN})\s*(?:张|块)\s*(?:卡|显卡|一起跑|跑(?!图))"),
    # the machine's cards said as a clause of their own: "…，8 卡，吞吐低", "8 卡机器，每卡 64g"
    re.compile(
        r"(?:^|[,;:，；：。])\s*(?P<n>\d{1,2})\s*卡\s*(?:的)?\s*(?:机器|服务器|整机|节点)?"
        r"\s*(?=[,;，；。]|$)"
    ),
    re.compile(
        r"(?<![a-z])(?:buy(?:ing)?|grab(?:bing)?|pick(?:ing)? up|snag(?:ging)?|order(?:ing)?"
        r"|need(?:ing)?|rent(?:ing)?)"  # "B200 hourly on RunPod? need 8 for about 10 days"
        r"\s+(?P<n>\d{1,2}|two|three|four|five|six|eight)"
        r"(?:\s+of them)?(?=\s*(?:[,;!?]|\.(?!\d)|for\b|$))"
    ),
    # a count put forward as enough: "8 张够吗", "四张卡够不够", "would 8 be enough?"
    re.compile(rf"(?<![\d.])(?P<n>{_CN})\s*(?:张|块|卡)(?:卡|显卡)?\s*(?=够|能行|行(?:吗|不))"),
    re.compile(
        r"(?<![a-z])(?:are|is|would|will)\s+(?P<n>\d{1,2}|two|three|four|six|eight)\s+"
        r"(?:be\s+)?(?:enough|sufficient)\b"
    ),
)
"""The count said apart: "rent 8 of them", "租8张跑三天", "我要 4 卡跑 3 天", "收两张", "grabbing
two for qwen", "…，8 卡机器，…" (not "配4卡机": the kind of box planned, nor "500卡时": a job's
GPU-hours)."""
_UNIT_PRICE_RE = re.compile(
    r"\s*(?:才|只要|只|要|卖|就|大概|约)?\s*[$¥￥]?\s*\d[\d,.]*\s*(?:块|元|rmb|k|w|刀)?(?![\d.]*\s*g)"
)
"""A price right after "一张" ("一张才 900", "一张 900 块"), not a memory size ("一张 24g")."""


def unit_priced(value: float | None, rest: str) -> bool:
    """Whether "one card" is the unit of a price said right after it."""
    return value == 1 and _UNIT_PRICE_RE.match(rest) is not None


_PRICE_THEN_ONE_RE = re.compile(r"[一二两三四五六七八九十]+[千万][一二两三四五六七八九]?一")


def priced_each(numeral: str) -> bool:
    """Whether a numeral before 张 is a price in thousands, then "一" of one card.

    "五千五一张", "两万一张": ¥5,500 and ¥20,000 a card, never thousands of cards.
    """
    return _PRICE_THEN_ONE_RE.fullmatch(numeral.strip()) is not None


__all__ = ["COUNT_APART_RES", "priced_each", "unit_priced"]
