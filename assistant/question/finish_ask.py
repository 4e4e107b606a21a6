"""Whether a job can run to the end on the card, asked: a fit, not a time.

"不开 blockswap 能跑完吗", "还是必须开 offload", "can it finish without offloading": the user
asks whether the job completes in the card's memory as set, yes or no; "多久能跑完" still asks
a time (the time asked outright wins in ``workload_slots``).
"""

from __future__ import annotations

import re

from assistant.question.deadline import BY_MORNING

FINISH_ASK_RE = re.compile(
    r"(?:能|可以|还能|能不能|可不可以)\s*跑完|跑得完|跑不完|(?:能|可以)?跑完(?:吗|么|不)"
    r"|(?:必须|一定要|得|要|需要|需不需要|要不要)\s*开\s*(?:cpu\s*)?"
    r"(?:offload|block\s?swap|卸载|lowvram|low\s?vram|分块)"
    r"|不开\s*(?:cpu\s*)?(?:offload|block\s?swap|卸载|lowvram|low\s?vram)"
    r"|(?<![a-z])(?:without|no)\s+(?:any\s+)?(?:cpu\s+)?(?:offload\w*|block[\s-]?swap\w*|lowvram"
    r"|--lowvram)(?![a-z])"
    r"|(?<![a-z])(?:can|could|will|would)\s+(?:it|this|that|a|an|my|the|one)\s+[\w\s.-]{0,40}?"
    r"(?:finish|complete|get through)(?![a-z])"
    r"|(?<![a-z])(?:have|need)\s+to\s+(?:cpu\s+)?(?:offload|block[\s-]?swap)(?![a-z])"
)
"""A job run to its end in memory asked ("能跑完吗", "还是必须开offload", "without blockswap")."""

_DEADLINE_RE = re.compile(
    r"今晚|今天|明天|明早|后天|周末|下班前|天亮前|一晚上?|一夜|通宵|\d+\s*(?:个)?(?:小时|天|分钟)(?:之?内|以内)"
    # a span the job must fit in, said right before the finish: "一天跑得完吗", "两天内能跑完"
    r"|(?:[一两三四五六七八九十半\d]+|几)\s*(?:个)?(?:天|小时|周|星期)(?:之?内|以内)?\s*(?:能|可以|就)?"
    r"\s*(?=跑得完|跑不完|跑完|做得完|做完|出得完|搞得定)"
    r"|(?<![a-z])(?:tonight|overnight|by (?:tomorrow|morning|tonight|monday|friday|the weekend)"
    r"|before (?:tomorrow|morning|the weekend)|within \d+\s*(?:hours?|days?|minutes?)"
    r"|in (?:under )?\d+\s*(?:hours?|days?|minutes?)"
    r"|(?:in|within) (?:a|one|an|a single) (?:day|night|hour|week))(?![a-z])|" + BY_MORNING
)
"""A deadline said ("今晚能跑完吗", "done by tomorrow"): the time of the job is asked, not a fit."""
_TIME_ASKED_RE = re.compile(
    r"(?:几|多少)\s*(?:个)?\s*(?:天|小时|钟头|星期|礼拜|周|个月|分钟)|多久|多长时间|多少时间|啥时候|什么时候"
    r"|(?<![a-z])(?:how (?:many|much)\s+(?:\w+\s+)?(?:days?|hours?|weeks?|minutes?|time)"
    r"|how long|when)(?![a-z])"
)
"""The time asked outright beside the finish ("几天能跑完", "how many days until it can finish"):
the job's duration is wanted, not whether it completes in memory."""


def finish_asked(text: str) -> bool:
    """Whether running to the end in memory is asked, not finishing before a deadline or when."""
    if FINISH_ASK_RE.search(text) is None or _DEADLINE_RE.search(text) is not None:
        return False
    return _TIME_ASKED_RE.search(text) is None


__all__ = ["FINISH_ASK_RE", "finish_asked"]
