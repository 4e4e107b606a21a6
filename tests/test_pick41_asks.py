"""Picks asked in ways the parser missed (forty-first session): a card ranked by a measure
("best gpu for tokens per watt"), a machine to rent ("which server should we rent"), options
listed then left open ("4070 ti super? 3090? something else?"), a shopping brief with a budget
and no question word, pounds said as "镑", a full fine-tune said by every weight trained, and a
card bought now weighed against waiting, whose years are its keep, not a rental."""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.catalog.specs import load_catalog
from assistant.question.answer_asked import answer_asked, asks_found
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _last(advisor, turns):
    return advisor.converse(turns).turns[-1].answer


@pytest.mark.parametrize(
    "text",
    [
        "best gpu for tokens/s per dollar under $1200?",
        "what server should we rent for this?",
        "which cluster would i need",
    ],
)
def test_a_card_ranked_or_a_machine_asked_is_no_speed_ask(text):
    found = asks_found(text)
    assert "pick" in found
    assert answer_asked(found) in (None, "pick")


def test_best_card_by_a_measure_under_a_budget_is_a_pick(advisor):
    answer = _last(
        advisor, ["power costs 0.40 €/kWh here; best gpu for tok/s per watt under €800, qwen 7b?"]
    )
    assert answer.kind == "recommend"
    assert "is the pick" in answer.answer.splitlines()[0]


def test_machine_to_rent_for_a_served_model_is_a_pick_not_a_cache(advisor):
    answer = _last(
        advisor, ["vllm serving llama 3.3 70b in fp8 with 32k context: which server should I rent?"]
    )
    assert answer.kind == "recommend"
    assert "is the pick" in answer.answer.splitlines()[0]


def test_cluster_for_a_pretraining_run_is_a_pick_timed(advisor):
    answer = _last(
        advisor, ["pretrain a 3B model on 50B tokens — what cluster should we rent? A100 enough?"]
    )
    assert answer.kind == "recommend"
    assert any(c.tool == "recommend_setup" for c in answer.tool_calls)


def test_options_then_something_else_leave_the_choice_open(catalog):
    query = parse(
        "$700 cap, flux gens and some loras, used fine. 4070 ti super? 3090? something else?",
        catalog,
    )
    assert query.named_candidates == "open"


def test_budget_and_job_with_no_question_word_is_a_pick(advisor):
    answer = _last(
        advisor, ["used cards only, below £600, mostly 8B chat models. prices in pounds"]
    )
    assert answer.kind == "recommend"
    assert "is the pick" in answer.answer.splitlines()[0]


def test_pounds_said_as_bang_is_gbp(catalog):
    query = parse("预算 900 镑，跑 14b 买什么卡", catalog)
    assert query.budget is not None and query.budget > 900  # converted from GBP to CNY
    assert any("£900" in a or "GBP" in a for a in query.assumptions)


@pytest.mark.parametrize(
    "text",
    [
        "no lora this time, train all the weights of qwen2.5 7b",
        "drop lora; every parameter gets updated. mistral 7b",
        "mistral 7b 所有参数都更新，要几张卡",
    ],
)
def test_every_weight_trained_is_a_full_fine_tune(catalog, text):
    assert parse(text, catalog).method == "full"


def test_all_weights_loaded_is_no_training(catalog):
    assert parse("can a 4090 hold all the weights of qwen 14b in fp16?", catalog).method != "full"


def test_lora_ruled_out_in_a_follow_up_resizes_the_pick(advisor):
    answer = _last(
        advisor,
        [
            "cheapest AWS instance to LoRA qwen2.5 7b at 2k seq len?",
            "forget lora, every weight trained in bf16 — which instance now?",
        ],
    )
    assert answer.kind == "recommend"
    assert "full fine-tuning" in answer.answer.splitlines()[0]


def test_buy_now_or_wait_is_no_rental_bill(catalog):
    query = parse("未来 3 年都用它，现在入手 4090 还是等 5090？主要炼小模型", catalog)
    assert query.intent == "recommend"
    assert query.asks_gpu_pick


def test_watts_then_a_limit_for_the_whole_box_caps_the_pick(catalog):
    query = parse("1500w cap on the entire rig. want to run llama 3.3 70b, which gpus?", catalog)
    assert query.power_limit_w is None
    assert any("1,500" in a or "1500" in a for a in query.assumptions)


def test_a_box_limit_said_figure_first_is_said_with_the_pick(advisor):
    answer = _last(advisor, ["small server, 900W limit for the whole setup; qwen 32b — what gpu?"])
    assert answer.kind == "recommend"
    assert "900" in "\n".join([answer.answer, *answer.assumptions])


def test_a_hyphenated_rig_built_is_a_purchase(catalog):
    query = parse("building an 8-gpu training box for resnet-50: a100 40g or l40s?", catalog)
    assert query.named_candidates == "only"


def test_cards_looked_at_on_the_used_market_for_a_job_are_a_pick(advisor):
    answer = _last(advisor, ["闲鱼上 3090、4060ti 16g、2080ti 22g 哪张适合训 sdxl lora，怎么选"])
    assert answer.kind in ("workload_pick", "recommend")
    assert "推荐" in answer.answer.splitlines()[0]


def test_a_provider_or_the_others_is_a_pick_saying_the_provider_is_uncovered(advisor):
    answer = _last(advisor, ["在 CoreWeave 还是别的平台部署 qwen2.5 72b 推理？"])
    assert answer.kind == "recommend"
    first = answer.answer.splitlines()[0]
    assert "CoreWeave" in first and "推荐" in first


def test_which_card_to_use_is_a_pick_ask(catalog):
    query = parse("跑 sdxl 出图用哪张卡，3060 12g 行不行", catalog)
    assert query.answer_asked == "pick"
    assert query.named_candidates == "open"


def test_an_uncatalogued_video_model_is_said_before_the_named_card_fails(advisor):
    answer = _last(advisor, ["做 mochi 视频生成用啥显卡，3090 够不够"])
    assert answer.kind == "workload_pick"
    first = answer.answer.splitlines()[0]
    assert first.startswith("mochi") and "不在我的目录里" in first


def test_two_used_market_cards_which_is_better_stay_a_comparison(catalog):
    query = parse("闲鱼上 p40 和 2080ti 22g 哪个跑大模型好", catalog)
    assert query.named_candidates is None
