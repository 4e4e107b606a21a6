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

__all__ = ["COMM_SHARE", "STEP_TIME_ROSE"]
