"""Figures an engine printed and the user pasted: vLLM's "Maximum concurrency" reading.

vLLM logs ``Maximum concurrency for 8192 tokens per request: 3.20x`` at start-up: the KV cache
it allocated holds 3.2 sequences of 8,192 tokens. The length is the context asked about and
the multiple is the cache's room in such sequences.
"""

from __future__ import annotations

import re

from assistant.question.engine_flags import read_engine_flags
from assistant.question.numbers import number
from assistant.question.text import Scan

_CONCURRENCY_RE = re.compile(
    r"max(?:imum)?\s+concurrency\s+for\s+(?P<n>\d[\d,]{0,9})\s+tokens?\s+per\s+request"
    r"\s*[:=]?\s*(?P<x>\d+(?:\.\d+)?)\s*(?:x|×|倍)"
    r"|(?P<n2>\d[\d,]{0,9})\s*(?:tokens?\s*)?(?:(?:每个?请求|每请求)\s*)?(?:的\s*)?最大并发\s*[:：=]?\s*"
    r"(?P<x2>\d+(?:\.\d+)?)\s*(?:x|×|倍)"
)
"""vLLM's start-up line, in English as printed or described in Chinese."""


def read_engine_readings(scan: Scan) -> None:
    """Read the context and KV-cache multiple of a pasted "Maximum concurrency" line.

    The launch flags of a pasted command (``-c 32768``, ``--tensor-parallel-size 2``) first.
    """
    read_engine_flags(scan)
    m = _CONCURRENCY_RE.search(scan.work)
    if m is None:
        return
    tokens = number((m["n"] or m["n2"]).replace(",", ""))
    multiple = number(m["x"] or m["x2"])
    if tokens is None or multiple is None or tokens < 1 or multiple <= 0:
        return
    scan.set("context_tokens", int(tokens))
    scan.set("kv_concurrency", multiple)
    scan.blank(*m.span())


__all__ = ["read_engine_readings"]
