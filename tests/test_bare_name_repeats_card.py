"""A card's bare name said again after it was named with its memory is that same card.

"2x A100 40GB … (the A100 has no fp8)" names one card, the 40 GB one; the catalog's default A100
is not added beside it as a second option (which read the fit check as a pick between them).
A name with its own form factor or memory is still its own card.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "gpus"),
    [
        (
            "2x a100 40gb, lora of llama 3.1 8b in bf16 — fits? (i know the a100 has no fp8)",
            [("a100-40gb-sxm", 2)],
        ),
        ("两张V100 32G跑qwen2.5 14b推理够吗，V100不支持bf16所以用fp16", [("v100-32gb-sxm", 2)]),
        ("a100 40gb vs a100 80gb for qwen 32b", [("a100-40gb-sxm", 1), ("a100-80gb-sxm", 1)]),
    ],
)
def test_the_bare_name_is_the_card_named_with_its_memory(advisor, question, gpus):
    query = advisor.understand(question)
    assert [(g.gpu_id, g.count) for g in query.gpus] == gpus


def test_a_fit_on_sized_cards_restated_bare_is_a_fit_check(advisor):
    answer = advisor.ask("单机2张A100 40G，bf16做lora微调qwen2.5 14b，显存够吗（A100不支持fp8）")
    assert answer.kind == "fit_check"
    first = answer.answer.splitlines()[0]
    assert "2 × A100" in first and "40GB" in first
