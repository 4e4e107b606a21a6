"""Rent or buy read and answered from the user's own figures (the rent40 round).

A spend beside a quote, GPU-hours a year, hours said with 个钟, on-demand billing as the rental,
a speech job a month as a load, an API against self-hosting, buying offered instead of the rent,
games as more hours of the card weighed; and a price asked with the week, the type named first
or a "$/hr" at a provider the book lacks.
"""

from decimal import Decimal
from pathlib import Path

import pytest

from assistant.catalog.offers import load_price_book
from assistant.catalog.specs import load_catalog
from assistant.question.instances import find_instance
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _answer(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _weighed(answer):
    (call,) = [c for c in answer.tool_calls if c.tool in ("rent_vs_buy", "rent_vs_buy_stated")]
    return call.input


@pytest.mark.parametrize(
    ("first", "follow_up", "capex", "spend"),
    [
        (
            "we spend around $6k a month on 8x A100 at lambda; a box is quoted at $120k, "
            "when does buying pay off?",
            "what if we only use it half the time?",
            120000,
            "$6,000.00",
        ),
        (
            "每月在 autodl 上租 4 卡 4090 花 1.2 万，自己买报价 8 万，多久回本",
            "要是只用一半时间呢",
            80000,
            "¥12,000.00",
        ),
    ],
)
def test_a_quote_beside_a_spend_is_kept_by_a_follow_up(advisor, first, follow_up, capex, spend):
    answer = _answer(advisor, first, follow_up)
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert Decimal(str(weighed["capex"])) == capex
    assert weighed["utilization"] == pytest.approx(0.5)
    assert spend in answer.answer  # the monthly rent said back among the figures


def test_gpu_hours_a_year_are_the_cards_use(catalog, advisor):
    question = "实验室每年大约 3000 卡时，买 2 张 a100 报价 20 万还是租划算"
    q = parse(question, catalog)
    assert (q.usage_gpu_hours, q.usage_per) == (3000, "year")
    assert not [p for p in q.problems if p.kind == "gpu_count"]  # 3000 卡 is no card count
    answer = _answer(advisor, question)
    assert _weighed(answer)["count"] == 2
    assert _weighed(answer)["utilization"] == pytest.approx(1500 / 8760, abs=0.001)
    assert "3,000 卡时" in answer.answer


@pytest.mark.parametrize(
    ("text", "count"),
    [("那如果一卡时降到 3 块呢", None), ("每卡时 1.5 元的话呢", None), ("换成 4 卡呢", 4)],
)
def test_a_card_hour_is_a_unit_not_a_count(catalog, text, count):
    assert parse(text, catalog).bare_count == count


def test_a_card_hour_rate_follow_up_keeps_the_cards(advisor):
    first = (
        "所里超算中心 a100 一卡时 5 元，我们每年大概 4000 卡时，自己买 2 卡 a100 报价 25 万，值吗"
    )
    answer = _answer(advisor, first, "那一卡时 3 块的话呢")
    assert _weighed(answer)["count"] == 2
    assert str(_weighed(answer)["rent_per_gpu_hour"]) == "3"


@pytest.mark.parametrize(
    ("text", "hours"), [("每天大概 10 个钟", 10), ("一天平均跑 6 个钟，电费 0.6", 6)]
)
def test_hours_a_day_said_with_ge_zhong(catalog, text, hours):
    q = parse(text, catalog)
    assert q.usage_per == "day"
    assert q.usage_hours_per_month == pytest.approx(hours * 730 / 24, abs=0.1)


@pytest.mark.parametrize(
    "question",
    [
        "purchase 4x L40S for $40k or keep using gcp on-demand for a year at 50% usage?",
        "买 2 张 a100 大概 20 万，还是按需用阿里云一年，利用率 50%，哪个划算",
    ],
)
def test_on_demand_billing_is_the_rental_weighed(catalog, advisor, question):
    assert parse(question, catalog).intent == "rent_vs_buy"
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["utilization"] == 0.5


def test_a_speech_job_a_week_is_a_load_not_a_horizon(catalog, advisor):
    question = (
        "we get ~900 recording hours a week through whisper large-v3; "
        "own an L40S or rent one on runpod?"
    )
    q = parse(question, catalog)
    assert (q.duration_hours, q.job_per) == (900, "week")
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["years"] == 3.0  # the default write-off, not 900 hours
    timed = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    assert timed and timed[0].input["audio_hours"] == 900


def test_an_api_against_cards_deployed_in_house(advisor):
    question = "团队 15 人，每月 API 花 5000 元，还是买一张 a6000 自己部署 qwen3 14b 更划算"
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"  # the users are the load, no serving count asked


@pytest.mark.parametrize(
    ("first", "follow_up"),
    [
        ("runpod 上 a100 每小时多少", "如果每天都要用 10 个钟，还不如自己买一张 a100？"),
        ("h100 hourly on lambda?", "at 10h a day every day I might as well buy one, right?"),
    ],
)
def test_buying_offered_instead_of_the_rent(advisor, first, follow_up):
    answer = _answer(advisor, first, follow_up)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["utilization"] == pytest.approx(10 / 24, abs=0.001)


@pytest.mark.parametrize(
    ("follow_up", "util"),
    [
        ("i'll also play games on it, so more like 6h/day — still the same answer?", 0.25),
        ("平时也会拿它打游戏，算下来每天 12 小时，结论会变吗", 0.5),
    ],
)
def test_gaming_hours_after_a_weighing_are_more_use(advisor, follow_up, util):
    first = "buy a 4080 super for $1000 or rent a 4090 on runpod at $0.40/hr, 3 h a day of flux?"
    answer = _answer(advisor, first, follow_up)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["utilization"] == pytest.approx(util, abs=0.001)


def test_gaming_on_its_own_is_still_declined(advisor):
    answer = _answer(advisor, "i game 6h/day, is a 4080 super good for 1440p?")
    assert answer.kind == "unsupported"


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("autodl 的 4090 按小时怎么收？包一整周不停的话总共多少", 168),
        ("租一整天要多少钱，runpod 的 a100", 24),
    ],
)
def test_a_whole_week_or_day_is_the_span_priced(catalog, question, hours):
    assert parse(question, catalog).duration_hours == hours


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("gcp a2-highgpu-8g per hour, or is a2-highgpu-1g x8 cheaper", "a2-highgpu-8g"),
        ("a2-highgpu-1g x8 vs one a2-highgpu-8g, which is cheaper", "a2-highgpu-1g"),
    ],
)
def test_the_type_said_first_is_the_one_asked(catalog, text, name):
    book = load_price_book(KNOWLEDGE / "specs", Path("/nonexistent.yaml"), set(catalog.gpus))
    found = find_instance(text, book, "gcp")
    assert found is not None and found.name == name


def test_a_sibling_type_without_a_price_is_said_first(advisor):
    question = "gcp a2-ultragpu-8g per hour in us-central1, or just rent a2-ultragpu-1g x8?"
    answer = _answer(advisor, question)
    assert answer.kind == "price"
    assert answer.answer.splitlines()[0].startswith("**a2-ultragpu-8g**")


@pytest.mark.parametrize(
    "question",
    [
        "vast.ai a100 ballpark $/hr? need it for a budget sheet",
        "tensordock 4090 rough $/hr for a grant",
    ],
)
def test_a_rate_at_an_unpriced_provider_says_so(advisor, question):
    answer = _answer(advisor, question)
    assert answer.kind == "price"
    assert "not in my price book" in answer.answer.splitlines()[0]
