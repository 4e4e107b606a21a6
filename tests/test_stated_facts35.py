"""Figures the user states are kept in the reading and used by the answer.

- "序列 8192": a training sequence length said as 序列 N, kept into the follow-up too.
- "16 路同时跑": sequences at once, so the KV cache is the total for all, and each one's.
- "mfu 只有 22%" with collectives taking most of a step: a scaling trouble, MFU said back.
- "1.2w 到手": the price a card landed at, kept beside a verify.
- "can't be over 2 slots or pull more than 250W": the wattage is a board-power ceiling.
- "full fine-tune qwen2.5 1.5b and lora some 14b ones": full is the named model's method.
- "batch 8 works, 16 OOMs": the failing batch is the trouble's batch.
- "Axolotl on a T4: GPU does not support bf16": a library, not a model; the card too old.
- "fully resident in VRAM or does part of it end up in RAM": a fit, not a RAM sizing.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "两张 A100 80G，zero2 全参训练 llama 3.1 8b，bf16，序列 8192，micro batch 1，会爆吗",
        "8 张 H100 全量训练 qwen2.5-14b，序列：8192，batch 1，显存够不够",
    ],
)
def test_a_sequence_said_as_xulie_is_the_training_length(advisor, question):
    query, answer, _ = turn_of(advisor, question)
    assert query.context_tokens == 8192
    assert tool_call(answer, "estimate_memory").input["seq_len"] == 8192


def test_the_sequence_length_carries_into_the_follow_up(advisor):
    query, answer, _ = turn_of(
        advisor,
        "两张 A100 80G，zero2 全参训练 llama 3.1 8b，bf16，序列 8192，micro batch 1，会爆吗",
        "同样配置换成 qwen2.5-14b 呢",
    )
    assert query.context_tokens == 8192
    assert tool_call(answer, "estimate_memory").input["seq_len"] == 8192


def test_a_count_of_streams_at_once_sizes_the_kv_cache_for_all(advisor):
    query, answer, first = turn_of(
        advisor, "qwen2.5-32b 每条 32k 上下文，bf16 kv，16 路同时跑，kv 一共要多少显存"
    )
    assert query.users == 16
    assert tool_call(answer, "estimate_kv_cache").input["sequences"] == 16
    assert "16 个序列" in first and "每个" in first  # the total and one sequence's share


def test_sequences_running_at_once_in_english(advisor):
    query, answer, first = turn_of(
        advisor,
        "llama 3.1 70b, 8 requests running at once, each 32k context: how big is the kv cache?",
    )
    assert query.users == 8
    assert "for 8 sequences" in first and "each" in first


@pytest.mark.parametrize(
    ("question", "mfu"),
    [
        ("16 卡 h100 两台机器训练，mfu 才 22%，profile 发现通信占了 60% 的时间", 0.22),
        ("4 nodes of 8 H100, MFU is only 21% and all-reduce is taking most of each step", 0.21),
    ],
)
def test_a_low_mfu_beside_collectives_is_a_scaling_trouble(advisor, question, mfu):
    query, _, first = turn_of(advisor, question)
    assert query.trouble == "scaling"
    assert query.mfu == mfu
    assert query.usage_hours_per_month is None  # a share of the step, no rental utilisation
    assert f"{mfu:.0%}" in first and "32%-40%" in first  # Hopper's 35-45%, across nodes x0.9


def test_a_price_the_card_landed_at_is_kept_in_a_verify(advisor):
    query, answer, _ = turn_of(advisor, "二手 4090 1.2w 到手，怎么验是不是真卡，跑什么测试")
    assert query.kind == "verify"
    assert query.budget == 12000 and query.budget_currency == "CNY"
    assert "12,000" in answer.answer + " ".join(answer.assumptions)


def test_a_wattage_not_to_be_drawn_caps_the_pick(advisor):
    query, answer, _ = turn_of(
        advisor,
        "small case, the card can't be over 2 slots or pull more than 250W. best gpu for 14b q4?",
    )
    assert query.max_board_power_w == 250
    assert tool_call(answer, "recommend_setup").input["max_board_power_w"] == 250


def test_full_said_of_the_named_model_while_lora_is_of_another_size(advisor):
    query, answer, first = turn_of(
        advisor,
        "$6k budget: I want to full fine-tune qwen2.5 1.5b and lora a few 14b models. what gpu?",
    )
    assert query.method == "full"
    assert "full fine-tuning" in first


def test_lora_alone_beside_full_keeps_lora(advisor):
    query, _, _ = turn_of(advisor, "full fine-tune or lora for qwen2.5 7b on a 4090?")
    assert query.method == "lora"


@pytest.mark.parametrize(
    ("question", "batch"),
    [
        ("4090 上 lora 训 qwen2.5 7b，batch 4 没问题，8 直接爆显存，为什么", 8),
        ("L4 + whisper large-v3: batch size 8 works but 16 immediately OOMs, why?", 16),
    ],
)
def test_the_failing_batch_is_the_troubles_batch(advisor, question, batch):
    query, _, _ = turn_of(advisor, question)
    assert query.trouble == "oom"
    assert query.batch_size == batch


def test_a_training_library_is_no_unknown_model(advisor):
    query, answer, first = turn_of(
        advisor, "axolotl on a T4 says `Your GPU does not support bf16`. fp16 then? slower?"
    )
    assert query.kind == "troubleshoot"
    assert query.trouble == "cuda_arch"
    assert not any(p.kind == "unlisted_model" for p in query.problems)
    assert "7.5" in first and "fp16" in answer.answer


def test_a_card_said_to_lack_bf16_in_chinese(advisor):
    query, _, _ = turn_of(advisor, "2080ti 跑 unsloth 报错：显卡不支持 bf16，只能 fp16 吗")
    assert query.trouble == "cuda_arch"
    assert query.needed_cc == 8.0


def test_resident_in_vram_or_in_ram_asks_the_fit(advisor):
    turn = last_turn(
        advisor,
        "rtx 4090 24GB, qwen3 32b at Q4_K_M, 8k context: all of it resident in VRAM, or does"
        " part of it end up in system RAM?",
    )
    assert turn.query.kind == "fit_check"
    assert turn.answer.verdict in ("yes", "no")


def test_a_lora_runs_climbing_step_time_is_sized_on_the_card(advisor):
    query, answer, first = turn_of(
        advisor,
        "onetrainer flux lora on a 4080: step time jumped from 3 s/it to 16 s/it around step 300",
    )
    assert query.trouble == "slow"
    call = tool_call(answer, "estimate_workload_memory")
    assert call.input["workload"] == "flux-dev" and call.input["method"] == "lora"
    assert "shared system memory" in first


def test_a_climbing_step_time_said_in_chinese(advisor):
    query, answer, first = turn_of(
        advisor, "sdxl lora 在 4070 上用 kohya 训练，每步从 1.5 秒涨到 9 秒，温度正常"
    )
    assert query.trouble == "slow"
    assert tool_call(answer, "estimate_workload_memory").input["method"] == "lora"
    assert "共享系统内存" in first


@pytest.mark.parametrize(
    "question",
    ["哪些显卡不支持 bf16，租之前想排除掉", "which card doesn't support bf16? renting soon"],
)
def test_which_cards_lack_bf16_is_asked_not_an_error(advisor, question):
    query, _, _ = turn_of(advisor, question)
    assert query.trouble != "cuda_arch"
    assert query.needed_cc is None
