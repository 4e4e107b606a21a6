"""Which type of a named instance family holds a model ("GN7 or GN10Xp for Qwen2.5-32B fp16?").

A family named (a type's name without its size: "GN7", "p2v", "g6e") beside a model and a type
asked for: each family's GPU is sized at every GPU count its types come in, smallest first, and
the first count that holds the model names the type. A family none of whose types holds it says
what its largest type would need. Pure: reads the typed request and the tool calls.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from assistant.answer.compose import METHOD_NAMES, Draft, gb, provider_name
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import instance_family as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instance_tools import InstanceList
from assistant.question.instance_words import is_type_word, names_no_instance
from assistant.question.instances import Instance
from assistant.question.planner import memory_call, model_name, single_method
from assistant.question.tools import Toolbox

MAX_FAMILIES = 3
"""Families weighed in one answer ("GN7 和 GN10Xp" names two)."""


def families_for_model(query: Query) -> bool:
    """A type asked for by family beside a model, with no card named ("GN7 和 GN10Xp 哪个规格")."""
    model = query.model_id is not None or query.params_b is not None
    asked = query.asks_instance_pick and query.type_word_said and query.provider is not None
    plain = not query.gpus and not query.price_words and query.workload_id is None
    return model and asked and plain


def plan_family_fit(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Each family named: its default type, the model at each GPU count, the type that holds it."""
    model = model_name(query)
    if model is None:
        return []
    method = single_method(query)
    calls: list[ToolCall] = []
    seen: set[str] = set()
    for word in query.instance_words:
        if len(seen) >= MAX_FAMILIES:
            break
        mixed = re.search(r"[a-z]", word) is not None and re.search(r"\d", word) is not None
        if not (mixed or is_type_word(word)) or names_no_instance(word):
            continue  # "g5", "gn7", "p2v": a letter and a digit; "aws", "or" name no family
        described = tools.call("describe_instance", name=word, provider=query.provider)
        found = described.typed(Instance)
        if found is None or not found.by_family or found.gpu_id is None:
            continue
        if (found.family or found.name) in seen:
            continue
        seen.add(found.family or found.name)
        calls.append(described)
        for count in sorted(set(found.family_gpu_counts or [found.gpu_count])):
            cards = GPUAsk(gpu_id=found.gpu_id, count=count, count_stated=True)
            sized = memory_call(query, tools, model, method, cards)
            calls.append(sized)
            estimate = sized.typed(MemoryEstimate)
            if estimate is not None and estimate.fits:
                calls.append(
                    tools.call(
                        "list_instances", gpu=found.gpu_id, count=count, provider=query.provider
                    )
                )
                break
    return calls


def _type_named(found: Instance, listed: ToolCall | None) -> str | None:
    """The family's own type at the count that fits (another family may carry the same card)."""
    shown = listed.typed(InstanceList) if listed is not None else None
    if shown is None:
        return None
    family = (found.family or "").lower()
    same = [i for i in shown.instances if (i.family or "").lower() == family]
    return same[0].name if same else None


def compose_family_fit(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The families holding the model first, each with its smallest type; then the others."""
    fits: list[str] = []
    short: list[str] = []
    for i, call in enumerate(calls):
        found = call.typed(Instance) if call.tool == "describe_instance" else None
        if found is None or found.gpu_id is None:
            continue
        rest = []
        for later in calls[i + 1 :]:
            if later.tool == "describe_instance":
                break
            rest.append(later)
        sized = [e for c in rest if c.tool == "estimate_memory" if (e := c.typed(MemoryEstimate))]
        if not sized:
            continue
        last = sized[-1]
        listed = next((c for c in rest if c.tool == "list_instances"), None)
        values: dict[str, str | int] = {
            "family": found.family or found.name,
            "provider": provider_name(found.provider, draft.lang),
            "model": draft.model_name(last.model_id),
            "method": METHOD_NAMES[draft.lang].get(last.method, last.method),
            "precision": last.precision,
            "count": last.count,
            "gpu": f"{draft.gpu_name(last.gpu_id)} {draft.spec(last.gpu_id)}".strip(),
            "need": gb(last.per_gpu_gb),
            "usable": gb(last.usable_gb),
        }
        if last.fits:
            name = _type_named(found, listed)
            fitting = (
                say.FAMILY_FITS(name=name, **values) if name else say.FAMILY_FITS_UNNAMED(**values)
            )
            fits.append(fitting.render(draft.lang))
        else:
            largest = found.family_largest or found.name
            short.append(say.FAMILY_TOO_SMALL(name=largest, **values).render(draft.lang))
    end = "。" if draft.lang == "zh" else "."
    for text in [*fits, *short]:
        draft.add(text + end)
    if fits:
        draft.verdict = "yes"
    elif short:
        draft.verdict = "no"


__all__ = ["compose_family_fit", "families_for_model", "plan_family_fit"]
