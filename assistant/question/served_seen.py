"""A serving benchmark's total output rate at a stated concurrency, asked to be judged.

"benchmark_serving on an L40S with llama 3.1 8b gives 1,100 output tok/s at 64 concurrency.
right range?", "vllm 压测 qwen2.5 7b 并发 32 总吞吐 900 tok/s，正常吗": the figure is the whole
server's throughput at that many sequences decoded together, seen and doubted. It is a slow job
to troubleshoot (``answer.served_seen``), judged against the total the card gives at that
concurrency, not a deployment to size or one stream's speed. Pure: regular expressions over
the folded question text and the slots ``serving_slots.read_serving`` filled.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_SEEN_RE = re.compile(
    r"(?<![a-z])(?:gives?|gave|giving|gets?|got|getting|see|seeing|saw|shows?|showing|measured?"
    r"|reports?|reported|hits?|hitting|does|doing|claims?|benchmark\w*|bench)(?![a-z])"
    r"|跑出|测出|测得|压测|得到|只有|能到|显示|跑到"
)
"""The figure said as a result seen, not a rate wished for."""
_JUDGED_RE = re.compile(
    r"(?<![a-z])(?:reasonable|right range|in range|plausible|normal|expected|legit|sane"
    r"|about right|in the ballpark|ok|okay|fine|good|low|too low|underperform\w*)(?![a-z])"
    r"|合理|正常|对吗|对不对|差不多|水平|偏低|太低|低不低"
)
"""The figure doubted: whether it is what the card should do."""
_TOTAL_RE = re.compile(
    r"(?<![a-z])(?:output|throughput|aggregate|total|combined|overall|benchmark_serving"
    r"|vllm bench)(?![a-z])|吞吐|总"
)
"""The figure named as the server's total (``benchmark_serving`` reports the output throughput)."""


def read_served_seen(query: Query) -> Query:
    """A total output rate seen at a stated concurrency and doubted: a slow job to judge."""
    sized = query.model_id is not None or query.params_b is not None
    if not sized or len({g.gpu_id for g in query.gpus}) != 1 or query.workload_id is not None:
        return query
    rate = query.aggregate_tokens_per_s or query.tokens_per_s_target
    if rate is None or query.users is None or query.users < 2:
        return query
    folded = fold(query.text)
    if not (_SEEN_RE.search(folded) and _JUDGED_RE.search(folded) and _TOTAL_RE.search(folded)):
        return query
    update: dict[str, object] = {
        "task": "troubleshoot",
        "trouble": "slow",
        "intent": "concept",
        "observed_tokens_per_s": rate,
        "aggregate_tokens_per_s": rate,  # the total, seen at ``users`` sequences together
        "tokens_per_s_target": None,
        "asks_capacity": False,
    }
    return query.model_copy(update=update)


__all__ = ["read_served_seen"]
