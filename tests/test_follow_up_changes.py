"""A bare follow-up carries the earlier request and changes only the slot it states."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.conversation import resolve
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _chain(catalog, *questions):
    previous, carried = None, {}
    for q in questions:
        previous, carried = resolve(parse(q, catalog), previous)
    return previous, carried


def _last(advisor, *questions):
    turn = advisor.converse(list(questions)).turns[-1]
    assert turn.answer is not None
    return turn.query, turn.answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- one more card


@pytest.mark.parametrize(
    ("first", "second", "gpu", "count"),
    [
        ("what can I run on a 3060 12gb?", "what if I add a second 3060", "rtx-3060", 2),
        ("3090 配 1000w 电源够吗", "再插一张3090呢", "rtx-3090", 2),
        ("2x 4090 for qwen 32b inference?", "and if I add another 4090?", "rtx-4090", 3),
        ("a100 跑 llama 3 70b 够吗", "再加第三张a100呢", "a100-80gb-sxm", 3),
    ],
)
def test_one_more_of_a_card_already_there_raises_its_count(catalog, first, second, gpu, count):
    merged, _ = _chain(catalog, first, second)
    counts = {g.gpu_id: g.count for g in merged.gpus}
    assert counts.get(gpu) == count
    assert len(merged.gpus) == 1


def test_one_more_card_keeps_the_kind_and_sizes_the_bigger_box(advisor):
    query, line = _last(advisor, "3090 配 1000w 电源够吗", "再插一张3090呢")
    assert query.kind == "power"
    assert "2 × RTX 3090" in line and "1,000 W" in line
    query, line = _last(advisor, "what can I run on a 3060 12gb?", "what if I add a second 3060")
    assert query.kind == "fits_hardware"
    assert "2 × RTX 3060" in line


# --------------------------------------------------------------------------- budgets


@pytest.mark.parametrize(
    ("first", "second", "budget", "currency"),
    [
        ("预算6000，跑 qwen2.5 7b 买什么卡", "预算提到1.5w呢", 15000, "CNY"),
        ("预算6000，跑 qwen2.5 7b 买什么卡", "老板说最多给1.2w", 12000, "CNY"),
        (
            "I have $600 for a card to run 8b models, which one?",
            "what if I scrape up $1k?",
            1000,
            "USD",
        ),
    ],
)
def test_a_new_budget_replaces_the_old_one(advisor, first, second, budget, currency):
    query, line = _last(advisor, first, second)
    assert query.kind == "recommend"
    assert query.budget == Decimal(budget) and query.budget_currency == currency
    assert f"{budget:,}" in line


# --------------------------------------------------------------------------- other slots


def test_a_rented_count_and_hours_replace_the_one_card(advisor):
    query, line = _last(advisor, "AutoDL 4090 每小时多少钱", "租2张跑5个小时多少钱")
    assert query.kind == "price"
    assert "2 × RTX 4090" in line and "5 小时" in line


def test_users_in_flight_after_a_speed_question(advisor):
    query, line = _last(
        advisor,
        "decode speed of qwen2.5 32b on one A100 with vllm",
        "what about per user with 8 requests in flight?",
    )
    assert query.kind == "speed" and query.users == 8
    assert "per user" in line and "8 concurrent users" in line


def test_daytime_hours_replace_around_the_clock_use(catalog):
    first, _ = _chain(catalog, "买2张4090 24小时不停机，和租比多久回本")
    assert first.usage_hours_per_month == 730.0
    merged, _ = _chain(catalog, "买2张4090 24小时不停机，和租比多久回本", "那白天8小时呢")
    assert merged.intent == "rent_vs_buy"
    assert merged.usage_hours_per_month == pytest.approx(8 * 730 / 24, abs=0.1)
    assert [(g.gpu_id, g.count) for g in merged.gpus] == [("rtx-4090", 2)]


@pytest.mark.parametrize(
    ("first", "second", "watts", "words"),
    [
        ("is an 850w psu enough for a 4090", "what if I power limit it to 300w", 300, "300 W"),
        ("psu for a 5090, is 1000w enough", "what if i undervolt it to ~450w", 450, "450 W"),
        ("我的 4090 配 850w 电源够吗", "降压到 350w 呢", 350, "350 W"),
    ],
)
def test_a_power_limit_re_sizes_the_psu_asked_about(advisor, first, second, watts, words):
    query, line = _last(advisor, first, second)
    assert query.kind == "power" and query.power_ask == "psu_check"
    assert query.power_limit_w == watts
    assert words in line


def test_a_sibling_model_keeps_the_stream_count(advisor):
    query, line = _last(advisor, "48路摄像头 yolov8n 要几张 T4", "换成 yolov8m 呢")
    assert query.workload_id == "yolov8m" and query.streams_target == 48
    assert "48 路" in line and "T4" in line


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("4090 vs 5080 for llm inference, both about $1200", "what if the 4090 is $900 instead"),
        ("3090 vs 4070 ti super for llm inference, ~$700 each", "what if the 3090 is $550"),
    ],
)
def test_a_price_restated_for_a_compared_card_keeps_the_comparison(advisor, first, second):
    query, line = _last(advisor, first, second)
    assert query.kind == "compare"
    assert len({g.gpu_id for g in query.gpus}) == 2
    assert " vs " in line


def test_scrape_together_and_in_flight_are_not_off_topic(catalog):
    assert not parse("what if I could scrape together $1.2k?", catalog).off_topic
    assert not parse("and with 16 requests in flight?", catalog).off_topic
    assert parse("write me a scraper for gpu prices", catalog).off_topic
    assert parse("cheap flights to tokyo?", catalog).off_topic
