"""Compose a recommendation under constraints (the setup to buy or rent); pure.

The first line names the pick (or the winner) and why; then what the money buys, a table, what
would change the pick, and the explanation from cited passages. User-facing sentences are
written en and zh side by side.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import (
    METHOD_NAMES,
    PROVIDER_NAMES,
    Draft,
    could_not,
    gb,
    money,
    say,
    table_head,
)
from assistant.answer.compose_fit import sizing_errors
from assistant.answer.price_sources import brief_basis
from assistant.calc.recommend import Recommendation, Setup
from assistant.calc.sizing import MemoryEstimate
from assistant.messages.catalog_phrases import (
    confidence_phrase,
    instance_phrase,
    region_phrase,
)
from assistant.messages.choice import PSU_SHARE
from assistant.models import ToolCall
from assistant.question.tools import error_of

RULES = {
    "rank_buy_default": (
        "ranking: setups that fit with at least 10% memory to spare, fewest cards first (each"
        " extra card costs a slot, power and a split of the model), then cheapest, then faster",
        "排序规则：显存至少留 10% 余量才算装得下；先比卡数"
        "（多一张卡就多占插槽、多耗电、模型还要拆分），再比价格，最后比速度",
    ),
    "rank_rent_default": (
        "ranking: offers that fit with at least 10% memory to spare, cheapest per hour first,"
        " then faster; on-demand prices",
        "排序规则：显存至少留 10% 余量才算装得下；按每小时价格从低到高，再比速度；按量计费价格",
    ),
    "rank_buy_roomy": (
        "ranking (no model named): setups that fit with at least 10% memory to spare, fewest"
        " cards first, then the most memory (room for a larger model or a longer context), then"
        " cheapest",
        "排序规则（未指定模型）：显存至少留 10% 余量才算装得下；先比卡数，再比显存大小"
        "（给更大的模型或更长的上下文留余地），最后比价格",
    ),
    "rank_buy_cheapest": ("ranking: cheapest first", "排序规则：价格最低优先"),
    "rank_rent_cheapest": ("ranking: cheapest per hour first", "排序规则：每小时最便宜优先"),
    "rank_buy_fastest": ("ranking: fastest first", "排序规则：速度最快优先"),
    "rank_rent_fastest": ("ranking: fastest first", "排序规则：速度最快优先"),
    "rank_buy_most_memory": ("ranking: most memory first", "排序规则：显存最大优先"),
    "rank_rent_most_memory": ("ranking: most memory first", "排序规则：显存最大优先"),
    "rank_buy_best_value": (
        "ranking: lowest price per token/s",
        "排序规则：每 token/s 价格最低优先",
    ),
    "rank_rent_best_value": (
        "ranking: lowest price per token/s",
        "排序规则：每 token/s 价格最低优先",
    ),
    "headroom": (
        "memory margin = usable memory per GPU minus the estimated peak",
        "显存余量 = 每卡可用显存减去估算峰值",
    ),
    "used_market": (
        "used-market prices are unverified and never the pick; they are shown beside it",
        "二手价格未经核实，不作为首选，只在旁边列出",
    ),
    "buy_default": (
        "buying assumed: the budget is a lump sum (say 'rent' or give a per-hour budget for cloud"
        " offers)",
        "按购买计算：预算是一次性总额（如要租云 GPU，请说“租”或给出每小时预算）",
    ),
    "rent_default": (
        "renting assumed: no lump-sum budget given (give one, or say 'buy', for purchase prices)",
        "按租用计算：没有给出一次性预算（如要购买，请给出预算或说“买”）",
    ),
    "int4_default": (
        "local inference at 4-bit weights (Q4/int4, as Ollama and llama.cpp ship models)",
        "本地推理按 4-bit 权重量化计算（Q4/int4，Ollama 和 llama.cpp 默认提供的格式）",
    ),
    "runtime_llama_cpp": (
        "memory and speed are for llama.cpp (what Ollama and LM Studio run), the usual runtime"
        " for a 4-bit model and one user",
        "显存和速度按 llama.cpp 估算（Ollama、LM Studio 用的就是它），"
        "这是单用户跑 4-bit 模型的常见方式",
    ),
    "reference_set": (
        "no model named: sized 70B, 32B, 13B and 7B Llama-shaped models at 4-bit and answered for"
        " the largest the budget runs",
        "没有指定模型：按 70B、32B、13B、7B（Llama 结构、4-bit）依次估算，回答预算能跑的最大一档",
    ),
    "desktop_cards": (
        "no model named for local use: one or two cards, as a desktop takes (name a model for"
        " a larger multi-GPU build)",
        "没有指定模型的本地使用：按一台台式机能装的一到两张卡推荐（指明模型可考虑多卡方案）",
    ),
    "purchase_prices": (
        "purchase prices are the catalog's dated launch or street prices for the cards alone"
        " (host, PSU and case not included)",
        "购买价格取目录中注明日期的首发价或市场价，只含显卡（不含主机、电源和机箱）",
    ),
}
"""The ranking rules and defaults, worded in both languages (keys from the calculators)."""

ZH_COUNT = {1: "一张", 2: "两张"}


def _count(lang: str, n: int) -> str:
    return say(lang, f"{n} ×", ZH_COUNT.get(n, f"{n} 张"))


def setup_name(draft: Draft, s: Setup) -> str:
    """The setup in words: "2 × RTX 3090", "两张 RTX 3090"."""
    return f"{_count(draft.lang, s.count)} {draft.gpu_name(s.gpu_id)}"


def task_text(draft: Draft, method: str, model_id: str, precision: str) -> str:
    """The workload in words: "running Llama 3.1 70B at int4", "LoRA of a 7B model"."""
    lang = draft.lang
    model = draft.model_name(model_id)
    if method == "inference":
        return say(lang, f"running {model} at {precision}", f"以 {precision} 运行 {model}")
    name = METHOD_NAMES[lang].get(method, method)
    return say(lang, f"{name} of {model}", f"{model}的{name}")


def task_of(draft: Draft, out: Recommendation) -> str:
    """The recommendation's workload in words."""
    return task_text(draft, out.method, out.model_id, out.precision)


def price_text(draft: Draft, s: Setup) -> str:
    """The price of a setup with its basis and date, cited."""
    lang, cur = draft.lang, s.currency
    if s.kind == "buy":
        marker = draft.spec(s.gpu_id)
        # a used-market price's basis starts "used-market"; its source is in the cited row
        basis = brief_basis(s.price_basis, lang)[0]
        return say(
            lang,
            f"{money(s.price, cur)} ({basis}) {marker}",
            f"{money(s.price, cur)}（{basis}）{marker}",
        ).rstrip()
    marker = draft.spec_row(f"offer-{s.offer_id}")
    inst, region = instance_phrase(s.instance_type, lang), region_phrase(s.region, lang)
    trust = confidence_phrase(s.confidence, lang)
    return say(
        lang,
        f"{money(s.price, cur)}/h ({money(s.per_gpu_hour, cur)} per GPU-hour) on"
        f" {s.provider} {inst} ({region}), price as of {s.as_of},"
        f" {trust} confidence {marker}",
        f"每小时 {money(s.price, cur)}（每卡时 {money(s.per_gpu_hour, cur)}），"
        f"{s.provider} {inst}（{region}），价格日期 {s.as_of}，"
        f"可信度 {trust} {marker}",
    ).rstrip()


def buys_text(draft: Draft, s: Setup, method: str) -> str:
    """What the setup gives: memory per GPU against usable, the margin, and tokens/s."""
    if method == "inference":
        speed = say(draft.lang, "decode", "生成")
    else:
        speed = say(draft.lang, "in training", "训练")
    return say(
        draft.lang,
        f"{gb(s.per_gpu_gb)} of {gb(s.usable_gb)} usable per GPU"
        f" ({gb(s.headroom_gb)} to spare), about {s.tokens_per_s:,.1f} tokens/s {speed}",
        f"每卡需 {gb(s.per_gpu_gb)}，可用 {gb(s.usable_gb)}（余量 {gb(s.headroom_gb)}），"
        f"{speed}约 {s.tokens_per_s:,.1f} tokens/s",
    ).rstrip()


def budget_text(lang: str, out: Recommendation) -> str:
    """The budget phrase: " within $2,000.00", "，预算 ¥8,000.00 以内", or "" with no budget."""
    budget = out.budget
    if budget is None:
        return ""
    per = {"hour": say(lang, " an hour", "每小时"), "month": say(lang, " a month", "每月")}
    period = per.get(budget.period, "")
    amount = money(budget.amount, budget.currency)
    return say(lang, f" within {amount}{period}", f"，预算{period} {amount} 以内")


def _lead(draft: Draft, out: Recommendation, pick: Setup) -> None:
    lang = draft.lang
    task = task_of(draft, out)
    draft.add(
        say(
            lang,
            f"**{setup_name(draft, pick)}** is the pick for {task}{budget_text(lang, out)}:"
            f" {price_text(draft, pick)}; {buys_text(draft, pick, out.method)}.",
            f"**推荐{'' if pick.count <= 2 else ' '}{setup_name(draft, pick)}**："
            f"{task}{budget_text(lang, out)}；"
            f"价格 {price_text(draft, pick)}；{buys_text(draft, pick, out.method)}。",
        )
    )


def _nothing_fits(draft: Draft, out: Recommendation) -> None:
    lang = draft.lang
    task = task_of(draft, out)
    lines = [
        say(
            lang,
            f"**Nothing{budget_text(lang, out)} is enough for {task}.**",
            f"**{budget_text(lang, out).lstrip('，')}没有装得下{task}的配置。**",
        )
    ]
    cheapest = out.cheapest_fit
    if cheapest is not None:
        lines.append(
            say(
                lang,
                f"The cheapest setup that does is {setup_name(draft, cheapest)} at"
                f" {price_text(draft, cheapest)}.",
                f"能跑的最便宜配置是{setup_name(draft, cheapest)}，"
                f"价格 {price_text(draft, cheapest)}。",
            )
        )
    alt = out.method_pick
    if alt is not None and out.method_change:
        change = METHOD_NAMES[lang].get(out.method_change, out.method_change)
        lines.append(
            say(
                lang,
                f"With {change} instead, {setup_name(draft, alt)} fits the budget at"
                f" {price_text(draft, alt)}.",
                f"改用 {change}，{setup_name(draft, alt)}就在预算内，"
                f"价格 {price_text(draft, alt)}。",
            )
        )
    draft.add(" ".join(lines))


def row_caveat(draft: Draft, s: Setup) -> str:
    """What a used or unusual row needs said in the row itself (warranty, carrier boards)."""
    lang = draft.lang
    gpu = draft.catalog.gpus.get(s.gpu_id)
    form = gpu.form_factor if gpu else ""
    notes = []
    if s.used_market:
        notes.append(say(lang, "used: unverified price, no warranty", "二手：价格未经核实，无保修"))
    if s.kind == "buy" and form.startswith("SXM2"):
        notes.append(
            say(
                lang,
                "SXM2 modules need an SXM2 carrier board or server",
                "SXM2 模块需要 SXM2 转接底板或整机",
            )
        )
    elif s.kind == "buy" and form.startswith(("SXM", "OAM")) and s.used_market:
        notes.append(
            say(lang, f"{form} modules need a matching server", f"{form} 模块需要配套服务器")
        )
    if not notes:
        return ""
    return say(lang, f" ({'; '.join(notes)})", f"（{'；'.join(notes)}）")


def _choice_table(draft: Draft, out: Recommendation) -> None:
    lang = draft.lang
    roles = [
        (out.pick, say(lang, "pick", "首选")),
        (out.runner_up, say(lang, "runner-up", "次选")),
        (out.faster_option, say(lang, "faster", "更快")),
        (out.used_alternative, say(lang, "used market", "二手")),
        (out.method_pick, say(lang, "lighter method", "更省显存的方法")),
    ]
    rent = out.kind == "rent"
    price_head = say(lang, "Price / hour", "每小时价格") if rent else say(lang, "Price", "价格")
    head = say(
        lang,
        f"| | Setup | {price_head} | Memory per GPU | Margin | tokens/s |",
        f"| | 配置 | {price_head} | 每卡显存 | 余量 | tokens/s |",
    )
    rows = table_head(head)
    for s, label in roles:
        if s is None:
            continue
        rows.append(
            f"| {label} | {setup_name(draft, s)}{row_caveat(draft, s)}"
            f" | {money(s.price, s.currency)} "
            f"| {gb(s.per_gpu_gb)} / {gb(s.usable_gb)} | {gb(s.headroom_gb)} "
            f"| {s.tokens_per_s:,.1f} |"
        )
    if len(rows) > 3:
        draft.add("\n".join(rows))


def _changes(draft: Draft, out: Recommendation) -> None:
    """What would change the pick: the runner-up, a faster setup, the used market."""
    lang = draft.lang
    lines = []
    runner = out.runner_up
    if runner is not None:
        lines.append(
            say(
                lang,
                f"Runner-up: {setup_name(draft, runner)} at {price_text(draft, runner)};"
                f" {buys_text(draft, runner, out.method)}.",
                f"次选：{setup_name(draft, runner)}，价格 {price_text(draft, runner)}；"
                f"{buys_text(draft, runner, out.method)}。",
            )
        )
    faster = out.faster_option
    if faster is not None:
        lines.append(
            say(
                lang,
                f"What would change the pick: for {money(faster.price, faster.currency)}"
                f"{'/h' if faster.kind == 'rent' else ''},"
                f" {setup_name(draft, faster)} runs it at about {faster.tokens_per_s:,.1f}"
                " tokens/s.",
                f"什么情况下换选择：{'每小时' if faster.kind == 'rent' else ''}花"
                f" {money(faster.price, faster.currency)}，"
                f"{setup_name(draft, faster)}可以跑到约 {faster.tokens_per_s:,.1f} tokens/s。",
            )
        )
    used = out.used_alternative
    if used is not None:
        lines.append(
            say(
                lang,
                f"On the used market, {setup_name(draft, used)} would also run it for"
                f" {price_text(draft, used)}: an unverified price, with no warranty.",
                f"二手市场上，{setup_name(draft, used)}也能跑，价格 {price_text(draft, used)}；"
                "二手价格未经核实，也没有保修。",
            )
        )
    draft.add("\n".join(f"- {line}" for line in lines))


def compose_choice(draft: Draft, call: ToolCall, sized: ToolCall | None) -> None:
    """One ``recommend_setup`` answered: the pick (or what would fit), the table, the notes."""
    lang = draft.lang
    out = call.typed(Recommendation)
    assert out is not None, "a failed call is answered before"
    if out.pick is not None:
        _lead(draft, out, out.pick)
    else:
        _nothing_fits(draft, out)
    larger = [draft.model_name(m) for m in call.output.get("larger_models_not_fitting") or []]
    if larger:
        draft.add(
            say(
                lang,
                f"Larger models ({', '.join(larger)}) do not fit this budget.",
                f"更大的模型（{'、'.join(larger)}）在这个预算内跑不了。",
            )
        )
    estimate = sized.typed(MemoryEstimate) if sized is not None else None
    if estimate is not None:
        task = task_of(draft, out)
        draft.add(
            say(
                lang,
                f"{task[0].upper() + task[1:]} needs about"
                f" {gb(estimate.per_gpu_gb)} on a single GPU ({estimate.precision},"
                f" {estimate.seq_len} tokens, batch {estimate.batch}).",
                f"{task}单卡约需 {gb(estimate.per_gpu_gb)} 显存（{estimate.precision}，"
                f"{estimate.seq_len} tokens，batch {estimate.batch}）。",
            )
        )
    _choice_table(draft, out)
    if out.pick is not None:
        _changes(draft, out)
    draft.explain(limit=1)
    notes = list(out.notes)
    notes.append("buy_default" if out.kind == "buy" else "rent_default")
    if out.kind == "buy":
        notes.append("purchase_prices")
    if call.input.get("model") is None:
        notes.append("reference_set")
    if call.input.get("max_cards") and call.input.get("model") is None:
        notes.append("desktop_cards")
    floor = call.input.get("min_tokens_per_s")
    if floor:
        draft.assume(
            say(
                lang,
                f"only setups that decode at least {floor:g} tokens/s (the speed asked) count",
                f"只考虑生成速度不低于 {floor:g} tokens/s（你要求的速度）的配置",
            )
        )
    if call.output.get("psu_card_w") is not None:  # the PSU stated bounded the cards
        draft.assume(PSU_SHARE(watts=call.output["psu_card_w"], psu=call.input["psu_w"]))
    if call.input.get("engine") == "llama.cpp":
        notes.append("runtime_llama_cpp")
    if out.method == "inference" and draft.query.precision is None:
        if out.precision == "int4" and out.kind == "buy":
            notes.append("int4_default")
    draft.assume(*(say(lang, *RULES[n]) for n in notes if n in RULES))
    if estimate is not None:
        draft.assume(*estimate.assumptions)


def _compose_counts(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Rank candidate GPUs by the fewest cards that fit, then memory headroom."""
    lang = draft.lang
    sized = [c for c in calls if c.tool == "estimate_memory"]
    ok = [est for c in sized if (est := c.typed(MemoryEstimate)) is not None]
    if not ok:
        sizing_errors(draft, calls)
        draft.verdict = None  # a recommendation answers no yes/no question
        return
    options: list[tuple[int, float, MemoryEstimate]] = []
    for est in ok:
        if est.fits:
            options.append((1, est.per_gpu_gb, est))
            continue
        counts = [a for a in est.alternatives if a.change.endswith(est.gpu_id)]
        if counts:
            options.append((counts[0].count, counts[0].per_gpu_gb, est))
    options.sort(key=lambda o: (o[0], draft.catalog.gpus[o[2].gpu_id].memory_gb))
    first = ok[0]
    task = f"{METHOD_NAMES[lang][first.method]} {draft.model_name(first.model_id)}"
    single = min(ok, key=lambda o: o.per_gpu_gb if o.count == 1 else float("inf"))
    draft.add(
        say(
            lang,
            f"{task[0].upper() + task[1:]} needs about {gb(single.per_gpu_gb)} on a single GPU"
            f" ({single.precision}, {single.seq_len} tokens, batch {single.batch}).",
            f"{task} 单卡约需 {gb(single.per_gpu_gb)} 显存（{single.precision}，"
            f"{single.seq_len} tokens，batch {single.batch}）。",
        )
    )
    lines = []
    for count, per_gpu, est in options[:4]:
        marker = draft.spec(est.gpu_id)
        lines.append(
            say(
                lang,
                f"- {count} × {draft.gpu_name(est.gpu_id)}: {gb(per_gpu)} per GPU of"
                f" {gb(est.usable_gb)} usable {marker}",
                f"- {count} × {draft.gpu_name(est.gpu_id)}：每卡约 {gb(per_gpu)}，"
                f"可用 {gb(est.usable_gb)} {marker}",
            )
        )
    if lines:
        draft.add(
            say(
                lang,
                f"**Setups that fit {task}** (fewest GPUs first):",
                f"**能跑 {task} 的配置**（按所需卡数从少到多）：",
            )
            + "\n"
            + "\n".join(lines)
        )
    else:
        draft.add(
            say(
                lang,
                f"None of the GPUs I rank fits {task} with up to 512 cards.",
                f"在 512 张卡以内，没有候选 GPU 能跑 {task}。",
            )
        )
    draft.explain(limit=2)
    draft.assume(*first.assumptions)


def provider_gap(draft: Draft) -> str:
    """The provider asked for is not in the price book; the pick that follows is from others."""
    key = str(draft.query.provider)
    en, zh = PROVIDER_NAMES.get(key, (key, key))
    return say(
        draft.lang,
        f"I don't cover {en}: it is not in my price book; from the providers I have: ",
        f"我的价格表里没有 {zh} 的报价；从表里其他厂商中挑选：",
    )


def compose_recommend(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Lead with the setup to buy or rent; "how many H20s" lists the counts that fit."""
    choices = [c for c in calls if c.tool == "recommend_setup"]
    choice = choices[-1] if choices else None
    draft.verdict = None  # a recommendation answers no yes/no question
    gap = len(choices) > 1 and draft.query.provider is not None and not error_of(choices[-1])
    if choice is not None:
        if error_of(choice) is not None:
            could_not(
                draft,
                ("I could not rank setups", "无法给出推荐配置"),
                error_of(choice, draft.lang),
                passages=2,
            )
            return
        sized = next((c for c in calls if c.tool == "estimate_memory"), None)
        compose_choice(draft, choice, sized)
        if gap and draft.paragraphs:  # said first, in the line that answers
            draft.paragraphs[0] = provider_gap(draft) + draft.paragraphs[0]
        return
    _compose_counts(draft, calls)
