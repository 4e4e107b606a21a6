"""The first line of a KV-cache answer with a GPU named: do the sequences fit, or how many do.

``estimate_kv_cache`` with a GPU returns ``KvFit`` (the cache beside the weights). A question
that asks how many sequences or users fit gets the count first; any other question placed on a
GPU gets yes or no first, with the room left. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant.answer.compose import Draft, gb, say
from assistant.answer.compose_speed import engine_name
from assistant.calc.kv_cache import KvCacheEstimate
from assistant.calc.kv_fit import KvFit
from assistant.calc.max_context import SHORTEST, STEP, LongestContext
from assistant.calc.offload import KvCacheReport
from assistant.messages import trouble as msg
from assistant.models import ToolCall

SUGGEST_STEP = 1024
"""A max model length suggested is rounded down to a multiple of this many tokens."""


def kv_short_lead(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """Why a pasted KV-cache error happens for the model named, and the length that loads.

    A length the user did not state is vLLM's default (the model's maximum), said so.

    None when the cache was not placed on a GPU or the weights alone do not fit (the fit lead
    says so). When one sequence of the asked length fits by this estimate, the error came from
    a server that profiled more (``_profiled_lead``).
    """
    report = next(
        (r for c in calls if c.tool == "estimate_kv_cache" and (r := c.typed(KvCacheReport))),
        None,
    )
    fit = report.fit if report else None
    if report is not None and not draft.query.context_tokens:  # sized at vLLM's default length
        draft.assume(msg.KV_SHORT_DEFAULT_LEN(tokens=report.kv_cache.context_tokens))
    if report is None or fit is None or fit.cache_budget_gb <= 0:
        return None
    k = report.kv_cache
    if fit.fits or fit.tokens_fit >= k.context_tokens:  # the error came from a larger profile
        return _profiled_lead(draft, k, fit)
    fp8 = next((r for r in k.by_precision if r.kv_precision == "fp8"), None)
    fp8_tokens = fit.tokens_fit
    if fp8 is not None and fp8.total_gb > 0 and k.kv_precision != "fp8":
        per_token = fp8.total_gb / k.sequences / k.context_tokens
        fp8_tokens = int(fit.cache_budget_gb / per_token)
    step = SUGGEST_STEP if fit.tokens_fit >= SUGGEST_STEP else 16
    card = draft.catalog.gpus.get(fit.gpu_id)
    text = msg.KV_SHORT_MODEL(
        memory=card.memory_gb if card else 0.0,
        tokens=fit.tokens_fit,
        suggest=fit.tokens_fit // step * step,
        fp8_tokens=fp8_tokens,
        more=fit.to_full_gb,
        **_shortfall_figures(draft, k, fit),
    )
    return text.render(draft.lang)


def _profiled_lead(draft: Draft, k: KvCacheEstimate, fit: KvFit) -> str:
    """The error pasted although the cache fits by today's defaults: the profile was larger."""
    suggest = k.context_tokens // 2 // SUGGEST_STEP * SUGGEST_STEP or 16
    return msg.KV_SHORT_PROFILED(suggest=suggest, **_shortfall_figures(draft, k, fit)).render(
        draft.lang
    )


def _shortfall_figures(draft: Draft, k: KvCacheEstimate, fit: KvFit) -> dict[str, Any]:
    """The figures both KV-error leads give: the length, the share, the weights, what is left."""
    return {
        "context": k.context_tokens,
        "need": fit.per_sequence_gb,
        "util": fit.utilization,
        "usable": fit.usable_gb,
        "count": fit.count,
        "gpu": draft.gpu_name(fit.gpu_id),
        "model": draft.model_name(k.model_id),
        "precision": fit.weights_precision,
        "weights": fit.weights_gb,
        "budget": fit.cache_budget_gb,
        **dict(zip(("engine", "share", "length", "kv_fp8"), _flags(draft), strict=True)),
    }


ENGINE_FLAGS = {
    "vllm": ("vLLM", "gpu_memory_utilization", "--max-model-len", "--kv-cache-dtype fp8"),
    "sglang": ("SGLang", "--mem-fraction-static", "--context-length", "--kv-cache-dtype fp8_e5m2"),
}
"""How each serving engine names its memory share, its length cap and an fp8 KV cache."""


def _flags(draft: Draft) -> tuple[str, str, str, str]:
    """The engine's name and flags as a shortfall answer gives them (vLLM unless SGLang)."""
    return ENGINE_FLAGS.get(draft.query.engine or "vllm", ENGINE_FLAGS["vllm"])


def kv_fit_lead(draft: Draft, k: KvCacheEstimate, fit: KvFit) -> str:
    """The lead line for the cache ``k`` placed as ``fit`` says; sets the verdict."""
    lang = draft.lang
    model = draft.model_name(k.model_id)
    setup = f"{fit.count} × {draft.gpu_name(fit.gpu_id)}"
    card = draft.catalog.gpus.get(fit.gpu_id)
    if card is not None and "GB" not in setup:  # "L20": its memory, beside the usable share
        each = say(lang, " each", "每卡 ") if fit.count > 1 else ""
        setup += say(lang, f" ({card.memory_gb:g} GB{each})", f"（{each}{card.memory_gb:g} GB）")
    weights = say(
        lang,
        f"{model} at {fit.weights_precision} ({gb(fit.weights_gb)})",
        f"{model}（{fit.weights_precision}，{gb(fit.weights_gb)}）",
    )
    room = say(
        lang,
        f"{gb(max(fit.cache_budget_gb, 0.0))} of {gb(fit.usable_gb)} is left for the cache, at"
        f" {gb(fit.per_sequence_gb)} per sequence of {k.context_tokens:,} tokens"
        f" ({k.kv_precision} KV)",
        f"{gb(fit.usable_gb)} 中留给 KV 缓存的是 {gb(max(fit.cache_budget_gb, 0.0))}，"
        f"每个 {k.context_tokens:,} tokens 的序列占 {gb(fit.per_sequence_gb)}"
        f"（{k.kv_precision} KV）",
    )
    listed = fit.sequences_asked == 1 and draft.query.asks_model_list
    counted = draft.query.asks_capacity or listed
    if counted and fit.cache_budget_gb <= 0:  # "how many requests before 2x 3090 run out": none
        return say(
            lang,
            f"**0 sequences of {k.context_tokens:,} tokens fit** on {setup}: each takes"
            f" {gb(fit.per_sequence_gb)} of KV cache ({k.kv_precision}), but the weights alone do"
            f" not fit: {weights} against the {gb(fit.usable_gb)} a server can use there.",
            f"**一个 {k.context_tokens:,} tokens 的序列也放不下（0 个）**：每个序列的 KV 缓存占"
            f" {gb(fit.per_sequence_gb)}（{k.kv_precision}），但光权重就装不下：{weights}，而"
            f" {setup} 上推理服务可用的只有 {gb(fit.usable_gb)}。",
        )
    if counted:
        return say(
            lang,
            f"**{fit.sequences_fit:,} {'sequence' if fit.sequences_fit == 1 else 'sequences'}"
            f" of {k.context_tokens:,} tokens fit** beside"
            f" {weights} on {setup}: {room}.",
            f"**能放下 {fit.sequences_fit:,} 个 {k.context_tokens:,} tokens 的序列**："
            f"{setup} 上放 {weights}，{room}。",
        )
    draft.verdict = "yes" if fit.fits else "no"
    many = fit.sequences_asked
    if fit.cache_budget_gb <= 0:
        return say(
            lang,
            f"**No:** the weights alone do not fit: {weights} against the {gb(fit.usable_gb)} a"
            f" server can use on {setup}, before any KV cache.",
            f"**放不下：** 光权重就装不下：{weights}，而 {setup} 上推理服务可用的只有"
            f" {gb(fit.usable_gb)}，还没算 KV 缓存。",
        )
    if fit.fits:
        return say(
            lang,
            f"**Yes:** {many:,} × {k.context_tokens:,} tokens of KV cache ({gb(k.total_gb)})"
            f" fit beside {weights} on {setup}; {room}, room for {fit.sequences_fit:,}.",
            f"**放得下：** {many:,} 个 {k.context_tokens:,} tokens 的 KV 缓存（{gb(k.total_gb)}）"
            f"和 {weights} 一起放在 {setup} 上；{room}，最多 {fit.sequences_fit:,} 个。",
        )
    return say(
        lang,
        f"**No:** {many:,} × {k.context_tokens:,} tokens of KV cache ({gb(k.total_gb)}) do not"
        f" fit beside {weights} on {setup}; {room}, room for {fit.sequences_fit:,}.",
        f"**放不下：** {many:,} 个 {k.context_tokens:,} tokens 的 KV 缓存（{gb(k.total_gb)}）"
        f"和 {weights} 放不进 {setup}；{room}，只够 {fit.sequences_fit:,} 个。",
    )


def compose_longest_context(draft: Draft, out: LongestContext) -> None:
    """The longest context that fits first, with the per-GPU memory at that length; a verdict.

    Yes when the model's whole context fits, no when not even the shortest does (the weights
    alone), and no verdict for a length in between (a number was asked) unless whether it runs
    was asked too.
    """
    lang, sized = draft.lang, out.sizing
    card = draft.catalog.gpus.get(out.gpu_id)
    size = say(lang, f" ({card.memory_gb:g} GB)", f"（{card.memory_gb:g} GB）") if card else ""
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)}{size} {draft.spec(out.gpu_id)}".strip()
    model = draft.model_name(out.model_id)
    runtime = engine_name("transformers" if out.engine == "hf" else out.engine, lang)
    need = say(
        lang,
        f"{gb(sized.per_gpu_gb)} per GPU of {gb(sized.usable_gb)} usable, of which the KV cache"
        f" is {gb(sized.breakdown.kv_cache)} and the weights {gb(sized.breakdown.weights)}",
        f"每卡需 {gb(sized.per_gpu_gb)}，可用 {gb(sized.usable_gb)}，其中 KV 缓存"
        f" {gb(sized.breakdown.kv_cache)}、权重 {gb(sized.breakdown.weights)}",
    )
    if out.tokens == 0:
        draft.verdict = "no"
        lead = say(
            lang,
            f"**No context fits:** {model} at {out.precision} does not fit {setup} even at"
            f" {SHORTEST} tokens on {runtime}: {need}.",
            f"**任何长度的上下文都放不下：**{model}（{out.precision}）在 {setup} 上用 {runtime}"
            f"，即使只有 {SHORTEST} tokens 也装不下：{need}。",
        )
    elif out.model_max_fits:
        draft.verdict = "yes"
        lead = say(
            lang,
            f"**Its whole {out.tokens:,}-token context fits:** {model} at {out.precision} on"
            f" {setup} on {runtime}, {need}.",
            f"**完整的 {out.tokens:,} tokens 上下文都放得下：**{model}（{out.precision}）在"
            f" {setup} 上用 {runtime}，{need}。",
        )
    else:
        # "runs on one H100, is that true": yes, it loads, with this much context to spare
        yes = draft.query.asks_feasibility
        draft.verdict = "yes" if yes else draft.verdict
        lead = say(lang, "**Yes:** it fits. " if yes else "", "**能**：放得下。" if yes else "")
        lead += say(
            lang,
            f"**About {out.tokens:,} tokens of context fit:** {model} at {out.precision} on"
            f" {setup} on {runtime}, {need} at that length; the model accepts up to"
            f" {out.model_max:,}.",
            f"**上下文最多约 {out.tokens:,} tokens：**{model}（{out.precision}）在 {setup} 上用"
            f" {runtime}，这个长度下{need}；模型最长支持 {out.model_max:,}。",
        )
    draft.add(lead)
    draft.assume(*sized.assumptions)
    draft.assume(
        say(
            lang,
            f"one sequence (one user); the search stops within {STEP} tokens",
            f"单个序列（一个用户）；搜索精度 {STEP} tokens",
        )
    )


__all__ = ["SUGGEST_STEP", "compose_longest_context", "kv_fit_lead", "kv_short_lead"]
