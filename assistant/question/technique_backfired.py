"""A speed-up technique that made things slower, and when it pays (or why) asked; pure.

"vllm 开了 eagle 投机解码，在 4090 上反而变慢了，原理上什么情况下投机解码不划算", "turned on
speculative decoding with a draft model and it got slower, when does it not pay off?": the
slowdown is the technique's own trade-off, so how it works and when it pays are explained
rather than the card's clocks and power checked. "continuous batching 是啥？为啥并发一高单个用户
反而变慢": batching's trade-off (one stream slower, all of them faster), explained. Patterns over
the folded text.
"""

from __future__ import annotations

import re

_TECHNIQUE_RE = re.compile(
    r"speculative(?:[\s-]decod\w*)?|spec[\s-]?decod\w*|draft[\s-]model|(?<![a-z])(?:eagle\d?"
    r"|medusa|lookahead decoding|mtp|multi[\s-]token prediction)(?![a-z])|投机(?:解码|采样)"
    r"|推测解码|草稿模型|多token预测"
    # batching many users' requests together: more throughput, each user's stream slower
    r"|continuous[\s-]batching|in[\s-]?flight batching|连续批处理|动态批处理"
)
"""A speed-up technique that trades something for speed: extra work for fewer steps
(speculative decoding's kinds), or one user's speed for all users' (continuous batching)."""
_BACKFIRED_RE = re.compile(
    r"反而(?:变|更)?慢|更慢了|变慢了?|慢了(?:很多|不少|一些)?|没(?:有)?(?:变)?快|不升反降"
    r"|(?<![a-z])(?:got|gets|became|is|was|runs?|ran|went) (?:even |much |a bit |way )?slower"
    r"|slowed (?:it |things |me )?down|(?:no|not any) faster|made (?:it|things) slower"
)
"""The speed fell, or did not rise, once it was on."""
_WHEN_ASKED_RE = re.compile(
    r"原理|什么情况|什么时候|哪些情况|为什么|为啥|划算|值不值|值得|有没有用|适合"
    r"|(?<![a-z])(?:when|why|how come|in what cases?|pays? off|worth|help|makes? sense)(?![a-z])"
)
"""When it pays, or why it did not, asked."""


def technique_backfired(folded: str) -> bool:
    """Whether a speed-up technique is said to have made things slower, and its worth asked."""
    return all(p.search(folded) for p in (_TECHNIQUE_RE, _BACKFIRED_RE, _WHEN_ASKED_RE))


__all__ = ["technique_backfired"]
