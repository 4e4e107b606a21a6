"""A PCIe link read off ``lspci`` ("LnkSta: Speed 2.5GT/s (downgraded), Width x16") is a link
reading like nvidia-smi's generation, and "is that a problem or just power saving?" asks it
judged: an idle link below its generation is the card saving power, not a fault."""

from __future__ import annotations

import pytest

from assistant.question.link_slots import link_reading
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_lspci_fields_and_rates_are_read_as_generations():
    said = "sudo lspci -vv | grep Lnk -> LnkSta: Speed 5GT/s (downgraded), Width x16 (ok), idle"
    idle = link_reading(said)
    assert idle is not None
    assert (idle.current_gen, idle.current_width, idle.idle) == (2, 16, True)
    both = link_reading("LnkCap: Port #0, Speed 32GT/s, Width x16; LnkSta: Speed 16GT/s, Width x8")
    assert both is not None
    assert (both.current_gen, both.max_gen, both.current_width) == (4, 5, 8)
    assert link_reading("what is 32 gt/s in pcie terms") is None


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "my rented a100 idles with LnkSta: Speed 2.5GT/s (downgraded), Width x16 — is that an "
            "issue or only power saving?",
            "No, the slot is fine",
        ),
        ("租的 L40S 空闲时 LnkSta 是 Speed 2.5GT/s (downgraded)，是个问题还是省电？", "没坏"),
    ],
)
def test_an_idle_lspci_link_asked_as_a_problem_answers_no(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == "no"
    assert answer.answer.lstrip("*").startswith(lead)
    assert "Gen1" in answer.answer.splitlines()[0]


def test_an_idle_link_asked_as_power_saving_answers_yes(advisor):
    answer = advisor.ask("4090 LnkSta shows 2.5GT/s while idle, just power saving?")
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "Gen1 now, Gen4 at most" in answer.answer.splitlines()[0]


def test_lspci_is_a_tool_not_a_model(advisor):
    answer = advisor.ask("lspci on my l40s says LnkSta: Speed 16GT/s, Width x8 under load, ok?")
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "not in my catalog" not in answer.answer
