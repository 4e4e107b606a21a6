"""The length the KV cache is sized at, said as a plain token count beside the cache asked.

"per-token KV size for qwen3-8b? what do 40960 tokens cost me": the count of tokens is the
length the cache holds, though no context word stands beside it (``read_context`` reads
"40k context", "上下文 8192"). Read only when the cache is named and no context was read. Pure
apart from the scan it sets.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from assistant.question.kv_words import kv_named
from assistant.question.numbers import number
from assistant.question.slots import read_context
from assistant.question.text import Scan

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog

_TOKEN_COUNT_RE = re.compile(
    r"(?<![\d.,$¥￥])(?P<n>\d{1,3}(?:,\d{3})+|\d{3,7}"
    # scaled by 万 ("十万 token", "2万个token", "一百万 token"): a Chinese count of tokens
    r"|(?<![一二两三四五六七八九十百千万亿])(?:\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)\s?万)"
    r"\s*(?:个\s*)?(?:tokens?|toks?)(?![a-z/])"
    # a rate or a volume over time is no length: "2048 tokens per second", "500 tokens a day"
    r"(?!\s*(?:/|per\b|a\s+(?:second|sec|minute|min|day|week|month)\b|each\b|every\b|每))"
)
"""A count of tokens said plainly ("40960 tokens", "20,000 个 token") or by 万 ("十万 token")."""
_LEAST = 512
"""Fewer tokens than this are an output's length, not a cache's."""


def read_context_length(scan: Scan, catalog: Catalog | None = None) -> None:
    """The context (``read_context``), else a token count said beside the KV cache named."""
    read_context(scan, catalog)
    if scan.slots.get("context_tokens") is not None or not kv_named(scan.lower):
        return
    found = _TOKEN_COUNT_RE.search(scan.work)
    value = number(found["n"].replace(",", "").replace(" ", "")) if found is not None else None
    if found is None or value is None or value < _LEAST:
        return
    scan.set("context_tokens", int(value))
    scan.blank(found.start(), found.end())


__all__ = ["read_context_length"]
