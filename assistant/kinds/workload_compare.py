"""Workload comparison: which of the named GPUs runs an image, vision or speech model better."""

from collections.abc import Sequence

from assistant.answer.budget_setups import add_budget_line, plan_budget_prices
from assistant.answer.compose import Draft, gb, say, table_head
from assistant.answer.compose_workload import speed_phrase
from assistant.answer.compose_workload_more import capacity_lead
from assistant.answer.price_weighed import priced_lead
from assistant.answer.rent_per_work import plan_rent_prices, rented_lead
from assistant.answer.round_the_clock import output_a_day
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_capacity import MediaCapacity
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.kinds.base import Examples, Kind
from assistant.kinds.workload_plans import (
    a_trouble,
    job_size,
    media_args,
    plan_workload_capacity,
    sized_as_a_workload,
)
from assistant.messages.none_fits import NONE_FITS
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

MAX_COMPARED = 4


def plan_workload_compare(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Memory and speed of the workload on each GPU named (up to four)."""
    if query.workload_id is None:
        return []
    args = media_args(query)
    calls = _calls(query, tools, args)
    fits = [c.typed(MediaMemoryEstimate) for c in calls[::2]]
    narrower = "precision" not in args and args["method"] == "inference"
    if (
        narrower
        and query.workload_family in ("image", "video")
        and not any(m is not None and m.fits for m in fits)
    ):
        # none holds the 16-bit denoiser: compare them as people run it, with an fp8 one
        calls = _calls(query, tools, {**args, "precision": "fp8"})
    if query.streams_target and not _runtimes_compared(query):
        # "on 12 camera streams": how many of each card that load takes
        for gpu in list({g.gpu_id: g for g in query.gpus}.values())[:MAX_COMPARED]:
            calls += plan_workload_capacity(query, tools, gpu)
    ids = list(dict.fromkeys(g.gpu_id for g in query.gpus))[:MAX_COMPARED]
    rented = [] if _runtimes_compared(query) else plan_rent_prices(query, tools, ids)
    return calls + plan_budget_prices(query, tools) + rented  # "~$15k: 2x 5090 or one pro 6000?"


def _calls(query: Query, tools: Toolbox, args: dict[str, object]) -> list[ToolCall]:
    calls = []
    if _runtimes_compared(query):  # "faster-whisper vs whisper.cpp on a 4060": one card
        gpu = query.gpus[0].gpu_id
        for runtime in query.speech_runtimes[:MAX_COMPARED]:
            timed = {**args, "runtime": runtime}
            calls.append(tools.call("estimate_workload_memory", gpu=gpu, **timed))
            calls.append(tools.call("estimate_workload_speed", gpu=gpu, **timed, **job_size(query)))
        return calls
    for gpu in list(dict.fromkeys(g.gpu_id for g in query.gpus))[:MAX_COMPARED]:
        calls.append(tools.call("estimate_workload_memory", gpu=gpu, **args))
        calls.append(tools.call("estimate_workload_speed", gpu=gpu, **args, **job_size(query)))
    return calls


def _seconds(speed: MediaSpeedEstimate) -> float:
    """Seconds per unit of work, lower is faster (training rates inverted)."""
    if speed.train_it_per_s:
        return 1 / speed.train_it_per_s
    if speed.train_images_per_s:
        return 1 / speed.train_images_per_s
    for value in (
        speed.job_hours,
        speed.seconds_per_image,
        speed.seconds_per_video,
        speed.latency_ms,
        speed.real_time_factor,
    ):
        if value is not None:
            return value
    return float("inf")


def compose_workload_compare(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The winner first (fits, then faster), then a row per GPU."""
    rows: list[tuple[str, MediaMemoryEstimate, MediaSpeedEstimate | None]] = []
    runtimes = _runtimes_compared(draft.query)
    loads = [c for c in calls if c.tool == "estimate_workload_capacity"]
    priced = [c for c in calls if c.tool == "query_catalog"]
    rented = [c for c in calls if c.tool == "price_job"]
    extra = ("estimate_workload_capacity", "query_catalog", "price_job")
    calls = [c for c in calls if c.tool not in extra]
    for memory_call, speed_call in zip(calls[::2], calls[1::2], strict=False):
        memory = memory_call.typed(MediaMemoryEstimate)
        if memory is not None:
            # runtimes compared on one card are named by runtime ("whisper.cpp"), cards by name
            label = str(memory_call.input.get("runtime")) if runtimes else ""
            label = label or draft.gpu_name(memory.gpu_id)
            rows.append((label, memory, speed_call.typed(MediaSpeedEstimate)))
    if not rows:
        return
    lang = draft.lang
    ranked = sorted(rows, key=lambda r: (not r[1].fits, _seconds(r[2]) if r[2] else float("inf")))
    winner, best, speed = ranked[0]
    spec = draft.catalog.workloads.get(best.workload_id)
    name = spec.name if spec else best.workload_id
    if runtimes:
        card = draft.gpu_name(best.gpu_id)
        name = say(lang, f"{name} on the {card}", f"{name}，{card}")
    phrase = speed_phrase(draft, speed) if speed else ""
    runner = next(((n, s) for n, _, s in ranked[1:] if s is not None), None)
    if phrase and runner is not None and runner[1] is not None:
        other, other_name = speed_phrase(draft, runner[1]), runner[0]
        on = "with" if runtimes else "on the"
        phrase += say(lang, f" (against {other} {on} {other_name})", f"（{other_name}：{other}）")
    phrase = say(lang, f"{phrase}, ", f"{phrase}，") if phrase else ""
    timed = [(m.gpu_id, _seconds(s), speed_phrase(draft, s)) for _, m, s in ranked if m.fits and s]
    lead = None if runtimes else priced_lead(draft, name, timed)  # "$700 vs $1800": per money
    fitting = [s for _, m, s in ranked if m.fits and s is not None]
    unfit = [n for n, m, _ in ranked if not m.fits]  # "H100, L40S or 4090": only one holds it
    lead = lead or rented_lead(draft, name, fitting, rented, unfit)  # "g4dn or g5, per audio hour"
    if lead is not None:
        draft.add(lead)
    if not runtimes and phrase and not any(m.fits for _, m, _ in ranked):
        # none holds it: a winner on speed alone would read as if it ran
        usable = ", ".join(f"{gb(m.usable_gb)} ({n})" for n, m, _ in ranked)
        need, trimmed = gb(best.peak_gb), phrase.rstrip(", ，")
        message = NONE_FITS(name=name, need=need, usable=usable, winner=winner, phrase=trimmed)
        draft.add(message.render(lang))
    else:
        draft.add(
            say(
                lang,
                f"**{'' if runtimes else 'The '}{winner} {'is faster' if lead else 'wins'}** for"
                f" {name}: {phrase}"
                f"{gb(best.peak_gb)} of {gb(best.usable_gb)} usable.",
                f"**{winner} {'更快' if lead else '胜出'}**（{name}）：{phrase}"
                f"需 {gb(best.peak_gb)}，可用 {gb(best.usable_gb)}。",
            )
        )
    head = say(
        lang,
        "| GPU | Memory | Fits | Needs / usable | Speed |",
        "| GPU | 显存 | 装得下 | 需要 / 可用 | 速度 |",
    )
    lines = table_head(head)
    for label, memory, speed in ranked:
        fits = say(lang, "yes" if memory.fits else "no", "是" if memory.fits else "否")
        shown = speed_phrase(draft, speed) if speed else "—"
        card_gb = draft.catalog.gpus[memory.gpu_id].memory_gb  # as sold ("is 96GB overkill?")
        named = f"{label} ({draft.gpu_name(memory.gpu_id)})" if runtimes else label
        lines.append(
            f"| {named} {draft.spec(memory.gpu_id)} | {card_gb:g} GB"
            f" | {fits} | {gb(memory.peak_gb)} / {gb(memory.usable_gb)} | {shown} |"
        )
    draft.add("\n".join(lines))
    output_a_day(draft, [s for _, m, s in ranked if m.fits and s is not None])  # "runs 24/7"
    _loads(draft, loads)
    add_budget_line(draft, priced)
    if calls and calls[0].input.get("precision") == "fp8" and draft.query.precision is None:
        draft.assume(
            say(
                lang,
                "compared with an fp8 denoiser: none of these cards holds the 16-bit one",
                "按 fp8 去噪模型比较：这几张卡都放不下 16 位的版本",
            )
        )


def _loads(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Under the table, the cards of each GPU the stated load takes (streams asked)."""
    lines = []
    for call in calls:
        out = call.typed(MediaCapacity)
        if out is not None:
            lines.append(f"- {capacity_lead(draft, out).render(draft.lang)}")
    if lines:
        draft.add("\n".join(lines))


def _workload_on_two_gpus(query: Query) -> bool:
    ids = {g.gpu_id for g in query.gpus}
    two = query.workload_id is not None and len(ids) >= 2
    # options of a purchase: a pick; language models beside it: the LLM comparison leads.
    # Two new cards only, set against each other with no budget ("训练 yolov8m，A5000 和 4080
    # 选哪个"): the pair head to head; a used card offered, or one said enough or bettered
    # ("is a 4070 enough or should i just get the 4090"), stays a pick
    pair = query.named_candidates == "only" and len(ids) == 2 and query.budget is None
    pair = pair and not query.used_asked and (query.versus or query.asks_gpu_pick)
    return two and (query.named_candidates is None or pair) and not query.llm_said


def _runtimes_compared(query: Query) -> bool:
    """Two speech runtimes set against each other on one card ("faster-whisper vs whisper.cpp")."""
    speech = query.workload_family == "speech" and query.workload_id is not None
    return speech and len(query.speech_runtimes) >= 2 and len(query.gpus) == 1


def counted_for_a_target(query: Query) -> bool:
    """How many of each card a serving target takes, asked: each card's count answers it.

    "20 images/min: how many 4090s vs L4s", "24 路摄像头，L4 和 A2 各要几张": the pick's plan
    counts the cards of each named for the target, not a head-to-head of their speeds.
    """
    target = query.images_per_minute_target is not None or query.streams_target is not None
    return target and query.workload_ask == "count" and query.asks_gpu_count


def _compared(query: Query) -> bool:
    compared = _workload_on_two_gpus(query) or _runtimes_compared(query)
    return compared and not a_trouble(query) and not counted_for_a_target(query)


WORKLOAD_COMPARE = Kind(
    name="workload_compare",
    intent="compare",
    gives=("comparison",),
    keeps=("speed", "duration", "pick"),
    examples=Examples(
        en=(
            "4090 vs 3090 for SDXL",
            "yolov8m training speed on an A100 vs a 4090",
            "is a 5090 much faster than a 4090 for flux",
            "T4 or L4 for whisper transcription",
        ),
        zh=(
            "SDXL用4090还是3090",
            "A100和4090训练YOLOv8哪个快",
            "跑Flux选5090还是4090",
            "whisper转写选T4还是L4",
        ),
    ),
    plan=plan_workload_compare,
    compose=compose_workload_compare,
    prior=sized_as_a_workload(_compared, picks=True),  # options: ``_workload_on_two_gpus``
    admits=_compared,
)
