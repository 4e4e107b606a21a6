"""Words the assistant knows: English, and the words its own guides use.

The question reader names a word it has never seen, standing where a name stands, as
something the catalog lacks (``question.unfamiliar``). "Never seen" means: not in the bundled
embedding model's word list (30,522 WordPiece entries, most of them common English), and not
in the guides the knowledge base is built from ("vllm", "rocm", "comfyui"). Catalog
names are added by the reader itself, from the catalog it is given.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

_WORD_RE = re.compile(r"[a-z]{3,}")


@cache
def english_words() -> frozenset[str]:
    """The bundled MiniLM's whole-word vocabulary (letters only, lower case); empty if absent."""
    from assistant.rag.embedding import bundled_model_dir

    try:
        text = (bundled_model_dir() / "vocab.txt").read_text(encoding="utf-8")
    except (ImportError, OSError):
        return frozenset()
    return frozenset(w for w in text.split() if w.isascii() and w.isalpha())


COMPOUND_PART = 4
"""Letters each half of a compound must have: "shortlist" is "short" and "list"; shorter
halves ("tens") make too many names read as two words."""


def english_compound(word: str) -> bool:
    """Whether ``word`` is two English words run together ("shortlist", "lowprofile").

    The embedding model's list splits such words into pieces ("short", "##list"), so they are
    missing from ``english_words`` while being as plain English as their halves.
    """
    words = english_words()
    low = word.lower()
    cuts = range(COMPOUND_PART, len(low) - COMPOUND_PART + 1)
    return low.isalpha() and any(low[:i] in words and low[i:] in words for i in cuts)


ENGLISH_PREFIXES = ("re", "un", "mis", "non", "pre", "over")
"""Prefixes the embedding model's list splits off ("relabeled" is "re", "##labeled")."""
PREFIXED_STEM = 4
"""Letters the rest of a prefixed word must have to be read as a word of its own."""


def prefix_stems(word: str) -> list[str]:
    """What follows each English prefix ``word`` starts with ("relabeled": "labeled")."""
    low = word.lower()
    return [
        low[len(p) :]
        for p in ENGLISH_PREFIXES
        if low.startswith(p) and len(low) - len(p) >= PREFIXED_STEM
    ]


def guide_words(guides_dir: Path) -> frozenset[str]:
    """Every Latin word of three letters or more in the guides under ``guides_dir``.

    A name the guides write about ("ComfyUI", "TensorRT", "ImageNet") is familiar: the
    answer has something to say about it.
    """
    if not guides_dir.is_dir():
        return frozenset()
    words: set[str] = set()
    for path in sorted(guides_dir.rglob("*.md")):
        words.update(_WORD_RE.findall(path.read_text(encoding="utf-8").lower()))
    return frozenset(words)


__all__ = ["english_compound", "english_words", "guide_words", "prefix_stems"]
