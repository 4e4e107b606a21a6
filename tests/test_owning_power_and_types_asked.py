"""Rent-or-buy, power limits, clouds and instance types, as the asker states them.

Resale said is owning weighed; the card rented is named when it is not the one bought; a rent
said "1.3 元一小时" is the user's rate; a power limit said before the tool or verb that sets it
is read; QingCloud and other Chinese clouds are named and said to be missing; a named instance
type whose own figures are asked answers first, the model or workload sized on its GPUs
after. The phrasings are our own.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "renting 4x a100 for 4 months seems like the move — or would reselling the cards"
        " afterwards tip it?",
        "we need 8x h100 for a 3-month project. cloud is the obvious call, right? unless resale"
        " value flips it",
        "项目只做 5 个月，要 8 张 4090，直接租是不是最对？还是说做完转手卖掉更划算",
    ],
)
def test_resale_said_weighs_owning_against_the_rental(advisor, question):
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert "Renting" in first or "租用" in first or "Buying" in first or "自购" in first


@pytest.mark.parametrize(
    ("question", "rented"),
    [
        (
            "~20 hrs/week of training. buy a 5090 (~$2.6k) or keep renting runpod 4090s at"
            " $0.74/hr?",
            "RTX 4090",
        ),
        (
            "I train about 15 hours a week. Buy a 4090 for $1,800 or keep renting 3090s on vast"
            " at $0.25/hr?",
            "RTX 3090",
        ),
        (
            "每周大概用 30 小时，买一张 4090（1.5 万）还是继续在算家云租 3090，1.3 元一小时？",
            "RTX 3090",
        ),
    ],
)
def test_the_card_rented_is_named_when_another_is_bought(advisor, question, rented):
    query, answer, _ = _turn(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert query.rent_rate_stated is not None
    figures = next(p for p in answer.answer.split("\n\n") if "Your figures" in p or "你给的" in p)
    assert rented in figures


def test_a_rent_said_per_hour_in_chinese_is_the_users_rate(advisor):
    query, answer, _ = _turn(
        advisor, "每周大概用 30 小时，买一张 4090（1.5 万）还是继续在算家云租 3090，1.3 元一小时？"
    )
    assert str(query.rent_rate_stated) == "1.3"
    assert query.currency == "CNY"
    assert "¥1.30" in answer.answer


@pytest.mark.parametrize(
    ("turns", "watts"),
    [
        (
            (
                "3x 3090 on a 1300w psu, stock 350w each, plus a 5950x. will it trip?",
                "what if I run them at 250w each via nvidia-smi -pl?",
            ),
            250.0,
        ),
        (("my 4090 and 13900k on an 850w psu, enough?", "what if I set it at 320w"), 320.0),
        (("两张 3090 配 1000w 电源，会不会跳保护", "把每张设成 260w 呢"), 260.0),
    ],
)
def test_a_power_limit_said_before_the_tool_or_verb_is_read(advisor, turns, watts):
    query, answer, first = _turn(advisor, *turns)
    assert query.power_limit_w == watts
    assert answer.kind == "power"
    assert f"{watts:g} W" in first


@pytest.mark.parametrize(
    ("question", "provider", "shown"),
    [
        ("青云的A100按小时怎么收费，有没有包月", "qingcloud", "青云"),
        ("首都在线的 4090 一个月多少钱", "capitalonline", "首都在线"),
        ("paratera a800 per hour?", "paratera", "Paratera"),
    ],
)
def test_chinese_clouds_without_prices_are_said_first(advisor, question, provider, shown):
    query, answer, first = _turn(advisor, question)
    assert query.provider == provider
    assert answer.kind == "price"
    assert shown in first
    assert "未收录" in first or "don't cover" in first


@pytest.mark.parametrize(
    ("question", "verdict", "said"),
    [
        ("g6.48xlarge: 8 l4s, any nvlink at all? thinking tp=8 for a 70b", "no", "70B"),
        ("does the p4d.24xlarge have nvlink? I want to serve llama 3 70b with tp=8", "yes", "70B"),
        ("g5.12xlarge 有几核多少内存？跑 qwen2.5 32b 的 awq 够吗", None, "Qwen2.5-32B"),
    ],
)
def test_a_types_figures_asked_beside_a_model_answer_the_type_first(
    advisor, question, verdict, said
):
    _, answer, _ = _turn(advisor, question)
    assert answer.kind == "instance"
    if verdict is not None:
        assert answer.verdict == verdict
    assert "vCPU" in answer.answer
    assert said in answer.answer
    assert any(c.tool == "estimate_memory" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        (
            "azure Standard_NC8as_T4_v3 — 1x t4, how many vcpus and how much ram? ok for whisper?",
            "Whisper",
        ),
        (
            "阿里云 ecs.gn6i-c8g1.2xlarge 是单张 T4 吧？跑 sd1.5 的 webui 够不够",
            "Stable Diffusion 1.5",
        ),
        ("腾讯云 GN7.2XLARGE32 几核多少内存？跑 whisper 够吗", "Whisper"),
    ],
)
def test_a_types_figures_asked_beside_a_workload_answer_the_type_first(advisor, question, workload):
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "instance"
    assert "T4" in first
    assert "vCPU" in first
    assert workload in answer.answer
    assert any(c.tool == "estimate_workload_memory" for c in answer.tool_calls)


def test_a_workload_on_a_card_alone_is_still_its_fit(advisor):
    _, answer, _ = _turn(advisor, "does whisper large-v3 fit on a T4?")
    assert answer.kind == "workload_fit"
