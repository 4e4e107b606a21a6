"""A Mac weighed against a PC: the platform is the choice, not a card named.

"macbook or pc for local llms", "mac studio vs a gpu rig", "买 mac 还是组装 pc": the Mac word
names Apple's side of a platform choice, so it is neither an unknown card nor a filter that
drops the PC side. The pick runs over Apple's chips and the PC cards alike.
"""

from __future__ import annotations

import re

_MAC = r"(?:mac(?:book)?(?:[\s-]*(?:pro|air|studio|mini))?|imac|apple(?:\s+silicon)?|苹果)"
_PC = (
    r"(?:(?:(?:a|an|the|custom|gaming|windows|linux|nvidia|desktop|diy)\s+){0,3}"
    r"(?:pc|desktop|windows|linux|nvidia|rig|tower|build|gpu\s+(?:rig|box|build|setup)"
    r"|(?:rtx|nvidia)\s+(?:rig|box|build)"
    r"|(?:(?:discrete|nvidia|rtx|multiple|several|some|two|2|couple of|few|pair of)\s+){0,3}"
    r"(?:gpus?|graphics cards?|cards))"
    r"|台式机?|组装机|电脑|主机|pc|n\s*卡|显卡)"
)
_JOIN = (
    r"\s*(?:or|vs\.?|versus|/|或者?|还是)\s*"
    r"(?:(?:自己|组装|组|攒|装|堆|买|一?台|个|[几两多]张|a|an)\s*)*"  # "还是自己攒个 pc"
)
PLATFORM_CHOICE_RE = re.compile(
    rf"(?<![a-z]){_MAC}(?![a-z]){_JOIN}{_PC}(?![a-z])"
    rf"|(?<![a-z]){_PC}(?![a-z]){_JOIN}{_MAC}(?![a-z])"
)
"""A Mac and a PC weighed one against the other."""


_MAC_SAID_RE = re.compile(rf"(?<![a-z]){_MAC}(?![a-z])")
_MAC_OFFERED_RE = re.compile(
    rf"(?<![a-z])(?:or|vs\.?|versus|或者?|还是)\s*(?:a|an|一台|买)?\s*{_MAC}(?![a-z])"
)
"""A Mac set after the other options as one more ("2x 3090 or 1x 5090 or a mac?")."""


def platform_weighed(text: str) -> bool:
    """Whether the message weighs a Mac against a PC ("macbook or pc", "pc 还是 mac").

    No Mac word, no choice: the pattern is only tried when one is said (a paste of "nvidia"
    repeated made its words before the join backtrack for seconds).
    """
    low = text.lower()
    return _MAC_SAID_RE.search(low) is not None and PLATFORM_CHOICE_RE.search(low) is not None


def mac_offered(text: str) -> bool:
    """Whether a Mac is one of the options weighed, after cards or setups named before it."""
    return _MAC_OFFERED_RE.search(text.lower()) is not None


__all__ = ["PLATFORM_CHOICE_RE", "mac_offered", "platform_weighed"]
