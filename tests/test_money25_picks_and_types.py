"""Twenty-fifth session (money25): a type named short after its family's full name, a PSU owned
bounding a pick."""

from __future__ import annotations

import pytest

from assistant.question.instance_sibling import sibling_names
from tests.support.advisors import last_answer, memory_advisor


def test_sibling_names_try_each_head_of_the_full_name() -> None:
    names = sibling_names("c8g1.2xlarge", ["ecs.gn7i-c16g1.4xlarge"])
    assert "ecs.gn7i-c8g1.2xlarge" in names
    assert sibling_names("ecs.gn7i-c16g1.4xlarge", ["ecs.gn7i-c16g1.4xlarge"]) == []


@pytest.mark.parametrize(
    ("question", "types"),
    [
        (
            "阿里云 c32g1.8xlarge 和 ecs.gn7i-c8g1.2xlarge 的显卡一样吗，差在哪",
            ("ecs.gn7i-c32g1.8xlarge", "ecs.gn7i-c8g1.2xlarge"),
        ),
        (
            "on aliyun, is ecs.gn6i-c16g1.4xlarge the same T4 as c8g1.2xlarge with fewer vcpus?",
            ("ecs.gn6i-c16g1.4xlarge", "ecs.gn6i-c8g1.2xlarge"),
        ),
    ],
)
def test_a_short_type_is_its_family_member(question: str, types: tuple[str, str]) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "instance"
    first = answer.answer.splitlines()[0]
    assert all(t in first for t in types)
    assert "不认识" not in first and "don't know" not in first.lower()


@pytest.mark.parametrize(
    "question",
    [
        "只有一个 650w 的电源，想跑 8b 模型，给我推荐张显卡",
        "stuck with a 550 W power supply; which gpu for a 14b model?",
    ],
)
def test_a_psu_owned_is_a_purchase_bounded_by_it(question: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "recommend"
    pick = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert pick.input["kind"] == "buy" and pick.input["psu_w"] in (650.0, 550.0)
    assert "每小时" not in answer.answer.splitlines()[0] and "/h" not in answer.answer


@pytest.mark.parametrize(
    ("turns", "words"),
    [
        (
            (
                "about $1,400 to spend, want to run 32b at 4-bit at home, used ok. what should i"
                " buy: a 3090, dual 3060s, other?",
                "oh and the power supply is 600w, keeping it",
            ),
            ("600 W PSU", "RTX 3060", "197 W of cards", "each card power-limited to 98 W"),
        ),
        (
            ("预算一万二，想本地跑 32b 的 q4 模型，电源是 650W 的不想换，买什么卡",),
            ("650 W 电源", "RTX 3090", "功耗限制到 247 W"),
        ),
    ],
)
def test_no_card_the_psu_carries_names_the_pick_without_it(
    turns: tuple[str, ...], words: tuple[str, ...]
) -> None:
    answer = last_answer(memory_advisor(), *turns)
    assert answer.kind == "recommend"
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words), first


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "got quoted $1.80/hr for an a100 80gb, what do a100s usually rent for?",
            ("$1.80 per GPU-hour you stated", "$3.72 more", "3.1× yours"),
        ),
        (
            "我们租 A100 是每小时 8 元，H100 现在一卡时多少钱？",
            ("你给的每卡时 ¥8.00", "贵 ¥30.59", "4.8 倍"),
        ),
    ],
)
def test_a_stated_rate_is_weighed_against_the_book(question: str, words: tuple[str, ...]) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "price"
    assert all(w in answer.answer for w in words), answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "A100 40G 和 80G 跑推理速度差多少？两个的价差两块左右",
        "l40s vs a100 80gb for serving, how much faster? their price difference is around 30% on"
        " runpod",
    ],
)
def test_a_price_gap_stated_leaves_the_speed_asked(question: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "compare"
    assert any(c.tool == "compare_gpus" for c in answer.tool_calls)


def test_a_price_gap_asked_is_still_priced() -> None:
    answer = last_answer(memory_advisor(), "L40S 和 A100 租的话价差多少")
    assert answer.kind == "price"


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        (
            "give me a checklist to make sure the 4x a100 server on coreweave is what we're paying"
            " for: card, memory bandwidth, nvlink",
            "4x A100",
        ),
        (
            "帮我列个清单，核对一下阿里云那台 8 卡 A100 是不是我们花钱买的配置：显卡、带宽、NVLink",
            "8x A100",
        ),
    ],
)
def test_a_machine_checked_against_what_is_paid_for_is_verified(question: str, expect: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "verify"
    assert f'--expect "{expect}' in answer.answer


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "阿里云最便宜的 A10 规格 ecs.gn7i-c8g1.2xlarge 内存多少，几个 vcpu",
            ("8 个 vCPU", "30 GiB"),
        ),
        (
            "the cheapest t4 instance on aws, g4dn.xlarge, how many vcpus and how much ram?",
            ("4 vCPUs", "16 GiB"),
        ),
    ],
)
def test_cheapest_naming_a_type_asks_its_shape(question: str, words: tuple[str, ...]) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "instance"
    assert all(w in answer.answer.splitlines()[0] for w in words)
