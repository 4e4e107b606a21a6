"""Picks with a budget, cards weighed for a job, what to buy instead (twenty-first session).

Cards named with their condition of sale ("a used 3090 or a new 5080") beside a budget said as
such are offers to buy: the pick among them. A follow-up asking what the assistant would buy
with a budget leaves the earlier fit or cache ask behind, and "from scratch" with no training
word starts a purchase over, not a pre-training run. Two cards set against each other for LLMs
or a named runtime, their figures or price said as reasons, are compared on the job. A power
cap bounds a pick with no model named (one slot card); a monthly spend on a named cloud's card
is weighed against owning. A Mac product set against GPUs is a platform choice, and a speed
wished for bounds the pick.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


def _calls(answer, tool: str) -> list:  # type: ignore[no-untyped-def]
    return [c for c in answer.tool_calls if c.tool == tool]


# --- cards sold used or new, within a budget said as such: the pick among them


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (
            "budget is $1,500. a used 3090, a new 5080 or two 3060s for qwen 32b q4?",
            {"rtx-3090", "rtx-5080", "rtx-3060"},
        ),
        ("预算一万二，全新4080s还是二手3090，主要跑qwen 32b量化", {"rtx-4080-super", "rtx-3090"}),
        ("预算七千，全新4070s 或者 二手3090，跑大模型用", {"rtx-4070-super", "rtx-3090"}),
    ],
)
def test_cards_sold_used_or_new_within_a_budget_are_picked_among(text: str, named: set) -> None:
    query = parse(text, CATALOG)
    assert query.named_candidates == "only"
    assert query.intent == "recommend"
    assert {g.gpu_id for g in query.gpus} == named
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "recommend"
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    assert pick["gpu_id"] in named


def test_setups_spelled_without_a_condition_stay_a_comparison() -> None:
    query = parse("预算2w，跑 qwen3 32b，买一张 5090 还是两张 3090 好", CATALOG)
    assert query.named_candidates is None


# --- what the assistant would buy instead, after a fit


@pytest.mark.parametrize(
    "turns",
    [
        (
            "llama 3.1 70b fp8 on 2x L40S, does it fit with 32k context?",
            "fine. if i had $20k from scratch what would you buy for it instead?",
        ),
        (
            "can 4x 3090 hold mixtral 8x22b at q4 with 16k of kv cache?",
            "too tight. starting from zero with $7k, what would you get for that model?",
        ),
        (
            "两张4090能装下qwen2.5 72b int4加32k上下文吗",
            "那如果从零开始，预算五万，你会买什么跑这个模型",
        ),
    ],
)
def test_what_you_would_buy_instead_is_a_pick(turns: tuple[str, str]) -> None:
    answer = last_answer(memory_advisor(), *turns)
    assert answer.kind == "recommend"
    call = _calls(answer, "recommend_setup")[0]
    assert call.input["method"] == "inference"
    assert call.output["pick"] is not None
    assert float(call.input["budget"]) in (20000.0, 7000.0, 50000.0)


def test_from_scratch_with_a_training_word_is_still_pretraining() -> None:
    assert parse("how long to train a 1b model from scratch on 8 h100s", CATALOG).method == (
        "pretrain"
    )
    assert parse("if i had $20k from scratch what would you buy", CATALOG).method is None


# --- two cards weighed for a job, figures or price said as reasons


@pytest.mark.parametrize(
    "text",
    [
        "5080 vs 4090 for llms — is the extra 8gb worth $600 more?",
        "3090和4090跑大模型，显存带宽差多少，值不值得多花五千",
        "4080 super 和 7900xtx 差不多价钱，跑 ollama 哪个好，A卡驱动还折腾吗",
        "7900 xtx vs a used 3090 at about the same price, mostly llama.cpp, how painful is rocm",
    ],
)
def test_two_cards_weighed_for_a_job_are_compared(text: str) -> None:
    query = parse(text, CATALOG)
    assert query.task is None
    assert not query.spec_fields
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "compare"
    assert len({g.gpu_id for g in query.gpus}) == 2


def test_two_cards_figures_asked_for_a_job_are_looked_up() -> None:
    query = parse("3060和4060ti显存带宽分别是多少，跑llm用", CATALOG)
    assert query.task == "catalog"


# --- a power cap bounds a pick with no model named


@pytest.mark.parametrize(
    "text",
    [
        "小主机里想塞一张不用外接供电的卡跑本地模型，整卡功耗不超过75瓦，买啥",
        "want a card for my nas under 75w, no power connector, to run a small model for a voice"
        " assistant. what should i buy?",
        "给软路由旁边的小服务器加张卡跑个本地助手，75w以内，推荐买什么",
    ],
)
def test_a_power_capped_pick_names_one_card_within_the_cap(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "recommend"
    call = _calls(answer, "recommend_setup")[0]
    pick = call.output["pick"]
    assert pick["count"] == 1
    assert (CATALOG.gpus[pick["gpu_id"]].tdp_w or 0) <= 75


# --- a monthly spend on a named cloud's card, weighed against owning


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("每月在华为云V100上花3万，自己买是不是更省", 30000),
        ("我们每个月在腾讯云T4上要花8000元，自购显卡划算吗", 8000),
        ("每个月在阿里云的A100上花了五万，买卡回来自己跑值不值", 50000),
    ],
)
def test_a_monthly_cloud_spend_is_weighed_against_owning(text: str, amount: int) -> None:
    query = parse(text, CATALOG)
    assert query.intent == "rent_vs_buy"
    assert query.budget_kind == "rent" and query.budget_period == "month"
    assert float(query.budget or 0) == amount
    assert last_answer(memory_advisor(), text).kind == "rent_vs_buy"


# --- a Mac product against GPUs: a platform choice; a speed wished for bounds the pick


@pytest.mark.parametrize(
    "text",
    [
        "预算四万，跑llama 70b 4bit，买mac studio还是组几张显卡",
        "mac mini or a couple of gpus for 32b q4 under $2k?",
        "$5k for qwen 72b at q4 — macbook pro or gpus?",
    ],
)
def test_a_mac_set_against_gpus_is_a_platform_choice(text: str) -> None:
    query = parse(text, CATALOG)
    assert query.platforms_weighed
    assert not any(p.kind == "unknown_gpu" for p in query.problems)
    assert last_answer(memory_advisor(), text).kind in ("recommend", "serve")


@pytest.mark.parametrize(
    ("text", "floor"),
    [
        ("预算三万，想跑70b q4，每秒至少20个token，买什么卡", 20.0),
        ("~$4k total. qwen2.5 72b q4, want it usable for chat (~15 tok/s). what to buy?", 15.0),
        ("budget $3000, 70b q4, need ~12 tok/s, what gpu", 12.0),
    ],
)
def test_a_speed_wished_for_bounds_the_pick(text: str, floor: float) -> None:
    assert parse(text, CATALOG).tokens_per_s_target == floor
    answer = last_answer(memory_advisor(), text)
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    assert pick is None or pick["tokens_per_s"] >= floor


def test_a_speed_seen_now_is_no_wish() -> None:
    query = parse(
        "i get 15 tok/s on my 3060 with 14b, what should i upgrade to under $800?", CATALOG
    )
    assert query.tokens_per_s_target is None
