"""A training method named only as the fallback ("if it won't fit I'll do LoRA", "不够就上lora").

"Full fine-tune 7B on two A6000s, does it fit? if not I'll use LoRA" asks about full
fine-tuning; LoRA is what the user falls back to when the answer is no. The fallback clause
is set aside when reading the method, but only when the rest of the question still names a
training method: "will 8B fit? otherwise LoRA" keeps LoRA, the only method said.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx

_FALLBACK_RE = re.compile(
    # "if not, I'll go with lora", "otherwise qlora", "failing that i'd just do lora"
    r"(?<![a-z])(?:if not|if it (?:does ?n[o']t|won'?t|can'?t|will not|cannot)(?: fit| work)?"
    r"|if (?:that|this) (?:does ?n[o']t|won'?t|fails)(?: fit| work)?|otherwise|else|failing that"
    r"|or else)\s*[,;:]?\s*(?:then\s+)?(?:i'?(?:ll|d)|i (?:will|would)|we'?(?:ll|d)|just)?\s*"
    r"(?:just\s+)?(?:go(?: with| for)?|do|use|fall ?back(?: to| on)?|switch(?: to)?|drop(?: to)?"
    r"|settle for|try)?\s*(?:with\s+)?(?:a\s+)?q?lora(?![a-z])"
    # "不够我就上lora了", "不行的话就用qlora", "否则改lora", "装不下就换lora"
    r"|(?:不够|不行|不够用|装不下|放不下|跑不动|跑不了|否则|不然|要不然|要不)(?:的话)?\s*[，,]?\s*"
    r"(?:我|我们)?(?:就|再|只能|只好)?\s*(?:上|用|改|换|走|做|改用|换成|改成|退到)?\s*q?lora"
)
_FORCED_RE = re.compile(
    # the alternative a "no" to full fine-tuning forces: "or do i need lora", "还是必须 lora"
    r"(?<![a-z])or\s+(?:(?:do|would|will)\s+)?(?:(?:i|we)\s+)?"
    r"(?:need|have|must|am forced|are forced|must (?:i|we))"
    r"(?:\s+to)?\s*(?:go|use|do|switch to|fall back to|drop to|settle for)?\s*(?:with\s+)?(?:a\s+)?"
    r"q?lora(?![a-z])|(?<![a-z])or\s+(?:is|it'?s)\s+q?lora\s+(?:required|necessary|needed|a must)"
    r"|还是(?:说)?\s*(?:必须|只能|只好|非得|一定要|得|需要)\s*(?:上|用|改|换|走|做|改用)?\s*q?lora"
    # the card judged fit only for LoRA: "or is that a LoRA-only card?", "还是这卡只能跑 lora"
    r"|(?<![a-z])(?:or\s+)?(?:(?:is|'s)\s+(?:that|it|this)\s+)?(?:an?\s+)?q?lora[\s-]*only(?![a-z])"
    r"|(?:还是)?(?:这|那)?(?:张|块)?(?:卡|显卡)?只能(?:跑|做|上|用)\s*q?lora"
)


def set_aside_fallback(work: str) -> str:
    """The text with a fallback LoRA clause blanked, when another method is still named."""
    blanked = _FALLBACK_RE.sub(lambda m: " " * len(m.group()), work)
    forced = _FORCED_RE.sub(lambda m: " " * len(m.group()), blanked)
    if forced != blanked and lx.FULL_RE.search(forced):  # "LoRA, or only QLoRA?" keeps both
        blanked = forced
    if blanked == work:
        return work
    still_named = any(
        pattern.search(blanked) for pattern in (lx.FULL_RE, lx.FINETUNE_RE, lx.LORA_RE)
    )
    return blanked if still_named else work


__all__ = ["set_aside_fallback"]
