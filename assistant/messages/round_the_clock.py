"""What each card compared turns out a day at the hours said, in English and Chinese."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

OUTPUT_A_DAY = T(
    "round_the_clock.output_a_day",
    "Running {hours:g} hours a day: {rows}.",
    "每天运行 {hours:g} 小时：{rows}。",
)
OUTPUT_ROW = T(
    "round_the_clock.output_row",
    "the {gpu} about {made:,.0f} images a day at {watts:,.0f} W board power",
    "{gpu} 每天约 {made:,.0f} 张（整卡功耗 {watts:,.0f} W）",
)
OUTPUT_ROW_CLIPS = T(
    "round_the_clock.output_row_clips",
    "the {gpu} about {made:,.0f} clips a day at {watts:,.0f} W board power",
    "{gpu} 每天约 {made:,.0f} 段视频（整卡功耗 {watts:,.0f} W）",
)

__all__ = ["OUTPUT_A_DAY", "OUTPUT_ROW", "OUTPUT_ROW_CLIPS"]
