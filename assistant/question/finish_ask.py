"""Whether a job can run to the end on the card, asked: a fit, not a time.

"不开 blockswap 能跑完吗", "还是必须开 offload", "can it finish without offloading": the user
asks whether the job completes in the card's memory as set, yes or no; "多久能跑完" still asks
a time (the time asked outright wins in ``workload_slots``).
"""

from __future__ import annotations

import re

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

__all__ = ["FINISH_ASK_RE"]
