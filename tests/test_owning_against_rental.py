"""Owning weighed against a rental: the reading, the facts kept, the provider said first.

Each phrasing is this file's own: owning words the parser missed (自购, "a used card"),
renting said as paying for hours, a spend on an invoice, a tariff aside after a rent-or-buy
turn, a rental named by its provider or type beside power words, a rate given for a provider
the price book lacks, and buying with no rental in view (a purchase pick, not a weighing).
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _weighed(answer):
    return next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")).input


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("工作室打算自购四张 L40S 还是一直租 runpod 的 L40S，跑推理用", "l40s", 4),
        ("自购一张 A100 和长期租 lambda 的 A100 比，哪个省", "a100-80gb-sxm", 1),
        ("hobby finetunes ~8h a week: a used 4090, or rent a 4090 on runpod when I need it?",
         "rtx-4090", 1),
        ("weekend tinkering only. used 3090 vs renting one on lambda?", "rtx-3090", 1),
    ],
)  # fmt: skip
def test_owning_words_set_against_a_rental_read_as_rent_or_buy(advisor, question, gpu, count):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert weighed["gpu"] == gpu and weighed["count"] == count


@pytest.mark.parametrize(
    "question",
    [
        "a mac studio m3 ultra at $5.5k vs just paying for h100 hours on runpod when needed",
        "dgx spark for $4k or just paying for a100 hours on lambda, which makes sense",
    ],
)
def test_paying_for_hours_is_the_rental_side(advisor, question):
    assert last_answer(advisor, question).kind == "rent_vs_buy"


@pytest.mark.parametrize(
    ("question", "spend"),
    [
        ("our runpod invoice for 4x h100 is about $9k/month. would owning them pay off?", 9000),
        ("aws invoice is ~$20k/month for 8 a100s — buy a server instead?", 20000),
        ("每个月 lambda 的账单大概 5 万元，8 卡 H100，自己买服务器多久回本", 50000),
    ],
)
def test_an_invoice_is_a_monthly_rental_spend(advisor, question, spend):
    query = parse(question, advisor.catalog)
    assert query.budget == Decimal(spend) and query.budget_kind == "rent"
    assert query.budget_period == "month"
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert f"{spend:,}" in answer.answer  # the spend is said back with the hours it buys


@pytest.mark.parametrize(
    ("earlier", "aside", "tariff"),
    [
        ("buy a 3090 for $700 or keep renting on runpod? ~15 h a week",
         "power costs me $0.30/kWh btw, still worth it?", "0.30"),
        ("should i buy a 4090 or rent one on lambda, 20 hrs/week",
         "we pay 0.22 $/kWh here by the way. does it change anything?", "0.22"),
    ],
)  # fmt: skip
def test_a_trailing_btw_keeps_the_weighing(advisor, earlier, aside, tariff):
    answer = last_answer(advisor, earlier, aside)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["tariff_per_kwh"] == Decimal(tariff)


def test_a_btw_that_opens_a_message_is_still_a_new_topic(advisor):
    query = parse("btw, what's the difference between nvlink and pcie?", advisor.catalog)
    assert query.new_topic


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("power is $0.12/kWh here, running 2x l40s 24/7. own them vs aws g6e.12xlarge?", "l40s", 2),
        ("electricity is cheap for us ($0.06/kWh). 8x h100 around the clock: own vs lambda?",
         "h100-sxm", 8),
    ],
)  # fmt: skip
def test_owning_against_a_named_rental_stands_beside_power_words(advisor, question, gpu, count):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert weighed["gpu"] == gpu and weighed["count"] == count
    assert weighed["utilization"] == 1.0  # "24/7", "around the clock": busy the whole month


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("tensordock a6000s at $0.45/hr vs buying one, which wins?", "TensorDock"),
        ("jarvislabs 4090 at $0.40/hr or buy my own, where is the break-even?", "Jarvislabs"),
        ("vast 上 3090 一小时 1.2 元，和自己买一张比哪个划算", "Vast.ai"),
    ],
)
def test_a_rate_given_for_a_provider_the_book_lacks_is_weighed_and_said_first(
    advisor, question, said
):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    line = first_line(answer.answer)
    assert said.lower() in line.lower()
    assert line.startswith(("I don't cover", "我的价格表未收录"))
    rate = _weighed(answer)["rent_per_gpu_hour"]
    assert str(rate).rstrip("0") in line  # weighed at their rate, said with the provider


@pytest.mark.parametrize(
    "question",
    [
        "everyone says just buy used 3090s. is that still the answer for 70b q4 on a $2.5k budget?",
        "is the 4090 still the best pick for a 32b model at q4 with $2000 to spend?",
    ],
)
def test_buying_with_no_rental_in_view_is_a_pick_not_a_weighing(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "recommend"
    assert answer.tool_calls and "rent_vs_buy" not in {c.tool for c in answer.tool_calls}
