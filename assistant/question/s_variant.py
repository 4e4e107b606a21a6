"""A trailing S on a card's number: the S (Super) card, not the plain one nor a plural.

"V100S", "4080S", "2070S" name cards of their own (the Tesla V100S, the RTX 4080 SUPER). The
GPU pattern reads the S either as the letter after the number ("v100s") or as a plural
("4080s"), and the plain card is then found. An S is the card's own when it is written as a
capital after the number ("4080S", in a question not shouted in capitals), or in a Chinese
question (no plural -s there: "4080s 显存多大"); an English lower-case "4090s" stays a plural.

When the S is the card's own, the catalog row spelt with it answers; when the catalog holds
no such card and the S is a capital ("5080S"), the name is unknown, so the reader says so with
the closest cards instead of sizing the plain one (a lower-case s in Chinese keeps the plain
card: "h100s" there is most likely the H100 written as English does).
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_CJK_RE = re.compile(r"[\u4e00-\u9fff]")
_LETTER_RE = re.compile(r"[A-Za-z]")


def _shouted(text: str) -> bool:
    """Whether the question is written mostly in capitals (an S then says nothing)."""
    letters = _LETTER_RE.findall(text)
    return len(letters) >= 8 and sum(c.isupper() for c in letters) / len(letters) > 0.7


def _s_letter(m: re.Match[str], question: str) -> str:
    """The S as the question writes it ("S" or "s"), or '' when the name ends in none.

    Either the plural group ("4080s") or a letter ending the number ("v100s 32g"), read at its
    place in ``question`` (the match's offsets are the question's).
    """
    if m["plural"] == "s":
        end = m.end("plural")
    elif not m["plural"] and not m["suffix"] and m["core"].endswith("s"):
        end = m.end("core")
    else:
        return ""
    letter = question[end - 1 : end]
    return letter if letter in ("S", "s") else ""


def s_said(m: re.Match[str], question: str) -> bool:
    """Whether a GPU match ends in an S that belongs to the card's name (see module doc)."""
    letter = _s_letter(m, question)
    if not letter:
        return False
    if _CJK_RE.search(question):
        return True
    return letter == "S" and not _shouted(question)


def _s_row(catalog: Catalog, m: re.Match[str]) -> str | None:
    """The catalog card spelt with the S, or None when it holds none."""
    core = m["core"] + (m["suffix"] or "")
    name = core if core.endswith("s") and not m["plural"] else core + "s"
    for spelling in (m["prefix"] + name, name):
        found = catalog.gpu_names.lookup(spelling, guess=False)
        if found is not None:
            return found
    return None


def s_card(
    catalog: Catalog, m: re.Match[str], question: str, read: tuple[str | None, bool]
) -> tuple[str | None, bool]:
    """The card a match names, its S heeded: ``read`` is (id, memory dropped) as first read.

    (None, False) when a capital S names a card the catalog lacks ("5080S"): unknown.
    """
    if not s_said(m, question):
        return read
    own = _s_row(catalog, m)
    if own is not None:
        return own, False
    return (None, False) if _s_letter(m, question) == "S" else read


__all__ = ["s_card", "s_said"]
