"""A cold English question loads no jieba: the kinds' examples and the passages' Chinese runs
come back from the token caches (issue 27: jieba's load was about a second of a cold ask)."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest

import assistant.rag.lexical as lexical
from assistant.advisor import build_advisor
from assistant.config import get_settings, settings_from_env
from assistant.evaluation import load_golden
from assistant.kinds import REGISTRY
from assistant.kinds.example_tokens import CACHE_FILE, example_tokens
from assistant.kinds.routing import ExampleIndex

GOLDEN = Path(__file__).parent / "golden"
_CJK = re.compile(r"[\u3400-\u9fff]")
SAMPLE = ["What PSU should I get for two 3090s?", "我有一张3090，能跑什么模型", "还是", ""]


def _no_jieba(*_args: object) -> object:
    raise AssertionError("jieba was loaded")


def test_example_tokens_are_tokenize_and_come_back_from_the_file(tmp_path, monkeypatch):
    where = tmp_path / "cache" / CACHE_FILE
    first = example_tokens(SAMPLE, where)
    assert first == [lexical.tokenize(t) for t in SAMPLE]
    assert json.loads(where.read_text(encoding="utf-8"))["tokens"] == first
    monkeypatch.setattr(lexical, "_runs", {}, raising=False)
    monkeypatch.setattr(lexical, "init_jieba", _no_jieba)
    assert example_tokens(SAMPLE, where) == first
    assert lexical.tokenize(SAMPLE[1]) == first[1]  # its runs came back with the file


def test_the_example_index_reads_its_tokens_back_and_scores_the_same(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(tmp_path / "data"))
    get_settings.cache_clear()
    built = ExampleIndex(REGISTRY)
    assert (tmp_path / "data" / "cache" / CACHE_FILE).is_file()
    monkeypatch.setattr(lexical, "_runs", {}, raising=False)
    monkeypatch.setattr(lexical, "init_jieba", _no_jieba)
    again = ExampleIndex(REGISTRY)
    for text in SAMPLE[:1]:
        assert again.similarity(text) == built.similarity(text)


@pytest.mark.slow
def test_english_golden_questions_need_no_jieba_once_the_caches_exist(
    real_advisor, real_index_dir, real_data_dir, monkeypatch
):
    english = [c.question for c in load_golden(GOLDEN) if not _CJK.search(c.question)][::3]
    assert len(english) > 30
    before = {q: real_advisor.ask(q).model_dump() for q in english}  # writes the caches
    env = {
        "GPU_ADVISOR_INDEX": str(real_index_dir),
        "GPU_ADVISOR_DATA": str(real_data_dir),
        "GPU_ADVISOR_PRICES": "/nonexistent.yaml",
    }
    monkeypatch.setenv("GPU_ADVISOR_DATA", str(real_data_dir))
    get_settings.cache_clear()
    ExampleIndex(REGISTRY)  # the example cache, in the data folder a process would use
    # what a new process knows: nothing tokenized yet, and no jieba to load
    monkeypatch.setattr(lexical, "_runs", {}, raising=False)
    monkeypatch.setattr(lexical, "init_jieba", _no_jieba)
    ExampleIndex(REGISTRY)
    cold = build_advisor(settings_from_env(env), today=date(2026, 11, 29))
    for question in english:
        assert cold.ask(question).model_dump() == before[question]
