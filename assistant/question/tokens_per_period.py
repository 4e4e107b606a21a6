"""A token volume per hour, minute or day that a service must put out; pure.

"1M tokens/hour of output", "每小时 200 万 token".
Said of a job or a service, it is the whole server's throughput: the tokens divided by the
period's seconds, in tokens/s in all (``aggregate_tokens_per_s``), said back as read.
"""

from __future__ import annotations

import re

from assistant.messages import throughput_read as say
from assistant.messages.core import Message
from assistant.question.batch_job import TOKEN_SCALE

_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "秒": 1, "分": 60, "小": 3600, "天": 86400}
_PER_PERIOD_RE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,6}(?:\.\d{1,3})?)\s*(?P<k>k|m|million|b|billion|万|亿)?\s*"
    r"(?:output\s+|generated\s+|个\s*)?(?:tokens?|toks?)\s*(?:of\s+output\s*)?"
    r"(?:/|per|an?|每|every)\s*(?P<u>h(?:ou)?r|minute|min|day|sec(?:ond)?|小时|分钟|天)(?![a-z])"
    r"|(?:每|一)(?P<zu>小时|分钟|天)\s*(?:要|需要|得)?\s*(?:生成|输出|产出|吐|处理)?\s*(?:约|大概)?\s*"
    r"(?P<zn>\d{1,6}(?:\.\d{1,3})?)\s*(?P<zk>k|m|万|亿)?\s*(?:个\s*)?(?:tokens?|toks?)",
    re.IGNORECASE,
)


def tokens_per_period(text: str) -> tuple[float, Message] | None:
    """The tokens/s in all a volume per period asks for, and the note saying how it was read."""
    m = _PER_PERIOD_RE.search(text)
    if m is None:
        return None
    n, scale, unit = (m["n"], m["k"], m["u"]) if m["n"] else (m["zn"], m["zk"], m["zu"])
    tokens = float(n) * TOKEN_SCALE.get((scale or "").lower(), 1.0)
    seconds = _SECONDS[unit[0].lower()]
    if tokens < 1 or seconds == 1:
        return None  # tokens a second are a speed, read elsewhere
    rate = tokens / seconds
    said = {60: say.TOKENS_A_MINUTE_READ, 3600: say.TOKENS_AN_HOUR_READ}.get(seconds)
    return rate, (said or say.TOKENS_A_DAY_READ)(tokens=tokens, rate=rate)


__all__ = ["tokens_per_period"]
