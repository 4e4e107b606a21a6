"""A follow-up that weighs its media job against the one before ("要多花几倍时间").

Parsing reads whether a multiple of the time is asked (``multiple_asked``); once the turn has
inherited the earlier job, ``against_earlier_job`` keeps that job as the baseline the multiple
is of, and carries the sampling steps the user set to a sibling model that samples alike.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import MediaBaseline, Query

_MULTIPLE_RE = re.compile(
    r"(?:几|多少)倍|(?<![a-z])how many times (?:longer|slower|faster|as long|more|the time)"
    r"|(?<![a-z])(?:how much|how many x) (?:longer|slower)(?![a-z])|times as long"
)
"""A multiple of the time asked ("多花几倍时间", "how many times longer", "how much slower")."""
FEW_STEP = 8
"""A model sampled in this many steps or fewer by default is a few-step distillation (FLUX.1
schnell, 4): steps set for a full sampler are not its steps."""


def multiple_asked(text: str) -> bool:
    """Whether the folded message asks how many times longer or faster a job takes."""
    return _MULTIPLE_RE.search(text) is not None


def _samples_alike(catalog: Catalog, one: str, other: str) -> bool:
    specs = [catalog.workloads.get(one), catalog.workloads.get(other)]
    steps = [s.steps if s is not None else None for s in specs]
    return all(n is not None and n > FEW_STEP for n in steps)


def against_earlier_job(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """``query`` with the earlier job's steps carried to a sibling and, if asked, its baseline.

    "sd1.5, 50k images at 512, 20 steps" then "sdxl at 1024 instead, how many times longer?":
    SDXL at 20 steps, weighed against the SD1.5 job.
    """
    before = previous.workload_id if previous is not None else None
    if previous is None or before is None or query.workload_id in (None, before):
        return query
    same = query.workload_family == previous.workload_family
    update: dict[str, object] = {}
    steps = previous.media_steps
    if same and query.media_steps is None and steps and query.workload_id is not None:
        if _samples_alike(catalog, before, query.workload_id):
            update["media_steps"] = steps
    if same and query.time_multiple_asked:
        update["baseline_job"] = MediaBaseline(
            workload_id=before,
            media_width=previous.media_width,
            media_height=previous.media_height,
            media_steps=steps,
        )
    return query.model_copy(update=update) if update else query


__all__ = ["against_earlier_job", "multiple_asked"]
