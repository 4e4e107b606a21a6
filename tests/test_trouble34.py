"""Troubles whose follow-ups weigh a fix, and the heat read off a card (trouble34).

A change put forward after a trouble ("would a bigger psu fix it", "还是转接线的锅") keeps the
trouble; a supply moved to after the PC powered off under load is checked at its wattage; an
Xid said absent is no card fault; a thermal slowdown reason pasted beside falling clocks is the
heat's clue, and the Usage/Cap draw beside it says what a cap trims, at the cap the user weighs.
"""

import pytest

from assistant.question.follow_markers import fix_markers
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "would a 1300w psu fix it?",
        "would switching to a 1500w unit solve the problem",
        "换一个 1300w 的电源能解决吗",
        "加个风扇会好吗，还是主板插槽的锅",
    ],
)
def test_a_fix_put_forward_puts_a_cause_forward(text: str) -> None:
    assert fix_markers(fold(text))["cause_guessed"] is True


@pytest.mark.parametrize("text", ["what psu should i buy for two 4090s", "这张卡多少钱"])
def test_no_fix_put_forward(text: str) -> None:
    assert fix_markers(fold(text))["cause_guessed"] is False


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "my second 4090 on a pcie riser keeps dropping out, dmesg says Xid 79 fallen off the"
            " bus, 1000w psu",
            "would a 1300w psu fix it, or is it the riser?",
        ),
        (
            "转接线上的第二张 4090 老是掉卡，dmesg 报 Xid 79 GPU has fallen off the bus，"
            "电源 1000w",
            "换一个 1300w 电源会好吗，还是转接线的锅",
        ),
    ],
)
def test_a_supply_weighed_after_a_card_fault_keeps_the_fault(advisor, first, then) -> None:
    turn = last_turn(advisor, first, then)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "gpu_fault"
    assert any("1,300 W" in a for a in turn.answer.assumptions)


@pytest.mark.parametrize(
    "text",
    [
        "两张 4090 跑训练时整机突然重启，1000w 电源，日志里没有 xid",
        "一跑训练整机就黑屏重启，dmesg 里没 xid，双 3090",
    ],
)
def test_an_xid_said_absent_is_no_card_fault(text: str) -> None:
    assert trouble_kind(text) == "power_trip"


@pytest.mark.parametrize(
    ("first", "then", "watts"),
    [
        (
            "两张 4090 训练时整机突然重启，电源 1000w，dmesg 里没有 xid，是电源不够吗",
            "那 1000w 换成 1300w 能解决吗，还是先限功耗",
            1300,
        ),
        (
            "my pc with two 3090s reboots as soon as training starts, 1000w psu",
            "would upgrading to a 1600w solve it?",
            1600,
        ),
    ],
)
def test_a_supply_swapped_after_a_power_trip_is_checked(advisor, first, then, watts) -> None:
    turn = last_turn(advisor, first, then)
    assert turn.answer.kind == "power"
    assert turn.query.psu_stated_w == watts
    assert turn.answer.verdict in ("yes", "no")
    assert f"{watts:,} W" in turn.answer.answer.splitlines()[0]


_THROTTLED = (
    "两张 4090 跑训练，nvidia-smi 显示 `450W / 450W`，核心频率掉到 2.0GHz 以下，"
    "PERFORMANCE 里 HW Thermal Slowdown: Active，机箱是 2U 的"
)


def test_a_thermal_slowdown_beside_falling_clocks_is_the_heat(advisor) -> None:
    turn = last_turn(advisor, _THROTTLED)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.slowed_by_it
    assert "450 W" in turn.answer.answer
    assert "nvidia-smi -pl 360" in turn.answer.answer


def test_a_cap_weighed_after_the_heat_is_the_cap_said(advisor) -> None:
    turn = last_turn(advisor, _THROTTLED, "power limit 降到 330w 会不会反而更快")
    assert turn.answer.kind == "troubleshoot"
    assert "nvidia-smi -pl 330" in turn.answer.answer
    assert "450 W" in turn.answer.answer


def test_a_thermal_slowdown_in_english_is_the_heat(advisor) -> None:
    text = (
        "4x 4090 training, smi shows 450W / 450W, clocks drop to 1.9ghz and"
        " SW Thermal Slowdown: Active in a 4u chassis"
    )
    turn = last_turn(advisor, text)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.health_check == "clocks"
    assert "450 W" in turn.answer.answer


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        (
            "3x 3090 on pcie x1 risers, llama.cpp split gets 3 tok/s on a 70b q4."
            " is it the x1 links?",
            3.0,
        ),
        ("macbook m3 max 跑 qwen3 32b，上下文到 30k 速度从 20 tok/s 降到 6，为啥", 6.0),
    ],
)
def test_a_rate_blamed_or_fallen_is_a_slow_job(advisor, text, seen) -> None:
    turn = last_turn(advisor, text)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "slow"
    assert turn.query.observed_tokens_per_s == seen


def test_a_card_almost_idle_with_the_gpu_asked_runs_on_the_cpu(advisor) -> None:
    text = (
        "faster-whisper medium on my 4060 is as slow as realtime, gpu util 2%, i set device to"
        " cuda. why?"
    )
    turn = last_turn(advisor, text)
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "cuda_unavailable"


def test_a_fallback_fixed_then_the_speed_asked_is_a_speed(advisor) -> None:
    first = "whisper large-v3 on a 4070 is barely realtime, 1% util, device='cuda' is set"
    then = "it was falling back to cpu, fixed. now that it's on the gpu, how fast should it be?"
    turn = last_turn(advisor, first, then)
    assert turn.answer.kind == "workload_speed"
    assert turn.query.trouble is None
