"""A GPU fault cured by a power limit, its cause asked ("capped at 280w, stable since: the psu?").

The earlier troubleshooting named power among the suspects; a power limit that stopped the
drops confirms it. The answer says so first, with what the capped cards draw and the PSU that
carries their spikes (one ``estimate_power`` call at the stated limit). Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_llmcalc import power_setup
from assistant.calc.power import PowerEstimate
from assistant.messages import power as say
from assistant.messages import power_cause as cause_say
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def confirms_power_cause(query: Query) -> bool:
    """A card fault said to stop under a power limit, with its cause asked."""
    return (
        query.trouble == "gpu_fault"
        and query.fix_worked
        and query.power_limit_w is not None
        and bool(query.gpus)
    )


def proposes_power_cap(query: Query) -> bool:
    """A power limit put forward as the cure of a card fault ("-pl 280: fix it or hide it?")."""
    return (
        query.trouble == "gpu_fault"
        and query.cause_guessed
        and not query.fix_worked
        and query.power_limit_w is not None
        and bool(query.gpus)
    )


def plan_power_cause(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_power`` for the cards at the limit that cured the fault (or is proposed)."""
    if not (confirms_power_cause(query) or proposes_power_cap(query)):
        return []
    first = query.gpus[0]
    return [
        tools.call(
            "estimate_power",
            gpu=first.gpu_id,
            count=first.count,
            ask="psu",
            power_limit_w=query.power_limit_w,
            currency="CNY" if query.currency == "CNY" else "USD",
        )
    ]


def lead_power_cause(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Open with the power cause confirmed (or the cap proposed) and the PSU the cards need."""
    proposed = proposes_power_cap(draft.query)
    if not (confirms_power_cause(draft.query) or proposed):
        return
    out = next(
        (o for c in calls if c.tool == "estimate_power" and (o := c.typed(PowerEstimate))), None
    )
    if out is None or out.psu_w is None:
        return
    if proposed and draft.query.power_limit_w is not None:  # "-pl 280: fix it or hide it?"
        trial = cause_say.POWER_CAP_TRIAL(
            setup=power_setup(draft, out, bare_one=True),
            limit=draft.query.power_limit_w,
            sustained=out.sustained_w,
            transient=out.transient_w,
            psu=out.psu_w,
        )
        draft.paragraphs.insert(0, trial.render(draft.lang))
        return
    line = say.POWER_CAUSE_CONFIRMED(
        setup=power_setup(draft, out, bare_one=True),
        sustained=out.sustained_w,
        transient=out.transient_w,
        psu=out.psu_w,
    )
    draft.paragraphs.insert(0, line.render(draft.lang))


__all__ = [
    "confirms_power_cause",
    "lead_power_cause",
    "plan_power_cause",
    "proposes_power_cap",
]
