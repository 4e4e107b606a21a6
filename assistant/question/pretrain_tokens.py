"""Pre-training asked with no token count: the compute-optimal count, said as assumed.

"how long to pretrain a 7b model from scratch on 8 h100s", "从头预训练一个7b模型要多少钱" state
no data volume, yet ask a duration or a cost. Hoffmann et al. (2022, "Training Compute-Optimal
Large Language Models", the Chinchilla paper) found about 20 training tokens per parameter
compute-optimal; the job is timed at that count and the answer says so. Recent small models
train far longer (Llama 3 8B on 15T tokens), which the note also says.
"""

from __future__ import annotations

from assistant.catalog.specs import Catalog
from assistant.messages.core import Template
from assistant.models import Query

TOKENS_PER_PARAM = 20
"""Compute-optimal training tokens per parameter (Hoffmann et al., 2022)."""

COMPUTE_OPTIMAL = Template(
    "job.compute_optimal_tokens",
    "no token count given: {tokens:,.0f} tokens, 20 per parameter, the compute-optimal amount"
    " of the Chinchilla paper (Hoffmann et al., 2022); recent small models train on far more"
    " (Llama 3 8B on 15T), and the time scales with it",
    "没给 token 数：按 Chinchilla 论文（Hoffmann 等，2022）的计算最优量每个参数 20 个 token，"
    "共 {tokens:,.0f} token；近来的小模型训练得多得多（Llama 3 8B 用了 15T），耗时随之成正比",
)


def with_pretrain_tokens(query: Query, catalog: Catalog) -> Query:
    """``query`` with the compute-optimal token count when pre-training's time or cost is asked."""
    if query.method != "pretrain" or query.tokens is not None or query.samples is not None:
        return query
    asked = query.asks_duration or query.intent == "cost" or query.asks_gpu_count
    spec = catalog.models.get(query.model_id) if query.model_id else None
    params = spec.params_b if spec is not None else query.params_b
    if not asked or params is None:
        return query
    tokens = float(TOKENS_PER_PARAM * params * 1e9)
    note = COMPUTE_OPTIMAL(tokens=tokens)
    return query.model_copy(update={"tokens": tokens, "assumptions": [*query.assumptions, note]})


__all__ = ["TOKENS_PER_PARAM", "with_pretrain_tokens"]
