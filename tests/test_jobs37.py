"""Training jobs and their stated facts (jobs37): "ETA" and "估个天数" ask a job's duration; a
named recipe trains on its own dataset; one clip's time asked leads a media job; a stated MFU
"能到 38%" is used; "a LoRA-only card?" keeps the full fine-tune asked; two cards weighed on a job
are timed and priced on it; "smallest single cloud GPU" asks a card; "would checkpointing alone
fix it?" is answered yes or no; more cards slower than fewer is a trouble; "再加 3000" adds to
the budget; a "Why" passage shares a word with the question."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.span_guesses import length_asked
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ------------------------------------------------------------------ ETA and 天数 ask a duration


@pytest.mark.parametrize(
    "text",
    [
        "ETA: mistral 7b lora, 40k samples of 512 tokens, 2 epochs on an h100",
        "quick eta check for a qlora of llama 3 8b",
        "eta for 3 epochs of 20k samples?",
        "训 resnet50 跑 90 个 epoch，8 张 a100，估一下天数",
    ],
)
def test_eta_and_days_estimate_ask_a_length(text):
    assert length_asked(fold(text))


def test_beta_or_theta_is_no_eta():
    assert not length_asked(fold("beta 0.9 and theta 0.1 for adamw on a 4090"))


def test_eta_of_a_lora_job_is_its_duration(advisor):
    query, answer, line = turn_of(
        advisor, "ETA: Mistral 7B LoRA, 40k samples of 512 tokens, 2 epochs on one H100"
    )
    assert answer.kind == "job_duration"
    assert query.asks_duration
    assert "hours" in line or "days" in line


def test_eta_follow_up_on_more_cards_stays_a_duration(advisor):
    _, answer, line = turn_of(
        advisor,
        "ETA: Mistral 7B LoRA, 40k samples of 512 tokens, 2 epochs on one H100",
        "and with 8 of them?",
    )
    assert answer.kind == "job_duration"
    assert "8 × H100" in line


# ------------------------------------------------------------ a named recipe trains on its dataset


def test_deit_recipe_is_timed_on_imagenet(advisor):
    query, answer, line = turn_of(
        advisor, "按 DeiT 的训练配方训 vit-b/16，300 个 epoch，8 张 a100，估个天数"
    )
    assert query.samples == 1_281_167
    assert answer.kind == "workload_speed"
    assert "小时" in line or "天" in line


# ------------------------------------------------------------------ one clip's time asked first


def test_time_per_clip_leads_a_video_job(advisor):
    query, answer, line = turn_of(
        advisor, "客户要 30 条 wan2.1 14b 的 480p 视频，4090 上每段大概要多久"
    )
    assert query.item_time_asked
    assert answer.kind == "workload_speed"
    assert line.index("每段") < line.index("整个任务")


def test_time_per_image_leads_in_english(advisor):
    query, _, line = turn_of(
        advisor, "500 sdxl images on an L4: how long per image, and for the whole batch?"
    )
    assert query.item_time_asked
    assert line.lower().index("per image") < line.index("for the job")


def test_a_whole_job_asked_keeps_its_time_first(advisor):
    query, _, line = turn_of(advisor, "一张 4090 跑 sdxl 出 300 张图一共要多久")
    assert not query.item_time_asked
    assert "整个任务" in line.split("：")[0]


# ------------------------------------------------------------------ a stated MFU is used


def test_mfu_reached_is_read_in_chinese(advisor):
    query, answer, line = turn_of(
        advisor, "8 张 H100 从零预训一个 1B 模型，100B tokens，MFU 可以达到 45% 的话要几天"
    )
    assert query.mfu == pytest.approx(0.45)
    assert answer.kind == "job_duration"
    assert "45%" in line


def test_mfu_reached_is_read_in_english(advisor):
    query, _, _ = turn_of(
        advisor, "pretraining 3B on 200B tokens with 32 H100s, if mfu can reach 42%, how long?"
    )
    assert query.mfu == pytest.approx(0.42)


# ------------------------------------------------------------ "LoRA-only card?" keeps full


def test_lora_only_card_keeps_the_full_fine_tune_asked(advisor):
    query, answer, line = turn_of(
        advisor, "could I do a full finetune of qwen2.5 3b on one L4, or is it a LoRA-only card?"
    )
    assert query.method == "full"
    assert "Full fine-tuning" in line


def test_chinese_lora_only_card_keeps_full(advisor):
    query, _, _ = turn_of(advisor, "一张 3090 全参微调 qwen2.5 0.5b 行吗，还是这卡只能跑 lora")
    assert query.method == "full"


def test_lora_only_alone_is_still_lora(advisor):
    query, _, _ = turn_of(advisor, "is a 4060 ti 16gb a lora-only card for 8b models?")
    assert query.method == "lora"


# ------------------------------------------------------------ two cards weighed on a stated job


def test_premium_paid_back_compares_and_times_the_job_on_each(advisor):
    _, answer, _ = turn_of(
        advisor,
        "H100 vs A100 for pretraining a 7B on 500B tokens: does the hourly premium pay off?",
    )
    assert answer.kind == "compare"
    timed = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert {c.input["gpu"] for c in timed} == {"h100-sxm", "a100-80gb-sxm"}
    assert "For the job itself (500,000,000,000 tokens)" in answer.answer
    assert "paid back" in answer.answer


def test_chinese_premium_paid_back_is_a_comparison(advisor):
    _, answer, _ = turn_of(
        advisor, "H200 对比 H100 预训练 7B、500B tokens，贵的那部分能靠速度省回来吗"
    )
    assert answer.kind == "compare"
    assert "按整个任务" in answer.answer


# ------------------------------------------------------------ the smallest single card asked


def test_smallest_single_cloud_gpu_is_a_recommendation(advisor):
    query, answer, line = turn_of(
        advisor, "full fine-tune of qwen2.5 1.5b on 20k samples: minimum single cloud GPU for it?"
    )
    assert answer.kind == "recommend"
    assert query.bare_count == 1
    assert "1 ×" in line


# ------------------------------------------------------------ checkpointing alone, yes or no


def test_checkpointing_alone_answered_no_when_it_still_does_not_fit(advisor):
    query, answer, line = turn_of(
        advisor,
        "qlora mistral 7b on a 3090, batch 8 seq 4096 → torch.OutOfMemoryError: CUDA out of"
        " memory. is gradient checkpointing enough?",
    )
    assert query.saver_alone_asked == "grad_checkpointing"
    assert answer.verdict == "no"
    assert line.startswith("**No: gradient checkpointing alone")
    alone = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert alone and alone[0].input["grad_checkpointing"] is True


def test_checkpointing_alone_answered_yes_when_it_fits(advisor):
    query, answer, line = turn_of(
        advisor,
        "LoRA llama 3 8b，4090，seq 1024 batch 1，报 CUDA out of memory，只开梯度检查点能解决吗",
    )
    assert query.saver_alone_asked == "grad_checkpointing"
    assert answer.verdict == "yes"
    assert line.startswith("**可以：只开梯度检查点")


# ------------------------------------------------------------ more cards slower than fewer


@pytest.mark.parametrize(
    "text",
    [
        "为什么 4 张 4090 跑 qwen2.5 72b 比 2 张还慢，用的 llama.cpp",
        "why is llama.cpp slower on 4 4090s than on 2 for a 72b?",
    ],
)
def test_more_cards_slower_than_fewer_is_a_trouble(advisor, text):
    query, answer, _ = turn_of(advisor, text)
    assert query.trouble == "slow"
    assert answer.kind == "troubleshoot"


# ------------------------------------------------------------------ an amount added to a budget


def test_amount_added_to_a_chinese_budget(advisor):
    query, answer, _ = turn_of(
        advisor, "预算 6000，想本地跑 14b 的模型，买什么显卡", "要是再加 2000 呢"
    )
    assert query.budget == Decimal("8000")
    assert answer.kind == "recommend"


def test_amount_added_to_an_english_budget(advisor):
    query, _, _ = turn_of(
        advisor,
        "I have $1200 for a gpu to run 14b models locally, what should I get?",
        "and if I add another $300?",
    )
    assert query.budget == Decimal("1500")


def test_amount_moved_to_stays_the_budget(advisor):
    query, _, _ = turn_of(advisor, "预算 6000，想本地跑 14b 的模型，买什么显卡", "加到 9000 呢")
    assert query.budget == Decimal("9000")
