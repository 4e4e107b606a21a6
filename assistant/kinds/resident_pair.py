"""A language model kept loaded beside a speech, image or vision model on one card.

"3060 12g，同时常驻 whisper medium 和 qwen2.5 7b q4，放得下吗": the fit asked is of both
together. The fit check sizes the language model as usual, the workload tool sizes the other
model on the same card, and the answer leads with the pair's sum against the card's usable
memory (each process holds its own CUDA context, so the two peaks add).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.sizing import MemoryEstimate
from assistant.kinds.workload_plans import media_args
from assistant.messages.resident_pair import PAIR_FITS, PAIR_SHORT
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

MEDIA_TOOL = "estimate_workload_memory"


def resident_pair(query: Query) -> bool:
    """An LLM and a media model named for one card, their fit asked."""
    llm = query.model_id is not None or query.params_b is not None
    one_card = len({g.gpu_id for g in query.gpus}) == 1
    inference = query.method in (None, "inference")
    return (
        llm
        and query.workload_id is not None
        and one_card
        and inference
        and query.intent == "fit_check"
        and (query.gpus_together or query.users_at_once or query.models_resident)
    )


def plan_pair(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The media model's memory on the card the language model is sized on."""
    if not resident_pair(query):
        return []
    return [tools.call(MEDIA_TOOL, gpu=query.gpus[0].gpu_id, **media_args(query))]


def lead_pair(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The pair's sum against the usable memory, said first, with its verdict."""
    media_call = next((c for c in calls if c.tool == MEDIA_TOOL), None)
    llm_call = next((c for c in calls if c.tool == "estimate_memory"), None)
    media = media_call.typed(MediaMemoryEstimate) if media_call is not None else None
    llm = llm_call.typed(MemoryEstimate) if llm_call is not None else None
    if media is None or llm is None or llm.count != 1:
        return
    total = llm.per_gpu_gb + media.peak_gb
    fits = total <= llm.usable_gb
    line = (PAIR_FITS if fits else PAIR_SHORT)(
        model=draft.model_name(llm.model_id),
        precision=llm.precision,
        llm_gb=llm.per_gpu_gb,
        media=draft.catalog.workloads[media.workload_id].name,
        media_gb=media.peak_gb,
        gpu=draft.gpu_name(llm.gpu_id),
        total_gb=total,
        usable_gb=llm.usable_gb,
    ).render(draft.lang)
    draft.paragraphs.insert(0, line)
    draft.verdict = "yes" if fits else "no"


__all__ = ["lead_pair", "plan_pair", "resident_pair"]
