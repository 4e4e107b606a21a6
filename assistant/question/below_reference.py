"""A rate measured on the user's own machine and said to fall short of a yardstick; pure.

"prompt eval 40 t/s, way lower than the vulkan build", "吞吐比别人说的低一半", "要 6 秒？网上说
2 秒多", "loaded but gen is 3 tok/s": a figure seen and set against another build, what others
report or what the job should do is a slow job to diagnose (the estimate is the yardstick), not
a speed to predict. Set against the same job on one card ("slower than the 3090 alone", "多卡反而
慢") it is the cards' scaling. Patterns run on folded text (``question.text.fold``).
"""

from __future__ import annotations

import re

from assistant.models import Trouble

_RATE = (
    r"\d+(?:\.\d+)?\s*(?:多\s*)?(?:t/s|tok(?:en)?s?/s|tps|it/s|s/it|fps|img/s|images?/s"
    r"|gb/s|秒|s\b|secs?\b|seconds?\b|张/秒)"
)
"""A measured figure: a rate, a bandwidth or a time per item."""
_YARDSTICK = (
    r"(?:网上|别人|人家|大家|其他人|评测|测评|b\s*站|官方|宣传|reddit|people|others|everyone"
    r"|benchmarks?|reviews?|youtubers?)"
)
"""Whoever reports the figure the user's own is set against."""
_BELOW_RE = re.compile(
    # a figure, then called lower than something: "40 t/s, way lower than the vulkan build"
    _RATE + r"\W{0,4}.{0,24}?\b(?:way|much|far|a lot|significantly|noticeably)?\s*"
    r"(?:lower|slower|worse) than\b"
    # set against what others say: "吞吐比别人说的低一半", "比评测慢一截"
    r"|比\s*" + _YARDSTICK + r".{0,6}?(?:低|慢|差)"
    # a figure, then a better one reported by others: "要 6 秒?网上说 2 秒多"
    r"|" + _RATE + r".{0,16}?" + _YARDSTICK + r"\s*(?:都|上|里)?\s*"
    r"(?:说|称|测|跑|写|给|晒|posts?|says?|said|reports?|gets?|got|shows?|claims?)\w*"
    r"\s*(?:的|是|有|能|出|了|about|around|like|~)?\s*(?:只要|才|只|就)?\s*~?\d"
    # a figure after "but", the load said to have worked: "'model loaded' but gen is 3 tok/s"
    r"|\b(?:but|yet)\s+(?:gen(?:eration)?|it|speed|output|inference|decod\w*|prompt eval\w*)"
    r"\s+(?:is|runs? at|only (?:does|gets)|crawls at|gets|does|sits at)\s+"
    r"(?:only\s+|just\s+|like\s+|about\s+|~)?\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)"
)
"""A rate seen and said to be under a yardstick: another build, others' figures, the load."""
_ALONE_RE = re.compile(
    r"slower than (?:the |my |a |one |just )?(?:[\w-]+ ){0,2}?(?:alone|by itself|on its own)\b"
    r"|(?:多卡|双卡|两张|多张|[2-9两]\s*(?:张|卡)).{0,10}(?:反而|还|更)更?慢"
    r"|比\s*单卡(?:还|反而)慢"
)
"""More cards slower than one of them alone: their scaling ("slower than the 3090 alone")."""
_SERVED_RE = re.compile(
    r"(?<![a-z])(?:inference|infer\w*|generat\w*|chat\w*|splits?|t/s|tok(?:en)?s?/s|ollama"
    r"|llama\.?cpp|exllama\w*|text-generation-webui|lm studio)(?![a-z])|推理|生成|出字|对话"
)
"""A model served, its layers split across the cards: they run in turn, a slow job, not scaling."""


_CARD_IGNORED_RE = re.compile(
    r"(?:ignores?|ignoring|ignored|not using|isn'?t using|doesn'?t use|won'?t use|never uses)"
    r"\s+(?:my |the )?(?:second|other|2nd|third|extra)\s+(?:gpu|card)"
    r"|only (?:uses?|using|sees?|seeing|loads? (?:on|onto)|runs? on)\s+(?:one|1|the first|a single)"
    r"(?:\s+of (?:my|the))?\s+(?:gpu|card)s?\b"
    r"|(?:只用了?|只认|只跑在?|只识别)\s*(?:一张|一块|第一张|单卡|1\s*张)"
    r"|(?:第二张|另一张|另外一张)(?:卡|显卡)?.{0,6}(?:没用上|没用到|没被用|不工作|没跑|闲着|空着)"
)
"""A runtime seen leaving a card idle ("ignores my second GPU", "只用了一张卡"): the model sized on
the card it does use spills, the slow job to diagnose."""


_CARD_DOUBTED_RE = re.compile(
    r"被坑|被骗|残血|阉割|缩水|假卡|(?:刷|改)的|本来就(?:这样|这么|是这)|是不是坏|坏了吗"
    r"|(?<![a-z])(?:scam\w*|fake|ripped off|cut[- ]down|nerfed|gimped|counterfeit|faulty|defective)"
    r"(?![a-z])"
)
"""The card itself doubted ("是被坑了还是 4090D 本来就这样", "被分到了残血卡吗"): what it is
checked against what was sold, not a job troubleshot."""


def below_reference(folded: str) -> Trouble | None:
    """The trouble of a rate said short of a yardstick, or None.

    ``scaling`` for cards training slower together than one alone; ``slow`` for a rate short of
    a yardstick, or a model split over unlike cards slower than on one of them.
    """
    if _CARD_DOUBTED_RE.search(folded):
        return None
    if _ALONE_RE.search(folded):  # a split model's layers run in turn: the slower card's
        return "slow" if _SERVED_RE.search(folded) else "scaling"
    short = _BELOW_RE.search(folded) or _CARD_IGNORED_RE.search(folded)
    return "slow" if short else None


__all__ = ["below_reference"]
