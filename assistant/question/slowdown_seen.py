"""A job seen running slower than the same job elsewhere, too slow for its speed, or collapsing.

"FSDP on 8x 4090 is ~3x slower than the same job on 4x A100": a slowdown measured against the
same work on other cards, a trouble to diagnose (across several GPUs, their scaling), not the
two cards' specs compared. "throughput tanks from ~900 tok/s to 150 past 20 users, `Preempting`
spam in the logs": a server seen giving way under its load (vLLM preempts requests when the KV
cache runs out), a queue to explain, not a capacity to size. Patterns run on folded text. Pure.
"""

from __future__ import annotations

import re

from assistant.models import Trouble

_TIMES_SLOWER_RE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:x|times) slower than (?:the same|an? identical|the identical|my|our)\b"
    r"|比.{0,24}(?:同样|一样|相同)的?.{0,16}慢(?:了)?\s*(?:\d+(?:\.\d+)?|[两三四五六七八九十])\s*倍"
)
"""A slowdown measured against the same job run elsewhere ("~3x slower than the same job")."""
_SEVERAL_GPUS_RE = re.compile(
    r"\d\s*[x×]\s*(?!slower|faster|quicker|speed|the\b|as\b)\w|\d+\s*(?:gpus|cards)|(?<![a-z])(?:fsdp|ddp|deepspeed|zero-?[23]|nccl)"
    r"(?![a-z])|multi[\s-]?(?:gpu|node)|(?:多|[2-9两四八])\s*(?:卡|张)"
)
"""Several GPUs working together: the slowdown is then their scaling."""
_PREEMPTED_RE = re.compile(
    r"`\s*preempt\w*|preempt\w*\s*`|preempt\w*.{0,12}(?:spam\w*|warnings?|log lines|messages)"
    r"|(?:logs?|warnings?|日志).{0,16}preempt\w*"
)
"""vLLM's own log words seen when requests are swapped out for want of KV-cache room (a spot
machine "preempted", or "before vllm starts preempting" asked ahead, is none)."""
_FELL_UNDER_LOAD_RE = re.compile(
    r"(?:tanks?|tanked|drops?|dropped|falls?|fell|collapses?|collapsed|crashes|crashed)"
    r"\s+from\s+~?\d[\d,.]*\s*(?:\S+\s+){0,2}to\s+~?\d[\d,.]*"
    r".{0,40}(?:users|concurrent|requests|clients|sessions|connections|并发|用户)"
    r"|从\s*~?\d[\d,.]*.{0,12}(?:掉到|降到|跌到)\s*\d[\d,.]*.{0,30}(?:并发|用户|请求)"
)
"""A rate seen falling from one figure to another once more users come ("900 tok/s to 150 when
more than 20 users hit it")."""


_WORSE_THAN_RE = re.compile(
    r"(?:throughput|speed|tok(?:en)?s?/s|t/s|it/s|generation|decode|prefill|perf(?:ormance)?)"
    r"\s+(?:is|was|gets?|got|are|went)\s+(?:\w+\s+){0,2}?(?:worse|lower|slower)\s+than\s+"
    r"(?:tp\s*=?\s*1|pp\s*=?\s*1|(?:on\s+)?(?:a\s+)?single|one|1|the same|my|our"
    r"|it (?:was|did)|before)\b"
    r"|(?:gets?|got|runs? at|gives?|does)\s+(?:maybe\s+|about\s+|roughly\s+|only\s+|like\s+)?"
    r"(?:half|a third|a quarter|\d+%)\s+(?:of\s+)?(?:the|its)\s+(?:\S+\s+){0,2}?(?:it|they)\s+"
    r"(?:did|got|had|gets|does)\b"
)
"""A rate seen worse than the same job set up otherwise ("throughput is worse than tp=1 on one
card", "gets maybe half the tok/s it did in my desktop")."""
_TOO_SLOW_RE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:s/it|it/s|tok/s|t/s|tokens?/s|s per (?:image|step|it)|秒一张|秒/张)"
    r".{0,80}?(?:(?:way|far|much|so|really|super|painfully)\s+(?:too\s+)?slow|too slow"
    r"|太慢|好慢|这么慢|慢得离谱|慢得不正常)"
)
"""A speed stated, then doubted as too slow ("12s/it … thats way too slow right?")."""


def slowdown_seen(folded: str) -> Trouble | None:
    """The trouble of a slowdown seen against the same job elsewhere or under load, or None.

    ``scaling`` (several GPUs) or ``slow`` for a job several times slower than the same job
    elsewhere; ``queueing`` for a server seen giving way under its load.
    """
    if _TIMES_SLOWER_RE.search(folded) or _WORSE_THAN_RE.search(folded):
        return "scaling" if _SEVERAL_GPUS_RE.search(folded) else "slow"
    if _TOO_SLOW_RE.search(folded):
        return "slow"
    if _FELL_UNDER_LOAD_RE.search(folded) or _PREEMPTED_RE.search(folded):
        return "queueing"
    return None


__all__ = ["slowdown_seen"]
