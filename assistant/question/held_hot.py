"""A slow rented card read hot and held under its power limit, a cause asked: a card check.

"租的 5090，Temp 89C，功率 400W / 575W 上不去，吞吐只有别人一半，是机房散热问题吗", "rented 4090
at 88C, 320W / 450W, half the speed of benchmarks. is the host's cooling the problem?": the
readings themselves answer whether the card is held back (a hot core drawing well under its
limit is throttling), so the question is a verify of the machine rented, yes or no first, not a
hunt through the job's settings. Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_HOT_CORE_RE = re.compile(r"(?<![\d.])([89]\d|1[01]\d)\s*(?:°\s*)?(?:c|度|℃)(?![a-z])")
"""A core temperature read at 80 °C or more ("Temp 89C", "88 度")."""
_DRAW_OVER_LIMIT_RE = re.compile(
    r"(?<![\d.])(\d{2,4})(?:\.\d+)?\s*w\s*/\s*(\d{2,4})(?:\.\d+)?\s*w(?![a-z])"
)
"""The draw over its limit, as nvidia-smi's Pwr:Usage/Cap column writes it ("400W / 575W")."""
_HEAT_CAUSE_ASKED_RE = re.compile(
    r"(?:散热|过热|温度|机房|风道|thermal|cooling|overheat\w*|\bheat\b|airflow|功耗墙"
    r"|power[\s-]?limit\w*|throttl\w*)[^。.!！]{0,16}(?:吗|么|嘛|[?？])"
)
"""A heat or power cause put as a yes-or-no question ("是机房散热问题吗", "is it thermal?")."""
HELD_SHARE = 0.9
"""A draw under this share of the limit is held back, not the card at its limit."""
_CLOCKS_FALL_RE = re.compile(
    r"(?:clocks?|频率|时钟|主频)[^。.!！?？]{0,12}(?:drop|fall|fell|sink|down|降|掉|下滑|往下)"
    r"|(?:降频|throttl\w*)"
)
"""Clocks seen falling ("时钟一直往下掉", "clocks keep dropping"): a card at its limit slowed."""


def read_held_hot(query: Query) -> Query:
    """``query`` read as a check of a hot card held under its limit, when it is one."""
    # a slow job reported, or the readings alone pasted and a cause asked ("时钟一直往下掉")
    if query.trouble not in ("slow", "verify", None) or not query.gpus:
        return query
    if query.provider is None and query.where != "cloud":
        return query  # one's own card ("it's in a tiny sff case"): its cooling is one's to fix
    folded = fold(query.text)
    hot = _HOT_CORE_RE.search(folded)
    held = _DRAW_OVER_LIMIT_RE.search(folded)
    if hot is None or held is None or _HEAT_CAUSE_ASKED_RE.search(folded) is None:
        return query
    draw, limit = float(held[1]), float(held[2])
    # at its limit ("70W / 70W"), hot, with its clocks seen falling: throttling on both
    at_limit = limit * HELD_SHARE <= draw <= limit and _CLOCKS_FALL_RE.search(folded)
    if not (0 < draw < limit * HELD_SHARE or at_limit):
        return query
    return query.model_copy(
        update={
            "trouble": "verify",
            "core_temp_c": float(hot[1]),
            "power_draw": (draw, limit),
            "power_reading_w": limit,
        }
    )


__all__ = ["HELD_SHARE", "read_held_hot"]
