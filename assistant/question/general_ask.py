"""A why asked of how things go in general, no setup of the asker's own; pure.

"why does tensor parallel over PCIe sometimes make it slower than one GPU?" asks how the
technique behaves (an explanation); "why is my 2-GPU run slower than one?" reports a trouble.
"""

from __future__ import annotations

import re

_GENERAL_RE = re.compile(
    r"(?<![a-z])(?:sometimes|often|usually|typically|generally|in general|tends? to|can)(?![a-z])"
    r"|有时(?:候)?|往往|通常|一般(?:来说|会)?|反而会|为什么会"
    # cards spoken of as a class: "why does fp8 need hopper while int8 runs on older cards"
    r"|(?<![a-z])(?:older|newer|old|new|modern|recent|earlier|previous) (?:cards|gpus"
    r"|generations|architectures|archs)(?![a-z])|老卡|旧卡|新卡|老显卡|新显卡|老架构|新架构|老一代"
    # how two measures relate, asked: "这两个指标是什么关系", "how are util and memory related"
    r"|(?:是|有)?(?:什么|啥)关系|之间的关系|relationship between|how (?:are|do) .{1,40} relate"
    # what a technique is for, asked beside the why of its cost: "X 是干嘛的，为啥开了变慢",
    # "what does X do and why is it slower": the technique explained, not a run of the asker's
    r"|是干(?:嘛|啥|什么)(?:用)?的|(?:有|是)(?:什么|啥)用|(?:是|有)(?:什么|啥)作用|原理是"
    # the technique's name may be quoted: "what does 'vae tiling' actually do"
    r"|(?<![a-z])what (?:does|do) (?:the )?['\"`‘“]?[a-z][\w -]{2,40}['\"`’”]? (?:do|actually do)"
    r"(?![a-z])"
    r"|(?<![a-z])what(?:'s| is) (?:the )?(?:point of )?['\"`‘“]?[a-z][\w -]{2,40}['\"`’”]? for"
    r"(?![a-z])"
)
"""Words of how a thing behaves in general, not of one run."""
_OWN_RE = re.compile(
    r"(?<![a-z])(?:my|mine|our|i|i'm|i've|we|we're|us|me)(?![a-z])|我|我们|咱|自己"
)
"""The asker's own setup or run."""


def asked_in_general(lower: str, explain_asked: bool) -> bool:
    """Whether ``lower`` asks why something happens in general, with nothing of the asker's."""
    if not explain_asked or _OWN_RE.search(lower):
        return False
    return _GENERAL_RE.search(lower) is not None


__all__ = ["asked_in_general"]
