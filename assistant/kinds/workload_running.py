"""A workload card bought to run stated hours or at a stated tariff: its electricity said.

"a 24/7 home whisper box, power draw matters (I pay $0.32/kWh)", "家里放一张卡跑 SD，每天开 8 小时，
电费一度六毛": the hours and the tariff are what the asker weighs the card by. The pick's
electricity a month at them is said under the pick, as the LLM pick's is
(``kinds.recommend``), so neither figure is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_candidates import compose_workload_choice, running_cost_line
from assistant.answer.psu_closest import lead_slot_powered, slot_powered_call
from assistant.calc.media_pick import MediaPick
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.power import PowerEstimate
from assistant.kinds.workload_plans import plan_workload_pick
from assistant.models import Query, ToolCall
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox


def hours_a_day(query: Query) -> float:
    """Hours a day the card runs: as stated over the month, or a workload's hours a day, else 24."""
    if query.usage_hours_per_month:
        return min(24.0, round(query.usage_hours_per_month / HOURS_PER_MONTH * 24, 2))
    return min(24.0, query.workload_hours_per_day or 24.0)


def plan_workload_pick_running(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The workload pick, then its electricity when hours or a tariff are said for a bought card."""
    calls = plan_workload_pick(query, tools)
    calls += slot_powered_call(tools, calls)  # "电源只有 300w": none on it, the slot's closest
    said = query.tariff_per_kwh is not None or query.workload_hours_per_day is not None
    if not said or query.power_covered:
        return calls
    picks = (c.typed(MediaPick) for c in calls if c.tool == "recommend_workload_gpu")
    pick = next((p for p in picks if p is not None), None)
    if pick is None or pick.kind != "buy" or pick.best is None:
        return calls
    extra = {"tariff_per_kwh": query.tariff_per_kwh} if query.tariff_per_kwh else {}
    currency = query.tariff_currency or query.currency
    calls.append(
        tools.call(
            "estimate_power",
            gpu=pick.best.gpu_id,
            count=pick.best.count,
            ask="electricity",
            hours_per_day=hours_a_day(query),
            currency=reply_currency(query, currency),
            **extra,
        )
    )
    return calls


def compose_workload_running(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The workload pick, and the line of what running it costs a month."""
    compose_workload_choice(draft, [c for c in calls if c.tool != "estimate_power"])
    lead_slot_powered(draft, calls)
    power = next((c.typed(PowerEstimate) for c in calls if c.tool == "estimate_power"), None)
    if power is not None and draft.paragraphs:
        draft.paragraphs.insert(1, running_cost_line(draft, power))


__all__ = ["compose_workload_running", "hours_a_day", "plan_workload_pick_running"]
