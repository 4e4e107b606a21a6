"""The cause of a gap between two cards asked, its candidate causes often named beside it.

"同样24G，4090 跑 llm 速度到底差在哪，带宽还是算力", "3090 和 A6000 的差距主要来自哪里",
"where does the gap come from, bandwidth or compute?": what is asked is why one card is faster,
an explanation, not which card to take; "bandwidth or compute" weighs the causes, not the cards,
and asks no figure of either card's row. Pure: patterns over the folded text.
"""

from __future__ import annotations

import re

CAUSE_DOUBTED_EN = (
    r"(?<![a-z])(?:just|only|purely|simply|solely|mainly|mostly|entirely|all) (?:because|due to"
    r"|thanks to|down to)(?![a-z])"
)
CAUSE_DOUBTED_ZH = r"(?:只|就|仅仅?|单纯|完全|全|主要)(?:是)?(?:因为|由于|在于)"
"""One cause put up to be doubted ("just because of memory", "只是因为带宽")."""
CAUSE_OF_GAP = (
    r"差在哪|(?:差距|差别|差异|区别)(?:到底|究竟)?(?:主要)?(?:是)?(?:来自|在于|出在|在|从)(?:哪|什么)"
    r"|(?:差距|差别|快|慢)的?(?:原因|根源)|(?:快|慢)在哪|瓶颈(?:在|是)(?:哪|什么)"
    r"|(?<![a-z])(?:where does|what causes|what explains|what accounts for) (?:the |that |this )?"
    r"(?:gap|difference|speed ?up|advantage)"
    r"|(?<![a-z])(?:gap|difference|speed ?up) (?:mostly |mainly )?(?:comes? )?(?:down to|from)"
    r"(?= (?:the )?(?:bandwidth|compute|flops|tflops|memory|architecture|clocks?)(?![a-z])|\W*$)"
    r"|(?<![a-z])what makes (?:it|the \w+|one) (?:so much |that much )?(?:faster|slower)"
    # a why asked of the gap itself, in any clause: "…为什么跑 sd 就差那么多", "why is the
    # gap so big on sdxl", "why is it way slower on images then"
    r"|(?:为什么|为啥|怎么)[^，,。？?！!]{0,16}?(?:差|快|慢)(?:了|得)?(?:那么|这么|很|太)(?:多|大|远)"
    r"|(?<![a-z])why (?:is|does|would) (?:the )?(?:gap|difference) (?:get |grow )?so"
    r" (?:big|large|wide)"
    # the gap named as such: "why such a gap", "what's each phase limited by", "各自的瓶颈"
    r"|(?<![a-z])why (?:such|so big|so wide|so large|the|this|that) (?:a )?(?:big |huge |large "
    r"|wide )?(?:gap|difference)(?![a-z])"
    r"|(?<![a-z])what(?:'s| is| are) (?:each|both|the two)(?: (?:of them|one|phase|side|step)s?)?"
    r" (?:limited|bound|bottlenecked|capped|held back) by"
    r"|各自(?:受|被)?(?:什么|啥)(?:限制|卡住|制约)|各自的?瓶颈"
    r"|(?<![a-z])why (?:is|does|would) [^?.!,]{0,40}?(?:so much|that much|way|far)"
    r" (?:faster|slower)"
    # one cause doubted: "is the h200 faster than the h100 just because of memory?"
    r"|(?<![a-z])(?:faster|slower|quicker)(?:\s+[\w.]+){0,6}?\s+"
    + CAUSE_DOUBTED_EN
    + r"|(?:快|慢)[^。？?！!]{0,16}?"
    + CAUSE_DOUBTED_ZH
)
_EDGE_EN = (
    r"(?:more|higher|bigger|stronger|better)\s+(?:[\w-]+\s+){0,2}?(?:t?flops|compute|tensor"
    r"|cuda cores|specs?)"
)
_EDGE_ZH = r"(?:算力|tflops|flops|张量|规格|参数)[^，,。？?]{0,16}?(?:更?高|更?强|更多|多|大)"
_WHY_LOOSE = r"what'?s going on|how come|what gives|why|怎么回事|咋回事|为什么|为啥|什么原因"
_PACE_LOOSE = r"faster|slower|quicker|speed|tok|t/s|快|慢"
PARADOX = (
    rf"(?:{_EDGE_EN}|{_EDGE_ZH})[^?？]{{0,100}}?(?<![a-z])(?:yet|but|still|however|反而|却|可是|但)"
    rf"[^?？]{{0,120}}?(?:{_PACE_LOOSE})[^?？]{{0,120}}?(?:{_WHY_LOOSE})"
    rf"|(?:{_EDGE_EN}|{_EDGE_ZH})[^?？]{{0,60}}?(?:{_WHY_LOOSE})[^?？]{{0,60}}?(?:{_PACE_LOOSE})"
)
"""A card's figure said to be higher while its speed is lower, and why asked ("my 4060 ti has
more tensor tflops than his 3090, yet his is way faster, what's going on", "4060ti 算力比 3090 高，
为什么出字反而慢"): the cause of a speed gap, the figures set against it."""
CAUSE_OF_GAP = CAUSE_OF_GAP + "|" + PARADOX
_CAUSE_OF_GAP_RE = re.compile(CAUSE_OF_GAP)
"""A gap's cause asked ("差在哪", "差距来自哪里", "where does the gap come from")."""
_CAUSE = (
    r"(?:the )?(?:memory )?(?:bandwidth|compute|flops|tflops|architecture|clocks?|tensor cores?)"
    r"|显存带宽|带宽|算力|架构|频率|核心|张量核心?"
)
_MEMORY_TYPE = r"hbm\d?e?|gddr\d+x?|lpddr\d+x?"
CAUSES_WEIGHED_RE = re.compile(
    rf"(?<![a-z])(?:{_CAUSE})(?:\s*(?:还是|或者?|or)\s*(?:{_CAUSE}))+(?![a-z])"
    rf"|(?<![a-z])(?:{_MEMORY_TYPE})(?:\s*(?:还是|或者?|or|vs\.?|versus|和|对比)\s*(?:{_MEMORY_TYPE}))+"
    r"(?![a-z0-9])"
)
"""Candidate causes weighed ("带宽还是算力", "bandwidth or compute", "hbm3 vs hbm3e"): no card
is picked."""


_PACE_RE = re.compile(
    r"速度|快|慢|性能|吞吐|出字|(?:推理|训练|出图|生成)\s*(?:上|的)?\s*(?:差距|差别)"
    r"|(?<![a-z])(?:inference|training) (?:gap|difference)"
    r"|(?<![a-z])(?:faster|slower|quicker|speeds?|throughput"
    r"|perform\w*|beats?|outrun\w*|tok(?:en)?s?/s|t/s)(?![a-z])"
)
"""A pace said: the gap is in how fast the cards run, not in what their sheets say ("L2 和 L4
规格上差在哪" asks the difference itself, a lookup)."""


_SLOWNESS_WHY_RE = re.compile(
    r"(?:为什么|为啥|为何|怎么)(?:会|还)?(?:这么|那么|这样|如此)慢"
    r"|(?<![a-z])why (?:is (?:it|that|this)|so|it'?s|does it (?:run|go)) (?:still )?so slow"
    r"(?![a-z])"
)
"""A why asked of a slowness itself ("为啥这么慢", "why is it so slow"), no second card named."""


def slowness_why(folded: str) -> bool:
    """Whether the reason for a slowness is asked ("为啥这么慢，p40 不是有 24g 吗")."""
    return _SLOWNESS_WHY_RE.search(folded) is not None


def gap_cause_asked(folded: str) -> bool:
    """Whether the cause of a speed gap between cards is asked (``folded`` lowered)."""
    if _PACE_RE.search(folded) is None:
        return False
    return _CAUSE_OF_GAP_RE.search(folded) is not None or (
        CAUSES_WEIGHED_RE.search(folded) is not None
    )


def without_cause_asked(folded: str) -> str:
    """``folded`` with the cause asked and the causes weighed taken out.

    Their "哪" and "or" pick no card ("差在哪，带宽还是算力").
    """
    return CAUSES_WEIGHED_RE.sub(" ", _CAUSE_OF_GAP_RE.sub(" ", folded))


__all__ = [
    "CAUSES_WEIGHED_RE",
    "CAUSE_DOUBTED_EN",
    "CAUSE_DOUBTED_ZH",
    "CAUSE_OF_GAP",
    "gap_cause_asked",
    "slowness_why",
    "without_cause_asked",
]
