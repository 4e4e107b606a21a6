"""Symptoms of a run in words: a rate that falls as it goes on, a multi-GPU job that hangs.

``SLOWED_OVER_RUN``: a rate that falls as a run goes on, the card slowing itself (heat or power).

"my laptop 4070 drops to 40 tok/s after a couple minutes", "starts at 70 then falls to 40",
"跑了几分钟就掉到 20 it/s": the speed was fine at first and fell while running,
which is what a card protecting itself from heat or its power limit looks like. A slow card from
the start is another trouble (its setup); this one is read as the slow kind with its time said.
"""

from __future__ import annotations

from assistant.question.layers_lowered import LAYERS_LOWERED_SLOW

_RATE = r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s|s/it|fps)"
_FALLS = (
    r"(?:drops?|dropp(?:ed|ing)|falls?|falling|fell|goes down|went down|slows? down|tanks?"
    r"|halv(?:es|ed|ing))"
)
_RUN_TIME = (
    r"(?:a |an )?(?:~\s*|about |around |like )?(?:few |couple (?:of )?|\d+\s*|several )?"
    r"(?:min(?:ute)?s?|hours?|hrs?|secs?|seconds?)"
)
_RATE_WORD = r"(?:t/s|tok(?:en)?s?/s|tps|it/s|fps|speed|throughput|generation)"

SLOWED_OVER_RUN = (
    # the rate fallen to, then when: "drops to 40 tok/s after a couple minutes"
    rf"\b{_FALLS}\s+to\s+(?:like |about |around |~)?{_RATE}.{{0,40}}\bafter\s+{_RUN_TIME}\b"
    # when, then the fall: "after a few minutes it drops to 40 t/s"
    rf"|\bafter\s+{_RUN_TIME}\b.{{0,30}}\b{_FALLS}\b"
    # the rate's fall, then when: "tok/s halves after ~10 min", "speed drops after an hour"
    rf"|{_RATE_WORD}\s+(?:roughly |about |nearly |then )?{_FALLS}\b.{{0,24}}\bafter\s+{_RUN_TIME}\b"
    # the job itself slowing, then when: "my 4090 slows down after 15 minutes of generation"
    rf"|\b(?:slows? down|slowing down|slowed down|gets? slower|got slower)\s+after\s+{_RUN_TIME}\b"
    # a start rate and a later one: "starts at 70 t/s then 40", "starts at 70" with a drop
    rf"|\bstarts? (?:at|out at|with) \d+.{{0,60}}\b{_FALLS}\b|\b{_FALLS}\b.{{0,60}}\bstarts? (?:at"
    r"|out at|with) \d+"
    # Chinese: "跑几分钟就掉到 40", "十分钟后速度降到一半", "一开始 70 后面只有 40"
    # (a clock or a heat that falls is a reading of the card: "频率掉到1.2GHz，正常吗")
    r"|(?:几|\d+|一|两|十)\s*(?:分钟|小时)(?:后|之后|以后)?(?:(?!频率|主频|时钟|核心|温度).){0,10}"
    r"(?:掉到|降到|变慢|掉速|慢下来|降下来|减半|掉一半|掉了一半|降了一半)(?!\s*\d+(?:\.\d+)?\s*(?:ghz|mhz|度|°))"
    r"|(?:一开始|刚开始|开始时?)\s*(?:有|是)?\s*\d+.{0,20}(?:后面|后来|然后|之后).{0,10}"
    r"(?:只有|才|掉到|降到)\s*\d+"
)
"""A rate that falls while running, or a throttle asked of it."""

MULTI_GPU_HANG = (
    r"(?:multi[\s-]?(?:gpu|node)|\bddp\b|torch\.?distributed|init_process_group|\baccelerate\b"
    r"|deepspeed|\bfsdp\b|torchrun|多卡|多机|分布式)"
    r".{0,60}(?<![a-z])(?:hangs?|hanging|hung|freez\w*|froze|frozen|stuck|deadlock\w*)(?![a-z])"
    r"|(?:多卡|多机|分布式|ddp|deepspeed|accelerate).{0,30}(?:卡住|卡死|不动|没反应|hang住)"
)
"""A job across GPUs that hangs with no error ("accelerate on 2x 4090 just freezes at the first
step", "多卡训练卡住不动"): the collective set-up (NCCL, peer-to-peer) is where it waits."""

SHARE_OF_EXPECTED = (
    # "our throughput is half of what AMD's blog claims", "speed was only a third of the
    # benchmark's": the rate said as a share of what it should be, however the source is named
    r"\b(?:speed|throughput|performance|perf|tok(?:en)?s?/s|it/s)\s+(?:is|was|are|were|comes? out"
    r"|ends? up)\s+(?:only |just |about |roughly |like |maybe |barely |around )?"
    r"(?:half|a third|a quarter|a fraction)\s+(?:of\b|what\b)"
)
"""A rate said as a share of what it should be: a slow job, whatever was compared."""

RATE_SHORT = SLOWED_OVER_RUN + "|" + SHARE_OF_EXPECTED
"""A rate that fell over a run, or one said as a share of what it should be."""

SHARED_SPILL = (
    r"(?<![a-z])(?<!or )(?:is it|it'?s|it is|keeps?|started|still)\s+(?:\w+ly\s+)?(?:swapping"
    r"|spilling|paging|falling back|overflowing|offloading)\s+(?:over\s+)?(?:in)?to\s+(?:the\s+)?"
    r"(?:shared|system)\s+(?:gpu\s+)?(?:memory|ram|vram)"
    r"|(?:爆到|溢出到|跑到|掉到|用到|用上|占用)了?\s*共享(?:gpu)?(?:显存|内存)了"
    r"|共享(?:gpu)?(?:显存|内存)\s*(?:在涨|涨了|被占用?了|占用了|用了|满了)"
)
"""The driver's memory full and seen spilling to shared system memory ("is it silently swapping
to shared memory?", "爆到共享显存了"): part of the job runs from RAM over PCIe, a crawl to
diagnose. Only a spill seen: "can it hold it, or does it spill to system ram" asks a fit."""

SPILL_SEEN = LAYERS_LOWERED_SLOW + "|" + SHARED_SPILL
"""Part of the job seen running from system memory: layers lowered, or a shared-memory spill."""

__all__ = [
    "MULTI_GPU_HANG",
    "RATE_SHORT",
    "SHARED_SPILL",
    "SHARE_OF_EXPECTED",
    "SLOWED_OVER_RUN",
    "SPILL_SEEN",
]

XID_SEEN = r"(?<![a-z])(?<!没)(?<!没 )(?<!没有)(?<!没有 )(?<!no )(?<!无)xid(?![a-z])"
"""An Xid seen in the logs, not one said absent ("dmesg 里也没 xid", "no xid in dmesg")."""
