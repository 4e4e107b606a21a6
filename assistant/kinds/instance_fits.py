"""What a rented instance type runs ("rented a g5.12xlarge, biggest model I can serve?").

An instance type named, with the list of models it runs asked and no model, card or price:
the type's own cards (from the instance table) are sized like one's own box. Pure: reads the
typed request and the price book through the toolbox.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, provider_name
from assistant.messages import instance_fits as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instance_words import names_no_instance
from assistant.question.instances import Instance, find_instance, shaped_like_a_type_name
from assistant.question.tools import Toolbox


def asks_type_model_list(query: Query) -> bool:
    """The models an instance type runs asked, with no card, model, workload or price said."""
    if not query.asks_model_list or query.price_words or not _cards_of_the_name(query):
        return False
    if query.model_id is not None or query.params_b is not None or query.workload_id is not None:
        return False
    if query.workload_family or query.trouble is not None or query.memory_gb is not None:
        return False
    shaped = any(
        shaped_like_a_type_name(w) and not names_no_instance(w) for w in query.instance_words
    )
    named = query.instance_named is not None or (query.type_word_said and query.provider)
    return shaped or bool(named)


def _cards_of_the_name(query: Query) -> bool:
    """No card named, or only the cards the type's own name spells ("NC A100 v4")."""
    name = (query.instance_named or "").lower().replace("_", " ").split()
    return all(
        (base := g.gpu_id.split("-")[0]) in name and base in query.instance_words
        for g in query.gpus
    )


def type_cards(query: Query, tools: Toolbox) -> GPUAsk | None:
    """The cards of the instance type the question names, or None when the table lacks it."""
    if not asks_type_model_list(query) or not query.instance_words:
        return None
    found = find_instance(" ".join(query.instance_words), tools.prices, query.provider)
    if found is None or found.gpu_id is None:
        return None
    return GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)


def type_call(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``describe_instance`` of the type whose cards were sized, for the note that says so."""
    if not asks_type_model_list(query) or not query.instance_words:
        return []
    return [
        tools.call(
            "describe_instance", name=" ".join(query.instance_words), provider=query.provider
        )
    ]


def type_note(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Say which type's cards the list was sized on ("g5.12xlarge carries 4 × A10G 24GB")."""
    described = next((c for c in calls if c.tool == "describe_instance"), None)
    found = described.typed(Instance) if described is not None else None
    if found is None or found.gpu_id is None:
        return
    note = say.SIZED_ON_TYPE(
        name=found.name,
        provider=provider_name(found.provider, draft.lang),
        count=found.gpu_count,
        gpu=draft.gpu_name(found.gpu_id),
    )
    said = note.render(draft.lang) + ("." if draft.lang == "en" else "。")
    if draft.deferred_note:
        draft.assume(note)
    else:  # right after the headline: the type asked about, and the cards it was sized as
        draft.deferred_note = said
