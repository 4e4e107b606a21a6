"""Money facts said loosely: a spend beside a payback, a rent in cents, a rate's unit, '2w5'.

Each stated figure must reach the typed request and the answer: the spend replaces the
catalog's use, the user's rent replaces the book's, the count and hours after "一卡一小时多少"
are the job priced, and a budget written "2w5" is 25,000.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
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
    ("question", "spend", "rented", "owned", "first"),
    [
        (
            "our lab blows ~$2k/month on runpod h100 hours. would two 5090s pay for"
            " themselves within a year?",
            2000,
            "h100-sxm",
            "rtx-5090",
            "Yes, within a year",
        ),
        (
            "we shell out $900 a month for lambda a100 time; would a 4x 3090 rig pay for"
            " itself within 3 months?",
            900,
            "a100-80gb-sxm",
            "rtx-3090",
            "No, not within 3 months",
        ),
        (
            "实验室每个月在 runpod 上砸 1 万块租 h100 卡时，买 4 张 4090 一年内能回本吗",
            10000,
            "h100-sxm",
            "rtx-4090",
            "能，一年内回本",
        ),
    ],
)
def test_a_monthly_spend_and_a_payback_ask_is_rent_vs_buy(
    catalog, advisor, question, spend, rented, owned, first
):
    q = parse(question, catalog)
    assert q.intent == "rent_vs_buy"
    assert q.budget == Decimal(spend) and q.budget_kind == "rent" and q.budget_period == "month"
    assert q.owning_ask == "payback"
    assert q.rented_gpu == rented
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["gpu"] == owned
    assert first in answer.answer.splitlines()[0]


def test_a_provider_is_read_right_before_a_card(catalog):
    """'lambda a100': lambda's last letter is no count of one, so the provider stays read."""
    q = parse("how much are lambda a100 hours", catalog)
    assert q.provider == "lambda"
    assert not q.gpus[0].count_stated


@pytest.mark.parametrize(
    ("question", "rate", "provider"),
    [
        (
            "salad's 3090 nodes go for 12 cents/hr. does owning a 3090 ever make sense?",
            "0.12",
            "salad",
        ),  # fmt: skip
        ("on vast 4090s rent at 30 cents per hour, is buying one worth it?", "0.3", "vast"),
        ("salad 上 4090 每小时 1.2 元，自己买一张划算吗", "1.2", "salad"),
    ],
)
def test_a_stated_hourly_rent_beside_owning_is_weighed(catalog, advisor, question, rate, provider):
    q = parse(question, catalog)
    assert q.intent == "rent_vs_buy" and q.intent_margin >= 6
    assert q.rent_rate_stated == Decimal(rate)
    assert q.provider == provider
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert Decimal(str(_weighed(answer)["rent_per_gpu_hour"])) == Decimal(rate)
    if provider == "salad":  # a cloud the price book lacks is said first
        assert "SaladCloud" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "count", "hours", "total"),
    [
        ("nebius 的 H100 一卡一小时多少？租 8 张跑 50 小时呢", 8, 50, "50 小时合计"),
        ("runpod 上 A100 每卡每小时几块？租 2 张用 300 小时要多少", 2, 300, "300 小时合计"),
        ("lambda 的 H100 一张卡一小时多少钱，租 4 张跑 24 小时呢", 4, 24, "24 小时合计"),
    ],
)
def test_the_unit_a_rate_is_asked_in_is_no_count_or_duration(
    catalog, advisor, question, count, hours, total
):
    q = parse(question, catalog)
    assert q.gpus[0].count == count and q.duration_hours == hours
    first = _answer(advisor, question).answer.splitlines()[0]
    assert f"{count} ×" in first and total in first


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("预算2w5，想本地跑 qwen3 32b，显卡怎么配", 25000),
        ("预算 1w2 买张卡跑 14b 模型", 12000),
        ("budget 3k5 for a card to run llama 3 8b", 3500),
    ],
)
def test_a_digit_after_the_scale_counts_in_the_next_lower_unit(catalog, question, budget):
    assert parse(question, catalog).budget == Decimal(budget)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "asr service, 24/7 on 2x l4. own the box or keep renting gcp g2-standard-24?",
            ("24 h a day", "g2-standard-24"),
        ),  # fmt: skip
        (
            "4 张 L4 全天候跑语音转写，自己买还是继续租 gcp g2-standard-48？",
            ("每天 24 小时", "g2-standard-48"),
        ),  # fmt: skip
    ],
)
def test_always_on_and_the_type_rented_are_said_back(advisor, question, said):
    answer = _answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    for part in said:
        assert part in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "8 张 L20 的服务器满载功耗多少瓦",
        "how many watts does a box with 2x L20 draw?",
        "单张 L20 的功耗是多少",
    ],
)
def test_l20_servers_have_a_wattage(advisor, question):
    """The L20's board power (275 W, published spec tables) is in the catalog."""
    answer = _ask_power(advisor, question)
    assert answer.kind == "power"
    first = answer.answer.splitlines()[0]
    assert "W" in first and "L20" in first


def _ask_power(advisor, question):
    return _answer(advisor, question)
