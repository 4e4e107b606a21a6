"""An engine's KV-cache shortfall, pasted or described (vLLM, SGLang); no other text read here."""

from __future__ import annotations

import re

from assistant.question.markers import fold

_KV_SHORT_RE = re.compile(
    r"larger than the maximum number of tokens that can be stored in (?:the )?kv cache"
    r"|no available memory for (?:the )?cache blocks"
    r"|(?:increase|raise) (?:`)?gpu_memory_utili[sz]ation"
    r"|(?:increase|raise) (?:`)?(?:--)?mem[_-]fraction[_-]static"  # SGLang's shortfall
    r"|(?:kv[\s_-]?cache|kv ?缓存).{0,24}(?:不够|不足|太小|装不下|放不下|isn'?t enough"
    r"|is not enough|not enough|too small|insufficient|exhausted)"
    r"|(?:not enough|insufficient|no) (?:gpu )?(?:memory|space|room|blocks?) (?:for|in) (?:the )?kv"
    r"|(?:不够|不足|装不下|放不下).{0,6}(?:kv[\s_-]?cache|kv ?缓存)"
    # the engine pausing requests for want of cache blocks: vLLM's preemption ("并发到 20 就开始
    # preempt", "requests keep getting preempted"); a spot instance preempted is not this
    r"|preemptionmode|(?:requests?|seqs?|sequences?|sequence groups?|请求|并发|concurren\w*)"
    r"\W{0,3}(?:[\w\u4e00-\u9fff]+\W{0,3}){0,4}?preempt"
    r"|preempt\w*.{0,30}(?:requests?|sequences?|请求|换出|swapp?\w*|recompute|kv)"
    r"|#?\s*(?:gpu|kv) blocks?\s*[:：]?\s*(?:才|只有|只|仅|only|just)"
)
"""An engine's KV-cache shortfall pasted or described: the weights and one full-length sequence's
cache do not fit in the memory the engine may use."""


def kv_shortfall(text: str) -> bool:
    """Whether ``text`` pastes or describes a KV-cache shortfall error (vLLM, SGLang)."""
    return _KV_SHORT_RE.search(fold(text)) is not None


__all__ = ["kv_shortfall"]
