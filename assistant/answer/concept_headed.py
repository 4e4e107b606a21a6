"""The section headed by what a why or what question asks about, among retrieval's close best.

"how does paged attention in vLLM work" ranks "Shrinking the KV cache" just above "vLLM and
PagedAttention" (both say vLLM and attention); "what is the KV cache and why does it grow with
context" ranks "When long context forces more GPUs" above "The KV-cache formula". The heading
that names more of the asked terms (weighted by rarity; "PagedAttention" written joined holds
"paged" and "attention") is the section written to answer it, so it leads. Pure.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from assistant.answer.citing import Evidence
from assistant.models import Query
from assistant.rag.lexical import tokenize

HEADED_POOL = 5
"""How many of retrieval's best sections a better-headed one may come from."""


def heading_holds(heading: str, wanted: set[str], weight: dict[str, float]) -> float:
    """The weight of the asked terms a heading names, a joined pair ("pagedattention") included."""
    have = set(tokenize(heading))
    hit = {t for t in wanted if t in have}
    hit |= {t for a in wanted for b in wanted if a != b and a + b in have for t in (a, b)}
    return math.fsum(weight.get(t, 1.0) for t in hit)


def better_headed(
    query: Query,
    guides: Sequence[Evidence],
    best: Evidence,
    wanted: set[str],
    weight: dict[str, float],
    on_subject: Callable[[Evidence], bool],
) -> Evidence:
    """``best``, or a close section in the question's language whose heading names more of it.

    Only for a concept explained (a why, how or what asked); the section must be on the
    subject by ``on_subject`` too, so a heading alone never wins.
    """
    if query.intent != "concept" or not (query.explain_asked or query.definition):
        return best
    own = heading_holds(best.section, wanted, weight)
    pool = [e for e in guides[:HEADED_POOL] if e.lang == query.language and e is not best]
    better = [e for e in pool if heading_holds(e.section, wanted, weight) > own]
    better = [e for e in better if on_subject(e)]
    return max(better, key=lambda e: heading_holds(e.section, wanted, weight), default=best)


__all__ = ["better_headed", "heading_holds"]
