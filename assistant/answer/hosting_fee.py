"""The colocation fee of a box, from one ``estimate_power`` result; pure.

Asked ("一台 8 卡 4090 一个月托管费多少"), the fee leads and the draw follows; said beside
another power question, the fee is one more line after that answer.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, money
from assistant.calc.power import PowerEstimate
from assistant.messages import hosting as say


def hosting_lead(draft: Draft, out: PowerEstimate, setup: str) -> None:
    """The month's fee first, with the draw and the rate it is billed on."""
    if out.hosting_per_month is None or out.hosting_per_kw_month is None:
        return
    kw = out.wall_w / 1000
    rate = money(out.hosting_per_kw_month, out.currency)
    fee = money(out.hosting_per_month, out.currency)
    draft.add(say.HOSTING_LEAD(fee=fee, setup=setup, kw=kw, rate=rate).render(draft.lang))
    draft.assume(say.HOSTING_BASIS(kw=kw))


def hosting_line(draft: Draft, out: PowerEstimate) -> None:
    """The fee said after another power answer."""
    if out.hosting_per_month is None or out.hosting_per_kw_month is None:
        return
    kw = out.wall_w / 1000
    rate = money(out.hosting_per_kw_month, out.currency)
    fee = money(out.hosting_per_month, out.currency)
    draft.add(say.HOSTING_LINE(rate=rate, fee=fee, kw=kw).render(draft.lang))


__all__ = ["hosting_lead", "hosting_line"]
