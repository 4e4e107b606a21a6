"""More workload answers: a model the catalog lacks, the memory alone, which models fit a card.

Each reads typed results (``MediaMemoryEstimate``, ``MediaPick``) and the typed request
(``Query.workload_unknown``, ``workload_ids``); every sentence is a message-table template.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, could_not
from assistant.answer.compose import say as pick
from assistant.answer.frame_target import fps_each_stream
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_capacity import MediaCapacity
from assistant.calc.media_pick import HEADROOM, MediaCandidate, MediaPick, is_embedded
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages import Message, as_sentence
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say
from assistant.models import ToolCall
from assistant.question.audio_load import daily_audio_streams, daily_images_per_minute
from assistant.question.tools import error_of

QUICK_WAIT_S = 2.0
"""A wait for the last of the people served in turn that still feels interactive: up to this,
one card takes everyone at once in turn (a click on SAM, a frame through YOLO)."""
FAMILY_WORDS = {
    "image": say.FAMILY_IMAGE,
    "video": say.FAMILY_VIDEO,
    "vision": say.FAMILY_VISION,
    "speech": say.FAMILY_SPEECH,
}


def lead_unknown(draft: Draft) -> bool:
    """First, when the model named is not in the catalog: say so and name what is sized.

    Returns whether it did (the verdict then belongs to the stand-in, so none is given).
    """
    query = draft.query
    if not query.workload_unknown or query.workload_id is None:
        return False
    spec = draft.catalog.workloads.get(query.workload_id)
    if spec is None:
        return False
    sep = "、" if draft.lang == "zh" else ", "
    if query.workload_ids:  # a catalog model was named too: it is answered, the rest noted
        names = sep.join(query.workload_unknown)
        note = say.ALSO_NOT_IN_CATALOG(names=names, model=spec.name)
        if query.workload_unknown_joined:  # "grounding dino + sam": loaded together, said first
            joined = jobs_say.JOINED_NOT_IN_CATALOG(names=names, model=spec.name)
            draft.add(as_sentence(joined, draft.lang))
        elif query.gpus:
            draft.assume(note)
        else:  # the models weighed with no card named: which one is missing comes first
            draft.add(as_sentence(note, draft.lang))
        return False
    models = [w.name for w in draft.catalog.workloads.values() if w.family == spec.family]
    if query.workload_ask == "list":  # "which video models run on it? mostly i2v": the list
        draft.assume(listed_unknown(draft, spec.family))
        return False
    draft.add(
        say.NOT_IN_CATALOG(
            names=sep.join(query.workload_unknown),
            family=FAMILY_WORDS[spec.family](),
            models=sep.join(models),
            model=spec.name,
        ).render(draft.lang)
        + ("：" if draft.lang == "zh" else ":")
    )
    return True


def listed_unknown(draft: Draft, family: str) -> Message:
    """The note beside a list of the models that run: what was named that the catalog lacks."""
    sep = "、" if draft.lang == "zh" else ", "
    models = [w.name for w in draft.catalog.workloads.values() if w.family == family]
    return jobs_say.LISTED_NOT_IN_CATALOG(
        names=sep.join(draft.query.workload_unknown),
        family=FAMILY_WORDS[family](),
        models=sep.join(models),
    )


def always_on(draft: Draft, gpu_id: str, count: int) -> None:
    """What the cards draw running the hours a day said ("24/7"), from the catalog's board power."""
    hours = draft.query.workload_hours_per_day
    gpu = draft.catalog.gpus.get(gpu_id)
    if hours is None or gpu is None or gpu.tdp_w is None:
        return
    watts = gpu.tdp_w * count
    cards = f"{count} x " if count > 1 else ""
    name = gpu.short_name
    line = jobs_say.ALWAYS_ON_DRAW(
        hours=hours, cards=cards, gpu=name, watts=watts, kwh=watts * hours / 1000
    )
    draft.add(as_sentence(line, draft.lang))


def params_b(draft: Draft, workload_id: str) -> str:
    """The parameters people quote a model by: "12.0B" or "25.9M".

    The denoiser's for diffusion models, else the whole model's.
    """
    spec = draft.catalog.workloads.get(workload_id)
    if spec is None:
        return "—"
    millions = spec.params_of("denoiser") or spec.params_m
    return f"{millions / 1e3:,.1f}B" if millions >= 1000 else f"{millions:,.1f}M"


def compose_memory_only(draft: Draft, calls: Sequence[ToolCall], what: str) -> bool:
    """The memory the job needs (no GPU named), then the cheapest card that runs it."""
    memory = next(
        (c.typed(MediaMemoryEstimate) for c in calls if c.tool == "estimate_workload_memory"),
        None,
    )
    pick = next((c.typed(MediaPick) for c in calls if c.tool == "recommend_workload_gpu"), None)
    if memory is None:
        return False
    lang = draft.lang
    stop = "。" if lang == "zh" else "."
    draft.add(f"**{say.MEMORY_NEEDED(what=what, gb=memory.peak_gb).render(lang)}{stop}**")
    best = pick.best if pick is not None else None
    if best is not None:
        gpu = f"{best.gpu_name} {draft.spec(best.gpu_id)}"
        values: dict[str, str | float] = {
            "gpu": gpu,
            "gb": best.memory.peak_gb,
            "usable": best.memory.usable_gb,
        }
        line = (
            say.CHEAPEST_HOLDS_WITH(change=best.setting, **values)
            if isinstance(best.setting, Message)
            else say.CHEAPEST_HOLDS(**values)
        )
        draft.add(line.render(lang) + ("。" if lang == "zh" else "."))
    draft.assume(*memory.assumptions)
    return True


def pick_lead(draft: Draft, best: MediaCandidate, name: str, line: str) -> str:
    """The pick for the job, first: an embedded module is said as one, the whole box at its watts.

    "边缘盒子 yolov8s 功耗 30w 以内": a Jetson picked is no card for a slot but the box itself,
    so the lead says it is a GPU module and what it draws.
    """
    gpu = f"**{best.gpu_name}**"
    row = draft.catalog.gpus.get(best.gpu_id)
    if row is not None and is_embedded(row) and row.tdp_w is not None:
        gpu = jobs_say.EMBEDDED_MODULE(gpu=gpu, watts=row.tdp_w).render(draft.lang)
    return pick(
        draft.lang, f"{gpu} is the pick for {name}: {line}.", f"推荐 {gpu} 跑 {name}：{line}。"
    )


def card_name(draft: Draft, gpu_id: str) -> str:
    """The card as its owner knows it: its name with its memory ("L4 24GB", "T4 16GB")."""
    name = draft.gpu_name(gpu_id)
    card = draft.catalog.gpus.get(gpu_id)
    return f"{name} {card.memory_gb:g}GB" if card is not None and "GB" not in name else name


def compose_list(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Which models fit the card: each at the first precision that fits, in one first line."""
    last: dict[str, MediaMemoryEstimate] = {}
    for call in calls:
        if call.tool != "estimate_workload_memory":
            continue
        memory = call.typed(MediaMemoryEstimate)
        if memory is not None:
            last[memory.workload_id] = memory  # the ladder stops at the first that fits
    if not last:
        return False
    lang = draft.lang
    rows = []
    for workload_id, m in last.items():
        template = (
            say.LIST_FITS
            if m.peak_gb <= m.usable_gb * HEADROOM
            else (say.LIST_TIGHT if m.peak_gb <= m.usable_gb else say.LIST_NO)
        )
        rows.append(
            template(
                model=draft.catalog.workloads[workload_id].name,
                params=params_b(draft, workload_id),
                precision=m.precision,
                gb=m.peak_gb,
            ).render(lang)
        )
    first = next(iter(last.values()))
    gpu = f"{card_name(draft, first.gpu_id)} {draft.spec(first.gpu_id)}"
    sep = "；" if lang == "zh" else "; "
    # "which vision models can I train": the sizes are a training run's, and said so
    led = say.LIST_LEAD if first.method == "inference" else say.LIST_LEAD_TRAINING
    lead = led(gpu=gpu, usable=first.usable_gb, rows=sep.join(rows)).render(lang)
    draft.add(lead + ("。" if lang == "zh" else "."))
    fits = [m for m in last.values() if m.fits]
    draft.verdict = "yes" if len(fits) == len(last) else ("conditional" if fits else "no")
    draft.assume(say.LIST_RULE())
    _timed_against_real_time(draft, calls)
    return True


def _timed_against_real_time(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Each listed speech size's real-time factor, when real time is wanted (one line)."""
    timed = [c.typed(MediaSpeedEstimate) for c in calls if c.tool == "estimate_workload_speed"]
    rows = [
        jobs_say.LIST_REALTIME_ROW(
            model=draft.catalog.workloads[s.workload_id].name, rtf=s.real_time_factor
        ).render(draft.lang)
        for s in timed
        if s is not None and s.real_time_factor is not None
    ]
    if rows:
        sep = "；" if draft.lang == "zh" else "; "
        draft.add(as_sentence(jobs_say.LIST_REALTIME(rows=sep.join(rows)), draft.lang))
        draft.assume(*(a for s in timed if s is not None for a in s.assumptions[:1]))


def _capacity_unit(out: MediaCapacity) -> Message:
    if out.unit == "audio_streams":
        return say.CAPACITY_UNIT_AUDIO()
    if out.unit == "camera_streams":
        return say.CAPACITY_UNIT_CAMERAS(fps=out.fps or 0.0)
    if out.unit == "videos_per_minute":
        return say.CAPACITY_UNIT_VIDEOS()
    return say.CAPACITY_UNIT_IMAGES()


def compose_capacity(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The cards a serving target takes on the GPU named (or what its cards sustain), first.

    Returns whether there was a capacity call to answer from.
    """
    call = next((c for c in calls if c.tool == "estimate_workload_capacity"), None)
    if call is None:
        return False
    out = call.typed(MediaCapacity)
    lang = draft.lang
    if out is None:
        what = ("I could not size this service", "无法估算这项服务")
        memory = _memory_of(calls)
        if memory is None:
            could_not(draft, what, error_of(call, lang))
        else:  # no speed to count with: what memory alone says of the count, then why
            reason = error_of(call, lang)
            draft.add(_memory_count(draft, memory))
            draft.add(pick(lang, f"{what[0]} further: {reason}.", f"{what[1]}的张数：{reason}。"))
            draft.assume(*memory.assumptions)
        return True
    lead = capacity_lead(draft, out)
    each = fps_each_stream(draft, out)  # "每路还有多少 fps": the frames each stream gets, first
    bold = f"{lead.render(lang)}" if each else f"**{lead.render(lang)}**"
    # "how many 4090s vs L4s", "L4 和 A2 各要几张": each other card's count on the first line
    others = [c.typed(MediaCapacity) for c in calls if c.tool == call.tool and c is not call]
    also = [
        as_sentence(capacity_on_other(draft, other), lang)
        for other in others
        if other is not None and other.target is not None and other.gpu_id != out.gpu_id
    ]
    line = each + bold + pick(lang, ".", "。") + _daily_load(draft)
    draft.add(pick(lang, " ", "").join([line, *also]))
    if not out.fits:
        no_fit = say.CAPACITY_NO_FIT(need=out.memory.peak_gb, usable=out.memory.usable_gb)
        draft.add(no_fit.render(lang) + pick(lang, ".", "。"))
    draft.assume(*out.assumptions)
    return True


def _memory_count(draft: Draft, memory: MediaMemoryEstimate) -> str:
    """What memory alone says of the cards a load takes: at least one, if one holds it."""
    spec = draft.catalog.workloads.get(memory.workload_id)
    said = jobs_say.CAPACITY_MEMORY_ONLY if memory.fits else jobs_say.CAPACITY_MEMORY_SHORT
    line = said(
        gpu=f"{draft.gpu_name(memory.gpu_id)} {draft.spec(memory.gpu_id)}".strip(),
        workload=spec.name if spec else memory.workload_id,
        need=memory.peak_gb,
        usable=memory.usable_gb,
    )
    return as_sentence(line, draft.lang)


def _memory_of(calls: Sequence[ToolCall]) -> MediaMemoryEstimate | None:
    """The workload's memory on the card, where the plan asked it beside a failed count."""
    call = next((c for c in calls if c.tool == "estimate_workload_memory"), None)
    return call.typed(MediaMemoryEstimate) if call is not None else None


def capacity_lead(draft: Draft, out: MediaCapacity) -> Message:
    """The cards of one GPU a serving target takes, or what the cards named sustain."""
    lang = draft.lang
    spec = draft.catalog.workloads.get(out.workload_id)
    name = spec.name if spec else out.workload_id
    gpu = f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    row = draft.catalog.gpus.get(out.gpu_id)
    if row is not None and is_embedded(row) and row.tdp_w is not None:
        gpu = jobs_say.EMBEDDED_MODULE(gpu=gpu, watts=row.tdp_w).render(lang)
    limit = (
        say.CAPACITY_LIMIT_MEMORY(batch=out.batch)
        if out.limit == "memory"
        else say.CAPACITY_LIMIT_COMPUTE(batch=out.batch)
    )
    unit = _capacity_unit(out)
    users = draft.query.users or 0
    media = out.unit in ("images_per_minute", "videos_per_minute") and out.per_gpu > 0
    together = draft.query.users_at_once  # "all at once", not a team sharing a card all day
    if out.target is None and users >= 2 and media and out.gpus == 1 and together:
        seconds = 60 / out.per_gpu  # "20 people generating at once": a card each, or a queue
        if seconds * users <= QUICK_WAIT_S:  # "15 annotators clicking at once" on SAM: one card
            return jobs_say.CAPACITY_ONE_SERVES(
                users=users, gpu=gpu, workload=name, ms=seconds * 1000, wait_s=seconds * users
            )
        return jobs_say.CAPACITY_AT_ONCE(
            users=users, gpu=gpu, workload=name, seconds=seconds, wait_min=seconds * users / 60
        )
    if out.target is not None:
        each = _each_text(out)
        lead = say.CAPACITY_CARDS(
            count=out.gpus, gpu=gpu, target=_target_text(out.target), unit=unit, workload=name,
            each=f"{each} {unit.render(lang)}", limit=limit,
        )  # fmt: skip
    else:
        lead = say.CAPACITY_HANDLES(
            count=out.gpus, gpu=gpu, total=out.total, unit=unit, workload=name, limit=limit
        )
    return lead


def _target_text(target: float) -> str:
    """A rate to reach, with a decimal only when it is under ten ("0.3 videos a minute")."""
    return f"{target:,.0f}" if target >= 10 else f"{target:.1f}".removesuffix(".0")


def _each_text(out: MediaCapacity) -> str:
    """What one card handles: whole streams, or a rate with a decimal only when it is small."""
    whole = out.unit in ("audio_streams", "camera_streams") or out.per_gpu >= 100
    return f"{out.per_gpu:,.0f}" if whole else f"{out.per_gpu:,.1f}"


def capacity_on_other(draft: Draft, out: MediaCapacity) -> Message:
    """The same target counted on another card named: its cards and what each handles."""
    each = _each_text(out)
    unit = _capacity_unit(out).render(draft.lang)
    return jobs_say.CAPACITY_ON_OTHER(
        gpu=f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip(),
        count=out.gpus,
        each=f"{each} {unit}",
    )


def _daily_load(draft: Draft) -> str:
    """How hours of audio a day were read as streams ("500 h a day: about 21 streams"), or ""."""
    streams = daily_audio_streams(draft.query)
    hours = draft.query.duration_hours
    per_minute = daily_images_per_minute(draft.query)
    if per_minute is not None and draft.query.samples is not None:
        images = f"{draft.query.samples:,}"
        video = draft.query.workload_family == "video"
        noun, zh_noun, zh_each = ("clips", "段视频", "段") if video else ("images", "张图", "张")
        return pick(
            draft.lang,
            f" {images} {noun} a day is about {per_minute:g} a minute on average;"
            " size for the peak hour if the requests do not arrive evenly.",
            f"每天 {images} {zh_noun}，平均约合每分钟 {per_minute:g} {zh_each}；"
            "如果请求不是均匀到达，请按高峰时段估算。",
        )
    if streams is None or hours is None:
        return ""
    return pick(
        draft.lang,
        f" {hours:g} h of audio a day is about {streams} real-time streams on average;"
        " size for the peak hour if the audio does not arrive evenly.",
        f"每天 {hours:g} 小时音频，平均约合 {streams} 路实时流；"
        "如果音频不是均匀到达，请按高峰时段估算。",
    )


__all__ = [
    "always_on",
    "card_name",
    "compose_capacity",
    "compose_list",
    "compose_memory_only",
    "lead_unknown",
    "params_b",
]
