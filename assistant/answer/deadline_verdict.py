"""A training job's time weighed against the deadline the user stated: yes, only just, or no.

"通宵能跑完吗", "by Friday?", "in a weekend?": the answer leads with whether the job's time (the
setup timed, the nearest that fits when the one stated does not) is within the span they have.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_llmcalc import time_span
from assistant.calc.duration import JobDuration
from assistant.messages import deadline as msg
from assistant.models import ToolCall

DEADLINE_TOOL = "deadline_hours"
"""The plan's record of the hours a deadline leaves (a weekday turned into hours from today)."""


def deadline_of(draft: Draft, calls: Sequence[ToolCall]) -> float | None:
    """The hours the user has: the plan's reckoning of a weekday, else the span said."""
    said = next((c for c in calls if c.tool == DEADLINE_TOOL), None)
    if said is not None:
        return float(said.output["hours"])
    return draft.query.deadline_hours


def lead_with_deadline(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Open the answer with the verdict against the deadline, when one was said."""
    deadline = deadline_of(draft, calls)
    timed = [c.typed(JobDuration) for c in calls if c.tool == "estimate_job_duration"]
    fitting = [t for t in timed if t is not None and t.fits] or [t for t in timed if t]
    if deadline is None or not fitting or not draft.paragraphs or draft.query.asks_gpu_count:
        return
    job = fitting[-1]
    lang = draft.lang
    slow = job.hours_range[1]
    values = {
        "span": time_span(job.hours, lang),
        "deadline": time_span(deadline, lang),
        "slow": time_span(slow, lang),
    }
    if round(job.hours, 1) > round(deadline, 1):  # as shown: "10.0 h against 10.0 h" is tight
        line, draft.verdict = msg.LATE, "no"
    elif slow > deadline:
        line, draft.verdict = msg.TIGHT, "conditional"
    else:
        line, draft.verdict = msg.IN_TIME, "yes"
    draft.paragraphs.insert(0, line(**values).render(lang))


__all__ = ["DEADLINE_TOOL", "deadline_of", "lead_with_deadline"]
