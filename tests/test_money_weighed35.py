"""Money questions kept as asked (fresh57): rent vs buy follow-ups, owned box vs hourly rent,
a job's total price, two cards weighed on cost, a fit with a cloud named, why not a cheaper pick.

Each phrasing is new (not the understanding set's); each asserts the kind and a value kept.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor, tool_call, turn_of


def _ids(query: object) -> set[str]:
    return {g.gpu_id for g in query.gpus}  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- two cards weighed


@pytest.mark.parametrize(
    ("question", "card", "other"),
    [
        ("t4 vs a2 for whisper transcription at the edge", "a2", "t4"),
        ("A2 vs L4 for yolo detection on a small edge box?", "a2", "l4"),
    ],
)
def test_a_bare_a2_set_against_another_card_is_weighed(
    question: str, card: str, other: str
) -> None:
    query, _, line = turn_of(memory_advisor(), question)
    assert {card, other} <= _ids(query)
    assert query.kind == "workload_compare"
    assert "A2" in line


@pytest.mark.parametrize(
    "question",
    [
        "采购让从 L40S 和 A6000 里挑一张，价格差不多，纯推理 qwen2.5-32b 哪张吞吐更高",
        "采购说 L20 和 A6000 二选一，跑 llama3 70b 推理，哪个吞吐量更大",
    ],
)
def test_which_has_the_higher_throughput_of_two_named_is_a_comparison(question: str) -> None:
    query, _, line = turn_of(memory_advisor(), question)
    assert query.kind == "compare"
    assert "胜出" in line and "tokens/s" in line


def test_cards_weighed_per_dollar_with_hourly_rates_are_compared() -> None:
    query, _, line = turn_of(
        memory_advisor(),
        "B200 vs H100 for training a 34B model: which gives more per dollar once you factor"
        " hourly price and speed",
    )
    assert query.kind == "compare"
    assert "wins" in line and "per 1M tokens" in line


def test_counts_of_two_cards_for_a_model_weighed_are_a_comparison() -> None:
    query, _, line = turn_of(
        memory_advisor(),
        "how many H100 vs how many A100 to host qwen2.5 72b, and which is cheaper per token",
    )
    assert query.kind == "compare"
    assert {"h100-sxm", "a100-80gb-sxm"} <= _ids(query)
    assert "wins" in line


def test_the_other_form_factor_after_than_is_the_second_card() -> None:
    query, _, line = turn_of(
        memory_advisor(), "is the A100 SXM much quicker than the pcie one for fine-tuning a 13b?"
    )
    assert query.kind == "compare"
    assert {"a100-80gb-sxm", "a100-80gb-pcie"} <= _ids(query)
    assert "A100 PCIe 80GB" in line


# --------------------------------------------------------------------------- owning vs renting


def test_an_owned_box_or_an_hourly_rental_with_weekly_use_is_rent_vs_buy() -> None:
    query, _, line = turn_of(memory_advisor(), "DGX Spark 还是租 A100？每周大概用 15 小时")
    assert query.kind == "rent_vs_buy"
    assert query.rented_gpu == "a100-80gb-sxm"
    assert "DGX Spark" in line and "回本" in line


def test_resale_follow_up_keeps_the_purchase_price() -> None:
    query, answer, _ = turn_of(
        memory_advisor(),
        "buy a 4090 for $1,900 or keep renting on vast, ~20 hours a week",
        "what if I sell the 4090 for $1,200 after three years?",
    )
    assert query.kind == "rent_vs_buy"
    assert query.resale_value_said == Decimal(1200)
    assert query.card_offer is None or 1200 not in query.card_offer.values()
    weighed = tool_call(answer, "rent_vs_buy_stated") or tool_call(answer, "rent_vs_buy")
    assert Decimal(str(weighed.input["capex"])) == Decimal(1900)
    assert Decimal(str(weighed.input["resale_value"])) == Decimal(1200)


@pytest.mark.parametrize(
    ("turns", "owned", "rented"),
    [
        (
            (
                "buying 2 used 3090s for $1,400 vs renting an A100 on runpod,"
                " about 20 hours a week",
                "and against renting an H100 on lambda instead?",
            ),
            "rtx-3090",
            "h100-sxm",
        ),
        (
            (
                "买两张二手 3090 一共 1.1 万，还是租 A100，每天用 8 小时",
                "那跟租 autodl 的 4090 比呢",
            ),
            "rtx-3090",
            "rtx-4090",
        ),
    ],
)
def test_another_rental_named_after_rent_vs_buy_replaces_the_rented_card(
    turns: tuple[str, str], owned: str, rented: str
) -> None:
    query, answer, line = turn_of(memory_advisor(), *turns)
    assert query.kind == "rent_vs_buy"
    assert query.rented_gpu == rented
    assert query.gpus[0].gpu_id == owned and query.gpus[0].count == 2
    weighed = tool_call(answer, "rent_vs_buy_stated") or tool_call(answer, "rent_vs_buy")
    assert weighed.input["gpu"] == owned
    assert "3090" in line


def test_a_why_of_the_weighing_keeps_its_figures() -> None:
    query, answer, line = turn_of(
        memory_advisor(),
        "buy 8 H100s or rent them on coreweave, we'd be busy about 60%",
        "why does the utilisation change the answer so much?",
    )
    assert query.kind == "rent_vs_buy"
    weighed = tool_call(answer, "rent_vs_buy_stated") or tool_call(answer, "rent_vs_buy")
    assert weighed.input["gpu"] == "h100-sxm" and weighed.input["count"] == 8
    assert "60%" in answer.answer


# --------------------------------------------------------------------------- a job's price


def test_a_job_price_with_a_spoken_rate_keeps_the_card_count() -> None:
    query, _, line = turn_of(
        memory_advisor(), "autodl 4090 每卡两块多一小时，租 8 卡跑两天要多少钱"
    )
    assert query.kind == "price"
    assert query.gpus[0].count == 8
    assert query.duration_hours == 48
    assert query.rent_rate_stated == Decimal(2)
    assert "¥768.00" in line


def test_dollars_asked_for_a_pretraining_run_lead_with_the_bill() -> None:
    query, _, line = turn_of(
        memory_advisor(),
        "roughly how many dollars to train a 3B model from scratch on 60B tokens with rented A100s",
    )
    assert query.kind == "price"
    assert "$" in line and "in total" in line


def test_can_a_card_hold_a_model_with_a_cloud_named_is_a_fit() -> None:
    query, _, line = turn_of(
        memory_advisor(),
        "can a single A10G hold qwen2.5 7b in fp8 with 8k context?"
        " trying to keep the AWS bill sane",
    )
    assert query.kind == "fit_check"
    assert line.startswith(("**Yes", "**No"))


# --------------------------------------------------------------------------- why not the cheaper


@pytest.mark.parametrize(
    ("turns", "budget"),
    [
        (("预算 3 万，想全参微调 3b，买什么卡", "为什么不推荐两张 3090？"), Decimal(30000)),
        (
            (
                "$5k budget, want to fine-tune a 7b with lora at home, what should I buy",
                "why didn't you recommend two 3090s?",
            ),
            Decimal(5000),
        ),
    ],
)
def test_why_not_a_cheaper_card_stays_the_recommendation(
    turns: tuple[str, str], budget: Decimal
) -> None:
    query, _, _ = turn_of(memory_advisor(), *turns)
    assert query.kind == "recommend"
    assert query.budget == budget
