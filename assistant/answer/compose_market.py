"""Compose the market answers: cost, rent-vs-buy, recommend, speed and compare; pure.

Each ``compose_*`` writes into a ``Draft`` from ``compose``: the lead figure first, then a table,
the warnings in the answer's language, and the explanation from cited passages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from assistant.answer.compose import (
    METHOD_NAMES,
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


# --------------------------------------------------------------------------- cost & rent-vs-buy

CHINESE_CLOUDS = {
    "aliyun": ("Aliyun", "阿里云"),
    "tencent": ("Tencent Cloud", "腾讯云"),
    "huawei": ("Huawei Cloud", "华为云"),
    "baidu": ("Baidu AI Cloud", "百度智能云"),
    "volcano": ("Volcano Engine", "火山引擎"),
    "qingcloud": ("QingCloud", "青云"),
}
CHINA_CLOUD_NOTE = {
    "en": "Official list prices for Aliyun, Tencent Cloud, Huawei Cloud, Volcano Engine and Baidu"
    " AI Cloud GPU instances are not published as tables (their pages point to calculators), so"
    " the only CNY prices here are GPU-rental marketplace listings of low confidence. Add a quoted"
    " or negotiated price to your user price file and it is ranked like any other.",
    "zh": "阿里云、腾讯云、华为云、火山引擎、百度智能云的 GPU 实例官方价格没有以价目表形式公开"
    "（官网只提供价格计算器），所以这里的人民币价格只来自 GPU 租赁平台的挂牌价，可信度低。"
    "把你拿到的报价或协议价写进用户价格文件，就会和其他报价一起参与排序。",
}


def _quote_line(draft: Draft, q: dict[str, Any], currency: str) -> str:
    od = q["on_demand"]["total"] if q.get("on_demand") else None
    sp = q["spot"]["total"] if q.get("spot") else None
    price = q["price"]
    return (
        f"| {price['provider']} | {q['instance_type']} × {q['instances']} | {price['region']} "
        f"| {money(od, q['currency'])} | {money(sp, q['currency'])} | {price['as_of']} "
        f"| {price['confidence']} |"
    )


def compose_cost(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a cost answer from one ``price_job`` call."""
    lang = draft.lang
    call = next((c for c in calls if c.tool == "price_job"), None)
    provider = draft.query.provider
    if provider in CHINESE_CLOUDS and call is not None and "provider" in (error_of(call) or ""):
        en, zh = CHINESE_CLOUDS[provider]
        draft.add(say(lang, f"I have no {en} price to quote.", f"没有可引用的{zh}报价。"))
        draft.add(CHINA_CLOUD_NOTE[lang])
        draft.explain(limit=1)
        return
    if call is None or error_of(call) is not None:
        reason = error_of(call) if call else say(lang, "no GPU or duration", "缺少 GPU 或时长")
        could_not(draft, ("I could not price this", "无法报价"), reason)
        return
    out = call.output
    quotes = out["quotes"]
    cur = out["currency"]
    gpu = draft.gpu_name(out["gpu_id"]) if out.get("gpu_id") else say(lang, "GPU", "GPU")
    setup = f"{out['gpu_count']} × {gpu}, {out['wall_hours']:g} h"
    if not quotes:
        draft.add(
            say(
                lang,
                f"No offering in the price table matches {setup}.",
                f"价格表中没有符合 {setup} 的报价。",
            )
        )
    else:
        best = quotes[0]
        basis = "spot" if out["rank_by"] == "spot" else "on_demand"
        total = best[basis]["total"] if best.get(basis) else best["ranked_total"]
        marker = draft.spec_row(f"offer-{best['offer_id']}")
        label = say(
            lang,
            "spot" if basis == "spot" else "on-demand",
            "抢占式（spot）" if basis == "spot" else "按量",
        )
        draft.add(
            say(
                lang,
                f"**Cheapest for {setup} ({label}):** {best['provider']} {best['instance_type']}"
                f" ({best['region']}) at {money(total, cur)} in all, price as of"
                f" {best['price']['as_of']}, {best['price']['confidence']} confidence {marker}.",
                f"**{setup} 最便宜的方案（{label}）：** {best['provider']} {best['instance_type']}"
                f"（{best['region']}），合计 {money(total, cur)}，"
                f"价格日期 {best['price']['as_of']}，"
                f"可信度 {best['price']['confidence']} {marker}。",
            )
        )
        head = say(
            lang,
            "| Provider | Instance | Region | On-demand | Spot | As of | Confidence |",
            "| 厂商 | 实例 | 地域 | 按量 | 抢占式 | 价格日期 | 可信度 |",
        )
        rows = [head, "| --- | --- | --- | --- | --- | --- | --- |"]
        rows += [_quote_line(draft, q, cur) for q in quotes]
        draft.add("\n".join(rows))
    warnings = out.get("warnings", []) + [w for q in quotes[:1] for w in q.get("warnings", [])]
    draft.add(" ".join(dict.fromkeys(w for w in map(_localized(lang), warnings) if w)))
    if out["currency"] == "CNY" or provider in CHINESE_CLOUDS:
        draft.add(CHINA_CLOUD_NOTE[lang])
    draft.explain(limit=1)
    draft.assume(*out.get("assumptions", []))


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
