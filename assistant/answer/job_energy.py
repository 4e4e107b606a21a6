"""A media job's electricity, when a tariff is said beside its time; plan and line, pure.

"3060 跑 sdxl 出 1000 张图要多久？电费一度五毛五大概多少": the job's hours on the card are the
span the card draws power for, so the answer gives the time and then that span's energy and
its cost at the tariff said (the GPU at board power, and the whole PC at full load).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, money
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.power import PowerEstimate
from assistant.messages import job_energy as say
from assistant.models import Query, ToolCall
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox


def job_energy_call(query: Query, tools: Toolbox, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """``estimate_power`` over the job's hours at the tariff said; none without both."""
    if query.tariff_per_kwh is None or not query.gpus:
        return []
    speed = next(
        (
            o
            for c in calls
            if c.tool == "estimate_workload_speed" and (o := c.typed(MediaSpeedEstimate))
        ),
        None,
    )
    if speed is None or not speed.job_hours:
        return []
    gpu = query.gpus[0]
    currency = reply_currency(query, query.tariff_currency)
    return [
        tools.call(
            "estimate_power",
            gpu=gpu.gpu_id,
            count=gpu.count,
            currency=currency,
            ask="electricity",
            tariff_per_kwh=query.tariff_per_kwh,
            period_hours=speed.job_hours,
        )
    ]


def add_job_energy(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The job's energy and its cost at the tariff said, after its time."""
    out = next(
        (o for c in calls if c.tool == "estimate_power" and (o := c.typed(PowerEstimate))), None
    )
    if out is None or out.tariff_per_kwh is None:
        return
    hours = out.period_months * HOURS_PER_MONTH
    line = say.JOB_ENERGY(
        cost=money(out.gpus_electricity_for_period, out.currency),
        kwh=out.gpus_kwh_per_month * out.period_months,
        tariff=money(out.tariff_per_kwh, out.currency),
        watts=out.gpus_w,
        hours=hours,
        system=money(out.electricity_for_period, out.currency),
    )
    draft.add(line.render(draft.lang))


__all__ = ["add_job_energy", "job_energy_call"]
