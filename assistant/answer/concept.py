"""Concept, how-to and why answers: the answer first, then key points or steps, then sources.

The lead is 2-4 sentences chosen one by one from the best-matching section(s) against the
question; a sentence that leans on the one before it ("This…", "因此…") brings that one along,
so a condition stated there stays with it. Then up to five key points from the top section:
its list items, or the sentences that carry commands (as steps), or its next-best sentences.
Only sections that share the question's subject are quoted, at most three. Pure.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft
from assistant.answer.concept_card_pick import naming_the_card
from assistant.answer.concept_headed import better_headed
from assistant.answer.concept_names import glossed, names_concept
from assistant.answer.concept_subject import (
    heads_subjects,
    is_pointer,
    names_subjects,
    not_covered_line,
    subject_groups,
)
from assistant.answer.concept_topic import names_topic
from assistant.catalog.specs import Catalog
from assistant.models import Query
from assistant.question.topic import query_topic, topic_terms
from assistant.rag.glossary import GLOSSARY
from assistant.rag.lexical import tokenize

MAX_SECTIONS = 2
SCORE_RATIO = 0.95
"""A second section is quoted only when nearly tied with the best (tuned on the relevance set:
precision@3 0.69 at 0.8 and three sections, 0.74 here)."""
LEAD_SENTENCES = (2, 4)
KEY_POINTS = 5

TEXT = {
    "none": {
        "en": "I have no guide that covers this, so I won't quote one about something else. What"
        " is close: GPU memory, speed, prices, clouds or buying hardware.",
        "zh": "知识库里没有讲这个问题的内容，所以不拿别的内容凑数。相近的内容：显存、速度、价格、"
        "云服务或自建服务器。",
    },
    "points": {"en": "**Key points:**", "zh": "**要点：**"},
    "steps": {"en": "**Steps:**", "zh": "**步骤：**"},
}
_LEANS_ON_PREVIOUS = re.compile(
    r"^(?:this|that|these|those|it|they|so|then|thus|therefore|otherwise|in that case|here)\b"
    r"|^(?:这|那|它|因此|所以|于是|否则|此时|这样|这种|这些|那么)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z`(\"'*\d])|(?<=[。！？])(?![”\"》」』）)])")
"""A Chinese full stop ends a sentence unless a quote or title closes after it (《…？》)."""
_LIST_ITEM = re.compile(r"^\s*(?:[-*]|\d+[.)])\s+(.*)$")
_CODE = re.compile(r"`[^`]+`")


@dataclass(frozen=True)
class Sentence:
    """One sentence or list item of a section, with where it came from."""

    text: str
    position: int
    in_list: bool
    numbered: bool
    command: bool


def split_section(text: str) -> list[Sentence]:
    """Prose sentences and list items of a section; headers, tables and code blocks are skipped."""
    out: list[Sentence] = []
    fenced = False
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced or not line or line.startswith(("#", "|", ">")):
            continue
        item = _LIST_ITEM.match(line)
        body = (item.group(1) if item else line).replace("**", "")
        for part in _SENTENCE_END.split(body):
            part = part.strip()
            if len(part) < 8 or part.endswith((":", "：")):
                continue
            out.append(
                Sentence(
                    text=part,
                    position=len(out),
                    in_list=item is not None,
                    numbered=item is not None and line[:1].isdigit(),
                    command=_CODE.search(part) is not None,
                )
            )
    return out


def _overlap(text: str, wanted: set[str], weight: dict[str, float]) -> float:
    have = _with_joined(tokenize(text))
    return math.fsum(weight.get(t, 1.0) for t in wanted & have)  # exact: order-free


_WORD = re.compile(r"^[a-z]+$")
_VERSION = re.compile(r"^\d+(?:\.\d+)?$")
_DECIMAL, _PIXELS = re.compile(r"^\d+\.\d+$"), re.compile(r"^\d{3,}$")


def _with_joined(tokens: list[str]) -> set[str]:
    """The tokens, plus each name written with a space before its number, joined.

    "SD 1.5" is also "sd1.5" and "Llama 3" "llama3", so a question that writes it joined
    still finds the passage; a bare figure ("1536", "2.25") also stands for itself with a
    multiplier or pixel unit ("1536px", "2.25x").
    """
    have = set(tokens)
    have.update(
        a + b
        for a, b in zip(tokens, tokens[1:], strict=False)
        if _WORD.match(a) and _VERSION.match(b)
    )
    # a figure the question writes with its unit ("1536px", "2.25x") is the guide's bare one
    have.update(t + "x" for t in tokens if _DECIMAL.match(t))  # not "2x": any "2" would do
    have.update(t + "px" for t in tokens if _PIXELS.match(t))
    return have


def _weights(wanted: set[str], sections: Sequence[Evidence]) -> dict[str, float]:
    """Rarer question words count more (inverse frequency over the retrieved sections)."""
    n = max(len(sections), 1)
    bags = [set(tokenize(f"{e.section} {e.text}")) for e in sections]
    return {t: 1.0 + math.log((n + 1) / (1 + sum(t in b for b in bags))) for t in wanted}


SUBJECT_SHARE = 0.5
"""Share of the question's content words (weighted by rarity) a quoted section must contain."""
BEST_SHARE = {"en": 0.1, "zh": 0.06}
"""Share the best-ranked section itself must contain (Chinese questions spread their weight
over many character bigrams, hence the lower bar): below it, retrieval's best is about
something else, and the answer says nothing covers the question instead of quoting it."""
WHY_SHARE = 0.25
"""For a why or how asked, the share a close section must hold to answer when retrieval's best is
about something else and no section holds half ("为什么 Flux 比 SDXL 慢" ranked first for "whisper
批量推理为什么更快" on its "为什么"): the one that holds most of the question."""


def shares_subject(
    evidence: Evidence, wanted: set[str], weight: dict[str, float], share: float = SUBJECT_SHARE
) -> bool:
    """Whether a section holds ``share`` of the question's content words, rarest counting most."""
    if not wanted:
        return True
    total = math.fsum(weight.get(t, 1.0) for t in wanted)
    text = f"{evidence.section} {evidence.text}"
    return _overlap(f"{text} {glossed(text)}", wanted, weight) >= share * total


def holds_subject(query: Query, evidence: Sequence[Evidence]) -> bool:
    """Whether the best of ``evidence`` holds half the question's topic, rarest words first.

    The bar for a question with no domain word at all: one shared word ("job" in "write me a
    cover letter for an ML engineer job") is not a guide about it.
    """
    wanted = _wanted(query)
    return bool(evidence) and shares_subject(evidence[0], wanted, _weights(wanted, evidence))


def _wanted(query: Query) -> set[str]:
    """The question's topic terms, as a set."""
    return set(query_topic(query))


def quoted_sections(
    query: Query, evidence: Sequence[Evidence], catalog: Catalog | None = None
) -> list[Evidence]:
    """The sections a concept answer quotes: the best one, then close runners-up on the subject.

    With ``catalog``, a best section on another card gives way to one on the card asked.
    """
    guides = [e for e in evidence if e.doc_type == "guide"]
    if not guides:
        return []
    wanted = _wanted(query)
    if query.definition:  # a term defined: the cards beside it are the card notes' to answer
        cards = " ".join(g.gpu_id for g in query.gpus)
        wanted = {t for t in wanted if t not in cards} or wanted
    weight = _weights(wanted, guides)
    # the best section is retrieval's judgement, if it is about the question at all, unless a
    # close runner-up in the question's language holds clearly more of what is explained;
    # runners-up must also be on the subject
    best = _most_on_concept(query, guides, wanted)
    best = better_headed(
        query, guides, best, wanted, weight, lambda e: shares_subject(e, wanted, weight)
    )
    if not shares_subject(best, wanted, weight, BEST_SHARE[query.language]):
        # retrieval's best is about something else: a close one squarely on the subject
        # (half the question's terms, rarest first) answers instead, else nothing does
        pool = [e for e in guides[1:CONCEPT_POOL] if e.lang == query.language]
        on_subject = [e for e in pool if shares_subject(e, wanted, weight)]
        # a concept named whole ("speculative decoding" asked, 投机解码 in the section's title)
        on_subject = on_subject or [e for e in pool if names_concept(e.section, wanted)][:1]
        # things weighed against each other ("显存" before "带宽"): the section headed by them all
        on_subject = on_subject or _headed(query, guides, pool)[:1]
        if not on_subject and (query.explain_asked or query.definition):
            held = [e for e in pool if shares_subject(e, wanted, weight, WHY_SHARE)]
            text = {id(e): f"{e.section} {e.text}" for e in held}
            on_subject = sorted(held, key=lambda e: -_overlap(text[id(e)], wanted, weight))[:1]
        if not on_subject:
            return []
        best = on_subject[0]
    groups = subject_groups(query, guides)
    job = (query.workload_name or "").lower()
    on_job = len(job) >= 3 and _names(best, job)  # the job asked is the subject ("yolo n vs x")
    if not on_job and not names_subjects(best, groups):  # "why VRAM over compute", not links
        # any retrieved section: few name what was asked ("sd3.5" and "sd1.5")
        pool = [e for e in guides if e.lang == query.language]
        named = [e for e in pool if names_subjects(e, groups)]
        named = [e for e in named if shares_subject(e, wanted, weight, BEST_SHARE[e.lang])]
        if named:
            best = named[0]
        elif not names_subjects(best, [g for g in groups if len(g) == 1]):
            return []  # a technical name asked (GDDR7) that no close section names
    weighed = not on_job and not query.definition  # a term defined keeps its own section
    if weighed and not heads_subjects(best, groups):  # one headed by the things weighed
        headed = [e for e in _headed(query, guides, guides[:CONCEPT_POOL]) if e.lang == best.lang]
        best = next(
            (e for e in headed if shares_subject(e, wanted, weight, BEST_SHARE[e.lang])), best
        )
    best = _naming_the_job(query, guides, best)
    if not query.definition:  # a term defined is answered by its section, whatever cards it names
        best = naming_the_card(
            query,
            guides,
            best,
            catalog,
            lambda e: _overlap(f"{e.section} {e.text}", wanted, weight),
        )
    chosen = [best]
    covered = _prose_terms(best)
    runners = [e for e in guides[1:] if e is not best and names_subjects(e, groups)]
    for e in [e for e in runners if shares_subject(e, wanted, weight)]:
        if len(chosen) >= MAX_SECTIONS:
            break
        close = best.score <= 0 or e.score >= SCORE_RATIO * best.score
        # a runner-up headed by a question word the chosen sections' prose never says ("what is
        # FP8" when the best section has FP8 only in a table) completes the answer
        completes = bool((wanted - covered) & set(tokenize(e.section)))
        if close or completes:
            chosen.append(e)
            covered |= _prose_terms(e)
    return chosen


def _headed(query: Query, guides: Sequence[Evidence], pool: Sequence[Evidence]) -> list[Evidence]:
    """The sections of ``pool`` whose heading names every thing the question weighs together."""
    groups = subject_groups(query, guides)
    return [e for e in pool if heads_subjects(e, groups)]


def _naming_the_job(query: Query, guides: Sequence[Evidence], best: Evidence) -> Evidence:
    """``best``, or a close section that names the workload asked when ``best`` does not.

    "yolo n/s/m/l/x sizes: vram and speed" is answered from a section that says YOLO, not from
    one on quantization formats that shares "speed" with it.
    """
    name = (query.workload_name or "").lower()
    if len(name) < 3 or _names(best, name):
        return best
    wanted = _wanted(query)
    weight = _weights(wanted, guides)

    def held(e: Evidence) -> float:
        return _overlap(f"{e.section} {e.text}", wanted, weight)

    pool = [e for e in guides if e.lang == query.language]  # any retrieved: few name it
    # one that names it and holds much of the question: not a section that only names it
    named = [e for e in pool if _names(e, name) and held(e) >= JOB_SHARE * held(best)]
    return max(named, key=held, default=best)


def _names(evidence: Evidence, name: str) -> bool:
    """Whether a section, or its guide by its title, names the workload ("YOLO" in the title)."""
    return name in f"{evidence.title} {evidence.section} {evidence.text}".lower()


JOB_SHARE = 0.5
"""Share of what retrieval's best holds that a section naming the job asked needs to replace it."""


CONCEPT_LEAD = 1.5
"""How many times more of the concept's terms a runner-up must hold to be quoted first."""
CONCEPT_POOL = 5
"""How many of retrieval's best sections may be preferred for holding more of the concept."""
_SIZE_TERM = re.compile(r"^\d+(?:\.\d+)?[bm]$")


def _concept_terms(query: Query, wanted: set[str]) -> set[str]:
    """The terms of what is explained, in both languages.

    The cards and model sizes named are left out (the card notes answer for them), and each
    glossary concept is joined by its other language's words.
    """
    cards = " ".join(g.gpu_id for g in query.gpus)
    return _translated({t for t in wanted if t not in cards and _SIZE_TERM.match(t) is None})


def _translated(terms: set[str]) -> set[str]:
    """``terms`` with the words of each glossary concept they name whole, in either language.

    "speculative" and "decoding" bring 投机解码, so a Chinese section is found by them. Only
    entries of several-word concepts: a single common word ("version", 精度) is too loose.
    """
    out = set(terms)
    for zh_terms, en_terms in GLOSSARY:
        # a term of two English words names a concept; one common word ("version") does not
        named = [s for s in en_terms if " " in s and set(tokenize(s)) <= terms]
        if named or any(len(s) >= 4 and set(tokenize(s)) <= terms for s in zh_terms):
            if any(" " in s for s in en_terms):
                out |= {t for s in (*zh_terms, *en_terms) for t in tokenize(s)}
    return out


def _most_on_concept(query: Query, guides: Sequence[Evidence], wanted: set[str]) -> Evidence:
    """Retrieval's best section, or one of its next that holds clearly more of the concept asked.

    A term explained with the user's hardware beside it ("what is speculative decoding, would it
    speed up my 3090 on 70B": the 3090 and the 70B pull retrieval to speed tables), or a why asked
    whose best shares only a name ("sdxl at 1536px" ranking Flux versus SDXL first).
    """
    best = guides[0]
    terms = _concept_terms(query, wanted)
    bar = BEST_SHARE[query.language]
    weight = _weights(wanted, guides)
    # a term defined is asked whatever else the parser read ("what is X and does my card have it");
    # only when retrieval's best is about the question at all
    asked = query.definition or (query.intent == "concept" and query.explain_asked)
    if not (asked and terms) or not shares_subject(best, wanted, weight, bar):
        return best
    pool = [e for e in guides[:CONCEPT_POOL] if e.lang == query.language]
    on_terms = _weights(terms, pool or guides)

    def cover(e: Evidence) -> float:
        return _overlap(f"{e.section} {e.text}", terms, on_terms)

    top = max(pool, key=cover, default=best)  # the earlier of equals
    if top is best or not shares_subject(top, wanted, weight, bar):
        return best
    return top if cover(top) >= CONCEPT_LEAD * cover(best) else best


def _prose_terms(evidence: Evidence) -> set[str]:
    """Words of the sentences an answer can quote (tables and code blocks left out)."""
    return {t for s in split_section(evidence.text) for t in tokenize(s.text)}


OPENING_BONUS = 1.0
"""A section's first sentence states its point; it wins ties and near-ties."""


def _sentence_score(s: Sentence, wanted: set[str], weight: dict[str, float]) -> float:
    return _overlap(s.text, wanted, weight) + (OPENING_BONUS if s.position == 0 else 0.0)


def _pick(
    sentences: list[Sentence], wanted: set[str], weight: dict[str, float], n: int
) -> list[Sentence]:
    """The ``n`` sentences sharing most with the question, in text order.

    Earlier sentences win ties; each brings the sentence it leans on.
    """
    prose = [s for s in sentences if not s.in_list and not is_pointer(s.text)]
    if not any(_sentence_score(s, wanted, weight) > 0 for s in prose):
        # no prose line shares a word with the question: the list item that does leads
        prose = [s for s in sentences if not is_pointer(s.text)]
    ranked = sorted(prose, key=lambda s: (-_sentence_score(s, wanted, weight), s.position))
    picked: dict[int, Sentence] = {}
    for s in ranked:
        if len(picked) >= n:
            break
        picked[s.position] = s
        if _LEANS_ON_PREVIOUS.match(s.text) and s.position > 0:
            before = sentences[s.position - 1]
            if not before.in_list:
                picked[before.position] = before
    return [picked[p] for p in sorted(picked)]


def _joined(sentences: Sequence[Sentence], lang: str) -> str:
    return ("" if lang == "zh" else " ").join(s.text for s in sentences)


@dataclass
class ConceptAnswer:
    """The parts of a concept answer, before citation markers are attached."""

    lead: list[tuple[Evidence, str]]
    """(section, quoted sentences) for each section the lead draws on."""
    points: list[str]
    steps: bool
    """True when the points are steps (numbered items or commands)."""
    points_from: Evidence | None


def build(
    query: Query,
    evidence: Sequence[Evidence],
    asked: str | None = None,
    catalog: Catalog | None = None,
) -> ConceptAnswer | None:
    """Choose the lead sentences and key points for ``query``; None when nothing is quotable.

    ``asked`` replaces the question's text when a follow-up is read in full words.
    """
    if asked:  # the request in words (built from the typed query, not the user's text)
        query = query.model_copy(update={"text": asked, "topic_terms": topic_terms(asked)})
    sections = quoted_sections(query, evidence, catalog)
    if not sections:
        return None
    lang = query.language
    wanted = _translated(_wanted(query))  # a Chinese sentence says 投机解码 for the words asked
    weight = _weights(wanted, sections)
    low, high = LEAD_SENTENCES
    lead: list[tuple[Evidence, str]] = []
    used: set[str] = set()
    top = split_section(sections[0].text)
    first = _pick(top, wanted, weight, low if len(sections) > 1 else low + 1)
    if first:
        lead.append((sections[0], _joined(first, lang)))
        used.update(s.text for s in first)
    room = high - len(first)
    for e in sections[1:]:
        if room <= 0:
            break
        more = [s for s in _pick(split_section(e.text), wanted, weight, 1) if s.text not in used]
        if more and _overlap(_joined(more, lang), wanted, weight) > 0:
            lead.append((e, _joined(more, lang)))
            used.update(s.text for s in more)
            room -= len(more)
    points, steps = _key_points(top, used, wanted, weight)
    return ConceptAnswer(lead=lead, points=points, steps=steps, points_from=sections[0])


def _key_points(
    sentences: list[Sentence], used: set[str], wanted: set[str], weight: dict[str, float]
) -> tuple[list[str], bool]:
    """List items of the section; else its command sentences (steps); else its next best lines."""
    fresh = [s for s in sentences if s.text not in used and not is_pointer(s.text)]
    items = [s for s in fresh if s.in_list]
    if items:
        return [s.text for s in items[:KEY_POINTS]], any(s.numbered for s in items)
    commands = [s for s in fresh if s.command]
    if len(commands) >= 2:
        return [s.text for s in commands[:KEY_POINTS]], True
    ranked = sorted(fresh, key=lambda s: (-_overlap(s.text, wanted, weight), s.position))[:3]
    return [s.text for s in sorted(ranked, key=lambda s: s.position)], False


def compose_concept(draft: Draft) -> None:
    """Answer from the guides alone, or say plainly that the knowledge base has nothing."""
    lang = draft.lang
    answer = build(draft.query, draft.guides, draft.focus or None, draft.catalog)
    if answer is None or not answer.lead:
        draft.query = draft.query.model_copy(update={"kind": "not_covered"})
        wanted = _wanted(draft.query)
        weight = _weights(wanted, draft.guides)
        bar = BEST_SHARE[lang]
        close = not_covered_line(
            draft.query, draft.guides, lambda e: shares_subject(e, wanted, weight, bar)
        )
        draft.add(close or TEXT["none"][lang])
        return
    joiner = "" if lang == "zh" else " "
    draft.add(joiner.join(f"{text} {draft.citer.cite(e, text)}" for e, text in answer.lead))
    if answer.points and answer.points_from is not None:
        # the snippet holds every quoted line, so each figure in the list is grounded by it
        marker = draft.citer.cite(answer.points_from, joiner.join(answer.points))
        head = TEXT["steps" if answer.steps else "points"][lang]
        if answer.steps:
            body = [f"{i}. {p}" for i, p in enumerate(answer.points, start=1)]
        else:
            body = [f"- {p}" for p in answer.points]
        draft.add(f"{head} {marker}\n" + "\n".join(body))


__all__ = [
    "build",
    "compose_concept",
    "holds_subject",
    "names_topic",
    "quoted_sections",
    "split_section",
]
