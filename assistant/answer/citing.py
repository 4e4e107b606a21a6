"""Evidence the composer may cite, and the numbering of citations in order of first use.

Citation numbers are computed, never written by hand: a passage gets ``[n]`` the first time the
composer uses it, the same passage keeps its number, and only used passages become citations.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import BaseModel

from assistant.models import Citation

_SENTENCE_RE = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？；])")
_WORD_RE = re.compile(r"[a-z0-9][a-z0-9.+-]*|[\u4e00-\u9fff]", re.IGNORECASE)
_SKIPPED_LINE_RE = re.compile(r"^\s*(?:#+\s+|\||```)")
"""Headers, table rows and code fences are never quoted."""
_LIST_MARK_RE = re.compile(r"^\s*(?:[-*]|\d+[.)])\s+")
"""List items are quoted as sentences, without their marker."""


class Evidence(BaseModel):
    """A retrieved guide passage or a spec-row passage that an answer may cite."""

    doc_id: str
    title: str
    section: str
    text: str
    source: str
    lang: str
    doc_type: str = "guide"
    score: float = 0.0


class Citer:
    """Hands out ``[n]`` markers in order of first use and collects the citations."""

    def __init__(self) -> None:
        self._numbers: dict[tuple[str, str], int] = {}
        self._citations: list[Citation] = []

    def cite(self, evidence: Evidence, snippet: str | None = None) -> str:
        """Return the marker for ``evidence``, numbering it on first use."""
        key = (evidence.doc_id, evidence.section)
        if key not in self._numbers:
            n = len(self._citations) + 1
            self._numbers[key] = n
            self._citations.append(
                Citation(
                    n=n,
                    doc_id=evidence.doc_id,
                    title=evidence.title,
                    section=evidence.section,
                    snippet=(snippet or evidence.text)[:600],
                    source=evidence.source,
                )
            )
        elif snippet:
            # the same passage quoted again: keep every quoted sentence in its snippet
            i = self._numbers[key] - 1
            old = self._citations[i]
            if snippet not in old.snippet:
                joined = f"{old.snippet} … {snippet}"[:1200]
                self._citations[i] = old.model_copy(update={"snippet": joined})
        return f"[{self._numbers[key]}]"

    @property
    def citations(self) -> list[Citation]:
        """The citations handed out so far, numbered 1..N."""
        return list(self._citations)


def sentences(text: str) -> list[str]:
    """Split passage text into prose sentences; list items count, headers and tables do not."""
    out: list[str] = []
    for raw in text.splitlines():
        if not raw.strip() or _SKIPPED_LINE_RE.match(raw):
            continue
        line = _LIST_MARK_RE.sub("", raw).replace("**", "")
        # a sentence ending in a colon introduces a list or table that is not quoted with it
        out.extend(
            s.strip()
            for s in _SENTENCE_RE.split(line)
            if len(s.strip()) > 12 and not s.strip().endswith((":", "："))
        )
    return out


def terms(text: str) -> set[str]:
    """Lower-case words and CJK characters of ``text``, for overlap scoring."""
    return {w.lower() for w in _WORD_RE.findall(text)}


_STOP = terms(
    "the a an of to in on for and or is are be can i my with what how do does it this that "
    "我 的 了 是 吗 么 能 在 和 有 个 用 要 什 怎 呢 吧 一 不"
)


def best_sentences(
    evidence: Evidence,
    query_terms: set[str],
    limit: int = 2,
    adjust: Callable[[str, str | None], str | None] | None = None,
) -> str:
    """Pick up to ``limit`` sentences of ``evidence`` that share most terms with the query.

    ``adjust(sentence, previous)`` may drop a sentence (None) or reword its lead-in (a stated
    condition); ``previous`` is the sentence quoted just before it in the passage, if any.
    """
    wanted = query_terms - _STOP
    found = sentences(evidence.text)
    ranked = []
    for i, sentence in enumerate(found):
        if adjust is not None and adjust(sentence, None) is None:
            continue
        overlap = len(terms(sentence) & wanted)
        ranked.append((overlap, -i, sentence))
    ranked.sort(reverse=True)
    chosen = sorted(ranked[:limit], key=lambda r: -r[1])
    positions = {-r[1] for r in chosen}
    out = []
    for _, neg_i, sentence in chosen:
        i = -neg_i
        previous = found[i - 1] if i - 1 in positions else None
        text = adjust(sentence, previous) if adjust is not None else sentence
        out.append(text or sentence)
    joiner = "" if evidence.lang == "zh" else " "
    return joiner.join(out)
