"""Catalog, explanation and small-talk readings of the sixteenth session.

A card's figures asked in a clause of their own beside a why are the row first and the guide's
why after it; "how is X different from Y" sets two sheets side by side, their shared figures
named, and a feature asked is said for each card; the hearsay a why is framed in is no subject
of the guides; "is there a person answering this" is small talk about the assistant.
"""

import pytest

from assistant.question.spec_premise import figures_asked
from assistant.question.topic import topic_terms
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("h100 bf16 tflops? why is training still slow on it", True),
        ("l20 的算力多少？为什么训练这么慢", True),
        ("how much vram does the a6000 have, and why does that matter", True),
        ("flash attention是省显存还是提速？v100能用吗", False),
        ("why is the h20's bandwidth so high?", False),
        ("the l40s has more tflops on paper, why does everyone pick the a100?", False),
    ],
)
def test_figures_asked_in_a_clause_of_their_own(text, asked):
    assert figures_asked(text) is asked


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("h20 dense bf16 and fp8 tflops? want to know why prefill is so slow on it", "148"),
        (
            "what's the bandwidth of the h20? why does decoding feel fine but prefill crawls",
            "4,000",
        ),
    ],
)
def test_figures_with_a_why_lead_with_the_row_then_the_why(question, figure):
    answer = memory_advisor().ask(question)
    assert answer.kind == "catalog"
    first = answer.answer.splitlines()[0]
    assert "H20" in first and figure in first
    assert "**Why:**" in answer.answer
    assert any(c.source.startswith("guides/") for c in answer.citations)


@pytest.mark.parametrize(
    ("question", "shared"),
    [
        ("how is the a10 different from the a10g? does it support bf16", "24 GB GDDR6"),
        ("A10 和 A10G 有什么区别，bf16 都支持吗", "24 GB GDDR6"),
    ],
)
def test_a_difference_with_a_feature_names_the_shared_figures_and_each_card(question, shared):
    answer = memory_advisor().ask(question)
    assert answer.kind == "catalog"
    first = answer.answer.splitlines()[0]
    assert shared in first and "600 GB/s" in first
    assert answer.answer.count("BF16**") >= 2 or answer.answer.count("BF16") >= 4


def test_differs_is_a_difference_asked():
    answer = memory_advisor().ask("a800 vs a100: how does it differ in bandwidth and nvlink?")
    assert answer.kind == "catalog"
    assert "400" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "dropped", "kept"),
    [
        (
            "why does everyone say vram is king? isn't compute what matters",
            {"everyone", "say", "isn", "t"},
            {"vram", "compute"},
        ),
        (
            "people say the 4090 is the best value, doesn't the 3090 win",
            {"people", "say", "doesn", "t"},
            {"4090", "3090"},
        ),
        ("为什么大家都说7b要14G显存，我实际占了20G", {"大家", "实际", "g"}, {"7b", "显存"}),
    ],
)
def test_the_hearsay_of_a_why_is_no_topic(question, dropped, kept):
    terms = set(topic_terms(question))
    assert not terms & dropped
    assert kept <= terms


@pytest.mark.parametrize(
    "question",
    [
        "why does everyone say vram is king for llms? isn't compute what makes it fast?",
        "为什么都说7b模型fp16要14G显存，我实际一跑占了20多G",
    ],
)
def test_a_why_framed_in_hearsay_is_explained(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "concept"
    assert answer.citations


@pytest.mark.parametrize(
    "question",
    [
        "wait, is there a person answering this or is it all automated",
        "is this automated or is someone typing?",
        "是人工回复还是自动的？",
        "is there a real human behind this?",
    ],
)
def test_a_person_or_a_machine_asked_is_small_talk_about_me(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "smalltalk"
    assert "GPU Advisor" in answer.answer.splitlines()[0]


def test_a_person_named_in_a_gpu_question_is_no_small_talk():
    answer = memory_advisor().ask("is there a person who can tell me if a 4090 fits llama 70b?")
    assert answer.kind != "smalltalk"
