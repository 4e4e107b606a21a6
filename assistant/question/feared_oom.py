"""Out of memory feared or asked as a limit, not reported: the question is whether it fits.

"will it just OOM", "怕爆显存", "how much context before it OOMs": the OOM is the outcome weighed or
the boundary asked, so the question is a fit (or a cache size), not a trouble to diagnose. A
slowdown weighed against a technique's gain ("是真省显存还是只是变慢") is likewise no slowdown
seen.
"""

from __future__ import annotations

import re

FEARED_RE = re.compile(
    r"(?:怕|担心|会不会|会|不会|will(?: it)?|would(?: it)?|gonna|going to|afraid|worried|scared"
    r"|without|won'?t|wouldn'?t|will not|doesn'?t|does not)"
    r"\s*(?:it\s+)?(?:just\s+)?(?:going\s+)?(?:keep\s+|constantly\s+|always\s+)?.{0,4}(?:爆显存|显存爆|显存不(?:够|足)|oom"
    r"|out of memory|run out of)|(?:爆显存|显存爆|oom)\s*(?:吗|么|嘛)"
    r"|\b(?:chance|risk|danger)\s+(?:of\s+)?(?:an?\s+)?(?:oom|running out)|\boom\s+risk"
    r"|(?:能不能|能否|可不可以|可以|能)[^，,。？?]{0,12}不(?:爆显存|爆|oom)"
    r"|\b(?:without|not)\s+(?:going\s+)?(?:(?:constant|constantly|frequent|random|repeated"
    r"|endless|nonstop|any|all the|those|the|an?)\s+)?(?:oom\w*|running out of (?:v?ram|memory))"
    r"|\boom\s+or\s+(?:not|nah|nope|no|ok(?:ay)?|fine|good|works?)\b"
    # "fits or oom?", "will it run or just oom at step 1": the two outcomes weighed
    r"|\b(?:ok(?:ay)?|fine|works?|fits?|runs?|loads?|headroom|room|safe)\??\s+or\s+(?:(?:will|would|does|do)\s+it\s+)?"
    r"(?:(?:just|straight(?:\s+to)?|instant(?:ly)?|immediate(?:ly)?|insta-?|right away)\s*)*oom"
    # "doable w/o deepspeed or oom": whether it can be done, weighed against the OOM
    r"|\b(?:doable|feasible|possible)\b(?:\s+\S+){0,3}?\s+or\s+(?:(?:will|would)\s+it\s+)?"
    r"(?:just\s+)?oom"
    # "will it fit or am I gonna be fighting OOMs all weekend": fitting weighed against OOMs
    r"|\b(?:fits?|runs?|works?)\s+or\b[^.?!。？]{0,40}?\boom"
    r"|\b(?:gonna|going to|will)\s+be\s+(?:fighting|battling|chasing|hitting|drowning in)\s+oom"
    r"|(?:^|[—–:;,.!]\s*|\s-\s*)oom\s*\?"  # "fp16, batch 8 — oom?": the OOM asked about
    r"|爆不爆|(?:爆显存|oom)(?:还是|或者?)(?:能跑|正常|没事|够)|(?:能跑|够)(?:还是|或者?)(?:爆显存|oom)"
    # an OOM to avoid: "I just don't want OOMs", "avoid running out of VRAM", "不想爆显存"
    r"|\b(?:don'?t|do not|never) want\s+(?:any\s+|to\s+)?(?:oom\w*|run out|out of memory)"
    r"|\bavoid(?:ing)?\s+(?:any\s+)?(?:oom\w*|running out|out of memory)"
    r"|(?:不想|不要|别|避免)(?:再)?(?:爆显存|oom|显存不够)"
    # the OOM as the limit asked: "how much context before it OOMs", "爆显存之前最多开多长"
    r"|\b(?:before|until|till)\s+(?:it\s+|i\s+|you\s+)?(?:hits?\s+(?:an?\s+)?)?"
    r"(?:oom(?!ed|'d)\w*|runs?\s+out\b|running\s+out\b)"  # "until it OOMed" was seen
    r"|(?:爆显存|显存爆|oom|显存不够)(?:之)?前"
)
"""Out of memory feared, not reported ("怕爆显存", "will it just OOM", "能不能跑起来不爆显存",
"can I run it without OOMing", "without constant OOMs", "oom or ok?", "爆不爆显存", "amp on. oom?",
"any risk of OOM", "爆显存吗", "怕显存不够"), or the limit asked ("before it OOMs",
"爆显存之前"): a fit question."""


_SLOWDOWN_WEIGHED_RE = re.compile(
    r"(?:还是|或者|只是|仅仅是|是不是只)(?:会)?(?:让|使|把)?[^，,。？?！!了]{0,6}?变慢(?!了)"
)
"""A slowdown weighed as one outcome against another ("是真省显存还是只是变慢"), not reported;
"变慢了" and "一开就变慢" are seen."""


def without_weighed_slowdown(folded: str) -> str:
    """``folded`` with each slowdown weighed as an outcome blanked: no symptom in it."""
    return _SLOWDOWN_WEIGHED_RE.sub(" ", folded)


OOM_GONE_RE = re.compile(
    r"(?:不|不再|没再|没有再)(?:爆显存|oom)|no longer (?:ooms?|runs? out)"
    r"|(?:stopped|doesn'?t|does not|don'?t|won'?t) (?:oom|run(?:ning)? out of (?:memory|vram))"
)
"""An out-of-memory error said to be gone after a change: what is asked is what came after."""


_SWITCHED_ON_RE = re.compile(
    r"(?:打开|开启|开了|启用|加上|用上)\s*[^，,。？?！!]{0,16}?(?:以后|之后|后|时)"
    r"|(?<![a-z])(?:turn(?:ing|ed)?\s+(?:\S+\s+){0,3}?on|enabl(?:e|ed|ing)|switch(?:ing|ed)?\s+on)"
    r"(?![a-z])"
)
_SWITCHED_OFF_RE = re.compile(
    r"关掉|关闭|关了|去掉|不开|禁用"
    r"|(?<![a-z])(?:turn(?:ing|ed)?\s+(?:\S+\s+){0,3}?off|disabl(?:e|ed|ing)|switch(?:ing|ed)?\s+off"
    r"|with (?:it|them|that) off)"
    r"(?![a-z])"
)


def setting_cost_weighed(folded: str) -> bool:
    """A setting's cost set on against off ("打开 cfg 以后每步翻倍，关掉就快一半").

    The slowdown is what the setting costs, explained, not a fault seen.
    """
    return bool(_SWITCHED_ON_RE.search(folded) and _SWITCHED_OFF_RE.search(folded))


__all__ = ["FEARED_RE", "OOM_GONE_RE", "setting_cost_weighed", "without_weighed_slowdown"]
