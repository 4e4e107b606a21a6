"""Compose the market answers: cost and rent-vs-buy; pure (speed lives in compose_speed).

Each ``compose_*`` writes into a ``Draft`` from ``compose``: the lead figure first, then a table,
the warnings in the answer's language, and the explanation from cited passages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from assistant.answer.compose import (
    Draft,
    could_not,
    money,
    say,
)
from assistant.answer.localize import warning_sentence
from assistant.models import ToolCall
from assistant.question.tools import error_of


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
