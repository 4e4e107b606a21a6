"""Two instance types or families weighed for a model: a pick between the cards they carry. Pure.

"阿里云上推理 qwen2.5-7b，选 gn7i 还是 gn8is", "g5 or g6e for serving llama 3 8b?": the types
named are the hardware the choice runs over, not the thing asked about; what is asked is which
to take for the model. Each type stands for its GPU (from the instance table), and the question
is a recommendation among those cards only, at the cloud named. A type asked for by its fit
("哪个规格装得下", ``asks_instance_pick``) stays the family fit's; a card named beside the
types, or none of a model, leaves the question as it was.
"""

from __future__ import annotations

from assistant.catalog.offers import PriceBook
from assistant.messages.instance_fits import WEIGHED_ON_TYPE
from assistant.models import GPUAsk, Query
from assistant.question.instance_words import names_no_instance
from assistant.question.instances import Instance, find_instance
from assistant.question.providers import PROVIDER_RE

MAX_TYPES = 3
"""Types weighed in one pick ("gn7i 还是 gn8is" names two)."""


def _types_named(query: Query, book: PriceBook) -> list[Instance]:
    """Each word that names a type of the table, one per card, in the order said."""
    found: dict[str, Instance] = {}
    for word in query.instance_words:
        if names_no_instance(word) or not any(c.isalpha() for c in word):
            continue  # "10" of "10 万次", "aws": no type
        one = find_instance(word, book, query.provider)
        if one is not None and one.gpu_id is not None and one.gpu_id not in found:
            found[one.gpu_id] = one
    return list(found.values())[:MAX_TYPES]


def types_as_candidates(query: Query, book: PriceBook) -> Query:
    """``query`` with the cards of the types weighed as its candidates, when a pick is asked."""
    sized = query.model_id is not None or query.params_b is not None
    # "g6e.12xlarge vs g5.48xlarge for mixtral: more tokens per dollar?": the whole types weighed
    # (two types named and their value asked set them against each other, "or" as well as "vs")
    valued = query.objective == "best_value"
    if query.gpus or not sized or not (query.versus or valued) or query.asks_instance_pick:
        return query
    if query.price_words and not valued or query.workload_id is not None:
        return query
    types = _types_named(query, book)
    if len(types) < 2:
        return query
    if valued:  # each type's cards as it carries them, set side by side at its cloud's rates
        gpus = [GPUAsk(gpu_id=t.gpu_id or "", count=t.gpu_count, count_stated=True) for t in types]
        said = [
            WEIGHED_ON_TYPE(name=t.name, provider=t.provider, count=t.gpu_count, gpu=t.gpu_name)
            for t in types
        ]
        update: dict[str, object] = {"gpus": gpus, "intent": "compare", "task": "compare"}
        update["assumptions"] = [*said, *query.assumptions]
    else:
        gpus = [GPUAsk(gpu_id=t.gpu_id or "", count=1) for t in types]
        update = {"gpus": gpus, "intent": "recommend", "task": None, "named_candidates": "only"}
    # the types said are spent: no single type is looked up in their place
    update |= {"instance_named": None, "instance_words": []}
    cloud = PROVIDER_RE.search(types[0].provider.lower()) if query.provider is None else None
    if cloud is not None and cloud.lastgroup:  # "g5 or g6e": the types' own cloud
        update["provider"] = cloud.lastgroup
    return query.model_copy(update=update)


__all__ = ["types_as_candidates"]
