"""A card's other memory size named bare ("4060ti 8g 和 16g") is the second card of the question.

The size alone after "vs", "or", "和", "还是" names the same family at that memory; a size
followed by RAM words ("and 64gb of ram", "64g 内存") is the machine's memory, not a card.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("4060 ti 8gb or 16gb for stable diffusion?", ["rtx-4060-ti-8gb", "rtx-4060-ti-16gb"]),
        ("5060ti 8g 还是 16g，跑本地模型", ["rtx-5060-ti-8gb", "rtx-5060-ti-16gb"]),
        ("a100 40gb vs 80gb for a 34b lora", ["a100-40gb-sxm", "a100-80gb-sxm"]),
        ("H100 PCIe vs SXM for training", ["h100-pcie", "h100-sxm"]),
    ],
)
def test_the_bare_size_or_form_is_the_family_at_that_size(advisor, question, cards):
    assert [g.gpu_id for g in parse(question, advisor.catalog).gpus] == cards


@pytest.mark.parametrize(
    "question", ["4090 and 64gb of ram, enough for a 70b?", "3090 配 64g 内存 能跑 70b 吗"]
)
def test_memory_of_the_machine_is_no_card(advisor, question):
    assert [g.gpu_id for g in parse(question, advisor.catalog).gpus] in (
        ["rtx-4090"],
        ["rtx-3090"],
    )


def test_two_sizes_of_one_card_are_compared(advisor):
    answer = advisor.ask("4060ti 8g 和 16g 跑 ai 差别大吗")
    assert answer.kind == "compare"
    first = answer.answer.splitlines()[0]
    assert "RTX 4060 Ti 8GB" in first and "RTX 4060 Ti 16GB" in first
