"""Context lengths said with a Chinese scale or before the KV cache they size.

"100万token的kv", "20万上下文", "kv cache at 1m tokens": the length asked about. Without these,
the KV cache was sized at the default context while the question named a million tokens.
"""

from __future__ import annotations

import re

from assistant.question.bare_context import BARE_CONTEXT_RE
from assistant.question.lexicon import CTX_WORD, NUM_START

_FED_ONE = (
    r"(?<![a-z])(?:fed|feed(?:s|ing)?|paste[ds]?|pasting|stuff(?:s|ed|ing)?|dump(?:s|ed|ing)?"
    r"|shove[ds]?|shoving|throw(?:s|ing)?|threw)\s+(?:(?:it|in|into|the|model)\s+){0,3}"
    r"(?:an?|one|single|whole|entire)\s+(?:(?:single|whole|entire)\s+)?"
)
"""A prompt fed in one piece, right before its token count ("fed it a 1M-token codebase dump",
"paste in one 200k token doc"): that count is the context the model holds, not a volume of text."""
_FED_BEFORE_RE = re.compile(rf"(?:{_FED_ONE})$")
_ONE_PROMPT = r"[\s-]*tokens?[\s-]+(?:long\s+)?prompt(?![a-z])"
"""After a token count, one prompt of that length ("a 1M token prompt", "a 200k-token prompt")."""
_ONE_BEFORE_RE = re.compile(r"(?<![a-z])(?:an?|one|single)\s+$")
_PROMPT_AFTER_RE = re.compile(r"(?:[\s-]*tokens?)?[\s-]+(?:long\s+)?prompt(?![a-z])")

SCALED_CONTEXT_RES = (
    re.compile(
        rf"(?<![$¥]){NUM_START}(?P<n>\d+(?:\.\d+)?)\s*(?P<k>万|千)\s*(?:个\s*)?(?:tokens?\s*)?"
        rf"(?:的\s*)?(?:{CTX_WORD}|kv(?![a-z]))"
    ),
    re.compile(
        rf"(?<![$¥]){NUM_START}(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[km](?![a-z]))?[\s-]*tokens?\s*"
        r"(?:of\s+)?(?:的\s*)?kv(?![a-z])"
        r"|kv(?:[\s-]*cache)?(?![a-z])[^.?!,;，。；]{0,60}?\s(?:at|with)\s+(?P<n2>\d+(?:\.\d+)?)\s*(?P<k2>[km](?![a-z]))?"
        r"[\s-]*tokens?(?![a-z])"
    ),
    BARE_CONTEXT_RE,  # "crank it to the full 131072": a power-of-two count said bare
    re.compile(  # "with a 1M token prompt": one prompt that long, the context it fills
        r"(?<![a-z])(?:an?|one|single)\s+(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[km](?![a-z]))?"
        rf"{_ONE_PROMPT}"
    ),
    re.compile(
        rf"(?:{_FED_ONE})(?P<n>\d+(?:\.\d+)?)\s*(?P<k>[km](?![a-z]))?[\s-]*tokens?(?![a-z])"
    ),
)
"""A length scaled by 万 or 千 before a context word or "kv", tokens said beside "kv", and one
prompt of that many tokens fed to the model ("fed it a 1M-token codebase dump")."""
CHINESE_SCALES = ("万", "千")
_CONTEXT_AFTER_RE = re.compile(rf"\s*(?:of\s+)?(?:的\s*)?(?:{CTX_WORD}|kv(?![a-z]))")
_KV_BEFORE_RE = re.compile(r"kv(?:[\s-]*cache)?(?![a-z])[^.?!,;，。；]{0,60}?\s(?:at|with)\s+$")


def sizes_context(work: str, start: int, end: int) -> bool:
    """Tokens at ``work[start:end]`` that size a context or its KV cache, not a volume of text."""
    before = _KV_BEFORE_RE.search(work, max(0, start - 64), start) is not None
    fed = _FED_BEFORE_RE.search(work, max(0, start - 64), start) is not None
    one = _ONE_BEFORE_RE.search(work, max(0, start - 12), start) is not None
    prompt = one and _PROMPT_AFTER_RE.match(work, end) is not None
    return before or fed or prompt or _CONTEXT_AFTER_RE.match(work, end) is not None


__all__ = ["CHINESE_SCALES", "SCALED_CONTEXT_RES", "sizes_context"]
