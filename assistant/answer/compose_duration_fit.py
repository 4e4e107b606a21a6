"""A training job's duration when the setup stated does not fit: the nearest one that does.

"LoRA of Gemma 3 12B on one 4090, 15k samples, 3 epochs: wall clock?" needs more memory than
the card holds. The answer says so first, names the nearest setup that fits (a lighter method
on the same cards, else more of the card), and times that one; the time as set up follows.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import METHOD_NAMES, Draft, gb
from assistant.answer.compose_llmcalc import compose_duration, time_span
from assistant.calc.duration import JobDuration
from assistant.messages import duration_fit as msg
from assistant.models import ToolCall

TOOL = "estimate_job_duration"


def nearest_pair(calls: Sequence[ToolCall]) -> tuple[JobDuration, ToolCall] | None:
    """(the job as asked, the call that times the nearest fitting setup), when planned so."""
    timed = [c for c in calls if c.tool == TOOL]
    if len(timed) != 2:
        return None
    asked, nearest = (c.typed(JobDuration) for c in timed)
    if asked is None or nearest is None or asked.fits or not nearest.fits:
        return None
    return asked, timed[1]


def compose_nearest(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Write the not-as-set-up lead and the nearest setup's duration; False when not planned."""
    pair = nearest_pair(calls)
    if pair is None:
        return False
    asked, call = pair
    nearest = call.typed(JobDuration)
    assert nearest is not None  # checked by nearest_pair
    lang = draft.lang
    names = METHOD_NAMES[lang]
    same = (asked.gpu_id, asked.count) == (nearest.gpu_id, nearest.count)
    lead = (msg.NEAREST_ON_SAME_CARDS if same else msg.NEAREST_THAT_FITS)(
        method=names.get(asked.method, asked.method),
        model=draft.model_name(asked.model_id),
        need=gb(asked.per_gpu_gb),
        setup=_setup(draft, asked),
        alt_method=names.get(nearest.method, nearest.method),
        alt_setup=_setup(draft, nearest),
        alt_need=gb(nearest.per_gpu_gb),
    )
    compose_duration(draft, [call], lead=lead.render(lang))
    as_set_up = msg.AS_SET_UP(
        method=names.get(asked.method, asked.method),
        setup=draft.gpu_name(asked.gpu_id) if same else _setup(draft, asked),
        span=time_span(asked.hours, lang),
    )
    draft.add(as_set_up.render(lang))
    return True


SETUP_ARGS = ("precision", "batch", "strategy")
"""Tool inputs the user set the job up with: its memory is then said beside its time."""


def memory_as_set_up(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The memory a job set up by the user takes on each card ("48 GB each, CPU offload")."""
    timed = [c for c in calls if c.tool == TOOL]
    out = timed[0].typed(JobDuration) if len(timed) == 1 else None
    said = [str(timed[0].input[k]) for k in SETUP_ARGS if k in timed[0].input] if timed else []
    if out is None or not said or not out.fits:
        return
    row = draft.catalog.gpus.get(out.gpu_id)
    if row is None:
        return
    words = {"offload": msg.OFFLOAD_SAID().render(draft.lang)}
    setup = ", ".join(f"batch {v}" if v.isdigit() else words.get(v, v) for v in said)
    note = msg.MEMORY_AS_SET_UP(
        setup=setup,
        need=gb(out.per_gpu_gb),
        gpu=draft.gpu_name(out.gpu_id),
        memory=row.memory_gb,
    )
    draft.assume(note)


def _setup(draft: Draft, out: JobDuration) -> str:
    return f"{out.count} × {draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()


__all__ = ["compose_nearest", "memory_as_set_up", "nearest_pair"]
