"""Answers for image, video, vision and speech workloads: fit, pick and speed, first line first.

Each reads the typed result of its tool (``MediaMemoryEstimate``, ``MediaPick``,
``MediaSpeedEstimate``); every figure is formatted from it. The GPU's spec row is cited beside
the card, and a guide passage is quoted only when it names the workload's family.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, could_not, gb, money, say
from assistant.answer.compose_choice import provider_gap
from assistant.answer.compose_job_multiple import earlier_job
from assistant.answer.compose_workload_more import (
    always_on,
    card_name,
    compose_capacity,
    compose_list,
    compose_memory_only,
    lead_unknown,
    pick_lead,
)
from assistant.answer.compose_workload_oom import workload_oom_lead
from assistant.answer.frame_target import fps_verdict
from assistant.answer.rate_first import rate_led
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_pick import MediaCandidate, MediaPick
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.calc.speech_runtime import CTRANSLATE2_RUNTIME
from assistant.calc.speech_training import audio_windows
from assistant.messages import Message, as_sentence
from assistant.messages import workloads as msg
from assistant.messages.media_jobs import (
    ALTERNATIVE_TRIED,
    BATCH_N,
    FP16_REFUSED,
    JOB_DAYS,
    SPEECH_JOB_WINDOWS,
    TIME_MULTIPLE,
)
from assistant.messages.table import CARD_BY_MEMORY
from assistant.models import ToolCall
from assistant.question.tools import error_of
from assistant.question.workload_slots import DATASET_IMAGES

METHODS = {
    "inference": ("inference", "推理"),
    "lora": ("LoRA training", "LoRA 训练"),
    "dreambooth": ("full DreamBooth training", "全量 DreamBooth 训练"),  # every UNet weight
    "full": ("full fine-tuning", "全量微调"),
}
FAMILY_WORDS = {
    "image": ("image", "图像", "diffusion", "生成"),
    "video": ("video", "视频"),
    "vision": ("vision", "detection", "视觉", "检测", "yolo"),
    "speech": ("whisper", "speech", "语音", "转写"),
}


def _typed(calls: Sequence[ToolCall], tool: str, cls: type) -> object | None:
    for call in calls:
        if call.tool == tool:
            return call.typed(cls)
    return None


def _name(draft: Draft, workload_id: str) -> str:
    spec = draft.catalog.workloads.get(workload_id)
    return spec.name if spec else workload_id


def _method(draft: Draft, method: str, family: str = "image") -> str:
    if family == "vision" and method == "full":
        return say(draft.lang, "training", "训练")
    en, zh = METHODS.get(method, (method, method))
    return say(draft.lang, en, zh)


def speed_phrase(draft: Draft, speed: MediaSpeedEstimate) -> str:
    """The speed in the unit its workload is measured in (s/image, s/video, it/s, RTF)."""
    lang = draft.lang
    if speed.job_hours is not None:  # a recording's time says its pace against real time too
        times = 1 / speed.real_time_factor if speed.real_time_factor else 0
        shared = speed.cards > 1  # the images split across the cards, made side by side
        return say(
            lang,
            f"{job_time(speed.job_hours, lang)} for the job"
            + (f" on {speed.cards} cards side by side" if shared else "")
            + (f" ({times:,.0f}x faster than real time)" if times else ""),
            f"整个任务{job_time(speed.job_hours, lang)}"
            + (f"（{speed.cards} 张卡并行）" if shared else "")
            + (f"（比实时快约 {times:,.0f} 倍）" if times else ""),
        )
    if speed.real_time_factor is not None:
        times = 1 / speed.real_time_factor if speed.real_time_factor else 0
        return say(
            lang,
            f"real-time factor {speed.real_time_factor:.3f} ({times:,.0f}x faster than real time)",
            f"实时率 {speed.real_time_factor:.3f}（比实时快约 {times:,.0f} 倍）",
        )
    if speed.seconds_per_video is not None:
        secs = speed.seconds_per_video
        hours = secs >= 3600  # a clip of over an hour is said in hours, as a job's time is
        longer = f"{secs / 3600:,.1f} hours" if hours else f"{secs / 60:,.1f} min"
        mins = f" ({longer})" if secs >= 120 else ""
        longer_zh = f"{secs / 3600:,.1f} 小时" if hours else f"{secs / 60:,.1f} 分钟"
        mins_zh = f"（{longer_zh}）" if secs >= 120 else ""
        return say(
            lang, f"about {secs:,.0f} s per video{mins}", f"每段视频约 {secs:,.0f} 秒{mins_zh}"
        )
    if speed.train_it_per_s is not None:
        return say(
            lang,
            f"about {speed.train_it_per_s:.2f} it/s in training",
            f"训练约 {speed.train_it_per_s:.2f} it/s",
        )
    if speed.train_images_per_s is not None:
        return say(
            lang,
            f"about {speed.train_images_per_s:,.0f} images/s in training",
            f"训练约 {speed.train_images_per_s:,.0f} 张/秒",
        )
    if speed.seconds_per_image is not None:
        per_min = speed.images_per_minute or 0
        return say(
            lang,
            f"about {speed.seconds_per_image:.1f} s per image ({per_min:.1f} images/min)",
            f"每张约 {speed.seconds_per_image:.1f} 秒（每分钟 {per_min:.1f} 张）",
        )
    if speed.latency_ms is not None and speed.images_per_s and speed.batch > 1:
        return msg.BATCH_RATE(
            rate=speed.images_per_s, batch=speed.batch, latency=speed.latency_ms
        ).render(lang)
    if speed.latency_ms is not None:  # the rate too: "帧率多少" asks frames a second
        fps = 1000 / speed.latency_ms if speed.latency_ms > 0 else 0
        return say(
            lang,
            f"about {speed.latency_ms:.1f} ms per image (about {fps:,.0f} images or frames"
            " a second at batch 1)",
            f"每张约 {speed.latency_ms:.1f} 毫秒（batch 1 约每秒 {fps:,.0f} 张/帧）",
        )
    return ""


def job_time(hours: float, lang: str) -> str:
    """A job's wall time: minutes under an hour, days from two days (hours beside), else hours."""
    if hours < 1:
        return msg.JOB_MINUTES(minutes=hours * 60, hours=hours).render(lang)
    if hours >= 48:
        return JOB_DAYS(days=hours / 24, hours=hours).render(lang)
    return msg.JOB_HOURS(hours=hours).render(lang)


def _settings(calls: Sequence[ToolCall], lang: str) -> str:
    """The stated size, steps and batch the figures are for: " (1024x1024, 20 steps, batch 4)"."""
    args = next((c.input for c in calls if c.tool.startswith("estimate_workload")), {})
    parts = []
    if args.get("resolution"):
        parts.append(f"{args.get('width') or args['resolution']}x{args['resolution']}")
    if args.get("steps"):
        parts.append(msg.STEPS_N(steps=args["steps"]).render(lang))
    if int(args.get("batch") or 1) > 1:  # a batch the user stated (or changed in a follow-up)
        parts.append(BATCH_N(batch=int(args["batch"])).render(lang))
    if not parts:
        return ""
    return f"（{'，'.join(parts)}）" if lang == "zh" else f" ({', '.join(parts)})"


def _notes(draft: Draft, *results: object) -> None:
    for result in results:
        if result is None:
            continue
        draft.assume(*getattr(result, "assumptions", []))
        warnings = getattr(result, "warnings", [])
        if warnings:
            draft.add(" ".join(as_sentence(w, draft.lang) for w in warnings))


def _explain(draft: Draft, family: str) -> None:
    words = FAMILY_WORDS.get(family, ())
    if any(any(w in f"{e.title} {e.text}".lower() for w in words) for e in draft.guides[:2]):
        draft.explain(limit=1)


def compose_workload_fit(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Yes / no / conditional with the peak against usable memory, then the speed.

    With no GPU named, the memory the job needs; asked which models fit, one row each.
    """
    unknown = lead_unknown(draft)
    memory = _typed(calls, "estimate_workload_memory", MediaMemoryEstimate)
    if not isinstance(memory, MediaMemoryEstimate):
        failed = next((c for c in calls if c.tool == "estimate_workload_memory"), None)
        reason = error_of(failed, draft.lang) if failed is not None else None
        if reason and not draft.paragraphs:  # say what could not be sized, never a blank
            could_not(draft, ("**I can't size this yet**", "**这个我还无法估算**"), reason)
        return
    speed = _typed(calls, "estimate_workload_speed", MediaSpeedEstimate)
    lang = draft.lang
    name, gpu = _name(draft, memory.workload_id), draft.gpu_name(memory.gpu_id)
    what = f"{name} {_method(draft, memory.method, memory.family)} ({memory.precision})"
    listed = draft.query.gpus or draft.query.memory_gb  # on a card named, or one of that memory
    if draft.query.workload_ask == "list" and listed and compose_list(draft, calls):
        _explain(draft, memory.family)
        return
    stated = draft.query.memory_gb if not draft.query.gpus else None
    if stated:  # "a 16gb card": sized on the commonest card of that memory, said so
        draft.assume(CARD_BY_MEMORY(gb=stated, name=draft.gpu_name(memory.gpu_id)))
    elif not draft.query.gpus and compose_memory_only(draft, calls, what + _settings(calls, lang)):
        _explain(draft, memory.family)
        return
    what += _settings(calls, lang)
    gpu = card_name(draft, memory.gpu_id)  # with its memory, as the user knows the card
    need = say(
        lang,
        f"{what} needs about {gb(memory.peak_gb)} on the {gpu} {draft.spec(memory.gpu_id)},"
        f" against {gb(memory.usable_gb)} usable",
        f"{what} 在 {gpu} {draft.spec(memory.gpu_id)} 上约需 {gb(memory.peak_gb)} 显存，"
        f"可用 {gb(memory.usable_gb)}",
    )
    fixes = [
        a for a in memory.alternatives if float(str(a.params.get("gb", 1e9))) <= memory.usable_gb
    ]
    if draft.query.trouble == "oom":  # reported, not asked: the cause and the fix, no "yes"
        draft.verdict = None
        where = f"{gpu} {draft.spec(memory.gpu_id)}".strip()
        draft.add(workload_oom_lead(draft, memory, what, where, fixes))
    elif memory.precision_refused:  # the runtime will not load it at all, whatever the memory
        draft.verdict = "no"
        card = draft.catalog.gpus.get(memory.gpu_id)
        capability = (card.compute_capability if card else None) or "?"
        runtime = CTRANSLATE2_RUNTIME  # the only runtime that refuses a precision outright
        refused = FP16_REFUSED(runtime=runtime, gpu=gpu, capability=capability, need=need)
        draft.add(refused.render(lang))
    elif memory.fits:
        draft.verdict = "yes"
        draft.add(say(lang, f"**Yes.** {need}.", f"**可以。** {need}。"))
    elif fixes:
        draft.verdict = "conditional"
        change = fixes[0].params.get("change")
        how = change.render(lang) if isinstance(change, Message) else fixes[0].render(lang)
        after = gb(float(str(fixes[0].params["gb"])))
        draft.add(
            say(
                lang,
                f"**Yes, with {how}:** that brings it to {after}. As asked, {need}.",
                f"**可以，但要{how}：**这样约需 {after}。按原设置，{need}。",
            )
        )
    else:
        draft.verdict = "no"
        tried = "; ".join(_tried(a).render(lang) for a in memory.alternatives)
        draft.add(say(lang, f"**No.** {need}.", f"**不行。** {need}。"))
        if tried:
            draft.add(say(lang, f"Tried: {tried}.", f"试过的办法：{tried}。"))
    if isinstance(speed, MediaSpeedEstimate):
        phrase = speed_phrase(draft, speed)
        if phrase:
            draft.add(say(lang, f"Speed: {phrase}.", f"速度：{phrase}。"))
    _notes(draft, memory, speed)
    _explain(draft, memory.family)
    if unknown:
        draft.verdict = None


def _tried(alternative: Message) -> Message:
    """An alternative for the "Tried:" list: the change and the GB it brings.

    Each alternative's own sentence repeats "does not fit as loaded"; the list says it once.
    """
    change, gb_after = alternative.params.get("change"), alternative.params.get("gb")
    if not isinstance(change, Message) or not isinstance(gb_after, int | float):
        return alternative
    return ALTERNATIVE_TRIED(change=change, gb=gb_after)


def _candidate_line(draft: Draft, pick: MediaPick, c: MediaCandidate) -> str:
    lang = draft.lang
    price = money(c.price, pick.currency) if c.price is not None else "—"
    unit = say(lang, "/GPU-hour", "/卡时") if pick.kind == "rent" else ""
    speed = speed_phrase(draft, c.speed) if c.speed else ""
    setting = f"; {c.setting.render(lang)}" if c.setting else ""
    used = say(lang, " (used market, no warranty)", "（二手，无保修）") if c.used_market else ""
    if pick.kind == "buy" and "sxm" in c.gpu_id:
        used += say(
            lang, " (an SXM module: needs an SXM carrier board)", "（SXM 模组：需要 SXM 转接板）"
        )
    return (
        f"{c.gpu_name} {draft.spec(c.gpu_id)}: {price}{unit}{used},"
        f" {gb(c.memory.peak_gb)} / {gb(c.memory.usable_gb)}{setting}"
        + (f", {speed}" if speed else "")
    )


def compose_workload_pick(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The card to buy or rent for the workload, then the cheapest and fastest alternatives.

    With a card named and a serving target, the cards of it the target takes. A provider the
    price book lacks is said first, in the line that answers, and the pick is from the others.
    """
    picks = [c for c in calls if c.tool == "recommend_workload_gpu"]
    _compose_workload_pick(draft, calls)
    gap = len(picks) > 1 and draft.query.provider and picks[-1].typed(MediaPick) is not None
    if gap and draft.paragraphs:
        draft.paragraphs[0] = provider_gap(draft) + draft.paragraphs[0]
    first = picks[0].typed(MediaPick) if picks else None
    over = isinstance(first, MediaPick) and first.best is None and first.budget is not None
    if over and len(picks) > 1 and "budget" not in picks[-1].input and draft.paragraphs:
        # none within the budget: said first, the cheapest that runs it is what is close
        budget = money(first.budget, first.currency) if first is not None and first.budget else ""
        name = _name(draft, first.workload_id) if first is not None else ""
        draft.paragraphs[0] = (
            say(
                draft.lang,
                f"**No GPU in my catalog runs {name} as asked within {budget}**; the cheapest"
                " that does costs more. ",
                f"**目录里没有预算 {budget} 以内能按要求运行 {name} 的显卡**；能跑的最便宜的"
                "要超出预算。",
            )
            + draft.paragraphs[0]
        )


def _compose_workload_pick(draft: Draft, calls: Sequence[ToolCall]) -> None:
    picks = [c for c in calls if c.tool == "recommend_workload_gpu"]
    pick = picks[-1].typed(MediaPick) if picks else None
    if compose_capacity(draft, calls) and not isinstance(pick, MediaPick):
        _explain(draft, draft.query.workload_family or "image")
        return
    lead_unknown(draft)  # a model the catalog lacks is said first, even when no pick follows
    if not isinstance(pick, MediaPick):
        reason = error_of(picks[-1], draft.lang) if picks else None
        could_not(draft, ("I could not pick a GPU", "无法推荐显卡"), reason)
        return
    lang = draft.lang
    name = _name(draft, pick.workload_id)
    if pick.best is None:
        budget = money(pick.budget, pick.currency) if pick.budget is not None else ""
        within = say(lang, f" within {budget}", f"（预算 {budget} 以内）") if budget else ""
        draft.add(
            say(
                lang,
                f"No GPU in my catalog runs {name} as asked{within}.",
                f"目录里没有能按要求运行 {name} 的显卡{within}。",
            )
        )
        return
    best = pick.best
    if pick.per_minute and best.speed is not None:
        each = best.speed.images_per_minute
        unit = msg.UNIT_IMAGES()
        if each is None and best.speed.seconds_per_video:
            each, unit = 60 / best.speed.seconds_per_video, msg.UNIT_VIDEOS()
        if each:
            count = msg.CARDS_FOR_RATE(
                count=best.count, gpu=best.gpu_name, target=pick.per_minute, unit=unit, each=each
            )
            draft.add(f"**{count.render(lang)}**" + ("。" if lang == "zh" else "."))
    draft.add(pick_lead(draft, best, name, _candidate_line(draft, pick, best)))
    if pick.provider:
        draft.assume(msg.PROVIDER_ONLY(provider=pick.provider))
    others = [c for c in (pick.cheapest, pick.fastest) if c is not None and c.gpu_id != best.gpu_id]
    for c in dict((c.gpu_id, c) for c in others).values():
        draft.add(f"- {_candidate_line(draft, pick, c)}")
    always_on(draft, best.gpu_id, best.count)  # "24/7": what the pick draws a day
    _notes(draft, pick, best.memory, best.speed)
    _explain(draft, best.memory.family)


def _lead_without_speed(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """A time asked with no figure to give: that comes first, ahead of the fit said instead."""
    failed = next((c for c in calls if c.tool == "estimate_workload_speed"), None)
    error = error_of(failed, draft.lang) if failed is not None else None
    if error is None or draft.verdict is None or not draft.paragraphs:
        return
    lead = say(
        draft.lang,
        f"No time to give ({error}); what I can say is the fit:",
        f"耗时给不出（{error}）；能确定的是显存：",
    )
    draft.paragraphs[0] = f"{lead} {draft.paragraphs[0]}"
    hours = failed.input.get("audio_hours") if failed is not None else None
    if isinstance(hours, int | float) and hours > 0:  # "200 h, 3 epochs": the job's size
        epochs = float(failed.input.get("epochs") or 1) if failed is not None else 1.0
        windows = audio_windows(hours)
        size = SPEECH_JOB_WINDOWS(
            hours=hours, windows=windows, total=round(windows * epochs), epochs=epochs
        ).render(draft.lang)
        draft.paragraphs.insert(1, as_sentence(size, draft.lang))


def _others_timed(draft: Draft, calls: Sequence[ToolCall], first: str) -> str:
    """Each other model named and timed on the card, as " SDXL: about 5.2 s per image."."""
    out = ""
    for call in calls:
        other = call.typed(MediaSpeedEstimate) if call.tool == "estimate_workload_speed" else None
        if isinstance(other, MediaSpeedEstimate) and other.workload_id != first:
            name, phrase = _name(draft, other.workload_id), speed_phrase(draft, other)
            out += say(draft.lang, f" {name}: {phrase}.", f"{name}：{phrase}。")
    return out


def _count_in(hours: float, per_minute: float, rate: str, lang: str, clips: bool = False) -> str:
    """The images (or clips) made in the time asked, the rate behind it after."""
    made = per_minute * 60 * hours
    count, span = round(made, -1 if made >= 1000 else 0), f"{hours:g}"
    noun, unit = ("videos", "段视频") if clips else ("images", "张")
    return say(
        lang,
        f"about {count:,.0f} {noun} in {span} h at full load, {rate}",
        f"{span} 小时满负荷约 {count:,.0f} {unit}，{rate}",
    )


def compose_workload_speed(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The time per image / video, it/s, images/s or real-time factor on the card named."""
    speed = _typed(calls, "estimate_workload_speed", MediaSpeedEstimate)
    if not isinstance(speed, MediaSpeedEstimate):
        compose_workload_fit(draft, calls)  # no speed basis: what can be said is the fit
        _lead_without_speed(draft, calls)
        return
    lang = draft.lang
    lead_unknown(draft)
    name, gpu = _name(draft, speed.workload_id), draft.gpu_name(speed.gpu_id)
    phrase = rate_led(draft, speed, speed_phrase)  # "ms per image? 50k to label": the rate
    per_s = speed.train_images_per_s
    if draft.query.asks_duration and speed.job_hours is None and per_s and not speed.train_it_per_s:
        # "how long is one epoch?" with no dataset size: say so first, then the rate
        draft.add(
            msg.JOB_NEEDS_IMAGES(
                rate=phrase, per_s=per_s, coco=DATASET_IMAGES["coco"] / per_s / 3600
            ).render(lang)
            + say(lang, ".", "。")
        )
    steps = next((c.input.get("train_steps") for c in calls if c.tool.endswith("speed")), None)
    if steps and speed.job_hours is not None and speed.train_it_per_s:
        phrase = msg.TRAIN_JOB(
            time=job_time(speed.job_hours, lang), steps=steps, rate=speed.train_it_per_s
        ).render(lang)
    what, spec = f"{name} {_method(draft, speed.method, speed.family)}", draft.spec(speed.gpu_id)
    what += _settings(calls, lang)
    window, verdict = draft.query.duration_hours, ""
    audio = next((c.input.get("audio_hours") for c in calls if c.tool.endswith("speed")), None)
    if audio is not None and audio == window:
        window = None  # "transcribe 300 hours of audio": the job's size, not the time one has
    window = window or draft.query.deadline_hours  # "通宵能跑完吗": the night is the time one has
    asked = draft.query.asks_duration or draft.query.deadline_hours is not None
    if window and speed.job_hours is not None and asked:
        # "done by morning? like 8 hrs": the job's time against the hours the user has
        within = speed.job_hours <= window
        draft.verdict = "yes" if within else "no"
        told = (msg.JOB_WITHIN if within else msg.JOB_OVERRUNS)(window=window).render(lang)
        verdict = say(lang, f"{told}. ", f"{told}。")
    verdict = verdict or fps_verdict(draft, speed)  # "想到120帧，现实吗"
    if window and not draft.query.asks_duration and speed.images_per_minute:
        phrase = _count_in(window, speed.images_per_minute, phrase, lang)  # "一天能出多少张"
    elif window and not draft.query.asks_duration and speed.seconds_per_video:
        phrase = _count_in(window, 60 / speed.seconds_per_video, phrase, lang, clips=True)
    weighed = earlier_job(draft, calls, speed)  # "要多花几倍时间": against the earlier job
    others = "" if weighed is not None else _others_timed(draft, calls, speed.workload_id)
    if weighed is not None:
        times = TIME_MULTIPLE(
            ratio=weighed[1],
            base=_name(draft, weighed[0].workload_id),
            base_time=speed_phrase(draft, weighed[0]),
        ).render(lang)
        phrase = say(lang, f"{phrase}, {times}", f"{phrase}，{times}")
    draft.add(
        verdict
        + say(
            lang,
            f"**{phrase[:1].upper()}{phrase[1:]}**: {what} on the {gpu} {spec}.",
            f"**{phrase}**：{what}，{gpu} {spec}。",
        )
        + others
    )
    memory = _typed(calls, "estimate_workload_memory", MediaMemoryEstimate)
    if isinstance(memory, MediaMemoryEstimate) and not memory.fits:
        draft.add(
            say(
                lang,
                f"As asked it does not fit: {gb(memory.peak_gb)} against"
                f" {gb(memory.usable_gb)} usable.",
                f"按原设置装不下：需要 {gb(memory.peak_gb)}，可用 {gb(memory.usable_gb)}。",
            )
        )
    _notes(draft, speed)
    _explain(draft, speed.family)


__all__ = [
    "job_time",
    "compose_workload_fit",
    "compose_workload_pick",
    "compose_workload_speed",
    "speed_phrase",
]
