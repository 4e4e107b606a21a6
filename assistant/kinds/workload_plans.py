"""Plans shared by the image, video, vision and speech kinds: the query as workload tool args."""

from __future__ import annotations

from typing import Any, get_args

from assistant.calc.media import MediaPrecision
from assistant.models import Query, ToolCall
from assistant.question.planner import purchase_kind
from assistant.question.tools import Toolbox

MEDIA_PRECISIONS = frozenset(get_args(MediaPrecision))
TRAINED_WHOLE = frozenset({"vision"})
"""Families trained whole (a detector or classifier), not through an adapter."""


def media_method(query: Query) -> str:
    """The workload method: inference, or training as the family is usually trained."""
    training = query.method in ("full", "lora", "qlora", "pretrain") or query.finetune_unspecified
    training = training or query.epochs is not None  # "90 epochs" is a training run
    if not training:
        return "inference"
    if query.workload_family in TRAINED_WHOLE or query.method in ("full", "pretrain"):
        return "full"
    return "lora"


def media_args(query: Query) -> dict[str, Any]:
    """Workload, method, precision and batch as the workload tools take them."""
    args: dict[str, Any] = {"workload": query.workload_id, "method": media_method(query)}
    if query.precision in MEDIA_PRECISIONS:
        args["precision"] = query.precision
    if query.batch_size:
        args["batch"] = query.batch_size
    return args


def job_size(query: Query) -> dict[str, Any]:
    """The job's size, when stated: images x epochs, or hours of audio."""
    size: dict[str, Any] = {}
    if query.samples:
        size["images"] = query.samples
    if query.epochs:
        size["epochs"] = query.epochs
    if query.workload_family == "speech" and query.duration_hours:
        size["audio_hours"] = query.duration_hours
    return size


def workload_on_gpu(query: Query) -> bool:
    """A workload and a GPU to run it on."""
    return query.workload_id is not None and bool(query.gpus)


def plan_workload_fit(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Memory of the workload on the first GPU named, then its speed there."""
    if query.workload_id is None or not query.gpus:
        return []
    gpu = query.gpus[0].gpu_id
    args = media_args(query)
    memory = tools.call("estimate_workload_memory", gpu=gpu, **args)
    return [memory, tools.call("estimate_workload_speed", gpu=gpu, **args, **job_size(query))]


def plan_workload_speed(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Speed (and job hours) of the workload on the first GPU named, with its memory."""
    calls = plan_workload_fit(query, tools)
    return calls[::-1]  # the speed is what was asked: its call comes first


def plan_workload_pick(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The GPU to buy or rent for the workload, within the budget, ranked as asked."""
    if query.workload_id is None:
        return []
    kind = purchase_kind(query)
    size = job_size(query)
    rank = (
        "speed"
        if query.objective == "fastest"
        else ("job_cost" if size and kind == "rent" else "price")
    )
    budget: dict[str, Any] = {}
    if query.budget is not None:
        budget = {"budget": query.budget, "currency": query.budget_currency or "USD"}
    else:
        budget = {"currency": query.currency or ("CNY" if query.language == "zh" else "USD")}
    return [
        tools.call(
            "recommend_workload_gpu", kind=kind, rank_by=rank, **media_args(query), **size, **budget
        )
    ]


__all__ = [
    "workload_on_gpu",
    "job_size",
    "media_args",
    "media_method",
    "plan_workload_fit",
    "plan_workload_pick",
    "plan_workload_speed",
]
