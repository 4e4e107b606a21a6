"""Whether a technique, just defined, is asked to help on the asker's setup; pure.

"what is speculative decoding, would it speed up my 3090", "what is flash attention and does it
do anything on my 2080 ti", "什么是 flash attention，对我的 2080 Ti 有用吗": after a definition
the technique is still what is asked, its effect on the card named the rest of the question, so
the explanation answers first and the card's own support follows it. "How much does it help
there" weighs an effect, so its "how much" is no price asked.
"""

from __future__ import annotations

import re

_EFFECT_ASK_RE = re.compile(
    r"(?<![a-z])(?:would|will|does|do|can|could) (?:it|that|this|they) (?:help|speed|make|improve"
    r"|be faster|boost|(?:do|change|matter|buy me) (?:anything|much|a thing)|work|even work"
    r"|matter)|speed (?:it|things|this) up|worth (?:turning|switching) on(?![a-z])"
    r"|(?:make|makes) (?:a|any) difference"
    # the card asked to have it: "what is nvlink, does the 3090 have it"
    r"|(?:does|do|will|would|can) (?:the |my |a )?(?:[\w+-]+ ){0,3}?"
    r"(?:have|support|handle|use|do|run) (?:it|that|this|them)(?![a-z])"
    r"|有用吗|有没有用|有帮助|能加速|能提速|会更快|快一?点|提速吗|管用吗|值得开吗|有(?:什么|啥)用"
    r"|起作用|有效果|能用吗|支持吗|能不能用"
)
"""Whether a technique would help ("would it speed up my 3090", "能让我的3090快一点吗")."""


_EFFECT_VERB = (
    r"(?:help|matter|improve|hurt|boost|gain|affect|impact"
    # an amount held, not money: "how much does the GPU itself actually get", "… really have"
    r"|get|have|has|hold|see|expose|use|take|keep)s?\b(?!\s+(?:me|us|you)\b)"
)
_PER_SPAN = r"(?:per|a|an|each) (?:hour|day|week|month|year)\b"
PRICE_HOW_MUCH = (
    rf"(?:how much (?:(?:is|are|does|do|would|for)\b|{_PER_SPAN})"
    rf"|what(?:'s| is| would) (?:that|it|this)(?: be)? {_PER_SPAN})"
    rf"(?![^?.!,]{{0,30}}?\b{_EFFECT_VERB})"
)
""""How much" said of a price ("how much per month", "what's that per month"; an intent cue),
not of an effect ("how much does it help there")."""
EFFECT_HOW_MUCH = rf"\s+(?:does|do|did|would|will|can|could)\s+[^?.!,]{{0,30}}?\b{_EFFECT_VERB}"
"""What follows "how much" that asks an effect ("how much does nvlink help for training")."""
COST_HOW_MUCH_RE = re.compile(
    r"how much(?!\s+(?:gpu\s+)?(?:v?ram|memory|gpu memory|time)"
    r"|\s+(?:faster|slower|quicker|better|worse|bigger|larger|smaller|more|less)\b"
    # a share of the card's memory: "how much per gcd", "how much on each die"
    r"|\s+(?:per|on each|each|for each)\s+(?:gcds?|dies?|chiplets?|tiles?|xcds?|halves|half)\b"
    rf"|{EFFECT_HOW_MUCH})"
)
""""How much" asking money, not memory, time, a comparison ("how much faster would…") or an
effect ("how much does it help")."""


def effect_asked(folded: str) -> bool:
    """Whether ``folded`` asks what a technique does for the setup ("does it do anything")."""
    return _EFFECT_ASK_RE.search(folded) is not None


__all__ = ["COST_HOW_MUCH_RE", "EFFECT_HOW_MUCH", "PRICE_HOW_MUCH", "effect_asked"]
