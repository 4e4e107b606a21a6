"""Evidence the composer may cite, and the numbering of citations in order of first use.

Citation numbers are computed, never written by hand: a passage gets ``[n]`` the first time the
composer uses it, the same passage keeps its number, and only used passages become citations.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pydantic import BaseModel

from assistant.models import Citation

CLOSERS = "\"'”’」』》〉）)]"
"""Closing quotes and brackets: they belong to the sentence they close."""
_CLOSE = re.escape(CLOSERS)
_BOUNDARY_RE = re.compile(rf"[.!?][{_CLOSE}]*(?=\s)|[。！？；][{_CLOSE}]*")
"""Where a sentence ends: after its terminator and the quotes or brackets that close it."""
LEADING_CLOSERS = "”’」』》〉）)]"
OPENERS = "“「『《〈（("
PAIRS = (("“", "”"), ("「", "」"), ("『", "』"), ("《", "》"), ("（", "）"), ("(", ")"))
SNIPPET_CHARS, JOINED_CHARS = 1000, 1600
"""A citation holds every sentence it supports (a quoted lead runs to ~900 characters)."""
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
                    snippet=clip_at_sentence(snippet or evidence.text, SNIPPET_CHARS),
                    source=evidence.source,
                )
            )
        elif snippet:
            # the same passage quoted again: keep every quoted sentence in its snippet
            i = self._numbers[key] - 1
            old = self._citations[i]
            if snippet not in old.snippet:
                joined = clip_at_sentence(f"{old.snippet} … {snippet}", JOINED_CHARS)
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
            s
            for s in (tidy_quotes(x) for x in split_sentences(line))
            if len(s) > 12 and not s.endswith((":", "："))
        )
    return out


def split_sentences(line: str) -> list[str]:
    """One line of prose as sentences, each with the closing quotes and brackets it ends with."""
    out, start = [], 0
    for m in _BOUNDARY_RE.finditer(line):
        if not _balanced(line[start : m.end()]) or _ends_quoted_title(line, start, m):
            continue  # a ；or . inside brackets or quotes does not end the sentence
        out.append(line[start : m.end()].strip())
        start = m.end()
    out.append(line[start:].strip())
    return [s for s in out if s]


def _ends_quoted_title(line: str, start: int, boundary: re.Match[str]) -> bool:
    """Whether a terminator closes a straight-quoted title the sentence runs on after.

    In '文章"先问三件事？"讲了显存' and 'The article "这些坑你躲开了吗？" sizes a server' the ？
    ends the title, not the sentence: the quote opened in this sentence closes right after it,
    and the sentence goes on (with no space, or with a word in lower case).
    """
    if not boundary.group().endswith('"') or line[start : boundary.start()].count('"') % 2 == 0:
        return False
    after = line[boundary.end() :]
    following = after.lstrip()[:1]
    return bool(following) and (following.islower() or (after[:1] == following != " "))


def _balanced(text: str) -> bool:
    """Whether every bracket and quote opened in ``text`` is closed in it.

    A straight double quote opens and closes alike: an odd count means a quoted title such as
    "挑选训练模型GPU服务器，这些坑你躲开了吗？" is still open, and its ？ does not end the sentence.
    """
    closed = all(text.count(left) <= text.count(right) for left, right in PAIRS)
    return closed and text.count('"') % 2 == 0


def tidy_quotes(sentence: str) -> str:
    """A sentence without a quote or bracket that opens or closes outside it.

    A closing mark at its start belongs to the sentence before, an opening mark at its end to
    the one after; a straight double quote or a bracket without its pair is dropped where it
    stands at either end.
    """
    s = sentence.strip()
    while s and s[0] in LEADING_CLOSERS:
        s = s[1:].lstrip()
    while s and s[-1] in OPENERS:
        s = s[:-1].rstrip()
    if s.count('"') % 2 == 1:
        if s.startswith('"'):
            s = s[1:].lstrip()
        elif s.endswith('"'):
            s = s[:-1].rstrip()
    for left, right in PAIRS:
        if s.count(left) > s.count(right) and s.startswith(left):
            s = s[1:].lstrip()
        elif s.count(right) > s.count(left) and s.endswith(right):
            s = s[:-1].rstrip()
    return s


def clip_at_sentence(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` characters at a sentence end (a word end with " …").

    A passage's sentences are whole in a citation: no quote or bracket is left open by the cut.
    """
    if len(text) <= limit:
        return text
    head = text[:limit]
    ends = [m.end() for m in _BOUNDARY_RE.finditer(head)]
    if ends and ends[-1] >= limit // 3:
        return tidy_quotes(head[: ends[-1]])
    cut = head.rsplit(" ", 1)[0] if " " in head[limit // 2 :] else head
    return tidy_quotes(cut.rstrip(" ,;:，；：")) + " …"


def terms(text: str) -> set[str]:
    """Lower-case words and CJK characters of ``text``, for overlap scoring."""
    return {w.lower() for w in _WORD_RE.findall(text)}


_STOP = terms(
    "the a an of to in on for and or is are be can i my with what how do does it this that "
    "我 的 了 是 吗 么 能 在 和 有 个 用 要 什 怎 呢 吧 一 不"
)


_SEE_ALSO_RE = re.compile(r"(?:see(?: also)?|参见|详见|见)\s*[\"“《]", re.IGNORECASE)
"""A sentence that only points at another guide by its title."""


_POINTER = re.compile(
    r"\b(?:see|is in|are in|is covered in|are covered in|the guide)\s+[\"“][^\"”]{15,}[\"”]"
    r"|(?:见|参见|详见|请看)\s*《[^》]+》",
    re.IGNORECASE,
)
_ASIDE = re.compile(r"[（(][^（）()]*[）)]")
_CLAUSES = re.compile(r"[;；]")
_OPENS_AS_POINTER = re.compile(r"^(?:see|for more|more on)\b|^(?:见|参见|详见)", re.IGNORECASE)


def is_pointer(sentence: str) -> bool:
    """Whether a sentence only points to another guide and says nothing itself.

    Every clause of it sends the reader elsewhere ('Memory sizing is in "Serving LLMs"; MoE
    deployment is in "…"', "量化格式见《…》，显存开销见《…》"). A claim with a pointer in
    brackets after it ("compute the TCO (see "…"), comparing…") or a claim followed by one
    ("…even when memory suffices; see "…"") still says something.
    """
    if _OPENS_AS_POINTER.search(sentence.strip()):
        return True
    body = _ASIDE.sub("", sentence)
    clauses = [c for c in _CLAUSES.split(body) if c.strip(" .。，,")]
    return bool(clauses) and all(_POINTER.search(c) for c in clauses)


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
        if _SEE_ALSO_RE.match(sentence.strip()) or is_pointer(sentence):
            # 'See "Monitoring GPU utilisation…"', "各卡算力与用途见《…》": only names another
            # guide, whose title words ("T4、L4") would make it look on the question's subject
            continue
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
