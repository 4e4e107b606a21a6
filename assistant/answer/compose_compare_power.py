"""The electricity bill of each setup weighed in a comparison, when a tariff is given; pure.

"one RTX PRO 6000 vs four 3090s — now factor in power at $0.35/kWh, on 24/7": the bill of each
box a month at full load, from the ``estimate_power`` calls the comparison planned.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, money, say
from assistant.calc.power import PowerEstimate
from assistant.models import ToolCall


def power_bill_line(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """Each setup's electricity a month at the tariff asked, or None when none was priced."""
    bills = [
        (c.input, out)
        for c in calls
        if c.tool == "estimate_power" and (out := c.typed(PowerEstimate)) is not None
    ]
    if not bills:
        return None
    first = bills[0][1]
    tariff = money(first.tariff_per_kwh, first.currency)
    hours = f"{first.hours_per_month:,.0f}"
    parts = []
    for asked, out in bills:
        name = draft.gpu_name(str(asked["gpu"]))
        setup = f"{asked['count']} × {name}" if int(asked["count"]) > 1 else name
        bill = money(out.electricity_per_month, out.currency)
        parts.append((setup, f"{out.wall_w:,.0f}", bill))
    return say(
        draft.lang,
        f"Electricity at {tariff}/kWh over {hours} hours a month at full load: "
        + "; ".join(f"{s} draws about {w} W from the wall, about {b} a month" for s, w, b in parts)
        + ".",
        f"按每度电 {tariff}、每月 {hours} 小时满载计算电费："
        + "；".join(f"{s} 整机约 {w} W，每月约 {b}" for s, w, b in parts)
        + "。",
    )
