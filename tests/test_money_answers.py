"""Price, job-cost, rent-vs-buy and instance answers: what the user named stays in the answer.

Instance types are answered as named (a family by its GPU and shapes, a link question yes or
no), jobs keep their stated count and size, and rent-vs-buy weighs the user's own figures.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return first_line(answer.answer)


def test_a_family_name_is_answered_by_its_gpu_and_its_largest_shape(advisor):
    answer = advisor.ask("阿里云 gn8is 用的什么卡，最多几张")
    first = _first(answer)
    assert "L20" in first and "1 到 8 张卡" in first and "ecs.gn8is-8x.32xlarge" in first
    assert "384.0 GB" in first  # 8 x 48 GB


def test_an_nvlink_question_about_an_instance_is_answered_yes_or_no(advisor):
    no = advisor.ask("are the GPUs in a g5.48xlarge connected with nvlink?")
    assert no.verdict == "no" and _first(no).startswith("No:")
    assert "8 × A10G" in _first(no) and "PCIe" in _first(no)
    yes = advisor.ask("p4d.24xlarge 的卡之间有 nvlink 吗")
    assert yes.verdict == "yes" and "NVLink 3 via NVSwitch" in _first(yes)


def test_a_bare_size_in_a_follow_up_is_a_shape_of_the_family_asked_about(advisor):
    turns = advisor.converse(["what gpu is in aws g6e.xlarge?", "and the 12xlarge?"]).turns
    first = _first(turns[-1].answer)
    assert "g6e.12xlarge" in first and "4 × L40S" in first and "192.0 GB" in first


def test_a_named_type_is_priced_with_its_own_gpu(advisor):
    # "H100" inside the name is the type's own H100 NVL, not an H100 SXM node
    first = _first(advisor.ask("azure NC40ads H100 v5 on-demand price per hour"))
    assert "H100 NVL 94GB" in first and "$6.98" in first and "NC40ads" in first


def test_a_named_type_without_a_price_of_its_own_is_named_before_its_gpus_price(advisor):
    first = _first(advisor.ask("GCP a2-ultragpu-8g on-demand price per hour"))
    assert first.startswith("a2-ultragpu-8g has no usable price of its own")
    assert "$44.19 per hour" in first and "8 × a2-ultragpu-1g" in first  # 8 x $5.52382


def test_a_price_asked_of_a_type_at_an_unpriced_provider_says_so_then_what_it_holds(advisor):
    answer = advisor.ask("腾讯云 GT4 包月大概多少钱")
    assert answer.kind == "price"
    first = _first(answer)
    assert first.startswith("我的价格表未收录腾讯云的报价") and "8 × A100 SXM4 40GB" in first
    assert "GT4（腾讯云）系列配 NVIDIA A100 40GB (NVLink) GPU" in answer.answer.replace("**", "")
    assert "共 320.0 GB 显存" in answer.answer  # 8 x 40 GB


@pytest.mark.parametrize(
    ("question", "lead", "holds"),
    [
        (
            "腾讯云GT4实例是什么卡，多少钱一小时？",
            "我的价格表未收录腾讯云的报价",
            "NVIDIA A100 40GB",
        ),
        (
            "what gpu does a tencent cloud GT4 have and what's the hourly rate",
            "**I don't cover Tencent Cloud",
            "NVIDIA A100 40GB",
        ),
    ],
)
def test_the_cards_a_type_holds_share_the_first_line_with_its_missing_price(
    advisor, question, lead, holds
):
    first = advisor.ask(question).answer.splitlines()[0]
    assert first.replace("**", "").startswith(lead.replace("**", ""))
    assert holds in first and "8 × A100 SXM4 40GB" in first  # what the type carries, and priced


def test_a_count_said_apart_from_the_card_is_the_count_priced(advisor):
    answer = advisor.ask("优云智算 H20 按小时怎么收费？我要租8张跑三天")
    call = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert call.input["gpu"] == "h20" and call.input["count"] == 8 and call.input["hours"] == 72
    assert _first(answer).startswith("8 × H20 96GB") and "¥60.00" in _first(answer)  # 8 x ¥7.50
    rented = advisor.ask("how much is an A100 per hour? I'd rent 4 of them for two days")
    call = next(c for c in rented.tool_calls if c.tool == "price_job")
    assert call.input["count"] == 4 and call.input["hours"] == 48


def test_a_transcription_job_names_the_model_and_the_hours_of_audio(advisor):
    answer = advisor.ask("cost to transcribe 2000 hours of audio with whisper large-v3 on an A10?")
    assert "(Whisper large-v3, 2,000 h of audio)" in answer.answer


def test_the_cost_of_a_training_job_in_tokens_is_timed_as_the_job_kind_times_it(advisor):
    answer = advisor.ask("cost to pretrain a 1B model on 20B tokens on 8 h100s")
    assert answer.kind == "price"  # a job's bill, not rent-or-buy
    timed = next(c for c in answer.tool_calls if c.tool == "estimate_job_duration")
    assert timed.input["tokens"] == 20e9 and timed.input["method"] == "pretrain"
    priced = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert priced.input["hours"] == pytest.approx(timed.output["hours"], abs=0.01)
    assert "20,000,000,000 tokens" in answer.answer


def test_gpu_hours_a_month_are_the_boxes_busy_hours_over_its_gpu_count(advisor):
    answer = advisor.ask(
        "we use about 2000 A100-hours a month in the cloud; when does owning an 8x A100 box win?"
    )
    assert answer.kind == "rent_vs_buy"
    call = answer.tool_calls[0]
    assert call.input["count"] == 8 and call.input["hours_per_week"] == pytest.approx(57.5, 0.01)
    assert "34% utilisation" in _first(answer)  # 2000 / 8 = 250 h of 730
    assert any("2,000 GPU-hours a month on 8 GPUs is 34%" in a for a in answer.assumptions)


def test_a_card_nobody_rents_is_weighed_against_the_cheapest_card_with_its_memory(advisor):
    answer = advisor.ask("is a used p40 for $200 cheaper than paying runpod? 3 hrs a day, a year")
    assert answer.kind == "rent_vs_buy"
    weighed = answer.tool_calls[0]
    assert weighed.input["capex"] == 200 and weighed.input["years"] == 1.0
    instead = next(c for c in answer.tool_calls if c.input.get("min_memory_gb"))
    assert instead.input["min_memory_gb"] == 24.0 and instead.input["provider"] == "runpod"
    rate = instead.output["quotes"][0]["unit_prices"]["per_gpu_hour"]
    assert str(weighed.input["rent_per_gpu_hour"]) == rate == "0.7400"  # RunPod's RTX 4090
    assert "No provider in my price book rents the Tesla P40 24GB" in answer.answer


def test_electricity_stated_as_a_bare_price_is_the_tariff_not_a_budget(advisor):
    answer = advisor.ask("rent vs buy an rtx 4090 at 12 hrs/week? electricity is $0.25")
    call = answer.tool_calls[0]
    assert str(call.input["tariff_per_kwh"]) == "0.25" and "capex" not in call.input


def test_served_around_the_clock_is_full_utilisation_and_the_model_is_sized(advisor):
    answer = advisor.ask("we want qwen2.5 72b served 24/7 for 3 years. buy 2x h100 or rent?")
    weighed = answer.tool_calls[0]
    assert weighed.input["hours_per_week"] == 168.0 and weighed.input["utilization"] == 1.0
    assert "100% utilisation" in _first(answer)
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert sized.input["model"] == "qwen2.5-72b" and sized.input["count"] == 2
    assert "Qwen2.5-72B (inference, bf16) needs 75.7 GB per GPU" in answer.answer
    assert any("'24/7' read as busy the whole month" in a for a in answer.assumptions)


def test_a_stated_utilisation_follow_up_keeps_the_utilisation_in_the_request(advisor):
    turns = advisor.converse(["8卡H800买还是租，利用率大概80%", "要是利用率掉到40%呢"]).turns
    call = turns[-1].answer.tool_calls[0]
    assert call.input["utilization"] == 0.4 and call.input["count"] == 8


def test_a_provider_the_book_does_not_quote_is_said_first_in_rent_or_buy(advisor):
    answer = advisor.ask("is google colab pro+ cheaper than buying my own 3090?")
    assert answer.kind == "rent_vs_buy"
    assert _first(answer).startswith("I don't cover Google Colab: it sells notebook subscriptions")
    assert answer.tool_calls[0].input["gpu"] == "rtx-3090"


def test_a_mac_weighed_against_renting_says_first_it_is_no_like_for_like_comparison(advisor):
    answer = advisor.ask("would a mac studio m3 ultra be cheaper than renting h100s over 2 years?")
    assert answer.kind == "rent_vs_buy"
    assert _first(answer).startswith("I don't cover a like-for-like rent-or-buy")
    rented = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert rented.input["gpu"] == "h100-sxm"  # the card named second is the one rented
    weighed = answer.tool_calls[0]
    assert str(weighed.input["rent_per_gpu_hour"]) == "3.4900" and weighed.input["years"] == 2.0


def test_two_cards_in_a_price_question_are_both_priced(advisor):
    answer = advisor.ask("how much is an h100 vs a 4090 per month")
    priced = [c.input["gpu"] for c in answer.tool_calls if c.tool == "price_job"]
    assert priced == ["h100-sxm", "rtx-4090"]
    assert "$2,547.70 per month" in _first(answer)  # RunPod H100 at $3.49 x 730 h
    assert "1 × RTX 4090, on-demand: **$129.58 per month**" in answer.answer


def test_a_card_no_one_rents_is_priced_as_the_cheapest_with_its_memory(advisor):
    answer = advisor.ask("租一台8卡H800一个月大概多少钱")
    instead = answer.tool_calls[-1]
    assert instead.input["min_memory_gb"] == 80.0 and instead.input["count"] == 8
    first = _first(answer)
    assert first.startswith("我的价格表里没有 8 × H800 80GB 的租用报价")
    assert "8 × A800 80GB" in first and "每月 ¥30,076.00" in first  # ¥5.15 x 8 x 730 h


def test_a_count_apart_skips_words_that_are_not_numbers():
    catalog = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")
    query = parse("A100 price? compare the cards, I need 4 cards for a week", catalog)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("a100-80gb-sxm", 4)]
    eight = parse("how much is an h100 per hour, and for eight of them for a week?", catalog)
    assert eight.gpus[0].count == 8 and eight.duration_hours == 168
