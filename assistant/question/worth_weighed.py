"""A technique's worth weighed, nothing to buy or rent: "投机解码…单卡到底值不值".

"值不值", "worth it" and "pay off" weigh whatever the question is about. With no card, model,
budget or price named and no word of buying, renting or upgrading, what is weighed is a
technique or a setting (speculative decoding, a quantised KV cache, gradient checkpointing):
its gain against its cost is explained, not a rent-or-buy sum for a default machine. Pure.
"""

from __future__ import annotations

import re

WORTH_RE = re.compile(
    r"值不值|值得(?:吗|么|嘛|开|用|上|搞|折腾|加)|划不划算|划算吗|有没有必要|有必要吗"
    r"|(?<![a-z])(?:worth (?:it|the (?:effort|trouble|hassle|extra|memory|vram)|using|enabling"
    r"|turning (?:it )?on|bothering|doing)|pays? off|paying off)(?![a-z])"
)
"""A worth weighed ("值不值得开", "does it even pay off")."""
_SPENDING_RE = re.compile(
    r"买|租|购|自建|上云|入手|二手|回本|电费|升级|换卡|加卡|加一张|多一张|价|钱|成本|预算|[$¥￥€]"
    r"|攒|组装|装机|整机|服务器|机器|工作站|显卡|再加|再上|换成"
    r"|\d\s*(?:元|块|刀|万|k\b|usd|美元)"
    r"|(?<![a-z])(?:buy\w*|bought|rent\w*|purchas\w*|own(?:ing)?|cloud|upgrad\w*|spend\w*"
    r"|cost\w*|price\w*|pricing|money|dollars?|budget|build|rig|server|box|machine|workstation"
    r"|(?:another|second|2nd|extra|new|more|bigger) (?:cards?|gpus?))(?![a-z])"
)
"""Money or hardware to get named: then the worth weighed may be a purchase or a rental."""


def technique_worth(folded: str) -> bool:
    """Whether ``folded`` weighs a worth with no money or hardware to get in it."""
    return WORTH_RE.search(folded) is not None and _SPENDING_RE.search(folded) is None


_GIMMICK_RE = re.compile(
    r"(?<![a-z])(?:a |just a |mostly a |more of a )?gimmick(?:y|s)?(?![a-z])|噱头|鸡肋|花架子"
)
"""A feature doubted as a gimmick ("MIG on an H100: sensible or a gimmick?", "是不是噱头")."""


def feature_doubted(folded: str) -> bool:
    """Whether ``folded`` doubts a feature as a gimmick.

    What the feature gives and costs is explained, whatever card or model is named beside it.
    """
    return _GIMMICK_RE.search(folded) is not None


__all__ = ["WORTH_RE", "feature_doubted", "technique_worth"]
