"""Figures a question states about its own load and hardware are used and said back.

A per-card power limit said with a bare verb ("每张锁 280W", "限 300w") sizes the power supply at
that limit, not at the cards' rated power. A serving load said at once beside the people who use
the service ("公司 300 人用…高峰 50 个人同时问") is sized for the users at once and names the
people as well, so neither figure is lost.
"""

import re

import pytest

from assistant.question.daily_active import people_beside_load
from assistant.question.power_limit_words import power_limit
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("三张 3090 每张锁 260W 跑 qwen 72b awq", 260.0),
        ("两张 4090 限 320w，1300W 电源够不够", 320.0),
        ("4090 锁在 300 瓦跑 sdxl", 300.0),
    ],
)
def test_a_bare_lock_or_limit_verb_sets_the_card_limit(text, watts):
    assert power_limit(fold(text).lower(), cards_named=True) == watts


def test_a_lock_without_watts_sets_no_limit():
    assert power_limit(fold("4090 锁频 2400mhz 之后温度低了").lower(), cards_named=True) is None


def test_the_psu_is_sized_at_the_locked_limit(advisor):
    capped = _ask(advisor, "3 张 3090 装一台跑 70b，每张锁 260W，电源要多大，1600W 够吗")
    rated = _ask(advisor, "3 张 3090 装一台跑 70b，电源要多大，1600W 够吗")
    line = capped.answer.answer.splitlines()[0]
    assert "260 W" in line
    needed = [int(x.replace(",", "")) for x in re.findall(r"整机需要 ([\d,]+) W", line)]
    rated_needed = re.findall(r"整机需要 ([\d,]+) W", rated.answer.answer.splitlines()[0])
    assert needed and rated_needed
    assert needed[0] < int(rated_needed[0].replace(",", ""))  # 3 × 90 W less per card


@pytest.mark.parametrize(
    ("text", "users", "people"),
    [
        ("公司 600 人用内部问答，高峰 60 个人同时在线", 60, 600),
        ("about 250 employees will use it, maybe 30 concurrent at peak", 30, 250),
        ("300人同时在线", 300, None),  # the people are the load: nothing beside it
        ("给 40 个同事用，没有并发要求", 40, None),  # no load at once said
    ],
)
def test_the_people_beside_a_load_at_once(text, users, people):
    assert people_beside_load(fold(text).lower(), users) == people


def test_a_serving_plan_names_both_the_users_at_once_and_the_people(advisor):
    zh = _ask(advisor, "学校 800 人用的问答助手，qwen2.5-14b，高峰大概 60 个人同时问，要几张 4090")
    line = zh.answer.answer.splitlines()[0]
    assert "60 个并发用户" in line and "800 人" in line
    en = _ask(
        advisor,
        "we have 500 staff on an internal llama 3.1 8b assistant, ~45 concurrent at peak."
        " how many L40S?",
    )
    first = en.answer.answer.splitlines()[0]
    assert "45 concurrent users" in first and "500 people" in first


def test_a_ceiling_beside_options_weighed_is_the_budget(advisor):
    turn = _ask(advisor, "一万八以内，主要跑 qwen2.5-14b，4070 ti super 还是 3090？")
    assert turn.query.budget is not None and float(turn.query.budget) == 18000
    assert turn.query.currency == "CNY"


@pytest.mark.parametrize(
    ("question", "verdict", "said"),
    [
        ("宿舍 900W 限电，一张 4090 整机跑 sdxl 会不会跳闸", "no", "超出 900 W"),
        ("出租屋 1500W 限电，4060 ti 整机跑 sd 行吗", "yes", "在 1,500 W 之内"),
    ],
)
def test_a_room_power_limit_said_before_the_word_is_the_budget_in_watts(
    advisor, question, verdict, said
):
    turn = _ask(advisor, question)
    assert turn.answer.verdict == verdict
    assert said in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("一台 A800 八卡机器全参微调 qwen2.5-14b 要几天，数据 5 亿 token", "a800-80gb", 8),
        ("一台 4090 四卡的机器能跑 qwen2.5-72b int4 吗", "rtx-4090", 4),
        ("一台 4090 能跑 qwen2.5-32b 吗", "rtx-4090", 1),
    ],
)
def test_one_machine_said_before_the_card_holds_the_cards_said_after(advisor, question, gpu, count):
    turn = _ask(advisor, question)
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [(gpu, count)]


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("NCCL hangs on our 4-node job, each node 8x H100, IB fabric", "h100-sxm", 32),
        ("三台服务器，每台 4 张 L20，能跑 deepseek v3 int4 吗", "l20", 12),
        ("2 boxes, each with 2x 3090, can i pool them for a 70b?", "rtx-3090", 4),
        ("each node has 8x A100 80GB, why is allreduce slow?", "a100-80gb-sxm", 8),
    ],
)
def test_machines_counted_before_each_machines_cards_multiply(advisor, question, gpu, count):
    turn = _ask(advisor, question)
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [(gpu, count)]
