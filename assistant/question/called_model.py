"""A word the question itself calls a model: "Chroma 这个模型", "the Chroma model".

The unfamiliar-name reader leaves plain English words alone ("chroma" is a word), and a name
followed by "模型" only when it stands right before it. But "X 这个模型" ("this model X") and
"the X model" with X capitalised say outright that X is a model; when the catalog holds no
model or workload of that name, it is said first as not covered, instead of the question being
answered about whatever else it names. Pure over the question and the catalog.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.catalog.specs import Catalog
from assistant.question import lexicon as lx
from assistant.question.paren_sized import read_paren_sized
from assistant.question.text import Scan

_CALLED_ZH_RE = re.compile(
    r"(?<![\w.-])(?P<name>[a-z][a-z0-9]*(?:[-.][a-z0-9]+)*)\s*(?:这个|这款|那个|那款|这一?个)\s*"
    r"(?:大?模型|底模|checkpoint)"
)
"""A name, then "this model" ("Chroma 这个模型", "foo-v2 这款底模")."""
_CALLED_EN_RE = re.compile(
    r"(?<![a-z])the\s+(?P<name>[A-Z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*)\s+(?:model|checkpoint)"
    r"(?![a-z])"
)
""""the Chroma model": a capitalised name between "the" and "model" (orig case)."""
_NOT_A_NAME = frozenset("base same new old big small full main chat this that one".split())
"""Words that stand before "model" without naming one ("the base model", "the same model")."""
_MIN_NAME = 3


def _named(scan: Scan, catalog: Catalog) -> list[tuple[int, int]]:
    spans = [m.span("name") for m in _CALLED_ZH_RE.finditer(scan.lower)]
    spans += [m.span("name") for m in _CALLED_EN_RE.finditer(scan.orig)]
    found = []
    for start, end in spans:
        word = scan.lower[start:end]
        if len(word) < _MIN_NAME or word in _NOT_A_NAME or lx.GPU_RE.fullmatch(word):
            continue
        if re.split(r"[-.\d]", word)[0] in lx.MODEL_FAMILIES:
            continue  # "qwen 这个模型": a family the model reader knows, its size unsaid
        held = catalog.model_names.lookup(word, guess=False) is not None
        if held or catalog.workload_names.lookup(word) is not None:
            continue
        found.append((start, end))
    return found


def read_named_unlisted(
    scan: Scan, catalog: Catalog, name_missing: Callable[[Scan, Catalog, str], None]
) -> None:
    """Name a model written with its size in brackets, or called a model by the question."""
    read_paren_sized(scan, catalog, name_missing)  # "command a (111b)"
    if scan.slots.get("model_id") or scan.slots.get("workload_name"):
        return
    if any(p.kind in ("unlisted_model", "unknown_model") for p in scan.problems):
        return
    for start, end in _named(scan, catalog)[:1]:
        name_missing(scan, catalog, scan.surface(start, end))


__all__ = ["read_named_unlisted"]
