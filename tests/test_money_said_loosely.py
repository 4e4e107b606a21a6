"""Money and loads said the way people speak them: in hand, in k, in yuan and jiao, in numerals.

"手头就八千出头" is a budget of ¥8,000; "anything under 1.5k" a budget of $1,500 (but "under 8k
context" is a length); "两块五一小时" a rent of ¥2.50 an hour; "同时在线四五十" a load of 50
users at once; "哪个省钱" beside a rent and a purchase weighs the two; the price "一万六" is
¥16,000, not ¥10,000. A provider the price book lacks is said first, a payback asked or not.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from assistant.question.zh_hourly import zh_hourly_rent
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("手头就八千出头，想跑个 14b 的模型聊天，推荐哪张显卡", Decimal(8000)),
        ("手里有一万五，新卡旧卡都行，选哪张跑 stable diffusion", Decimal(15000)),
        ("兜里两万出头，配什么卡跑 qwen2.5 32b", Decimal(20000)),
    ],
)
def test_money_in_hand_is_the_budget(text: str, budget: Decimal) -> None:
    query = parse(text, CATALOG)
    assert query.budget == budget and query.budget_currency == "CNY"


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("which card under 1.5k would you get for fine-tuning bert models?", Decimal(1500)),
        ("best gpu for local llama 3 8b, sub 2k, new or used", Decimal(2000)),
        ("recommend a card at most 3.2k for stable diffusion xl training", Decimal(3200)),
    ],
)
def test_a_ceiling_in_k_is_a_budget(text: str, budget: Decimal) -> None:
    query = parse(text, CATALOG)
    assert query.budget == budget and query.budget_currency == "USD"


@pytest.mark.parametrize(
    "text",
    [
        "best gpu for llama 3 8b with prompts under 8k context?",
        "which card runs qwen2.5 7b at up to 32k ctx fastest",
    ],
)
def test_a_context_in_k_is_no_budget(text: str) -> None:
    assert parse(text, CATALOG).budget is None


def test_a_pick_in_k_is_bought_within_it() -> None:
    answer = last_answer(memory_advisor(), "best gpu under 1.2k for lora fine-tuning llama 3 8b?")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["kind"] == "buy" and call.input["budget"] == Decimal(1200)
    assert "$1,200.00" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("在智星云租一张3090，一小时一块二，买二手的要多久回本", Decimal("1.2")),
        ("4090 两块五一小时租着，自己买一张划算吗", Decimal("2.5")),
        ("每小时八毛五租 3060，还是买一张", Decimal("0.85")),
        # yuan, jiao and fen: not the "一毛四" alone
        ("3090 租的话两块三毛五一小时，买一张多久回本", Decimal("2.35")),
        ("a4000 一小时一块一毛六，租着划算还是买一张", Decimal("1.16")),
    ],
)
def test_an_hourly_rent_in_yuan_and_jiao_is_the_rent_stated(text: str, rate: Decimal) -> None:
    assert parse(text, CATALOG).rent_rate_stated == rate


@pytest.mark.parametrize("text", ["租4090跑24小时一块", "21小时一块", "每小时1.9元"])
def test_no_spoken_rent_where_none_is_said(text: str) -> None:
    assert zh_hourly_rent(text) is None  # hours before a card count; digits read elsewhere


def test_a_payback_on_the_rent_said_leads_with_the_provider_not_covered() -> None:
    advisor = memory_advisor()
    zh = last_answer(advisor, "智星云上租4090一小时两块一，自己买一张要多少个月回本")
    assert zh.kind == "rent_vs_buy"
    call = next(c for c in zh.tool_calls if c.tool == "rent_vs_buy_stated")
    assert call.input["rent_per_gpu_hour"] == Decimal("2.1")
    assert first_line(zh.answer).startswith("我的价格表未收录")
    assert "回本" in zh.answer.split("\n\n")[1] and "¥2.10" in zh.answer
    en = last_answer(advisor, "tensordock 4090s at $0.40/hr, how many months until buying pays?")
    assert first_line(en.answer).startswith("I don't cover")
    assert "months" in en.answer.split("\n\n")[1]


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("内部客服机器人，全公司两百人，同时在线四五十，qwen2.5 7b 用什么卡", 50),
        ("三十人同时在线用 llama 3.1 8b 做问答，服务器要几张卡", 30),
    ],
)
def test_a_load_in_chinese_numerals_is_the_users_at_once(question: str, users: int) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "serve"
    assert {c.input["users"] for c in answer.tool_calls if c.tool == "plan_serving"} == {users}


def test_the_english_load_range_stays_its_top() -> None:
    answer = last_answer(memory_advisor(), "rag bot for 300 staff, 40-60 concurrent, qwen2.5 14b")
    assert {c.input["users"] for c in answer.tool_calls if c.tool == "plan_serving"} == {60}


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        ("二手3090四千五，AutoDL上租每天跑10小时，半年下来哪个省钱", Decimal(4500)),
        ("买一张4090大概一万六，恒源云租每天6小时，两年下来哪个便宜", Decimal(16000)),
    ],
)
def test_which_costs_less_beside_a_rent_and_a_price_is_rent_or_buy(
    question: str, capex: Decimal
) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "rent_vs_buy"
    call = next(c for c in answer.tool_calls if c.tool == "rent_vs_buy_stated")
    assert call.input["capex"] == capex


def test_a_price_in_wan_and_thousands_is_read_whole() -> None:
    assert parse("显卡大概一万六，租和买哪个划算", CATALOG).budget == Decimal(16000)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        (
            "stuck between a 4080 super and a 7900 xtx, both around $950, for llm tinkering",
            {"rtx-4080-super", "rx-7900-xtx"},
        ),
        (
            "deciding between a used 3090 and a 7900 xtx, ~$700 either way",
            {"rtx-3090", "rx-7900-xtx"},
        ),
        ("3090和4090纠结，价格都是一万左右，主要跑sd", {"rtx-3090", "rtx-4090"}),
    ],
)
def test_a_price_each_option_costs_is_no_budget_and_the_cards_are_weighed(
    question: str, cards: set[str]
) -> None:
    query = parse(question, CATALOG)
    assert query.budget is None and query.intent == "compare"
    assert {g.gpu_id for g in query.gpus} == cards


def test_torn_between_cards_within_a_budget_is_still_a_pick() -> None:
    query = parse("预算一万，纠结二手3090和4070ti super，跑 qwen 14b", CATALOG)
    assert query.intent == "recommend" and query.budget == Decimal(10000)
    assert parse("纠结要不要买4090跑sd", CATALOG).intent != "compare"  # one card: no weighing


@pytest.mark.parametrize(
    "question",
    [
        "H100 和 H200 跑 qwen2.5 72b，每百万 token 成本哪个低",
        "l40s 和 a10 跑 7b 模型的 token 成本哪个低",
    ],
)
def test_which_card_costs_less_per_token_is_a_comparison(question: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "compare"
    call = next(c for c in answer.tool_calls if c.tool == "compare_gpus")
    assert call.input["objective"] == "best_value" and len(call.input["gpus"]) == 2
    assert "胜出" in first_line(answer.answer) and "每百万 token" in first_line(answer.answer)


def test_which_rate_is_lower_stays_a_price() -> None:
    assert parse("A100 和 H100 每小时租金哪个低", CATALOG).intent == "cost"


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("itx box, the card can draw 250w tops, what should i buy for local llms", 250.0),
        ("小机箱，显卡功耗 200w 封顶，跑 qwen2.5 14b 买哪张", 200.0),
    ],
)
def test_a_power_said_as_the_most_a_picked_card_draws_caps_it(question: str, watts: float) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_board_power_w"] == watts


def test_a_price_each_option_costs_is_said_back_and_priced_on_each_card() -> None:
    query = parse("a6000 or two 3090s? both run me about $1,600 either way, for 70b q4", CATALOG)
    assert query.budget is None
    said = [a for a in query.assumptions if a.code == "choice.each_option_price"]
    assert said and "1,600 USD" in said[0].render("en")
    zh = parse("4080 super 和 7900xtx 纠结，价格都是7000元左右", CATALOG)
    assert zh.budget is None and zh.card_prices == {"rtx-4080-super": 7000.0, "rx-7900-xtx": 7000.0}


def test_yuan_an_hour_after_the_card_is_a_rent_not_a_count() -> None:
    query = parse("恒源云上租3090两块钱一小时，买一张二手的划算吗", CATALOG)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-3090", 1)]
    assert query.rent_rate_stated == Decimal(2)
    assert [g.count for g in parse("租两块4090跑三天多少钱", CATALOG).gpus] == [2]  # cards
