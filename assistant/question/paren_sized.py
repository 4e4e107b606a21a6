"""A model named with its size in brackets: "command a (111b)", "exaone (32b)".

Writing a size in brackets after words is how people name a model by its size: whatever the
words are, even plain English ("command a"), they name that model. Left unread, the size alone
was sized as a generic model and the answer spoke of "a 111B model" as if that were what was
asked; read, the model is said first as not in the catalog, and its size still sizes a stand-in.
A family the catalog holds ("llama (70b)") is the model reader's, and a question whose model
was already read or named as missing is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.question import lexicon as lx
from assistant.question.text import Scan

_PAREN_SIZED_RE = re.compile(
    r"(?<![a-z0-9_.-])(?P<name>[a-z][a-z0-9.-]*(?:\s+[a-z0-9][a-z0-9.-]*)?)"
    r"\s*[(（]\s*(?:(?:the|an?|about|around|roughly|approx\.?|~|约|大约)\s*)?"
    r"\d+(?:\.\d+)?\s*[bm](?![a-z0-9])\s*(?:(?:params?|parameters?|参数|total|dense|moe|vlm|llm"
    r"|vision|multimodal|model|模型|多模态|视觉)\s*){0,2}[)）]"
)
"""One or two words ("command a", "reka flash", "exaone"), then a size in brackets, alone or
said with what the model is ("(the 321b vlm)", "(a 32b moe)", "（约 9B 参数）")."""
_LEADING = frozenset(
    "a an the to for on of with run running use using deploy serve host try about is and or vs"
    " fit fits how what which does do can need want local locally".split()
)
"""Words before a name that are none of it ("run xverse (255b)": the name is "xverse")."""
_NOT_A_NAME = frozenset(
    "model models llm llms dense moe base chat instruct version variant one size sized"
    " distill distilled quant the this that".split()
)
"""Words a bracketed size follows that name no model ("a dense model (70b)")."""


def read_paren_sized(
    scan: Scan, catalog: Catalog, name_missing: Callable[[Scan, Catalog, str], None]
) -> None:
    """Name a model written with its size in brackets, when nothing else named the model."""
    if scan.slots.get("model_id") or any(
        p.kind in ("unlisted_model", "unknown_model") for p in scan.problems
    ):
        return
    for m in _PAREN_SIZED_RE.finditer(scan.work):
        words = m["name"].split()
        if len(words) > 1 and words[0] in _LEADING:
            words = words[1:]
        first = words[0]
        start = m.end("name") - len(" ".join(words)) if len(words) == 1 else m.start("name")
        if len(first) < 3 and len(words) == 1:
            continue  # "a (70b)": no name
        head = re.split(r"[-.\d]", first)[0]
        if first in _NOT_A_NAME or head in lx.MODEL_FAMILIES:
            continue
        name = " ".join(words)
        if catalog.model_names.lookup(name) is not None or not normalize_name(name):
            continue
        name_missing(scan, catalog, scan.surface(start, m.end("name")))
        return
