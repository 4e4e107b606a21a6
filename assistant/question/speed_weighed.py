"""A speed asked of two cards named, judged between them: a comparison of both. Pure.

"m4 max 128G 和 dgx spark 跑 gpt-oss-120b，谁的 token/s 高", "H200 比 H100 贵三成，多出来的显存
能换来多少吞吐，值不值", "which of the 5090 and the pro 6000 pushes more tokens/s on 70b": the
speed is what each card is measured by, but what is asked is which of the two to take (the one
ahead, or whether the dearer one's gain is worth its price). The comparison answers it, the
winner first; a speed asked of two cards with no judgement ("各多少 token/s") stays the speeds,
and why one is faster is explained.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.worth_weighed import WORTH_RE

_ONE_OF_TWO_RE = re.compile(
    r"谁|哪(?:个|张|台|款|一个|一张|一台|边)|(?<![a-z])(?:which|who)(?![a-z])"
    r"|更快|快过|打得过|干得过|(?<![a-z])(?:beats?|outperforms?|outruns?|faster than|ahead of)"
    r"(?![a-z])"
)
"""One of the things named asked for ("谁的 token/s 高", "哪台更快", "which one wins"), or one
put against the other ("would 8x MI300X beat 8x H200 on decode", "A 比 B 更快吗")."""


def speed_weighed(query: Query) -> bool:
    """A speed read of two different cards, with one of them, or the dearer's worth, asked."""
    distinct = {g.gpu_id for g in query.gpus}
    if query.intent != "speed" or len(distinct) != 2 or query.gpus_together:
        return False
    if query.explain_asked or query.speed_gap_asked:  # "为什么 4090 比 3090 提升没那么多"
        return False
    if query.model_id is None and query.params_b is None:  # no model to time: nothing to rank
        return False
    folded = query.text.lower()
    return _ONE_OF_TWO_RE.search(folded) is not None or WORTH_RE.search(folded) is not None


__all__ = ["speed_weighed"]
