"""A term defined and then asked of the asker's card ("what is flash attention, does my 3060
support it"): the explanation comes first, from the term's own section, and the card's row says
whether it has the feature after it, the yes or no kept as the verdict."""

from __future__ import annotations

import pytest

from assistant.question.effect_ask import effect_asked
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what is flash attention and does it do anything on my 2070?", True),
        ("what is nvlink, does the a6000 have it?", True),
        ("什么是 flash attention，对 t4 有啥用", True),
        ("would it make any difference on a 3060", True),
        ("what is flash attention", False),
        ("what is the bandwidth of the 4090", False),
    ],
)
def test_effect_asked(text: str, asked: bool) -> None:
    assert effect_asked(text) is asked


@pytest.mark.parametrize(
    ("text", "section", "verdict", "row"),
    [
        (
            "what is flash attention and does it do anything on my 2070 super?",
            "FlashAttention",
            "no",
            "**No: the RTX 2070 SUPER has no FlashAttention-2**",
        ),
        (
            "what is flash attention, does my 3060 support it?",
            "FlashAttention",
            "yes",
            "**Yes: the RTX 3060 12GB has FlashAttention-2**",
        ),
        (
            "what is MIG and can the h100 do it?",
            "MIG",
            "yes",
            "**Yes: the H100 SXM5 80GB has MIG**",
        ),
    ],
)
def test_the_term_is_explained_before_the_row(
    advisor, text: str, section: str, verdict: str, row: str
) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "concept" and answer.verdict == verdict
    assert not first.startswith(("**Yes", "**No"))  # the explanation leads
    guide = next(c for c in answer.citations if c.source.startswith("guides/"))
    assert section.lower() in guide.section.lower()
    assert row in answer.answer and answer.answer.index(row) > answer.answer.index(first)
