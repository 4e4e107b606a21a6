"""Compose power answers from one ``estimate_power`` call: what was asked comes first.

A PSU question gets the PSU (``compose_llmcalc.compose_power``); the electricity bill, whether a
wall circuit carries the build, whether the PCIe slot alone powers the card, and what a power
limit costs in speed each lead with their own figure, the PSU after. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, money, table_head
from assistant.answer.compose_llmcalc import compose_power as compose_psu
from assistant.answer.compose_llmcalc import power_setup
from assistant.answer.hosting_fee import hosting_lead, hosting_line
from assistant.answer.power_job import add_job_line
from assistant.calc.money import HOURS_PER_MONTH, dec
from assistant.calc.power import PowerEstimate
from assistant.messages import as_sentence
from assistant.messages import power as say
from assistant.messages import power_budget as budget_msg
from assistant.messages import power_limit as sweep_say
from assistant.messages import stated_echo as echo
from assistant.models import ToolCall


def _setup(draft: Draft, out: PowerEstimate) -> str:
    """The cards, and the limit each runs at when one was stated ("limited to 280 W each")."""
    return power_setup(draft, out, bare_one=draft.lang == "zh")


def _electricity(draft: Draft, out: PowerEstimate) -> None:
    cur = out.currency
    if out.period_months != 1.0:  # a stated period ("一年电费") leads; the month follows
        server = out.kind == "server"
        cost = out.electricity_for_period if server else out.gpus_electricity_for_period
        monthly = out.electricity_per_month if server else out.gpus_electricity_per_month
        watts = out.wall_w if server else out.gpus_w * out.load  # what the bill is drawn at
        said: dict[str, str | float] = {
            "cost": money(cost, cur),
            "monthly": money(monthly, cur),
            "watts": watts,
        }
        line = say.ELECTRICITY_PERIOD(
            **said, months=round(out.period_months, 2), setup=_setup(draft, out)
        )
        if out.period_months < 1:  # "一天耗多少电": hours and energy, not 0.03 months
            kwh = (out.kwh_per_month if server else out.gpus_kwh_per_month) * out.period_months
            hours = out.period_months * HOURS_PER_MONTH
            line = say.ELECTRICITY_HOURS(**said, hours=hours, kwh=kwh, setup=_setup(draft, out))
        draft.add(line.render(draft.lang))
    tariff = money(out.tariff_per_kwh, cur)
    if out.kind != "build":  # a server or a whole computer: its wall power, not board power
        lead = say.ELECTRICITY_SERVER(
            cost=money(out.electricity_per_month, cur),
            setup=_setup(draft, out),
            hours=out.hours_per_month,
            kwh=out.kwh_per_month,
            tariff=tariff,
            wall=out.wall_w,
            pue=out.pue,
        )
    else:
        lead = say.ELECTRICITY_GPUS(
            cost=money(out.gpus_electricity_per_month, cur),
            setup=_setup(draft, out),
            board=out.gpus_w * out.load,
            hours=out.hours_per_month,
            kwh=out.gpus_kwh_per_month,
            tariff=tariff,
            system=money(out.electricity_per_month, cur),
        )
    draft.add(lead.render(draft.lang))
    if out.load < 1 and out.kind == "build":  # "average load maybe 50%": said, not silent
        share = echo.LOAD_SHARE(load=out.load, board=out.gpus_w * out.load, full=out.gpus_w)
        draft.add(share.render(draft.lang))
    _psu_line(draft, out)


def _psu_line(draft: Draft, out: PowerEstimate) -> None:
    if out.psu_w is not None:
        line = say.PSU_SECONDARY(
            psu=out.psu_w, sustained=out.sustained_w, transient=out.transient_w
        )
        draft.add(line.render(draft.lang))


def _circuit(draft: Draft, out: PowerEstimate) -> None:
    if out.circuit_w is None or out.circuit_continuous_w is None or out.circuit_volts is None:
        return
    template = say.CIRCUIT_YES if out.circuit_ok else say.CIRCUIT_NO
    draft.verdict = "yes" if out.circuit_ok else "no"
    draft.add(
        template(
            setup=_setup(draft, out),
            wall=out.wall_w,
            continuous=out.circuit_continuous_w,
            volts=out.circuit_volts,
            amps=out.circuit_amps or 0.0,
            rated=out.circuit_w,
        ).render(draft.lang)
    )
    _psu_line(draft, out)
    if out.kind == "build":
        draft.add(as_sentence(say.CIRCUIT_SPIKES(transient=out.transient_w), draft.lang))


def _circuit_count(draft: Draft, sized: Sequence[PowerEstimate]) -> None:
    """How many cards a circuit carries: the most whose wall draw it holds, then the next."""
    fitting = [o for o in sized if o.circuit_ok]
    if not fitting:  # not even one: the single card's line says why
        _circuit(draft, sized[0])
        draft.assume(*sized[0].assumptions)
        return
    most = max(fitting, key=lambda o: o.count)
    more = next((o for o in sized if o.count == most.count + 1), None)
    draft.add(
        say.CIRCUIT_MOST(
            count=most.count,
            gpu=f"{draft.gpu_name(most.gpu_id)} {draft.spec(most.gpu_id)}".strip(),
            wall=most.wall_w,
            continuous=most.circuit_continuous_w or 0.0,
            volts=most.circuit_volts or 0.0,
            amps=most.circuit_amps or 0.0,
        ).render(draft.lang)
        + (
            say.CIRCUIT_NEXT(count=more.count, wall=more.wall_w).render(draft.lang)
            if more is not None
            else ""
        )
    )
    _psu_line(draft, most)
    draft.assume(*most.assumptions)


def _budget_count(draft: Draft, sized: Sequence[PowerEstimate]) -> None:
    """How many cards a power budget holds: the most whose wall draw stays within it."""
    fitting = [o for o in sized if o.budget_ok]
    if not fitting:  # not even one: the single card's line says by how much
        _budget(draft, sized[0])
        return
    most = max(fitting, key=lambda o: o.count)
    more = next((o for o in sized if o.count == most.count + 1), None)
    template = budget_msg.BUDGET_MOST if more is not None else budget_msg.BUDGET_AT_LEAST
    name = f"{draft.gpu_name(most.gpu_id)} {draft.spec(most.gpu_id)}".strip()
    budget_kw = (most.budget_w or 0.0) / 1000
    line = template(count=most.count, gpu=name, wall=most.wall_w, budget_kw=budget_kw)
    tail = budget_msg.BUDGET_NEXT(count=more.count, wall=more.wall_w) if more is not None else None
    draft.add(line.render(draft.lang) + (tail.render(draft.lang) if tail else ""))
    draft.assume(*most.assumptions)


def _slot(draft: Draft, out: PowerEstimate) -> None:
    template = say.SLOT_YES if out.slot_powered else say.SLOT_NO
    draft.verdict = "yes" if out.slot_powered else "no"
    name = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    draft.add(template(gpu=name, board=out.gpu_board_w, slot=out.slot_w).render(draft.lang))
    if out.psu_w is not None:
        line = say.SLOT_PSU(psu=out.psu_w, sustained=out.sustained_w)
        draft.add(line.render(draft.lang))


def _draw(draft: Draft, out: PowerEstimate) -> None:
    if out.kind != "build" and out.wall_w < 1000:  # a module or a mini PC: watts, not 0.0 kW
        line = say.DRAW_SMALL(wall=out.wall_w, setup=_setup(draft, out), heat=out.heat_btu_h)
    elif out.kind != "build":
        line = say.DRAW_SERVER(
            wall=out.wall_w, kw=out.wall_w / 1000, setup=_setup(draft, out), heat=out.heat_btu_h
        )
    else:
        line = say.DRAW_BUILD(
            wall=out.wall_w, setup=_setup(draft, out), gpus=out.gpus_w, sustained=out.sustained_w
        )
    draft.add(line.render(draft.lang))
    _psu_line(draft, out)


def _hosting(draft: Draft, out: PowerEstimate) -> None:
    """A colocation fee asked: the month's fee first, then the draw it is billed on."""
    hosting_lead(draft, out, _setup(draft, out))
    _draw(draft, out)


def _card(draft: Draft, out: PowerEstimate) -> None:
    """One card's own draw at full load, then how it is fed (slot, cable or baseboard)."""
    if out.kind == "computer" or out.count != 1 or out.other_gpu_ids:
        _draw(draft, out)  # a whole computer's figure is its wall draw
        return
    name = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    draft.add(say.CARD_DRAW(board=out.gpu_board_w, gpu=name).render(draft.lang))
    if out.slot_powered:
        note = say.CARD_SLOT(slot=out.slot_w)
    elif out.module is not None:
        note = say.CARD_MODULE(form=out.module)
    else:
        psu = out.psu_w or round(out.psu_needed_w)
        note = say.CARD_CABLE(slot=out.slot_w, psu=psu, sustained=out.sustained_w)
    draft.add(note.render(draft.lang))


def _psu_check(draft: Draft, out: PowerEstimate) -> None:
    if out.psu_stated_w is None or out.psu_ok is None:
        return
    draft.verdict = "yes" if out.psu_ok else "no"
    limited = out.power_limit is not None and out.power_limit.share < 1
    short = say.PSU_SHORT_LIMITED if limited else say.PSU_SHORT  # no "limit them" if they are
    template = say.PSU_ENOUGH if out.psu_ok else short
    line = template(
        stated=out.psu_stated_w,
        setup=_setup(draft, out),
        needed=out.psu_needed_w,
        sustained=out.sustained_w,
        transient=out.transient_w,
        psu=out.psu_w or round(out.psu_needed_w),
    )
    draft.add(line.render(draft.lang))


def _budget(draft: Draft, out: PowerEstimate) -> None:
    """A power budget stated (a rack's kW): yes or no first, then the draw and its heat.

    Whole machines counted against it ("how many of those nodes in a 40 kW row"): how many,
    first.
    """
    if out.budget_w is None or out.budget_ok is None:
        return
    machines = int(out.budget_w // out.wall_w) if out.wall_w > 0 else 0
    if draft.query.machines_count_asked and machines >= 1:  # none: the over line says by how much
        line = budget_msg.BUDGET_MACHINES(
            machines=machines,
            budget_kw=out.budget_w / 1000,
            setup=_setup(draft, out),
            wall=out.wall_w,
            total=machines * out.wall_w,
            next=machines + 1,
            next_total=(machines + 1) * out.wall_w,
        )
        draft.add(line.render(draft.lang))
        return
    draft.verdict = "yes" if out.budget_ok else "no"
    template = say.BUDGET_FITS if out.budget_ok else say.BUDGET_OVER
    # a rack's budget in kW ("2.0 kW"); a room's or a circuit's under 2 kW as watts ("1,000 W")
    watts = out.budget_w
    budget = f"{watts / 1000:,.1f} kW" if watts >= 2_000 else f"{watts:,.0f} W"  # noqa: PLR2004
    line = template(
        budget=budget,
        setup=_setup(draft, out),
        wall=out.wall_w,
        kw=out.wall_w / 1000,
        over=max(0.0, out.wall_w - out.budget_w),
    )
    draft.add(line.render(draft.lang))
    _draw(draft, out)


def _limit(draft: Draft, out: PowerEstimate) -> None:
    effect = out.power_limit
    if effect is None:
        return
    name = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    draft.add(
        say.LIMIT_LEAD(
            decode_loss=1 - effect.decode_kept,
            gpu=name,
            limit=effect.limit_w,
            share=effect.share,
            board=effect.board_w,
            prefill=effect.prefill_kept,
        ).render(draft.lang)
    )
    if effect.saved_w > 0:
        kwh = effect.saved_w * out.count / 1000 * out.hours_per_month
        cost = money(out.tariff_per_kwh * dec(round(kwh, 4)), out.currency)
        line = say.LIMIT_SAVES(saved=effect.saved_w * out.count, kwh=kwh, cost=cost)
        draft.add(line.render(draft.lang))


SWEEP_KEEPS = 0.97
"""The sweep's lead is the deepest limit that keeps this share of token-generation speed."""


def _limit_sweep(draft: Draft, sized: Sequence[PowerEstimate]) -> None:
    """Several limits tried (none stated): the deepest that keeps most speed, then a table."""
    effects = [o.power_limit for o in sized if o.power_limit is not None]
    if not effects:
        return
    kept = [e for e in effects if e.decode_kept >= SWEEP_KEEPS] or effects[:1]
    lead = min(kept, key=lambda e: e.share)
    name = f"{draft.gpu_name(sized[0].gpu_id)} {draft.spec(sized[0].gpu_id)}".strip()
    line = sweep_say.LIMIT_SWEEP_LEAD(
        decode_loss=1 - lead.decode_kept,
        share=lead.share,
        limit=lead.limit_w,
        gpu=name,
        saved=lead.saved_w,
        prefill=lead.prefill_kept,
    )
    draft.add(line.render(draft.lang))
    rows = table_head(sweep_say.LIMIT_SWEEP_HEAD().render(draft.lang))
    for e in effects:
        rows.append(
            f"| {e.share:.0%} | {e.limit_w:,.0f} W | {e.decode_kept:.0%} | {e.prefill_kept:.0%}"
            f" | {e.saved_w:,.0f} W |"
        )
    draft.add("\n".join(rows))
    draft.assume(*lead.assumptions)  # how the speed kept was measured; no PSU is sized here


def compose_power_answer(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write the power answer: the asked figure first (bill, circuit, slot, limit), then PSU.

    A Mac with no published figure is answered with the same tier's measured one, said first
    as what is close.
    """
    powered = [c for c in calls if c.tool == "estimate_power"]
    stand_in = len(powered) > 1 and powered[0].typed(PowerEstimate) is None
    at = len(draft.paragraphs)
    _compose_power_answer(draft, powered[1:] if stand_in else calls)
    if stand_in and len(draft.paragraphs) > at:
        asked = draft.gpu_name(str(powered[0].input.get("gpu", "")))
        other = draft.gpu_name(str(powered[1].input.get("gpu", "")))
        draft.paragraphs[at] = (
            say.STAND_IN_MAC(asked=asked, other=other).render(draft.lang) + draft.paragraphs[at]
        )
    if len(draft.paragraphs) > at:
        add_job_line(draft, calls)  # "running a 70B model": whether that model runs there


def _compose_power_answer(draft: Draft, calls: Sequence[ToolCall]) -> None:
    sized = [o for c in calls if c.tool == "estimate_power" and (o := c.typed(PowerEstimate))]
    if len(sized) > 1 and all(o.ask == "circuit" for o in sized):
        _circuit_count(draft, sized)
        return
    if len(sized) > 1 and all(o.ask == "budget" for o in sized):
        _budget_count(draft, sized)
        return
    if len(sized) > 1 and all(o.ask == "power_limit" for o in sized):
        _limit_sweep(draft, sized)
        return
    out = sized[0] if sized else None
    if out is None or out.ask == "psu":
        compose_psu(draft, calls)
        if out is not None:
            hosting_line(draft, out)
        return
    writers = {
        "electricity": _electricity,
        "circuit": _circuit,
        "slot_power": _slot,
        "power_limit": _limit,
        "draw": _draw,
        "card": _card,
        "psu_check": _psu_check,
        "budget": _budget,
        "hosting": _hosting,
    }
    writers[out.ask](draft, out)
    if out.ask != "hosting":  # a fee stated beside another power question: one more line
        hosting_line(draft, out)
    if not draft.paragraphs:
        compose_psu(draft, calls)
        return
    if out.ask != "circuit":  # the circuit line already says what the 120 V warning says
        draft.add(" ".join(as_sentence(w, draft.lang) for w in out.warnings[:3]))
    draft.assume(*out.assumptions)


__all__ = ["compose_power_answer"]
