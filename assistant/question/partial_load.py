"""A UI seen loading only part of the model, or loading it again for every image.

ComfyUI logs "loaded partially 5891.2 ..." when the weights do not fit beside what else is on
the card, and a model unloaded and loaded again for each generation ("每张图都要重新load模型",
"keeps unloading and reloading flux every generation") is the same shortage: the weights are
streamed from system RAM. Read as a slow job with its weights offloaded (low-VRAM mode).
"""

from __future__ import annotations

import re

PARTIAL_LOAD_RE = re.compile(
    r"(?<![a-z])(?:loaded|loading|loads) partially|partially (?:loaded|loading|loads)"
    r"|部分加载|只加载了?一部分|加载了?一部分"
    r"|(?<![a-z])(?<!will it )(?<!would it )(?<!does it )(?:re-?load\w*|(?:unload\w*|offload\w*)"
    r" and (?:re-?)?load\w*)\s+(?:(?:the|my)\s+)?(?:(?:\w+\s+){0,2}?(?:on\s+|for\s+)?(?:every|each)"
    r"\s+(?:single\s+)?(?:image|generation|gen|prompt|pic|picture|render)"
    r"|(?:models?|checkpoints?|weights)\s+(?:on\s+|for\s+)?(?:every|each)\s+(?:time|run))"
    r"|(?:每|每一)\s*(?:张|次|个|回)\s*(?:图|出图|生成|prompt)?\s*(?:都|又|就)?\s*(?:要|得|会)?\s*"
    r"(?:重新|重复)\s*(?:load|加载|载入|读取)"
    r"|(?:重新|反复|重复)\s*(?:load|加载|载入)\s*(?:模型)?.{0,8}(?:每|每一)\s*(?:张|次)"
)
"""Part of the model loaded, or the model loaded again for each image, seen in a UI's log."""


def partly_loaded(folded: str) -> bool:
    """Whether ``folded`` reports the model loaded in part, or reloaded for every image."""
    return PARTIAL_LOAD_RE.search(folded) is not None


__all__ = ["PARTIAL_LOAD_RE", "partly_loaded"]
