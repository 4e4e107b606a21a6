"""First lines of the troubleshooting answers beyond out-of-memory, and of the memory check.

Each lead states the likely cause for the card asked about from the ``card_facts`` tool (the
catalog's architecture, compute capability, bf16 and rates), or the general cause when no card
is named; ``compose_trouble`` then quotes the guide's commands. ``reading_lead`` answers "is
this memory figure right?" yes or no from ``check_memory_reading``, ``power_lead`` "is this power
limit right?" from ``check_power_reading``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.answer.arch_build import below_the_card, covered_by_build
from assistant.answer.compose import METHOD_NAMES, Draft, say
from assistant.answer.compose_driver import driver_lead
from assistant.answer.compose_mixed_slow import mixed_slow_lead
from assistant.answer.compose_offload_speed import offload_speed_values
from assistant.answer.compose_ttft_seen import ttft_seen_lead
from assistant.answer.idle_draw import idle_draw_first
from assistant.answer.saver_names import SAVER_NAMES
from assistant.answer.served_seen import served_in_line, served_seen_lead
from assistant.answer.slow_draw import slow_draw_lead
from assistant.answer.slow_judged import slow_fault_judged
from assistant.answer.speed_setup import setup_words
from assistant.answer.trained_spill import trained_spill_lead
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.offload import CPU_DECODE_BW_EFF, OffloadPlan
from assistant.calc.rates import SpeedEstimate
from assistant.calc.sizing import MemoryEstimate
from assistant.calc.troubleshoot import CardFacts, PowerCheck, ReadingCheck
from assistant.messages import Message, health
from assistant.messages import power_reading as power_msg
from assistant.messages import symptoms as symptom_msg
from assistant.messages import trouble as msg
from assistant.messages.health_readings import FAULT_RETURN, READING_GENUINE, READING_SHORT
from assistant.messages.speed_seen import SLOW_SEEN_BATCHED
from assistant.models import ToolCall


def _render(draft: Draft, message: Message) -> str:
    return message.render(draft.lang)


def card_facts_of(calls: Sequence[ToolCall]) -> CardFacts | None:
    """The ``card_facts`` result among ``calls``, if any."""
    for call in calls:
        if call.tool == "card_facts" and (facts := call.typed(CardFacts)) is not None:
            return facts
    return None


def setup_prefix(draft: Draft) -> str:
    """The first GPU named and any media job ("On 8 × A100 SXM4 80GB [1], YOLOv8l: "), or ''."""
    if not draft.query.gpus:
        return ""
    ask = draft.query.gpus[0]
    card = draft.catalog.gpus.get(ask.gpu_id)
    memory = card.memory_gb if card else 0.0
    gpu = f"{draft.gpu_name(ask.gpu_id)} {draft.spec(ask.gpu_id)}".strip()
    job = draft.catalog.workloads.get(draft.query.workload_id or "")  # "yolov8l on a 4070"
    trained = draft.query.method not in (None, "inference")
    method = METHOD_NAMES[draft.lang].get(draft.query.method or "", draft.query.method or "")
    if job is not None:  # "FLUX.1 [dev] LoRA": the job, and how it is trained
        name = f"{job.name} {method}" if trained else job.name
        width, height = draft.query.media_width, draft.query.media_height
        frame = f"{width}x{height}"  # the frame stated: "Wan2.1 T2V 14B (853x480)"
        sized = f"{name}（{frame}）" if draft.lang == "zh" else f"{name} ({frame})"
        name = sized if width and height else name
        return _render(draft, msg.SETUP_JOB(count=ask.count, gpu=gpu, memory=memory, job=name))
    model = draft.query.model_id
    if model is not None and trained:  # "Qwen2.5-72B 全参数微调": the job trained
        name = draft.model_name(model)
        setup = symptom_msg.SETUP_TRAINING(
            count=ask.count, gpu=gpu, memory=memory, model=name, method=method
        )
        return _render(draft, setup)
    if len({g.gpu_id for g in draft.query.gpus}) > 1:  # "3090 + 3060": every card, not the first
        return _render(draft, symptom_msg.SETUP_MIXED(cards=_mixed_cards(draft)))
    return _render(draft, msg.SETUP(count=ask.count, gpu=gpu, memory=memory))


def _mixed_cards(draft: Draft) -> str:
    """Cards used together with counts and memory: "1 × RTX 3090 [1] (24 GB) + 1 × …"."""
    parts = []
    for ask in draft.query.gpus:
        card = draft.catalog.gpus.get(ask.gpu_id)
        gpu = f"{draft.gpu_name(ask.gpu_id)} {draft.spec(ask.gpu_id)}".strip()
        memory = f"{card.memory_gb:g} GB" if card else ""
        said = say(draft.lang, f" ({memory})", f"（{memory}）") if memory else ""
        parts.append(f"{ask.count} × {gpu}{said}")
    return " + ".join(parts)


def nccl_training(draft: Draft) -> str:
    """Why a training job's collectives time out after a while; '' for a job not trained."""
    if draft.query.method in (None, "inference"):
        return ""
    return _render(draft, symptom_msg.NCCL_TRAINING())


def _arch(draft: Draft, facts: CardFacts | None) -> str:
    if facts is None or facts.sm is None:
        return _render(draft, msg.ARCH_GENERAL())
    values: dict[str, str] = dict(
        gpu=draft.gpu_name(facts.gpu_id),
        arch=facts.architecture,
        cc=facts.compute_capability or "",
        sm=facts.sm,
        cuda=facts.min_cuda or "",
    )
    need = draft.query.needed_cc  # "bf16 needs at least 8.0" on a 6.1 card: too old for it
    if need is not None and facts.compute_capability and float(facts.compute_capability) < need:
        below = symptom_msg.ARCH_BELOW_NEED(need=f"{need:.1f}", **values)
        return _render(draft, below)
    if draft.query.engine == "llama.cpp" and facts.sm.startswith("sm_"):  # built from source
        flag = facts.sm.removeprefix("sm_")
        return _render(draft, symptom_msg.ARCH_LLAMA_CPP(arch_flag=flag, **values))
    if facts.min_torch:
        return _render(draft, msg.ARCH_NEW_CARD(torch=facts.min_torch, **values))
    covered = covered_by_build(draft, facts, values)  # "pytorch 2.6 + cu126 on a 1070"
    if covered is not None:
        return setup_prefix(draft) + covered
    if facts.dropped_in_cuda13:
        return _render(draft, msg.ARCH_OLD_CARD(**values))
    return _render(draft, msg.ARCH_CARD(**values))


def on_apple(draft: Draft) -> bool:
    """Whether the first card named is Apple silicon (Metal, no CUDA)."""
    card = draft.catalog.gpus.get(draft.query.gpus[0].gpu_id) if draft.query.gpus else None
    return card is not None and card.vendor == "Apple"


def _unavailable(draft: Draft, facts: CardFacts | None) -> str:
    if on_apple(draft):  # "uses cpu only, mps not used?": Metal, not a CUDA build
        return setup_prefix(draft) + _render(draft, symptom_msg.CPU_ON_APPLE())
    seen = symptom_msg.CPU_FALLBACK() if draft.query.cpu_fallback else msg.CUDA_UNAVAILABLE()
    if draft.query.engine == "llama.cpp" and not draft.query.cpu_fallback:  # its own build
        seen = symptom_msg.CUDA_UNAVAILABLE_LLAMA_CPP()
    lead = setup_prefix(draft) + _render(draft, seen)
    below = below_the_card(draft, facts) if facts is not None else None
    if below is not None:  # "torch 2.4 cu121 on a 5080": the build is the cause, said first
        return f"{setup_prefix(draft)}{below} {_render(draft, seen)}"
    if facts is not None and facts.sm and facts.min_cuda:
        name = draft.gpu_name(facts.gpu_id)
        more = msg.CUDA_UNAVAILABLE_CARD(gpu=name, sm=facts.sm, cuda=facts.min_cuda)
        lead = f"{lead} {_render(draft, more)}"
    return lead


def _nan(draft: Draft, facts: CardFacts | None) -> str:
    """The NaN advice for the card; a named image, vision or speech job is said first with it."""
    if facts is None:
        return _render(draft, msg.NAN_GENERAL())
    name = draft.gpu_name(facts.gpu_id)
    template = msg.NAN_BF16 if facts.supports_bf16 else msg.NAN_NO_BF16
    run = draft.query.method in (None, "inference") and not draft.query.finetune_unspecified
    # frames out of an image or video model, not a loss; a detector's NaN box loss is training
    frames = draft.query.workload_family in ("image", "video")
    if run and draft.query.workload_id and frames:  # a media job's output, not a loss
        template = msg.NAN_BF16_RUN if facts.supports_bf16 else msg.NAN_NO_BF16_RUN
    job = setup_prefix(draft) if draft.query.workload_id else ""  # "ViT-B/16 on an A100"
    return job + _render(draft, template(gpu=name))


def _speed_estimate(calls: Sequence[ToolCall]) -> SpeedEstimate | None:
    """The decode estimate planned for the slow trouble, when it has a speed."""
    est = next(
        (e for c in calls if c.tool == "estimate_speed" and (e := c.typed(SpeedEstimate))), None
    )
    return est if est is not None and est.decode_tokens_per_s else None


def _seen_in_line(draft: Draft, est: SpeedEstimate | None) -> bool:
    """Whether the speed the user sees is close to the estimate: nothing is wrong to look for."""
    seen, served = draft.query.observed_tokens_per_s, served_in_line(draft.query, est)
    if seen is None or est is None or not est.decode_tokens_per_s or served is not None:
        return bool(served)
    return seen >= SEEN_IN_LINE * (_prefill_rate(draft, est) or est.decode_tokens_per_s)


def _prefill_rate(draft: Draft, est: SpeedEstimate) -> float | None:
    """The prompt-processing rate, when the speed seen is of the prompt ("prefill 只有 80 t/s")."""
    seen = draft.query.observed_tokens_per_s
    return est.prefill_tokens_per_s if draft.query.prefill_asked and seen is not None else None


def _expected_speed(draft: Draft, est: SpeedEstimate | None) -> str:
    """The speed the model should run at on the card, and the one seen below it; '' unsized."""
    if est is None or not est.decode_tokens_per_s:
        return ""
    if served := served_seen_lead(draft, est):  # a server's total at its concurrency, judged
        return served
    seen = draft.query.observed_tokens_per_s
    prefill = _prefill_rate(draft, est)
    if seen is not None and prefill:  # the prompt read slowly: against the prefill rate
        line = msg.SLOW_SEEN_IN_LINE if _seen_in_line(draft, est) else msg.SLOW_SEEN
        model = draft.model_name(est.model_id)
        gpu = f"{est.count} × {draft.gpu_name(est.gpu_id)}"
        lead = msg.SLOW_EXPECTED_PREFILL(
            model=model[:1].upper() + model[1:], precision=est.precision, gpu=gpu,
            engine=est.engine_label, tps=prefill, seen=_render(draft, line(seen=seen)),
        )  # fmt: skip
        return _render(draft, lead)
    said = ""
    if seen is not None:
        line = msg.SLOW_SEEN_IN_LINE if _seen_in_line(draft, est) else msg.SLOW_SEEN
        said = _render(draft, line(seen=seen))
        ratio = seen / est.decode_tokens_per_s
        if ratio >= SEEN_BATCHED:  # more than one sequence makes: a batch's total
            said = _render(draft, SLOW_SEEN_BATCHED(seen=seen, ratio=ratio))
    return _render(
        draft,
        msg.SLOW_EXPECTED(**setup_words(draft, est), tps=est.decode_tokens_per_s, seen=said),
    )


_MEDIA_MEMORY = "estimate_workload_memory"


def _slow(draft: Draft, facts: CardFacts | None, calls: Sequence[ToolCall]) -> str:
    if any(c.tool == "plan_offload" for c in calls):  # the model spills: the offload's speed
        return _offload(draft, calls)
    media = next((c.typed(MediaMemoryEstimate) for c in calls if c.tool == _MEDIA_MEMORY), None)
    if media is not None and media.method != "inference":  # a trained run slowing: its memory
        return setup_prefix(draft) + trained_spill_lead(draft, media)
    if media is not None and (draft.query.memory_savers or not media.fits):  # offloaded
        spec = draft.catalog.workloads.get(media.workload_id)
        name = spec.name if spec is not None else media.workload_id
        lead = symptom_msg.MEDIA_OFFLOADED_FITS if media.fits else symptom_msg.MEDIA_OFFLOADED
        need, usable = media.peak_gb, media.usable_gb
        return setup_prefix(draft) + _render(draft, lead(job=name, need=need, usable=usable))
    savers = [SAVER_NAMES[s][draft.lang == "zh"] for s in draft.query.memory_savers]
    if draft.query.memory_savers == ["eager"]:  # CUDA graphs given up so the engine starts
        return setup_prefix(draft) + _render(draft, symptom_msg.SLOW_BY_EAGER())
    if savers:  # the speed given up for memory, not a card at fault
        named = say(draft.lang, " and ", "和").join(savers)
        return setup_prefix(draft) + _render(draft, symptom_msg.SLOW_BY_SAVERS(savers=named))
    mixed = mixed_slow_lead(draft) or ttft_seen_lead(draft, calls)  # "3090 + 3060", "ttft 10s"
    mixed = mixed or slow_draw_lead(draft)  # "180W / 700W at 100% util": not a cap
    if mixed is not None:
        return setup_prefix(draft) + mixed
    est = _speed_estimate(calls)
    expected = _expected_speed(draft, est)
    if expected and _seen_in_line(draft, est):  # the speed seen is what the card does
        return expected
    if on_apple(draft):  # no clocks, power limit or PCIe link to blame: the memory limit
        return (expected + " " if expected else setup_prefix(draft)) + _render(
            draft, symptom_msg.SLOW_APPLE()
        )
    if facts is None or None in (facts.tdp_w, facts.bf16_tflops, facts.fp32_tflops):
        return expected or _render(draft, msg.SLOW_GENERAL())
    # no speed estimate to name the set-up: an image or speech job says what was run first
    job = not expected and draft.query.workload_id is not None
    return (expected + " " if expected else setup_prefix(draft) if job else "") + _render(
        draft,
        msg.SLOW_CARD(
            gpu=draft.gpu_name(facts.gpu_id),
            tdp=facts.tdp_w or 0.0,
            pcie=facts.pcie_gen or "PCIe",
            bf16=facts.bf16_tflops or 0.0,
            half="bf16" if facts.supports_bf16 else "fp16",  # a T4's 65 TFLOPS are fp16's
            fp32=facts.fp32_tflops or 0.0,
        ),
    )


SEEN_BATCHED = 1.5
"""A speed seen this many times the single-sequence estimate is a batch's total throughput."""
SEEN_IN_LINE = 0.6
"""A speed seen at 60% of the estimate or more is in line with it: the estimate assumes
dual-channel DDR5-5600, and slower RAM (DDR4-3200 is 57% of it) lowers the speed in proportion."""

ENGINE_NAMES = {"llama.cpp": "Ollama / llama.cpp"}
"""Runtimes as a partial-offload answer names them (Ollama runs llama.cpp)."""


def _offload(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """Whether the model fits the card: a partial offload is expected, or a setting to fix."""
    sized = [e for c in calls if c.tool == "estimate_memory" and (e := c.typed(MemoryEstimate))]
    query = draft.query
    spec = draft.catalog.workloads.get(query.workload_id or "")
    if not sized and spec is not None and query.workload_family in ("image", "video"):
        # "comfyui flux, shared GPU memory 10G in use": the driver spills, no layers to split
        job = health.IMAGE_SYSMEM_FALLBACK(job=spec.name)
        return setup_prefix(draft) + _render(draft, job)
    if not sized:
        return setup_prefix(draft) + _render(draft, msg.OFFLOAD_GENERAL())
    est = sized[0]
    engine = draft.query.engine or "llama.cpp"
    values: dict[str, str | float | int] = dict(
        model=draft.model_name(est.model_id),
        precision=est.precision.upper(),
        need=est.per_gpu_gb,
        usable=est.usable_gb,
        count=est.count,
        gpu=f"{draft.gpu_name(est.gpu_id)} {draft.spec(est.gpu_id)}".strip(),
        engine=ENGINE_NAMES.get(engine, engine),
    )
    template = msg.OFFLOAD_FITS if est.fits else msg.OFFLOAD_SPILLS
    draft.verdict = "yes" if est.fits else "no"
    split = draft.query.offload_layers
    if split is not None and split[0] == split[1] and not est.fits:  # every layer on a full card
        return _render(draft, health.SYSMEM_FALLBACK(layers=split[1], **values))
    mixed = len({g.gpu_id for g in query.gpus}) > 1  # "3060 + 3090": both cards said first
    lead = (setup_prefix(draft) if mixed else "") + _render(draft, template(**values))
    speed = _offload_speed(draft, calls)
    lead = f"{lead} {speed}" if speed else lead
    if draft.query.offload_layers is not None:  # the split is what the user read off the log
        return lead
    return f"{lead} {_render(draft, msg.OFFLOAD_SPLIT())}"


OFFLOADED = ("dense_layers", "moe_experts")
"""Offload plans with weights in system RAM: their speed is said beside the split."""


def _offload_speed(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """The decode speed the layer split gives, against the speed the user sees; else ""."""
    plan = next(
        (p for c in calls if c.tool == "plan_offload" and (p := c.typed(OffloadPlan))), None
    )
    if plan is None or plan.kind not in OFFLOADED or plan.decode_tokens_per_s is None:
        return ""
    draft.assume(*plan.assumptions)
    moe = msg.SPEED_OFFLOAD_MOE(**offload_speed_values(draft, plan))  # experts in RAM
    text = (
        _render(draft, moe)
        if plan.kind == "moe_experts"
        else _render(
            draft,
            msg.OFFLOAD_SPEED(
                on_gpu=plan.layers - plan.cpu_layers,
                layers=plan.layers,
                ram=plan.ram_weights_gb,
                ram_read=plan.ram_gb_s * CPU_DECODE_BW_EFF,
                ram_gb_s=plan.ram_gb_s,
                tps=plan.decode_tokens_per_s,
                gpu_only=plan.gpu_only_tokens_per_s,
            ),
        )
    )
    seen = draft.query.observed_tokens_per_s
    if seen is None:
        return text
    expected = seen >= SEEN_IN_LINE * plan.decode_tokens_per_s
    template = msg.OFFLOAD_SEEN_EXPECTED if expected else msg.OFFLOAD_SEEN_LOW
    return f"{text} {_render(draft, template(seen=seen))}"


PRECISION_NAMES = {"int4": "int4 (AWQ/GPTQ)"}
"""Precisions as an NCCL answer names them for vLLM."""


def nccl_consumer(draft: Draft) -> str:
    """The NCCL start-up fixes for several GeForce cards; '' for other setups."""
    ask = draft.query.gpus[0] if draft.query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask else None
    if ask is None or card is None or card.segment != "consumer" or ask.count < 2:
        return ""
    return _render(draft, msg.NCCL_CONSUMER())


def nccl_model_fit(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """Whether the model fits the cards it is split over, once NCCL works; '' when unsized."""
    est = next(
        (e for c in calls if c.tool == "estimate_memory" and (e := c.typed(MemoryEstimate))), None
    )
    if est is None:
        return ""
    values: dict[str, str | float | int] = dict(
        model=draft.model_name(est.model_id),
        precision=PRECISION_NAMES.get(est.precision, est.precision),
        need=est.per_gpu_gb,
        usable=est.usable_gb,
        count=est.count,
        gpu=draft.gpu_name(est.gpu_id),
    )
    if est.fits:
        return _render(draft, msg.NCCL_MODEL_FITS(**values))
    text = _render(draft, msg.NCCL_MODEL_NO_FIT(**values))
    alt = next(
        (a for a in est.alternatives if a.fits and a.precision and a.count == est.count), None
    )
    if alt is not None and alt.precision is not None:
        name = PRECISION_NAMES.get(alt.precision, alt.precision)
        text += _render(draft, msg.NCCL_MODEL_ALT(precision=name, need=alt.per_gpu_gb))
    return text


def symptom_lead(draft: Draft, kind: str, calls: Sequence[ToolCall]) -> str | None:
    """The first line for a trouble beyond the first five, or None for those five."""
    if kind == "offload":
        return _offload(draft, calls)
    facts = card_facts_of(calls)
    if kind == "cuda_arch":  # a driver too old for any current build is the cause found first
        return driver_lead(draft, calls) or _arch(draft, facts)
    if kind == "cuda_unavailable":
        return driver_lead(draft, calls) or idle_draw_first(draft, _unavailable(draft, facts))
    if kind == "nan_loss":
        return _nan(draft, facts)
    if kind == "gpu_fault":  # "should I return it?": yes, once power and slot are ruled out
        fault = FAULT_RETURN() if draft.query.fault_asked else msg.FAULT()
        if draft.query.fault_asked:  # "是卡本身的问题吧？": yes, once power and slot are ruled out
            draft.verdict = "yes"
        return setup_prefix(draft) + _render(draft, fault)
    if kind == "slow":  # "是不是卡有问题": not by itself, then the checks
        return slow_fault_judged(draft, _slow(draft, facts, calls))
    from assistant.answer.compose_health import error_lead  # imports this module's helpers

    return error_lead(draft, kind, calls)


def reading_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Answer "is this memory reading right?" yes or no first; False when nothing was checked."""
    checks = [c.typed(ReadingCheck) for c in calls if c.tool == "check_memory_reading"]
    check = next((c for c in checks if c is not None), None)
    if check is None:
        return False
    if check.gpu_id is not None:
        card = f"{draft.gpu_name(check.gpu_id)} {draft.spec(check.gpu_id)}".strip()
    elif check.named_id is not None:  # "4090D 48G": the card named, at the size sold
        card = f"{check.nominal_gb:g} GB {_without_size(draft.gpu_name(check.named_id))}"
    else:
        card = _render(draft, msg.CARD_OF_SIZE(gb=check.nominal_gb))
    what = msg.WHAT_USABLE(reserve=check.reserve_gib) if check.usable else msg.WHAT_TOTAL()
    values: dict[str, str | float] = dict(
        stated=check.stated,
        unit=check.unit,
        gib=check.stated_gib,
        gb=check.stated_gb,
        card=card,
        low=check.low_gib,
        high=check.high_gib,
        what=_render(draft, what),
    )
    draft.verdict = "yes" if check.matches else "no"
    template = msg.READING_YES if check.matches else msg.READING_NO
    if not check.matches and check.stated_gib > check.high_gib:  # more than the card has
        template = msg.READING_ABOVE
    if draft.query.fraud_asked:  # "am I being scammed?": a genuine reading's words say "no"
        template = READING_GENUINE if check.matches else READING_SHORT
    draft.add(_render(draft, template(**values)))
    draft.add(_render(draft, msg.READING_WHY(nominal=check.nominal_gb, mib=check.nominal_mib)))
    return True


def _without_size(name: str) -> str:
    """A card's name less its memory size ("A100 SXM4 40GB" -> "A100 SXM4")."""
    return re.sub(r"\s*\d+\s*GB\b", "", name).strip()


def power_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Answer "is this power limit right?" yes or no first; False when nothing was checked."""
    checks = [c.typed(PowerCheck) for c in calls if c.tool == "check_power_reading"]
    check = next((c for c in checks if c is not None), None)
    if check is None:
        return False
    card = draft.gpu_name(check.gpu_id)
    values: dict[str, str | float] = dict(
        stated=check.stated_w,
        card=f"{card} {draft.spec(check.gpu_id)}".strip(),
        default=check.default_w,
        share=check.share,
    )
    capped_asked = draft.query.power_cap_asked  # "is it capped?": a full limit says "no"
    if check.normal:
        draft.verdict = "no" if capped_asked else "yes"
        normal = power_msg.POWER_NOT_CAPPED if capped_asked else power_msg.POWER_NORMAL
        draft.add(_render(draft, normal(**values)))
    elif check.variant_id is not None:
        draft.verdict = "no"
        variant = f"{draft.gpu_name(check.variant_id)} {draft.spec(check.variant_id)}".strip()
        template = power_msg.POWER_VARIANT(
            variant=variant, variant_w=check.variant_w or 0.0, **values
        )
        draft.add(_render(draft, template))
    else:
        draft.verdict = "yes" if capped_asked else "no"
        capped = power_msg.POWER_IS_CAPPED if capped_asked else power_msg.POWER_CAPPED
        draft.add(_render(draft, capped(**values)))
    how = power_msg.POWER_PACKAGE() if check.package_limit else power_msg.POWER_HOW(card=card)
    draft.add(_render(draft, how))
    return True


__all__ = [
    "card_facts_of",
    "nccl_consumer",
    "nccl_model_fit",
    "power_lead",
    "reading_lead",
    "setup_prefix",
    "symptom_lead",
]
