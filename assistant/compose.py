"""Compose the answer from the query, the tool calls and the evidence; pure.

Verdict first, then the numbers, what would work instead, caveats, and the explanation from
cited passages.

Every number in the text is formatted from a tool output or quoted from a cited passage, and
every ``[n]`` is handed out by ``Citer`` for evidence actually used.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .catalog import Catalog
from .citing import Citer, Evidence, best_sentences, terms
from .localize import localize_all, warning_sentence
from .models import Answer, Query, ToolCall, Verdict
from .tools import error_of

METHOD_NAMES = {
    "en": {
        "inference": "inference",
        "full": "full fine-tuning",
        "lora": "LoRA",
        "qlora": "QLoRA",
        "pretrain": "pretraining",
    },
    "zh": {
        "inference": "推理",
        "full": "全参数微调",
        "lora": "LoRA",
        "qlora": "QLoRA",
        "pretrain": "预训练",
    },
}
STRATEGY_NAMES = {
    "en": {
        "single": "one GPU",
        "ddp": "data parallel (full copy per GPU)",
        "zero1": "ZeRO-1 (optimizer sharded)",
        "zero2": "ZeRO-2 (optimizer + gradients sharded)",
        "zero3": "ZeRO-3 (everything sharded)",
        "fsdp": "FSDP (everything sharded)",
        "tp": "tensor parallel",
        "pp": "pipeline parallel",
        "device_map": "layers split across GPUs",
        "offload": "CPU offload",
    },
    "zh": {
        "single": "单卡",
        "ddp": "数据并行（每卡一份完整模型）",
        "zero1": "ZeRO-1（切分优化器状态）",
        "zero2": "ZeRO-2（切分优化器状态和梯度）",
        "zero3": "ZeRO-3（全部切分）",
        "fsdp": "FSDP（全部切分）",
        "tp": "张量并行",
        "pp": "流水线并行",
        "device_map": "按层切分到多卡",
        "offload": "CPU 卸载",
    },
}
SHARDED = {"zero1", "zero2", "zero3", "fsdp", "offload"}
"""Strategies a user must set up on purpose (a named setting makes a verdict conditional)."""


def say(lang: str, en: str, zh: str) -> str:
    """Pick the sentence for the answer's language."""
    return zh if lang == "zh" else en


def gb(value: float) -> str:
    """Format GB (1e9 bytes) with one decimal."""
    return f"{value:,.1f} GB"


@dataclass
class Draft:
    """An answer being written: paragraphs, verdict, assumptions and the citations used."""

    query: Query
    catalog: Catalog
    specs: dict[str, Evidence]
    guides: list[Evidence]
    paragraphs: list[str] = field(default_factory=list)
    verdict: Verdict | None = None
    assumptions: list[str] = field(default_factory=list)
    citer: Citer = field(default_factory=Citer)

    @property
    def lang(self) -> str:
        """Language of the answer (the question's)."""
        return self.query.language

    def add(self, text: str) -> None:
        """Append one paragraph (skipped when empty)."""
        if text.strip():
            self.paragraphs.append(text.strip())

    def assume(self, *items: str) -> None:
        """Record assumptions once each, in order, in the answer's language.

        A sentence with no translation stays in English: assumptions are never dropped.
        """
        for text in localize_all([item for item in items if item], self.lang):
            if text not in self.assumptions:
                self.assumptions.append(text)

    def spec(self, gpu_id: str) -> str:
        """Cite the spec passage of ``gpu_id`` and return its marker ('' if none exists)."""
        evidence = self.specs.get(gpu_id)
        if evidence is None:
            return ""
        first = evidence.text.splitlines()[0] if evidence.text else ""
        return self.citer.cite(evidence, first)

    def gpu_name(self, gpu_id: str) -> str:
        """Display name of a catalog GPU id."""
        gpu = self.catalog.gpus.get(gpu_id)
        return gpu.name.replace("GeForce ", "") if gpu else gpu_id

    def explain(self, limit: int = 2, sentences: int = 2) -> None:
        """Quote the best sentences of the top guide passages, each with its marker."""
        wanted = terms(self.query.text)
        used: set[str] = set()
        quotes = []
        for evidence in self.guides:
            if evidence.doc_id in used or len(used) >= limit:
                continue
            quote = best_sentences(evidence, wanted, sentences)
            if not quote:
                continue
            used.add(evidence.doc_id)
            quotes.append(f"{quote} {self.citer.cite(evidence, quote)}")
        if quotes:
            self.add(say(self.lang, "**Why:** ", "**原因与背景：**") + " ".join(quotes))

    def answer(self, calls: Sequence[ToolCall]) -> Answer:
        """Assemble the contract object."""
        return Answer(
            question=self.query.text,
            language=self.query.language,
            intent=self.query.intent,
            verdict=self.verdict,
            answer="\n\n".join(self.paragraphs),
            citations=self.citer.citations,
            tool_calls=list(calls),
            assumptions=self.assumptions,
        )


# --------------------------------------------------------------------------- fit check


def _fit_label(out: dict[str, Any], lang: str) -> str:
    if out.get("fits"):
        return say(lang, "fits", "装得下")
    return say(lang, "does not fit", "装不下")


def _fit_table(draft: Draft, calls: Sequence[ToolCall]) -> str:
    lang = draft.lang
    head = say(
        lang,
        "| Method | Precision | Peak per GPU | Usable per GPU | Result | Split |",
        "| 方法 | 精度 | 每卡峰值 | 每卡可用 | 结果 | 切分方式 |",
    )
    rows = [head, "| --- | --- | --- | --- | --- | --- |"]
    for call in calls:
        out = call.output
        rows.append(
            f"| {METHOD_NAMES[lang].get(out['method'], out['method'])} | {out['precision']} "
            f"| {gb(out['per_gpu_gb'])} | {gb(out['usable_gb'])} | {_fit_label(out, lang)} "
            f"| {STRATEGY_NAMES[lang].get(out['strategy'], out['strategy'])} |"
        )
    return "\n".join(rows)


def fit_verdict(calls: Sequence[ToolCall], method_named: bool, precision_named: bool) -> Verdict:
    """Return the fit verdict for the asked setup.

    Yes when it fits plainly; conditional when it needs a named method or setting (sharding,
    offload, QLoRA for an unspecified fine-tune, quantization when no precision was asked);
    no otherwise.
    """
    outs = [c.output for c in calls if error_of(c) is None]
    first = outs[0]
    if first["fits"]:
        inference = first["method"] == "inference"
        plain = first["strategy"] not in SHARDED or inference
        return "yes" if plain else "conditional"
    if not method_named and any(o["fits"] for o in outs[1:]):
        return "conditional"
    quantize = [
        a
        for a in first.get("alternatives", [])
        if a["fits"] and a["count"] == first["count"] and "quantize" in a["change"]
    ]
    if first["method"] == "inference" and not precision_named and quantize:
        return "conditional"
    return "no"


def _same_count_fix(out: dict[str, Any]) -> dict[str, Any] | None:
    """The first alternative that fits on the same number of GPUs (quantize, shorter context)."""
    return next(
        (
            a
            for a in out.get("alternatives", [])
            if a["fits"] and a["count"] == out["count"] and not _COUNT_CHANGE.match(a["change"])
        ),
        None,
    )


def _verdict_line(draft: Draft, calls: Sequence[ToolCall], gpu_id: str, count: int) -> str:
    lang = draft.lang
    outs = [c.output for c in calls]
    setup = f"{count} × {draft.gpu_name(gpu_id)}"
    label = {
        "yes": say(lang, "Yes", "可以"),
        "no": say(lang, "No", "不行"),
        "conditional": say(lang, "Yes, with conditions", "可以，但有条件"),
    }[draft.verdict or "no"]
    fitting = [o for o in outs if o["fits"]]
    if fitting:
        best = min(fitting, key=lambda o: o["per_gpu_gb"])
        how = METHOD_NAMES[lang][best["method"]]
        split = STRATEGY_NAMES[lang].get(best["strategy"], best["strategy"])
        detail = say(
            lang,
            f"{how} ({best['precision']}) needs {gb(best['per_gpu_gb'])} per GPU on {setup}"
            f" against {gb(best['usable_gb'])} usable, split as {split}.",
            f"{how}（{best['precision']}）在 {setup} 上每卡约需 {gb(best['per_gpu_gb'])} 显存，"
            f"每卡可用 {gb(best['usable_gb'])}，切分方式：{split}。",
        )
    elif draft.verdict == "conditional" and (change := _same_count_fix(outs[0])):
        how = METHOD_NAMES[lang][outs[0]["method"]]
        detail = say(
            lang,
            f"{how} in {outs[0]['precision']} needs {gb(outs[0]['per_gpu_gb'])} per GPU, more"
            f" than the {gb(outs[0]['usable_gb'])} usable on {setup}; with"
            f" {change_label(draft, change['change'])} it needs {gb(change['per_gpu_gb'])}.",
            f"{how}用 {outs[0]['precision']} 每卡需要 {gb(outs[0]['per_gpu_gb'])} 显存，"
            f"超过 {setup} 每卡可用的 {gb(outs[0]['usable_gb'])}；"
            f"{change_label(draft, change['change'])}后每卡约需 {gb(change['per_gpu_gb'])}。",
        )
    else:
        low = min(outs, key=lambda o: o["per_gpu_gb"])
        what = METHOD_NAMES[lang][low["method"]] + f" ({low['precision']})"
        if len(outs) > 1:
            what = say(lang, "even the lightest option tried", "即使最省显存的方案")
        detail = say(
            lang,
            f"{what[0].upper() + what[1:]} needs {gb(low['per_gpu_gb'])} per GPU on {setup},"
            f" more than the {gb(low['usable_gb'])} usable.",
            f"{what}在 {setup} 上每卡需要 {gb(low['per_gpu_gb'])} 显存，"
            f"超过每卡可用的 {gb(low['usable_gb'])}。",
        )
    return f"**{label}{say(lang, '.', '。')}** {detail}"


_CHANGES_ZH = (
    (re.compile(r"^quantize to (\w+)(.*)$"), r"量化到 \1\2"),
    (re.compile(r"^KV cache in (\w+)$"), r"KV 缓存用 \1"),
    (re.compile(r"^8-bit AdamW$"), "8-bit AdamW 优化器"),
    (re.compile(r"^LoRA instead of full fine-tuning$"), "改用 LoRA"),
    (re.compile(r"^QLoRA \(4-bit base\)$"), "改用 QLoRA（4-bit 基座）"),
    (re.compile(r"^gradient checkpointing on$"), "开启梯度检查点"),
    (re.compile(r"^shorter context \((\d+) tokens\)$"), r"上下文缩短到 \1 tokens"),
    (re.compile(r"^batch 1$"), "batch 改为 1"),
    (re.compile(r"^CPU offload$"), "CPU 卸载（需要主机内存）"),
)
_COUNT_CHANGE = re.compile(r"^(\d+) x (\S+)$")


def change_label(draft: Draft, change: str) -> str:
    """An estimator's alternative ("3 x rtx-4090", "CPU offload") in the answer's language."""
    count = _COUNT_CHANGE.match(change)
    if count:
        return f"{count[1]} × {draft.gpu_name(count[2])}"
    if draft.lang == "zh":
        for pattern, replacement in _CHANGES_ZH:
            if pattern.match(change):
                return pattern.sub(replacement, change)
    return change


def _reference_line(draft: Draft, out: dict[str, Any]) -> str | None:
    """'Full fine-tuning needs ~Y GB in all ≈ N × A100 80GB' from a reference-card estimate."""
    counts = [a for a in out.get("alternatives", []) if _COUNT_CHANGE.match(a["change"])]
    if not counts and not out["fits"]:
        return None
    n = counts[0]["count"] if counts else 1
    split = STRATEGY_NAMES[draft.lang].get(
        counts[0]["strategy"] if counts else out["strategy"], out["strategy"]
    )
    name = METHOD_NAMES[draft.lang][out["method"]]
    card = draft.gpu_name(out["gpu_id"])
    return say(
        draft.lang,
        f"- {name} needs about {gb(out['per_gpu_gb'])} on one card ≈ {n} × {card}, with {split}",
        f"- {name}单卡总需求约 {gb(out['per_gpu_gb'])}，约合 {n} × {card}，采用{split}",
    )


def _alternatives(
    draft: Draft, calls: Sequence[ToolCall], references: Sequence[ToolCall] = ()
) -> None:
    lang = draft.lang
    lines = []
    for call in calls:
        out = call.output
        if out["fits"]:
            continue
        name = METHOD_NAMES[lang][out["method"]]
        options = [a for a in out.get("alternatives", []) if a["fits"]][:4]
        for alt in options:
            label = change_label(draft, alt["change"])
            lines.append(
                say(
                    lang,
                    f"- {name}: {label} → {gb(alt['per_gpu_gb'])} per GPU",
                    f"- {name}：{label} → 每卡 {gb(alt['per_gpu_gb'])}",
                )
            )
        if not options:
            lines.append(
                say(
                    lang,
                    f"- {name}: no single change tried makes it fit on this GPU",
                    f"- {name}：在这张卡上，单独任何一项调整都装不下",
                )
            )
    lines += [line for c in references if (line := _reference_line(draft, c.output))]
    if lines:
        draft.add(
            say(lang, "**What would fit instead:**", "**可行的替代方案：**")
            + "\n"
            + "\n".join(lines)
        )


def _localized(lang: str) -> Callable[[str], str | None]:
    return lambda warning: warning_sentence(warning, lang)


def _caveats(draft: Draft, calls: Sequence[ToolCall], gpu_id: str, count: int) -> None:
    lang = draft.lang
    gpu = draft.catalog.gpus.get(gpu_id)
    notes = []
    marker = draft.spec(gpu_id)
    training = any(c.output["method"] != "inference" for c in calls)
    if gpu is not None and count > 1 and not gpu.nvlink:
        work = (
            say(lang, "sharded training", "多卡切分训练")
            if training
            else say(lang, "a model split across cards", "跨卡切分的模型")
        )
        notes.append(
            say(
                lang,
                f"The {draft.gpu_name(gpu_id)} has no NVLink {marker}, so {work} talks over PCIe:"
                " expect slower steps than on NVLink cards.",
                f"{draft.gpu_name(gpu_id)} 没有 NVLink {marker}，{work}只能走 PCIe 通信，"
                "速度会明显慢于有 NVLink 的卡。",
            )
        )
    elif gpu is not None:
        notes.append(
            say(
                lang,
                f"{draft.gpu_name(gpu_id)}: {gpu.memory_gb:g} GB per card {marker}.",
                f"{draft.gpu_name(gpu_id)}：每卡 {gpu.memory_gb:g} GB 显存 {marker}。",
            )
        )
    for call in calls:
        for warning in call.output.get("warnings", [])[:2]:
            sentence = warning_sentence(warning, lang)
            if sentence and sentence not in notes:
                notes.append(sentence)
    draft.add(say(lang, "**Caveats:** ", "**注意：**") + " ".join(notes))


def could_not(draft: Draft, what: tuple[str, str], reason: str | None, passages: int = 1) -> None:
    """Say which calculation failed and why, then quote what the guides offer instead."""
    en, zh = what
    draft.add(say(draft.lang, f"{en}: {reason}.", f"{zh}：{reason}。"))
    draft.explain(limit=passages)


def _sizing_errors(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Say why nothing could be sized; a model beyond any real size is a plain no."""
    lang = draft.lang
    absurd = any("beyond any" in (error_of(c) or "") for c in calls)
    draft.verdict = "no" if absurd else None
    for call in calls[:1]:
        setup = f"{call.input.get('count', 1)} × {draft.gpu_name(str(call.input.get('gpu')))}"
        lead = say(lang, "**No.** ", "**不行。**") if absurd else ""
        draft.add(
            lead
            + say(
                lang,
                f"I could not size this on {setup}: {error_of(call)}.",
                f"无法在 {setup} 上估算：{error_of(call)}。",
            )
        )
    draft.explain(limit=1)


def compose_fit(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a fit-check answer from ``estimate_memory`` calls on the asked GPUs."""
    ok = [c for c in calls if error_of(c) is None]
    if not ok:
        _sizing_errors(draft, calls)
        return
    first = ok[0].output
    gpu_id, count = first["gpu_id"], first["count"]
    asked = [c for c in ok if c.output["gpu_id"] == gpu_id]
    references = [c for c in ok if c.output["gpu_id"] != gpu_id]
    method_named = not draft.query.finetune_unspecified
    draft.verdict = fit_verdict(asked, method_named, draft.query.precision is not None)
    draft.add(_verdict_line(draft, asked, gpu_id, count))
    draft.add(_fit_table(draft, asked))
    _alternatives(draft, asked, references)
    _caveats(draft, asked, gpu_id, count)
    draft.explain()
    draft.assume(*first.get("assumptions", []))


# --------------------------------------------------------------------------- concept & refusals


def compose_concept(draft: Draft) -> None:
    """Answer from the guides alone, or say plainly that the knowledge base has nothing."""
    if not draft.guides:
        draft.add(
            say(
                draft.lang,
                "I found nothing in the knowledge base about this. Try asking about GPU memory,"
                " speed, prices, clouds or buying hardware.",
                "知识库里没有找到相关内容。可以问我显存、速度、价格、云服务或自建服务器方面的问题。",
            )
        )
        return
    draft.explain(limit=3, sentences=3)


def compose_unsupported(draft: Draft) -> None:
    """Politely decline a question outside GPU selection."""
    draft.add(
        say(
            draft.lang,
            "I can only help with choosing GPUs, servers and cloud instances for AI work: whether a"
            " model fits on your GPUs, how fast it runs, what a cloud job costs, and whether to"
            " rent or buy.",
            "我只能回答与 AI 算力选型相关的问题：模型能否装进你的显卡、运行速度、云上任务成本，"
            "以及租还是买。",
        )
    )


def compose_problems(draft: Draft) -> None:
    """State plainly, in the question's language, what in the question could not be used.

    "Did you mean" suggestions are shown by name, each citing that GPU's spec row.
    """
    lang = draft.lang
    lines = []
    for problem in draft.query.problems:
        text = problem.text(draft.query.language)
        gpus = [g for g in problem.suggestions if g in draft.catalog.gpus]
        if gpus:
            text = text.split("; did you mean")[0].split("；您是不是指")[0]
            named = [f"{draft.gpu_name(g)} {draft.spec(g)}" for g in gpus]
            text += say(
                lang, f"; did you mean {', '.join(named)}?", f"；您是不是指 {'、'.join(named)}？"
            )
        elif not text.endswith((".", "。", "?", "？")):
            text += say(lang, ".", "。")
        lines.append(text)
    if lines:
        draft.add(say(lang, "**Note:** ", "**请注意：**") + " ".join(lines))
    if draft.query.blocked:
        draft.add(
            say(
                lang,
                "To size this I need a GPU I know and a count of at least one; please ask again.",
                "要估算这个问题，需要一个目录中已知的 GPU 型号和至少 1 张卡；请补充后再问。",
            )
        )


# --------------------------------------------------------------------------- money


def money(amount: str | float | None, currency: str) -> str:
    """Format an amount as ``$1,234.50`` or ``¥1,234.50``; '—' when missing."""
    if amount is None:
        return "—"
    sign = "¥" if currency == "CNY" else "$"
    return f"{sign}{float(amount):,.2f}"


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


def compose_cost(draft: Draft, calls: Sequence[ToolCall], offers: dict[str, Evidence]) -> None:
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
        marker = draft.citer.cite(offers[best["offer_id"]]) if best["offer_id"] in offers else ""
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


def compose_recommend(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Rank candidate GPUs by the fewest cards that fit, then memory headroom."""
    lang = draft.lang
    ok = [c.output for c in calls if error_of(c) is None]
    if not ok:
        _sizing_errors(draft, calls)
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
                f" {out['prefill_tokens_per_s']:,.0f} tokens/s。解码瓶颈：{out['bound']}。",
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
