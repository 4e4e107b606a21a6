"""Checks of a card got that keep the figures stated (verify31).

A sibling card suspected handed over ("是不是给了 4090D") is a verify that judges the readings
against both cards; how to tell the two apart by command is its steps, not a comparison; a pasted
nvidia-smi row's power limit, a limit said "instead of" another, the memory's junction heat and
a rent said per card per hour are each kept and judged.
"""

import pytest

from assistant.question.memory_heat import memory_temp_c
from assistant.question.readings import power_reading
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        (
            "AutoDL 上租的 4090，smi 里 24564MiB，power limit 450W，跑得比别人慢，会不会是 4090D",
            "no",
            "不是 RTX 4090 D",
        ),
        (
            "rented a 4090 on vast: nvidia-smi shows 24564MiB and a 425W power limit. did they"
            " give me a 4090 D?",
            "yes",
            "point to the RTX 4090 D",
        ),
    ],
)
def test_a_sibling_suspected_is_judged_against_both(advisor, question, verdict, lead):
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    first = answer.answer.splitlines()[0]
    assert lead in first
    assert "450 W" in first and "425 W" in first
    assert "24 GB" in first


def test_a_limit_neither_card_has_says_it_is_capped(advisor):
    answer = _ask(advisor, "bought a 4090, smi reads a 400W power limit. is it actually a 4090 D?")
    assert answer.kind == "verify"
    assert "neither default" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "租的 4090 功耗上限 450W，显存 24564MiB，是不是给了 4090D",
            "用什么命令能看出到底是 4090 还是 4090D",
        ),
        (
            "my rented 4090 reads 24564MiB, 450W limit. is it secretly a 4090 D?",
            "how can I tell whether it's a 4090 or a 4090 D from the command line?",
        ),
    ],
)
def test_telling_the_siblings_apart_by_command_is_verify_steps(advisor, first, then):
    answer = _ask(advisor, first, then)
    assert answer.kind == "verify"
    assert "power.default_limit" in answer.answer
    assert "425 W" in answer.answer


def test_a_pasted_smi_row_keeps_its_power_limit(advisor):
    question = (
        "3090 on a marketplace host:\n"
        "| 80%  84C  P2  310W / 350W | 22000MiB / 24576MiB | 100% Default |\n"
        "Clocks Throttle Reasons: SW Thermal Slowdown : Active\nshould I get my money back?"
    )
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert "350 W" in answer.answer


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("one of them shows a 500W power limit instead of 700W. problem?", 500.0),
        ("nvidia-smi 显示功耗上限 300W 而不是 350W", 300.0),
    ],
)
def test_a_limit_said_instead_of_another_reads_the_one_seen(text, watts):
    assert power_reading(text) == watts


def test_a_follow_up_limit_replaces_the_one_carried(advisor):
    first = (
        "rented 4x H100 SXM. nvidia-smi:\n"
        "| 0 NVIDIA H100 80GB HBM3 On | N/A 30C P0 70W / 700W | 0MiB / 81559MiB |\nall good?"
    )
    answer = _ask(advisor, first, "one of them shows 500W power limit instead of 700W. problem?")
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "500 W" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "temp"),
    [
        ("autodl 3090 烤机，核心 80 度，显存结温 108，正常吗", 108.0),
        ("vram junction temp 96c after an hour of training", 96.0),
        ("memory temp at 90% fan", None),
    ],
)
def test_memory_junction_read_with_or_without_its_unit(text, temp):
    assert memory_temp_c(text) == temp


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("矩池云 3080 Ti 压测半小时，核心 78 度，显存结温 108，正常吗", "不算正常"),
        ("rented 3090 under gpu-burn: core 85c, memory junction 110. is that ok?", "No"),
    ],
)
def test_memory_at_its_throttle_point_is_no(advisor, question, lead):
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    first = answer.answer.splitlines()[0]
    assert first.lstrip("*").startswith(lead)
    assert "GB GDDR6X" in first


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        ("某平台 8 卡 A100 2 刀每卡每小时，p2pBandwidthLatencyTest 只有 20GB/s，正常吗", "$2.00"),
        ("8x H100 at $1.80 per gpu per hour, nvbandwidth shows only 30GB/s. legit?", "$1.80"),
    ],
)
def test_a_rate_per_card_per_hour_is_the_rate_paid(advisor, question, rate):
    answer = _ask(advisor, question)
    assert answer.kind == "verify"
    assert rate in answer.answer
