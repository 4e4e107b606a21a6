"""The rent-or-buy lead when the cards are the user's already: running them against renting.

The purchase is spent whichever way the user goes, so depreciation and payback do not decide;
the monthly running cost (electricity and upkeep) set against the rent for the same hours does.
Pure: reads the request's typed slots and the weighing's result.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, money
from assistant.calc.tco import RentVsBuy
from assistant.messages import owning_held as say
from assistant.models import ToolCall

WEIGHINGS = ("rent_vs_buy_stated", "rent_vs_buy")


def held_lead(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """The lead for cards held, or None when they are not or nothing was weighed."""
    if not draft.query.cards_held:
        return None
    out = next((o for c in calls if c.tool in WEIGHINGS and (o := c.typed(RentVsBuy))), None)
    if out is None:
        return None
    cur = out.currency
    run = out.energy_monthly + out.maintenance_monthly + out.colocation_monthly
    template = say.HELD_KEEP if run <= out.rent_monthly else say.HELD_RENT
    line = template(
        setup=f"{out.gpu_count} × {draft.gpu_name(out.gpu_id)}",
        run=money(run, cur),
        energy=money(out.energy_monthly, cur),
        upkeep=money(out.maintenance_monthly + out.colocation_monthly, cur),
        util=out.utilization,
        rent=money(out.rent_monthly, cur),
    )
    return line.render(draft.lang)


__all__ = ["held_lead"]
