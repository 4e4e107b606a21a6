"""One card of several seen idle while a job meant to use them all runs; pure.

"vllm tp=2 on 2x 4090, second card is basically idle", "双卡跑 deepspeed，另一张卡一直 0%",
"did tensor parallel not kick in": a set-up fault (the job never reached the other card),
named ``idle_card``, not a low utilisation to tune nor a card to check. A split across cards
must be said (tensor parallel, two or more cards, DDP) beside the idle card, or the split
itself said not to have worked. Patterns run on folded text.
"""

from __future__ import annotations

import re

_CARD = r"(?:card|gpu|device)"
_IDLE_RE = re.compile(
    # "second card is basically idle", "gpu 1 sits at 0%", "the other gpu is doing nothing"
    rf"(?:second|other|2nd|another|one|last|gpu\s?#?\d|card\s?#?\d|device\s?#?\d)\s*{_CARD}?s?"
    r"\s+(?:is |was |sits? |stays? |remains? |looks |seems )?(?:still )?(?:basically |completely "
    r"|totally |just |almost |pretty much |mostly )?(?:idle|idling|unused|doing nothing|not doing"
    r" anything|at 0\s*%|0\s*% util\w*|never (?:used|touched|loaded))"
    # "only one gpu is used", "only gpu 0 is doing the work"
    rf"|only (?:one|1|the first|gpu\s?0|card\s?0) (?:{_CARD}s? )?(?:is |are |gets |seems to be )?"
    r"(?:used|busy|working|loaded|doing (?:the |any )?work|in use|utili[sz]ed)"
    r"|(?:第二张|另一张|另外一张|其中一张|一张|卡\s*\d(?![\d\w])|gpu\s*\d(?![\d\w])|\d\s*号卡)(?:卡)?"
    r"[^，,。？?]{0,8}"
    r"(?:闲着|空闲|没动|不动|没用上|没被用|没跑|没负载|0\s*%|闲置|摸鱼|没干活)"
    r"|只(?:有|用了?|跑了?|在用)(?:一|1|第一)张(?:卡)?(?:在)?(?:跑|干活|用|工作|有负载|有占用)?"
)
"""A card of several said idle, or only one said used."""
_SPLIT_RE = re.compile(
    r"(?<![a-z])tp\s*=?\s*\d|tensor[\s_-]?parallel\w*|(?<![a-z])--tp\b|pipeline[\s_-]?parallel\w*"
    r"|device_map|multi[\s-]?gpu|(?:rtx\s*)?\d{3,4}\w*\s*\+\s*(?:rtx\s*|an?\s+)?\d{3,4}|(?<![a-z0-9.])\d\s*x\s*(?!large)(?:rtx\s*)?\w+|\b(?:two|2|four|4|8|eight)"
    rf" {_CARD}s\b|(?<![a-z])(?:ddp|fsdp|deepspeed|torchrun|accelerate)(?![a-z])"
    r"|双卡|多卡|两张|[2-8２-８二两三四八]\s*(?:张|块)|[2-8]\s*卡|张量并行|流水线并行"
)
"""A job spread over several cards said (tensor parallel, "2x 4090", DDP, 双卡); an instance
type's size ("gn7i-c32g1.8xlarge") is no count of cards."""
_SPLIT_FAILED_RE = re.compile(
    r"(?:tp|tensor[\s_-]?parallel\w*|张量并行)\s*(?:did ?n[o']t|didn'?t|not|never|doesn'?t|isn'?t)"
    r"\s*(?:kick|take|work|apply|engage|start|happen|get used)\w*"
    r"|(?:tp|张量并行)\s*(?:没|没有)(?:生效|起作用|开起来|用上)"
)
"""The split itself said not to have worked ("did tp not kick in", "张量并行没生效")."""


_IDLE_DRAW_RE = re.compile(
    r"(?:idl\w*|空载|待机)\s*(?:at|around|about|~|功耗)?\s*\d+(?:\.\d+)?\s*(?:w|瓦)\b"
)
"""A draw read at idle ("one card idles at 40W"): the card's idle power, judged elsewhere."""


def idle_card_seen(folded: str) -> bool:
    """Whether one card of a multi-card job is said idle, or the split said not to work."""
    if _SPLIT_FAILED_RE.search(folded):
        return True
    if _IDLE_DRAW_RE.search(folded):
        return False
    return _IDLE_RE.search(folded) is not None and _SPLIT_RE.search(folded) is not None


__all__ = ["idle_card_seen"]
