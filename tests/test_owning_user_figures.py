"""Rent vs buy on the user's own numbers: each stated figure is read, used and said back."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.tools import error_of
from tests.support.advisors import KNOWLEDGE, last_answer, memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _weighed(answer):
    (call,) = [c for c in answer.tool_calls if c.tool in ("rent_vs_buy", "rent_vs_buy_stated")]
    return call.input


@pytest.mark.parametrize(
    ("question", "sessions", "hours", "weekly"),
    [
        ("i train twice a week for 5 hours. buy a 4090 or rent?", 2, 5, 10),
        ("3 sessions a week, 4 hours each: worth buying a 5090 vs renting on vast?", 3, 4, 12),
        ("每周跑三四次，每次两个小时，买4090还是租卡划算", 3.5, 2, 7),
        ("8 hours a day, 5 days a week: buy a 4090 or rent?", 5, 8, 40),
        ("每天跑6个小时，一周3天，买还是租3090", 3, 6, 18),
    ],
)
def test_sessions_times_hours_are_the_weekly_use(catalog, question, sessions, hours, weekly):
    q = parse(question, catalog)
    assert q.intent == "rent_vs_buy"
    assert q.usage_sessions == (sessions, hours)
    assert q.usage_hours_per_month == pytest.approx(weekly * 730 / 168, abs=0.1)


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("想买一张4080（八千左右）还是在AutoDL上租，哪个划算", Decimal("8000")),
        ("入手二手3090（3千出头）还是租卡", Decimal("3000")),
        ("买两张4090（两万五左右）跑推理，和租比多久回本", Decimal("25000")),
        ("5090两万出头，买还是租", Decimal("20000")),
        ("二手3090大概4500，买还是租", Decimal("4500")),
        ("一张4090要1.3万，买还是租划算", Decimal("13000")),
    ],
)
def test_a_price_beside_the_card_bought_is_the_purchase_price(catalog, question, price):
    q = parse(question, catalog)
    assert (q.budget, q.budget_currency, q.budget_kind) == (price, "CNY", "buy")


@pytest.mark.parametrize(
    ("question", "tariff", "currency"),
    [
        ("电费一块二一度，买4090还是租划算", Decimal("1.2"), "CNY"),
        ("电价每度七毛，买还是租4090", Decimal("0.7"), "CNY"),
        ("电费1元一度，自己买一张4090还是租", Decimal("1"), "CNY"),
        ("power runs 0.28 €/kWh here, buy a 4090 or rent one?", Decimal("0.28"), "EUR"),
    ],
)
def test_tariffs_in_yuan_jiao_and_euros(catalog, question, tariff, currency):
    q = parse(question, catalog)
    assert (q.tariff_per_kwh, q.tariff_currency) == (tariff, currency)


@pytest.mark.parametrize(
    ("question", "covered"),
    [
        ("electricity is covered by my employer, buy a 4090 or rent on runpod?", True),
        ("电费学校出，买卡还是租卡", True),
        ("宿舍电费另算，买卡还是租卡", False),
    ],
)
def test_power_paid_by_someone_else(catalog, question, covered):
    assert parse(question, catalog).power_covered is covered


@pytest.mark.parametrize(
    ("question", "rented", "owned"),
    [
        ("renting an A100 on lambda vs buying a 5090, 6 hours a day", "a100-80gb-sxm", "rtx-5090"),
        ("租4090还是买5090划算，每天用5小时", "rtx-4090", "rtx-5090"),
        ("rent l4s on gcp or buy a used 3090 for whisper?", "l4", "rtx-3090"),
    ],
)
def test_the_card_rented_is_told_from_the_card_bought(advisor, question, rented, owned):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["gpu"] == owned
    priced = [c.input["gpu"] for c in answer.tool_calls if c.tool == "price_job"]
    assert priced == [rented]


def test_every_stated_figure_is_used_and_said_back(advisor):
    answer = last_answer(
        advisor, "renting an A100 on lambda vs buying a 5090 for $2,500, 6 hours a day, power is"
        " $0.20/kWh, over 2 years"
    )  # fmt: skip
    used = _weighed(answer)
    assert used["capex"] == Decimal("2500") and used["tariff_per_kwh"] == Decimal("0.20")
    assert used["years"] == 2.0 and used["hours_per_week"] == 42.0
    assert "rent of" not in " ".join(answer.assumptions)  # Lambda's rate is not "your figure"
    figures = next(p for p in answer.answer.split("\n\n") if p.startswith("Your figures used"))
    for said in ("$2,500.00", "6 h a day", "0.20 USD per kWh", "over 2 years", "Lambda"):
        assert said in figures
    assert "months" in answer.answer.split("\n")[0]  # the payback time leads
    assert "utilisation" in answer.answer  # and the break-even utilisation follows


def test_a_follow_up_changes_only_the_slot_it_states(advisor):
    first = "电费一度七毛，买两张4090（两万五左右）跑推理，每天10小时，和租比多久回本"
    answer = last_answer(advisor, first, "如果每天只开4小时呢")
    used = _weighed(answer)
    assert used["capex"] == Decimal("25000") and used["tariff_per_kwh"] == Decimal("0.7")
    assert used["count"] == 2 and used["hours_per_week"] == 28.0
    assert "购置价 ¥25,000.00" in answer.answer and "每天 4 小时" in answer.answer
    answer = last_answer(advisor, first, "如果电费是1块2呢（商业用电）")
    used = _weighed(answer)
    assert used["tariff_per_kwh"] == Decimal("1.2") and used["hours_per_week"] == 70.0
    assert "电价每度 1.2 CNY" in answer.answer


def test_gpu_hours_a_month_and_power_covered_weigh_owning(advisor):
    answer = last_answer(
        advisor, "we burn 3k H100-hours a month on runpod and power is covered by the company;"
        " would buying 8x H100 pay off in 3 years?"
    )  # fmt: skip
    assert answer.kind == "rent_vs_buy"
    used = _weighed(answer)
    assert used["count"] == 8 and used["tariff_per_kwh"] == Decimal("0")
    assert used["utilization"] == pytest.approx(3000 / 8 / 730, abs=0.001)
    assert "electricity paid by others" in answer.answer
    assert answer.tool_calls and "context" not in " ".join(answer.assumptions)  # "3k" is hours


def test_a_tariff_in_a_currency_without_a_rate_is_said_as_used(advisor):
    answer = last_answer(
        advisor, "buy a 4090 or rent one for stable diffusion, about 3 hrs a day",
        "fwiw power here is 0.45 €/kWh, does that flip it?",
    )  # fmt: skip
    assert _weighed(answer)["tariff_per_kwh"] == Decimal("0.45")
    assert "0.45 EUR/kWh" in answer.answer and "no EUR exchange rate" in answer.answer


@pytest.mark.parametrize(
    ("question", "rate", "currency"),
    [
        ("buy a 4090 for $1800 or rent at $0.50/hr on vast, 30 hours a week", "0.5", "USD"),
        ("is buying an a100 80gb for $9k dumb when runpod has it for ~1.6/hr?", "1.6", "USD"),
        ("买4090（1.3万）还是租，租的话每小时2块，每天用6小时", "2", "CNY"),
    ],
)
def test_a_stated_rent_replaces_the_price_books(advisor, question, rate, currency):
    answer = last_answer(advisor, question)
    used = _weighed(answer)
    assert used["rent_per_gpu_hour"] == Decimal(rate) and used["currency"] == currency
    # no quote replaces theirs: only a provider the book lacks is looked up, to say so first
    assert all(error_of(c) for c in answer.tool_calls if c.tool == "price_job")
    figures = "你给的数字" if currency == "CNY" else "Your figures used"
    assert figures in answer.answer


def test_a_stated_utilisation_share_is_said_as_a_share(advisor):
    answer = last_answer(advisor, "buy an a100 80gb for $9k or rent? my usage is maybe 20%")
    assert _weighed(answer)["utilization"] == pytest.approx(0.2)
    assert "20% utilisation" in answer.answer


def test_the_catalog_answer_gives_the_payback_months_too(advisor):
    answer = last_answer(advisor, "buy a used 3090 for $700 or rent one?")
    assert "$700.00 you stated" in answer.answer
    assert "pays for itself in about" in answer.answer and "months" in answer.answer


@pytest.mark.parametrize(
    ("question", "weekly"),
    [
        ("i only render a few hours on weekends; buy a 4070 or rent?", 3),
        ("i work 5 hours every weekend, buy or rent a 3090?", 5),
        ("周末跑几个小时，买4090还是租", 3),
    ],
)
def test_hours_at_weekends_are_hours_a_week(catalog, question, weekly):
    q = parse(question, catalog)
    assert q.usage_hours_per_month == pytest.approx(weekly * 730 / 168, abs=0.1)
    assert q.duration_hours is None  # not how long one job runs


@pytest.mark.parametrize(
    "question",
    [
        "should we finance an 8x H100 server with a loan or keep renting on lambda?",
        "分期买一台8卡4090服务器还是租卡划算",
    ],
)
def test_financing_is_said_first_and_weighed_as_buying_outright(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    first = answer.answer.split("\n")[0]
    assert "don't cover lease or loan" in first or "未收录融资租赁" in first
    assert _weighed(answer)["count"] == 8


def test_a_reserved_cloud_lease_is_no_financing(catalog):
    assert not parse("rent an h100 on a 1-year lease or on demand?", catalog).financing


@pytest.mark.parametrize(
    "question",
    [
        "打算自建服务器跑whisper转写，不想上云，买啥卡，几张？",
        "预算一万，跑sd买啥卡好",
        "自己搭机器训练yolo，用啥卡合适",
    ],
)
def test_which_card_to_buy_said_colloquially_is_a_pick_not_rent_or_buy(advisor, question):
    assert last_answer(advisor, question).intent == "recommend"


@pytest.mark.parametrize(
    ("question", "ruled_out"),
    [
        ("数据不能出内网，自建服务器跑qwen2.5 72b推理，买啥卡", True),
        (
            "we can't use the cloud (patient data), which GPU should we buy to serve llama 3 70b?",
            True,
        ),
        ("buy a 4090 or use the cloud?", False),
    ],
)
def test_a_cloud_ruled_out_asks_which_hardware_to_buy(advisor, catalog, question, ruled_out):
    q = parse(question, catalog)
    assert q.cloud_ruled_out is ruled_out
    if ruled_out:
        assert q.where == "own" and last_answer(advisor, question).intent == "recommend"


def test_a_card_nobody_rents_asks_for_the_users_rent_then_uses_it(advisor):
    answer = last_answer(advisor, "buy or rent a mi300x, 10 hours a day?")
    assert answer.answer.startswith("**I don't cover renting the AMD Instinct MI300X")
    answer = last_answer(advisor, "buy or rent a mi300x at $2.5/hr, 10 hours a day?")
    assert _weighed(answer)["rent_per_gpu_hour"] == Decimal("2.5")
    assert "months" in answer.answer.split("\n")[0]
    zh = last_answer(advisor, "买一张MI300X还是租，每天用10小时")
    assert zh.answer.startswith("**我的价格表未收录 AMD Instinct MI300X 的按量租用价")


FIRST = "buy a 4090 for $2,000 or rent on runpod? about 10 hrs a week, power is $0.30/kWh"


@pytest.mark.parametrize(
    ("then", "key", "value", "said"),
    [
        ("what if the card costs $1500?", "capex", Decimal("1500"), "$1,500.00"),
        ("what if power was free?", "tariff_per_kwh", Decimal("0"), "electricity paid by others"),
        ("and at 6 hours a day?", "hours_per_week", 42.0, "6 h a day"),
    ],
)
def test_a_follow_up_restating_one_figure_stays_rent_or_buy(advisor, then, key, value, said):
    answer = last_answer(advisor, FIRST, then)
    assert answer.kind == "rent_vs_buy"
    used = _weighed(answer)
    assert used[key] == value and used["capex"] in (Decimal("2000"), Decimal("1500"))
    assert said in answer.answer and "RunPod" in answer.answer


@pytest.mark.parametrize(
    "question", ["每天用4小时，买4090还是租", "买3090 24g还是租", "买4090还是5090"]
)
def test_hours_memory_and_card_numbers_are_no_price(catalog, question):
    assert parse(question, catalog).budget is None
