"""Compose the answers of issue 22's calculators: what fits, KV cache, job time, power, payback.

Each ``compose_*`` takes a ``Draft`` and the calls its kind planned and writes the first line
that answers (a model, GB, hours, watts, months), then a short table, the warnings and the
assumptions in the answer's language. Pure: the figures are the calculators' own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from assistant.answer.compose import METHOD_NAMES, Draft, could_not, gb, money, say, table_head
from assistant.answer.compose_kv_fit import kv_fit_lead
from assistant.answer.kv_share import beyond_window, other_warnings, sequences_said
from assistant.answer.owning_figures import could_not_weigh, payback_clause
from assistant.calc.duration import RECIPE_NAMES, JobDuration
from assistant.calc.fits import FitRow, HardwareFits
from assistant.calc.offload import KvCacheReport
from assistant.calc.power import PowerEstimate
from assistant.calc.tco import RentVsBuy
from assistant.messages import Message, as_sentence
from assistant.messages import llmcalc as msg
from assistant.messages import owning as owning_msg
from assistant.messages import power as power_msg
from assistant.models import ToolCall
from assistant.question.tools import error_of

VERDICT_WORDS = {
    "fits": ("fits", "能放下"),
    "tight": ("tight", "很紧"),
    "does_not_fit": ("does not fit", "放不下"),
}
PRECISION_WORDS = {
    "bf16": ("16-bit", "16 位"),
    "q8_0": ("8-bit (Q8_0)", "8 位（Q8_0）"),
    "q4_k_m": ("4-bit (Q4_K_M)", "4 位（Q4_K_M）"),
    "int8": ("8-bit base", "8 位基座"),
    "int4": ("4-bit NF4", "4 位 NF4"),
}
RELEASE_WORDS = {
    "mxfp4": ("MXFP4 (as released)", "MXFP4（官方发布格式）"),
    "fp8": ("FP8 (as released)", "FP8（官方发布格式）"),
}
KIND_WORDS = {
    "none": ("all on the GPU", "全部放在显卡上"),
    "moe_experts": ("MoE experts in system RAM", "MoE 专家放到系统内存"),
    "dense_layers": ("some layers on the CPU", "部分层放在 CPU 上"),
    "does_not_fit": ("does not fit even with offload", "卸载后也放不下"),
}


def _word(table: dict[str, tuple[str, str]], key: str, lang: str) -> str:
    en, zh = table.get(key, (key, key))
    return say(lang, en, zh)


def precision_word(row: FitRow, lang: str) -> str:
    """A row's precision, marked when it is the format the model is released in."""
    return _word(RELEASE_WORDS if row.release_format else PRECISION_WORDS, row.precision, lang)


def _first(calls: Sequence[ToolCall], tool: str) -> ToolCall | None:
    return next((c for c in calls if c.tool == tool), None)


def _warnings(draft: Draft, warnings: Sequence[Message]) -> None:
    draft.add(" ".join(as_sentence(w, draft.lang) for w in warnings[:3]))


def compose_fits(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write "what fits my hardware" from one ``fits_hardware`` call."""
    lang = draft.lang
    call = _first(calls, "fits_hardware")
    out = call.typed(HardwareFits) if call else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else None
        could_not(draft, ("I could not size models for these GPUs", "无法估算这些显卡"), reason)
        return
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    card = draft.catalog.gpus.get(out.gpu_id)
    if card is not None and out.count > 1:  # what the user adds up: "3x 3090, 72gb total"
        total, each = card.memory_gb * out.count, card.memory_gb
        if f"{each:g}gb" in card.name.lower().replace(" ", ""):  # "RTX 3060 12GB" says it
            setup += say(lang, f" ({total:g} GB in all)", f"（共 {total:g} GB）")
        else:  # "4 × A40": the per-card memory the asker reasons with, beside the total
            setup += say(
                lang,
                f" ({total:g} GB in all, {each:g} GB each)",
                f"（共 {total:g} GB，每卡 {each:g} GB）",
            )
    lead = out.lead
    named = bool(call.input.get("models"))  # "which of these fit": the models the user named
    tight = [r for g in out.by_precision for r in g.rows if r.verdict == "tight"]
    if lead is None and named and tight:
        best = max(tight, key=lambda r: r.params_b)
        draft.verdict = "conditional"
        draft.add(
            say(
                lang,
                f"**Of the models you named, {best.model_name} fits {setup} only tightly** at"
                f" {precision_word(best, lang)}: {gb(best.per_gpu_gb)} per GPU of"
                f" {gb(best.usable_gb)} usable, less than 10% to spare.",
                f"**你提到的模型里，{best.model_name} 在 {setup} 上只能勉强放下**"
                f"（{precision_word(best, lang)}）：每卡 {gb(best.per_gpu_gb)}，可用"
                f" {gb(best.usable_gb)}，余量不到 10%。",
            )
        )
    elif lead is None:
        draft.verdict = "no"
        draft.add(
            say(
                lang,
                f"**Nothing in the catalog fits {setup} with room to spare** for {out.method}"
                f" at {out.context_tokens} tokens.",
                f"**目录里没有模型能在 {setup} 上留有余量地运行**（{out.method}，上下文"
                f" {out.context_tokens} tokens）。",
            )
        )
    else:
        draft.verdict = "yes"
        speed = ""
        if lead.tokens_per_s is not None and out.method == "inference":
            speed = say(
                lang,
                f", about {lead.tokens_per_s:,.1f} tokens/s",
                f"，约 {lead.tokens_per_s:,.1f} tokens/s",
            )
        prec = precision_word(lead, lang)
        if out.method != "inference":  # "能全参微调多大的模型": the job asked, not a run
            prec += say(lang, ", ", "，") + METHOD_NAMES[lang][out.method]
        trains = out.method != "inference"
        verb = say(lang, "that fits", "运行")
        if trains:
            verb = say(lang, "you can fine-tune on", "微调")
        if named:
            verb = say(lang, "of the ones you named that fits", verb)
        among = say(lang, "", "你提到的模型中，") if named else ""
        draft.add(
            say(
                lang,
                f"**The biggest model {verb} {setup} comfortably is {lead.model_name} at"
                f" {prec}**: {gb(lead.per_gpu_gb)} per GPU of {gb(lead.usable_gb)} usable{speed}.",
                f"**{among}{setup} 能宽裕{verb}的最大模型是 {lead.model_name}（{prec}）**：每卡"
                f" {gb(lead.per_gpu_gb)}，可用 {gb(lead.usable_gb)}{speed}。",
            )
        )
    head = say(
        lang,
        "| Precision | Model | Per GPU | Result | tokens/s |",
        "| 精度 | 模型 | 单卡显存 | 结论 | tokens/s |",
    )
    rows = table_head(head)
    for group in out.by_precision:
        for r in group.rows:
            tps = f"{r.tokens_per_s:,.1f}" if r.tokens_per_s is not None else "—"
            rows.append(
                f"| {precision_word(r, lang)} | {r.model_name} "
                f"| {gb(r.per_gpu_gb)} | {_word(VERDICT_WORDS, r.verdict, lang)} | {tps} |"
            )
    draft.add("\n".join(rows))
    for plan in out.with_offload:
        name = draft.model_name(plan.model_id)
        draft.add(
            say(
                lang,
                f"{name} also runs with its experts in system RAM (llama.cpp --n-cpu-moe"
                f" {plan.cpu_layers}, {gb(plan.ram_weights_gb)} of RAM) at about"
                f" {plan.decode_tokens_per_s or 0:,.1f} tokens/s.",
                f"{name} 把专家放到系统内存（llama.cpp --n-cpu-moe {plan.cpu_layers}，占内存"
                f" {gb(plan.ram_weights_gb)}）后也能跑，"
                f"约 {plan.decode_tokens_per_s or 0:,.1f} tokens/s。",
            )
        )
    _warnings(draft, out.warnings)
    draft.assume(*out.assumptions)


def compose_kv_cache(draft: Draft, calls: Sequence[ToolCall], fit_lead: bool = True) -> None:
    """Write the KV-cache answer (and the offload plan) from one ``estimate_kv_cache`` call."""
    lang = draft.lang
    call = _first(calls, "estimate_kv_cache")
    out = call.typed(KvCacheReport) if call else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else None
        could_not(draft, ("I could not size the KV cache", "无法估算 KV 缓存"), reason)
        return
    k = out.kv_cache
    model = draft.model_name(k.model_id)
    users = sequences_said(k.sequences, k.total_gb, lang) + beyond_window(draft, k)  # each's share
    size = say(
        lang,
        f"**The KV cache of {model} at {k.context_tokens:,} tokens takes {gb(k.total_gb)}**"
        f" in {k.kv_precision}{users} ({k.per_token_kb:,.1f} KB per token).",
        f"**{model} 在 {k.context_tokens:,} tokens 上下文下 KV 缓存占 {gb(k.total_gb)}**"
        f"（{k.kv_precision}{users}，每 token {k.per_token_kb:,.1f} KB）。",
    )
    if out.fit is not None and fit_lead:  # on a GPU: whether it fits (or how many) leads
        draft.add(kv_fit_lead(draft, k, out.fit))
        size = size.replace("**", "")
    draft.add(size)
    rows = table_head(say(lang, "| KV type | Memory |", "| KV 类型 | 显存 |"))
    rows += [f"| {r.kv_precision} | {gb(r.total_gb)} |" for r in k.by_precision]
    draft.add("\n".join(rows))
    if k.window_tokens:
        draft.add(
            say(
                lang,
                f"Without its sliding windows it would be {gb(k.full_attention_gb)}.",
                f"如果不算滑动窗口，会是 {gb(k.full_attention_gb)}。",
            )
        )
    o = out.offload
    if o is not None:
        speed = f"{o.decode_tokens_per_s:,.1f}" if o.decode_tokens_per_s is not None else "—"
        draft.add(
            say(
                lang,
                f"On {o.count} × {draft.gpu_name(o.gpu_id)} at {o.precision}:"
                f" {_word(KIND_WORDS, o.kind, lang)}, {gb(o.ram_weights_gb)} in system RAM, about"
                f" {speed} tokens/s ({o.gpu_only_tokens_per_s:,.1f} with every weight on the GPU).",
                f"在 {o.count} × {draft.gpu_name(o.gpu_id)} 上（{o.precision}）："
                f"{_word(KIND_WORDS, o.kind, lang)}，系统内存占 {gb(o.ram_weights_gb)}，约"
                f" {speed} tokens/s（权重全在显卡上时 {o.gpu_only_tokens_per_s:,.1f}）。",
            )
        )
        _warnings(draft, o.warnings)
        draft.assume(*o.assumptions)
    _warnings(draft, other_warnings(k.warnings))
    draft.assume(*k.assumptions)


def time_span(hours: float, lang: str) -> str:
    """Hours as people say them: "36.0 hours", "3.5 days" from 48 hours on."""
    if hours >= 48:
        return say(lang, f"{hours / 24:,.1f} days", f"{hours / 24:,.1f} 天")
    return say(lang, f"{hours:,.1f} hours", f"{hours:,.1f} 小时")


def duration_sentence(draft: Draft, out: JobDuration) -> str:
    """The duration line: about N hours or days (GPU-hours) for a method, model and setup."""
    lang = draft.lang
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    model = draft.model_name(out.model_id)
    method = METHOD_NAMES[lang].get(out.method, out.method)
    recipe = RECIPE_NAMES.get(draft.query.recipe or "")
    if recipe is not None and out.method != "pretrain":  # "DPO (LoRA)": the recipe asked leads
        method = f"{recipe} ({method})" if lang == "en" else f" {recipe}（{method}）"
    fast, slow = out.hours_range
    low, high = out.mfu_range
    lead = say(
        lang,
        f"**About {time_span(out.hours, lang)}** ({out.gpu_hours:,.1f} GPU-hours) for {method}"
        f" of {model} on {setup} over {out.tokens:,.0f} tokens",
        f"**约 {time_span(out.hours, lang)}**（{out.gpu_hours:,.1f} 卡时）：在 {setup} 上对 {model}"
        f" 做{method}，共 {out.tokens:,.0f} tokens",
    )
    if low == high:  # an MFU the user stated: one figure, no range
        return lead + say(lang, f" at {low:.0%} MFU.", f"，按 MFU {low:.0%} 计算。")
    return lead + say(
        lang,
        f"; {time_span(fast, lang)} to {time_span(slow, lang)} across the published MFU range"
        f" {low:.0%}-{high:.0%}.",
        f"；按公开的 MFU 区间 {low:.0%}-{high:.0%}，在 {time_span(fast, lang)} 到"
        f" {time_span(slow, lang)} 之间。",
    )


def compose_duration(draft: Draft, calls: Sequence[ToolCall], lead: str = "") -> None:
    """Write "how long / how many GPU-hours" from one ``estimate_job_duration`` call.

    ``lead`` opens the duration's paragraph (the setup stated did not fit).
    """
    lang = draft.lang
    call = _first(calls, "estimate_job_duration")
    out = call.typed(JobDuration) if call else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else None
        could_not(draft, ("I could not time this job", "无法估算训练时长"), reason)
        return
    deadline = draft.query.duration_hours
    if draft.query.asks_gpu_count and deadline:  # "how many A100s to finish in a month"
        gpu = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
        draft.add(
            say(
                lang,
                f"**About {out.count} × {gpu}** to finish within {time_span(deadline, lang)}:"
                f" the job takes about {out.gpu_hours:,.0f} GPU-hours, about"
                f" {time_span(out.hours, lang)} on {out.count} cards.",
                f"**约需 {out.count} 张 {gpu}** 才能在 {time_span(deadline, lang)} 内完成："
                "这个任务约"
                f" {out.gpu_hours:,.0f} 卡时，{out.count} 张卡约需 {time_span(out.hours, lang)}。",
            )
        )
    draft.add(f"{lead} {duration_sentence(draft, out)}")
    c = out.cost
    if c is not None:
        draft.add(
            say(
                lang,
                f"On the cheapest on-demand offer ({c.where},"
                f" {money(c.per_gpu_hour, c.currency)}"
                f" per GPU-hour, as of {c.as_of}) that is {money(c.total, c.currency)}"
                f" ({money(c.total_range[0], c.currency)}-{money(c.total_range[1], c.currency)}).",
                f"按最便宜的按需报价（{c.where}，每卡小时 {money(c.per_gpu_hour, c.currency)}，"
                f"{c.as_of}）约 {money(c.total, c.currency)}"
                f"（{money(c.total_range[0], c.currency)}-"
                f"{money(c.total_range[1], c.currency)}）。",
            )
        )
    if not out.fits:
        draft.add(
            say(
                lang,
                f"This job does not fit as set up: {gb(out.per_gpu_gb)} per GPU.",
                f"按这个配置放不下：每卡需要 {gb(out.per_gpu_gb)}。",
            )
        )
    _warnings(draft, out.warnings)
    draft.assume(*out.assumptions)


def power_setup(draft: Draft, out: PowerEstimate, bare_one: bool = False) -> str:
    """The cards of a build: "1 × RTX 4090 [1] + 1 × RTX 3090" (``bare_one``: no "1 ×").

    A power limit stated for the cards follows them ("limited to 280 W each").
    """
    name = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    first = (
        name if out.count == 1 and bare_one and not out.other_gpu_ids else f"{out.count} × {name}"
    )
    others = Counter(out.other_gpu_ids)
    more = [f"{n} × {draft.gpu_name(g)} {draft.spec(g)}".strip() for g, n in others.items()]
    cpu = [f"{out.cpu_name} ({out.cpu_w:.0f} W)"] if out.cpu_name else []  # the CPU named
    cards = " + ".join([first, *more])
    limit = out.power_limit
    if limit is not None and limit.share < 1:  # the limit follows the cards, the CPU after
        cards = power_msg.SETUP_LIMITED(setup=cards, limit=limit.limit_w).render(draft.lang)
    return " + ".join([cards, *cpu])


def compose_power(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write the power answer from one ``estimate_power`` call: a wattage first."""
    lang = draft.lang
    call = _first(calls, "estimate_power")
    out = call.typed(PowerEstimate) if call else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else None
        could_not(draft, ("I could not estimate the power", "无法估算功耗"), reason)
        return
    setup = power_setup(draft, out)
    if out.psu_w is not None:
        draft.add(
            say(
                lang,
                f"**A {out.psu_w} W ATX 3.x power supply** for {setup}: {out.sustained_w:,.0f} W"
                f" sustained, brief GPU spikes to {out.transient_w:,.0f} W"
                f" ({out.psu_atx2_w} W on an"
                f" older ATX 2.x unit).",
                f"**{setup} 需要 {out.psu_w} W 的 ATX 3.x 电源**：持续 {out.sustained_w:,.0f} W，"
                f"显卡瞬时尖峰可到 {out.transient_w:,.0f} W"
                f"（老式 ATX 2.x 电源需 {out.psu_atx2_w} W）。",
            )
        )
    else:
        draft.add(
            say(
                lang,
                f"**{out.wall_w:,.0f} W at the wall** for {setup} at full load"
                f" ({out.amps_230v:,.1f} A at 230 V).",
                f"**{setup} 满载时墙插功耗约 {out.wall_w:,.0f} W**"
                f"（230 V 下 {out.amps_230v:,.1f} A）。",
            )
        )
    draft.add(
        say(
            lang,
            f"Electricity: {out.kwh_per_month:,.0f} kWh a month ="
            f" {money(out.electricity_per_month, out.currency)}; heat to remove"
            f" {out.heat_btu_h:,.0f} BTU/h.",
            f"电费：每月 {out.kwh_per_month:,.0f} kWh，"
            f"约 {money(out.electricity_per_month, out.currency)}；"
            f"需散热 {out.heat_btu_h:,.0f} BTU/h。",
        )
    )
    _warnings(draft, out.warnings)
    draft.assume(*out.assumptions)


def _payback_first(draft: Draft, out: RentVsBuy, setup: str) -> None:
    """The payback time first, as asked ("多久回本"); never paying back, at what use it does."""
    cur, lang = out.currency, draft.lang
    rent, own = money(out.rent_monthly, cur), money(out.own_monthly, cur)
    months = out.break_even_months
    if months is None:
        lead = msg.PAYBACK_NEVER(setup=setup, util=out.utilization, rent=rent, own=own).render(lang)
        higher = next(
            (r for r in out.sensitivity if r.utilization > out.utilization and r.break_even_months),
            None,
        )
        if higher is not None and higher.break_even_months is not None:
            at = msg.PAYBACK_AT_HIGHER_USE(util=higher.utilization, months=higher.break_even_months)
            lead += say(lang, "; ", "；") + at.render(lang)
        draft.add(lead + say(lang, ".", "。"))
        return
    cheaper = msg.CHEAPER_BUY() if out.verdict == "buy" else msg.CHEAPER_RENT()
    first = msg.PAYBACK_FIRST(
        setup=setup,
        months=months,
        years=months / 12,
        util=out.utilization,
        rent=rent,
        own=own,
        cheaper=cheaper,
        horizon=out.inputs.depreciation_years,
    )
    draft.add(_within_asked(draft, months) + first.render(lang) + say(lang, ".", "。"))


def _within_asked(draft: Draft, months: float | None) -> str:
    """The yes or no to a payback asked within a horizon ('' when none was asked)."""
    hours = draft.query.duration_hours
    if hours is None or hours < 730.0 or months is None:
        return ""
    years, n = hours / 8760.0, round(hours / 730.0, 1)
    horizon = say(draft.lang, "a year", "一年") if round(years, 2) == 1 else ""
    if not horizon and years < 1:
        horizon = say(draft.lang, f"{n:g} months", f"{n:g} 个月")
    horizon = horizon or say(draft.lang, f"{years:g} years", f"{years:g} 年")
    template = owning_msg.PAYBACK_WITHIN if months <= years * 12 else owning_msg.PAYBACK_NOT_WITHIN
    return template(horizon=horizon).render(draft.lang)


def compose_payback(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write rent vs buy with the user's figures from ``rent_vs_buy_stated``: months first."""
    lang = draft.lang
    call = _first(calls, "rent_vs_buy_stated")
    out = call.typed(RentVsBuy) if call else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else None
        could_not_weigh(draft, reason, calls=calls)
        return
    cur = out.currency
    setup = f"{out.gpu_count} × {draft.gpu_name(out.gpu_id)}"
    months = out.break_even_months
    lead = ""
    if draft.query.owning_ask == "payback":
        _payback_first(draft, out, setup)
    elif months is not None and out.own_monthly > out.rent_monthly:
        paid = payback_clause(months, out.inputs.depreciation_years, out.break_even_utilization)
        lead = say(
            lang,
            f"**Renting is cheaper** for {setup} at {out.utilization:.0%} utilisation: renting"
            f" costs {money(out.rent_monthly, cur)} a month, owning {money(out.own_monthly, cur)}"
            f" with depreciation ({paid.render(lang)}).",
            f"**租更便宜**：{setup}，利用率 {out.utilization:.0%} 时租用每月"
            f" {money(out.rent_monthly, cur)}，自购含折旧每月 {money(out.own_monthly, cur)}"
            f"（{paid.render(lang)}）。",
        )
    elif months is not None:
        lead = say(
            lang,
            f"**Buying {setup} pays for itself in about {months:,.1f} months** at"
            f" {out.utilization:.0%} utilisation: renting costs {money(out.rent_monthly, cur)} a"
            f" month, owning {money(out.own_monthly, cur)} with depreciation.",
            f"**自购 {setup} 约 {months:,.1f} 个月回本**（利用率 {out.utilization:.0%}）：租用每月"
            f" {money(out.rent_monthly, cur)}，自购含折旧每月 {money(out.own_monthly, cur)}。",
        )
    else:
        lead = say(
            lang,
            f"**Buying {setup} never pays for itself at {out.utilization:.0%} utilisation**:"
            f" renting costs {money(out.rent_monthly, cur)} a month, owning"
            f" {money(out.own_monthly, cur)} with depreciation.",
            f"**利用率 {out.utilization:.0%} 时自购 {setup} 永远回不了本**：租用每月"
            f" {money(out.rent_monthly, cur)}，自购含折旧每月 {money(out.own_monthly, cur)}。",
        )
    draft.add(lead)  # skipped when empty (the payback led)
    even = out.break_even_utilization
    if even is not None and even <= 1:
        draft.add(
            say(
                lang,
                f"Owning is cheaper per month above {even:.0%} utilisation.",
                f"利用率高于 {even:.0%} 时自购每月更便宜。",
            )
        )
    _warnings(draft, out.warnings)
    draft.assume(*out.assumptions, *[ref.label for ref in out.inputs.refs])


__all__ = [
    "compose_duration",
    "precision_word",
    "compose_fits",
    "compose_kv_cache",
    "compose_payback",
    "compose_power",
    "time_span",
]
