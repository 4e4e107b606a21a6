"""A speed asked outright beside words of another kind: the expected tokens/s is the question.

"what's a normal gen speed? seeing ~45 t/s, is that right" asks the speed the setup should reach;
the rate seen is put beside it to compare, not reported as a fault (no "only", "才", "slow").
"P100 跑 7b q8 大概多少 t/s，值不值那两百块" asks the speed first; the worth of the card follows.
A rate called low ("only 5 t/s, normal?") stays a slow job to troubleshoot. Pure: regular
expressions over the folded question text, read before the finer task is routed.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.readings import seen_tokens_per_s
from assistant.question.text import fold

_RATE = r"(?:t/s|tok(?:en)?s?/s|tps|tokens?\s*(?:per|a|/)\s*(?:second|sec|s)\b|token|tokens|tok)"
_SPEED_ASKED_RE = re.compile(
    r"\bwhat(?:'s| is| are)? (?:a |the )?(?:normal|typical|expected|usual|realistic|reasonable"
    r"|ballpark|baseline)\s+(?:\w+\s+){0,2}?(?:speeds?|t/s|tok(?:en)?s?/s|throughput|rates?)\b"
    r"|\bwhat (?:speeds?|t/s|tok(?:en)?s?/s|throughput) (?:should|would|could|can|do) (?:i|we|it)"
    r" (?:expect|get|see|reach|hit)\b"
    r"|\bhow fast (?:should|would|will|does|is|can)\b"
    r"|\bhow many (?:tokens?|toks?|t)\s*(?:/\s*s|per second|a second)\b"
    rf"|(?:大概|大约|一般|正常|能|可以|每秒)?(?:跑|出|生成)?(?:多少|几)\s*{_RATE}"
    r"|(?:正常|一般|大概|预期)(?:的)?(?:生成|推理)?速度(?:应该|大概|一般)?(?:是|有|在)?(?:多少|几)"
)
"""The speed asked for in its own right ("what's a normal gen speed", "大概多少t/s")."""
_NUMBER_ASKED_RE = re.compile(
    r"\b(?:what|how many)\s+(?:it/s|s/it|t/s|tok(?:en)?s?/s|tokens?/s|images?/(?:s|min)|fps)"
    r"\s+(?:should|would|will|can|could|do(?:es)?)\s+(?!(?:i|we)\s+(?:\w+\s+)?(?:do|fix|change)\b)"
    r"[^?]{1,80}?\b(?:get|hit|reach|do|manage|run at|be)\b[^?]{0,60}\?"
    r"|(?:应该|正常|一般)(?:能)?(?:跑|出|有)?(?:多少|几)\s*(?:it/s|s/it|t/s|张)"
)
"""The rate itself asked, the number first ("what it/s should sdxl get on a 4070 super?"): the
speed is the question even when the rate seen is called slow after it."""
_CALLED_LOW_RE = re.compile(
    r"(?<![a-z])(?:only|just|barely|merely)\s+(?:get\w*\s+|do\w*\s+|hit\w*\s+|at\s+)?"
    r"(?:like\s+|about\s+|around\s+)?~?\s*\d"
    r"|(?:才|只有|仅|只能|只跑)\s*(?:跑到?|能跑|约|大概)?\s*~?\d"
    r"|(?<![a-z])(?:slow|slower|sluggish|crawl\w*)(?![a-z])|慢|卡顿"
)
"""The rate seen called low: a fault reported, to troubleshoot."""


def speed_asked_outright(text: str) -> bool:
    """Whether the speed itself is asked and no rate seen is called low."""
    folded = fold(text)
    if _NUMBER_ASKED_RE.search(folded) is not None:  # "what it/s should … get? mine is slow"
        return True
    return _SPEED_ASKED_RE.search(folded) is not None and _CALLED_LOW_RE.search(folded) is None


SETTLED_MARGIN = 6
"""A reading this many cue points ahead of its runner-up is kept: the speed words are a side."""


def speed_first(query: Query) -> Query:
    """The speed kind's reading for a speed asked outright of a model on named cards.

    The rate seen is kept to compare with the estimate (``observed_tokens_per_s``); a weak
    cost or rent-or-buy reading gives way, since the tokens/s is what is asked first.
    """
    sized = query.model_id is not None or query.params_b is not None
    if not (sized and query.gpus) or query.task is not None:
        return query
    if not speed_asked_outright(query.text):
        return query
    weighed = query.intent in ("cost", "rent_vs_buy") and query.intent_margin < SETTLED_MARGIN
    if query.intent != "speed" and not weighed:
        return query
    update: dict[str, object] = {"intent": "speed"}
    seen = seen_tokens_per_s(query.text)
    if seen is not None:
        update["observed_tokens_per_s"] = seen
    return query.model_copy(update=update)


__all__ = ["speed_asked_outright", "speed_first"]
