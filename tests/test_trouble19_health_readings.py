"""Nineteenth session's health readings: idle power, a draw far below its cap, retired pages,
a fault put up as keep-or-return, and a link low at idle asked as a broken slot.

Each is a reading judged with a plain first line (yes or no, the figure), not a supply to size,
a limit to set, the generic ECC or Xid steps, or "yes, that is normal" to "is it broken?".
"""

import pytest

from assistant.question.health import fault_asked, health_check
from assistant.question.health_readings import draw_below_cap, idle_draw, return_asked
from assistant.question.link_slots import link_reading
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "check"),
    [
        ("my 3080 idles at 95 W and stays in P2, is that right?", "idle_power"),
        ("3060 待机功耗 45W，正常吗？", "idle_power"),
        ("a5000 sits in P0 while idle, normal?", "idle_power"),
        ("a100 at 98% gpu util, pwr usage/cap 140W / 400W. what's wrong?", "power_draw"),
        ("4080 利用率 100%，功耗 120W / 320W，怎么回事", "power_draw"),
        ("V100 shows Retired Pages Pending : Yes, is it bad?", "retired_pages"),
        ("P40 的 Pending Page Blacklist: Yes，能用吗", "retired_pages"),
    ],
)
def test_a_reading_put_up_for_judgment_is_a_health_check(text, check):
    assert health_check(text) == check


@pytest.mark.parametrize(
    "text",
    [
        "what psu for a 4090 that idles at 30W?",
        "4090 空载 30W，配多少瓦的电源够？",
        "3090 at 100% util drawing 340W / 350W, normal?",  # at the cap: not held back
        "my 4090 idles at 25W",  # no question put
    ],
)
def test_a_supply_or_a_draw_at_its_cap_is_no_idle_or_low_draw_reading(text):
    assert health_check(text) not in ("idle_power", "power_draw")


def test_the_draw_and_cap_and_the_idle_draw_are_read():
    assert draw_below_cap("util 100% but 150W / 350W cap?") == (150.0, 350.0)
    assert draw_below_cap("150W / 350W cap, is that the limit?") is None  # no load said
    assert idle_draw("idles at 70W in P2, normal?", "idle_power") == (70.0, True)
    assert idle_draw("空载功耗 60W 正常吗", "idle_power") == (60.0, False)
    assert idle_draw("空载功耗 60W 正常吗", "clocks") is None


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("xid 79 after an hour of gpu-burn, should I RMA it?", True),
        ("训练时报 Xid 79，要不要退货", True),
        ("new card keeps falling off the bus, send it back?", True),
        ("xid 79 keeps happening, how do I find the cause?", False),
    ],
)
def test_keep_or_return_is_read(text, asked):
    assert return_asked(text) is asked
    assert fault_asked(text) is asked


def test_a_link_said_to_sit_low_is_read():
    reading = link_reading("my a4000 link is gen1 x16 when idle")
    assert reading is not None and reading.current_gen == 1 and reading.idle
    drops = link_reading("the 3090's link drops to gen1 at idle")
    assert drops is not None and drops.current_gen == 1


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        ("my 3080 idles at 95 W and stays in P2, is that right?", "no", "No, not for a card"),
        ("3060 待机功耗 45W，正常吗？", "no", "不算正常"),
        ("my 4080 idles at 18 W, is that ok?", "yes", "Yes, that is normal: 18 W"),
        ("4070 空闲 12W 正常吗", "yes", "正常：12 W"),
    ],
)
def test_idle_power_is_judged_first(advisor, question, verdict, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert answer.answer.lstrip("*").startswith(lead)
    assert "P8" in answer.answer
    assert "PSU" not in answer.answer and "电源" not in answer.answer


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("a100 at 98% gpu util, pwr usage/cap 140W / 400W. what's wrong?", ("140 W", "400 W")),
        ("4080 利用率 100%，功耗 120W / 320W，怎么回事", ("120 W", "320 W")),
        ("my 3090 shows 100% util but only 150W / 350W. throttled?", ("150 W", "350 W")),
    ],
)
def test_a_draw_far_below_its_cap_is_no_limit_to_set(advisor, question, figures):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    first = answer.answer.split("\n")[0]
    assert all(f in first for f in figures)
    assert "default power limit" not in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("V100 shows Retired Pages Pending : Yes, is it bad?", "Yes, its memory has faulted"),
        (
            "nvidia-smi -q 显示 P40 的 Retired Pages Pending: Yes，卡是不是坏了？",
            "是的，显存出过错",
        ),
        ("Tesla P40: Pending Page Blacklist : Yes, should I send it back?", "Yes, its memory"),
    ],
)
def test_a_page_waiting_to_retire_is_judged(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert answer.answer.lstrip("*").startswith(lead)
    assert "PAGE_RETIREMENT" in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("xid 79 after an hour of gpu-burn on my new 3090, should I RMA it?", "Yes, return it"),
        ("4090 训练时报 Xid 79 掉卡，要不要退货？", "是的，排除供电和插槽后"),
        ("my new 4080 keeps falling off the bus (xid 79) in stress tests, return it?", "Yes"),
    ],
)
def test_a_fault_put_up_as_keep_or_return_answers_yes_first(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.split("**", 1)[-1]
    assert first.startswith(lead)
    assert "nvidia-bug-report" in answer.answer


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("my a4000 link is gen1 x16 when idle, is the slot broken?", "No, the slot is fine"),
        ("3090 空闲时 PCIe 显示 Gen1，是插槽坏了吗？", "没坏，插槽没问题"),
        ("4090 shows PCIe gen1 at idle. is the motherboard slot bad?", "No, the slot is fine"),
    ],
)
def test_a_link_low_at_idle_asked_as_broken_answers_no(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert answer.answer.lstrip("*").startswith(lead)


def test_a_link_low_at_idle_asked_as_normal_still_answers_yes(advisor):
    answer = advisor.ask("my 4090 shows pcie gen1 at idle, is that normal?")
    assert answer.verdict == "yes"
    assert answer.answer.lstrip("*").startswith("Yes, that is normal")


@pytest.mark.parametrize(
    "text",
    [
        "training crawls and smi says 100% util at 160W / 350W, why so slow?",
        "4090 训练很慢，利用率 100% 但功耗 150W / 450W，是降频吗？",
        "my p40 throttles at 88c under load, and idles at 50W in P0. related?",
    ],
)
def test_a_reading_beside_a_slow_or_throttling_job_is_its_clue(text):
    assert health_check(text) not in ("idle_power", "power_draw")


@pytest.mark.parametrize(
    "text",
    [
        "my two p40s idle at 50w each, what does that cost a month at $0.15/kwh?",
        "3090 空载 30W，满载多少？每天跑 8 小时电费多少",
    ],
)
def test_an_idle_draw_given_for_a_bill_is_an_input(text):
    assert health_check(text) != "idle_power"
