"""Lexical retrieval: a bilingual tokenizer and a BM25 index over stored chunks.

English words and model tokens (``rtx``, ``4090``, ``13b``, ``a100``) stay whole; Chinese runs
are cut by jieba (search mode) and also into overlapping character bigrams, which keeps recall
on jargon jieba does not know (the Lucene CJKAnalyzer approach). Scores are BM25 Okapi as
``rank_bm25`` computes them, summed over an inverted index so a query touches only the
documents that hold one of its terms.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import tempfile
import threading
import unicodedata
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np
from rank_bm25 import BM25Okapi

# Words that carry no topic in either language (kept short: BM25's idf already discounts
# frequent words; this only drops the ones that appear in nearly every question).
STOPWORDS = frozenset(
    """
    a an and are as at be by can could do does for from how i if in into is it its me my of on
    or our should so than that the their them then there these this to use using was we what
    when where which who why will with would you your vs about need needs
    的 了 吗 呢 吧 啊 是 在 和 与 及 或 也 都 就 还 又 把 被 让 给 对 从 到 为 以 之 其 这 那 个 些
    我 你 他 她 它 我们 你们 什么 怎么 怎样 如何 哪个 哪些 多少 能 能否 可以 需要 要 会 该 应该
    吗？ 一个 一下 有 没有 不 很 更 最 上 下 中 里
    """.split()
)

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_ASCII_WORD = re.compile(r"[a-z0-9]+(?:[.\-+][a-z0-9]+)*")
_SPLIT = re.compile(r"([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)")

_jieba_lock = threading.Lock()
_jieba_ready: list[Any] = []
_jieba_folder: list[Path] = []


def set_jieba_cache(folder: Path) -> None:
    """Keep jieba's dictionary cache in ``folder`` when jieba first loads (it loads lazily)."""
    _jieba_folder[:] = [folder]


def init_jieba(cache_dir: Path | None = None) -> Any:
    """Return the jieba tokenizer, initialised once, quiet, with its cache in ``cache_dir``.

    jieba builds a prefix-dictionary cache on first use (about 1 s) and reads it back on
    every later start (about 0.5 s), so only Chinese text loads it; by default the cache lands
    in the system temp folder, which may be read-only in containers, hence the parameter.
    """
    with _jieba_lock:
        if _jieba_ready:
            return _jieba_ready[0]
        import jieba

        jieba.setLogLevel(logging.WARNING)
        folder = cache_dir or next(iter(_jieba_folder), None) or Path(tempfile.gettempdir())
        try:
            folder.mkdir(parents=True, exist_ok=True)
            jieba.dt.tmp_dir = str(folder)
        except OSError:
            jieba.dt.tmp_dir = tempfile.gettempdir()
        jieba.initialize()
        _jieba_ready.append(jieba)
        return jieba


def _ascii_tokens(text: str) -> list[str]:
    out: list[str] = []
    for word in _ASCII_WORD.findall(text):
        out.append(word)
        # "a100-80gb" also yields "a100" and "80gb"; "h100-sxm" also "h100"
        if "-" in word or "+" in word:
            out.extend(p for p in re.split(r"[\-+]", word) if p)
    return out


_RUNS_MAX = 200_000
_runs: dict[str, list[str]] = {}
"""Each Chinese run's jieba words (blanks dropped): the runs of cached texts come back with
their tokens, so composing from passages read before needs no jieba (a cold English ask)."""


def _words(run: str) -> list[str]:
    """Return jieba's search-mode words of one Chinese run, cut once per process (or cache file)."""
    words = _runs.get(run)
    if words is None:
        words = [w for w in init_jieba().lcut_for_search(run) if w.strip()]
        if len(_runs) < _RUNS_MAX:
            _runs[run] = words
    return words


def remember_runs(runs: Mapping[str, list[str]]) -> None:
    """Take ``runs`` (Chinese run -> its jieba words, as ``runs_of`` returns) as already cut."""
    if isinstance(runs, Mapping) and len(_runs) + len(runs) <= _RUNS_MAX:
        _runs.update(runs)


def runs_of(texts: Sequence[str]) -> dict[str, list[str]]:
    """The memoised words of every Chinese run in ``texts`` (after ``tokenize`` has seen them)."""
    out: dict[str, list[str]] = {}
    for text in texts:
        for run in _CJK_RUN.findall(unicodedata.normalize("NFKC", text).lower()):
            if run in _runs:
                out[run] = _runs[run]
    return out


def tokenize(text: str) -> list[str]:
    """Split ``text`` into BM25 tokens: NFKC, lower case, whole ASCII words, jieba + bigrams.

    Remembered per text (a fresh list each call): a question's answer tokenizes the same guide
    sections and headings again and again, a third of the time spent reading them.
    """
    return list(_tokens_of(text))


@lru_cache(maxsize=16_384)
def _tokens_of(text: str) -> tuple[str, ...]:
    norm = unicodedata.normalize("NFKC", text).lower()
    tokens: list[str] = []
    for part in _SPLIT.split(norm):
        if not part:
            continue
        if _CJK_RUN.fullmatch(part):
            tokens.extend(_words(part))
            if len(part) > 2:
                tokens.extend(part[i : i + 2] for i in range(len(part) - 1))
            elif len(part) == 1:
                tokens.append(part)
        else:
            tokens.extend(_ascii_tokens(part))
    return tuple(t for t in tokens if t not in STOPWORDS)


def _tokens_key(texts: Sequence[str]) -> str:
    """What the tokens of ``texts`` depend on: the texts, this module's code, jieba's version."""
    h = hashlib.sha1(Path(__file__).read_bytes())
    h.update(metadata.version("jieba").encode())
    for text in texts:
        h.update(text.encode("utf-8"))
        h.update(b"\x1e")
    return h.hexdigest()


def tokenize_all(texts: Sequence[str], cache_file: Path | None = None) -> list[list[str]]:
    """``tokenize`` of every text, kept in ``cache_file`` for the next process.

    Tokenizing the whole index takes jieba's load and about a second on 2 cores; a process
    that starts over the same index reads the tokens back instead (a cache made for other
    texts, other code or another jieba is ignored and rewritten). The file also keeps each
    Chinese run's jieba words, so later ``tokenize`` calls on these texts or their parts (the
    passages an answer quotes) do not load jieba either.
    """
    key = _tokens_key(texts) if cache_file is not None else ""
    if cache_file is not None:
        try:
            cached = json.loads(cache_file.read_text(encoding="utf-8"))
            if cached.get("key") == key and len(cached["tokens"]) == len(texts):
                remember_runs(cached.get("runs"))
                return [list(t) for t in cached["tokens"]]
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            pass
    tokens = [tokenize(t) for t in texts]
    if cache_file is not None:
        tmp = cache_file.with_name(f"{cache_file.name}.{os.getpid()}.{threading.get_ident()}")
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            runs = runs_of(texts)
            tmp.write_text(
                json.dumps({"key": key, "tokens": tokens, "runs": runs}), encoding="utf-8"
            )
            os.replace(tmp, cache_file)
        except OSError:  # a read-only data folder only costs the next start a second
            with contextlib.suppress(OSError):
                tmp.unlink()
    return tokens


class BM25Index:
    """BM25 Okapi over pre-tokenised documents, scored through an inverted index.

    The postings are flat: term ``t`` holds documents ``ids[start[t]:end[t]]`` with term
    frequencies ``tfs`` at the same places, so the whole index is a few arrays
    (``arrays``/``from_arrays``) that a process can read back instead of building.
    """

    def __init__(self, docs_tokens: Sequence[Sequence[str]], k1: float = 1.5, b: float = 0.75):
        """Index ``docs_tokens`` (one token list per document, in corpus order)."""
        self.size = len(docs_tokens)
        self._k1 = k1
        self._idf: dict[str, float] = {}
        self._at: dict[str, tuple[int, int]] = {}
        self._norm = np.zeros(0)
        self._ids = np.zeros(0, dtype=np.int64)
        self._tfs = np.zeros(0)
        if not self.size:
            return
        # rank_bm25 computes idf (with its epsilon floor), document lengths and the average
        # length; we reuse those so scores equal BM25Okapi.get_scores exactly.
        model = BM25Okapi([list(t) or [""] for t in docs_tokens], k1=k1, b=b)
        self._idf = dict(model.idf)
        lengths = np.asarray(model.doc_len, dtype=np.float64)
        self._norm = k1 * (1 - b + b * lengths / model.avgdl)
        rows: dict[str, tuple[list[int], list[int]]] = {}
        for i, freqs in enumerate(model.doc_freqs):
            for term, tf in freqs.items():
                ids, tfs = rows.setdefault(term, ([], []))
                ids.append(i)
                tfs.append(tf)
        flat_ids: list[int] = []
        flat_tfs: list[int] = []
        for term, (ids, tfs) in rows.items():
            self._at[term] = (len(flat_ids), len(flat_ids) + len(ids))
            flat_ids.extend(ids)
            flat_tfs.extend(tfs)
        self._ids = np.asarray(flat_ids, dtype=np.int64)
        self._tfs = np.asarray(flat_tfs, dtype=np.float64)

    def arrays(self) -> tuple[dict[str, list[Any]], dict[str, np.ndarray]]:
        """The index as JSON-ready lists (terms, idf) and arrays: ``from_arrays`` rebuilds it."""
        terms = list(self._at)
        lists: dict[str, list[Any]] = {
            "size": [self.size, self._k1],
            "terms": terms,
            "idf_terms": list(self._idf),
        }
        starts = np.asarray([self._at[t][0] for t in terms], dtype=np.int64)
        ends = np.asarray([self._at[t][1] for t in terms], dtype=np.int64)
        arrays = {
            "idf": np.asarray(list(self._idf.values()), dtype=np.float64),
            "norm": self._norm,
            "ids": self._ids,
            "tfs": self._tfs,
            "starts": starts,
            "ends": ends,
        }
        return lists, arrays

    @classmethod
    def from_arrays(
        cls, lists: Mapping[str, list[Any]], arrays: Mapping[str, np.ndarray]
    ) -> BM25Index:
        """The index ``arrays`` described (same scores as the one it came from)."""
        index = cls([])
        size, k1 = lists["size"]
        index.size = int(size)
        index._k1 = float(k1)
        index._idf = dict(zip(lists["idf_terms"], arrays["idf"].tolist(), strict=True))
        index._at = dict(
            zip(
                lists["terms"],
                zip(arrays["starts"].tolist(), arrays["ends"].tolist(), strict=True),
                strict=True,
            )
        )
        index._norm = arrays["norm"]
        index._ids = arrays["ids"]
        index._tfs = arrays["tfs"]
        return index

    def scores(
        self, query_tokens: Sequence[str], weights: Mapping[str, float] | None = None
    ) -> np.ndarray:
        """Return the BM25 score of every document for the distinct ``query_tokens``.

        ``weights`` scales a term's contribution (default 1.0), e.g. to count glossary
        expansions for less than the words the user typed.
        """
        out = np.zeros(self.size)
        for term in dict.fromkeys(query_tokens):
            at = self._at.get(term)
            if at is None:
                continue
            ids, tfs = self._ids[at[0] : at[1]], self._tfs[at[0] : at[1]]
            w = 1.0 if weights is None else weights.get(term, 1.0)
            out[ids] += w * self._idf[term] * tfs * (self._k1 + 1) / (tfs + self._norm[ids])
        return out

    def top(
        self,
        query_tokens: Sequence[str],
        n: int,
        allowed: np.ndarray | None = None,
        weights: Mapping[str, float] | None = None,
    ) -> list[tuple[int, float]]:
        """Return up to ``n`` (doc index, score) pairs with a positive score, best first."""
        scores = self.scores(query_tokens, weights)
        if allowed is not None:
            scores = np.where(allowed, scores, 0.0)
        positive = np.flatnonzero(scores > 0)
        if positive.size == 0:
            return []
        order = positive[np.argsort(-scores[positive], kind="stable")][:n]
        return [(int(i), float(scores[i])) for i in order]


_JOINED_VERSION = re.compile(r"^([a-z]{2,})(\d+\.\d+)$")


def spaced_names(tokens: list[str]) -> list[str]:
    """The parts of each name written joined to a dotted version ("sd1.5" -> "sd", "1.5").

    Guides write "SD 1.5" and "Qwen 2.5" spaced as often as joined; the parts find them.
    """
    out: list[str] = []
    for t in tokens:
        m = _JOINED_VERSION.match(t)
        if m:
            out.extend(p for p in m.groups() if p not in tokens and p not in out)
    return out
