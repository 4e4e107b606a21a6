"""What each card compared turns out running the hours a day said; pure.

"a workstation that runs 24/7": images or clips a day, and the board power drawn meanwhile.
The output a day is the seconds of the day over each card's time per image or clip; the draw is
the catalog's board power. Said under the comparison, so the hours stated are not dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages.round_the_clock import OUTPUT_A_DAY, OUTPUT_ROW, OUTPUT_ROW_CLIPS

SECONDS_AN_HOUR = 3600.0


def output_a_day(draft: Draft, speeds: Sequence[MediaSpeedEstimate]) -> None:
    """One line: each card's images or clips a day at the hours said, and its board power."""
    hours = draft.query.workload_hours_per_day
    if hours is None:
        return
    rows = []
    for speed in speeds:
        seconds = speed.seconds_per_image or speed.seconds_per_video
        gpu = draft.catalog.gpus.get(speed.gpu_id)
        if not seconds or gpu is None or gpu.tdp_w is None:
            continue
        made = hours * SECONDS_AN_HOUR / seconds
        said = OUTPUT_ROW if speed.seconds_per_image else OUTPUT_ROW_CLIPS
        row = said(gpu=gpu.short_name, made=made, watts=gpu.tdp_w)
        rows.append(row.render(draft.lang))
    if len(rows) < 2:  # noqa: PLR2004 - a comparison has two sides
        return
    sep = "；" if draft.lang == "zh" else "; "
    line = OUTPUT_A_DAY(hours=hours, rows=sep.join(rows)).render(draft.lang)
    draft.add(line)


__all__ = ["output_a_day"]
