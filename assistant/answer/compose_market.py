"""Compose the rent-vs-buy answer; pure (cost: compose_price, speed: compose_speed).

Each ``compose_*`` writes into a ``Draft`` from ``compose``: the lead figure first, then a table,
the warnings in the answer's language, and the explanation from cited passages.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import (
    Draft,
    money,
    say,
    table_head,
)
from assistant.answer.owning_figures import could_not_weigh
from assistant.calc.recommend import Recommendation
from assistant.calc.tco import RentVsBuy
from assistant.messages import as_sentence
from assistant.messages import llmcalc as llm_msg
from assistant.models import ToolCall
from assistant.question.tools import error_of

# --------------------------------------------------------------------------- rent-vs-buy
# (cost answers live in ``compose_price``)


def _break_even_first(draft: Draft, out: RentVsBuy, setup: str) -> str:
    """The break-even utilisation as the lead, when it is what was asked ("at what utilization")."""
    if draft.query.owning_ask != "utilisation":
        return ""
    cur = out.currency
    even = out.break_even_utilization
    if even is None or even > 1:
        full = out.sensitivity[-1] if out.sensitivity else None
        own = money(full.own_monthly if full else out.own_monthly, cur)
        rent = money(full.rent_monthly if full else out.rent_monthly, cur)
        line = llm_msg.BREAK_EVEN_NEVER(setup=setup, own=own, rent=rent)
    else:
        line = llm_msg.BREAK_EVEN_FIRST(
            setup=setup,
            even=even,
            years=out.inputs.depreciation_years,
            util=out.utilization,
            own=money(out.own_monthly, cur),
            rent=money(out.rent_monthly, cur),
        )
    return line.render(draft.lang) + say(draft.lang, ".", "。")


def compose_rent_vs_buy(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a rent-vs-buy answer from one ``rent_vs_buy`` call."""
    lang = draft.lang
    call = calls[0]
    out = call.typed(RentVsBuy)
    if out is None:
        could_not_weigh(draft, error_of(call, lang), passages=2, calls=calls)
        return
    cur = out.currency
    setup = f"{out.gpu_count} × {draft.gpu_name(out.gpu_id)}"
    years = out.inputs.depreciation_years
    util = out.utilization
    cheaper = out.verdict
    held = round(years * 12, 1)  # months the hardware is held
    span = say(lang, f"{held:g} months", f"{held:g} 个月") if years < 1 else None
    resold = out.inputs.resale_value > 0
    kept = say(lang, "the price less its resale", "购置价减转卖回款") if resold else None
    lead = say(
        lang,
        f"**{'Buying' if cheaper == 'buy' else 'Renting'} is cheaper** for {setup} over"
        f" {span or f'{years:g} years'} at {util:.0%} utilisation: owning costs"
        f" {money(out.own_monthly, cur)} a month ({kept or 'depreciation'}, maintenance, energy),"
        f" renting the same hours {money(out.rent_monthly, cur)}.",
        f"**{'自购' if cheaper == 'buy' else '租用'}更划算**：{setup}，"
        f"{f'用 {span}' if span else f'按 {years:g} 年折旧'}、"
        f"利用率 {util:.0%} 计算，自购每月 {money(out.own_monthly, cur)}"
        f"（{kept or '折旧'}、维护、电费），"
        f"租用同样时长每月 {money(out.rent_monthly, cur)}。",
    )
    first = _break_even_first(draft, out, setup)
    draft.add(first or lead)
    if first:  # the utilisation was asked: the usual verdict follows it
        draft.add(lead.replace("**", ""))
    if out.resale_note is not None:  # sold at the end: what it fetches, and on what basis
        draft.add(out.resale_note.render(lang))
    if call.input.get("capex") is not None:  # the price the user stated, echoed with its use
        paid = money(out.inputs.capex, cur)
        query = draft.query
        each = query.purchase_quoted if query.purchase_each else query.budget
        if (query.purchase_each or query.budget_each) and each and out.gpu_count > 1:
            # "2x H100 PCIe at ~$25k each": the card's price said back beside the total
            paid = f"{paid} ({out.gpu_count} × {money(each, cur)})"
        draft.add(
            say(
                lang,
                f"Owning is priced at the {paid} you stated for {setup}.",
                f"自购按你给出的 {paid}（{setup}）计算。",
            )
        )
    chosen = next((c.typed(Recommendation) for c in calls if c.tool == "recommend_setup"), None)
    if chosen is not None and chosen.pick is not None and chosen.budget is not None:
        budget = money(chosen.budget.amount, chosen.budget.currency)
        model = draft.model_name(chosen.model_id)
        draft.add(
            say(
                lang,
                f"No GPU was named, so this prices {setup}: what {budget} buys for"
                f" {chosen.method} of {model}.",
                f"问题没有指定显卡，这里按 {budget} 预算能买到、足以运行 {model}"
                f"（{chosen.method}）的 {setup} 计算。",
            )
        )
    even = out.break_even_utilization
    if even is not None and even <= 1:
        draft.add(
            say(
                lang,
                f"Owning wins above about {even:.0%} utilisation.",
                f"利用率高于约 {even:.0%} 时自购更省钱。",
            )
        )
        months = out.break_even_months
        if months is not None:  # the payback time beside the break-even utilisation
            draft.add(
                say(
                    lang,
                    f"At {util:.0%} utilisation buying pays for itself in about {months:,.1f}"
                    " months.",
                    f"利用率 {util:.0%} 时自购约 {months:,.1f} 个月回本。",
                )
            )
    else:
        draft.add(
            say(
                lang,
                "At these prices owning does not beat renting at any utilisation.",
                "按这些价格，任何利用率下自购都不比租用便宜。",
            )
        )
    head = say(
        lang,
        "| Utilisation | Own / month | Rent / month | Cheaper |",
        "| 利用率 | 自购/月 | 租用/月 | 更省 |",
    )
    rows = table_head(head)
    for row in out.sensitivity:
        if round(row.utilization * 10) in (2, 5, 8, 10):
            who = say(lang, row.cheaper, "自购" if row.cheaper == "buy" else "租用")
            rows.append(
                f"| {row.utilization:.0%} | {money(row.own_monthly, cur)} "
                f"| {money(row.rent_monthly, cur)} | {who} |"
            )
    draft.add("\n".join(rows))
    draft.add(" ".join(as_sentence(w, lang) for w in out.warnings[:3]))
    draft.explain(limit=2)
    draft.assume(*out.assumptions, *[ref.label for ref in out.inputs.refs])
