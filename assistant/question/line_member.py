"""A model of the same line named by its own word after another ("maverick" after Llama 4 Scout).

"ok, maverick on that same card at bf16 then?" after a fit of Llama 4 Scout: "maverick" alone is
no model the parser knows (the word is too common to be a name everywhere), but beside the
earlier model it names the catalog's one model of that line whose id differs from the earlier
id by that word ("llama-4-scout" and "maverick": "llama-4-maverick"; "qwen2.5-7b" and "coder":
"qwen2.5-coder-7b"). Pure: the query's own words (``topic_terms``) and catalog ids.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import Query

_ID_PART_RE = re.compile(r"[-_]")
_MIN_WORD = 4
"""A line word is a name ("scout", "coder", "maverick"), not a size or a short tag."""


def _parts(model_id: str) -> set[str]:
    return set(_ID_PART_RE.split(model_id.lower()))


def line_member(query: Query, previous: Query | None, catalog: Catalog) -> str | None:
    """The sibling of the earlier model that the follow-up names by its word, or None.

    Only when the model was inherited (``query.model_id`` is still the earlier one) and exactly
    one catalog model of the same line differs from it by words the follow-up says.
    """
    if previous is None or previous.model_id is None or query.model_id != previous.model_id:
        return None
    earlier = _parts(previous.model_id)
    line = _ID_PART_RE.split(previous.model_id.lower())[0]
    said = {t.lower() for t in query.topic_terms}
    found = []
    for model_id in catalog.models:
        parts = _parts(model_id)
        added = parts - earlier
        if model_id == previous.model_id or not model_id.lower().startswith(f"{line}-"):
            continue
        named = all(w.isalpha() and len(w) >= _MIN_WORD for w in added)
        if added and named and added <= said:
            found.append(model_id)
    return found[0] if len(found) == 1 else None


def swap_line_member(
    query: Query, previous: Query | None, catalog: Catalog, carried: dict[str, object]
) -> Query:
    """``query`` on the sibling its words name (the inherited model no longer carried)."""
    sibling = line_member(query, previous, catalog)
    if sibling is None:
        return query
    carried.pop("model", None)
    return query.model_copy(update={"model_id": sibling, "model_ids": [sibling]})


__all__ = ["line_member", "swap_line_member"]
