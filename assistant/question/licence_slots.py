"""A software licence's price asked (NVIDIA AI Enterprise, vGPU): no price book holds it.

"what does an nvidia ai enterprise license cost per gpu per year", "vGPU 授权一年多少钱": the
price book holds GPU hardware and cloud rental only, so any figure would be a guess or another
card's price. The question is marked (``Query.licence_priced``) and the not-covered kind says so
first. Pure: patterns over the folded text.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_LICENCE_RE = re.compile(
    r"nvidia ai enterprise|(?<![a-z])nvaie(?![a-z])|ai enterprise licen[cs]e"
    r"|(?:vgpu|vws|virtual workstation|software|cuda|driver|enterprise)\s*"
    r"(?:licen[cs](?:e|es|ing)|subscriptions?|许可|授权)"
    r"|(?<![a-z])licen[cs](?:e|es|ing) (?:fees?|costs?|prices?)"
    r"|(?:软件|vgpu|企业版)\s*(?:授权|许可)"
)
"""A software licence named ("nvidia ai enterprise", "vGPU licence", "软件授权")."""
_COST_RE = re.compile(
    r"(?<![a-z])(?:cost|costs|price[sd]?|pricing|how much|fees?|per year|a year|annual\w*|quote)"
    r"(?![a-z])|[$¥￥]|多少钱|价格|费用|一年|每年|年费|报价"
)
"""Its price asked ("cost per gpu per year", "一年多少钱")."""


def read_licence_priced(scan: Scan) -> None:
    """Mark a software licence's price asked, with no card named to price beside it."""
    if scan.slots.get("gpus"):
        return  # "an H100 with its AI Enterprise licence": the card is priced, the rest said
    if _LICENCE_RE.search(scan.lower) and _COST_RE.search(scan.lower):
        scan.slots["licence_priced"] = True


__all__ = ["read_licence_priced"]
