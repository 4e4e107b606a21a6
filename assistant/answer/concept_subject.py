"""What may lead a concept answer: a section that names the things asked about, never a pointer.

Two checks on top of the word-share ones in ``answer.concept``:

- the subject: the question's named things (glossary concepts such as 显存 / VRAM or 算力 /
  compute, and technical names such as GDDR7 or llama.cpp) must each be named by a section that
  answers it; a section that shares only generic words ("why", "LLM", "important") or one of
  two things compared does not;
- pointers: a sentence that only sends the reader to another guide ('... is in "Serving
  LLMs"', "见《…》") answers nothing and never leads.

When nothing answers, the not-covered line names the closest sections instead. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache

from assistant.answer.citing import Evidence, is_pointer
from assistant.models import Query
from assistant.question.topic import GENERIC, query_topic
from assistant.rag.glossary import GLOSSARY
from assistant.rag.lexical import tokenize

FRAMING = frozenset(
    {
        "recommendation", "GPU", "model", "LLM", "pitfalls", "software stack", "parameters",
        "student", "enterprise", "university", "own hardware", "throughput", "latency",
    }
)  # fmt: skip
"""Glossary entries (by their first English spelling) that frame a question in this domain
rather than name what it is about: the asking ("which GPU", "推荐", "大模型"), who asks and where
("a team", "本地"), and the measure ("tokens per second", "latency")."""

_TECH_NAME = re.compile(
    r"^[a-z](?=[a-z0-9.+_-]*(?:\d|\.[a-z]))(?=[0-9.+_-]*[a-z])[a-z0-9.+_-]{2,}$"
)
"""A technical name: a word of two letters or more with a digit or a dotted part ("gddr7",
"fp8", "llama.cpp"); not a figure with its unit ("96gb", "30s") nor a lane width ("x16")."""
_SIZE = re.compile(r"^\d+(?:\.\d+)?[bmk]$")


@cache
def _entries() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The glossary entries that can name a subject, spellings lower-cased."""
    return tuple(
        (tuple(z.lower() for z in zh), tuple(e.lower() for e in en))
        for zh, en in GLOSSARY
        if en[0] not in FRAMING
    )


def _asked(spelling: str, wanted: set[str]) -> bool:
    """Whether the question's topic terms hold ``spelling`` (a word, several, or Han bigrams)."""
    if spelling.isascii():
        words = tokenize(spelling)
        return bool(words) and set(words) <= wanted and not set(words) <= GENERIC
    if len(spelling) <= 2:
        return spelling in wanted
    return all(spelling[i : i + 2] in wanted for i in range(len(spelling) - 1))


def subject_groups(query: Query, guides: Sequence[Evidence] = ()) -> tuple[frozenset[str], ...]:
    """The things a question asks about, each as the set of its spellings in both languages.

    Glossary concepts the question names ("显存", "bandwidth"), when it names two or more, each
    bring all their spellings; a technical name the glossary lacks ("gddr7", "llama.cpp")
    stands alone, when one of ``guides`` names it: a name no guide knows ("eli5", an unlisted
    format) leaves the answer to the rest of the question. The cards, models and sizes named
    are left to the card notes.
    """
    wanted = set(query_topic(query))
    named = " ".join([*(g.gpu_id for g in query.gpus), query.model_id or ""]).lower()
    concepts: list[frozenset[str]] = []
    covered: set[str] = set()
    triggers: set[str] = set()  # one word asked ("serving") is one thing, whatever entries hold it
    for zh, en in _entries():
        said = {s for s in (*zh, *en) if _asked(s, wanted)}
        if said and not said <= triggers:
            group = frozenset((*zh, *en))
            if group not in concepts:
                concepts.append(group)
            covered |= {t for s in group for t in tokenize(s)}
        triggers |= said
    # one concept alone may be incidental ("on disk", "CPU offload"): the share checks judge it;
    # two or more are what the question relates ("VRAM over compute")
    groups = concepts if len(concepts) >= 2 else []
    for term in sorted(wanted):
        if term in covered or term in named or _SIZE.match(term) or not _TECH_NAME.match(term):
            continue
        if any(names_subjects(e, [frozenset({term})]) for e in guides):
            groups.append(frozenset({term}))
    return tuple(groups)


def _names(have: set[str], low: str, spelling: str) -> bool:
    if not spelling.isascii():
        return spelling in low
    words = tokenize(spelling)
    if len(words) == 1:
        return words[0] in have
    return bool(words) and spelling in low


SPARE = 3
"""With this many things asked or more, a section may leave one of them unnamed."""


def names_subjects(evidence: Evidence, groups: Sequence[frozenset[str]]) -> bool:
    """Whether a section (heading and text) names one spelling of every thing asked about.

    Of three things or more, one may go unnamed; two compared must both be named.
    """
    if not groups:
        return True
    text = f"{evidence.section} {evidence.text}"
    low = text.lower()
    tokens = tokenize(text)
    have = set(tokens) | {a + b for a, b in zip(tokens, tokens[1:], strict=False)}  # "gddr 7"
    missing = sum(not any(_names(have, low, s) for s in g) for g in groups)
    return missing <= (1 if len(groups) >= SPARE else 0)


def names_any_subject(evidence: Evidence, groups: Sequence[frozenset[str]]) -> bool:
    """Whether a section names at least one of the things asked about."""
    return any(names_subjects(evidence, [g]) for g in groups)  # one at a time: none spared


def _spans(low: str, group: frozenset[str]) -> list[tuple[int, int]]:
    """Where a heading says a spelling of a thing (Chinese as written, English as words)."""
    out: list[tuple[int, int]] = []
    for s in group:
        pattern = re.escape(s) if not s.isascii() else rf"(?<![a-z0-9]){re.escape(s)}(?![a-z0-9])"
        out.extend(m.span() for m in re.finditer(pattern, low))
    return out


RELATED = 2
"""A heading naming this many of the things asked, each on its own, is about how they relate."""


def heads_subjects(evidence: Evidence, groups: Sequence[frozenset[str]]) -> bool:
    """Whether a section's heading names two or more of the things a question weighs together.

    "显存" and "带宽" asked: "显存、带宽和算力哪个更重要" is headed by both. A spelling inside
    another's ("显存" in "显存带宽", "memory" in "memory bandwidth") names only the longer thing,
    so "显存带宽：决定数据搬得多快" is headed by bandwidth alone.
    """
    if len(groups) < RELATED:
        return False
    low = evidence.section.lower()
    spans = [_spans(low, g) for g in groups]
    named = 0
    for i, own in enumerate(spans):
        others = [s for j, group in enumerate(spans) if j != i for s in group]
        inside = [any(c <= a and b <= d and d - c > b - a for c, d in others) for a, b in own]
        named += not all(inside)
    return named >= RELATED


TEXT = {
    "none_close": {
        "en": "I have no guide section that answers this, so I won't quote one about something"
        " else. Closest: {sections}.",
        "zh": "知识库里没有讲这个问题的内容，所以不拿别的内容凑数。最接近的是：{sections}。",
    },
    "section": {"en": '"{section}" in "{title}"', "zh": "《{title}》中的“{section}”"},
    "joiner": {"en": "; ", "zh": "；"},
}
CLOSEST = 2


def not_covered_line(
    query: Query, guides: Sequence[Evidence], shares: Callable[[Evidence], bool]
) -> str | None:
    """The not-covered line naming the closest sections, or None when none is close at all.

    Close: a section in the question's language that names one of the things asked about, or
    that ``shares`` enough of the question's words.
    """
    lang = query.language
    groups = subject_groups(query, guides)
    seen: list[Evidence] = []
    for e in guides:
        if e.doc_type != "guide" or e.lang != lang or any(e.section == s.section for s in seen):
            continue
        if names_any_subject(e, groups) or shares(e):
            seen.append(e)
        if len(seen) >= CLOSEST:
            break
    if not seen:
        return None
    part = TEXT["section"][lang]
    sections = TEXT["joiner"][lang].join(
        part.format(section=e.section, title=e.title) for e in seen
    )
    return TEXT["none_close"][lang].format(sections=sections)


__all__ = [
    "heads_subjects",
    "is_pointer",
    "names_any_subject",
    "names_subjects",
    "not_covered_line",
    "subject_groups",
]
