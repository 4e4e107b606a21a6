"""A follow-up that changes one half of a job's size keeps the other ("what about 3 epochs").

A training job's size is its samples (images, rows) times its epochs. "一张4090微调…2万条数据
要多久" then "3个epoch呢" is the same 20k rows for three epochs; "what about 50k samples" keeps
the epochs said before. The half the follow-up names wins; the other half, and the duration
asked, are kept from the earlier job when the follow-up names no other job. Pure.
"""

from __future__ import annotations

from typing import Any

from assistant.models import Query

_HALVES = ("samples", "epochs")


def carry_job_half(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """Keep the earlier job's samples or epochs beside the half a follow-up changes."""
    own_job = (new.model_id is not None and new.model_id != previous.model_id) or (
        new.workload_id is not None and new.workload_id != previous.workload_id
    )
    said = [f for f in _HALVES if getattr(new, f) is not None]
    if own_job or len(said) != 1:
        return
    kept = next(f for f in _HALVES if f not in said)
    value = getattr(previous, kept)
    if value is None or update.get(kept) is not None:
        return
    update[kept] = value  # not a slot of its own in ``carried``: the job's size is one slot
    if previous.asks_duration and not new.asks_duration:  # "3个epoch呢": still how long
        update["asks_duration"] = True


__all__ = ["carry_job_half"]
