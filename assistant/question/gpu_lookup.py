"""Which catalog card a GPU-looking name is, and when a guessed card is another one.

A name matches a card by one of its spellings, or by a unique prefix of one ("rtx 5000" is the
RTX 5000 Ada, the only RTX 5000 the catalog holds). A prefix is a guess, and two things say the
guess names another card:

* a Quadro name: "Quadro RTX 5000", "Quadro GV100", "Quadro P6000" are cards of their own
  (Turing, Volta and Pascal workstation boards), never the Ada or Ampere card that later
  took the number; only a spelling of a row that is that card matches;
* a stated memory the guessed row does not have: "RTX 5000 16G" is the 16 GB Turing board,
  not the 32 GB Ada one.

Such a name is unknown: the reader says it is missing, with the closest cards it holds.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_MEM_GB_RE = re.compile(r"\d{1,3}")
_MEM_SLACK_GB = 2.0
"""How far a stated memory may sit from the row's and still name it ("24g" of a 24 GB card)."""
_PCIE_SAID_RE = re.compile(r"[\s-]*pci-?e$")
_SXM_SAID_RE = re.compile(r"[\s-]*sxm\d?$")


def _guessable(catalog: Catalog, ident: str, mem: str) -> bool:
    """Whether a card found by a prefix has the memory stated with it (or none was stated)."""
    said = _MEM_GB_RE.search(mem)
    return said is None or abs(catalog.gpus[ident].memory_gb - int(said.group())) <= _MEM_SLACK_GB


def _sold_at_listed_sizes(catalog: Catalog, ident: str, mem: str, counted: bool) -> bool:
    """Whether a memory size said with a card, other than its rows', names a card not held.

    A Mac is sold at fixed unified-memory sizes, one row each, and a datacenter card at the
    sizes NVIDIA or AMD build: "M3 Pro 24G" or "A2 8G" is no row, and reading it as the
    18 GB M3 Pro or the 16 GB A2 would size another machine. A consumer card keeps its row
    with a note (a modified board: "3070 16G").
    """
    said = _MEM_GB_RE.search(mem)
    gpu = catalog.gpus[ident]
    if said is None or (gpu.vendor != "Apple" and gpu.segment != "datacenter"):
        return False
    if mem.lstrip().startswith(("(", "（")):
        return False  # "2x p40 (48gb total)": an aside, often the cards' total, no other size
    held, stated = gpu.unified_memory_gb or gpu.memory_gb, int(said.group())
    cards = round(stated / held) if gpu.vendor != "Apple" else 0
    total = counted and 2 <= cards <= 16 and abs(stated - cards * held) <= _MEM_SLACK_GB * cards
    if total:  # "3 张 p40 72G": the cards counted, their total (not "A30 48G", no count said)
        return False
    return abs(held - stated) > _MEM_SLACK_GB


def _lookup(catalog: Catalog, name: str, guess: bool, mem: str) -> str | None:
    """The card ``name`` spells, else the one a prefix guesses when guessing is allowed."""
    found = catalog.gpu_names.lookup(name, guess=False)
    if found is not None or not guess:
        return found
    found = catalog.gpu_names.lookup(name)
    return found if found is not None and _guessable(catalog, found, mem) else None


_COUNT_BEFORE_RE = re.compile(
    r"(?:\d{1,2}|[两二三四五六八]|two|three|four|six|eight)\s*(?:张|块|x|×|\*)?\s*$"
)
"""A count said just before a card's name ("3 张 ", "2x "): a memory after it may be their total."""


def gpu_id(catalog: Catalog, m: re.Match[str]) -> tuple[str | None, bool]:
    """Catalog id for a GPU-looking match, and whether a stated memory size was dropped."""
    core, mem = m["core"] + m["suffix"], (m["mem"] or "")
    guess = "quadro" not in m["prefix"]  # a Quadro is matched by its own spellings only
    tail = m["suffix2"] or ""
    plain = [core + tail]
    if core.endswith("s") and not m["plural"]:
        plain.append(core[:-1] + tail)
    if m["plural"] == "s" and core.endswith(("ti", "1650", "1660")):
        plain.insert(0, core + "s" + tail)  # "4070tis", "1660s": the (Ti) Super, not two cards
    with_mem = [p + mem for p in plain] if mem else []
    for name in [m["prefix"] + c for c in with_mem] + with_mem:
        found = _lookup(catalog, name, guess, "")
        if found is not None:
            return found, False
    for name in [m["prefix"] + c for c in plain] + plain:
        found = _lookup(catalog, name, guess, mem)
        counted = _COUNT_BEFORE_RE.search(m.string[max(0, m.start() - 8) : m.start()])
        if found and mem and _sold_at_listed_sizes(catalog, found, mem, counted is not None):
            return None, False  # "m3 pro 24g", "A2 8G": a size no row holds, unknown
        if found is not None:
            return found, bool(mem)
    return _pcie_said(catalog, m["prefix"] + core + tail, mem)


_CHIP_SAID_RE = re.compile(r"(?<![a-z0-9])m([1-9])(?:\s*(pro|max|ultra))?(?![a-z0-9])")
_MEM_SAID_RE = re.compile(r"(?<!\d)(\d{1,3})\s*g(?:b|ib)?(?![a-z])")
_CHIP_ID_RE = re.compile(r"m([1-9])-(?:(pro|max|ultra)-)?(\d+)gb")


def apple_chip_suggestions(catalog: Catalog, surface: str) -> list[str]:
    """The catalog's Apple chips closest to an unknown one ("M2 Pro 32GB"), memory first.

    A Mac is sized by its unified memory: chips of the memory stated come first, nearest
    generation and same tier before others; with no memory stated, the same generation.
    """
    said = _CHIP_SAID_RE.search(surface.lower())
    if said is None:
        return []
    memory = _MEM_SAID_RE.search(surface.lower()[said.end() :])
    gen, tier = int(said[1]), said[2] or ""
    stated = int(memory[1]) if memory else None
    chips = [(ident, c) for ident in catalog.gpus if (c := _CHIP_ID_RE.fullmatch(ident))]

    def distance(row: tuple[str, re.Match[str]]) -> tuple[int, int, int]:
        _, chip = row
        gb = int(chip[3])
        off = abs(gb - stated) if stated is not None else 0
        return (off, abs(int(chip[1]) - gen), int((chip[2] or "") != tier))

    return [ident for ident, _ in sorted(chips, key=distance)[:3]]


def card_suggestions(catalog: Catalog, m: re.Match[str], surface: str) -> list[str]:
    """The closest cards to an unknown name, its memory left out first ("RTX 5000 16G")."""
    chips = apple_chip_suggestions(catalog, surface)
    if chips:  # "m2 pro 32g": Apple chips of that memory, not other spellings of "pro"
        return chips
    name = m["prefix"] + m["core"] + (m["suffix"] or "")
    guessed = catalog.gpu_names.lookup(name)  # the card a prefix guessed, set aside: closest
    bare = catalog.gpu_names.suggest(name)
    close = [*([guessed] if guessed else []), *bare, *catalog.gpu_names.suggest(surface)]
    return list(dict.fromkeys(close))[:3]


def _pcie_said(catalog: Catalog, name: str, mem: str) -> tuple[str | None, bool]:
    """A PCIe card named with its interface ("3090 pcie"): the card, when it is a PCIe card.

    The catalog names a form factor only where a card comes in several (A100 PCIe and SXM);
    every GeForce card is a PCIe card, so "3090 pcie" is the RTX 3090, not a card it lacks.
    """
    # "b200 sxm6": an SXM board named with a socket generation the catalog does not spell is
    # the card, when the card is an SXM board
    for said, form in ((_PCIE_SAID_RE, "pcie"), (_SXM_SAID_RE, "sxm")):
        bare = said.sub("", name)
        if bare == name:
            continue
        for candidate in (bare + mem, bare) if mem else (bare,):
            found = catalog.gpu_names.lookup(candidate)
            if found is not None and catalog.gpus[found].form_factor.lower().startswith(form):
                return found, candidate == bare and bool(mem)
    return None, False


__all__ = ["apple_chip_suggestions", "card_suggestions", "gpu_id"]
