"""The memory in all said beside a card whose name carries its own size is said back.

"2x 5060 ti 16gb … 32gb total": the 16 GB is the card's name, the 32 GB the total the user
reasons with; both a per-card and an in-all figure are said back once each. Phrased apart from
the evaluation sets; sizes come from the catalog rows.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "two 4060 ti 16gb cards, 32gb total, can they run qwen2.5 32b int4?",
            ["2 × GeForce RTX 4060 Ti 16GB: 32 GB in all (16 GB each), as you said"],
        ),
        (
            "两张 3060 12g 一共 24g 能跑 qwen2.5 32b q4 吗",
            ["2 × GeForce RTX 3060 12GB: 24 GB in all (12 GB each), as you said"],
        ),
        (
            "2x rtx 3090 24gb = 48gb total, enough for llama 3.3 70b awq?",
            [
                "GeForce RTX 3090: 24 GB per card, as you said",
                "2 × GeForce RTX 3090: 48 GB in all (24 GB each), as you said",
            ],
        ),
    ],
)
def test_total_said_back(text, said):
    notes = [a.render("en") for a in parse(text, CAT).assumptions if hasattr(a, "render")]
    notes += [a for a in parse(text, CAT).assumptions if isinstance(a, str)]
    assert all(s in notes for s in said)


@pytest.fixture(scope="module")
def advisor():
    from tests.support.advisors import memory_advisor

    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("which quant format should I use on a 16gb card, gguf or awq?", "a 16 GB card"),
        ("12G 显存的卡用 gguf 还是 exl2 格式好", "12 GB 显存的卡"),
        ("what is the kv cache and why does it matter on a 48gb card", "a 48 GB card"),
    ],
)
def test_card_memory_without_a_card_is_said_back(advisor, text, said):
    answer = advisor.converse([text]).turns[-1].answer
    assert answer.kind == "concept"
    assert any(said in a for a in answer.assumptions)
