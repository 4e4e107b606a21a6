"""Rent vs buy and prices (money38): a purchase price beside a provider and a tariff weighs owning
with no "vs"; a utilisation share explained beside owning and money words is the break-even; "还不如
直接买" after a rent's price offers owning; a card's price in 千 before 还是 is its capex; GPU-hours
"over the next month" are a month's use; a why of the weighing in its own input words (电费,
折旧) goes on after a media job; a rental set against cards whose power bill was costed weighs
owning; an image side between a counted job's name and "images" is the side; a bare number is no
model tail; two rents weighed per dollar, or a gain against a price multiple, are compared."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import last_turn, memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog(advisor):
    return advisor.catalog


def _weighing(answer):
    return tool_call(answer, "rent_vs_buy_stated") or tool_call(answer, "rent_vs_buy")


# --------------------------------------------------------------------------- owning weighed


def test_quoted_box_beside_provider_and_tariff_weighs_owning(advisor):
    q = "4x A100 80GB box quoted ~$95k. CoreWeave reserved instead. 3 yrs, ~50% busy, $0.15/kWh?"
    query, answer, line = turn_of(advisor, q)
    assert answer.kind == "rent_vs_buy"
    call = _weighing(answer)
    assert call.input["tariff_per_kwh"] == Decimal("0.15")
    assert call.input["utilization"] == 0.5
    assert call.input["capex"] == Decimal("95000")
    assert "50%" in line


@pytest.mark.parametrize(
    ("question", "share"),
    [
        ("why do folks say owning is cheaper past ~50% utilization, what sets that number", 0.5),
        ("为什么都说利用率超过 30% 自己买卡就比租便宜", 0.3),
    ],
)
def test_utilisation_share_explained_is_the_break_even(advisor, question, share):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert _weighing(answer).input["utilization"] == share


def test_buy_outright_instead_after_a_rent_price(advisor):
    turn = last_turn(
        advisor,
        "autodl 4090 按小时租，一天多少钱？",
        "那还不如直接买两张 4090？每天用 10 小时",
    )
    assert turn.answer.kind == "rent_vs_buy"
    assert _weighing(turn.answer).input["gpu"] == "rtx-4090"


def test_card_price_in_thousands_before_or_is_its_capex(catalog, advisor):
    q = "周末偶尔跑跑 sd，一周 5 小时，买 3060 12g 两千一还是租"
    query = parse(q, catalog)
    assert query.budget == Decimal("2100") and query.budget_kind == "buy"
    _, answer, line = turn_of(advisor, q)
    assert answer.kind == "rent_vs_buy"
    assert _weighing(answer).input["capex"] == Decimal("2100")


def test_gpu_hours_over_the_next_month_are_the_use(catalog):
    q = "need ~200 GPU-hours of H100 over the next month for a finetune; buy a used 4090 or rent?"
    assert parse(q, catalog).usage_hours_per_month == 200.0


# --------------------------------------------------------------------------- follow-ups


def test_why_of_the_weighing_after_a_media_job_goes_on(advisor):
    query, answer, _ = turn_of(
        advisor,
        "每天跑 2 小时 sdxl，买 4070 super 五千块还是租 4090 一块八一小时",
        "为什么买卡更划算？折旧算进去了吗",
    )
    assert answer.kind == "rent_vs_buy"
    assert query.budget == Decimal("5000")
    assert {g.gpu_id for g in query.gpus} >= {"rtx-4070-super"}


def test_rental_set_against_a_costed_power_bill_weighs_owning(advisor):
    query, answer, line = turn_of(
        advisor,
        "4090 doing sdxl 12h a day at home, monthly power bill at $0.30/kWh?",
        "vs just running it on a g6.xlarge instead of at home?",
    )
    assert answer.kind == "rent_vs_buy"
    call = _weighing(answer)
    assert call.input["gpu"] == "rtx-4090"
    assert call.input["tariff_per_kwh"] == Decimal("0.30")


def test_bare_number_in_follow_up_keeps_the_model(advisor):
    query, _, _ = turn_of(
        advisor,
        "whisper large-v3 on a used 3060 for ~100 h of audio a month, buy or rent on vast?",
        "ok and if I resell the 3060 after 2 years?",
    )
    assert query.workload_id == "whisper-large-v3"


# --------------------------------------------------------------------------- prices and compares


def test_image_side_between_counted_name_and_images(advisor):
    _, answer, _ = turn_of(advisor, "price to generate 20k sdxl 768 images on a rented 4090")
    assert answer.kind == "price"
    speed = tool_call(answer, "estimate_workload_speed")
    assert speed.input["resolution"] == 768 and speed.input["images"] == 20000


def test_two_rents_weighed_per_dollar_on_a_job_are_compared(advisor):
    query, answer, line = turn_of(
        advisor, "l40s 和 a100 40g 时租差不多，推理 qwen 14b 哪个每美元更划算"
    )
    assert answer.kind == "compare"
    assert query.objective == "best_value"
    assert "L40S" in line and "A100" in line


def test_gain_against_a_price_multiple_is_a_value_compare(advisor):
    query, answer, line = turn_of(
        advisor,
        "h200 costs about 1.4x an h100 per hour. for llama 70b serving is the speedup bigger"
        " than 1.4x?",
    )
    assert answer.kind == "compare"
    assert query.objective == "best_value"
    assert "H200" in line


def test_which_is_cheaper_of_rental_and_own_card_weighs_owning(advisor):
    q = "恒源云 3090 和自己买一张放宿舍（电费一度六毛），两年下来谁便宜"
    _, answer, _ = turn_of(advisor, q)
    assert answer.kind == "rent_vs_buy"
    call = _weighing(answer)
    assert call.input["gpu"] == "rtx-3090" and call.input["tariff_per_kwh"] == Decimal("0.6")


def test_hours_priced_for_a_media_job_size_it_on_the_rented_card(advisor):
    _, answer, line = turn_of(advisor, "rent a 4090 on runpod for 5 hours to try sdxl, how much?")
    assert answer.kind == "price"
    assert tool_call(answer, "estimate_workload_memory").input["workload"] == "sdxl-base"
    assert tool_call(answer, "price_job").input["hours"] == 5.0
    second = answer.answer.split("\n\n")[1]
    assert "Stable Diffusion XL" in second and "fits" in second
