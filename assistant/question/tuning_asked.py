"""Settings to tune asked for: "what knobs should I check first", "哪些参数该调".

A slowdown told beside readings off the machine ("rocm-smi shows all 8 at 750W but throughput is
half the blog's") reads like a check of the hardware; asked for the knobs, flags or settings to
turn, it is a slowdown to fix, and the readings are the clues. Patterns run on folded text.
"""

from __future__ import annotations

import re

_SETTINGS = (
    r"(?:knobs?|settings?|flags?|params?|parameters?|env(?:ironment)? vars?|options?|tunables?"
    r"|configs?|configurations?)"
)
_SETTINGS_ASKED_RE = re.compile(
    # "what knobs should I check first", "which settings do I tune", "any flags to try"
    rf"\b(?:what|which|any|other|more)\s+(?:\w+\s+){{0,2}}{_SETTINGS}\b.{{0,80}}"
    r"\b(?:check|tune|tweak|change|set|try|turn|adjust|look at|flip|enable|disable|fiddle)\b"
    rf"|\b(?:knobs?|tunables?)\b.{{0,40}}[?？]"
    # "哪些参数该调", "有什么设置要改", "该调哪些参数 / 开关"
    r"|(?:哪些|什么|啥|哪个)(?:参数|设置|开关|选项|环境变量|配置).{0,12}(?:调|改|设|检查|查|看|试|开|关)"
    r"|(?:调|改|检查|查|试|开|关)(?:哪些|什么|啥|哪个)(?:参数|设置|开关|选项|环境变量|配置)"
)
"""Settings to turn asked for: the job is tuned, not the card judged."""


def settings_asked(folded: str) -> bool:
    """Whether ``folded`` asks which knobs, flags or settings to check or change."""
    return _SETTINGS_ASKED_RE.search(folded) is not None
