"""A bare family word that names a few catalog models ("mixtral": 8x7B or 8x22B): asked which.

Never dropped (the question would be answered without its model) and never guessed (the
catalog's name index refuses an ambiguous name on purpose).
"""

from __future__ import annotations

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.models import Problem
from assistant.question.text import Scan

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
