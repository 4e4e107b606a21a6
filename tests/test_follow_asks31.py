"""A follow-up asks its own thing (fresh46's misses, in new phrasings): the power of the cards
before after a "by the way", a type's contents with the card it is thought to hold, a bare
hourly rate, the price or the cache of a serving plan; and messages that are no question of the
domain (a flat's rent, thanks for being talked out of a purchase)."""

from __future__ import annotations

import re

import pytest

from assistant.calc.serving import ServingPlan
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "turns",
    [
        ("两张 3090 跑 qwen2.5-72b 的 q4 能装下吗", "对了，顺便问下这两张卡电源得配多大"),
        ("will 4x a6000 hold llama 3.1 70b in bf16?", "by the way, what psu for those four?"),
    ],
)
def test_the_power_of_the_cards_before_is_asked_after_a_by_the_way(advisor, turns):
    answer = last_answer(advisor, *turns)
    assert answer.kind == "power"
    assert re.search(r"\d[\d,]* W", _first(answer))


def test_a_types_contents_asked_with_the_card_it_is_thought_to_hold(advisor):
    answer = last_answer(
        advisor,
        "does llama 3.1 405b in fp8 fit on one 8x h100 node?",
        "is p5.48xlarge the aws one with h100s? what's in it",
    )
    assert answer.kind == "instance"
    assert "p5.48xlarge" in _first(answer) and "H100" in _first(answer)


def test_a_bare_hourly_rate_of_a_named_type_is_a_price(advisor):
    answer = last_answer(
        advisor,
        "can a single L4 serve mistral 7b in bf16 on gcp?",
        "and a2-highgpu-1g hourly?",
    )
    assert answer.kind == "price"


def test_the_price_of_a_serving_plan_is_priced_on_the_cards_it_sized(advisor):
    turns = ["serve qwen2.5 32b to 150 concurrent users, how many L40S?"]
    plan_answer = last_answer(advisor, *turns)
    plan = next(c.typed(ServingPlan) for c in plan_answer.tool_calls if c.tool == "plan_serving")
    answer = last_answer(advisor, *turns, "and what would that come to per month?")
    assert answer.kind == "price"
    assert f"{plan.gpus} × L40S" in _first(answer) and "per month" in _first(answer)


def test_the_cache_of_one_session_asked_after_a_plan_is_the_kv_kind(advisor):
    answer = last_answer(
        advisor,
        "2x h100, llama 3.1 70b fp8, 32k context — how many concurrent chats fit?",
        "how much memory is the kv per conversation at that length?",
    )
    assert answer.kind == "kv_cache"
    assert "GB" in _first(answer)


@pytest.mark.parametrize(
    "question",
    [
        "landlord is raising the rent 10% next month, can he do that?",
        "房东突然要涨房租，押金也不退，怎么办",
    ],
)
def test_a_homes_rent_is_off_topic(advisor, question):
    assert last_answer(advisor, question).kind == "unsupported"


def test_a_landlord_beside_a_rig_stays_a_question_of_the_domain(advisor):
    answer = last_answer(advisor, "my landlord caps me at 1500 W — can two 4090s run on that?")
    assert answer.kind != "unsupported"


@pytest.mark.parametrize(
    "message",
    [
        "haha fair, you talked me out of the dual P40 plan, thanks",
        "好吧被你劝退了，P40 不折腾了，谢谢",
    ],
)
def test_being_talked_out_of_a_purchase_is_thanks(advisor, message):
    answer = last_answer(advisor, message)
    assert answer.kind == "smalltalk"


@pytest.mark.parametrize(
    "question",
    [
        "p4de.24xlarge: 8x A100 80GB? and how much local nvme does it come with?",
        "g5.12xlarge — 4x A10G 24GB? is instance storage included?",
    ],
)
def test_the_cards_asked_back_lead_before_the_part_the_table_lacks(advisor, question):
    first = _first(last_answer(advisor, question))
    assert first.startswith("**Yes,") and "GPU" in first
    assert "don't have" not in first


@pytest.mark.parametrize(
    "turns",
    [
        ("两张 3090 做张量并行，没有 nvlink 会慢多少", "nvlink 桥接器现在还买得到吗，值不值"),
        (
            "is pipeline parallel fine over pcie on 2x 3090?",
            "are 3090 nvlink bridges still worth buying?",
        ),
    ],
)
def test_a_bridges_worth_is_no_rent_or_buy(advisor, turns):
    answer = last_answer(advisor, *turns)
    assert answer.kind != "rent_vs_buy"
    assert "NVLink" in answer.answer
