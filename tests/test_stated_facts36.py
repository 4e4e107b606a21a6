"""Stated facts kept and follow-ups that change one slot (facts36): a PSU said beside a power
limit, the users said before kept as the guess a capacity follow-up is judged against, a count
before a cloud-named card, an option given up in a conditional ("32b 太慢的话"), GPU-hours over a
horizon, a card's price in a rent-or-buy question, a sibling named by its id's tail ("v8x"), and
an Apple chip said as a laptop's."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.question.rejected_option import kept_matches, outside_rejected
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ------------------------------------------------------------------ a PSU beside a power limit


@pytest.mark.parametrize(
    ("question", "psu"),
    [
        ("两张 4090 配 1600w 电源，每张限功耗 350w 稳吗", 1600.0),
        ("dual 3090 + 1000w psu, with the cards limited to 280w ok?", 1000.0),
    ],
)
def test_a_psu_beside_a_power_limit_is_the_supply_judged(advisor, question, psu):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "power"
    assert query.psu_stated_w == psu
    assert query.power_ask == "psu_check"
    assert f"{psu:,.0f} W" in line


# ------------------------------------------------------------------ users kept as the guess


def test_users_said_before_are_judged_against_the_count_asked_zh(advisor):
    query, answer, line = turn_of(
        advisor,
        "一张 4090 跑 qwen3-14b，实验室 8 个人同时用卡不卡",
        "换成 qwen3-8b 能撑多少人",
    )
    assert answer.kind == "serve"
    assert query.model_id == "qwen3-8b"
    assert query.users_guessed == 8
    assert "8 个人" in line


def test_users_said_before_are_judged_against_the_count_asked_en(advisor):
    query, answer, line = turn_of(
        advisor,
        "one 3090 serving llama 3.1 8b to 6 people at once, will it keep up?",
        "and with qwen3-4b instead, how many users can it take?",
    )
    assert answer.kind == "serve"
    assert query.users_guessed == 6
    assert "6 at once" in line


# ------------------------------------------------------------------ a count before a cloud's card


def test_a_count_before_a_cloud_named_card_keeps_the_cloud(advisor):
    query, answer, line = turn_of(advisor, "price of four runpod A100s for 48 hours?")
    assert query.provider == "runpod"
    assert query.gpus[0].count == 4
    assert "RunPod" in line


# ------------------------------------------------------------------ an option given up


def test_the_option_given_up_is_blanked_and_the_other_kept():
    text = fold("32b 太慢的话 14b 呢")
    assert "32b" not in outside_rejected(text)
    assert "14b" in outside_rejected(text)
    size = re.compile(r"\d+b")
    assert [m.group() for m in kept_matches(size, text)] == ["14b"]
    # the only size said, even given up, is still read
    assert [m.group() for m in kept_matches(size, fold("32b 太慢的话呢"))] == ["32b"]
    assert [m.group() for m in kept_matches(size, "if 70b is too slow, what about 8b?")] == ["8b"]


def test_a_model_size_given_up_in_a_follow_up_swaps_to_the_other(advisor):
    query, answer, line = turn_of(advisor, "4090 上跑 qwen2.5-32b q4 多快", "32b 太慢的话 14b 呢")
    assert answer.kind == "speed"
    assert query.model_id == "qwen2.5-14b"
    assert "Qwen2.5-14B" in line


def test_a_picture_size_given_up_in_a_follow_up_resizes_to_the_other(advisor):
    query, answer, _ = turn_of(
        advisor,
        "3060 12g 能跑 wan2.1 1.3b 出 1080p 视频吗",
        "1080p 放不下的话 720p 呢",
    )
    assert answer.kind == "workload_fit"
    assert query.media_height == 720


# ------------------------------------------------------------------ GPU-hours over a horizon


def test_gpu_hours_over_a_horizon_are_hours_a_month(advisor):
    query, answer, _ = turn_of(
        advisor,
        "about 1500 A100-hours over the next 3 months: rent at $1.80/hr or buy an A100?",
    )
    assert answer.kind == "rent_vs_buy"
    assert query.usage_hours_per_month == 500.0
    assert any("1,500" in a for a in answer.assumptions)


# ------------------------------------------------------------------ a card's price in rent-or-buy


def test_a_card_price_in_digits_after_the_card_bought_is_its_price(advisor):
    query, answer, _ = turn_of(advisor, "买 4070 ti super 5999 还是按小时租 4090？一个月 40 小时")
    assert answer.kind == "rent_vs_buy"
    assert query.budget == Decimal("5999")
    assert query.budget_kind == "buy"


def test_a_sum_said_to_buy_the_card_is_its_price(advisor):
    query, answer, _ = turn_of(advisor, "2w 买 mac studio m2 ultra 跑模型，还是拿去租卡划算")
    assert answer.kind == "rent_vs_buy"
    assert query.budget == Decimal("20000")


def test_a_second_card_number_is_no_price(advisor):
    query, _, _ = turn_of(advisor, "买 3090 4090 还是租？一个月 100 小时")
    assert query.budget is None


# ------------------------------------------------------------------ a sibling by its id's tail


def test_a_sibling_named_by_its_tail_en(advisor):
    query, answer, line = turn_of(
        advisor,
        "how long to train yolo11s on 10k images for 80 epochs on a 4090?",
        "and 11l?",
    )
    assert answer.kind == "workload_speed"
    assert query.workload_id == "yolo11l"
    assert "YOLO11l" in line


def test_a_sibling_named_by_its_tail_zh(advisor):
    query, _, line = turn_of(advisor, "3090 训 yolov8n，5 千张图 50 个 epoch 要多久", "换 v8x 呢")
    assert query.workload_id == "yolov8x"
    assert "YOLOv8x" in line


# ------------------------------------------------------------------ an Apple chip in a laptop


def test_an_apple_chip_said_as_a_laptop_is_the_chip(advisor):
    query, answer, line = turn_of(
        advisor, "is a 64GB M4 Pro laptop fast enough for a 32b model at q4?"
    )
    assert [g.gpu_id for g in query.gpus] == ["m4-pro-64gb"]
    assert not any(p.kind == "unknown_gpu" for p in query.problems)
    assert "M4 Pro" in line


# ------------------------------------------------------------------ LoRAs loaded at inference


def test_loras_stacked_on_a_model_run_are_loaded_not_trained(advisor):
    query, answer, _ = turn_of(advisor, "sdxl 在 4060 8g 上出图，挂三个 lora 还放得下吗")
    assert answer.kind == "workload_fit"
    assert query.adapters_loaded == 3
    assert query.method is None
    assert any("3 个 LoRA" in a for a in answer.assumptions)


def test_loras_stacked_in_a_follow_up_add_their_weights(advisor):
    base = "flux schnell fp8 on a 4070 12gb at 1024x1024, fits?"
    _, plain, _ = turn_of(advisor, base)
    query, answer, _ = turn_of(advisor, base, "what if I load a couple of loras on it?")
    assert query.adapters_loaded == 2
    assert answer.kind == "workload_fit"
    assert any("2 LoRA adapter(s)" in a for a in answer.assumptions)
    plain_gb = next(c.output["peak_gb"] for c in plain.tool_calls if "peak_gb" in c.output)
    loaded_gb = next(c.output["peak_gb"] for c in answer.tool_calls if "peak_gb" in c.output)
    assert loaded_gb > plain_gb


def test_loras_trained_are_no_adapters_loaded(advisor):
    query, _, _ = turn_of(advisor, "train two flux loras on a 4090, how long?")
    assert query.adapters_loaded is None


# ------------------------------------------------------------------ models kept loaded together


def test_an_llm_and_whisper_side_by_side_are_fitted_as_their_sum(advisor):
    query, answer, line = turn_of(
        advisor,
        "a 4090 box running qwen3-14b q4 alongside whisper large-v3 for transcripts: both fit?",
    )
    assert query.models_resident is True
    assert answer.kind == "fit_check"
    assert "Whisper large-v3" in line
    assert "Qwen3-14B" in line


def test_models_said_resident_in_chinese_are_fitted_together(advisor):
    query, answer, line = turn_of(
        advisor, "L40S 48G 上 llama 3.1 70b q4 和 whisper large-v3 一起加载，显存够吗"
    )
    assert query.models_resident is True
    assert answer.kind == "fit_check"
    assert "Whisper large-v3" in line


def test_an_embedder_resident_with_the_llm_is_said_unsized_first(advisor):
    _, answer, line = turn_of(
        advisor,
        "4060 ti 16gb with llama 3.1 8b q4 plus bge-m3 embeddings loaded together, will it fit?",
    )
    assert answer.kind == "fit_check"
    assert "not in my catalog" in line


# ------------------------------------------------------------------ recommend: a box, an upgrade


def test_a_mixed_home_server_with_an_llm_picks_for_the_llm(advisor):
    query, answer, line = turn_of(
        advisor,
        "home lab box for an LLM plus whisper transcription, about $1800 for the GPU, what card?",
    )
    assert query.llm_said is True
    assert answer.kind == "recommend"
    assert "is the pick" in line


def test_adding_or_swapping_a_card_owned_is_a_pick(advisor):
    query, answer, _ = turn_of(
        advisor, "目前用的 4060 8g，想加卡或者换卡，预算 5000，跑 14b 模型，怎么弄划算？"
    )
    assert query.gpus == []
    assert answer.kind == "recommend"
    assert any("4060" in a for a in answer.assumptions)


def test_most_macs_unpriced_with_no_model_named_is_said_first(advisor):
    answer = advisor.ask("which Mac should I get for local AI under $2000?")
    assert answer.kind == "recommend"
    assert answer.answer.startswith("I don't have a purchase price for")


def test_most_macs_unpriced_with_a_model_named_leads_with_the_pick(advisor):
    answer = advisor.ask("Mac fan here, $5k to spend, want 70b models locally: which Mac?")
    paragraphs = answer.answer.split("\n\n")
    assert answer.kind == "recommend"
    assert "is the pick" in paragraphs[0]
    assert "purchase price" not in paragraphs[0]
