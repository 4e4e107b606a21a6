"""Compose the answer from the query, the tool calls and the evidence; pure.

Verdict first, then the numbers, what would work instead, caveats, and the explanation from
cited passages.

Every number in the text is formatted from a tool output or quoted from a cited passage, and
every ``[n]`` is handed out by ``Citer`` for evidence actually used.

This module holds the shared pieces (``Draft``, formatting, method and strategy names) and the
fit-check, concept and refusal answers; the cost, rent-vs-buy, recommend, speed and compare
answers live in ``compose_market``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from assistant.answer.citing import Citer, Evidence, best_sentences, terms
from assistant.answer.consistency import Setup, adjust_quote
from assistant.answer.localize import localize_all, warning_sentence
from assistant.catalog.specs import Catalog
from assistant.models import Answer, Query, ToolCall, Verdict
from assistant.question.tools import error_of

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


def money(amount: Decimal | str | float | None, currency: str) -> str:
    """Format an amount as ``$1,234.50`` or ``¥1,234.50``; '—' when missing."""
    if amount is None:
        return "—"
    sign = "¥" if currency == "CNY" else "$"
    return f"{sign}{float(amount):,.2f}"


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
    focus: str = ""
    """The request in words when it differs from the question's text (follow-up, overrides)."""
    setup: Setup | None = None
    """What the answer computed, so quoted results for another setup are dropped or qualified."""

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
        return self.spec_row(f"gpu-{gpu_id}")

    def spec_row(self, doc_id: str) -> str:
        """Cite a spec passage (``gpu-…`` or ``offer-…``) by its first line; '' if unknown."""
        evidence = self.specs.get(doc_id)
        if evidence is None:
            return ""
        first = evidence.text.splitlines()[0] if evidence.text else ""
        return self.citer.cite(evidence, first)

    def gpu_name(self, gpu_id: str) -> str:
        """Display name of a catalog GPU id."""
        gpu = self.catalog.gpus.get(gpu_id)
        return gpu.name.replace("GeForce ", "") if gpu else gpu_id

    def _adjust(self, sentence: str, previous: str | None) -> str | None:
        if self.setup is None:
            return sentence
        return adjust_quote(sentence, self.setup, self.catalog, self.lang, previous)

    def explain(self, limit: int = 2, sentences: int = 2) -> None:
        """Quote the best sentences of the top guide passages, each with its marker."""
        wanted = terms(self.focus or self.query.text)
        used: set[str] = set()
        quotes = []
        for evidence in self.guides:
            if evidence.doc_id in used or len(used) >= limit:
                continue
            quote = best_sentences(evidence, wanted, sentences, self._adjust)
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


def sizing_errors(draft: Draft, calls: Sequence[ToolCall]) -> None:
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
        sizing_errors(draft, calls)
        return
    first = ok[0].output
    gpu_id, count = first["gpu_id"], first["count"]
    asked = [c for c in ok if c.output["gpu_id"] == gpu_id]
    references = [c for c in ok if c.output["gpu_id"] != gpu_id]
    method_named = not draft.query.finetune_unspecified
    draft.setup = Setup.of(asked, gpu_id)
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
