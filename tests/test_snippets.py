"""Quoted snippets are whole sentences with no stray quote marks (issue 26, item 3 second half).

Checked over every sentence of every guide in both languages, and over every section cut to
the citation length.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant.answer.citing import (
    SNIPPET_CHARS,
    Citer,
    Evidence,
    clip_at_sentence,
    sentences,
    split_sentences,
    tidy_quotes,
)
from assistant.catalog.guides import load_guides

ROOT = Path(__file__).resolve().parent.parent
GUIDES = load_guides(ROOT / "knowledge" / "guides")
PAIRS = (("“", "”"), ("「", "」"), ("『", "』"), ("《", "》"), ("（", "）"))
ENDS = re.compile(r"([.!?。！？；][\"'”’」』》〉）)\]]*| …)$")


def _sections(body: str) -> list[str]:
    return [s for s in re.split(r"^## .*$", body, flags=re.M) if s.strip()]


def _stray(text: str) -> list[str]:
    problems = []
    if text and text[0] in "”’」』》〉）":
        problems.append(f"starts with a closing mark: {text[:30]!r}")
    if text and text[-1] in "“「『《〈（":
        problems.append(f"ends with an opening mark: {text[-30:]!r}")
    for left, right in PAIRS:
        if text.count(left) != text.count(right):
            problems.append(f"unpaired {left}{right}: {text[:60]!r}")
    if text.count('"') % 2:
        problems.append(f'odd number of ": {text[:60]!r}')
    return problems


def test_there_are_guides_in_both_languages():
    assert {g.lang for g in GUIDES} == {"en", "zh"} and len(GUIDES) >= 60


@pytest.mark.parametrize("guide", GUIDES, ids=lambda g: f"{g.lang}/{g.id}")
def test_every_quotable_sentence_has_no_stray_marks(guide):
    problems = [p for s in sentences(guide.body) for p in _stray(s)]
    assert not problems, problems[:5]


@pytest.mark.parametrize("guide", GUIDES, ids=lambda g: f"{g.lang}/{g.id}")
def test_every_section_cut_to_a_citation_ends_at_a_sentence(guide):
    for section in _sections(guide.body):
        text = " ".join(section.split())
        clipped = clip_at_sentence(text, SNIPPET_CHARS)
        assert len(clipped) <= SNIPPET_CHARS + 2
        if len(text) > SNIPPET_CHARS:
            assert ENDS.search(clipped), clipped[-80:]


def test_a_chinese_closing_title_mark_stays_with_its_sentence():
    line = "详见《显存估算》。》判断之前先看规格。"
    assert split_sentences("先读《指南》即可。》判断之前先看规格。") == [
        "先读《指南》即可。》",
        "判断之前先看规格。",
    ]
    assert all(not _stray(tidy_quotes(s)) for s in split_sentences(line))


def test_an_english_quotation_keeps_its_closing_quote():
    line = 'The rule is "plan power per node, not per GPU." It sizes a server.'
    assert split_sentences(line) == [
        'The rule is "plan power per node, not per GPU."',
        "It sizes a server.",
    ]
    assert tidy_quotes('" sizes a server for every GPU.') == "sizes a server for every GPU."


def test_the_citer_cuts_long_passages_at_a_sentence_end():
    text = ("A sentence about GPUs that is long enough to count. " * 20).strip()
    ev = Evidence(doc_id="d", title="t", section="s", text=text, source="guides/en/d.md", lang="en")
    citer = Citer()
    citer.cite(ev)
    snippet = citer.citations[0].snippet
    assert len(snippet) <= SNIPPET_CHARS and snippet.endswith("count.")
