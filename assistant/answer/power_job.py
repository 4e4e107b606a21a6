"""The job named beside a power question, sized on the cards: whether it runs there; pure.

"mac studio m3 ultra power draw running a 70b model all day?", "4090 跑 13B 一天耗多少电":
the draw is the hardware's, and the model said beside it is what the hardware is for, so the
answer says what that model takes of the memory and whether it fits.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import power_job as say
from assistant.models import ToolCall

PRECISION_WORDS = {"q4_k_m": "4-bit GGUF Q4_K_M"}


def add_job_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Add whether the model named fits the cards the power was sized for."""
    sized = [o for c in calls if c.tool == "estimate_memory" and (o := c.typed(MemoryEstimate))]
    if not sized:
        _add_media_job_line(draft, calls)
        return
    out = next((o for o in reversed(sized) if o.fits), sized[0])  # a 4-bit build that fits
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}"
    template = say.JOB_FITS if out.fits else say.JOB_TOO_BIG
    line = template(
        model=draft.model_name(out.model_id),
        precision=PRECISION_WORDS.get(out.precision, out.precision),
        setup=setup,
        need=gb(out.per_gpu_gb),
        usable=gb(out.usable_gb),
    )
    draft.add(line.render(draft.lang))


def _add_media_job_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Whether the media job named ("during a flux batch") runs on the card sized."""
    media = [
        o
        for c in calls
        if c.tool == "estimate_workload_memory" and (o := c.typed(MediaMemoryEstimate))
    ]
    if not media:
        return
    out = media[0]
    template = say.MEDIA_JOB_FITS if out.fits else say.MEDIA_JOB_TOO_BIG
    line = template(
        job=draft.catalog.workload(out.workload_id).name,
        precision=out.precision,
        setup=f"1 × {draft.gpu_name(out.gpu_id)}",
        need=gb(out.peak_gb),
        usable=gb(out.usable_gb),
    )
    draft.add(line.render(draft.lang))


__all__ = ["add_job_line"]
