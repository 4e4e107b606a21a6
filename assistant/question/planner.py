"""Decide which calculators a question needs and call them, by intent; no text is written here.

The plan is deterministic: the same ``Query`` always yields the same tool calls, in the same
order, so answers are reproducible and the golden set can check every number.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.calc.money import HOURS_PER_YEAR
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.tools import Toolbox, error_of

DEFAULT_RENT_VS_BUY_GPU = GPUAsk(gpu_id="h100-sxm", count=8)
"""Rent-vs-buy with no GPU named: one 8-GPU H100 server, the most common training node."""
REFERENCE_GPU = "a100-80gb-sxm"
"""The card a large training job is counted in ("needs ~4 × A100 80GB")."""
DEFAULT_SPEED_GPU = GPUAsk(gpu_id="h100-sxm", count=1)
"""A speed question with no GPU named is answered for one H100, the common reference card."""
DEFAULT_COST_HOURS = 730.0
"""A cost question with no duration is priced for one month of continuous use (730 h)."""
RECOMMEND_CANDIDATES = (
    "rtx-3090",
    "rtx-4090",
    "rtx-5090",
    "l4",
    "l40s",
    "rtx-a6000",
    "a100-80gb-sxm",
    "h100-sxm",
    "h200",
    "b200",
)
"""GPUs a recommendation ranks: the cards people can actually rent or buy, small to large."""


def model_name(query: Query) -> str | None:
    """The model the query names, as a catalog id or a bare size like ``13b``."""
    if query.model_id:
        return query.model_id
    if query.params_b is not None:
        return f"{query.params_b:g}b"
    return None


def fit_methods(query: Query) -> list[str]:
    """Methods a fit check evaluates: the one asked, or full/LoRA/QLoRA for a bare fine-tune."""
    if query.finetune_unspecified:
        return ["full", "lora", "qlora"]
    return [query.method or "inference"]


def single_method(query: Query) -> str:
    """The one method a recommendation or speed question is about (LoRA for a bare fine-tune)."""
    return "lora" if query.finetune_unspecified else (query.method or "inference")


def _workload(query: Query, method: str) -> dict[str, object]:
    """The workload slots of the query, as tool arguments (QLoRA fixes its own precision)."""
    return {
        "method": method,
        "precision": query.precision if method != "qlora" else None,
        "seq_len": query.context_tokens,
        "batch": query.batch_size,
    }


def _memory_call(query: Query, tools: Toolbox, model: str, method: str, gpu: GPUAsk) -> ToolCall:
    """``estimate_memory`` for the query's workload on ``gpu``."""
    return tools.call(
        "estimate_memory", model=model, gpu=gpu.gpu_id, count=gpu.count, **_workload(query, method)
    )


def plan_fit(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_memory`` for each method on the first GPU named, at the count asked.

    A training method that does not fit is also sized on the reference card (A100 80GB), whose
    estimate names how many of those it would take.
    """
    model = model_name(query)
    if model is None or not query.gpus or query.blocked:
        return []
    gpu = query.gpus[0]
    calls = []
    for method in fit_methods(query):
        call = _memory_call(query, tools, model, method, gpu)
        calls.append(call)
        unfit_training = method in ("full", "pretrain") and call.output.get("fits") is False
        if unfit_training and gpu.gpu_id != REFERENCE_GPU:
            reference = GPUAsk(gpu_id=REFERENCE_GPU, count=1)
            calls.append(_memory_call(query, tools, model, method, reference))
    return calls


def plan_catalog(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``query_catalog`` with the filter the question states (a lookup in the GPU table)."""
    per_hour = query.budget if query.budget_period == "hour" else None
    rent = query.unit == "per_hour" or query.budget_period == "hour" or query.where == "cloud"
    return [
        tools.call(
            "query_catalog",
            features=query.features,
            excluded_features=query.excluded_features,
            min_memory_gb=query.min_memory_gb,
            memory_gb=query.memory_gb,
            segment=query.segment,
            vendor=query.vendor,
            max_per_gpu_hour=per_hour,
            objective=query.objective,
            by_rent=rent,
            currency=query.budget_currency or query.currency or "USD",
        )
    ]


def plan_recommend(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Size the model on each candidate GPU (the estimate names the smallest count that fits)."""
    if query.task == "catalog":
        return plan_catalog(query, tools)
    model = model_name(query)
    if model is None:
        return []
    method = single_method(query)
    calls = []
    named = [g.gpu_id for g in query.gpus]
    for gpu_id in dict.fromkeys([*named, *RECOMMEND_CANDIDATES]):
        call = _memory_call(query, tools, model, method, GPUAsk(gpu_id=gpu_id, count=1))
        calls.append(call)
        if error_of(call) is not None:
            break
    return calls


def _speed_call(
    query: Query, tools: Toolbox, gpu: GPUAsk, engine: str | None = None
) -> ToolCall | None:
    model = model_name(query)
    if model is None:
        return None
    return tools.call(
        "estimate_speed",
        model=model,
        gpu=gpu.gpu_id,
        count=gpu.count,
        tokens=query.tokens,
        engine=engine,
        **_workload(query, single_method(query)),
    )


def plan_speed(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_speed`` for the model on the first GPU named (one H100 when none)."""
    if query.blocked:
        return []
    gpu = query.gpus[0] if query.gpus else DEFAULT_SPEED_GPU
    call = _speed_call(query, tools, gpu)
    if call is None:
        return []
    if single_method(query) != "inference":
        return [call]
    # serving engines differ several-fold at batch 1: show transformers and vLLM side by side
    served = _speed_call(query, tools, gpu, engine="vllm")
    return [call, served] if served else [call]


def _price_call(
    query: Query, tools: Toolbox, gpu: GPUAsk | None, hours: float, **overrides: object
) -> ToolCall:
    args: dict[str, object] = {
        "gpu": gpu.gpu_id if gpu else None,
        "count": gpu.count if gpu else 1,
        "hours": round(hours, 2),
        "provider": query.provider,
        "currency": query.currency or ("CNY" if query.language == "zh" else "USD"),
        "spot": bool(query.spot),
    }
    args.update(overrides)
    return tools.call("price_job", **args)


def _quoted(call: ToolCall) -> bool:
    return error_of(call) is None and bool(call.output.get("quotes"))


def _sibling(tools: Toolbox, gpu: GPUAsk) -> GPUAsk | None:
    """The same card in its other form factor (A100 80GB SXM <-> PCIe), when the catalog has it."""
    stem = gpu.gpu_id.rsplit("-", 1)[0]
    for other in tools.catalog.gpus.values():
        same_memory = other.memory_gb == tools.catalog.gpus[gpu.gpu_id].memory_gb
        if other.id != gpu.gpu_id and other.id.rsplit("-", 1)[0] == stem and same_memory:
            return GPUAsk(gpu_id=other.id, count=gpu.count)
    return None


def plan_cost(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``price_job`` for the GPUs named over the duration asked (a month when none).

    A job given as a token volume ("1B tokens") is first timed with ``estimate_speed``. A spot
    question also gets the cheapest on-demand offer (spot vs on-demand, each the cheapest in
    the book). A named provider with no price for that GPU gets, in turn: the same card in its
    other form factor at that provider, then the cheapest offers elsewhere (the alternatives).
    """
    if query.blocked:
        return []
    gpu = query.gpus[0] if query.gpus else None
    calls: list[ToolCall] = []
    hours = query.duration_hours
    if hours is None and query.tokens and gpu is not None:
        speed = _speed_call(query, tools, gpu)
        if speed is not None:
            calls.append(speed)
            wall = speed.output.get("wall_hours")
            hours = float(wall) if isinstance(wall, int | float) and wall > 0 else None
    hours = hours or DEFAULT_COST_HOURS
    main = _price_call(query, tools, gpu, hours)
    calls.append(main)
    if query.provider and not _quoted(main):
        sibling = _sibling(tools, gpu) if gpu else None
        retry = _price_call(query, tools, sibling, hours) if sibling else None
        if retry is not None and _quoted(retry):
            calls.append(retry)
        else:
            calls.append(_price_call(query, tools, gpu, hours, provider=None))
    if query.spot:
        calls.append(_price_call(query, tools, gpu, hours, spot=False))
    best = (main.output.get("quotes") or [{}])[0]
    split = best.get("instances", 1) > 1 and best.get("price", {}).get("price_basis") == "instance"
    if gpu is not None and gpu.count > 1 and split:
        # N GPUs as N small instances is not one machine: price the cheapest N-GPU box too
        calls.append(_price_call(query, tools, gpu, hours, one_instance=True))
    return calls


def plan_compare(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``compare_gpus`` over the GPUs named, rated on the model named (Llama 3 8B if none)."""
    if len(query.gpus) < 2:
        return []
    return [
        tools.call(
            "compare_gpus",
            gpus=[g.gpu_id for g in query.gpus],
            model=model_name(query),
            method=single_method(query),
            currency=query.currency,
        )
    ]


def plan_rent_vs_buy(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``rent_vs_buy`` for the GPUs named (an 8× H100 server when none) over the years asked."""
    gpu = query.gpus[0] if query.gpus else DEFAULT_RENT_VS_BUY_GPU
    years = (query.duration_hours or 3 * HOURS_PER_YEAR) / HOURS_PER_YEAR
    return [
        tools.call(
            "rent_vs_buy",
            gpu=gpu.gpu_id,
            count=gpu.count,
            years=round(years, 2),
            currency=query.currency or ("CNY" if query.language == "zh" else "USD"),
        )
    ]


PLANS: dict[str, Callable[[Query, Toolbox], list[ToolCall]]] = {
    "fit_check": plan_fit,
    "recommend": plan_recommend,
    "cost": plan_cost,
    "speed": plan_speed,
    "compare": plan_compare,
    "rent_vs_buy": plan_rent_vs_buy,
}


def plan(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Run the calculators the query's intent needs and return the recorded calls."""
    planner = PLANS.get(query.intent)
    return planner(query, tools) if planner else []
