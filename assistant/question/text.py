"""The text a question is read from: cleaning, lower-casing, language, and the scan state.

``Scan`` carries the lower-cased text being read; each reader blanks what it took, so a later,
looser pattern cannot read the same words again.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from assistant.messages import Message
from assistant.models import Problem
from assistant.question.shorthand import spelled_out

GAP_KEPT = 12
"""Spaces kept at each end of a long run of blanks; the middle becomes ``GAP_FILLER``."""
GAP_FILLER = "\x00"
_LONG_GAP_RE = re.compile(f" {{{2 * GAP_KEPT + 1},}}")


def bounded_gaps(work: str) -> str:
    r"""``work`` with no run of spaces longer than ``2 * GAP_KEPT``, at the same length.

    Blanked spans side by side leave runs of spaces thousands long in a pasted wall of text,
    and a reader's ``\s*(k|w)?\s*`` backtracks over such a run in cubic time (a 4,000-character
    "240¥240¥..." took 19 s). The question's own spaces are collapsed before reading, so only
    blanks make such runs; a filler no reader matches keeps positions and bounds the work.
    """
    if "  " * GAP_KEPT not in work:
        return work
    return _LONG_GAP_RE.sub(
        lambda m: " " * GAP_KEPT + GAP_FILLER * (len(m.group()) - 2 * GAP_KEPT) + " " * GAP_KEPT,
        work,
    )


@dataclass
class Scan:
    """The text being read: ``work`` is lower-cased and gets blanked as slots are taken."""

    orig: str
    work: str
    lower: str = ""
    """``work`` before any blanking: intent cues and topic checks read this."""
    slots: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    assumptions: list[Message] = field(default_factory=list)
    """Loose readings taken ("8k" as 8192 tokens), rendered in the question's language later."""

    def blank(self, start: int, end: int) -> None:
        """Replace ``work[start:end]`` with spaces so no later pattern reads it."""
        self.work = bounded_gaps(self.work[:start] + " " * (end - start) + self.work[end:])

    def blank_all(self, spans: list[tuple[int, int]]) -> None:
        """Blank many spans in one pass (linear, however many there are)."""
        if not spans:
            return
        chars = list(self.work)
        for start, end in spans:
            chars[start:end] = " " * (end - start)
        self.work = bounded_gaps("".join(chars))

    def surface(self, start: int, end: int) -> str:
        """Return the question's own spelling of a span (case kept)."""
        return " ".join(self.orig[start:end].split())

    def set(self, slot: str, value: Any) -> bool:
        """Set ``slot`` unless an earlier mention already did; return whether it was set."""
        if self.slots.get(slot) is not None:
            return False
        self.slots[slot] = value
        return True


# --------------------------------------------------------------------------- text and numbers


def clean(text: str) -> str:
    """Drop control and format characters (zero-width, bidi), keeping line breaks as spaces."""
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\t\n\r":
            out.append(" ")
        elif cat[0] != "C":
            out.append(ch)
    return "".join(out)


_SQUARED_RE = re.compile(r"(?<![\d.])(\d{2,5})\s*²")


def unsquare(text: str) -> str:
    """A square picture said squared, as a size: "1024²" is "1024x1024" (NFKC would make 10242)."""
    return _SQUARED_RE.sub(r"\1x\1", text)


def expanded(text: str) -> str:
    """``text`` with squares said as sizes ("1024²") and shorthand spelled out ("mem bw")."""
    return spelled_out(unsquare(text))


_VARIANT_ASIDE_RE = re.compile(
    r"\((?:\s*(?:the|a|an)\s+)?(?P<name>[a-z0-9][\w.+-]*)\s*(?:"
    r"(?:one|version|variant|flavou?r|edition|model|checkpoint|finetune|fine-tune|merge"
    r"|based|derivative)s?|那个|那款|的那个|版本?|微调版?|底模)\s*\)"
)
"""A name in brackets that says which one, or what a name is built on: "flux (the schnell one)",
"pony (an sdxl finetune)", "qwen (32b 那个)"."""


def unwrap_variant_asides(work: str) -> str:
    """``work`` with a bracketed "the X one" read as X beside the name before it, same length.

    "flux (the schnell one)" reads as "flux schnell" (the variant named, not the family's
    default); "pony (an sdxl finetune)" names the base the finetune is sized as. Only the
    brackets and their filler words are blanked, so positions stay valid.
    """

    def keep_name(m: re.Match[str]) -> str:
        start, end = m.span("name")
        whole_start = m.start()
        return " " * (start - whole_start) + m["name"] + " " * (m.end() - end)

    return _VARIANT_ASIDE_RE.sub(keep_name, work)


def fold(text: str) -> str:
    """The one text normalisation readers match on: NFKC, lower case, trimmed."""
    return unicodedata.normalize("NFKC", text).lower().strip()


def lower_same_length(text: str) -> str:
    """Lower-case without changing the length, so positions stay valid ("İ" stays as is)."""
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


__all__ = [
    "GAP_FILLER",
    "Scan",
    "bounded_gaps",
    "clean",
    "fold",
    "lower_same_length",
    "unwrap_variant_asides",
    "expanded",
]
