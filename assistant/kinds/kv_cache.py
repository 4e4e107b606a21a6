"""KV cache: the memory a model's cache takes at a context, per KV precision and users."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_kv_fit import compose_longest_context, kv_short_lead
from assistant.answer.compose_llmcalc import compose_fits, compose_kv_cache
from assistant.answer.kv_saving import add_kv_saving
from assistant.calc.fits import HardwareFits
from assistant.calc.max_context import LongestContext
from assistant.calc.offload import KvCacheReport
from assistant.kinds.base import Examples, Kind
from assistant.kinds.fits_hardware import card_of_memory
from assistant.kinds.serve_capacity import asks_capacity
from assistant.messages import as_sentence
from assistant.messages import kv_window as window_say
from assistant.messages import table as say
from assistant.messages import trouble as msg
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.plan_speed import serving_precision
from assistant.question.planner import (
    SERVING_ENGINES,
    model_name,
    single_method,
    sizing_engine,
    workload_args,
)
from assistant.question.tools import Toolbox

DEFAULT_KV_CONTEXT = 32768
"""A KV-cache question with no context stated is answered at 32k tokens, the long context
people most often ask about."""


def plan_kv_cache(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_kv_cache`` for the model at the stated context (32k when none)."""
    model = model_name(query)
    if model is None:
        return _fits_at_context(query, tools)
    if query.kv_short and not query.context_tokens and query.model_id in tools.catalog.models:
        # a pasted KV-cache error with no length: vLLM's default, the model's maximum context
        tokens = tools.catalog.models[query.model_id].max_context
        note = msg.KV_SHORT_DEFAULT_LEN(tokens=tokens)
        query = query.model_copy(
            update={"context_tokens": tokens, "assumptions": [*query.assumptions, note]}
        )
    gpu = query.gpus[0] if query.gpus else None
    if gpu is None and query.asks_max_context:
        gpu = card_of_memory(query, tools)  # "max context … on a 16gb card"
    if gpu is not None and query.asks_max_context and not query.kv_short:
        return [_longest_context_call(query, tools, model, gpu)]
    weights = serving_precision(query) if gpu else None
    if weights is not None and weights == query.kv_precision:
        weights = None  # "with fp8 kv cache": the one precision stated is the cache's
    stated = query.precision if query.precision in KV_STATED else None
    extra: dict[str, object] = {"weights_precision": weights} if weights else {}
    if gpu and query.memory_utilization is not None:
        extra["gpu_memory_utilization"] = query.memory_utilization
    if gpu and (query.kv_short or query.engine in SERVING_ENGINES):
        extra["offload"] = False  # a server holds every weight on the GPUs: no CPU split
    return [
        tools.call(
            "estimate_kv_cache",
            model=model,
            context=query.context_tokens or DEFAULT_KV_CONTEXT,
            sequences=query.users or query.batch_size or 1,
            # with no GPU only the cache is sized, so a stated precision is the cache's
            kv_precision=query.kv_precision or (None if gpu else stated) or "bf16",
            gpu=gpu.gpu_id if gpu else None,
            count=gpu.count if gpu else 1,
            **extra,
        )
    ]


def _longest_context_call(query: Query, tools: Toolbox, model: str, gpu: GPUAsk) -> ToolCall:
    """``longest_context``: the fit check's workload on the runtime it would use, searched."""
    method = single_method(query)
    workload = {k: v for k, v in workload_args(query, method).items() if k != "seq_len"}
    engine = sizing_engine(query, method, query.precision, tools.catalog.release_precision(model))
    if engine is not None:
        workload["engine"] = engine
    return tools.call("longest_context", model=model, gpu=gpu.gpu_id, count=gpu.count, **workload)


def _fits_at_context(query: Query, tools: Toolbox) -> list[ToolCall]:
    """A KV-cache error on stated cards with no model named: what fits them at that context."""
    if not (query.kv_short and query.gpus) or query.blocked:
        return []
    gpu = query.gpus[0]
    context = query.context_tokens or DEFAULT_KV_CONTEXT
    return [tools.call("fits_hardware", gpu=gpu.gpu_id, count=gpu.count, context=context)]


def compose_kv(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The KV cache of the model named; for a KV-cache error with none, what fits the cards."""
    longest = next((c.typed(LongestContext) for c in calls if c.tool == "longest_context"), None)
    if longest is not None:
        compose_longest_context(draft, longest)
        return
    fits = next((c.typed(HardwareFits) for c in calls if c.tool == "fits_hardware"), None)
    if fits is None:
        short = kv_short_lead(draft, calls) if draft.query.kv_short else None
        if short is not None:
            draft.add(short)
        room = _room_read(draft, calls)
        compose_kv_cache(draft, calls, fit_lead=short is None)
        _no_window(draft, calls)  # "has sliding window — does the kv stop growing?"
        if short is not None:
            draft.verdict = "no"  # the error says it: not as configured
        add_kv_saving(draft, calls)  # "-ctk q8_0, how much does that save?": against 16-bit
        if room is not None:  # the engine's own reading answers "how much room is that"
            draft.paragraphs.insert(0, room)
            draft.verdict = None
        return
    gpu = f"{draft.gpu_name(fits.gpu_id)} {draft.spec(fits.gpu_id)}".strip()
    lead = msg.KV_SHORT(
        context=fits.context_tokens, count=fits.count, gpu=gpu, usable=fits.usable_gb
    )
    draft.add(lead.render(draft.lang))
    compose_fits(draft, calls)
    draft.verdict = None  # the error is explained; no yes or no was asked


def _no_window(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A sliding window named for a model whose row has none: the figure is full attention."""
    report = next((c.typed(KvCacheReport) for c in calls if c.tool == "estimate_kv_cache"), None)
    if not draft.query.window_said or report is None or report.kv_cache.window_tokens:
        return
    note = window_say.KV_NO_WINDOW(model=draft.model_name(report.kv_cache.model_id))
    draft.add(as_sentence(note, draft.lang))


def _room_read(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """The KV room a pasted "Maximum concurrency: 3.2x" reading means, in GB."""
    multiple = draft.query.kv_concurrency
    call = next((c for c in calls if c.tool == "estimate_kv_cache"), None)
    out = call.typed(KvCacheReport) if call is not None else None
    if multiple is None or out is None:
        return None
    kv = out.kv_cache
    each = kv.total_gb / max(kv.sequences, 1)
    return msg.KV_ROOM_READ(
        room=multiple * each,
        multiple=multiple,
        context=kv.context_tokens,
        each=each,
        model=draft.model_name(kv.model_id),
        precision=kv.kv_precision,
    ).render(draft.lang)


KV_STATED = ("bf16", "fp16", "fp8")
"""Precisions a stated precision can mean for the cache itself."""


def _model_named(query: Query) -> bool:
    named = query.model_id is not None or query.params_b is not None
    # "which GPU do I need for Gemma 3 12B at the full 128k context": a card to hold weights and
    # cache is asked, the recommendation's (sized at that context), unless the cache is named
    # "the cheapest card for Gemma 3 12B q8 + 32k context": a pick too
    picked = query.asks_gpu_pick or query.objective == "cheapest"
    picks = picked and not query.gpus and not query.kv_asked
    kv = query.kv_words or query.kv_asked or query.kv_precision is not None
    # "how many t/s for 8b on a 3090 at 64k context": the speed at that context is asked; the
    # context words alone (no cache named) do not make the cache the subject
    timed = query.intent == "speed" and not query.kv_asked and query.kv_precision is None
    return named and kv and not picks and not timed


def _kv_asked(query: Query) -> bool:
    """The KV cache is named ("kv cache", "KV缓存") for a model: the cache is the subject.

    Or an engine's KV-cache error is pasted with the cards it ran on.
    """
    named = query.model_id is not None or query.params_b is not None
    return named and query.kv_asked or (query.kv_short and bool(query.gpus))


def _max_context_on_cards(query: Query) -> bool:
    """The longest context a named model takes on the stated cards: the cache's budget."""
    named = query.model_id is not None or query.params_b is not None
    return named and query.asks_max_context and bool(query.gpus or query.memory_gb)


def _kv_context(query: Query) -> Query:
    """The assumption the plan makes when no context is stated."""
    if query.context_tokens or query.kv_short and query.model_id or query.asks_max_context:
        return query  # the longest context asked: the answer is a length, not one assumed
    note = say.INFERENCE_CONTEXT(tokens=f"{DEFAULT_KV_CONTEXT:,}")
    return query.model_copy(update={"assumptions": [*query.assumptions, note]})


def load_in_memory(query: Query) -> bool:
    """Users of a model asked to fit in the memory of the cards ("4 at 32k, fits on one H100?").

    The weights and every user's cache against the memory of the cards said: a yes or no from
    the cache's size, not a serving plan that counts the cards for the load. Asked as serving
    ("is one H100 enough for 40 users", "扛得住吗") or as a count, the serving kind answers.
    """
    named = query.model_id is not None or query.params_b is not None
    load = (query.users or 0) >= 2 and named and bool(query.gpus)
    return load and query.room_asked and not asks_capacity(query) and query.workload_id is None


def _load_counted(query: Query) -> bool:
    """Users, requests or conversations counted on the cards: the serving kind's count.

    Unless one request's cache is asked beside the count ("per-request KV at 16k, and how many
    requests before 2x 3090 run out"): the cache's size leads, then how many fit (the KV kind).
    """
    return asks_capacity(query) and query.asks_load_count and not query.kv_each_asked


def _setups_weighed(query: Query) -> bool:
    """Two multi-card setups weighed for a model and its cache: the comparison fits it on each.

    "8x mi300x or 8x h100, which holds 405b with room left for kv?": the cache is in the need.
    A single card beside a setup ("16 H100s, fits with KV headroom, or an H200 job?") is the
    fallback of a fit, whose cache the KV kind sizes.
    """
    setups = len({g.gpu_id for g in query.gpus}) >= 2 and all(g.count >= 2 for g in query.gpus)
    return query.intent == "compare" and setups


KV_CACHE = Kind(
    name="kv_cache",
    gives=("kv_memory",),
    keeps=("capacity",),
    intent="fit_check",
    examples=Examples(
        en=(
            "how much VRAM does the KV cache of llama 3 70b take at 128k context",
            "kv cache size for mistral 7b at 32k tokens",
            "how much memory does a long context need for qwen 32b",
            "does fp8 kv cache halve the memory at 64k context",
            "kv cache memory per user for 8B at 8k context",
            "how big is the KV cache with q8_0 at 32k",
        ),
        zh=(
            "Llama 3 70B 128k上下文的KV cache占多少显存",
            "Mistral 7B 32k上下文KV缓存多大",
            "Qwen 32B长上下文要多少显存",
            "KV cache用fp8能省一半显存吗",
            "8B模型8k上下文每个用户KV缓存多少",
            "q8_0量化KV缓存32k要多少显存",
        ),
    ),
    plan=lambda query, tools: plan_kv_cache(_kv_context(query), tools),
    compose=compose_kv,
    admits=_model_named,
    # "how many concurrent 8k chats before the KV cache runs out": users counted on the cards;
    # "每个请求 8k 上下文，最多扛多少并发": the context is stated, the concurrency is the count;
    # a shortfall the engine reported at a load ("20 并发就 preempt") is the cache's to size
    prior=lambda q: (
        (_kv_asked(q) or _max_context_on_cards(q))
        and not _load_counted(q)
        and not _setups_weighed(q)
        or load_in_memory(q)
        or q.kv_short
        and bool(q.gpus)
    ),
)
