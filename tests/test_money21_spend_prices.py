"""Money said loosely: spends with no currency, card-hours, tariffs in 块钱, stated card prices.

Our own phrasings; each checks the slots read or the figures the answer leads with.
"""

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("we're spending roughly 12k/month on lambda, buy 4x h100 instead?", 12000, "USD"),
        ("paying like 3500 a month for runpod 4090s, would owning two pay off", 3500, "USD"),
        ("每个月在恒源云上花5千租卡，自己买两张3090划算吗", 5000, "CNY"),
    ],
)
def test_a_monthly_spend_without_a_currency_is_the_rent(text, amount, currency):
    q = parse(text, CATALOG)
    assert q.budget == amount and q.budget_currency == currency
    assert q.budget_kind == "rent" and q.budget_period == "month"
    assert q.context_tokens is None  # "12k" is money here, never a context length
    assert q.intent == "rent_vs_buy"


@pytest.mark.parametrize(
    ("text", "hours", "gpu"),
    [
        ("roughly 800 H100 hours for the finetune, what does that cost on lambda", 800, "h100"),
        ("预训练大概要 3000 个 H100 小时，租的话要花多少钱", 3000, "h100"),
        ("1500 a100 hours on runpod — total?", 1500, "a100"),
    ],
)
def test_hours_of_a_named_card_are_gpu_hours_not_cards(text, hours, gpu):
    q = parse(text, CATALOG)
    assert q.gpus and q.gpus[0].gpu_id.startswith(gpu)
    assert q.gpus[0].count == 1 and not q.gpus[0].count_stated
    total = q.job_gpu_hours or q.duration_hours
    assert total == hours


@pytest.mark.parametrize(
    ("text", "hours"),
    [("4090 8小时一天 一个月电费多少", None), ("rent 3 a100 for 48 hours", 48.0)],
)
def test_a_count_beside_hours_keeps_its_meaning(text, hours):
    q = parse(text, CATALOG)
    assert q.job_gpu_hours is None
    if hours is not None:
        assert q.gpus[0].count == 3 and q.duration_hours == hours


@pytest.mark.parametrize(
    ("text", "tariff", "currency"),
    [
        ("3090 一天跑12小时，2块钱一度，一个月电费多少", 2.0, "CNY"),
        ("my 4090 at 0.9 yuan per kwh, 24/7, monthly power bill?", 0.9, "CNY"),
        ("electricity 1.5 rmb per kwh, 2x 3090 running 6h a day, cost a month", 1.5, "CNY"),
    ],
)
def test_tariffs_in_yuan_words_are_read(text, tariff, currency):
    q = parse(text, CATALOG)
    assert float(q.tariff_per_kwh) == tariff and q.tariff_currency == currency


def test_hours_a_day_in_brackets_are_not_hours_a_year():
    q = parse("两张3090电费一年要多少（每天开12小时，1.2元一度）", CATALOG)
    assert q.usage_per == "day" and q.usage_hours_per_month == pytest.approx(365.0, abs=1)
    assert float(q.tariff_per_kwh) == 1.2


@pytest.mark.parametrize(
    ("text", "prices", "premium"),
    [
        (
            "3090 at $650 or 4090 at $1700 for sdxl, which?",
            {"rtx-3090": 650, "rtx-4090": 1700},
            None,
        ),
        ("4090 9999元 vs 3090 4500块, 画图买哪个", {"rtx-4090": 9999, "rtx-3090": 4500}, None),
        ("is the 5090 worth $700 more than a 4090 for flux", None, {"rtx-5090": 700}),
        ("5090比4090贵6000块，跑flux值吗", None, {"rtx-5090": 6000}),
    ],
)
def test_stated_card_prices_are_read(text, prices, premium):
    q = parse(text, CATALOG)
    assert q.card_prices == prices and q.card_premium == premium


def test_one_card_priced_alone_is_no_card_price():
    q = parse("is a 4090 at $1700 good for sdxl?", CATALOG)
    assert q.card_prices is None and q.card_premium is None


def test_the_cheaper_card_wins_on_value_at_the_prices_said(advisor):
    answer = advisor.ask("sdxl: a used 3090 for $600 or a 4090 for $2000?")
    first = first_line(answer.answer)
    assert answer.kind == "workload_compare"
    assert "RTX 3090 is the better value" in first and "$600.00" in first and "$2,000.00" in first
    assert "within your budget" not in answer.answer  # the prices are no budget


def test_the_faster_card_wins_on_value_when_it_costs_little_more(advisor):
    answer = advisor.ask("sdxl: 3090 for $1500 or 4090 for $1600?")
    assert "RTX 4090 is the better buy" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "worth"),
    [
        ("5090 costs $300 more than the 4090, worth it for flux?", "Yes"),
        ("is the 5090 worth $1500 extra over a 4090 for flux?", "Not on speed per money"),
    ],
)
def test_a_premium_is_weighed_against_the_speed_gain(advisor, text, worth):
    first = first_line(advisor.ask(text).answer)
    assert first.startswith(worth) and "RTX 4090's $1,599.00" in first


def test_a_premium_in_chinese_names_both_cards(advisor):
    first = first_line(advisor.ask("5090比4090贵6000块，跑flux值吗").answer)
    assert first.startswith("RTX 5090 快") and "¥6,000.00" in first


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("we spend $4000 a month on runpod A100s, buy our own instead?", 4),
        ("每个月在autodl上租4090花6000块，买卡划算吗", 7),
    ],
)
def test_a_spend_with_no_count_is_weighed_for_the_cards_it_keeps_busy(advisor, text, count):
    answer = advisor.ask(text)
    call = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert answer.kind == "rent_vs_buy" and call.input["count"] == count


def test_a_provider_with_only_the_other_form_prices_the_rent(advisor):
    answer = advisor.ask("rent an A100 on runpod or buy one, over 3 years?")
    call = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert float(call.input["rent_per_gpu_hour"]) == pytest.approx(1.39)


@pytest.mark.parametrize(
    "text",
    [
        "h100 or a100 for serving 70b, which one does more per dollar?",
        "l40s vs a6000 — which gets the most tokens for the money on cloud",
        "4090 or 3090 for lora, better work per buck?",
    ],
)
def test_more_per_dollar_is_the_best_value_objective(text):
    assert parse(text, CATALOG).objective == "best_value"


def test_more_per_dollar_leads_with_the_cost_per_token(advisor):
    answer = advisor.ask("h100 vs a100 80gb for a 70b lora on cloud, which gives more per dollar")
    first = first_line(answer.answer)
    assert answer.kind == "compare" and "per 1M tokens" in first
