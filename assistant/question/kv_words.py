"""The KV cache named as a question's subject; no other text read here."""

from __future__ import annotations

import re

_KV_NAMED_RE = re.compile(
    r"(?<![a-z])kv(?:[\s-]?cache)?(?![a-z])|kv\s?缓存|键值缓存"
    # the attention cache by its kind: DeepSeek's latent (MLA) cache, "attention cache"
    r"|(?<![a-z])(?:mla|latent|attention)[\s-]?cache(?![a-z])|(?:mla|注意力)\s?缓存"
)
"""The KV cache itself is named (context words alone may be a fit check at a long context)."""
_BARE_CACHE_RE = re.compile(
    r"(?<![a-z])(?:(?P<other>hf|hugging ?face|pip|conda|disk|ssd|page|l[123]|cpu|model|build"
    r"|shader|compile|triton|torch|browser|dns|redis|npm)[\s_-]?)?cache(?![a-z])"
    r"|(?P<zh_other>磁盘|硬盘|模型|浏览器)?缓存"
)
"""The word cache alone; other caches (Hugging Face's, a disk's, the CPU's) are not the KV cache."""
_CONTEXT_RE = re.compile(
    r"(?<![a-z])(?:context|ctx|tokens?|sequences?|seqs?)(?![a-z])|上下文|token|序列"
)
"""A context length, token count or sequences ("8 parallel 32k sequences") said beside the cache:
the cache is the attention cache."""
_ROOM_FOR_CONTEXT_RE = re.compile(
    r"\b(?:room|space|headroom|memory|vram)\s+(?:is\s+|do\s+i\s+have\s+|would\s+be\s+)?"
    r"(?:left|remaining|free|spare)(?:\s+over)?\s+for\s+(?:the\s+|my\s+)?(?:context|ctx|tokens)\b"
    r"|\b(?:left|remaining)\s+for\s+(?:the\s+)?(?:context|ctx)\s+after\s+the\s+weights\b"
    r"|(?:剩下|剩余|余下|留给)(?:的)?(?:显存|空间)?(?:还)?(?:能|可以)?(?:给|留给|放|装)?(?:多少)?(?:上下文|context)"
)
"""The memory left for context once the weights are loaded is asked: the cache's room."""
_PER_TOKENS_RE = re.compile(
    r"\b(?:each|every|per|an? (?:extra|additional))\s+(?:extra\s+|additional\s+)?"
    r"(?:1k|1,000|1000|thousand|\d+ ?k)?\s*"
    r"(?:tokens?\s+(?:of\s+)?(?:context|ctx)|(?:of\s+)?(?:context|ctx)|tokens?)\b"
    r"|每\s*(?:多|增加|加)?\s*(?:一|1)?\s*(?:千|k|1000|个|1k|\d+k)?\s*(?:个)?\s*(?:token|tokens|上下文)"
)
"""Memory asked per stretch of context ("each 1k tokens of context", "per token", "每千 token"):
the rate the context costs is the attention cache's size per token."""
_MEMORY_ASKED_RE = re.compile(r"vram|memory|(?<![a-z])(?:gb|mb|gib)(?![a-z])|显存|内存")
"""Memory named beside the rate: "cost per token" alone is money, "ms per token" a speed."""


_ONE_OF_THEM = (
    r"(?:per|each|every|a single|one)[\s-]+(?:request|user|session|conversation|sequence|chat"
    r"|prompt|query|answer|stream)"
)
_KV_EACH_RE = re.compile(
    rf"(?<![a-z]){_ONE_OF_THEM}(?:'s)?\s+(?:kv|cache)(?![a-z])"
    rf"|(?<![a-z])kv(?:[\s-]?cache)?\s+(?:at\s+\S+\s+)?(?:for\s+)?{_ONE_OF_THEM}(?![a-z])"
    r"|(?:每|单)(?:个|条|路)?\s*(?:请求|用户|会话|序列|对话|并发)\s*(?:的)?\s*kv"
    r"|kv\s*(?:缓存)?\s*(?:每|单)(?:个|条|路)?\s*(?:请求|用户|会话|序列|对话)"
)
"""One request's, user's or session's cache asked ("per-request KV at 16k", "kv per user",
"每个会话的 kv"): its size leads, then how many fit on the cards."""


def kv_marks(folded: str, context_read: bool = False) -> dict[str, bool]:
    """``kv_asked`` (``kv_named``) and ``kv_each_asked``: one request's cache asked."""
    named = kv_named(folded, context_read)
    return {"kv_asked": named, "kv_each_asked": named and _KV_EACH_RE.search(folded) is not None}


def kv_named(folded: str, context_read: bool = False) -> bool:
    """Whether the KV cache is named: "kv cache", or the bare word "cache" beside a context.

    "24k tokens in context, cache left in fp16 — how many GB" names the attention cache without
    the letters KV; "clear the HF cache" does not. "How much room is left for context after the
    weights" asks the cache's room without naming it. ``context_read``: a context length was
    read however it was said ("feed it 128k of syslog … GB for the cache by itself?"). Context
    words alone may be a fit check at a long context: the cache must be named.
    """
    if _KV_NAMED_RE.search(folded) is not None or _ROOM_FOR_CONTEXT_RE.search(folded):
        return True
    if _PER_TOKENS_RE.search(folded) and _MEMORY_ASKED_RE.search(folded):
        return True  # "how much vram does each 1k tokens of context cost": the cache's rate
    if _CONTEXT_RE.search(folded) is None and not context_read:
        return False
    return any(
        m["other"] is None and m["zh_other"] is None for m in _BARE_CACHE_RE.finditer(folded)
    )


__all__ = ["kv_marks", "kv_named"]
