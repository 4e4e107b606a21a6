"""Compose the market answers: rent-vs-buy, recommend, speed and compare; pure.

Each ``compose_*`` writes into a ``Draft`` from ``compose``: the lead figure first, then a table,
the warnings in the answer's language, and the explanation from cited passages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from assistant.answer.compose import (
    METHOD_NAMES,
    STRATEGY_NAMES,
    Draft,
    could_not,
    gb,
    money,
    say,
    sizing_errors,
)
from assistant.answer.localize import warning_sentence
from assistant.models import ToolCall
from assistant.question.tools import error_of

BOUND_ZH = {"memory-bandwidth": "显存带宽", "compute": "算力", "communication": "卡间通信"}


def _localized(lang: str) -> Callable[[str], str | None]:
    return lambda warning: warning_sentence(warning, lang)


# --------------------------------------------------------------------------- rent-vs-buy
# (cost answers live in ``compose_price``)


def compose_rent_vs_buy(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a rent-vs-buy answer from one ``rent_vs_buy`` call."""
    lang = draft.lang
    call = calls[0]
    if error_of(call) is not None:
        could_not(
            draft,
            ("I could not compare owning and renting", "无法比较自购和租用"),
            error_of(call),
            passages=2,
        )
        return
    out = call.output
    cur = out["currency"]
    setup = f"{out['gpu_count']} × {draft.gpu_name(out['gpu_id'])}"
    years = out["inputs"]["depreciation_years"]
    util = out["utilization"]
    cheaper = out["verdict"]
    lead = say(
        lang,
        f"**{'Buying' if cheaper == 'buy' else 'Renting'} is cheaper** for {setup} over"
        f" {years:g} years at {util:.0%} utilisation: owning costs"
        f" {money(out['own_monthly'], cur)} a month (depreciation, maintenance, energy),"
        f" renting the same hours {money(out['rent_monthly'], cur)}.",
        f"**{'自购' if cheaper == 'buy' else '租用'}更划算**：{setup}，按 {years:g} 年折旧、"
        f"利用率 {util:.0%} 计算，自购每月 {money(out['own_monthly'], cur)}（折旧、维护、电费），"
        f"租用同样时长每月 {money(out['rent_monthly'], cur)}。",
    )
    draft.add(lead)
    if out.get("break_even_utilization") is not None and out["break_even_utilization"] <= 1:
        draft.add(
            say(
                lang,
                f"Owning wins above about {out['break_even_utilization']:.0%} utilisation.",
                f"利用率高于约 {out['break_even_utilization']:.0%} 时自购更省钱。",
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
    rows = [head, "| --- | --- | --- | --- |"]
    for row in out["sensitivity"]:
        if round(row["utilization"] * 10) in (2, 5, 8, 10):
            who = say(lang, row["cheaper"], "自购" if row["cheaper"] == "buy" else "租用")
            rows.append(
                f"| {row['utilization']:.0%} | {money(row['own_monthly'], cur)} "
                f"| {money(row['rent_monthly'], cur)} | {who} |"
            )
    draft.add("\n".join(rows))
    draft.add(" ".join(w for w in map(_localized(lang), out.get("warnings", [])[:3]) if w))
    draft.explain(limit=2)
    draft.assume(*out.get("assumptions", []), *[ref["label"] for ref in out["inputs"]["refs"]])


# --------------------------------------------------------------------------- recommend


def compose_recommend(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Rank candidate GPUs by the fewest cards that fit, then memory headroom."""
    lang = draft.lang
    ok = [c.output for c in calls if error_of(c) is None]
    if not ok:
        sizing_errors(draft, calls)
        draft.verdict = None  # a recommendation answers no yes/no question
        return
    options = []
    for out in ok:
        if out["fits"]:
            options.append((1, out["per_gpu_gb"], out))
            continue
        counts = [a for a in out.get("alternatives", []) if a["change"].endswith(out["gpu_id"])]
        if counts:
            options.append((counts[0]["count"], counts[0]["per_gpu_gb"], out))
    options.sort(key=lambda o: (o[0], draft.catalog.gpus[o[2]["gpu_id"]].memory_gb))
    first = ok[0]
    task = f"{METHOD_NAMES[lang][first['method']]} {first['model_id']}"
    single = min(ok, key=lambda o: o["per_gpu_gb"] if o["count"] == 1 else float("inf"))
    draft.add(
        say(
            lang,
            f"{task[0].upper() + task[1:]} needs about {gb(single['per_gpu_gb'])} on a single GPU"
            f" ({single['precision']}, {single['seq_len']} tokens, batch {single['batch']}).",
            f"{task} 单卡约需 {gb(single['per_gpu_gb'])} 显存（{single['precision']}，"
            f"{single['seq_len']} tokens，batch {single['batch']}）。",
        )
    )
    lines = []
    for count, per_gpu, out in options[:4]:
        marker = draft.spec(out["gpu_id"])
        lines.append(
            say(
                lang,
                f"- {count} × {draft.gpu_name(out['gpu_id'])}: {gb(per_gpu)} per GPU of"
                f" {gb(out['usable_gb'])} usable {marker}",
                f"- {count} × {draft.gpu_name(out['gpu_id'])}：每卡约 {gb(per_gpu)}，"
                f"可用 {gb(out['usable_gb'])} {marker}",
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
    draft.assume(*first.get("assumptions", []))


# --------------------------------------------------------------------------- speed & compare


def _duration(hours: float, lang: str) -> str:
    if hours >= 48:
        return say(lang, f"{hours / 24:,.1f} days", f"{hours / 24:,.1f} 天")
    return say(lang, f"{hours:,.1f} hours", f"{hours:,.1f} 小时")


def compose_speed(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a speed answer from one ``estimate_speed`` call."""
    lang = draft.lang
    call = next((c for c in calls if c.tool == "estimate_speed"), None)
    if call is None or error_of(call) is not None:
        reason = error_of(call) if call else say(lang, "no model named", "没有指明模型")
        could_not(draft, ("I could not estimate the speed", "无法估算速度"), reason)
        return
    out = call.output
    setup = f"{out['count']} × {draft.gpu_name(out['gpu_id'])}"
    marker = draft.spec(out["gpu_id"])
    if out.get("decode_tokens_per_s") is not None:
        draft.add(
            say(
                lang,
                f"**About {out['decode_tokens_per_s']:,.1f} tokens/s per sequence** generating with"
                f" {out['model_id']} ({out['precision']}) on {setup} {marker}; prompt processing"
                f" (prefill) runs at about {out['prefill_tokens_per_s']:,.0f} tokens/s."
                f" Decoding is {out['bound']} bound.",
                f"**单序列生成约 {out['decode_tokens_per_s']:,.1f} tokens/s**：{out['model_id']}"
                f"（{out['precision']}）在 {setup} 上 {marker}；预填充（prefill）约"
                f" {out['prefill_tokens_per_s']:,.0f} tokens/s。"
                f"解码瓶颈：{BOUND_ZH.get(out['bound'], out['bound'])}。",
            )
        )
    served = next(
        (
            c.output
            for c in calls
            if c.tool == "estimate_speed"
            and c.input.get("engine") == "vllm"
            and error_of(c) is None
        ),
        None,
    )
    if served is not None and served.get("decode_tokens_per_s") is not None:
        split = STRATEGY_NAMES[lang].get(served["strategy"], served["strategy"])
        draft.add(
            say(
                lang,
                f"Served with vLLM ({split}), the same model reaches about"
                f" {served['decode_tokens_per_s']:,.1f} tokens/s per sequence: the figure above"
                " is plain transformers `generate`.",
                f"用 vLLM 部署（{split}），同一模型单序列约"
                f" {served['decode_tokens_per_s']:,.1f} tokens/s；上面的数字是 transformers"
                " 原生 `generate` 的速度。",
            )
        )
    if out.get("train_tokens_per_s") is not None:
        text = say(
            lang,
            f"**About {out['train_tokens_per_s']:,.0f} training tokens/s** for"
            f" {METHOD_NAMES[lang].get(out['method'], out['method'])} of {out['model_id']} on"
            f" {setup} {marker}, at {out['mfu']:.0%} model FLOPs utilisation.",
            f"**训练吞吐约 {out['train_tokens_per_s']:,.0f} tokens/s**："
            f"{out['model_id']} {METHOD_NAMES[lang].get(out['method'], out['method'])}，"
            f"{setup} {marker}，算力利用率（MFU）{out['mfu']:.0%}。",
        )
        if out.get("wall_hours") is not None and out.get("tokens"):
            text += say(
                lang,
                f" {out['tokens']:,.0f} tokens take about {_duration(out['wall_hours'], lang)}.",
                f" {out['tokens']:,.0f} 个 token 约需 {_duration(out['wall_hours'], lang)}。",
            )
        draft.add(text)
    draft.add(" ".join(w for w in map(_localized(lang), out.get("warnings", [])) if w))
    draft.explain(limit=1)
    draft.assume(*out.get("assumptions", []))


def _compare_table(draft: Draft, rows: list[dict[str, Any]], currency: str) -> str:
    lang = draft.lang
    head = say(
        lang,
        "| GPU | Memory | Bandwidth | BF16 TFLOPS | NVLink | tokens/s | Cheapest / GPU-hour |",
        "| GPU | 显存 | 显存带宽 | BF16 TFLOPS | NVLink | tokens/s | 最低每卡时价格 |",
    )
    lines = [head, "| --- | --- | --- | --- | --- | --- | --- |"]
    yes, no = say(lang, "yes", "有"), say(lang, "no", "无")
    for r in rows:
        marker = draft.spec(r["gpu_id"])
        tflops = f"{r['bf16_tflops']:g}" if r["bf16_tflops"] is not None else "—"
        lines.append(
            f"| {draft.gpu_name(r['gpu_id'])} {marker} | {r['memory_gb']:g} GB "
            f"| {r['memory_bandwidth_gb_s']:,.0f} GB/s | {tflops} "
            f"| {yes if r['nvlink'] else no} | {r['tokens_per_s']:,.1f} "
            f"| {money(r['cheapest_per_gpu_hour'], currency)} |"
        )
    return "\n".join(lines)


def _ratio_line(draft: Draft, a: dict[str, Any], b: dict[str, Any]) -> str:
    lang = draft.lang
    name_a, name_b = draft.gpu_name(a["gpu_id"]), draft.gpu_name(b["gpu_id"])
    parts = [
        say(
            lang,
            f"{name_b} has {b['memory_gb']:g} GB against {a['memory_gb']:g} GB",
            f"{name_b} 显存 {b['memory_gb']:g} GB，{name_a} 为 {a['memory_gb']:g} GB",
        )
    ]
    parts.append(
        say(
            lang,
            f"{b['memory_bandwidth_gb_s']:,.0f} GB/s against {a['memory_bandwidth_gb_s']:,.0f} GB/s"
            " of bandwidth",
            f"显存带宽 {b['memory_bandwidth_gb_s']:,.0f} GB/s 对"
            f" {a['memory_bandwidth_gb_s']:,.0f} GB/s",
        )
    )
    if a["bf16_tflops"] and b["bf16_tflops"]:
        parts.append(
            say(
                lang,
                f"{b['bf16_tflops']:g} against {a['bf16_tflops']:g} dense BF16 TFLOPS",
                f"BF16 稠密算力 {b['bf16_tflops']:g} 对 {a['bf16_tflops']:g} TFLOPS",
            )
        )
    if a["nvlink"] != b["nvlink"]:
        linked = name_a if a["nvlink"] else name_b
        parts.append(say(lang, f"only the {linked} has NVLink", f"只有 {linked} 支持 NVLink"))
    return say(lang, "; ".join(parts) + ".", "；".join(parts) + "。")


def compose_compare(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a comparison from one ``compare_gpus`` call."""
    lang = draft.lang
    call = calls[0] if calls else None
    if call is None or error_of(call) is not None:
        reason = error_of(call) if call else say(lang, "name two GPUs", "请给出两种 GPU")
        could_not(draft, ("I could not compare these", "无法比较"), reason, passages=2)
        return
    out = call.output
    rows = out["gpus"]
    cur = out["currency"]
    draft.add(_ratio_line(draft, rows[1], rows[0]))
    draft.add(_compare_table(draft, rows, cur))
    priced = [r for r in rows if r["cost_per_million_tokens"] is not None]
    if priced:
        best = min(priced, key=lambda r: float(r["cost_per_million_tokens"]))
        draft.add(
            say(
                lang,
                f"On {out['reference_workload']}, the {draft.gpu_name(best['gpu_id'])} costs"
                f" least per token: {money(best['cost_per_million_tokens'], cur)} per 1M tokens"
                f" at its cheapest listed price (as of {best['price_as_of']},"
                f" {best['price_confidence']} confidence).",
                f"以 {out['reference_workload']} 为基准，"
                f"{draft.gpu_name(best['gpu_id'])} 每个 token"
                f" 最便宜：每百万 token {money(best['cost_per_million_tokens'], cur)}"
                f"（价格日期 {best['price_as_of']}，可信度 {best['price_confidence']}）。",
            )
        )
    notes = [r["market_note"] for r in rows if r.get("market_note")]
    if notes and lang == "zh":
        draft.add("中国市场：" + "；".join(notes) + "。")
    draft.explain(limit=2)
    draft.assume(*out.get("assumptions", []))
