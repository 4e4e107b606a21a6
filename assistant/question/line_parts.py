"""A model named by its family and the words after it, looked up as long as it is spelled.

"phi-4-mini" is the family phi with the parts "4" and "mini": the catalog holds Phi-4 (14B) but
no Phi-4-mini, so the lookup may end on "phi4" only by dropping "mini". A dropped word that names
a line of the family (mini, small, medium, Llama 4's scout and maverick, GLM's air) names another
model, a smaller or a different one, so nothing is found and the name is said to be unknown;
other dropped words ("instruct", "chat", "hf", a version's decimals) leave the model the same.
Pure: the catalog's name index.
"""

from __future__ import annotations

from assistant.catalog.names import NameIndex

LINE_PARTS = frozenset({"mini", "small", "medium", "scout", "maverick", "air"})
"""Words after a family and version that name one line of it, a model of its own."""


def lookup_parts(names: NameIndex, family: str, parts: list[str]) -> str | None:
    """The catalog id of ``family`` with the longest run of ``parts`` it spells, or None.

    None also when the run found leaves a line word out ("phi-4-mini" is no Phi-4).
    """
    for k in range(len(parts), -1, -1):
        ident = names.lookup(family + "".join(parts[:k]))
        if ident is not None:
            return None if LINE_PARTS.intersection(parts[k:]) else ident
    return None


__all__ = ["LINE_PARTS", "lookup_parts"]
