"""Compose a recommendation among the cards the user named (``Query.named_candidates``); pure.

The plan made two ``recommend_setup`` calls: among the cards named, then over every card. The
pick among those named leads; a card not named that ranks before it is said next. When none of
those named runs the job within the budget, the best of every card leads, after a sentence
that says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from assistant.answer.compose import METHOD_NAMES, Draft, money
from assistant.answer.compose_choice import (
    budget_text,
    buys_text,
    compose_choice,
    compose_recommend,
    price_text,
    provider_gap,
    setup_name,
    task_of,
)
from assistant.answer.compose_workload import compose_workload_pick
from assistant.calc.duration import JobDuration
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_pick import MediaCandidate, MediaPick
from assistant.calc.power import PowerEstimate
from assistant.calc.recommend import Recommendation, rank_key
from assistant.calc.tco import RentVsBuy
from assistant.messages import Message
from assistant.messages import choice as msg
from assistant.models import ToolCall


def compose_candidates(draft: Draft, mine: ToolCall, every: ToolCall) -> None:
    """The pick among the cards named, and whether a card not named does better."""
    own, best = mine.typed(Recommendation), every.typed(Recommendation)
    if own is None:
        compose_choice(draft, every if best is not None else mine, None)
        return
    named = mine.input.get("gpus") or []
    lang = draft.lang
    other = best.pick if best is not None else None
    if own.pick is None and other is not None and best is not None:
        compose_choice(draft, every, None)
        names = "、".join if lang == "zh" else ", ".join
        lead = msg.NONE_NAMED_FITS(
            named=names(draft.gpu_name(g) for g in named),
            task=task_of(draft, own),
            budget=budget_text(lang, own),
        ).render(lang)
        if draft.paragraphs:
            draft.paragraphs[0] = lead + draft.paragraphs[0]
        lighter = own.method_pick
        if lighter is not None and own.method_change:
            method = METHOD_NAMES[lang].get(own.method_change, own.method_change)
            line = msg.NAMED_WITH_LIGHTER(
                method=method, setup=setup_name(draft, lighter), price=price_text(draft, lighter)
            )
            draft.paragraphs.insert(1, line.render(lang))
        return
    compose_choice(draft, mine, None)
    if own.pick is None:
        return
    key = rank_key(own.kind, own.objective)
    if other is not None and other.gpu_id not in named and key(other) < key(own.pick):
        line = msg.UNNAMED_BEATS(
            setup=setup_name(draft, other),
            price=price_text(draft, other),
            buys=buys_text(draft, other, own.method),
        )
    else:
        line = msg.NAMED_IS_BEST()
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), line.render(lang))


def compose_recommendation(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The recommend kind's composer: among the cards named when the plan asked so.

    A job timed on the pick, owning weighed against renting and a second workload sized on
    the pick are said after the line that answers.
    """
    choices = [c for c in calls if c.tool == "recommend_setup"]
    gap = len(choices) == 3 and bool(choices[0].output.get("error"))
    choices = choices[1:] if gap else choices  # a cloud the book lacks: picked elsewhere
    named = len(choices) == 2 and bool(choices[0].input.get("gpus"))
    if named and not choices[1].input.get("gpus"):
        draft.verdict = None  # a recommendation answers no yes/no question
        compose_candidates(draft, *choices)
        if gap and draft.paragraphs:  # said first, in the line that answers
            draft.paragraphs[0] = provider_gap(draft) + draft.paragraphs[0]
    else:
        compose_recommend(draft, calls)
    # a maker's cards ("best Mac"): what is left out is said first; cards named: after the pick
    unpriced_note(draft, choices[0] if choices else None, first=not named)
    watts = next((c.input.get("max_board_power_w") for c in choices), None)
    if watts is not None:
        draft.assume(msg.POWER_CAP(watts=float(watts)).render(draft.lang))
    limits: list[Message] = []  # the case's limits: the width, the length
    slots = next((c.input.get("max_slots") for c in choices), None)
    if slots is not None:
        width = [msg.SLOT_LIMIT(slots=slots)]
        width = [msg.SLOT_LIMIT_SFF(slots=slots), *width] if draft.query.slots_from_case else width
        limits += width
    length = next((c.input.get("max_length_mm") for c in choices), None)
    limits += [msg.LENGTH_LIMIT(length=length)] if length is not None else []
    for text in reversed([m.render(draft.lang) for m in limits]):  # the case's limits said first
        if text not in draft.assumptions:
            draft.assumptions.insert(0, text)
    if any("quiet" in (c.input.get("features") or []) for c in choices):
        draft.assume(msg.QUIET_ONLY().render(draft.lang))
    jobs = [c.typed(JobDuration) for c in calls if c.tool == "estimate_job_duration"]
    timed = [j for j in jobs if j is not None]
    if timed and draft.paragraphs:
        lines = [job_line(draft, timed[0])]
        limit = draft.query.duration_hours
        if len(timed) > 1 and limit is not None:
            more = timed[-1]
            over = msg.WITHIN_LIMIT if more.hours <= limit else msg.OVER_LIMIT
            setup = f"{more.count} × {draft.gpu_name(more.gpu_id)}"
            said = over(limit=limit, setup=setup, hours=more.hours).render(draft.lang)
            lines.append(said + ("。" if draft.lang == "zh" else "."))
        draft.paragraphs.insert(1, " ".join(lines))
    power = next((c.typed(PowerEstimate) for c in calls if c.tool == "estimate_power"), None)
    if power is not None and draft.paragraphs:  # "24/7 on my desk": what running it costs
        draft.paragraphs.insert(1, running_cost_line(draft, power))
        noted = [m for m in power.assumptions if m.code in RUNNING_COST_NOTES]
        draft.assume(*(m.render(draft.lang) for m in noted))
    owning = next((c.typed(RentVsBuy) for c in calls if c.tool == "rent_vs_buy"), None)
    if owning is not None and draft.paragraphs:
        draft.paragraphs.insert(1, owning_line(draft, owning))
    sized = [c.typed(MediaMemoryEstimate) for c in calls if c.tool == "estimate_workload_memory"]
    lines = [workload_line(draft, m) for m in sized if m is not None]
    if lines and draft.paragraphs:
        draft.paragraphs.insert(1, "\n".join(f"- {line}" for line in lines))


MAX_UNPRICED_NAMED = 4
"""Most unpriced cards named in the note; the rest are counted."""


def unpriced_note(draft: Draft, call: ToolCall | None, first: bool) -> None:
    """Say which of the cards considered have no purchase price (never silently).

    "Mac, $4k, 70B: which config?", "AMD only": the pick among the priced ones that runs the
    model named leads (the first line answers the question), the cards without a price right
    after it. "Best Mac under $3000" names no model: most Mac configurations have no price, and
    the pick rests on a stand-in size, so the missing prices are said first. "2080ti 22g or
    4070": the modified card named has none, so it was not weighed.
    """
    if call is None or call.input.get("kind") != "buy" or not draft.paragraphs:
        return
    gpus = [draft.catalog.gpus.get(str(g)) for g in call.input.get("gpus") or []]
    used = bool(call.input.get("used_priced"))  # bought used: a recorded used price prices it
    missing = [
        g
        for g in gpus
        if g is not None
        and g.launch_price_usd is None
        and not (used and g.used_price_usd is not None)
    ]
    if not missing:
        return
    names = [draft.gpu_name(g.id) for g in missing[:MAX_UNPRICED_NAMED]]
    more = len(missing) - len(names)
    listed = ("、" if draft.lang == "zh" else ", ").join(names) + (f" +{more}" if more else "")
    unsized = draft.query.model_id is None and draft.query.params_b is None
    if first and unsized and 2 * len(missing) > len(gpus):  # most unpriced, no model named
        note = msg.UNPRICED(count=len(missing), names=listed).render(draft.lang)
        draft.paragraphs[0] = note + draft.paragraphs[0]
        return
    if first:
        note = msg.UNPRICED_AFTER(count=len(missing), names=listed).render(draft.lang)
    else:
        note = msg.UNPRICED_NAMED(names=listed).render(draft.lang)
    draft.paragraphs.insert(1, note)


RUNNING_COST_NOTES = frozenset({"llmcalc.cpu_default", "llmcalc.tariff_default"})
"""The power estimate's notes a running cost says: the default CPU and tariff it took."""


def running_cost_line(draft: Draft, power: PowerEstimate) -> str:
    """What the pick costs in electricity a month at the hours stated, and its tariff."""
    cur = power.currency
    return msg.RUNNING_COST(
        hours=round(power.hours_per_month / 730 * 24, 1),
        setup=f"{power.count} × {draft.gpu_name(power.gpu_id)}",
        kwh=power.gpus_kwh_per_month,
        cost=money(power.gpus_electricity_per_month, cur),
        tariff=money(power.tariff_per_kwh, cur),
        whole=money(power.electricity_per_month, cur),
    ).render(draft.lang)


def owning_line(draft: Draft, rvb: RentVsBuy) -> str:
    """Owning the pick weighed against renting it, a month each."""
    line = msg.OWN_OR_RENT(
        setup=f"{rvb.gpu_count} × {draft.gpu_name(rvb.gpu_id)}",
        years=rvb.inputs.depreciation_years,
        use=rvb.utilization,
        verdict=msg.BUYING_CHEAPER() if rvb.verdict == "buy" else msg.RENTING_CHEAPER(),
        own=money(rvb.own_monthly, rvb.currency),
        rent=money(rvb.rent_monthly, rvb.currency),
    )
    return line.render(draft.lang) + ("。" if draft.lang == "zh" else ".")


def workload_line(draft: Draft, m: MediaMemoryEstimate) -> str:
    """Whether a second workload (an image, vision or speech model) also fits the pick."""
    spec = draft.catalog.workloads.get(m.workload_id)
    method = METHOD_NAMES[draft.lang].get(m.method, m.method)
    line = msg.WORKLOAD_ON_PICK(
        workload=spec.name if spec else m.workload_id,
        method=method,
        peak=m.peak_gb,
        usable=m.usable_gb,
        verdict=msg.FITS_TOO() if m.fits else msg.FITS_NOT(),
    )
    return line.render(draft.lang)


def job_line(draft: Draft, job: JobDuration) -> str:
    """How long the stated job takes on the setup picked, with its GPU-hours."""
    setup = f"{job.count} × {draft.gpu_name(job.gpu_id)}"
    if job.samples:
        volume = msg.JOB_SAMPLES(samples=job.samples, epochs=job.epochs)
    else:
        volume = msg.JOB_TOKENS(tokens=job.tokens)
    template = msg.JOB_ON_PICK_DAYS if job.hours >= 48 else msg.JOB_ON_PICK_HOURS
    line = template(
        setup=setup, volume=volume, hours=job.hours, days=job.days, gpu_hours=job.gpu_hours
    )
    return line.render(draft.lang) + ("。" if draft.lang == "zh" else ".")


def _media_key(pick: MediaPick) -> Callable[[MediaCandidate], tuple[float, float]]:
    """How the workload pick ranked its candidates: by price or job cost, else by speed."""

    def key(c: MediaCandidate) -> tuple[float, float]:
        seconds = c.speed.seconds_per_image if c.speed else None
        pace = float(
            seconds
            or (1 / c.speed.train_images_per_s if c.speed and c.speed.train_images_per_s else 0)
        )
        cost = float(
            c.job_cost if pick.rank_by == "job_cost" and c.job_cost else (c.price or 0) * c.count
        )
        return (pace, cost) if pick.rank_by == "speed" else (cost, pace)

    return key


def compose_workload_choice(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The workload pick's composer: among the cards named when the plan asked so."""
    picks = [c for c in calls if c.tool == "recommend_workload_gpu"]
    if not (len(picks) == 2 and picks[0].input.get("gpus") and not picks[1].input.get("gpus")):
        compose_workload_pick(draft, calls)
        return
    mine, every = picks
    own, best = mine.typed(MediaPick), every.typed(MediaPick)
    named = mine.input.get("gpus") or []
    lang = draft.lang
    if own is None or best is None or own.best is None:
        compose_workload_pick(draft, [every])
        spec = draft.catalog.workloads.get(str(every.input.get("workload")))
        if own is not None and best is not None and best.best is not None and draft.paragraphs:
            lead = msg.NONE_NAMED_FITS(
                named=("、" if lang == "zh" else ", ").join(draft.gpu_name(g) for g in named),
                task=spec.name if spec else str(every.input.get("workload")),
                budget="",
            )
            # after the line saying a workload asked is not catalogued, which stays first
            unknown = draft.query.workload_unknown
            at = int(len(draft.paragraphs) > 1 and any(n in draft.paragraphs[0] for n in unknown))
            draft.paragraphs[at] = lead.render(lang) + draft.paragraphs[at]
        return
    compose_workload_pick(draft, [mine])
    # a used-market row is never the pick (unverified, no warranty), so never the card said
    other = next((c for c in best.candidates if not c.used_market), None)
    key = _media_key(own)
    if other is not None and other.gpu_id not in named and key(other) < key(own.best):
        line = msg.UNNAMED_MEDIA_BEATS(setup=other.gpu_name, price=money_text(other, own, lang))
    else:
        line = msg.NAMED_IS_BEST()
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), line.render(lang))


def money_text(c: MediaCandidate, pick: MediaPick, lang: str) -> str:
    """The candidate's price as the pick states prices (per card, per GPU-hour or the job)."""
    if pick.rank_by == "job_cost" and c.job_cost is not None:
        return msg.FOR_THE_JOB(cost=money(c.job_cost, pick.currency)).render(lang)
    suffix = "/h" if pick.kind == "rent" else ""
    return f"{money(c.price, pick.currency)}{suffix}"


__all__ = ["compose_candidates", "compose_recommendation", "compose_workload_choice"]
