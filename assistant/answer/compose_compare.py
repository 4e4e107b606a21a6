"""Compose an N-way GPU comparison for a workload: the winner and why first, then the table; pure.

User-facing sentences are written en and zh side by side.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compare_prefill import prefill_fastest, prefill_others, prefill_speed
from assistant.answer.compose import Draft, could_not, gb, money, say, table_head
from assistant.answer.compose_catalog_spec import lead_difference
from assistant.answer.compose_choice import task_text
from assistant.answer.compose_compare_power import power_bill_line
from assistant.calc.head_to_head import ComparedGPU, ComparisonReport
from assistant.messages.catalog_phrases import catalog_phrase
from assistant.models import ToolCall
from assistant.question.tools import error_of

COMPARE_REFERENCE = (
    "no model named: tokens/s are for Llama 3 8B, and memory decides the winner",
    "没有指定模型：tokens/s 按 Llama 3 8B 计算，胜负看显存大小",
)

WHY = {
    "only_fit": (
        "it is the only one that fits {task} ({need} per GPU needed){speed}",
        "只有它装得下{task}（每卡需 {need}）{speed}",
    ),
    "none_fit": (
        "none of them fits {task} ({need} per GPU needed); it comes closest with {memory} GB",
        "都装不下{task}（每卡需 {need}），它显存最大（{memory} GB），最接近",
    ),
    "memory": (
        "with no model named, memory decides what you can run: {memory} GB, about {tps}"
        " tokens/s on {model}",
        "没有指定模型时，显存决定能跑多大的模型：{memory} GB，跑 {model} 约 {tps} tokens/s",
    ),
    "most_memory": ("it has the most memory: {memory} GB", "显存最大：{memory} GB"),
    "fastest": (
        "about {tps} tokens/s{others}, the fastest of those that fit",
        "约 {tps} tokens/s{others}，是装得下的卡里最快的",
    ),
    "tied_cheaper": (
        "the same speed on each (about {tps} tokens/s), so the cheaper hour wins: {rate} per"
        " GPU-hour{others_rate}",
        "速度相同（约 {tps} tokens/s），每小时更便宜的胜出：每卡时 {rate}{others_rate}",
    ),
    "tied_memory": (
        "the same speed on each (about {tps} tokens/s), so the one with more memory wins:"
        " {memory} GB, room for longer sequences or bigger batches",
        "速度相同（约 {tps} tokens/s），显存更大的胜出：{memory} GB，能放更长的序列或更大的 batch",
    ),
    "tied_prefill": (
        "the same generation speed on each (about {tps} tokens/s) and the same memory, so the"
        " faster prompt reading wins: about {prefill} tokens/s of prefill{others_prefill}",
        "生成速度相同（约 {tps} tokens/s）、显存也相同，读提示词（prefill）更快的胜出："
        "约 {prefill} tokens/s{others_prefill}",
    ),
    "cheapest": (
        "{rate} per GPU-hour, the cheapest of those that fit {task}",
        "每卡时 {rate}，是装得下{task}的卡里最便宜的",
    ),
    "best_value": (
        "the lowest cost per token, {value}{others_value}",
        "每 token 成本最低：{value}{others_value}",
    ),
}
"""Why the winner wins, by the calculator's reason key."""


def _value_text(lang: str, row: ComparedGPU, currency: str) -> str:
    if row.cost_per_million_tokens is not None:
        cost = money(row.cost_per_million_tokens, currency)
        if row.train_tokens_per_s is None:  # inference: batched at full load, as a server runs
            return say(lang, f"{cost} per 1M tokens at full load", f"满负荷每百万 token {cost}")
        return say(lang, f"{cost} per 1M tokens", f"每百万 token {cost}")
    return say(lang, "most tokens/s per purchase dollar", "每美元购买价换来的 tokens/s 最高")


def _row_name(draft: Draft, row: ComparedGPU) -> str:
    name = draft.gpu_name(row.gpu_id)
    return f"{row.count} × {name}" if row.count > 1 else name


def _compare_table(draft: Draft, rows: list[ComparedGPU], currency: str) -> str:
    lang = draft.lang
    training = any(r.train_tokens_per_s is not None for r in rows)
    speed = say(lang, "train tokens/s", "训练 tokens/s") if training else "decode / prefill tok/s"
    per_m, per_m_zh = ("per 1M tokens", "每百万 token")
    if not training:
        per_m, per_m_zh = "per 1M tokens (full load)", "每百万 token（满负荷）"
    head = say(
        lang,
        f"| GPU | Memory | Needs / usable per GPU | Fits | {speed} | $/GPU-hour | {per_m}"
        " | Power | Bandwidth | BF16 TFLOPS | NVLink |",
        f"| GPU | 显存 | 每卡需要 / 可用 | 装得下 | {speed} | 每卡时价格 | {per_m_zh}"
        " | 功耗 | 显存带宽 | BF16 TFLOPS | NVLink |",
    )
    lines = table_head(head)
    yes, no = say(lang, "yes", "是"), say(lang, "no", "否")
    for r in rows:
        marker = draft.spec(r.gpu_id)
        tflops = f"{r.bf16_tflops:g}" if r.bf16_tflops is not None else "—"
        if training:
            rate = f"{r.train_tokens_per_s or 0:,.0f}"
        else:
            rate = f"{r.decode_tokens_per_s or 0:,.1f} / {r.prefill_tokens_per_s or 0:,.0f}"
        power = f"{r.tdp_w:,.0f} W" if r.tdp_w else "—"
        lines.append(
            f"| {_row_name(draft, r)} {marker} | {r.memory_gb:g} GB "
            f"| {gb(r.per_gpu_gb)} / {gb(r.usable_gb)} | {yes if r.fits else no} "
            f"| {rate} | {money(r.per_gpu_hour, currency)} "
            f"| {money(r.cost_per_million_tokens, currency)} | {power} "
            f"| {r.memory_bandwidth_gb_s:,.0f} GB/s | {tflops} "
            f"| {yes if r.nvlink else no} |"
        )
    return "\n".join(lines)


def _winner_line(draft: Draft, out: ComparisonReport) -> str:
    lang = draft.lang
    rows = out.gpus
    win = next(r for r in rows if r.gpu_id == out.winner)
    fits = [r for r in rows if r.fits]
    need = gb(min(r.per_gpu_gb for r in (fits or rows)))
    task = task_text(draft, out.method, out.model_id, out.precision)
    en, zh = WHY[out.reason]
    others = [r for r in fits if r is not win and r.tokens_per_s]
    against = ", ".join(f"{r.tokens_per_s:,.1f} on the {_row_name(draft, r)}" for r in others)
    against_zh = "，".join(f"{_row_name(draft, r)} 约 {r.tokens_per_s:,.1f}" for r in others)
    priced = [r for r in others if r.cost_per_million_tokens is not None]
    costs = ", ".join(
        f"{_value_text(lang, r, out.currency)} on the {_row_name(draft, r)}" for r in priced
    )
    costs_zh = "，".join(
        f"{_row_name(draft, r)} {_value_text(lang, r, out.currency)}" for r in priced
    )
    rated = [r for r in others if r.per_gpu_hour is not None]
    rates = ", ".join(
        f"{money(r.per_gpu_hour, out.currency)} on the {_row_name(draft, r)}" for r in rated
    )
    rates_zh = "，".join(
        f"{_row_name(draft, r)} {money(r.per_gpu_hour, out.currency)}" for r in rated
    )
    read = [r for r in others if r.prefill_tokens_per_s]
    prefills = ", ".join(
        f"{r.prefill_tokens_per_s:,.0f} on the {_row_name(draft, r)}" for r in read
    )
    prefills_zh = "，".join(f"{_row_name(draft, r)} 约 {r.prefill_tokens_per_s:,.0f}" for r in read)
    values = {
        "prefill": f"{win.prefill_tokens_per_s or 0:,.0f}",
        "others_prefill": say(lang, f" against {prefills}", f"（{prefills_zh}）") if read else "",
        "others": say(lang, f" against {against}", f"（{against_zh}）") if others else "",
        "others_rate": say(lang, f" against {rates}", f"（{rates_zh}）") if rated else "",
        "others_value": say(lang, f" against {costs}", f"（{costs_zh}）") if priced else "",
        "task": task,
        "need": need,
        "memory": f"{win.memory_gb * win.count:g}",
        "tps": f"{win.tokens_per_s:,.1f}",
        # the one that fits, timed: "how much faster" is answered by its speed alone; its
        # prompt-reading rate first when that is what was asked
        "speed": prefill_speed(draft, win)
        or (
            say(
                lang,
                f", at about {win.tokens_per_s:,.1f} tokens/s",
                f"，约 {win.tokens_per_s:,.1f} tokens/s",
            )
            if win.tokens_per_s
            else ""
        ),
        "model": draft.model_name(out.model_id),
        "rate": money(win.per_gpu_hour, out.currency),
        "value": _value_text(lang, win, out.currency),
    }
    why = say(lang, en, zh).format(**values)
    if out.reason == "fastest":  # "pp speed is what kills me": the prompt's rate first
        why = prefill_fastest(draft, win, fits) or why
    if draft.query.finetune_unspecified and win.train_tokens_per_s is not None:
        # "is the B200 really twice as fast for training": training throughput, on an example
        task = say(lang, f"training throughput ({task} as the example)", f"训练吞吐，以{task}为例")
    return say(
        lang,
        f"{_versus(draft, rows)}: **the {_row_name(draft, win)} wins** for {task}: {why}.",
        f"{_versus(draft, rows)}：**{_row_name(draft, win)} 胜出**（{task}）：{why}。",
    )


def _versus(draft: Draft, rows: Sequence[ComparedGPU]) -> str:
    """The setups compared, in the order asked: "RTX 4090 vs RTX 4090 D"."""
    return " vs ".join(_row_name(draft, r) for r in rows)


def _ratio_line(draft: Draft, a: ComparedGPU, b: ComparedGPU) -> str:
    lang = draft.lang
    name_a, name_b = draft.gpu_name(a.gpu_id), draft.gpu_name(b.gpu_id)
    memory = (
        say(lang, f"Both have {a.memory_gb:g} GB", f"两张卡显存都是 {a.memory_gb:g} GB")
        if a.memory_gb == b.memory_gb
        else say(
            lang,
            f"{name_b} has {b.memory_gb:g} GB against {a.memory_gb:g} GB",
            f"{name_b} 显存 {b.memory_gb:g} GB，{name_a} 为 {a.memory_gb:g} GB",
        )
    )
    parts = [
        memory,
        say(
            lang,
            f"{b.memory_bandwidth_gb_s:,.0f} GB/s against {a.memory_bandwidth_gb_s:,.0f} GB/s"
            " of bandwidth",
            f"显存带宽 {b.memory_bandwidth_gb_s:,.0f} GB/s 对 {a.memory_bandwidth_gb_s:,.0f} GB/s",
        ),
    ]
    if a.bf16_tflops and b.bf16_tflops:
        parts.append(
            say(
                lang,
                f"{b.bf16_tflops:g} against {a.bf16_tflops:g} dense BF16 TFLOPS",
                f"BF16 稠密算力 {b.bf16_tflops:g} 对 {a.bf16_tflops:g} TFLOPS",
            )
        )
    if a.nvlink != b.nvlink:
        linked = name_a if a.nvlink else name_b
        parts.append(say(lang, f"only the {linked} has NVLink", f"只有 {linked} 支持 NVLink"))
    return say(lang, "; ".join(parts) + ".", "；".join(parts) + "。")


def compose_compare(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Name the winner for the asked workload and why, then the table of every GPU named."""
    lang = draft.lang
    bill = power_bill_line(draft, calls)
    calls = [c for c in calls if c.tool != "estimate_power"]
    call = calls[0] if calls else None
    out = call.typed(ComparisonReport) if call is not None else None
    if call is None or out is None:
        reason = error_of(call, lang) if call else say(lang, "name two GPUs", "请给出两种 GPU")
        could_not(draft, ("I could not compare these", "无法比较"), reason, passages=2)
        return
    rows = out.gpus
    named = list(dict.fromkeys(g.gpu_id for g in draft.query.gpus))
    if draft.query.asks_difference and len(named) == 2:  # "4090和4090D有什么区别": that first
        lead_difference(draft, named[0], named[1])
    if out.winner:
        win = next(r for r in rows if r.gpu_id == out.winner)
        names = [_row_name(draft, r) for r in rows]
        draft.add(_winner_line(draft, out) + prefill_others(draft, rows, win, names))
        draft.winner_led = len(draft.paragraphs) == 1  # the winner is the first line
    sixteen = calls[1].typed(ComparisonReport) if len(calls) > 1 else None
    if sixteen is not None and sixteen.precision == out.precision:
        need = min(r.per_gpu_gb for r in sixteen.gpus)
        draft.add(
            say(
                lang,
                f"On one card none of them holds it ({need:,.1f} GB per GPU at the least), so"
                " each is compared at the number of cards that does.",
                f"单卡都装不下（每卡至少需 {need:,.1f} GB），所以按各自装得下的卡数来比较。",
            )
        )
    elif sixteen is not None and not any(r.fits for r in sixteen.gpus):
        need = min(r.per_gpu_gb for r in sixteen.gpus)
        draft.add(
            say(
                lang,
                f"In bf16 none of them holds it ({need:,.1f} GB per GPU at the least), so"
                " they are compared at 4-bit GGUF Q4_K_M on llama.cpp, as one user runs it.",
                f"按 bf16 都装不下（每卡至少需 {need:,.1f} GB），所以按一个人本地常用的"
                " llama.cpp 4-bit GGUF Q4_K_M 来比较。",
            )
        )
    draft.add(_ratio_line(draft, rows[0], rows[1]))
    if bill is not None:
        draft.add(bill)
    draft.add(_compare_table(draft, rows, out.currency))
    priced = [r for r in rows if r.price_as_of]
    if priced:
        dates = sorted({str(r.price_as_of) for r in priced})
        draft.add(
            say(
                lang,
                f"Prices are the cheapest listed on-demand GPU-hour per card (as of"
                f" {', '.join(dates)}); cost per 1M tokens = price / (tokens/s × 3600) × 1e6.",
                f"价格取每种卡最便宜的按量每卡时报价（价格日期 {'、'.join(dates)}）；"
                "每百万 token 成本 = 价格 /（tokens/s × 3600）× 1e6。",
            )
        )
    notes = [catalog_phrase(r.market_note, lang) for r in rows if r.market_note]
    if notes and lang == "zh":
        draft.add("中国市场：" + "；".join(notes) + "。")
    draft.explain(limit=2)
    if not out.model_named:
        draft.assume(say(lang, *COMPARE_REFERENCE))
    draft.assume(*out.assumptions)
