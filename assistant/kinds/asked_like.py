"""Which kind questions worded like this one asked: a vote of the nearest labelled questions.

The kinds' own examples are ten or so per language, written to show each kind; people word the
same questions in many more ways ("ollama ps shows 100% GPU but 5 t/s" is a trouble, not a
speed). ``labelled_questions.json`` holds the questions of the understanding sets that were read
(written apart from the parser, by people phrasing them as forum posts, each labelled with the
kind that answers it); the held-out set is never in it. A question's ``NEIGHBOURS`` nearest
labelled questions (TF-IDF cosine over retrieval's bilingual tokens) vote with their similarity;
the vote names a kind only when one kind takes ``CONFIDENT_SHARE`` of it. Pure apart from the
file read and the token cache, both once per process.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict

from assistant.config import cache_dir, get_settings
from assistant.rag.lexical import tokenize_all

LABELLED_FILE = Path(__file__).with_name("labelled_questions.json")
"""Generated, never edited: JSON, read in a tenth of a second where YAML took two to seven
(every process that answers a question reads it once: the CLI, each server, each test worker)."""
TOKEN_CACHE = "labelled-question-tokens.json"
NEIGHBOURS = 10
"""How many of the nearest labelled questions vote (5 was noisier on the sets left out)."""
CONFIDENT_SHARE = 0.5
"""The share of the vote one kind needs to overturn a calculator kind the parser chose."""
PLURALITY_SHARE = 0.35
"""The share that is enough when nothing else was found (the explanation kind by default)."""
LEAST_SIMILARITY = 0.2
"""The nearest labelled question must be at least this close, or nothing is said."""

Workload = Literal["llm", "image", "video", "vision", "speech"]


ANSWERED_BY: dict[str, frozenset[str]] = {
    "fit_check": frozenset({"fit_check", "host", "fits_hardware", "kv_cache", "workload_fit"}),
    "fits_hardware": frozenset({"fits_hardware", "workload_fit"}),
    "recommend": frozenset({"recommend", "serve", "catalog", "workload_pick"}),
    "price": frozenset({"price", "job_duration", "workload_pick"}),
    "job_duration": frozenset({"job_duration", "workload_speed"}),
    "speed": frozenset({"speed", "workload_speed"}),
    "serve": frozenset({"serve", "workload_pick"}),
    "compare": frozenset({"compare", "workload_compare"}),
    "instance": frozenset({"instance", "price"}),
    "troubleshoot": frozenset({"troubleshoot", "fit_check", "kv_cache", "workload_fit"}),
    "verify": frozenset({"verify", "troubleshoot"}),
}
"""The kinds whose answers also answer a labelled kind (the others: only that kind)."""
FOR_WORKLOADS: dict[str, str] = {
    "fit_check": "workload_fit",
    "fits_hardware": "workload_fit",
    "recommend": "workload_pick",
    "speed": "workload_speed",
    "job_duration": "workload_speed",
    "compare": "workload_compare",
    "serve": "workload_pick",
}
"""The kind that answers a labelled kind for an image, video, vision or speech workload."""


def answers(kind: str, labelled: str) -> bool:
    """Whether an answer of ``kind`` answers a question labelled ``labelled``."""
    return kind in ANSWERED_BY.get(labelled, frozenset({labelled}))


def kind_for(labelled: str, workload_named: bool) -> str:
    """The registry kind that answers a ``labelled`` question (a named workload: its own kinds)."""
    return FOR_WORKLOADS.get(labelled, labelled) if workload_named else labelled


class LabelledQuestion(BaseModel):
    """One question as a user wrote it, with the kind of question it is."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    q: str
    kind: str
    workload: Workload = "llm"
    source: str
    """The set it came from (``tuned``, ``fresh7``…): a set can be left out to measure."""


class Vote(BaseModel):
    """What the nearest labelled questions said: the kind, its share and the closest match."""

    kind: str
    share: float
    nearest: float
    """Cosine of the question with the closest labelled question."""


def load_labelled(path: Path = LABELLED_FILE) -> list[LabelledQuestion]:
    """The labelled questions bundled with the project."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [LabelledQuestion.model_validate(item) for item in data["questions"]]


def _weights(tokens: Iterable[str], idf: dict[str, float]) -> dict[str, float]:
    counts = Counter(tokens)
    weights = {t: (1 + math.log(n)) * idf.get(t, 0.0) for t, n in counts.items()}
    norm = math.sqrt(math.fsum(w * w for w in weights.values())) or 1.0
    return {t: w / norm for t, w in weights.items() if w}


class LabelledIndex:
    """An inverted TF-IDF index over labelled questions."""

    def __init__(self, labelled: Sequence[LabelledQuestion], tokens: Sequence[list[str]]):
        self._kinds = [item.kind for item in labelled]
        frequency: Counter[str] = Counter()
        for toks in tokens:
            frequency.update(set(toks))
        total = len(tokens)
        self._idf = {t: math.log((1 + total) / (1 + n)) + 1.0 for t, n in frequency.items()}
        postings: dict[str, list[tuple[int, float]]] = {}
        for i, toks in enumerate(tokens):
            for term, weight in _weights(toks, self._idf).items():
                postings.setdefault(term, []).append((i, weight))
        # each term's questions and weights as arrays: a vote adds them up in numpy
        self._postings = {
            term: (np.array([i for i, _ in rows], dtype=np.int64), np.array([w for _, w in rows]))
            for term, rows in postings.items()
        }
        self._size = len(tokens)
        self._vocabulary: dict[str, set[str]] = {}
        for kind, toks in zip(self._kinds, tokens, strict=True):
            self._vocabulary.setdefault(kind, set()).update(toks)

    def said_apart_from(self, kind: str, tokens: Sequence[str]) -> list[str]:
        """The English words of ``tokens`` (five letters or more) no ``kind`` question has."""
        seen = self._vocabulary.get(kind, set())
        return [t for t in tokens if len(t) >= 5 and t.isascii() and t.isalpha() and t not in seen]

    def vote(self, tokens: Sequence[str]) -> Vote | None:
        """The kind most of the nearest questions name, or None when none is near."""
        scores = np.zeros(self._size)
        for term, weight in _weights(tokens, self._idf).items():
            if term in self._postings:
                rows, doc_weights = self._postings[term]
                scores[rows] += weight * doc_weights  # a question appears once per term
        scored = np.flatnonzero(scores)
        # the highest first; equal scores in question order
        order = scored[np.lexsort((scored, -scores[scored]))][:NEIGHBOURS]
        nearest = [(int(i), float(scores[i])) for i in order]
        if not nearest or nearest[0][1] < LEAST_SIMILARITY:
            return None
        ballot: dict[str, float] = {}
        for i, score in nearest:
            ballot[self._kinds[i]] = ballot.get(self._kinds[i], 0.0) + score
        kind, top = max(ballot.items(), key=lambda kv: kv[1])
        share = top / math.fsum(ballot.values())
        return Vote(kind=kind, share=round(share, 3), nearest=round(nearest[0][1], 3))


@cache
def labelled_index() -> LabelledIndex:
    """The index over the bundled labelled questions (jieba only when the file changes)."""
    labelled = load_labelled()
    where = cache_dir(get_settings()) / TOKEN_CACHE
    return LabelledIndex(labelled, tokenize_all([item.q for item in labelled], where))


def words_apart_from(kind: str, tokens: Sequence[str]) -> list[str]:
    """English words no labelled ``kind`` question has ("attention" for small talk)."""
    return labelled_index().said_apart_from(kind, tokens)


def vote_for(tokens: Sequence[str]) -> Vote | None:
    """The kind that questions with these tokens (retrieval's ``tokenize``) asked."""
    return labelled_index().vote(tokens)


__all__ = [
    "ANSWERED_BY",
    "CONFIDENT_SHARE",
    "FOR_WORKLOADS",
    "LABELLED_FILE",
    "NEIGHBOURS",
    "PLURALITY_SHARE",
    "LabelledIndex",
    "LabelledQuestion",
    "Vote",
    "answers",
    "kind_for",
    "labelled_index",
    "load_labelled",
    "words_apart_from",
    "vote_for",
]
