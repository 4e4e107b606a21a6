"""The first line of an image, video, vision or speech job that ran out of memory.

The user reported the out-of-memory error, so the answer never opens with "yes": it says
whether the estimate runs out too, which parts take the memory (weights, the VAE decode at
that size, the batch's activations) and the fix, each with its figure. Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, gb, say
from assistant.calc.media import MediaMemoryEstimate
from assistant.messages import Message
from assistant.messages import trouble as msg

PART_NAMES: dict[str, tuple[str, str]] = {
    "weights": ("the weights", "权重"),
    "trainable_state": ("the training state", "训练状态"),
    "activations": ("activations", "激活值"),
    "decode": ("the VAE decode", "VAE 解码"),
    "overhead": ("CUDA context and framework", "CUDA 上下文和框架"),
}
"""The parts of a workload's peak as the answer names them."""


def _top(draft: Draft, memory: MediaMemoryEstimate) -> str:
    parts = sorted(memory.breakdown.model_dump().items(), key=lambda kv: -float(kv[1]))[:2]
    named = [
        f"{say(draft.lang, *PART_NAMES.get(k, (k, k)))} ({gb(float(v))})"
        for k, v in parts
        if float(v) > 0
    ]
    return say(draft.lang, " and ", "和").join(named)


def _fix(draft: Draft, memory: MediaMemoryEstimate, fixes: list[Message]) -> str:
    """Where the extra memory goes for this family, and the first change that fits."""
    parts: list[Message] = []
    b = memory.breakdown
    if b.decode > 0 and memory.width and memory.height:
        parts.append(
            msg.WORKLOAD_OOM_DECODE(width=memory.width, height=memory.height, decode=b.decode)
        )
    elif memory.family == "speech" and memory.batch > 1 and b.activations > 0:
        parts.append(msg.WORKLOAD_OOM_SPEECH(batch=memory.batch, act=b.activations))
    elif memory.batch > 1 and b.activations > 0:
        parts.append(msg.WORKLOAD_OOM_BATCH(batch=memory.batch, act=b.activations))
    if fixes and not memory.fits:
        change = fixes[0].params.get("change")
        how = (
            change.render(draft.lang)
            if isinstance(change, Message)
            else fixes[0].render(draft.lang)
        )
        parts.append(msg.WORKLOAD_OOM_FIX(how=how, after=float(str(fixes[0].params["gb"]))))
    sep = "" if draft.lang == "zh" else " "
    return sep.join(p.render(draft.lang) for p in parts)


def workload_oom_lead(
    draft: Draft, memory: MediaMemoryEstimate, what: str, gpu: str, fixes: list[Message]
) -> str:
    """The lead for a reported out-of-memory: the estimate, its largest parts, the fix."""
    values: dict[str, str | float] = dict(
        what=what,
        gpu=gpu,
        need=memory.peak_gb,
        usable=memory.usable_gb,
        top=_top(draft, memory),
    )
    template = msg.WORKLOAD_OOM_FITS if memory.fits else msg.WORKLOAD_OOM_SHORT
    lead = template(**values).render(draft.lang)
    fix = _fix(draft, memory, fixes)
    sep = "" if draft.lang == "zh" else " "
    return f"{lead}{sep}{fix}" if fix else lead


__all__ = ["PART_NAMES", "workload_oom_lead"]
