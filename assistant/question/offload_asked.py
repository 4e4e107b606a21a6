"""Whether part of a model must run from system RAM, asked ahead of the load: a fit, no spill seen.

"能全放显存不，还是要分一部分到内存", "will it have to offload some layers to ram" ask whether the
weights fit; so does a spill said to be unwanted ("不想一半层跑在内存里", "don't want layers
running on the cpu"): what the asker wants to avoid has not happened yet.
"""

from __future__ import annotations

import re

OFFLOAD_ASKED_RE = re.compile(
    r"(?:还是|是否|要不要|需不需要|得不得|会不会|会|需要|得|必须)(?:要|得)?(?:把(?:一部分|一些|部分|几层)?"
    r"(?:层|专家|权重)?)?(?:分|放|卸载|跑|挪|甩|扔|丢)(?:一部分|一些|部分|一半|几层|点)?(?:层|专家)?(?:到|进|在)(?:系统)?内存"
    # asked in English, ahead of the load: "is ollama gonna push layers to cpu?", "will it have
    # to offload some layers to ram", "fully on gpu or does it spill?"
    r"|\b(?:will|would|gonna|going to|have to|has to|need to|needs to|must)\b.{0,40}"
    r"(?:layers?|rest|part of it|some of it|offload\w*|spill\w*).{0,16}"
    r"\b(?:to|on|onto|into)\s+(?:the\s+)?(?:cpu|system ram|ram)\b"
    r"|\b(?:fully|entirely|all) (?:on|in) (?:the )?(?:gpu|vram)\b.{0,12}\bor\b"
    # "everything resident in vram, or does some of it land in system ram?"
    r"|\b(?:everything|all of it|it all|the whole (?:model|thing))\s+(?:\w+\s+)?(?:resident|fits?"
    r"|stays?|loaded|sits?)\s+(?:in|on)\s+(?:the\s+)?(?:gpu|vram)\b"
    r"|\b(?:does|do|will|would)\b.{0,20}\b(?:some|part|any|layers?|the rest)\b.{0,12}"
    r"\b(?:land|end up|go|spill|get pushed|get offloaded)\w*\s+(?:in|into|to|onto|on)\s+"
    r"(?:the\s+)?(?:cpu|system ram|ram|system memory)\b"
    # "is it offloading the T5 every time?", "does comfy offload the text encoder": a pipeline
    # part moved out by the tool's own memory mode, asked; no slowdown or spill described
    r"|\b(?:is|does|do|will|would)\s+(?:it|comfy(?:ui)?|forge|a1111|the\s+\w+)\s+"
    r"(?:(?:still|really|actually)\s+)?(?:be\s+)?(?:offload(?:ing)?|swapp?(?:ing)?)\s+"
    r"(?:the\s+)?(?:t5[\w-]*|clip(?:[\s-]?[lg])?|vae|unet|(?:text[\s-]?)?encoders?)(?![a-z0-9])"
)
"""Whether part of the model must go to system RAM, asked: a fit, not a spill seen."""

_SPILL_UNWANTED_RE = re.compile(
    r"(?:不想|不希望|不要|不愿意?|避免)(?:让)?.{0,8}(?:跑|放|分|卸载|挪|在|到|进)(?:到|进|在)?(?:系统)?内存"
    r"|\b(?:don'?t|do not|doesn'?t|rather not|wouldn'?t) (?:want|like|wanna)\b.{0,30}"
    r"(?:layers?|half|part of it|offload\w*|spill\w*).{0,16}\b(?:to|on|onto|in|into)\s+"
    r"(?:the\s+)?(?:cpu|system ram|ram)\b"
)
"""A spill to system RAM said to be unwanted: the asker wants it all on the card."""


def offload_asked(folded: str) -> bool:
    """Whether ``folded`` asks (or wishes against) part of the model in system RAM: a fit."""
    asked = OFFLOAD_ASKED_RE.search(folded) is not None
    return asked or _SPILL_UNWANTED_RE.search(folded) is not None


__all__ = ["OFFLOAD_ASKED_RE", "offload_asked"]
