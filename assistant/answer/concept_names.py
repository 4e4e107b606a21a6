"""Concepts named whole in either language: a section titled 投机解码 is on "speculative decoding".

The glossary's several-word concepts (``rag.glossary``) join a Chinese section to the English
words a question asks it by, and back; pure.
"""

from __future__ import annotations

from functools import cache

from assistant.rag.glossary import GLOSSARY
from assistant.rag.lexical import tokenize


@cache
def _concept_names() -> tuple[tuple[str, ...], ...]:
    """Each glossary entry's whole names: several English words, one long word, four Han."""
    out = []
    for zh_terms, en_terms in GLOSSARY:
        names = [s for s in zh_terms if len(s) >= 4 and not s.isascii()]
        names += [s for s in en_terms if " " in s or len(s) >= 10]
        out.append(tuple(names))
    return tuple(out)


def names_concept(heading: str, wanted: set[str]) -> bool:
    """Whether ``heading`` names, in either language, a glossary concept asked by its whole name.

    The bigrams around a Chinese question's other words ("本地跑能提速多少") dilute its share of
    any section; a section titled by the very concept asked is on the subject all the same.
    """
    low = heading.lower()
    for names in _concept_names():
        asked = any(set(tokenize(n)) <= wanted for n in names)
        if asked and any(n.lower() in low for n in names):
            return True
    return False


def glossed(text: str) -> str:
    """The names in both languages of the glossary concepts ``text`` names by a whole name.

    A Chinese section on 投机解码 is on "speculative decoding" asked in English words, and one
    on PagedAttention on "paged attention". Only names of a concept (several English words, one
    long word, four Chinese characters): a common word (显存, "memory") is no concept's name.
    """
    low = text.lower()
    out: list[str] = []
    for names in _concept_names():
        if any(n.lower() in low for n in names):
            out += names
    return " ".join(out)


__all__ = ["glossed", "names_concept"]
