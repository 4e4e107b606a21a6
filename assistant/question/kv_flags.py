"""KV-cache type flags, read apart from the weights' precision ("-ctk q8_0 -ctv q8_0").

llama.cpp's ``-ctk``/``-ctv`` (``--cache-type-k``/``--cache-type-v``) and vLLM's
``--kv-cache-dtype`` set the cache's number format, not the model's: a GGUF type or "fp8" after
one is no weight precision. The flags are blanked before precision is read, so a Q4_K_M model
run with a Q8_0 cache stays Q4_K_M; the cache's own format is read from the unblanked text
(``job_slots``). Pure.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_CACHE_FLAG_RE = re.compile(
    r"(?<![a-z0-9])(?:-ct[kv]|--cache-type-[kv]|--kv-cache-dtype|kv_cache_dtype|cache_type_[kv])"
    r"(?:\s*=\s*|\s+)[a-z0-9_]+"
)


def blank_cache_flags(scan: Scan) -> None:
    """Blank the KV-cache type flags and their values, so no precision is read from them."""
    scan.blank_all([m.span() for m in _CACHE_FLAG_RE.finditer(scan.work)])


__all__ = ["blank_cache_flags"]
