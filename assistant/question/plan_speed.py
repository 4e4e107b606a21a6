"""Plan speed and serving questions: which cards and runtime a tokens/s or a serving count is for.

``plan_speed`` times decode on the card asked (or the reference card, or the fewest cards that
hold the model); ``plan_serve`` sizes the cards a serving load needs, with its latency targets.
Pure: it only calls the toolbox.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.calc.engines import (
    GGUF_SERVED_AS,
    USUAL_WEIGHTS,
    alternative_engine,
    engine_precision,
    likeliest_engine,
)
from assistant.calc.workload import GGUF_TYPES
from assistant.catalog.specs import Catalog
from assistant.models import GPU, GPUAsk, Query, ToolCall
from assistant.question.planner import (
    DEFAULT_SPEED_GPU,
    SERVE_CANDIDATES,
    SERVING_ENGINES,
    memory_call,
    model_name,
    single_method,
    workload_args,
)
from assistant.question.speed_card import own_card
from assistant.question.tools import Toolbox


def speed_call(
    query: Query,
    tools: Toolbox,
    gpu: GPUAsk,
    engine: str | None = None,
    precision: str | None = None,
) -> ToolCall | None:
    """``estimate_speed`` for the query's model and method on ``gpu`` (None: no model named)."""
    model = model_name(query)
    if model is None:
        return None
    workload = workload_args(query, single_method(query))
    if precision is not None:
        workload["precision"] = precision
    return tools.call(
        "estimate_speed",
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        tokens=query.tokens,
        engine=engine,
        **workload,
    )


def speed_engines(
    query: Query, gpu: GPU | None = None, release: str | None = None
) -> list[tuple[str, str | None]]:
    """(engine, precision) for the lead speed figure and the one alternative line.

    The engine the question names (or implies: a GGUF type or "Ollama" -> llama.cpp, users ->
    vLLM); none -> the likeliest for the workload. The alternative asks each runtime for the
    precision it runs (a GGUF type becomes int4/int8 outside llama.cpp).
    """
    method = single_method(query)
    if method != "inference":
        return [("hf", None)]
    chosen = query.engine or likeliest_engine(query.precision, method, query.users, gpu, release)
    other = alternative_engine(chosen, query.precision or "bf16", gpu)
    return [
        (
            chosen,
            engine_precision(chosen, query.precision)
            if query.precision
            else USUAL_WEIGHTS.get(chosen),
        ),
        (other, engine_precision(other, query.precision) if query.precision else None),
    ]


def _fewest_that_fit(call: ToolCall, gpu: GPUAsk) -> GPUAsk:
    """The smallest count of ``gpu`` that an estimate's alternatives say holds the model."""
    for alt in call.output.get("alternatives", []):
        counted = re.match(r"^(\d+) x (\S+)$", str(alt.get("change", "")))
        if alt.get("fits") and counted and counted[2] == gpu.gpu_id:
            return GPUAsk(gpu_id=gpu.gpu_id, count=int(counted[1]))
    return gpu


OFFLOAD_PRECISIONS = {"int8": "q8_0", "fp8": "q8_0", "bf16": "bf16", "fp16": "fp16"}
"""The GGUF build llama.cpp offloads for a precision named another way (else Q4_K_M)."""


def offload_precision(precision: str | None) -> str:
    """The GGUF type a llama.cpp RAM offload runs for ``precision`` (4-bit when unstated)."""
    if precision in GGUF_TYPES:
        return precision
    return OFFLOAD_PRECISIONS.get(precision or "", "q4_k_m")


def _spill_to_ram(
    query: Query,
    tools: Toolbox,
    gpu: GPUAsk,
    lead: tuple[str, str | None],
    probes: list[ToolCall],
) -> ToolCall | None:
    """The llama.cpp offload plan when the model does not fit the user's own cards, else None.

    "72B at q4 on my 3060": llama.cpp keeps what fits on the GPU and reads the rest from system
    RAM for every token, so the RAM sets the pace; the all-on-GPU rate would be a speed nobody
    gets. A Mac's memory is the GPU's (nothing to spill to); serving engines do not spill.
    """
    model = model_name(query)
    engine, precision = lead
    card = tools.catalog.gpus.get(gpu.gpu_id)
    own = own_card(query, tools.catalog)
    if model is None or engine != "llama.cpp" or own is None or card is None:
        return None
    if card.vendor == "Apple" or query.users is not None or single_method(query) != "inference":
        return None
    if not probes:  # the precision was stated or the engine named: probe the one that runs
        probe = memory_call(query, tools, model, "inference", gpu)
        if probe.output.get("fits") is not False:
            return None
    elif probes[-1].output.get("fits") is not False or gpu.count != own.count:
        return None  # it fits at 4-bit, or was re-timed on the fewest cards that hold it
    plan = tools.call(
        "plan_offload",
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        precision=offload_precision(precision or query.precision),
        cpu_moe_layers=query.cpu_moe_layers,
    )
    return plan if plan.output.get("kind") in ("moe_experts", "dense_layers") else None


def _served_quantized(
    query: Query, tools: Toolbox, gpu: GPUAsk, probe: ToolCall, calls: list[ToolCall], model: str
) -> Query:
    """The precision a serving engine runs a model too big in 16-bit at on the cards asked.

    FP8 where the cards have it, else 4-bit (AWQ/GPTQ); the 16-bit probe is kept to say why.
    When neither fits the cards asked ("405b on a single h100 in vllm"), the query is left as
    asked: a serving engine does not spill to RAM, so the answer says first it does not fit.
    """
    row = tools.catalog.gpus.get(gpu.gpu_id)
    tried = (["fp8"] if row is not None and row.supports_fp8 else []) + ["int4"]
    for precision in tried:
        smaller = query.model_copy(update={"precision": precision})
        if memory_call(smaller, tools, model, "inference", gpu).output.get("fits") is not False:
            calls.append(probe)
            return smaller
    return query


def plan_speed(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_speed`` on the first GPU named (one H100 when none) for the implied runtime.

    Inference adds one alternative runtime's figure beside it (engines differ several-fold).
    """
    if query.blocked:
        return []
    gpu = own_card(query, tools.catalog) or DEFAULT_SPEED_GPU  # "on a 24gb card": a card of it
    calls: list[ToolCall] = []
    model = model_name(query)
    if query.ram_offload and model is not None and single_method(query) == "inference":
        # "part of it in system RAM": llama.cpp keeps experts or layers there; RAM sets the pace
        gguf = offload_precision(query.precision)
        offload = tools.call(
            "plan_offload",
            model=model,
            gpu=gpu.gpu_id,
            count=gpu.count,
            precision=gguf,
            cpu_moe_layers=query.cpu_moe_layers,  # "--n-cpu-moe 28": the split set
        )
        if offload.output.get("kind") not in (None, "none"):  # it fits: timed as usual
            return [offload]
    # MLX named with no precision: mlx-community builds are 4-bit; a model too big for the Mac
    # in 16-bit is timed at 4-bit, as with no runtime named
    local = query.engine is None or query.engine == "mlx"
    served = query.engine in SERVING_ENGINES and query.engine != "llama.cpp"
    unstated = query.precision is None and (local or served) and query.users is None
    if model is not None and unstated and single_method(query) == "inference":
        # nobody runs a model that does not fit in 16-bit: time it at 4-bit, the way it is run;
        # a serving engine ("in vllm") on cards with FP8 runs the FP8 checkpoint first
        probe = memory_call(query, tools, model, "inference", gpu)
        if probe.output.get("fits") is False and served:
            query = _served_quantized(query, tools, gpu, probe, calls, model)
        elif probe.output.get("fits") is False:
            calls.append(probe)
            query = query.model_copy(update={"precision": "int4"})
            quantized = memory_call(query, tools, model, "inference", gpu)
            if quantized.output.get("fits") is False:
                # still too big: time it on the fewest such cards that hold it, and say so
                calls.append(quantized)
                gpu = _fewest_that_fit(quantized, gpu)
    release = tools.catalog.release_precision(model)
    engines = speed_engines(query, tools.catalog.gpus.get(gpu.gpu_id), release)
    spill = _spill_to_ram(query, tools, gpu, engines[0], calls)
    if spill is not None:
        return [spill]
    for engine, precision in engines:
        call = speed_call(query, tools, gpu, engine=engine, precision=precision)
        if call is None:
            return []
        calls.append(call)
    other = next((g for g in query.gpus if g.gpu_id != gpu.gpu_id), None)
    if other is not None and calls and "error" not in calls[-1].output:
        # "on the M3 Max, and against a 4090?": the second card timed the same way
        first = next(c for c in calls if c.tool == "estimate_speed").input
        again = speed_call(
            query, tools, other, engine=first.get("engine"), precision=first.get("precision")
        )
        calls += [again] if again is not None else []
    return calls


def serving_engine(query: Query, catalog: Catalog) -> str:
    """The runtime a serving answer sizes: the one named when it batches, else vLLM.

    A Mac serves through llama.cpp's parallel slots on Metal (vLLM needs CUDA or ROCm), or MLX
    when that is named.
    """
    if query.engine in SERVING_ENGINES:
        return query.engine
    row = catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if row is not None and row.vendor == "Apple":
        return query.engine if query.engine == "mlx" else "llama.cpp"
    return "vllm"


def served_on(query: Query, catalog: Catalog) -> tuple[str, str | None]:
    """The runtime and weight precision a serving answer sizes.

    Ollama or llama.cpp named on a discrete card ("ollama running gemma 3 27b q4 on a 3090"):
    its parallel slots, at the GGUF type said; else ``serving_engine`` at ``serving_precision``
    (a Mac keeps llama.cpp at the type's width, as its unified-memory limit is sized that way).
    """
    engine = serving_engine(query, catalog)
    row = catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if query.engine == "llama.cpp" and (row is None or row.vendor != "Apple"):
        return "llama.cpp", query.precision
    return engine, serving_precision(query)


def serving_precision(query: Query) -> str | None:
    """The weight precision a server runs: the one stated (a GGUF type at its width, or none)."""
    precision = query.precision
    if precision and precision.startswith("q"):
        return GGUF_SERVED_AS.get(precision)
    return precision


def latency_args(query: Query) -> dict[str, float | int]:
    """The latency targets and prompt length a serving tool is asked with (only those stated)."""
    args = {"ttft_target_s": query.ttft_target_s, "itl_target_ms": query.itl_target_ms}
    if query.ttft_target_s is not None or query.itl_target_ms is not None:
        args["prompt"] = query.prompt_tokens
    return {k: v for k, v in args.items() if v is not None}


def plan_serve(
    query: Query,
    tools: Toolbox,
    multi_node: bool = False,
    candidates: Sequence[str] = SERVE_CANDIDATES,
) -> list[ToolCall]:
    """``plan_serving`` on the GPU named, or on each of ``candidates`` when none is named.

    ``multi_node``: a replica may span 8-GPU nodes (when no precision fits one node).
    """
    model = model_name(query)
    if model is None or query.users is None or query.blocked:
        return []
    named = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    # "H100s or H200s, and how many": each card named is a candidate, none has a count yet
    choice = len(named) > 1 and not any(g.count_stated for g in query.gpus)
    gpus = named[:4] if choice else named[:1] or list(candidates)
    engine, precision = served_on(query, tools.catalog)
    return [
        tools.call(
            "plan_serving",
            model=model,
            gpu=gpu_id,
            users=query.users,
            tokens_per_s=query.tokens_per_s_target,
            context=query.context_tokens,
            engine=engine,
            precision=precision,
            **latency_args(query),
            **({"multi_node": True} if multi_node else {}),
        )
        for gpu_id in gpus
    ]
