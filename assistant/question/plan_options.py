"""Plan engines or formats weighed on one setup: each one timed on the cards named; pure.

"AWQ, GPTQ or GGUF Q4_K_M for Qwen3 32B on a 4090" asks which way to run the model, so each
option is one ``estimate_speed`` on the same cards (its runtime and precision); a model too big
for the cards is timed with llama.cpp's offload plan where the option is a GGUF build.
"""

from __future__ import annotations

from assistant.models import Query, ToolCall
from assistant.models.weighed import WeighedOption
from assistant.question.plan_speed import offload_precision, speed_call
from assistant.question.planner import model_name
from assistant.question.tools import Toolbox

WEIGHED_INTENTS = frozenset({"compare", "speed", "concept", "recommend", "fit_check"})
"""Readings an option weighing takes over (the parser keeps a fit's fallback format unweighed)."""
CONFIDENT_SPEED = 6
"""A speed reading this many cue points clear of the next stands (routing's confident reading)."""


def weighs_options(query: Query) -> bool:
    """Two or more engines or formats weighed for a named model on one kind of card."""
    one_card = len({g.gpu_id for g in query.gpus}) == 1
    return (
        len(query.options_weighed) >= 2
        and one_card
        and query.model_id is not None
        and query.trouble is None
        and query.intent in WEIGHED_INTENTS
        # "vllm vs llama.cpp: by how many tok/s?": a speed asked outright is timed as speed
        and not (query.intent == "speed" and query.intent_margin >= CONFIDENT_SPEED)
    )


def plan_options(query: Query, tools: Toolbox) -> list[ToolCall]:
    """One ``estimate_speed`` per option that has a speed model (TGI is named, not timed)."""
    model = model_name(query)
    if model is None or not query.gpus:
        return []
    gpu = query.gpus[0]
    calls: list[ToolCall] = []
    for option in timed_options(query):
        precision = option.precision or query.precision
        call = speed_call(query, tools, gpu, engine=option.engine, precision=precision)
        if call is None:
            return []
        if option.engine == "llama.cpp" and call.output.get("fits") is False:
            call = _offloaded(tools, call) or call  # a GGUF build spills layers to system RAM
        calls.append(call)  # one per timed option, in order (a failed one says so)
    return calls


def _offloaded(tools: Toolbox, call: ToolCall) -> ToolCall | None:
    """llama.cpp's offload plan for a GGUF option too big for the cards (None: a Mac, or none)."""
    card = tools.catalog.gpus.get(str(call.input.get("gpu")))
    if card is None or card.vendor == "Apple":
        return None  # a Mac's memory is the GPU's: nothing to spill to
    plan = tools.call(
        "plan_offload",
        model=call.input.get("model"),
        gpu=call.input.get("gpu"),
        count=call.input.get("count"),
        precision=offload_precision(str(call.input.get("precision") or "")),
    )
    return plan if plan.output.get("kind") in ("moe_experts", "dense_layers") else None


def timed_options(query: Query) -> list[WeighedOption]:
    """The options the planner times, in the order of its calls (those with a runtime)."""
    return [o for o in query.options_weighed[:4] if o.engine is not None]


__all__ = ["CONFIDENT_SPEED", "WEIGHED_INTENTS", "plan_options", "timed_options", "weighs_options"]
