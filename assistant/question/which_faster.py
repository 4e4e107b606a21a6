"""Which of two is faster, asked with the measure between ("哪个速度快", "哪张推理更快"); pure.

"M4 Max 和 5090 跑 qwen2.5-32b 哪个速度快" weighs the two as much as "哪个快" does: the
intent cue, the asked answer and the head-to-head reading of named cards all take it. (The
compare cue beside it in ``intent_cues``: "A40和A6000差在哪", "谁快", "会慢多少", "能甩开多少",
two cards weighed, a price aside.)
"""

from __future__ import annotations

WHICH_FASTER = (
    r"哪[个张台款](?:的)?(?:速度|推理|生成|训练|出图|性能|跑得?)?(?:更|比较)?(?:快|强)"
    r"|(?:哪[个张台款]|谁)(?:的)?(?:吞吐量?|推理吞吐|tokens?/s|tps)(?:更|比较)?(?:高|大)"
)
"""Which one is faster or stronger, a measure word or "更" between ("哪个跑得快"); or whose
throughput is higher ("哪个吞吐更高", "谁吞吐高": the rate measured, compared)."""

__all__ = ["WHICH_FASTER"]
