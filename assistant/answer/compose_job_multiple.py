"""How many times longer a media job takes than the earlier one it is weighed against.

"sd1.5, 50k images at 512" then "sdxl at 1024, how many times longer?": both jobs are timed on
the same card, and the answer leads with their ratio beside the earlier job's time. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.models import ToolCall


def _seconds(speed: MediaSpeedEstimate) -> float | None:
    """The time two jobs are weighed by: the whole job's, else one output's."""
    if speed.job_hours is not None:
        return speed.job_hours * 3600
    return speed.seconds_per_video or speed.seconds_per_image


def earlier_job(
    draft: Draft, calls: Sequence[ToolCall], speed: MediaSpeedEstimate
) -> tuple[MediaSpeedEstimate, float] | None:
    """The earlier job timed on the card and how many times longer ``speed``'s job takes.

    None unless a multiple was asked of an earlier job and both have a time to weigh.
    """
    base = draft.query.baseline_job
    if base is None or not draft.query.time_multiple_asked:
        return None
    for call in calls:
        if call.tool != "estimate_workload_speed" or call.input.get("workload") != base.workload_id:
            continue
        earlier = call.typed(MediaSpeedEstimate)
        if not isinstance(earlier, MediaSpeedEstimate) or earlier.workload_id == speed.workload_id:
            continue
        now, before = _seconds(speed), _seconds(earlier)
        if now and before:
            return earlier, now / before
    return None


__all__ = ["earlier_job"]
