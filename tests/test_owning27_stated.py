"""Owning figures stated beside a rent (2026-12-06): a rent paid kept, a price per card, a
hedged rate, a bare yuan rate, a full model named in Chinese, a rent-or-buy after a serving
question, and a type's shape asked back.

Each phrasing is our own; the checks are on the parsed values, the calculator's inputs and the
answer's kind and first line.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _parse(text: str):
    return parse(text, load_catalog(SPECS))


def _weighed(answer) -> dict:
    return next(c.input for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))


@pytest.mark.parametrize(
    ("text", "budget", "rate"),
    [
        # the card's price first, then the rent paid: the rent is the user's, not a budget
        ("a used 4090 goes for $1,600 — or do I keep paying $0.69/hr on vast? 25 h a week",
         Decimal("1600"), Decimal("0.69")),
        # the rent paid first, then buying: the price stays the purchase price
        ("I'm paying $2.40/hr for an A100 on lambda; buy one for $9k instead? 30 hours a week",
         Decimal("9000"), Decimal("2.40")),
    ],
)  # fmt: skip
def test_an_hourly_rent_paid_beside_a_price_is_the_rent_stated(text, budget, rate):
    query = _parse(text)
    assert query.intent == "rent_vs_buy"
    assert query.budget == budget
    assert query.budget_kind == "buy"
    assert query.rent_rate_stated == rate


def test_the_rent_paid_and_the_price_reach_the_weighing(advisor):
    answer = advisor.ask("used 4090 for $1,600, or keep paying $0.69/hr on vast? 25 hours a week")
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert Decimal(str(weighed["capex"])) == Decimal("1600")
    assert Decimal(str(weighed["rent_per_gpu_hour"])) == Decimal("0.69")


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("buy a 5090 for $2,500 or rent a 5090 on runpod at $0.9-ish/hr? 20 hrs a week",
         Decimal("0.9")),
        ("an RTX PRO 6000 at $8,500 vs renting an H100 at $2.2ish per hour, 12 h a week",
         Decimal("2.2")),
    ],
)  # fmt: skip
def test_a_hedged_hourly_rate_is_the_rent_stated(text, rate):
    query = _parse(text)
    assert query.intent == "rent_vs_buy"
    assert query.rent_rate_stated == rate


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("自购 4 卡 a800 大概 50 万，租的话每卡一小时 6.8，利用率 50%，哪个划算", Decimal("6.8")),
        ("买两张 l20 要八万，还是租？每小时 3.25，一天用 10 小时", Decimal("3.25")),
    ],
)
def test_a_bare_decimal_after_the_hour_is_the_rent_in_yuan(text, rate):
    query = _parse(text)
    assert query.intent == "rent_vs_buy"
    assert query.rent_rate_stated == rate
    assert query.currency == "CNY"


def test_a_full_model_said_unspaced_before_its_job_is_named():
    query = _parse("想本地部署 deepseek 满血版推理，8 张 h20 够吗")
    assert query.model_id == "deepseek-r1"
    assert _parse("deepseek 满血跑推理要几张 h200").model_id == "deepseek-r1"


@pytest.mark.parametrize(
    ("text", "count", "budget", "capex"),
    [
        ("二手 a6000 两万八一张，买四张，还是租 autodl 的？每天跑 6 小时", 4, Decimal("28000"),
         Decimal("112000")),
        ("买三张 4090（每张一万六）还是上云租？每天 10 小时", 3, Decimal("16000"),
         Decimal("48000")),
        ("used a5000s are $1,100 apiece. buy three, or rent on runpod? 30 hours a week", 3,
         Decimal("1100"), Decimal("3300")),
    ],
)  # fmt: skip
def test_a_price_said_per_card_owns_every_card_named(advisor, text, count, budget, capex):
    query = _parse(text)
    assert query.gpus[0].count == count
    assert query.budget == budget
    assert query.budget_each
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert int(weighed["count"]) == count
    assert Decimal(str(weighed["capex"])) == capex


def test_a_price_for_the_whole_box_is_not_multiplied(advisor):
    answer = advisor.ask("4张4090整机7万，每天跑10小时，跟租卡比多久回本")
    assert not _parse("4张4090整机7万，每天跑10小时，跟租卡比多久回本").budget_each
    assert Decimal(str(_weighed(answer)["capex"])) == Decimal("70000")


def test_thousands_then_one_card_is_a_price_not_a_count():
    query = _parse("二手 a6000 两万八一张，买四张，还是租？")
    assert query.gpus[0].count == 4
    assert _parse("4090 一万六一张，买还是租").gpus[0].count in (None, 1)


def test_a_rent_priced_monthly_against_a_price_said_bare_is_owning_weighed():
    query = _parse("一台 mac studio m3 ultra 两万八，还是按月租 h100？每月用 50 小时")
    assert query.intent == "rent_vs_buy"
    assert query.budget == Decimal("28000")


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("how many concurrent chats can one a100 80gb hold with llama 3.1 8b at 8k context",
         "fine — should I rent it on lambda or buy one, running around the clock?"),
        ("一张 a100 80g 跑 llama 3.1 8b，8k 上下文能撑多少并发",
         "那租还是买一张？24 小时都在跑"),
    ],
)  # fmt: skip
def test_rent_or_buy_after_a_serving_question_weighs_owning(advisor, first, then):
    answer = last_answer(advisor, first, then)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["gpu"].startswith("a100")


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("aws p4d.24xlarge — 8 a100s? could it hold llama 3 70b in fp16?", "A100"),
        ("azure NC24ads_A100_v4: 1x a100? enough for a 34b model?", "A100"),
    ],
)
def test_a_shape_asked_back_alone_is_the_types(advisor, text, cards):
    answer = advisor.ask(text)
    assert answer.kind == "instance"
    assert cards in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "阿里云 ecs.gn9x-8x.64xlarge 里面是什么卡？h100 还是 h200",
        "aws p9.48xlarge: what card does it carry, b200 or b300?",
    ],
)
def test_two_cards_guessed_for_a_type_ask_the_type(advisor, text):
    answer = advisor.ask(text)
    assert answer.kind == "instance"


@pytest.mark.parametrize(
    ("first", "then", "model"),
    [
        ("两张 a100 80g 上 bf16 能跑哪些模型", "换成 int8 能多跑哪些？qwen3 235b 放得下吗",
         "qwen3-235b-a22b"),
        ("4 张 h200 不量化能部署哪些大模型", "上 fp8 还能再上哪些，deepseek 满血行不行",
         "deepseek-r1"),
    ],
)  # fmt: skip
def test_more_models_asked_with_one_named_keeps_the_list(advisor, first, then, model):
    answer = last_answer(advisor, first, then)
    assert answer.kind == "fits_hardware"
    sized = [c.input.get("model") for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert model in sized
