"""Plans shared by the image, video, vision and speech kinds: the query as workload tool args."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, get_args

from assistant.calc.media import MediaMemoryEstimate, MediaPrecision
from assistant.calc.media_capacity import MediaCapacity
from assistant.calc.media_pick import HEADROOM, MediaPick
from assistant.kinds.type_asked import asks_of_named_type
from assistant.messages import workloads as media_say
from assistant.models import GPUAsk, Query, ToolCall, ToolFailure
from assistant.question.audio_load import daily_audio_streams, daily_images_per_minute
from assistant.question.host_memory import card_for_memory
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.item_time import one_item_size
from assistant.question.planner import purchase_kind, vendors_cards
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox
from assistant.question.uptime_span import span_is_uptime

MEDIA_PRECISIONS = frozenset(get_args(MediaPrecision))
MAX_LISTED = 10
MAX_COUNTED = 4
"""Cards a serving target is counted on when several are named ("how many L4s, or L40S?")."""
"""Most models listed for "which of these fit my card"."""
MAX_SAMPLING_STEPS = 1000
"""Most sampling steps an image is sized for; more is read as a training run's steps."""
TRAINED_WHOLE = frozenset({"vision"})
"""Families trained whole (a detector or classifier), not through an adapter."""


def media_method(query: Query) -> str:
    """The workload method: inference, or training as the family is usually trained."""
    training = query.method in ("full", "lora", "qlora", "pretrain") or query.finetune_unspecified
    training = training or query.epochs is not None  # "90 epochs" is a training run
    training = training or query.workload_method is not None
    if not training:
        return "inference"
    if query.workload_family in TRAINED_WHOLE:
        return "full"
    if query.workload_method == "dreambooth":  # "全量微调(dreambooth)": the method named
        return "dreambooth"
    if query.method in ("full", "pretrain"):
        return "full"
    if query.workload_family == "speech" and query.method is None and not query.workload_method:
        return "full"  # Whisper is fine-tuned whole in the usual recipe (Hugging Face's)
    return query.workload_method or "lora"


def is_training(query: Query) -> bool:
    """Whether the workload question is about a training run."""
    return media_method(query) != "inference"


def media_args(query: Query) -> dict[str, Any]:
    """Workload, method, precision and batch as the workload tools take them."""
    args: dict[str, Any] = {"workload": query.workload_id, "method": media_method(query)}
    if query.precision in MEDIA_PRECISIONS:
        args["precision"] = query.precision
    if query.batch_size:
        args["batch"] = query.batch_size
    if query.media_height and query.workload_family != "speech":
        args["resolution"] = query.media_height
        if query.media_width and query.media_width != query.media_height:
            args["width"] = query.media_width
    if query.adapters_loaded and args["method"] == "inference":
        args["adapters"] = query.adapters_loaded  # "stack two LoRAs": their weights join
    if query.media_optimizer and args["method"] != "inference":
        args["optimizer"] = query.media_optimizer  # "8bit adam": the optimizer state's bits
    steps = query.media_steps
    if steps and args["method"] == "inference" and steps <= MAX_SAMPLING_STEPS:
        args["steps"] = steps
    return args


def shared_by(query: Query, setup: GPUAsk | None) -> dict[str, Any]:
    """The cards sharing the images or clips to generate, when more than one.

    "20k shots on 4 L40S": the speed tool splits the job among them, each making its share;
    "8张A800" training a detector splits each batch among them (data parallel).
    """
    if setup is None or setup.count <= 1:
        return {}
    if query.workload_family == "speech" and query.duration_hours and not span_is_uptime(query):
        return {"count": setup.count}  # "12k hours of calls on 2 T4s": each card its share
    if not query.samples:
        return {}
    trained = query.workload_family == "vision" and setup.count_stated  # data parallel
    return {"count": setup.count} if media_method(query) == "inference" or trained else {}


def on_an_instance(query: Query) -> bool:
    """A cloud instance type named for the workload, no card: the instance kind sizes it there.

    So does a type from the table whose figures are asked or cards asked back (``type_asked``).
    """
    shaped = any(shaped_like_a_type_name(w) for w in query.instance_words)
    return not query.gpus and shaped or asks_of_named_type(query)


def job_size(query: Query) -> dict[str, Any]:
    """The job's size, when stated: images x epochs, or hours of audio."""
    size: dict[str, Any] = one_item_size(query)  # "一条下来几毛钱": one clip is the job priced
    if query.samples:
        size["images"] = query.samples
    if query.epochs:
        size["epochs"] = query.epochs
    if query.workload_family == "speech" and query.duration_hours and not span_is_uptime(query):
        size["audio_hours"] = query.duration_hours
    if query.media_steps and is_training(query) and query.workload_family in ("image", "video"):
        size["train_steps"] = query.media_steps
    return size


def llm_beside_media(query: Query) -> bool:
    """Language models said as a job beside a media model, on two cards or more.

    "5070 ti vs 4070 ti super for sd + small llms": the cards are compared on the language
    models (the comparison kind), and on the image model under it.
    """
    two = query.workload_id is not None and len({g.gpu_id for g in query.gpus}) >= 2
    # "sd 和 7b 模型": a size in billions beside the media model is a language model; a model
    # only carried from the turn before ("那要是用 sdxl 出图呢" after a 14B compare) is not
    sized = query.models_named > 0 or (query.model_id is None and query.params_b is not None)
    # "7900xtx vs 3090，主要 ollama + comfyui": a runtime that only serves language models
    # names them as a job as much as the word "llm" does
    return two and (query.llm_said or sized or query.llm_runtime_named)


def sized_as_a_workload(
    test: Callable[[Query], bool], picks: bool = False, sizes_oom: bool = False
) -> Callable[[Query], bool]:
    """A workload kind's prior: ``test``, unless owning is weighed against renting.

    "买张4090跑sd出图 和租卡比多久回本" names a workload but asks rent or buy; cards named as the
    options of a purchase ("训sdxl，2080ti 22g还是加钱上4070") are the pick's (``picks``).
    """
    return lambda query: (
        test(query)
        and query.intent != "rent_vs_buy"
        and not (query.intent == "compare" and llm_beside_media(query))
        and (picks or query.named_candidates is None)
        and not a_trouble(query, sizes_oom)
        # "限功耗跑 sdxl，750W 电源够吗": the power supply or limit is asked, the job its load
        and query.task != "power"
    )


def bettered(query: Query) -> bool:
    """A card named as the bar and a better one asked within a budget (a pick, not its fit).

    "the 5060 Ti is the SDXL card; anything better under 500?", "3000 以内还有更好的吗"; or a
    time per item to beat: "35 min a clip on my 3090, what card gets it under 10?".
    """
    asked = query.workload_id is not None and query.intent == "recommend" and bool(query.gpus)
    llm = query.model_id is not None or query.params_b is not None  # an LLM's pick leads
    bar = query.budget is not None or query.item_seconds_target is not None
    return asked and not llm and bar and query.workload_ask in (None, "rate")


def a_trouble(query: Query, sizes_oom: bool = False) -> bool:
    """A pasted error or symptom on the job: troubleshooting, however the job is sized.

    "OOM in whisperX on 2 hours of audio" or "SD got half as fast after a driver update" asks
    what went wrong, not the job's time; an out-of-memory error is sized by the fit kind
    (``sizes_oom``): what takes the memory, and what brings it under the card.
    """
    return query.task == "troubleshoot" and not (sizes_oom and query.trouble == "oom")


def on_stated_memory(query: Query) -> bool:
    """A workload's fit asked of (or an OOM on) a card stated by its memory alone.

    "is 8GB enough for SDXL", "Flux OOMs on my 12GB card": that card, not a pick.
    """
    asked = query.workload_ask in ("fit", "list") or query.intent == "fit_check"
    asked = asked or query.asks_feasibility  # "sdxl or sd 1.5, which is friendlier to 8gb?"
    asked = asked or query.trouble == "oom"  # "Flux OOMs on my 12GB card": what takes the memory
    return query.workload_id is not None and not query.gpus and bool(query.memory_gb) and asked


def workload_on_gpu(query: Query) -> bool:
    """A workload and a GPU to run it on."""
    return query.workload_id is not None and bool(query.gpus)


def plan_workload_fit(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Memory of the workload on the first GPU named, then its speed there.

    With no GPU, the memory it needs, on the cheapest card that holds it; asked which of
    the family's models fit, each model at the precisions people run it at.
    """
    if query.workload_id is None:
        return []
    args = media_args(query)
    stated = query.memory_gb if on_stated_memory(query) else None
    card = card_for_memory(tools.catalog, stated) if stated else None
    if not query.gpus and card is None:
        return _plan_memory_only(query, tools, args)
    gpu = card or query.gpus[0].gpu_id
    if query.workload_ask == "list":
        return plan_workload_list(query, tools, gpu)
    memory = tools.call("estimate_workload_memory", gpu=gpu, **args)
    if query.workload_family == "speech" and args["method"] != "inference":
        # the published speeds are of transcription, not of training: a time asked of the job
        # is answered by the speed tool's refusal, said first, then what can be computed
        if not (query.asks_duration and query.duration_hours):
            return [memory]
        size = job_size(query)
        return [tools.call("estimate_workload_speed", gpu=gpu, **args, **size), memory]
    size = {**job_size(query), **shared_by(query, query.gpus[0] if query.gpus else None)}
    return [memory, tools.call("estimate_workload_speed", gpu=gpu, **args, **size)]


def _plan_memory_only(query: Query, tools: Toolbox, args: dict[str, Any]) -> list[ToolCall]:
    """The cheapest card to buy that holds the job, then the job as asked on that card."""
    currency = reply_currency(query, query.currency)
    pick = tools.call("recommend_workload_gpu", kind="buy", currency=currency, **args)
    found = pick.typed(MediaPick)
    if found is None or found.best is None:
        return [pick]
    return [tools.call("estimate_workload_memory", gpu=found.best.gpu_id, **args), pick]


LADDERS: dict[str, tuple[str | None, ...]] = {
    "image": (None, "fp8", "nf4"),
    "video": (None, "fp8", "nf4"),
    "vision": (None,),
    "speech": (None, "int8"),
}
"""Precisions tried per family, as people run them: native 16-bit first, then quantized."""


def _across_lines(ids: list[str]) -> list[str]:
    """A family's models taken line by line in turn (YOLOv8, ResNet, ViT, SAM, YOLO11...).

    More models than are listed: the list spans the family (detection, classification,
    segmentation) instead of stopping at the sizes of its first line.
    """
    if len(ids) <= MAX_LISTED:
        return ids
    lines: dict[str, list[str]] = {}
    for workload in ids:
        lines.setdefault(re.sub(r"[^a-z].*", "", workload) or workload, []).append(workload)
    queues = list(lines.values())
    spread: list[str] = []
    while any(queues):
        spread += [queue.pop(0) for queue in queues if queue]
    return spread


def plan_workload_list(query: Query, tools: Toolbox, gpu: str) -> list[ToolCall]:
    """Each model named (else every catalog model of the family) on ``gpu``.

    Precision by precision until one fits with 10% of usable memory to spare.
    """
    family = query.workload_family or "image"
    ids = query.workload_ids
    if len(ids) < 2:  # "what video models run on a 5090? wan 14b?": the one named, then the rest
        every = [w.id for w in tools.catalog.workloads.values() if w.family == family]
        ids = list(dict.fromkeys([*ids, *_across_lines(every)]))
    calls: list[ToolCall] = []
    for workload in ids[:MAX_LISTED]:
        args = {**media_args(query), "workload": workload}
        spec = tools.catalog.workloads.get(workload)
        ladder = LADDERS.get(spec.family if spec else family, (None,))
        for precision in [query.precision] if query.precision in MEDIA_PRECISIONS else ladder:
            call = tools.call(
                "estimate_workload_memory", gpu=gpu, **{**args, "precision": precision}
            )
            calls.append(call)
            memory = call.typed(MediaMemoryEstimate)
            if memory is None or memory.peak_gb <= memory.usable_gb * HEADROOM:
                break
    if query.realtime_wanted:  # "能跑哪个档位的 whisper？要求实时": each size that fits, timed
        fitting = [m for c in calls if (m := c.typed(MediaMemoryEstimate)) is not None and m.fits]
        for m in fitting:
            speed = {"workload": m.workload_id, "precision": m.precision}
            calls.append(
                tools.call("estimate_workload_speed", gpu=gpu, **{**media_args(query), **speed})
            )
    return calls


def workload_job_call(query: Query, tools: Toolbox, setup: GPUAsk) -> ToolCall | None:
    """The workload job's speed and hours on one ``setup`` card (None: the job has no size)."""
    size = job_size(query)
    if query.workload_id is None or not size:
        return None
    size = {**size, **shared_by(query, setup)}
    return tools.call("estimate_workload_speed", gpu=setup.gpu_id, **media_args(query), **size)


def plan_workload_speed(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Speed (and job hours) of the workload on the first GPU named, with its memory."""
    calls = plan_workload_fit(query, tools)[::-1]  # the speed is what was asked: it leads
    if query.gpus and query.workload_ask == "rate":  # "跟 sdxl 比呢": each model named, timed
        gpu, args = query.gpus[0].gpu_id, media_args(query)
        for other in query.workload_ids[1:MAX_LISTED]:
            if other != query.workload_id:
                timed = {**args, "workload": other}
                calls.append(tools.call("estimate_workload_speed", gpu=gpu, **timed))
    base = query.baseline_job
    if query.gpus and base is not None:  # "要多花几倍时间": the earlier job, timed alike
        earlier = query.model_copy(
            update={
                "workload_id": base.workload_id,
                "media_width": base.media_width,
                "media_height": base.media_height,
                "media_steps": base.media_steps,
            }
        )
        setup = query.gpus[0]
        calls.append(
            tools.call(
                "estimate_workload_speed",
                gpu=setup.gpu_id,
                **media_args(earlier),
                **job_size(earlier),
                **shared_by(earlier, setup),
            )
        )
    return calls


def plan_workload_capacity(
    query: Query, tools: Toolbox, gpu: GPUAsk | None = None
) -> list[ToolCall]:
    """Cards of the GPU named that the serving target takes (or what the cards named sustain).

    ``gpu`` overrides the GPU named (the card a pick chose, for a stream target).
    """
    gpu = gpu or query.gpus[0]
    args = {k: v for k, v in media_args(query).items() if k != "batch"}
    if query.batch_size and query.workload_family not in ("speech", "vision"):
        args["batch"] = query.batch_size
    target: dict[str, Any] = {}
    per_minute = query.images_per_minute_target or daily_images_per_minute(query)
    if per_minute:  # "一天要出 2 万张": the day's images as a rate a minute
        target["per_minute"] = per_minute
    streams = query.streams_target or daily_audio_streams(query)  # "500 h of audio a day"
    if streams:
        target["streams"] = streams
    return [
        tools.call(
            "estimate_workload_capacity",
            gpu=gpu.gpu_id,
            fps=query.stream_fps,
            count=gpu.count if gpu.count_stated else 1,
            **args,
            **target,
        )
    ]


def _board_limits(query: Query) -> dict[str, Any]:
    """What the user's box takes: half-height only, a board-power cap, one card size."""
    limits: dict[str, Any] = {}
    board = [f for f in query.features if f == "low_profile"]
    if board:
        limits["features"] = board  # "只能塞半高卡": what the box takes
    if query.max_board_power_w:
        limits["max_board_power_w"] = query.max_board_power_w
    if query.psu_stated_w and not query.gpus and query.where != "cloud":
        limits["psu_w"] = query.psu_stated_w  # "电源 850W 不想换": the card it carries
    if query.max_slots:
        limits["max_slots"] = query.max_slots  # "2-slot max": the card's width
    if query.memory_gb and not query.gpus:
        limits["memory_gb"] = query.memory_gb  # "room for one 16gb card": cards of that size
    return limits


def _heaviest_named(query: Query, tools: Toolbox) -> Query:
    """Of several models of one family named for a pick ("sd1.5 and sdxl"), the largest.

    The card picked must run each of them: the one with the most parameters sizes it.
    """
    specs = [tools.catalog.workloads.get(w) for w in dict.fromkeys(query.workload_ids)]
    known = [s for s in specs if s is not None]
    if len(known) < 2 or len({s.family for s in known}) > 1:
        return query
    heaviest = max(known, key=lambda s: s.params_m)
    if heaviest.id == query.workload_id:
        return query
    return query.model_copy(update={"workload_id": heaviest.id, "workload_name": None})


def _bought_when_unrented(pick: ToolCall, tools: Toolbox, *, makers: bool) -> ToolCall:
    """A rental pick among a maker's cards that none of them is rented for, priced to buy.

    "best apple machine for SDXL": no Mac is in the price book's rentals, so the Mac is bought.
    """
    found = pick.typed(MediaPick)
    if not makers or pick.input.get("kind") != "rent" or found is None or found.best is not None:
        return pick
    return tools.call("recommend_workload_gpu", **{**pick.input, "kind": "buy"})


def plan_workload_pick(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The GPU to buy or rent for the workload, within the budget, ranked as asked.

    With a GPU named and a serving target (or "how many streams"), the cards of it needed.
    """
    if query.workload_id is None:
        return []
    query = _heaviest_named(query, tools)
    if query.gpus and query.workload_ask == "count":
        calls = plan_workload_capacity(query, tools)
        failed = calls[0].result if calls[0].typed(MediaCapacity) is None else None
        if isinstance(failed, ToolFailure) and failed.error.is_(media_say.NO_SPEED_BASIS):
            # no speed to count with: what memory says of the count still answers it
            gpu = query.gpus[0].gpu_id
            calls.append(tools.call("estimate_workload_memory", gpu=gpu, **media_args(query)))
        # "how many L4s, or should it be L40S": the same load counted on each card named
        also = {g.gpu_id: g for g in query.gpus[1:] if g.gpu_id != query.gpus[0].gpu_id}
        for other in list(also.values())[: MAX_COUNTED - 1]:
            calls += plan_workload_capacity(query, tools, other)
        return calls
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
        budget = {"currency": reply_currency(query, query.currency)}
    extra: dict[str, Any] = {}
    if query.provider and kind == "rent":
        extra["provider"] = query.provider
    if query.images_per_minute_target:
        extra["per_minute"] = query.images_per_minute_target
    if query.objective == "cheapest":  # the cheapest card that runs it at all, NF4 or not
        extra["as_asked_first"] = False
    extra.update(_board_limits(query))
    if maker_cards := vendors_cards(query, tools):  # "AMD only, best card for SDXL": its cards
        extra["gpus"] = maker_cards
    if query.item_seconds_target and query.item_seconds_said and query.gpus:
        extra.update(  # "35 min a clip on a 3090, under 10": cards that much faster
            timed_on=query.gpus[0].gpu_id,
            timed_seconds=query.item_seconds_said,
            target_seconds=query.item_seconds_target,
        )
    pick = tools.call(
        "recommend_workload_gpu",
        kind=kind,
        rank_by=rank,
        **media_args(query),
        **size,
        **budget,
        **extra,
    )
    pick = _bought_when_unrented(pick, tools, makers="gpus" in extra)
    if "provider" in extra and pick.typed(MediaPick) is None:
        # the provider has no prices in the book: pick from the others (the answer says so)
        extra.pop("provider")
        others = tools.call(
            "recommend_workload_gpu", kind=kind, rank_by=rank, **media_args(query), **size,
            **budget, **extra,
        )  # fmt: skip
        return [pick, others]
    if query.named_candidates is not None and query.gpus:
        # the cards named are the options: the pick among them, then over every card
        named = list(dict.fromkeys(g.gpu_id for g in query.gpus))
        return [tools.call("recommend_workload_gpu", **pick.input, gpus=named), pick]
    picked = pick.typed(MediaPick)
    if picked is not None and picked.best is None and "budget" in budget:
        # none within the budget: the cheapest that runs it, said as what is close
        over = {k: v for k, v in pick.input.items() if k != "budget"}
        return [pick, tools.call("recommend_workload_gpu", **over)]
    found = picked if query.streams_target else None
    if found is None or found.best is None:
        return [pick]
    # concurrent streams: how many of the card picked they take
    return [*plan_workload_capacity(query, tools, GPUAsk(gpu_id=found.best.gpu_id)), pick]


__all__ = [
    "LADDERS",
    "a_trouble",
    "on_stated_memory",
    "is_training",
    "llm_beside_media",
    "plan_workload_list",
    "workload_on_gpu",
    "job_size",
    "media_args",
    "media_method",
    "plan_workload_capacity",
    "plan_workload_fit",
    "plan_workload_pick",
    "plan_workload_speed",
    "workload_job_call",
]
