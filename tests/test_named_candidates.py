"""Purchase and rental decisions: named candidates, a job's size, stated constraints kept.

The in-memory advisor answers from the real catalog and price book; each test asserts the
kind chosen, the tool inputs (the constraint reached the calculator) and real figures.
"""

from decimal import Decimal

import pytest

from assistant.calc.candidates import Constraints, gpu_allowed
from assistant.question.choosing import named_candidates
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _calls(answer, tool):
    return [c for c in answer.tool_calls if c.tool == tool]


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("预算9000左右，想买张卡跑本地大模型，4070tis 16g还是二手3090？", "only"),
        ("budget around $1800 to run 70b models at home, used 3090s or something else?", "open"),
        ("打算买卡训练SDXL LoRA，4070还是3090", "only"),
        ("H100, H200 or a pile of L40S for serving llama 3.3 70b?", "only"),
        ("4090 vs 3090 for SDXL", None),  # how two cards differ: a comparison
        ("学生党，想入门深度学习，显卡买3060 12G还是攒钱上4060Ti 16G", None),  # nothing to size
        ("L20和L40S做推理选哪个", None),
        ("打算组个8卡机器微调70B，A800和H20选哪个", "only"),  # the card of an 8-card setup
        ("3090、4090、5090 三张卡跑本地大模型怎么选", None),  # the count counts the names
        # the gap between the two asked, one of them the only one to buy: a comparison
        ("只能买到 A800，和 H800 训练 13b 差距有多大", None),
        # a figure asked of each card named: the two weighed, not a pick
        ("looking at renting an H100 or an L40S to serve qwen2.5 32b, tokens/s on each?", None),
        ("想租 A100 或 H100 跑 qwen2.5 72b 推理，各自每百万 token 多少钱", None),
    ],
)
def test_named_cards_are_a_decision_only_with_a_purchase_and_a_budget_or_job(
    advisor, question, expected
):
    query = parse(question, advisor.catalog)
    assert query.named_candidates == expected
    if expected is not None:
        assert query.intent == "recommend"


def test_ti_s_is_the_ti_super_not_two_ti_cards(advisor):
    query = parse("4070tis 还是 3090", advisor.catalog)
    assert [g.gpu_id for g in query.gpus] == ["rtx-4070-ti-super", "rtx-3090"]


def test_named_candidates_restrict_the_pick_and_the_rest_is_weighed(advisor):
    answer = advisor.ask("预算9000左右，想买张卡跑本地大模型，4070tis 16g还是二手3090？")
    mine, every = _calls(answer, "recommend_setup")
    assert mine.input["gpus"] == ["rtx-4070-ti-super", "rtx-3090"] and "gpus" not in every.input
    # bought used (二手), the 3090 is priced at its used price (800 USD, about ¥5,589), within
    # ¥9,000: its 24 GB hold 32B at int4, which the 16 GB Ti Super cannot (at its launch price
    # of 1,499 USD the 3090 was over the budget and the Ti Super was picked for 13B)
    assert mine.input["used_priced"] is True
    assert mine.output["pick"]["gpu_id"] == "rtx-3090"
    assert mine.output["pick"]["per_gpu_gb"] == pytest.approx(19.2, abs=0.1)
    assert answer.kind == "recommend" and "RTX 3090" in _first(answer) and "二手" in _first(answer)


def test_no_named_card_fits_the_budget_so_the_best_of_all_leads(advisor):
    answer = advisor.ask("budget around $1800 to run 70b models at home, a 3090 or something else?")
    mine, every = _calls(answer, "recommend_setup")
    assert mine.output["pick"] is None  # two 3090s at launch price: 2,998 USD
    assert every.output["pick"]["gpu_id"] == "rtx-5060-ti-16gb"
    assert every.output["pick"]["count"] == 4
    assert _first(answer).startswith("None of the cards you named (RTX 3090)")
    assert "4 × RTX 5060 Ti 16GB" in _first(answer)


def test_used_cards_named_are_priced_used_and_lead_when_they_fit(advisor):
    answer = advisor.ask(
        "budget around $1800 to run 70b models at home, used 3090s or something else?"
    )
    mine, _ = _calls(answer, "recommend_setup")
    pick = mine.output["pick"]  # two used 3090s at 800 USD each: 1,600 USD, within 1,800
    assert (pick["gpu_id"], pick["count"], pick["price_usd"]) == ("rtx-3090", 2, "1600.00")
    assert _first(answer).startswith("**2 × RTX 3090** is the pick") and "used-market" in _first(
        answer
    )


def test_a_workload_pick_among_named_cards(advisor):
    # with a budget the two cards are a purchase's options, picked among; without one they
    # are compared head to head (``workload_compare``: tests/test_kinds33.py)
    answer = advisor.ask("预算一万二，打算买卡训练SDXL LoRA，4070还是3090")
    mine = _calls(answer, "recommend_workload_gpu")[0]
    assert answer.kind == "workload_pick"
    assert mine.input["gpus"] == ["rtx-4070", "rtx-3090"] and mine.input["method"] == "lora"
    # the 4070 holds it only with the text encoders offloaded (9.3 GB of 11.2 GB usable); the
    # 3090 trains it as asked, so it ranks first among the two named
    assert mine.output["best"]["gpu_id"] == "rtx-3090"
    assert mine.output["best"]["setting"] is None
    assert mine.output["best"]["memory"]["peak_gb"] == pytest.approx(10.9, abs=0.1)
    ranked = {c["gpu_id"]: c for c in mine.output["candidates"]}
    assert ranked["rtx-4070"]["memory"]["peak_gb"] == pytest.approx(9.3, abs=0.1)


def test_which_gpus_to_rent_for_a_pretraining_job_times_it_on_the_pick(advisor):
    answer = advisor.ask("which gpus should i rent to pretrain a 3b model on 20B tokens")
    assert answer.kind == "recommend"
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    timed = _calls(answer, "estimate_job_duration")[0]
    assert (timed.input["gpu"], timed.input["count"]) == (pick["gpu_id"], pick["count"])
    assert timed.input["tokens"] == 2e10
    assert "20,000,000,000 tokens" in answer.answer
    assert f"{timed.output['days']:,.1f} days" in answer.answer


def test_minimum_gpu_to_rent_for_qlora_is_a_recommendation(advisor):
    answer = advisor.ask("what's the smallest gpu we need to rent for qlora on a 13b model")
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    assert answer.kind == "recommend" and pick["count"] == 1
    assert pick["per_gpu_gb"] == pytest.approx(12.4, abs=0.1)


def test_a_board_power_limit_filters_the_cards():
    cap = Constraints(max_board_power_w=75)
    assert not gpu_allowed(_gpu("rtx-3060"), cap)  # 170 W
    assert gpu_allowed(_gpu("t4"), cap)  # 70 W


def test_a_power_limit_reaches_the_recommendation(advisor):
    answer = advisor.ask("想在小主机里放一张低功耗显卡跑7b模型，功耗不超过75W")
    call = _calls(answer, "recommend_setup")[0]
    assert call.input["max_board_power_w"] == 75.0
    assert advisor.catalog.gpus[call.output["pick"]["gpu_id"]].tdp_w <= 75
    assert "只考虑板卡功耗不超过 75 W 的显卡" in answer.assumptions


def test_a_card_the_user_owns_that_the_catalog_lacks_is_a_note(advisor):
    answer = advisor.ask("which gpu should i buy for sdxl training, i'm still stuck on a gtx 970")
    assert answer.kind == "workload_pick"
    assert "your current card 'gtx 970' is not in my catalog" in answer.answer
    asked = parse("is a gtx 970 enough for sdxl training?", advisor.catalog)
    assert asked.blocked  # a card asked about, not owned, still blocks the sizing


def test_a_second_workload_is_sized_on_the_llm_pick(advisor):
    answer = advisor.ask(
        "budget $1500, mostly 14b models and some flux on the side, what should i buy"
    )
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    flux = _calls(answer, "estimate_workload_memory")[0]
    assert answer.kind == "recommend" and pick["gpu_id"] == "rtx-5060-ti-16gb"
    assert (flux.input["gpu"], flux.input["workload"]) == ("rtx-5060-ti-16gb", "flux-dev")
    assert "FLUX.1 [dev] (inference) on the pick" in answer.answer


def test_a_follow_up_adding_a_workload_keeps_the_budget_and_size(advisor):
    turns = ["best gpu for running 14b models under $700?", "and if i also train sdxl loras on it"]
    answer = advisor.converse(turns).turns[-1].answer
    call = _calls(answer, "recommend_setup")[0]
    assert (call.input["model"], call.input["budget"]) == ("14b", Decimal("700"))
    methods = {c.input["method"] for c in _calls(answer, "estimate_workload_memory")}
    assert methods == {"inference", "lora"}


def test_an_llm_size_beside_a_workload_is_kept_but_not_the_workloads_own(advisor):
    assert parse("30b-ish models and some sdxl", advisor.catalog).params_b == 30.0
    assert parse("flux 12b model, which gpu", advisor.catalog).params_b is None


def test_a_budget_in_euros_is_said_converted_to_dollars(advisor):
    answer = advisor.ask("building a box for 13b models, budget about 900 eur")
    said = [a for a in answer.assumptions if a.startswith("€900 (EUR) read as about $1,0")]
    assert said and "as of 2026-01-27" in said[0]


def test_a_makers_cards_only_and_the_unpriced_ones_said_after_the_pick(advisor):
    answer = advisor.ask("best Apple machine for running 32b models under $2500?")
    call = _calls(answer, "recommend_setup")[0]
    assert all(advisor.catalog.gpus[g].vendor == "Apple" for g in call.input["gpus"])
    assert call.output["pick"]["gpu_id"] == "m4-max-36gb"
    # the pick leads; the 24 unpriced Apple rows are said right after it
    assert "M4 Max" in _first(answer)
    assert "Picked among the priced cards only: 24 of the cards" in answer.answer


def test_rent_or_buy_with_no_card_leads_with_the_setup_then_weighs_it(advisor):
    answer = advisor.ask("预算15万部署一个70B模型给团队用，买服务器还是租云")
    pick = _calls(answer, "recommend_setup")[0].output["pick"]
    owning = _calls(answer, "rent_vs_buy")[0]
    assert answer.kind == "recommend"
    assert (owning.input["gpu"], owning.input["count"]) == (pick["gpu_id"], pick["count"])
    assert owning.output["verdict"] in ("buy", "rent") and "租还是买" in answer.answer


def test_open_choice_words_without_cards_read_nothing():
    assert named_candidates("or something else?", {}) is None


def _gpu(gpu_id):
    return memory_advisor().catalog.gpus[gpu_id]


def test_a_job_over_the_time_allowed_is_timed_on_more_cards_of_the_pick(advisor):
    answer = advisor.ask("which gpu to rent for qlora of gemma 3 27b on 20k samples, max one day")
    first, more = _calls(answer, "estimate_job_duration")
    assert first.output["hours"] > 24 >= more.output["hours"]
    assert more.input["gpu"] == first.input["gpu"]
    assert more.input["count"] == 2 * first.input["count"]
    assert f"Within the 24 hours you allow: {more.input['count']} ×" in answer.answer
