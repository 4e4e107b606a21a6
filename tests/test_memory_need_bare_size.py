"""A bare size asked for its memory with no card is a generic model's need, in gigabytes first.

"how much vram for a 13b model" names no catalog model, but its size is enough to size one;
the answer leads with the gigabytes (not a rental pick), capitalised in English, and the pick
follows. A card named keeps the fit check.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "opening", "rest"),
    [
        (
            "how much vram does a 13b model need?",
            "**A 13B model needs about 33 GB of GPU memory at bf16**",
            "about 12 GB at 4-bit",
        ),
        ("14b 模型推理要多少显存", "**14B 模型 在 bf16 下推理约需 ", "4 位（Q4_K_M）"),
        (
            "how much vram to full fine-tune a 3b model",
            "**A 3B model needs about ",
            "for full fine-tuning",
        ),
    ],
)
def test_a_bare_size_gets_its_gigabytes_first(advisor, question, opening, rest):
    _, answer, first = turn_of(advisor, question)
    assert first.startswith(opening), first
    assert rest in first
    assert "Where that fits, cheapest first:" in answer.answer or "放得下的配置" in answer.answer


def test_a_bare_size_on_a_named_card_stays_a_fit(advisor):
    _, answer, first = turn_of(advisor, "how much vram does a 13b model need on a 3060 12gb")
    assert "needs about" not in first or "per GPU" in first
    assert "Where that fits, cheapest first:" not in answer.answer
