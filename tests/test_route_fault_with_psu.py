"""A GPU fault described (Xid, a card falling off the bus) with the power supply named as a
suspect is a trouble to hunt, not a power supply to size."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("my two a6000s throw xid 79 after a few hours of training — psu or the slot?", "Xid"),
        ("8x 4090 rig, one card falls off the bus every night. is my psu too small?", "Xid"),
        ("三张3090跑训练隔一阵就报Xid 79掉卡，是电源问题吗", "Xid"),
    ],
)
def test_a_fault_with_the_psu_suspected_is_troubleshot(advisor, question, words):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert words in answer.answer.splitlines()[0]
    assert " W " not in answer.answer.splitlines()[0]


def test_a_psu_asked_without_a_fault_is_still_sized(advisor):
    answer = advisor.ask("three 3090s in one box, what psu do i need?")
    assert answer.kind == "power"
    assert "W" in answer.answer.splitlines()[0]
