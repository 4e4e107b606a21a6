"""Inference as people run it: a model released in a low-precision format is sized in it.

gpt-oss ships its MoE experts in MXFP4 and DeepSeek-V3/R1 and Kimi K2 ship block FP8: that
checkpoint is what Ollama, LM Studio, vLLM and transformers load when nobody asks for another
precision, so an inference workload that states none is sized and timed at the model's
``release_format`` (when the runtime runs that format), and says so. A stated precision always
wins, and training never uses it (fine-tuning loads 16-bit weights).
"""

from __future__ import annotations

from assistant.calc.engines import engine_spec
from assistant.calc.workload import Workload
from assistant.messages import Message
from assistant.messages import llmcalc as say
from assistant.models import ModelSpec

FORMAT_NAMES = {"mxfp4": "MXFP4", "fp8": "FP8"}
"""How a release format is written in an answer."""


def release_precision(model: ModelSpec, workload: Workload) -> str | None:
    """The release format ``workload`` runs ``model`` at, or None (stated, training, 16-bit).

    None too when the runtime cannot load the format (llama.cpp has no FP8 type): the usual
    16-bit default then applies.
    """
    fmt = model.release_format
    if fmt is None or workload.precision is not None or workload.method != "inference":
        return None
    return fmt.precision if fmt.precision in engine_spec(workload.engine).precisions else None


def at_release_format(model: ModelSpec, workload: Workload) -> Workload:
    """``workload`` at the model's release format when it states no precision, else as is."""
    precision = release_precision(model, workload)
    if precision is None:
        return workload
    return workload.model_copy(update={"precision": precision})


def release_note(model: ModelSpec) -> Message:
    """Which format was assumed and why: the publisher's checkpoint is in it."""
    fmt = model.release_format
    if fmt is None:  # pragma: no cover - callers check
        raise ValueError(f"{model.id} has no release format")
    scope = (
        say.RELEASE_SCOPE_EXPERTS(bits=4.25)
        if fmt.quantized == "moe_experts"
        else say.RELEASE_SCOPE_LINEAR()
    )
    return say.RELEASE_FORMAT(
        format=FORMAT_NAMES.get(fmt.precision, fmt.precision), model=model.name, scope=scope
    )


__all__ = ["FORMAT_NAMES", "at_release_format", "release_note", "release_precision"]
