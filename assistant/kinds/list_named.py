"""A list of models asked of one's cards with one model named beside it.

"两张 a6000，能上哪些，glm-4.5-air 行不行", "what can I run on two 3090s, and would qwen2.5 72b
work?": the list is asked first, so it leads; the named model's own fit follows it (and, when it
misses the GPUs alone, what llama.cpp gives with its experts or layers in system RAM).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.answer.compose_llmcalc import VERDICT_WORDS
from assistant.calc.sizing import MemoryEstimate
from assistant.kinds.moe_offload_fit import dense_offload_line, lead_moe_offload, plan_moe_offload
from assistant.messages import as_sentence
from assistant.messages.fitting import NAMED_BESIDE_LIST
from assistant.models import Query, ToolCall
from assistant.question.planner import plan_fit
from assistant.question.tools import Toolbox

NAMED_FIT_TOOLS = ("estimate_memory", "plan_offload")
"""The tools that size the model named beside the list."""


def named_beside_list(query: Query) -> bool:
    """A list asked of one's own cards, and one model named beside it to check."""
    one_model = query.model_id is not None and len(set(query.model_ids)) <= 1
    plain = query.workload_id is None and query.trouble is None and query.intent != "cost"
    inference = query.method in (None, "inference") and not query.finetune_unspecified
    # "deepseek 哪个版本能装下？满血 r1 肯定不行吧": the family's list, the R1 checked after it
    listed = query.asks_model_list or query.fits_family is not None
    return listed and one_model and bool(query.gpus) and plain and inference


def plan_named(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The named model's fit on the cards (and its RAM offload when it misses them)."""
    fit = plan_fit(query, tools)
    return [*fit, *plan_moe_offload(query, tools, fit)]


def compose_named(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After the list: the named model's memory on the cards, fits or not, and a way out."""
    sized = [c.typed(MemoryEstimate) for c in calls if c.tool == "estimate_memory"]
    known = [e for e in sized if e is not None]
    # the precision as asked first; when it misses, the first retry that fits ("at 4 bits")
    estimate = next((e for e in known if e.fits), known[0] if known else None)
    if estimate is None:
        return
    verdict = "fits" if estimate.fits else "does_not_fit"
    note = NAMED_BESIDE_LIST(
        model=draft.model_name(estimate.model_id),
        precision=estimate.precision,
        per_gpu=gb(estimate.per_gpu_gb),
        usable=gb(estimate.usable_gb),
        verdict=VERDICT_WORDS[verdict][draft.lang == "zh"],
    )
    draft.add(as_sentence(note, draft.lang))
    if estimate.fits:
        return
    if not lead_moe_offload(draft, calls):
        line = dense_offload_line(draft, calls)
        if line:
            draft.add(line)


__all__ = ["NAMED_FIT_TOOLS", "compose_named", "named_beside_list", "plan_named"]
