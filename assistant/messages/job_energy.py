"""What a media job's answer says of its electricity at the tariff said, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

JOB_ENERGY = T(
    "job.energy",
    "Electricity for the job: about {cost} ({kwh:,.1f} kWh at {tariff}/kWh, the GPU at"
    " {watts:,.0f} W for {hours:,.1f} h); the whole PC at full load about {system}.",
    "这批任务的电费约 {cost}（显卡按 {watts:,.0f} W 跑 {hours:,.1f} 小时，{kwh:,.1f} 度，"
    "每度 {tariff}）；整机满载约 {system}。",
)

__all__ = ["JOB_ENERGY"]
