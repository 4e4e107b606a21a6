"""The rent-or-buy answer: the verdict, then what it weighed and what it could not cover.

A provider the price book lacks, a Mac no cloud rents, a notebook subscription or a lease is
said first; the user's own figures, the rent used (theirs, the provider's, another card's) and
the model or workload on the owned cards follow the verdict. Pure: reads the request and calls.
"""

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import PROVIDER_NAMES, Draft, gb, money, say
from assistant.answer.compose_llmcalc import compose_payback
from assistant.answer.compose_market import compose_rent_vs_buy
from assistant.answer.owning_figures import figures_line
from assistant.answer.owning_used import used_at_new_price
from assistant.answer.stated import NOTEBOOK_NAMES
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.sizing import MemoryEstimate
from assistant.calc.unit_prices import PricedJob
from assistant.kinds.api_vs_rent import compose_api_vs_rent
from assistant.kinds.box_api import compose_box_against_api
from assistant.kinds.owning_held import held_lead
from assistant.kinds.owning_workload import workload_on_owned_line
from assistant.messages import owning as rvb_say
from assistant.models import Query, ToolCall, ToolFailure
from assistant.question.tools import error_of


def _not_covered_first(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """What the weighing cannot be, said first: a provider the book does not quote, a Mac."""
    if draft.query.notebook is not None:  # a subscription, never priced by the GPU-hour
        name = NOTEBOOK_NAMES[draft.query.notebook]
        return rvb_say.NOTEBOOK_NOT_QUOTED(provider=name).render(draft.lang)
    owned = draft.catalog.gpus.get(str(calls[0].input.get("gpu"))) if calls else None
    if owned is not None and owned.vendor == "Apple":
        return rvb_say.MAC_NOT_RENTED(mac=draft.gpu_name(owned.id)).render(draft.lang)
    if draft.query.financing:  # a lease or loan: weighed as bought outright, said first
        return rvb_say.FINANCING_NOT_COVERED().render(draft.lang)
    return ""


def _provider_not_quoted(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """A provider named that the price book lacks, and which rent is weighed instead.

    The cheapest rent in the book for the card, or the rate the user gave for that provider.
    """
    owned = draft.catalog.gpus.get(str(calls[0].input.get("gpu"))) if calls else None
    if owned is None or not _provider_unknown(draft, calls) or draft.query.notebook is not None:
        return ""
    name = say(
        draft.lang, *PROVIDER_NAMES.get(str(draft.query.provider), (str(draft.query.provider),) * 2)
    )
    stated = draft.query.rent_rate_stated
    weighed = calls[0].input.get("currency") if calls else None
    if stated is not None:  # their rate is weighed: the provider is only not in the book
        rate = money(stated, str(weighed or draft.query.currency or "USD"))
        return rvb_say.PROVIDER_NOT_QUOTED_STATED(provider=name, rate=rate).render(draft.lang)
    # another card rented ("hyperstack h100s vs buying a pcie", nobody rents a Strix Halo)
    rented = next((c.typed(PricedJob) for c in calls if c.tool == "price_job" and _quoted(c)), None)
    gpu = rented.quotes[0].gpu_id if rented is not None else owned.id
    line = rvb_say.PROVIDER_NOT_QUOTED(provider=name, gpu=draft.gpu_name(gpu))
    return line.render(draft.lang)


def _rent_unquoted(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """The card weighed that nobody in the price book rents (and no rent was stated), or ''."""
    call = calls[0] if calls else None
    failed = call.result if call is not None else None
    if call is None or not isinstance(failed, ToolFailure):
        return ""
    if failed.error.code != "error.no_rent_price":
        return ""
    gpu = draft.gpu_name(str(call.input.get("gpu")))
    return rvb_say.RENT_NOT_QUOTED(gpu=gpu).render(draft.lang)


def _provider_unknown(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The provider named is not in the price book at all (its price call failed)."""
    provider = draft.query.provider
    return provider is not None and any(
        c.tool == "price_job" and c.input.get("provider") == provider and error_of(c) is not None
        for c in calls
    )


def _rent_basis(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """Which rent the answer weighs: the user's provider, another card, or why not theirs."""
    provider = draft.query.provider
    call = calls[0] if calls else None
    instead = next((c for c in calls[1:] if c.tool == "price_job" and _quoted(c)), None)
    job = instead.typed(PricedJob) if instead is not None else None
    weighed = call is not None and error_of(call) is None
    if call is not None and instead is not None and weighed and job is not None:
        best = job.quotes[0]
        values = {
            "gpu": draft.gpu_name(str(call.input.get("gpu"))),
            "other": draft.gpu_name(best.gpu_id),
            "provider": best.provider,
            "rate": money(best.unit_prices.per_gpu_hour, job.currency),
        }
        if instead.input.get("min_memory_gb"):
            memory = gb(float(instead.input["min_memory_gb"]))
            return rvb_say.RENTED_INSTEAD(**values, memory=memory).render(draft.lang)
        return rvb_say.RENTED_SECOND(**values).render(draft.lang)
    spend = _spend_line(draft, call)
    paid = _paid_rate_line(draft, call)
    if paid:  # "$11k/month … utilization around 70%": the rate is what they pay
        return paid
    if (
        provider is None
        or call is None
        or "error" in call.output
        or _provider_unknown(draft, calls)
    ):
        return spend
    name = PROVIDER_NAMES.get(provider, (provider, provider))
    gpu = draft.gpu_name(str(call.input.get("gpu")))
    rate = call.input.get("rent_per_gpu_hour")
    if rate is not None:
        cur = str(call.input.get("currency", "USD"))
        basis = say(
            draft.lang,
            f"Renting is priced at {name[0]}'s {money(Decimal(str(rate)), cur)} per GPU-hour.",
            f"租用按 {name[1]} 的每卡时 {money(Decimal(str(rate)), cur)} 计算。",
        )
        return (basis + say(draft.lang, " ", "") + spend) if spend else basis
    return say(
        draft.lang,
        f"My price book has no current {name[0]} price for the {gpu}, so renting is priced at"
        " the cheapest offer it has.",
        f"我的价格表里没有 {name[1]} 当前的 {gpu} 报价，租用按表里最便宜的报价计算。",
    )


def _paid_rate_line(draft: Draft, call: ToolCall | None) -> str:
    """The rate a monthly spend pays at the busy share said ('' unless it was so derived)."""
    query = draft.query
    if call is None or "error" in call.output or query.budget is None:
        return ""
    rate, util = call.input.get("rent_per_gpu_hour"), call.input.get("utilization")
    monthly = query.budget_kind == "rent" and query.budget_period == "month"
    if rate is None or not util or not monthly or query.usage_hours_per_month is None:
        return ""
    count = int(str(call.input.get("count") or 1))
    paid = float(str(rate)) * count * HOURS_PER_MONTH * float(str(util))
    if abs(paid - float(query.budget)) > 0.01 * float(query.budget):
        return ""  # the rate is a provider's, not derived from the spend
    cur = str(call.input.get("currency", "USD"))
    return rvb_say.SPEND_RATE(
        spend=money(query.budget, cur),
        count=count,
        util=f"{float(str(util)):.0%}",
        rate=money(Decimal(str(rate)), cur),
    ).render(draft.lang)


def _spend_line(draft: Draft, call: ToolCall | None) -> str:
    """The hours a stated monthly spend buys, and so the utilisation weighed ('' if none said)."""
    query = draft.query
    if call is None or "error" in call.output or query.budget is None:
        return ""
    rate, util = call.input.get("rent_per_gpu_hour"), call.input.get("utilization")
    if rate is None or util is None or query.budget_kind != "rent":
        return ""
    if query.usage_hours_per_month is not None:  # a stated use wins over what the spend buys
        return ""
    cur = str(call.input.get("currency", "USD"))
    line = rvb_say.SPEND_HOURS(
        spend=money(query.budget, cur),
        rate=money(Decimal(str(rate)), cur),
        hours=f"{float(query.budget / Decimal(str(rate))):,.0f}",
        util=f"{float(util):.0%}",
    ).render(draft.lang)
    count = int(str(call.input.get("count") or 1))
    if count > 1 and not any(g.count_stated for g in query.gpus):  # the cards the spend keeps busy
        line += say(draft.lang, " ", "") + rvb_say.SPEND_CARDS(count=count).render(draft.lang)
    return line


def _own_figures_lead(query: Query) -> bool:
    """The owning side's figure leads over a provider the book lacks.

    The owner's own costs stated (the price paid, the tariff): the figure on their numbers
    first. Otherwise, a payback asked on the book's purchase price (and perhaps the user's rent
    for that provider) included, what is not covered is said first.
    """
    # a budget with no card named is the limit a card was picked within, not a price paid
    paid = query.budget is not None and bool(query.gpus) and query.budget_kind != "rent"
    return paid or query.tariff_per_kwh is not None or query.power_covered


def _quoted(call: ToolCall) -> bool:
    job = call.typed(PricedJob)
    return job is not None and bool(job.quotes)


def compose_owning(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The payback answer for the user's figures, else the catalog's rent-vs-buy answer."""
    owning = any(c.tool.startswith("rent_vs_buy") for c in calls)  # the API only left behind
    if draft.query.api_weighed and not owning:
        compose_api_vs_rent(draft, calls)
        return
    if draft.query.api_weighed and compose_box_against_api(draft, calls):
        return  # "a DGX Spark ($4k) or API tokens, ~2M a day": the box against the API's price
    used = used_at_new_price(draft, calls)  # cited first: it is said right after the verdict
    if any(c.tool == "rent_vs_buy_stated" for c in calls):
        compose_payback(draft, calls)
    else:
        compose_rent_vs_buy(draft, calls)
    held = held_lead(draft, calls)
    if held and draft.paragraphs:  # "already paid for": running them against the rent
        draft.paragraphs[0] = held
    unrented = _rent_unquoted(draft, calls)
    if unrented and draft.paragraphs:  # said as what is not covered, with what would cover it
        draft.paragraphs[0] = unrented
    basis = _rent_basis(draft, calls)
    if basis:
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), basis)
    figures = figures_line(draft, calls)
    if figures:  # the user's own figures, right after the verdict
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), figures)
    if used:  # "买矿卡3090": weighed at the new price, said beside the verdict
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), used)
    unquoted = _provider_not_quoted(draft, calls)
    if unquoted:  # the provider named that the book lacks: said first
        weighed = bool(calls) and error_of(calls[0]) is None  # no figure to lead when it failed
        if weighed and _own_figures_lead(draft.query) and draft.paragraphs:
            # the owner's own figures answer: the verdict on them shares the first line
            draft.paragraphs[0] = unquoted + say(draft.lang, " ", "") + draft.paragraphs[0]
        else:
            draft.paragraphs.insert(0, unquoted)
    work = workload_on_owned_line(draft, calls)
    if work:  # owning a card that cannot hold the work saves nothing
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), work)
    first = _not_covered_first(draft, calls)
    if first:
        draft.paragraphs.insert(0, first)
    sized = next((c.typed(MemoryEstimate) for c in calls if c.tool == "estimate_memory"), None)
    if sized is not None:
        template = rvb_say.MODEL_ON_OWNED if sized.fits else rvb_say.MODEL_NOT_ON_OWNED
        line = template(
            model=draft.model_name(sized.model_id),
            method=sized.method,
            precision=sized.precision,
            need=gb(sized.per_gpu_gb),
            usable=gb(sized.usable_gb),
            setup=f"{sized.count} × {draft.gpu_name(sized.gpu_id)}",
        )
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), line.render(draft.lang))


__all__ = ["compose_owning"]
