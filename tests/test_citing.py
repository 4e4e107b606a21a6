"""Citations are numbered on first use; quoted sentences are picked by overlap with the query."""

from __future__ import annotations

import pytest

from assistant.answer.citing import Citer, Evidence, best_sentences, sentences, terms


def _ev(doc_id: str, section: str, text: str, lang: str = "en") -> Evidence:
    return Evidence(
        doc_id=doc_id,
        title=doc_id.title(),
        section=section,
        text=text,
        source=f"guides/{lang}/{doc_id}.md#{section}",
        lang=lang,
    )


def test_numbers_follow_first_use_and_repeat_for_the_same_passage():
    citer = Citer()
    a, b = _ev("memory-math", "lora", "LoRA text."), _ev("interconnect", "nvlink", "NVLink text.")
    assert [citer.cite(a), citer.cite(b), citer.cite(a, "LoRA again quoted.")] == [
        "[1]",
        "[2]",
        "[1]",
    ]
    cites = citer.citations
    assert [(c.n, c.doc_id) for c in cites] == [(1, "memory-math"), (2, "interconnect")]
    assert cites[0].snippet == "LoRA text. … LoRA again quoted."


def test_same_document_other_section_is_a_new_citation():
    citer = Citer()
    citer.cite(_ev("memory-math", "lora", "x"))
    assert citer.cite(_ev("memory-math", "qlora", "y")) == "[2]"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "## Header\nOne sentence here is long. Another sentence is here too.\n| a | b |",
            ["One sentence here is long.", "Another sentence is here too."],
        ),
        (
            "- A list item that is long enough\n1. A numbered item long enough",
            ["A list item that is long enough", "A numbered item long enough"],
        ),
        ("Three things matter for this choice:\n```\ncode line\n```", []),
        (
            "显存容量决定了这张卡能否装下整个模型。显存带宽决定了每秒能生成多少个词元。",
            ["显存容量决定了这张卡能否装下整个模型。", "显存带宽决定了每秒能生成多少个词元。"],
        ),
        (
            'The post "Why is my GPU idle? A look at loaders" blames it. It is a short read.',
            [
                'The post "Why is my GPU idle? A look at loaders" blames it.',
                "It is a short read.",
            ],
        ),
        (
            '文章"选卡之前，先问三件事？"讲了显存和带宽。后面是三个按预算选卡的完整例子。',
            ['文章"选卡之前，先问三件事？"讲了显存和带宽。', "后面是三个按预算选卡的完整例子。"],
        ),
    ],
    ids=[
        "header-table-skipped",
        "list-markers",
        "colon-and-fence",
        "chinese",
        "straight-quoted-title-en",
        "straight-quoted-title-zh",
    ],
)
def test_sentences(text, expected):
    assert sentences(text) == expected


def test_best_sentences_keep_passage_order_and_prefer_overlap():
    ev = _ev(
        "memory-math",
        "lora",
        "Weights dominate inference memory. "
        "LoRA trains small adapters on a frozen model. "
        "QLoRA stores the frozen base in 4 bits to save memory.",
    )
    picked = best_sentences(ev, terms("how much memory does QLoRA save over LoRA"), limit=2)
    assert picked == (
        "LoRA trains small adapters on a frozen model. "
        "QLoRA stores the frozen base in 4 bits to save memory."
    )
