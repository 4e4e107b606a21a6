"""Checks asked before taking delivery of a machine ("签收之前要验哪些项", "付尾款前该验什么")
are a verify question: the checks to run, not an explanation of power or buying."""

import pytest

from assistant.question.verify_cues import checks_a_card
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "checked"),
    [
        ("收货之前要检查哪些", True),
        ("付款前需要测什么", True),
        ("服务器要验哪些项", True),
        ("签了合同以后电费怎么算", False),
    ],
)
def test_checks_before_delivery_are_a_verify_cue(text, checked):
    assert checks_a_card(text) is checked


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("刚到一台4卡L40S服务器，收货之前要测哪些", "gpu-advisor verify"),
        ("新买的8卡A800整机，付尾款前该验什么", "gpu-advisor verify"),
    ],
)
def test_checks_before_delivery_are_answered_with_the_verify_run(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert first in answer.answer.splitlines()[0]
