"""A machine said to carry a card, then how to confirm it ("说是A10，怎么确认显存是24G",
"the provider says 8x h100, how do i verify"): a check of the machine, whatever type it names."""

import pytest

from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("腾讯云GN7号称T4，怎样核实显存和驱动都正常", "verify"),
        ("平台给的是4090 24G，如何确认卡是好的", "verify"),
        ("the listing is advertised as an a100 80gb, how can i confirm it on the box?", "verify"),
        ("4090说是24G显存，能跑70b吗", None),
    ],
)
def test_said_to_carry_then_confirm_is_a_check(text, kind):
    assert trouble_kind(text) == kind


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("阿里云gn7i说是A10，怎么确认显存是24G、PCIe是x16", "A10"),
        ("腾讯云的GN10X号称V100 32G，怎样核实显存和NVLink", "V100"),
        (
            "aws says this p4d.24xlarge has 8x a100 40gb, how do i verify the cards are right?",
            "8x A100",
        ),
    ],
)
def test_machine_check_is_answered_by_the_verify_kind(advisor, question, expected):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    first = answer.answer.splitlines()[0]
    assert "verify --expect" in first and expected in first
