"""Two setups' wall draw set side by side ("an M3 Ultra's wall draw vs a pair of 3090s").

Each setup is sized on its own at full load (a Mac with no published figure by the closest
Apple measured, said so), never as one box holding both; the first line says both draws, the
gap, and what each draws in a month always on.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_llmcalc import power_setup
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.power import PowerEstimate
from assistant.calc.power_stand_in import power_stand_in
from assistant.models import Query, ToolCall
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox


def draws_weighed(query: Query) -> bool:
    """Two different setups' draw set against each other ("X's wall draw compared with Y")."""
    ids = {g.gpu_id for g in query.gpus}
    drawn = query.power_ask in ("draw", "card")
    # "mi300x 8-gpu box wattage vs h100 8-gpu box": the two set against each other by a "vs"
    weighed = query.answer_asked == "comparison" or query.versus
    return drawn and weighed and len(ids) == len(query.gpus) == 2


def plan_draws(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Each setup's draw at full load, on its own; a Mac's closest measured tier where needed."""
    calls = []
    currency = reply_currency(query, query.tariff_currency or query.currency)
    for gpu in query.gpus:
        call = tools.call(
            "estimate_power", gpu=gpu.gpu_id, count=gpu.count, currency=currency, ask="draw"
        )
        close = power_stand_in(tools.catalog, gpu.gpu_id)
        if call.typed(PowerEstimate) is None and close is not None:
            call = tools.call("estimate_power", **{**call.input, "gpu": close})
        calls.append(call)
    return calls


def _named(draft: Draft, out: PowerEstimate, asked: str) -> str:
    """The setup, with the tier measured in its place when its own figure is missing."""
    setup = power_setup(draft, out)
    if out.gpu_id == asked:
        return setup
    return say(
        draft.lang,
        f"{draft.gpu_name(asked)} (as the closest Apple measured, {setup})",
        f"{draft.gpu_name(asked)}（按 Apple 实测的最接近型号 {setup}）",
    )


def compose_draws(draft: Draft, calls: Sequence[ToolCall], asked: Sequence[str]) -> bool:
    """Both draws and the gap first, with a month's energy always on; False: not both sized."""
    sized = [o for c in calls if c.tool == "estimate_power" and (o := c.typed(PowerEstimate))]
    if len(sized) != 2 or len(asked) != 2:  # noqa: PLR2004 - the two setups weighed
        return False
    # the larger draw first; on a tie the setup said first (a stable sort keeps their order)
    pairs = sorted(zip(sized, asked, strict=True), key=lambda p: p[0].wall_w, reverse=True)
    (more, more_asked), (less, less_asked) = pairs
    more_name, less_name = _named(draft, more, more_asked), _named(draft, less, less_asked)
    gap = more.wall_w - less.wall_w
    kwh_more = more.wall_w * HOURS_PER_MONTH / 1000
    kwh_less = less.wall_w * HOURS_PER_MONTH / 1000
    draft.add(
        say(
            draft.lang,
            f"**{more_name} draws about {more.wall_w:,.0f} W at the wall against about"
            f" {less.wall_w:,.0f} W for {less_name}** at full load, {gap:,.0f} W more;"
            f" always on, that is about {kwh_more:,.0f} kWh a month against {kwh_less:,.0f}.",
            f"**{more_name} 满载墙上功耗约 {more.wall_w:,.0f} W，{less_name} 约"
            f" {less.wall_w:,.0f} W**，多 {gap:,.0f} W；24 小时开机每月约 {kwh_more:,.0f} 度电"
            f"对 {kwh_less:,.0f} 度。",
        )
    )
    draft.add(
        say(
            draft.lang,
            "Full load is the ceiling: an always-on box that mostly waits for requests draws far"
            " less between them, so the monthly figures are the most each would use.",
            "满载是上限：大部分时间在等请求的常开机器空闲时功耗低得多，每月用电是上限。",
        )
    )
    draft.assume(*sized[0].assumptions, *sized[1].assumptions)
    return True


__all__ = ["compose_draws", "draws_weighed", "plan_draws"]
