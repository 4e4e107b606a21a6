"""Compose price answers in the unit asked, from ``price_job`` calls; pure.

The first line gives the price in the unit the question asked: per GPU-hour when it asked per
hour or named no duration, per month when it asked per month, the total when it named a
duration. Then the other units in order (per GPU-hour, per instance-hour; a month only when
asked, a total only when a duration was given), whether the GPU is rented only inside a
multi-GPU instance, and a table whose every row cites its price row: its money columns are the
asked unit's (no "Job total" column without a duration), and the instance column names the
instance or says "per GPU rental". A question asked per hour carries no 730-hour assumptions.
A spot question shows the cheapest spot and the cheapest on-demand offer, each across the book;
an offer with only a spot price listed is led by it, said so. A named provider with no price
says so plainly, then the nearest alternatives, and for a Chinese cloud where to look.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import (
    CHINESE_CLOUDS,
    PROVIDER_NAMES,
    Draft,
    could_not,
    gb,
    money,
    say,
    table_head,
)
from assistant.answer.compose_choice import task_text
from assistant.answer.compose_instance import family_line, holds
from assistant.answer.compose_price_job import job_timed, scaled_out_note
from assistant.answer.price_units import asked_unit, has_duration, hours_text, span_text
from assistant.answer.quote_subject import price_subject
from assistant.calc.recommend import Recommendation
from assistant.calc.unit_prices import PricedJob, PricedQuote
from assistant.language import article
from assistant.messages import Message, as_sentence
from assistant.messages import hardware as hw
from assistant.messages.catalog_phrases import confidence_phrase, region_phrase
from assistant.messages.instance_fits import TYPE_UNKNOWN
from assistant.messages.table import CHINA_CLOUD_PRICES
from assistant.models import ToolCall
from assistant.question.instances import Instance
from assistant.question.tools import error_of

CHINA_GUIDES = ("china-market-gpus", "cloud-providers")
"""Guides that explain Chinese clouds and where their prices are found."""


def provider_name_of(key: str, lang: str) -> str:
    """A provider key as the answer names it ("runpod" -> RunPod, "suanjia" -> 算家云)."""
    en, zh = PROVIDER_NAMES.get(key, (key, key))
    return say(lang, en, zh)


def _job(call: ToolCall) -> PricedJob:
    job = call.typed(PricedJob)
    assert job is not None, "only a call that priced something is read"
    return job


def _quoted(call: ToolCall | None) -> bool:
    return call is not None and error_of(call) is None and bool(_job(call).quotes)


def _figures(q: PricedQuote, spot: bool, cur: str) -> dict[str, str]:
    up = q.unit_prices
    option = q.spot if spot else q.on_demand
    converted = up.list_currency != cur and up.list_per_gpu_hour is not None and not spot
    listed = f" ({money(up.list_per_gpu_hour, up.list_currency)})" if converted else ""
    return {
        "gpu_hour": money(up.spot_per_gpu_hour if spot else up.per_gpu_hour, cur) + listed,
        "instance_hour": money(up.spot_per_instance_hour if spot else up.per_instance_hour, cur),
        "setup_hour": money(up.spot_per_setup_hour if spot else up.per_setup_hour, cur),
        "month": money(up.spot_per_month if spot else up.per_month, cur),
        "total": money(option.total if option else None, cur),
    }


def per_gpu_rental(q: PricedQuote) -> bool:
    """A card rented on its own (the price row's basis), not a named instance type."""
    return q.price.price_basis == "per_gpu" or q.instance_type.startswith("(")


def _instance(q: PricedQuote, lang: str) -> str:
    """The instance column: the instance type (× how many), or "per GPU rental" (× GPUs)."""
    if per_gpu_rental(q):
        name = say(lang, "per GPU rental", "按卡租用")
        return (
            name
            if q.instances == 1
            else say(lang, f"per GPU rental, {q.instances} GPUs", f"按卡租用，{q.instances} 卡")
        )
    return q.instance_type if q.instances == 1 else f"{q.instance_type} × {q.instances}"


def _where(q: PricedQuote, lang: str) -> str:
    n = q.gpus_per_instance
    if per_gpu_rental(q):
        return say(
            lang, f"{q.provider} ({_instance(q, lang)})", f"{q.provider}（{_instance(q, lang)}）"
        )
    inst = say(lang, f"{q.instance_type} ({n} GPUs)", f"{q.instance_type}（{n} 卡）")
    times = f"{q.instances} × " if q.instances > 1 else ""
    return f"{q.provider} {times}{inst if n > 1 else q.instance_type}"


def _lead(draft: Draft, q: PricedQuote, out: PricedJob, spot: bool) -> str:
    """The sentence that answers the asked unit for one offer."""
    lang, cur = draft.lang, out.currency
    listed = q.unit_prices.per_gpu_hour is not None
    spot = (spot or not listed) and q.unit_prices.spot_per_gpu_hour is not None
    f = _figures(q, spot, cur)
    setup = f"{out.gpu_count} × {draft.gpu_name(q.gpu_id)}"
    kind = say(lang, "spot" if spot else "on-demand", "抢占式" if spot else "按量")
    kind += "" if listed or not spot else say(lang, " (no on-demand price listed)", "，未列按量价")
    unit = asked_unit(draft)
    marker = draft.spec_row(f"offer-{q.offer_id}")
    where = _where(q, lang)
    if unit == "per_month":
        return say(
            lang,
            f"{setup}, {kind}: **{f['month']} per month** (730 h) on {where},"
            f" {f['gpu_hour']} per GPU-hour {marker}",
            f"{setup}（{kind}）：**每月 {f['month']}**（730 小时），{where}，"
            f"每卡时 {f['gpu_hour']} {marker}",
        )
    if unit == "use_month":  # "up 10 hours a day": a month of that use, not of 730 hours
        span = hours_text(out.wall_hours, lang)
        return say(
            lang,
            f"{setup}, {kind}: **{f['total']} per month** for {span} of use on {where},"
            f" {f['gpu_hour']} per GPU-hour {marker}",
            f"{setup}（{kind}）：**每月 {f['total']}**（每月用 {span}），{where}，"
            f"每卡时 {f['gpu_hour']} {marker}",
        )
    if unit == "total":
        span = span_text(draft, out)
        return say(
            lang,
            f"{setup} for {span}, {kind}: **{f['total']} in total** on {where},"
            f" {f['gpu_hour']} per GPU-hour {marker}",
            f"{setup} 用 {span}（{kind}）：**合计 {f['total']}**，{where}，"
            f"每卡时 {f['gpu_hour']} {marker}",
        )
    if out.gpu_count > 1:  # "8 GPUs per hour": the price of all of them, then per GPU
        lead = say(
            lang,
            f"{setup}, {kind}: **{f['setup_hour']} per hour** on {where},"
            f" {f['gpu_hour']} per GPU-hour {marker}",
            f"{setup}（{kind}）：**每小时 {f['setup_hour']}**，{where}，"
            f"每卡时 {f['gpu_hour']} {marker}",
        )
    elif q.gpus_per_instance == 1:  # the GPU-hour is the instance-hour: said once
        lead = say(
            lang,
            f"{draft.gpu_name(q.gpu_id)}, {kind}: **{f['gpu_hour']} per GPU-hour** on {where}"
            f" {marker}",
            f"{draft.gpu_name(q.gpu_id)}（{kind}）：**每卡每小时 {f['gpu_hour']}**，{where}"
            f" {marker}",
        )
    else:
        lead = say(
            lang,
            f"{draft.gpu_name(q.gpu_id)}, {kind}: **{f['gpu_hour']} per GPU-hour** on {where}"
            f" ({f['instance_hour']} per instance-hour) {marker}",
            f"{draft.gpu_name(q.gpu_id)}（{kind}）：**每卡每小时 {f['gpu_hour']}**，{where}"
            f"（整机每小时 {f['instance_hour']}）{marker}",
        )
    return lead + _span_total(draft, out, f)


def _span_total(draft: Draft, out: PricedJob, f: dict[str, str]) -> str:
    """A stated span priced too when the hour was asked ("hourly? need it for 12 hours")."""
    spans = draft.query.duration_hours is not None or draft.query.job_gpu_hours is not None
    if not spans or out.wall_hours <= 1:
        return ""
    span = span_text(draft, out)
    return say(draft.lang, f"; {span}: **{f['total']}**", f"；{span}合计 **{f['total']}**")


def _details(draft: Draft, q: PricedQuote, out: PricedJob) -> None:
    """The other units, the list price before conversion and the multi-GPU instance note."""
    lang, cur = draft.lang, out.currency
    f = _figures(q, False, cur)
    parts = []
    if q.unit_prices.bundled and out.gpu_count < q.gpus_per_instance:
        n, gpu = q.gpus_per_instance, draft.gpu_name(q.gpu_id)
        a_or_an = article(str(n))
        parts.append(
            say(
                lang,
                f"{q.provider} rents the {gpu} only inside {q.instance_type}, {a_or_an}"
                f" {n}-GPU instance billed whole: {f['instance_hour']} per instance-hour.",
                f"{q.provider} 只以 {n} 卡整机（{q.instance_type}）出租 {gpu}，"
                f"按整机计费：每小时 {f['instance_hour']}。",
            )
        )
    unit = asked_unit(draft)
    if unit == "per_hour" and has_duration(draft) and out.wall_hours != 1:
        span = hours_text(out.wall_hours, lang)
        parts.append(say(lang, f"For {span}: {f['total']}.", f"{span}合计 {f['total']}。"))
    draft.add(" ".join(parts))


def _extra_column(draft: Draft, out: PricedJob) -> tuple[str, str] | None:
    """The column for the asked unit beyond the hour: the month when asked, else the total."""
    if asked_unit(draft) == "per_month":
        return say(draft.lang, "Per month (730 h)", "每月（730 小时）"), "month"
    if asked_unit(draft) == "use_month":
        span = hours_text(out.wall_hours, draft.lang)
        return say(draft.lang, f"Per month ({span} of use)", f"每月（用 {span}）"), "total"
    if has_duration(draft):
        span = hours_text(out.wall_hours, draft.lang)
        return say(draft.lang, f"Total for {span}", f"{span}合计"), "total"
    return None


def _table(draft: Draft, out: PricedJob) -> str:
    lang, cur = draft.lang, out.currency
    extra = _extra_column(draft, out)
    head = say(
        lang,
        "| Provider | Instance | Region | Per GPU-hour | Per instance-hour | Spot per GPU-hour",
        "| 厂商 | 实例 | 地域 | 每卡时 | 整机每小时 | 抢占式每卡时",
    )
    head += (f" | {extra[0]}" if extra else "") + say(
        lang, " | As of | Confidence |", " | 价格日期 | 可信度 |"
    )
    rows = table_head(head)
    for q in out.quotes:
        up = q.unit_prices
        option = q.on_demand or q.spot
        marker = draft.spec_row(f"offer-{q.offer_id}")
        extra_cell = ""
        if extra and extra[1] == "month":
            extra_cell = f" | {money(up.per_month, cur)}"
        elif extra:
            extra_cell = f" | {money(option.total if option else None, cur)}"
        rows.append(
            f"| {q.provider} | {_instance(q, lang)} {marker} "
            f"| {region_phrase(q.region, lang)} | {money(up.per_gpu_hour, cur)} "
            f"| {money(up.per_instance_hour, cur)} | {money(up.spot_per_gpu_hour, cur)}"
            f"{extra_cell} | {q.price.as_of} | {confidence_phrase(q.price.confidence, lang)} |"
        )
    return "\n".join(rows)


TOTAL_ONLY = frozenset(
    {"price.cost_formula", "price.reserved", "job_priced.months_around_the_clock"}
)
"""Assumptions about totals over a duration: beside the point of a price asked per hour."""


def _assumptions(draft: Draft, out: PricedJob) -> list[Message]:
    keep = list(out.assumptions)
    if asked_unit(draft) == "per_hour" and not has_duration(draft):
        keep = [m for m in keep if m.code not in TOTAL_ONLY]
    if out.rank_by != "spot" and not draft.query.spot:
        keep = [m for m in keep if m.code != "price.spot"]
    return keep


def _no_price(draft: Draft, main: ToolCall, fallback: ToolCall | None) -> None:
    """Say that the named provider has no price for this GPU, and lead with the closest one.

    The first line still answers the asked unit: the cheapest offer elsewhere in the price
    book follows the "no price from X" clause, so a reader gets a figure, not only a refusal.
    """
    lang = draft.lang
    name = provider_name_of(draft.query.provider or "", lang)
    gpu_id = main.input.get("gpu")
    gpu = draft.gpu_name(str(gpu_id)) if gpu_id else "GPU"
    unit = asked_unit(draft)
    unit = "per_month" if unit == "use_month" else unit  # "no price per month" either way
    unit_en = {"per_hour": " per hour", "per_month": " per month"}.get(unit, "")
    unit_zh = {"per_hour": "按小时", "per_month": "按月"}.get(unit, "")
    if error_of(main) is not None:  # the provider has no offer at all in the price book
        missing = say(
            lang,
            f"**I don't cover {name}: it is not in my price book**",
            f"**我的价格表未收录{name}的报价**",
        )
    else:
        missing = say(
            lang,
            f"**{name} has no {gpu} price{unit_en} in my price book**",
            f"**我的价格表里没有{name}的 {gpu} {unit_zh}报价**",
        )
    if not _quoted(fallback):
        draft.add(missing + say(lang, ", and no other provider lists it.", "，其他厂商也没有。"))
        return
    assert fallback is not None
    out = _job(fallback)
    lead = _lead(draft, out.quotes[0], out, out.rank_by == "spot")
    draft.add(missing + say(lang, "; the cheapest elsewhere: ", "；其他厂商最便宜的：") + lead)
    _details(draft, out.quotes[0], out)
    draft.add(_table(draft, out))
    draft.assume(*_assumptions(draft, out))


def _china_pointer(draft: Draft) -> None:
    draft.add(CHINA_CLOUD_PRICES().render(draft.lang))
    guide = next((g for g in draft.guides if g.doc_id in CHINA_GUIDES), None)
    marker = draft.citer.cite(guide, guide.text.split("。")[0]) if guide else ""
    draft.add(
        say(
            draft.lang,
            f"Where to look: the guide on GPUs and clouds in China (china-market-gpus) {marker}",
            f"去哪里查：参见“国内 GPU 与云厂商”指南（china-market-gpus）{marker}",
        ).strip()
    )


def _chosen_setup(draft: Draft, chosen: Recommendation) -> str:
    """Why this GPU: no GPU was named, so the cheapest rented setup that holds the work."""
    task = task_text(draft, chosen.method, chosen.model_id, chosen.precision)
    pick = chosen.pick
    if pick is None:
        return say(
            draft.lang,
            f"**No rented setup in the price book holds {task}** (up to 8 GPUs per setup).",
            f"**价格表里没有租得到的配置能完成“{task}”**（每套最多 8 张卡）。",
        )
    setup = f"{pick.count} × {draft.gpu_name(pick.gpu_id)} {draft.spec(pick.gpu_id)}".strip()
    need, usable = gb(pick.per_gpu_gb), gb(pick.usable_gb)
    return say(
        draft.lang,
        f"No GPU was named, so this prices the cheapest rented setup that holds {task}: {setup},"
        f" {need} of {usable} usable per GPU.",
        f"问题没有指定 GPU，这里按能完成“{task}”的最便宜租用配置报价：{setup}，"
        f"每卡需 {need}，可用 {usable}。",
    )


def compose_cost(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a price answer from the ``price_job`` calls the planner made."""
    lang = draft.lang
    prices = [c for c in calls if c.tool == "price_job"]
    main = prices[0] if prices else None
    chosen = next((c.typed(Recommendation) for c in calls if c.tool == "recommend_setup"), None)
    if chosen is not None and main is None:
        draft.add(_chosen_setup(draft, chosen))
        draft.explain(limit=1)
        return
    if main is None or (error_of(main) is not None and not draft.query.provider):
        reason = (
            error_of(main, lang) if main else say(lang, "no GPU or duration", "缺少 GPU 或时长")
        )
        could_not(draft, ("I could not price this", "无法报价"), reason)
        return
    provider = draft.query.provider
    gpu, instance = main.input.get("gpu"), main.input.get("instance_type")
    draft.subject = price_subject(draft, gpu and str(gpu), provider, instance and str(instance))
    primary = main
    if provider and not _quoted(main):
        fallback = prices[1] if len(prices) > 1 else None
        same_provider = fallback is not None and fallback.input.get("provider") == provider
        if same_provider and fallback is not None and _quoted(fallback):
            primary = fallback  # the same card in its other form factor, at that provider
            asked, shown = main.input.get("gpu"), fallback.input.get("gpu")
            draft.assume(
                say(
                    lang,
                    f"{asked} has no {provider} price; shown: the same card as {shown}",
                    f"{asked} 在 {provider} 没有报价；显示的是同款卡的另一版本 {shown}",
                )
            )
        else:
            _no_price(draft, main, fallback)
            _what_it_holds(draft, calls)
            if provider in CHINESE_CLOUDS:
                _china_pointer(draft)
            draft.explain(limit=1)
            return
    spot_od = [c for c in prices if c is not primary and c.input.get("spot") is False]
    box = next((c for c in prices if c.input.get("one_instance") and _quoted(c)), None)
    split = primary
    if box is not None:
        primary = box  # N GPUs asked together: one machine leads, the split comes second
    after_lead = len(draft.paragraphs) + 1
    _answer_quotes(draft, primary, spot_od)
    _named_type_unpriced(draft, prices, after_lead - 1)
    _type_elsewhere(draft, prices, primary, after_lead - 1)
    if chosen is not None:
        why = scaled_out_note(draft, calls) or _chosen_setup(draft, chosen)
        draft.paragraphs.insert(after_lead, why)
    if box is not None:
        split_job = _job(split)
        draft.paragraphs.insert(
            after_lead,
            say(lang, "Split across separate instances: ", "拆成多台实例：")
            + _lead(draft, split_job.quotes[0], split_job, split_job.rank_by == "spot")
            + say(lang, ".", "。"),
        )
    job_timed(draft, calls, after_lead)
    quotes = _job(primary).quotes if error_of(primary) is None else []
    listed_cny = bool(quotes) and quotes[0].unit_prices.list_currency == "CNY"
    if listed_cny or provider in CHINESE_CLOUDS:
        draft.add(CHINA_CLOUD_PRICES().render(lang))
    draft.explain(limit=1)


def _what_it_holds(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After "no price from that provider", on the same first line: what the type holds.

    "腾讯云GT4实例是什么卡，多少钱一小时": the first line answers both, the price missing and the
    cards the type carries (the cards the other providers' price is for).
    """
    described = next((c for c in calls if c.tool == "describe_instance"), None)
    found = described.typed(Instance) if described is not None else None
    if described is None:
        return
    if found is None:  # a type the table lacks: said, with the closest names it holds
        name, why = str(described.input.get("name", "")), error_of(described, draft.lang) or ""
        line = TYPE_UNKNOWN(name=name, why=why).render(draft.lang)
    else:
        line = (family_line(draft, found) or holds(draft, found)) + say(draft.lang, ".", "。")
    if draft.paragraphs:
        lead = draft.paragraphs[0].rstrip()
        ended = lead.endswith((".", "。"))
        stop = "" if ended else say(draft.lang, ".", "。")
        draft.paragraphs[0] = lead + stop + say(draft.lang, " ", "") + line
    else:
        draft.add(line)


def _named_type_unpriced(draft: Draft, prices: Sequence[ToolCall], at: int) -> None:
    """The instance type asked has no price of its own: the lead says its GPUs are priced."""
    asked = next((c for c in prices if c.input.get("instance_type") and not _quoted(c)), None)
    if asked is None or at >= len(draft.paragraphs):
        return
    note = hw.INSTANCE_PRICED_AS_GPUS(name=str(asked.input["instance_type"]))
    draft.paragraphs[at] = note.render(draft.lang) + draft.paragraphs[at]


def _type_elsewhere(draft: Draft, prices: Sequence[ToolCall], lead: ToolCall, at: int) -> None:
    """A type asked at its own provider, set after the other provider's rental that leads."""
    where = lead.input.get("provider")
    typed = [c for c in prices if c.input.get("instance_type") and c.input.get("provider")]
    other = next((c for c in typed if c.input["provider"] != where and _quoted(c)), None)
    if other is None or where is None or at >= len(draft.paragraphs):
        return
    out = _job(other)
    against = _lead(draft, out.quotes[0], out, out.rank_by == "spot")
    draft.paragraphs[at] += (
        say(draft.lang, " Against it: ", " 对比：") + against + say(draft.lang, ".", "。")
    )


def _answer_quotes(draft: Draft, call: ToolCall, on_demand: list[ToolCall]) -> None:
    lang = draft.lang
    out = _job(call)
    if not out.quotes:
        gpu = draft.gpu_name(out.gpu_id) if out.gpu_id else "GPU"
        setup = f"{out.gpu_count} × {gpu}"
        draft.add(
            say(
                lang,
                f"**No price:** no offering in the price table matches {setup}.",
                f"**没有报价：** 价格表中没有符合 {setup} 的报价。",
            )
        )
        return
    best = out.quotes[0]
    spot = out.rank_by == "spot"
    lead = _lead(draft, best, out, spot)
    if spot and best.unit_prices.spot_per_gpu_hour is None:  # asked spot, none listed
        gpu = draft.gpu_name(best.gpu_id)
        lead = (
            say(
                lang,
                f"**No spot price for the {gpu} in my price book**; on demand: ",
                f"**我的价格表里没有 {gpu} 的抢占式报价**；按量：",
            )
            + lead
        )
    elif spot and on_demand and _quoted(on_demand[0]):
        od_job = _job(on_demand[0])
        lead += say(lang, "; cheapest on-demand: ", "；最便宜的按量：") + _lead(
            draft, od_job.quotes[0], od_job, False
        )
    draft.add(lead + say(lang, ".", "。"))
    _details(draft, best, out)
    draft.add(_table(draft, out))
    sentences = (as_sentence(w, lang) for w in out.warnings + best.warnings)
    draft.add(" ".join(dict.fromkeys(sentences)))
    draft.assume(*_assumptions(draft, out))


def price_lead(draft: Draft, call: ToolCall) -> str | None:
    """One more card's price in the asked unit (a second card named), or None when unpriced."""
    if not _quoted(call):
        return None
    out = _job(call)
    return _lead(draft, out.quotes[0], out, out.rank_by == "spot") + say(draft.lang, ".", "。")


__all__ = ["CHINESE_CLOUDS", "compose_cost", "price_lead", "provider_name_of"]
