"""A bare family word that names a few catalog models ("mixtral": 8x7B or 8x22B): asked which.

Never dropped (the question would be answered without its model) and never guessed (the
catalog's name index refuses an ambiguous name on purpose).
"""

from __future__ import annotations

import re

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.messages.core import Template
from assistant.models import Problem
from assistant.question.text import Scan

MODEL_READ_AS_FLAGSHIP = Template(
    "read.model_read_as_flagship",
    "{surface!r} read as {model} (671B; V3 is the same size), what the name usually means; name a"
    " distilled size (7B, 32B, 70B) for a smaller one",
    "{surface!r} 按 {model}（671B 满血版，V3 同规格）估算；要小一些的请写明蒸馏版规格（7B、32B"
    "、70B）",
)

FLAGSHIPS = {"deepseek": "deepseek-r1"}
"""A bare family word people use for one model: "跑 deepseek", "self-host deepseek" mean the
671B DeepSeek-R1 (V3 shares its shape and memory), not a distilled Qwen or Llama; said so."""

FEW_SIZES = 4
"""A bare family word with at most this many catalog models is asked which one ("mixtral");
a family of many ("llama", "qwen") stays the general word it usually is."""


def few_of_family(catalog: Catalog, family: str) -> list[str]:
    """The catalog ids named by a bare family word, when there are two to ``FEW_SIZES``."""
    ids = [
        m.id
        for m in sorted(catalog.models.values(), key=lambda m: m.params_b)
        if normalize_name(m.id).startswith(family)
    ]
    return ids if 2 <= len(ids) <= FEW_SIZES else []


_LINE_AFTER_RE = re.compile(r"[\s_-]*(?:coder|math|vl|janus|prover|moe|llm|ocr|chat|v\d|r\d)")
"""A product line after the family word ("deepseek coder v2", "deepseek-vl2"): not the flagship."""


def read_flagship(scan: Scan, catalog: Catalog, family: str, surface: str, after: str) -> bool:
    """Set the model a bare family word means (``FLAGSHIPS``), said so; True when set.

    ``after`` is the text after the word: a product line named there is another model.
    """
    ident = FLAGSHIPS.get(family)
    if ident is None or ident not in catalog.models or _LINE_AFTER_RE.match(after):
        return False
    scan.set("model_id", ident)
    scan.assumptions.append(
        MODEL_READ_AS_FLAGSHIP(surface=surface, model=catalog.models[ident].name)
    )
    return True


def several_sizes(surface: str, sizes: list[str]) -> Problem:
    """The problem said first when a name covers several catalog models."""
    listed = ", ".join(repr(x) for x in sizes[:6])
    return Problem(
        kind="unknown_model",
        en=f"{surface!r} comes in several sizes; did you mean {listed}?",
        zh=f"{surface!r} 有多个规格；您是不是指 {'、'.join(sizes[:6])}？",
        suggestions=sizes[:6],
    )


def note_several_sizes(scan: Scan, catalog: Catalog, surface: str, ids: list[str]) -> None:
    """Ask which of a family's models was meant; kept with their sizes for ``sized_apart``."""
    problem = several_sizes(surface, ids)
    scan.problems.append(problem)
    sizes = [catalog.models[i].params_b for i in ids if i in catalog.models]
    scan.slots.setdefault("several_sized", []).append((problem, surface, sizes))


SAME_SIZE = 0.25
"""How far (a share of a member's size) a size said apart may be from a family member's own."""


def sized_apart(scan: Scan) -> None:
    """A family of several sizes named with a size said apart that none of its models has.

    "nemo 12b (mistral's)": the catalog's Mistrals are 7B and 24B, so the 12B model meant is
    one the catalog lacks; it is said first (not a choice among the others) and sized as a
    generic model of the size said. A size near a member's ("qwen3, the 32b") leaves the ask.
    """
    size = scan.slots.get("params_b")
    for problem, surface, sizes in scan.slots.pop("several_sized", []):
        if size is None or scan.slots.get("model_id") or problem not in scan.problems:
            continue
        if any(abs(size - own) <= SAME_SIZE * own for own in sizes):
            continue
        listed = ", ".join(repr(x) for x in problem.suggestions)
        scan.problems[scan.problems.index(problem)] = Problem(
            kind="unlisted_model",
            en=f"a {size:g}B {surface!r} model is not in my catalog (it lists {listed}); the"
            f" figures below are for a generic {size:g}B model",
            zh=f"{size:g}B 的 {surface!r} 模型不在我的目录里（目录有"
            f" {'、'.join(problem.suggestions)}）；下面的数字按通用 {size:g}B 模型估算",
            suggestions=problem.suggestions,
            surface=surface,
        )


__all__ = [
    "FEW_SIZES",
    "SAME_SIZE",
    "few_of_family",
    "note_several_sizes",
    "several_sizes",
    "sized_apart",
]
