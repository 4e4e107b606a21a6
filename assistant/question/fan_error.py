"""A fan column read as ``ERR!`` on a card got from someone, asked whether it was a scam.

"paid $2,900 for a used A6000 … mine shows `ERR!` in the fan column. scam or just a sensor?",
"二手 3090 风扇那栏显示 ERR!，是假卡吗": the driver cannot read the fan, a fault of the fan or
the card, not a sign that the chip is another one. The question is a check of the card got
(verify, yes or no first), not a hunt through the host for a card fallen off the bus. Pure:
regular expressions over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.readings import memory_reading
from assistant.question.text import fold

_FAN_ERR_RE = re.compile(
    r"(?:\bfans?\b|风扇)[^.。!?？]{0,40}err!|err![^.。!?？]{0,30}(?:\bfans?\b|风扇)"
)
"""``ERR!`` said of the fan ("`ERR!` in the fan column", "风扇那栏 ERR!")."""
_DOUBTED_RE = re.compile(
    r"\bscam\w*|\bfake\b|counterfeit|\bsensor\b|\blegit\b|骗|假卡|假的|传感器|翻新|矿卡"
)
"""The card doubted, or the reading put down to a sensor ("scam or just a sensor?")."""


def read_fan_error(query: Query) -> Query:
    """``query`` read as a check of a card whose fan reads ``ERR!``, when it is doubted."""
    if query.trouble not in (None, "gpu_fault", "verify") or not query.gpus:
        return query
    folded = fold(query.text)
    if _FAN_ERR_RE.search(folded) is None or _DOUBTED_RE.search(folded) is None:
        return query
    return query.model_copy(
        update={
            "task": "troubleshoot",
            "trouble": "verify",
            "intent": "concept",
            "health_check": "fan_error",
            "fault_asked": True,
            "memory_reading": memory_reading(query.text),  # "showed 49140MiB": judged beside
            "kind": None,
        }
    )


__all__ = ["read_fan_error"]
