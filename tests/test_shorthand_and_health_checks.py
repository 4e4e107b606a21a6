"""Shorthand spelled out before reading ("mem bw" is the memory bandwidth), and a rented box's
soundness checked with the tests to run asked ("what do i run to confirm the gpus are healthy",
"sanity-check the pod gives full bandwidth"): a verify question, not a catalog lookup."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.shorthand import spelled_out
from assistant.question.test_results import _minutes
from assistant.question.verify_cues import checks_a_card
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("l40s mem bw?", "l40s memory bandwidth?"),
        ("A100 BW and mem", "A100 bandwidth and memory"),
        ("4090 显存 bw 多少", "4090 显存 bandwidth 多少"),
        ("海光 bw1000 怎么样", "海光 bw1000 怎么样"),
        ("a member of the team has a 3090", "a member of the team has a 3090"),
        ("mem: 24 in the config", "mem: 24 in the config"),
    ],
)
def test_whole_word_shorthand_is_spelled_out(text, spelled):
    assert spelled_out(text) == spelled


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("quick one: l40s mem bw?", "864 GB/s"),
        ("a6000 48gb — mem bw please", "768 GB/s"),
        ("4090 显存 bw 是多少", "1,008 GB/s"),
    ],
)
def test_shorthand_bandwidth_asks_the_cards_row(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert lead in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "checked"),
    [
        ("just spun up a 4x h100 node, what should i run to confirm no gpu is faulty", True),
        ("how can i sanity check that my vast.ai 4090 node really has the full 24gb", True),
        ("租了台 8 卡 h800，开训前先跑什么确认每张卡都健康", True),
        ("what should i run to check my training is healthy? loss curve looks odd", False),
    ],
)
def test_tests_to_confirm_sound_cards_are_a_check(text, checked):
    assert checks_a_card(text) is checked


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        (
            "got a 4x h100 node on coreweave; what should i run first to confirm no gpu is faulty"
            " and nvlink is all there",
            "4x H100",
        ),
        ("how can i sanity check a vast.ai 4090 really gives me the full bandwidth", "RTX 4090"),
        ("租了台 8 卡 h800，开训前先跑什么确认每张卡都健康、nvlink 全通", "8x H800"),
    ],
)
def test_a_rented_box_checked_gets_the_verify_steps(advisor, question, expect):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert f'--expect "{expect}' in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "verdict", "shown"),
    [
        ("autodl 上的 4090，nvidia-smi 里功耗上限显示 450W，是不是被砍了功耗", "no", "450 W"),
        ("闲鱼收的 3090，smi 显示 power limit 280W，功耗被压了吗", "yes", "280 W"),
        ("租的 5090 怎么确认不是降功耗的卡？nvidia-smi -q 的 Power Limit 是 400W", "yes", "575 W"),
    ],
)
def test_a_cap_seen_with_a_cut_power_doubted_is_judged(advisor, question, verdict, shown):
    answer = advisor.ask(question)
    assert any(c.tool == "check_power_reading" for c in answer.tool_calls)
    assert answer.verdict == verdict
    assert shown in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        ("gpu-burn 跑了二十分钟没报错", 20.0),
        ("gpu-burn 十分钟 0 错误", 10.0),
        ("gpu-burn 两个小时没报错", 120.0),
        ("gpu-burn 十分稳定", None),
    ],
)
def test_a_tests_length_in_chinese_numerals_is_read(text, minutes):
    assert _minutes(text) == minutes


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        ("咸鱼收的 4090，显存 24564MiB，gpu-burn 跑了二十分钟没报错，是不是就没事了",
         "no", "20 分钟"),
        ("二手 a6000 跑 gpu-burn 四十分钟没报错，这样算过关吗", "yes", "40 分钟"),
    ],
)  # fmt: skip
def test_a_burn_run_in_chinese_minutes_is_judged(advisor, question, verdict, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert lead in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "leads"),
    [
        ("rtx 5090: vram + bandwidth, and is the 575w tdp real", ["32 GB", "1,792 GB/s"]),
        ("l40s — memory size plus bandwidth, and is the 350w tdp figure accurate",
         ["48 GB", "864 GB/s", "350 W"]),
        ("l40s 显存大小和带宽，还有 350w 功耗这个数字是真的吗", ["48 GB", "864 GB/s"]),
    ],
)  # fmt: skip
def test_figures_listed_then_another_ask_joined_read_the_row(advisor, question, leads):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert all(lead in line for lead in leads)


@pytest.mark.parametrize(
    "question",
    [
        "4070 ti 和 4080 差距多大，价格差三成",
        "3060 12g 跟 4060 ti 16g 差多少，4060 ti 贵一倍",
        "3080 vs 4090, how big is the gap? the 4090 is twice the price",
        "a 4090 costs twice as much as a 3090 — how much faster is it really for llms",
    ],
)
def test_a_price_ratio_stated_leaves_the_cards_weighed(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "compare"
