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


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "3090 vs 4090 for llama 70b q4 with some layers offloaded to ram, which is quicker?",
            ("the RTX 3090 and the RTX 4090 run it about as fast", "44 and 44 of 80 layers"),
        ),
        ("4090 和 5090 跑 70b q4，部分层放在内存里，哪个快", ("RTX 5090 更快", "62/81 层", "1.8")),
    ],
)
def test_two_cards_with_part_of_the_model_in_ram_are_timed_offloaded(
    question: str, words: tuple[str, ...]
) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "compare"
    assert sum(c.tool == "plan_offload" for c in answer.tool_calls) == 2
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words), first


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("is an amd 395 box or a dgx spark better for 70b at q4?", "compare"),
        ("AMD 395 128G 的小主机能跑 70b q4 吗", "fit_check"),
    ],
)
def test_amd_395_is_the_ryzen_ai_max_395(question: str, kind: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == kind
    assert any("ryzen-ai-max-395-128gb" in str(c.input) for c in answer.tool_calls), (
        answer.tool_calls
    )


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Azure 的 ND B300 v7 一台有几张卡，显存多少", "我不认识实例类型"),
        ("azure ND B300 v7, how many gpus per vm and how much gpu memory?", "I don't know"),
    ],
)
def test_a_type_named_azures_way_and_missing_is_said_missing(question: str, said: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "instance"
    assert said in answer.answer.splitlines()[0]


def test_a_type_named_azures_way_in_the_table_is_described() -> None:
    answer = last_answer(memory_advisor(), "Azure 的 ND H200 v5 一台几张卡，显存一共多少")
    assert answer.kind == "instance"
    assert "Standard_ND96isr_H200_v5" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        (
            "a mac studio m3 ultra at 4000 dollars, or rent an h100 on demand? ~40 hours a month",
            "4000",
        ),
        ("4090 的主机 两万多，还是按量租 A100？每个月用 60 小时左右", "20000"),
    ],
)
def test_a_price_set_against_renting_is_owning_weighed(question: str, capex: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "rent_vs_buy"
    weighed = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert str(weighed.input["capex"]) == capex


@pytest.mark.parametrize(
    "question",
    [
        "阿里云最便宜的配置是 ecs.gn6i-c4g1.xlarge 吗",
        "the cheapest t4 instance is g4dn.xlarge, right?",
    ],
)
def test_whether_a_type_is_the_cheapest_is_still_a_price(question: str) -> None:
    assert last_answer(memory_advisor(), question).kind == "price"
