"""Slowdowns seen within a run: collectives taking much of a step, a step time climbing; pure.

A profile that shows the gradients' all-reduce (or NCCL, or "通信") eating half or most of
each step ("allreduce 占了一半时间") is the scaling trouble: the GPUs wait on each other, over
the links between them or between nodes. A step time that climbs partway through a run
("jumps from 2.8 s/it to 14 s/it") is a slow trouble. The patterns are text for
``troubleshoot``'s cues.
"""

from __future__ import annotations

_COLLECTIVE = (
    r"(?:all[\s_-]?reduce|all[\s_-]?gather|reduce[\s_-]?scatter|nccl|通信|communication|comms?)"
)
_LARGE_SHARE = r"(?:一半|大半|多半|大部分|[3-9]\d\s*%|half|most|the bulk)"
COMM_SHARE = (
    rf"{_COLLECTIVE}[^。，,.;；]{{0,16}}?(?:占|takes?|taking|eats?|eating|accounts? for|is|are)"
    rf"[^。，,.;；]{{0,6}}?{_LARGE_SHARE}"
    rf"|{_LARGE_SHARE}(?:的)?(?:\s*of)?(?:\s*the)?(?:\s*(?:step|iteration|训练))?\s*(?:时间|time)"
    rf"[^。，,.;；]{{0,8}}?(?:在|花在|耗在|都在|in|on|spent (?:in|on)|goes to)\s*{_COLLECTIVE}"
)
"""A collective said to take a large share of the step ("allreduce 占了一半时间", "half the
step time is spent in all-reduce")."""

_PER_STEP = r"\s*(?:s/it|sec/it|s(?:ec(?:ond)?s?)? ?(?:per|/) ?(?:step|it(?:eration)?))"
STEP_TIME_ROSE = (
    r"(?:jump(?:s|ed)?|goes up|went up|rises|rose|climb(?:s|ed)?|increas(?:es|ed)|balloon(?:s|ed)?"
    rf"|spik(?:es|ed)|shoots up|shot up)\s+from\s+[\d.]+{_PER_STEP}\s+to\s+[\d.]+"
    r"|(?:每步|每个?step|step)\s*(?:时间|耗时)?\s*从\s*[\d.]+\s*(?:s|秒)(?:/it)?\s*"
    r"(?:涨|升|变|跳|飙)(?:到|成)\s*[\d.]+"
)
"""A step time said to climb during a run ("jumps from 2.8 s/it to 14 s/it", "每步从 3 秒涨到
12 秒"): the job has slowed, a slow trouble (seconds per step rise as the speed falls)."""

_TIMES = r"(?:\d+|two|three|four|five|ten|一|两|二|三|四|五|十)"
TIME_MULTIPLIED = (
    r"(?:load(?:ing)?|step|epoch|generation|inference|training|render|response|start-?up|boot)"
    r"\s*(?:times?|speed)?\s+(?:have\s+|has\s+|had\s+|just\s+|roughly\s+)*"
    r"(?:doubled|tripled|quadrupled)"
    r"|(?:加载|启动|训练|推理|出图|生成|每步|单步|每轮)[^，,。？?]{0,10}?"
    rf"(?:翻了?{_TIMES}?倍|慢了?{_TIMES}倍|变成了?(?:原来的)?{_TIMES}倍)"
    # a card seen slower than a weaker one the asker has: "比我 1660s 还慢", "even slower than my"
    r"|比我(?:的|那张|家里的?|之前的?|原来的?|老的?)?\s*[\w .-]{1,16}?还(?:要)?慢"
    r"|(?<![a-z])(?:even|actually|somehow) slower than (?:my|our)\b"
)
"""A time seen multiplied, or a card seen slower than a weaker one the asker has ("load times
tripled", "加载时间翻了三倍", "比我 1660s 还慢"): the job has slowed, a slow trouble."""

__all__ = ["COMM_SHARE", "STEP_TIME_ROSE", "TIME_MULTIPLIED"]
