"""The cards still usable when some of them are said taken or dead; pure.

"有一张 l20 被别人占了，我只有三张能用", "one of my four l40s is taken by a colleague, only 3
left": the count said beside the card is of the ones taken, and the cards the job runs on are
the ones said left. Without a card said taken or lost, "只有三张" is read as before.
"""

from __future__ import annotations

import re

from assistant.question.numbers import number

_CN = r"\d{1,2}|[一二两三四五六七八九十]{1,2}|one|two|three|four|five|six|seven"
_GONE_RE = re.compile(
    r"被(?:别人|同事|其他人|别的(?:人|任务|进程)|人)?(?:占|占用|占着|拿走|借走|征用)"
    r"|(?:坏了|挂了|掉卡了|掉了|不能用了?|用不了)"
    r"|(?<![a-z])(?:is|are|got|was|were)\s+(?:being\s+)?(?:taken|occupied|in use|busy|reserved"
    r"|dead|broken|down|borrowed)(?![a-z])|(?<![a-z])(?:died|fried)(?![a-z])"
)
"""Cards said taken by someone else, or lost ("被别人占了", "is taken", "坏了")."""
_LEFT_RE = re.compile(
    rf"(?:只有|只剩下?|还剩下?|剩下?|剩余)\s*(?P<zh>{_CN})\s*(?:张|块|个)(?:卡|显卡)?"
    r"\s*(?:能用|可用|空闲|空着|可以用)?"
    rf"|(?<![a-z])(?:only\s+)?(?P<en>{_CN})\s+(?:\w+\s+)?(?:left|free|usable|available|to use)"
    r"(?![a-z])"
)
"""The cards said left to use ("只有三张能用", "only 3 left", "2 cards free")."""


def cards_left(folded: str) -> int | None:
    """The cards left to use when some are said taken or lost, or None."""
    if _GONE_RE.search(folded) is None:
        return None
    m = _LEFT_RE.search(folded)
    if m is None:
        return None
    value = number(m["zh"] or m["en"])
    return int(value) if value is not None and 1 <= value <= 64 else None


__all__ = ["cards_left"]
