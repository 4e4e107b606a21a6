"""Compose a fit-check answer from ``estimate_memory`` results; pure.

Verdict first (yes, no, or yes with a named method or setting), then the numbers table, what
would fit instead, caveats, and the explanation from cited passages. Reads the typed
``MemoryEstimate`` of each call, never the JSON dump.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.answer.compose import (
    METHOD_NAMES,
    SHARDED,
    STRATEGY_NAMES,
    Draft,
    gb,
    say,
    table_head,
)
from assistant.answer.compose_fit_offload import offload_verdict_line
from assistant.answer.consistency import Setup
from assistant.calc.release import FORMAT_NAMES
from assistant.calc.sizing import Alternative, MemoryEstimate
from assistant.messages import as_sentence
from assistant.messages import llmcalc as calc_say
from assistant.messages.box import BOX_NEEDS, BOX_NEEDS_MORE
from assistant.models import ToolCall, Verdict
from assistant.question.tools import error_of


def _est(call: ToolCall) -> MemoryEstimate:
    """The typed result of a successful ``estimate_memory`` call."""
    est = call.typed(MemoryEstimate)
    if est is None:  # callers pass successful calls only
        raise ValueError(f"{call.tool} failed: {error_of(call)}")
    return est


def _fit_label(out: MemoryEstimate, lang: str) -> str:
    if out.fits:
        return say(lang, "fits", "装得下")
    return say(lang, "does not fit", "装不下")


def _fit_table(draft: Draft, calls: Sequence[ToolCall]) -> str:
    lang = draft.lang
    head = say(
        lang,
        "| Method | Precision | Peak per GPU | Usable per GPU | Result | Split |",
        "| 方法 | 精度 | 每卡峰值 | 每卡可用 | 结果 | 切分方式 |",
    )
    rows = table_head(head)
    for call in calls:
        out = _est(call)
        rows.append(
            f"| {METHOD_NAMES[lang].get(out.method, out.method)} | {out.precision} "
            f"| {gb(out.per_gpu_gb)} | {gb(out.usable_gb)} | {_fit_label(out, lang)} "
            f"| {STRATEGY_NAMES[lang].get(out.strategy, out.strategy)} |"
        )
    return "\n".join(rows)


def fit_verdict(calls: Sequence[ToolCall], method_named: bool, precision_named: bool) -> Verdict:
    """Return the fit verdict for the asked setup.

    Yes when it fits plainly; conditional when it needs a named method or setting (sharding,
    offload, QLoRA for an unspecified fine-tune, quantization when no precision was asked);
    no otherwise.
    """
    outs = [e for c in calls if (e := c.typed(MemoryEstimate))]
    first = outs[0]
    if first.fits:
        inference = first.method == "inference"
        plain = first.strategy not in SHARDED or inference
        return "yes" if plain else "conditional"
    if not method_named and any(o.fits for o in outs[1:]):
        return "conditional"
    if first.method == "inference" and not precision_named:
        # 16-bit does not fit, the 4-bit build people run locally does
        if any(o.fits and o.precision != first.precision for o in outs[1:]):
            return "conditional"
    quantize = [
        a
        for a in first.alternatives
        if a.fits and a.count == first.count and "quantize" in a.change
    ]
    if first.method == "inference" and not precision_named and quantize:
        return "conditional"
    return "no"


def _same_count_fix(out: MemoryEstimate) -> Alternative | None:
    """The first alternative that fits on the same number of GPUs (quantize, shorter context)."""
    return next(
        (
            a
            for a in out.alternatives
            if a.fits and a.count == out.count and not _COUNT_CHANGE.match(a.change)
        ),
        None,
    )


GGUF_WORDS = {"q4_k_m": "4-bit GGUF Q4_K_M", "q8_0": "8-bit GGUF Q8_0"}
"""The GGUF builds people download, said with their width ("q4_k_m" alone says little)."""


def _precision_words(precision: str) -> str:
    return GGUF_WORDS.get(precision, precision)


def _method_of_model(draft: Draft, out: MemoryEstimate, capital: bool = True) -> str:
    """The method and the model ("Inference of Phi-4", "Qwen2.5 3B 全参微调") for a first line."""
    how = METHOD_NAMES[draft.lang][out.method]
    if capital or how[1:2].islower():  # "QLoRA" keeps its capitals mid-sentence
        how = (how[:1].upper() if capital else how[:1].lower()) + how[1:]
    model = draft.catalog.models.get(out.model_id)
    context = _stated_context(draft)
    if model is None and out.model_id.startswith("generic-"):  # "a 70b": the size asked, said
        sized = draft.model_name(out.model_id)
        return say(draft.lang, f"{how} of {sized}", f"{sized}{how}") + context
    if model is None:
        return how + context
    return say(draft.lang, f"{how} of {model.name}", f"{model.name} {how}") + context


def _stated_context(draft: Draft) -> str:
    """The stated context for a first line (" at 128k context"), or nothing when none was stated."""
    tokens = draft.query.context_tokens
    if not tokens:
        return ""
    size = f"{tokens // 1024}k" if tokens % 1024 == 0 else f"{tokens:,}"
    return say(draft.lang, f" at {size} context", f"，上下文 {size}")


def box_line(draft: Draft, out: MemoryEstimate) -> str | None:
    """The first line's detail for a box of different cards judged as a whole, or None."""
    if out.box_usable_gb is None or not draft.query.gpus:
        return None
    box = " + ".join(f"{g.count} × {draft.gpu_name(g.gpu_id)}" for g in draft.query.gpus)
    line = BOX_NEEDS if out.fits else BOX_NEEDS_MORE
    return line(
        how=_method_of_model(draft, out),
        precision=_precision_words(out.precision),
        need=gb(out.total_gb),
        box=box,
        usable=gb(out.box_usable_gb),
    ).render(draft.lang)


def _verdict_line(draft: Draft, calls: Sequence[ToolCall], gpu_id: str, count: int) -> str:
    lang = draft.lang
    outs = [_est(c) for c in calls]
    setup = f"{count} × {draft.gpu_name(gpu_id)}"
    card = draft.catalog.gpus.get(gpu_id)
    if count > 1 and card is not None and "GB" not in setup:  # "8卡 64G": each card's memory
        setup += say(lang, f" ({card.memory_gb:g} GB each)", f"（每卡 {card.memory_gb:g} GB）")
    label = {
        "yes": say(lang, "Yes", "可以"),
        "no": say(lang, "No", "不行"),
        "conditional": say(lang, "Yes, with conditions", "可以，但有条件"),
    }[draft.verdict or "no"]
    fitting = [o for o in outs if o.fits]
    words = _precision_words
    pooled = box_line(draft, min(fitting or outs, key=lambda o: o.per_gpu_gb))
    if pooled is not None:  # "a 3090 + a 3060" in llama.cpp: the box's memory in all
        detail = pooled
    elif fitting:
        best = min(fitting, key=lambda o: o.per_gpu_gb)
        how = _method_of_model(draft, best)
        split = STRATEGY_NAMES[lang].get(best.strategy, best.strategy)
        detail = say(
            lang,
            f"{how} in {words(best.precision)} needs {gb(best.per_gpu_gb)} per GPU on {setup}"
            f" against {gb(best.usable_gb)} usable, split as {split}.",
            f"{how}（{words(best.precision)}）在 {setup} 上每卡约需 {gb(best.per_gpu_gb)} 显存，"
            f"每卡可用 {gb(best.usable_gb)}，切分方式：{split}。",
        )
        first = outs[0]
        if not first.fits and first.method == best.method == "inference":
            detail += say(
                lang,
                f" In {words(first.precision)} it needs {gb(first.per_gpu_gb)}, too much.",
                f"用 {words(first.precision)} 则需 {gb(first.per_gpu_gb)}，装不下。",
            )
    elif draft.verdict == "conditional" and (change := _same_count_fix(outs[0])):
        how = _method_of_model(draft, outs[0])
        detail = say(
            lang,
            f"{how} in {words(outs[0].precision)} needs {gb(outs[0].per_gpu_gb)} per GPU, more"
            f" than the {gb(outs[0].usable_gb)} usable on {setup}; with"
            f" {change_label(draft, change.change)} it needs {gb(change.per_gpu_gb)}.",
            f"{how}用 {words(outs[0].precision)} 每卡需要 {gb(outs[0].per_gpu_gb)} 显存，"
            f"超过 {setup} 每卡可用的 {gb(outs[0].usable_gb)}；"
            f"{change_label(draft, change.change)}后每卡约需 {gb(change.per_gpu_gb)}。",
        )
    else:
        low = min(outs, key=lambda o: o.per_gpu_gb)
        what = _method_of_model(draft, low, capital=len(outs) == 1) + say(
            lang, f" in {words(low.precision)}", f"（{words(low.precision)}）"
        )
        if len(outs) > 1:
            what = say(
                lang, f"Even the lightest option tried, {what},", f"即使最省显存的方案（{what}）"
            )
        detail = say(
            lang,
            f"{what} needs {gb(low.per_gpu_gb)} per GPU on {setup},"
            f" more than the {gb(low.usable_gb)} usable.",
            f"{what}在 {setup} 上每卡需要 {gb(low.per_gpu_gb)} 显存，"
            f"超过每卡可用的 {gb(low.usable_gb)}。",
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


def _reference_line(draft: Draft, out: MemoryEstimate) -> str | None:
    """'Full fine-tuning needs ~Y GB in all ≈ N × A100 80GB' from a reference-card estimate."""
    counts = [a for a in out.alternatives if _COUNT_CHANGE.match(a.change)]
    if not counts and not out.fits:
        return None
    n = counts[0].count if counts else 1
    split = STRATEGY_NAMES[draft.lang].get(
        counts[0].strategy if counts else out.strategy, out.strategy
    )
    name = METHOD_NAMES[draft.lang][out.method]
    card = draft.gpu_name(out.gpu_id)
    return say(
        draft.lang,
        f"- {name} needs about {gb(out.per_gpu_gb)} on one card ≈ {n} × {card}, with {split}",
        f"- {name}单卡总需求约 {gb(out.per_gpu_gb)}，约合 {n} × {card}，采用{split}",
    )


def _already_sized(alternative: Alternative, precisions: set[str]) -> bool:
    """Whether an alternative ("GGUF Q4_K_M (llama.cpp)") is a precision the table sized."""
    return alternative.precision is not None and alternative.precision in precisions


def _alternatives(
    draft: Draft, calls: Sequence[ToolCall], references: Sequence[ToolCall] = ()
) -> None:
    lang = draft.lang
    lines = []
    for call in calls:
        out = _est(call)
        if out.fits:
            continue
        name = METHOD_NAMES[lang][out.method]
        if sum(_est(c).method == out.method for c in calls) > 1:  # bf16 and 4-bit rows: which
            name = f"{name} ({out.precision})" if lang == "en" else f"{name}（{out.precision}）"
        sized = {_est(c).precision for c in calls}  # a 4-bit row above: not offered again
        options = [a for a in out.alternatives if a.fits and not _already_sized(a, sized)][:4]
        for alt in options:
            label = change_label(draft, alt.change)
            lines.append(
                say(
                    lang,
                    f"- {name}: {label} → {gb(alt.per_gpu_gb)} per GPU",
                    f"- {name}：{label} → 每卡 {gb(alt.per_gpu_gb)}",
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
    lines += [line for c in references if (line := _reference_line(draft, _est(c)))]
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
    training = any(_est(c).method != "inference" for c in calls)
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
        for warning in _est(call).warnings[:2]:
            sentence = as_sentence(warning, lang)
            if sentence and sentence not in notes:
                notes.append(sentence)
    draft.add(say(lang, "**Caveats:** ", "**注意：**") + " ".join(notes))


def _release_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Which release format the estimate assumed, with the 16-bit figure beside it."""
    for call in calls:
        out = _est(call)
        if out.release_format is not None and out.bf16_per_gpu_gb is not None:
            line = calc_say.RELEASE_BESIDE_16BIT(
                format=FORMAT_NAMES.get(out.release_format, out.release_format),
                model=draft.model_name(out.model_id),
                gb=out.bf16_per_gpu_gb,
            )
            draft.add(as_sentence(line, draft.lang))
            return


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
                f"无法在 {setup} 上估算：{error_of(call, 'zh')}。",
            )
        )
    draft.explain(limit=1)


def compose_fit(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Write a fit-check answer from ``estimate_memory`` calls on the asked GPUs."""
    ok = [c for c in calls if c.tool == "estimate_memory" and error_of(c) is None]
    if not ok:
        sizing_errors(draft, calls)
        return
    first = _est(ok[0])
    gpu_id, count = first.gpu_id, first.count
    asked = [c for c in ok if _est(c).gpu_id == gpu_id]
    references = [c for c in ok if _est(c).gpu_id != gpu_id]
    method_named = not draft.query.finetune_unspecified
    draft.setup = Setup.of(asked, gpu_id)
    draft.verdict = fit_verdict(asked, method_named, draft.query.precision is not None)
    offloaded = offload_verdict_line(draft, calls, f"{count} × {draft.gpu_name(gpu_id)}")
    draft.add(offloaded or _verdict_line(draft, asked, gpu_id, count))
    _release_line(draft, asked)
    draft.add(_fit_table(draft, asked))
    _alternatives(draft, asked, references)
    _caveats(draft, asked, gpu_id, count)
    draft.explain()
    draft.assume(*first.assumptions)
