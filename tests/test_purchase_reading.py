"""Purchases, prices, rent-or-buy and comparisons read as the user meant them.

Each test asks the real advisor (in-memory index, real catalog and price book) a phrasing of
our own and checks the kind answered and the values the calculators produced.
"""

from decimal import Decimal

import pytest

from assistant.calc.candidates import buy_counts
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


def _call(answer, tool, n=0):
    return [c for c in answer.tool_calls if c.tool == tool][n]


def _first(answer):
    return answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- purchases


def test_buy_counts_cap(catalog):
    assert buy_counts(catalog.gpu("rtx-3090")) == (1, 2, 4, 8)
    assert buy_counts(catalog.gpu("rtx-3090"), 2) == (1, 2)
    assert buy_counts(catalog.gpu("rtx-3090"), 1) == (1,)


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("best card for running LLMs at home, $2000 max?", 2000),
        ("预算2万，本地跑大模型买什么卡", 20000),
    ],
)
def test_no_model_local_purchase_is_one_or_two_cards(advisor, question, budget):
    answer = advisor.ask(question)
    call = _call(answer, "recommend_setup")
    assert answer.kind == "recommend"
    assert call.input["max_cards"] == 2
    assert call.input["budget"] == Decimal(budget)
    pick = call.output["pick"]
    assert pick["count"] <= 2
    assert pick["model_id"] == "generic-32b"  # a 70B needs more than two affordable cards
    assert any("one or two cards" in a or "一到两张卡" in a for a in answer.assumptions)


def test_budget_with_speed_floor_is_a_purchase(advisor):
    answer = advisor.ask(
        "got $3000 for cards, need 70b q4 running at least 15 tok/s, what do i get"
    )
    assert answer.kind == "recommend"
    call = _call(answer, "recommend_setup")
    assert call.input["min_tokens_per_s"] == 15.0
    pick = call.output["pick"]
    assert pick["tokens_per_s"] >= 15.0
    assert Decimal(pick["price"]) <= 3000


def test_speed_floor_read_in_chinese():
    catalog = load_catalog(SPECS)
    q = parse("预算一万五，70B 4bit 要每秒 15 个 token 以上，怎么配", catalog)
    assert q.tokens_per_s_target == 15.0
    assert parse("how many tok/s does a 4090 get on 8b", catalog).tokens_per_s_target is None


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("攒了三千想买张卡玩本地大模型", 3000),
        ("手里有两千，想入一张卡跑模型", 2000),
        ("存了8000想配机器", 8000),
    ],
)
def test_saved_money_is_a_budget(catalog, text, budget):
    q = parse(text, catalog)
    assert q.budget == Decimal(budget)
    assert q.budget_currency == "CNY"


def test_memory_word_is_not_savings(catalog):
    assert parse("ComfyUI 跑 flux 一直爆显存 4090", catalog).budget is None


def test_student_savings_get_a_pick(advisor):
    answer = advisor.ask("攒了三千块想买卡跑本地大模型，二手也行")
    assert answer.kind == "recommend"
    pick = _call(answer, "recommend_setup").output["pick"]
    assert pick["count"] == 1 and Decimal(pick["price"]) <= 3000


def test_card_for_long_context_is_a_recommendation(advisor):
    answer = advisor.ask("what gpu do I need to run qwen3 14b at 128k context? one card")
    assert answer.kind == "recommend"
    call = _call(answer, "recommend_setup")
    assert call.input["seq_len"] == 131072
    assert call.input["max_cards"] == 1
    assert call.output["pick"]["count"] == 1


# --------------------------------------------------------------------------- prices


def test_modal_is_a_cloud_when_named_as_one(advisor):
    answer = advisor.ask("what's an H100 per hour on modal?")
    assert answer.kind == "price"
    assert _first(answer).startswith("**I don't cover Modal")
    assert parse("a multi-modal model on an h100, cost per hour?", advisor.catalog).provider is None


def test_used_price_without_record_says_so_first(advisor):
    # the MI60 has no dated price (the 22 GB 2080 Ti and, since 2026-12-06, the MI50 32GB,
    # asked here before, have one)
    answer = advisor.ask("咸鱼收一张 mi60 大概多少钱")
    assert "目录里未收录二手价" in _first(answer)
    mi50 = advisor.ask("咸鱼收一张 mi50 32g 大概多少钱")
    assert "目录里未收录二手价" not in _first(mi50) and "二手约 $200" in _first(mi50)
    dated = advisor.ask("咸鱼收一张 2080ti 22g 大概多少钱")
    assert "目录里未收录二手价" not in _first(dated) and "CNY 1,700" in _first(dated)


# --------------------------------------------------------------------------- rent or buy


def test_monthly_spend_gives_the_utilisation(advisor):
    answer = advisor.ask("paying around $200 a month for a 4090 on runpod, should I buy one?")
    assert answer.kind == "rent_vs_buy"
    call = _call(answer, "rent_vs_buy")
    rate = Decimal(str(call.input["rent_per_gpu_hour"]))
    hours = Decimal(200) / rate
    assert call.input["utilization"] == pytest.approx(float(hours) / 730, abs=1e-3)
    assert f"{float(hours):,.0f} GPU-hours a month" in answer.answer


def test_spend_phrases_read_as_rental_budget(catalog):
    q = parse("每月花800元租3090，要不要自己买一张", catalog)
    assert (q.budget, q.budget_period, q.budget_kind) == (Decimal(800), "month", "rent")
    bought = parse("花了2万买了4090，每个月电费多少", catalog)
    assert bought.budget_kind != "rent"


# --------------------------------------------------------------------------- comparisons


def test_comparison_first_line_names_both(advisor):
    answer = advisor.ask("3090 和 3090 Ti 训练模型差距大不大，Ti 贵几百块")
    assert answer.kind == "compare"
    assert _first(answer).startswith("RTX 3090 vs RTX 3090 Ti：")


def test_two_cards_for_a_workload_with_a_spec_word_compare(advisor):
    answer = advisor.ask("A100 PCIe vs SXM for inference — does the bandwidth matter?")
    assert answer.kind == "compare"
    ids = [g["gpu_id"] for g in _call(answer, "compare_gpus").output["gpus"]]
    assert set(ids) == {"a100-80gb-pcie", "a100-80gb-sxm"}
    assert advisor.ask("a100 vs h100 bandwidth?").kind == "catalog"


def test_equal_memory_winner_is_the_faster(advisor):
    out = _call(advisor.ask("H100 PCIe vs H100 SXM for inference"), "compare_gpus").output
    assert out["reason"] == "fastest"
    fastest = max(out["gpus"], key=lambda r: r["decode_tokens_per_s"] or 0)
    assert out["winner"] == fastest["gpu_id"] == "h100-sxm"


def test_price_follow_up_keeps_comparing(advisor):
    turns = advisor.converse(["4090 vs 3090 for local llms", "and with the price factored in?"])
    answer = turns.turns[-1].answer
    assert answer.kind == "compare"
    call = _call(answer, "compare_gpus")
    assert call.input["objective"] == "best_value"
    assert {g["gpu_id"] for g in call.output["gpus"]} == {"rtx-4090", "rtx-3090"}


def test_speed_follow_up_on_another_card_times_both(advisor):
    turns = advisor.converse(
        ["how fast is qwen 2.5 32b on a 4090 at q4?", "and a 5090, how much quicker?"]
    )
    answer = turns.turns[-1].answer
    assert answer.kind == "speed"
    speeds = [c for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert speeds[0].input["gpu"] == "rtx-5090"
    older = next(c for c in speeds if c.input["gpu"] == "rtx-4090")
    assert older.input["precision"] == speeds[0].input["precision"]
    new, old = speeds[0].output["decode_tokens_per_s"], older.output["decode_tokens_per_s"]
    assert f"{new / old:.2f}×" in answer.answer
