"""The first line of a KV-cache answer with a GPU named: do the sequences fit, or how many do.

``estimate_kv_cache`` with a GPU returns ``KvFit`` (the cache beside the weights). A question
that asks how many sequences or users fit gets the count first; any other question placed on a
GPU gets yes or no first, with the room left. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, say
from assistant.calc.kv_cache import KvCacheEstimate
from assistant.calc.kv_fit import KvFit
from assistant.calc.offload import KvCacheReport
from assistant.messages import trouble as msg
from assistant.models import ToolCall

SUGGEST_STEP = 1024
"""A max model length suggested is rounded down to a multiple of this many tokens."""


def kv_short_lead(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """Why a pasted KV-cache error happens for the model named, and the length that loads.

    A length the user did not state is vLLM's default (the model's maximum), said so.

    None when the cache was not placed on a GPU, the weights alone do not fit (the fit lead
    says so), or one sequence of the asked length fits by this estimate.
    """
    report = next(
        (r for c in calls if c.tool == "estimate_kv_cache" and (r := c.typed(KvCacheReport))),
        None,
    )
    fit = report.fit if report else None
    if report is not None and not draft.query.context_tokens:  # sized at vLLM's default length
        draft.assume(msg.KV_SHORT_DEFAULT_LEN(tokens=report.kv_cache.context_tokens))
    if report is None or fit is None or fit.fits or fit.cache_budget_gb <= 0:
        return None
    k = report.kv_cache
    if fit.tokens_fit >= k.context_tokens:
        return None
    fp8 = next((r for r in k.by_precision if r.kv_precision == "fp8"), None)
    fp8_tokens = fit.tokens_fit
    if fp8 is not None and fp8.total_gb > 0 and k.kv_precision != "fp8":
        per_token = fp8.total_gb / k.sequences / k.context_tokens
        fp8_tokens = int(fit.cache_budget_gb / per_token)
    step = SUGGEST_STEP if fit.tokens_fit >= SUGGEST_STEP else 16
    card = draft.catalog.gpus.get(fit.gpu_id)
    text = msg.KV_SHORT_MODEL(
        context=k.context_tokens,
        need=fit.per_sequence_gb,
        util=fit.utilization,
        usable=fit.usable_gb,
        count=fit.count,
        gpu=draft.gpu_name(fit.gpu_id),
        memory=card.memory_gb if card else 0.0,
        model=draft.model_name(k.model_id),
        precision=fit.weights_precision,
        weights=fit.weights_gb,
        budget=fit.cache_budget_gb,
        tokens=fit.tokens_fit,
        suggest=fit.tokens_fit // step * step,
        fp8_tokens=fp8_tokens,
        more=fit.to_full_gb,
    )
    return text.render(draft.lang)


def kv_fit_lead(draft: Draft, k: KvCacheEstimate, fit: KvFit) -> str:
    """The lead line for the cache ``k`` placed as ``fit`` says; sets the verdict."""
    lang = draft.lang
    model = draft.model_name(k.model_id)
    setup = f"{fit.count} × {draft.gpu_name(fit.gpu_id)}"
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
    if draft.query.asks_capacity or (fit.sequences_asked == 1 and draft.query.asks_model_list):
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


__all__ = ["SUGGEST_STEP", "kv_fit_lead", "kv_short_lead"]
