"""How much GPU memory a named model needs, asked with no card: the figure first, then a pick.

"how much vram does deepseek v3 need", "llama 3 70b 要多少显存": the model sized on one big
card at its release format (else bf16), 8-bit and 4-bit, so the first line is gigabytes; the
recommendation that follows says where that fits.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import memory_need as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.planner import memory_call, model_name, single_method
from assistant.question.tools import Toolbox

SIZING_CARD = GPUAsk(gpu_id="h200-sxm", count=1)
"""The card a need is sized on: its figure is the model's, whatever the card (one GPU, no split)."""
TOOL = "estimate_memory"


def memory_need_asked(query: Query) -> bool:
    """A named LLM's memory is asked with no card, budget or other workload to pick for."""
    alone = not query.gpus and query.budget is None and query.workload_id is None
    # a bare size is a model too ("a 7b model, full fine-tuning"): a generic one of that size
    named = query.model_id is not None or query.params_b is not None
    return query.spec_fields == ["memory"] and named and alone


def _precisions(query: Query, tools: Toolbox) -> list[str | None]:
    """The release format (else bf16), 8-bit and 4-bit for inference; the method's own else."""
    if query.precision is not None or single_method(query) != "inference":
        return [query.precision]
    release = tools.catalog.release_precision(query.model_id)
    first = release or "bf16"
    rest = [p for p in ("int8", "q4_k_m") if not (p == "int8" and first in ("fp8", "int8"))]
    return [first, *(p for p in rest if first not in ("mxfp4", "int4", "q4_k_m"))]


def plan_memory_need(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``estimate_memory`` of the model on one big card at each precision people run it at."""
    model = model_name(query)
    assert model is not None
    method = single_method(query)
    return [
        memory_call(query.model_copy(update={"precision": p}), tools, model, method, SIZING_CARD)
        for p in _precisions(query, tools)
    ]


def _word(table: dict[str, tuple[str, str]], key: str, lang: str) -> str:
    en, zh = table.get(key, (key, key))
    return zh if lang == "zh" else en


def lead_memory_need(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The gigabytes first: the first precision's figure, the others after it."""
    lang = draft.lang
    sized = [est for c in calls if c.tool == TOOL and (est := c.typed(MemoryEstimate)) is not None]
    if not sized:
        return
    first, *others = sized
    release = draft.catalog.release_precision(first.model_id)
    word = _word(say.PRECISIONS, first.precision, lang)
    shown = say.RELEASE(precision=word).render(lang) if release == first.precision else word
    figures = [
        say.AT(gb=o.per_gpu_gb, precision=_word(say.PRECISIONS, o.precision, lang)) for o in others
    ]
    joined = ("、" if lang == "zh" else ", ").join(f.render(lang) for f in figures)
    line = say.NEEDS(
        model=draft.model_name(first.model_id),
        first=first.per_gpu_gb,
        precision=shown,
        method=_word(say.METHODS, first.method, lang),
        context=first.seq_len,
        others=say.OTHERS(figures=joined).render(lang) if joined else "",
    )
    text = line.render(lang)
    if lang == "en":  # "a 7B model needs …": a generic model opens the sentence capitalised
        text = re.sub(r"^(\W*)([a-z])", lambda m: m[1] + m[2].upper(), text)
    draft.add(text + ("。" if lang == "zh" else "."))
    draft.add(say.PICK_FOLLOWS().render(lang))


__all__ = ["lead_memory_need", "memory_need_asked", "plan_memory_need"]
