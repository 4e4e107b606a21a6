"""A resale price said after a word that takes a price, image repeats, and a bare "time?".

"用两年还能卖个七千" and "二手两年后能卖8000" beside a purchase price are what the cards fetch at
the end, in the purchase's currency (a bare "卖掉3090" still sells a card); "10 repeats each"
multiplies the epochs of an image LoRA (kohya's steps are images x repeats x epochs); a job
asked with ", time?" or "total time?" is a duration.
"""

from decimal import Decimal

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("自己买一张3090大概6000，用一年半还能卖3500，每天5小时，买还是租", Decimal(3500)),
        ("4卡4090整机4.5万块，三年后还能卖个一万二，跟租比怎么样", Decimal(12000)),
        ("a100 box for $80000, resale 30000 after 3 years, vs renting at 60% use", Decimal(30000)),
    ],
)
def test_a_price_the_sale_fetches_is_the_resale(advisor, text, value):
    query = parse(text, advisor.catalog)
    assert query.resale_value_said == value
    assert query.budget is not None and query.budget != value


def test_a_bare_number_in_the_next_clause_is_not_the_resale(advisor):
    query = parse("自己买1.3万的4090，两年后还能卖，每天4小时，买还是租", advisor.catalog)
    assert query.resale_value_said is None


def test_selling_a_card_names_no_price(advisor):
    assert parse("卖掉一张3090换4090划算吗", advisor.catalog).resale_value_said is None


def test_the_resale_lowers_owning_in_the_weighing(advisor):
    answer = advisor.ask(
        "买一张4090花1.5万，两年后能卖7000，每周用25小时，租的话2块一小时，哪个划算"
    )
    assert answer.kind == "rent_vs_buy"
    stated = next(c for c in answer.tool_calls if c.tool == "rent_vs_buy_stated")
    assert stated.input["resale_value"] == Decimal(7000)
    assert stated.input["capex"] == Decimal(15000)


@pytest.mark.parametrize(
    ("text", "epochs"),
    [
        ("flux lora on a 4090: 20 images, 8 repeats, 12 epochs, how long?", 96.0),
        ("sd1.5 lora on a 3060, 30 pics, num_repeats=15, how long", 15.0),
        ("4090 训 sdxl lora，50张图每张重复6次，8个epoch，要多久", 48.0),
    ],
)
def test_repeats_multiply_the_epochs(advisor, text, epochs):
    assert parse(text, advisor.catalog).epochs == epochs


def test_repeats_lengthen_the_image_job(advisor):
    plain = advisor.ask("sdxl lora on a 4090, 20 images, 5 epochs, how long?")
    repeated = advisor.ask("sdxl lora on a 4090, 20 images, 10 repeats, 5 epochs, how long?")
    first = next(c for c in plain.tool_calls if c.tool == "estimate_workload_speed")
    second = next(c for c in repeated.tool_calls if c.tool == "estimate_workload_speed")
    assert second.input["epochs"] == 10 * first.input["epochs"]
    assert second.output["job_hours"] > 5 * first.output["job_hours"]


@pytest.mark.parametrize(
    "question",
    [
        "orpo on mistral 7b, 15k pairs, 2 epochs on one a100, time?",
        "full ft of qwen2.5 1.5b on 4x 4090, 80k samples at 1k tokens, 1 epoch — wall time?",
        "lora on llama 3 8b with 40k samples of 512 tokens on an l40s; total time?",
    ],
)
def test_a_bare_time_asked_is_a_duration(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    assert "hours" in answer.answer.splitlines()[0] or "days" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "two 4090s already paid for, power is $0.28/kwh: keep using them or rent an h100?",
        "we own 8 a100s in our server room, run them or rent h100s on demand at 60% use?",
        "手上有四张4090已经买了，电费0.8一度，自己跑还是租H100划算",
    ],
)
def test_cards_said_as_held_are_held(advisor, text):
    assert parse(text, advisor.catalog).cards_held


@pytest.mark.parametrize(
    "text",
    [
        "I already have a 3090; should I buy a 4090 or rent an h100?",
        "should we buy 8 h100s or rent them for 3 years?",
        "家里有一张3060，想再买一张4090还是直接租",
    ],
)
def test_a_purchase_still_asked_is_no_held_card(advisor, text):
    assert not parse(text, advisor.catalog).cards_held


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("two 4090s already paid for, power is $0.28/kwh: keep using them or rent an h100?",
         "Keeping your 2 × RTX 4090 running is cheaper"),
        ("手上有四张4090已经买了，电费0.8一度，自己跑还是租H100",
         "继续用你已有的 4 × RTX 4090 更便宜"),
    ],
)  # fmt: skip
def test_held_cards_weigh_running_against_renting(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    first = answer.answer.splitlines()[0]
    assert lead in first, first
    assert "pays for itself" not in first and "回本" not in first
