"""Troubles read as another kind, and facts kept in a trouble's follow-up (thirty-sixth session).

- The blame for one's own run put between the card and one's own setting ("faulty gpu or my
  code?", "卡的问题还是我参数的问题"): a trouble, not a check of a card bought.
- A time seen multiplied ("load times doubled") or a card seen slower than a weaker one the
  asker has ("比我 2060 还慢"): a slow job.
- A speech server whose delay piles up past N streams: the streams the card keeps up with,
  batched and one at a time, set against those seen.
- A container that refuses the card's gfx target: the ROCm set-up trouble.
- A fix that worked and a new symptom since ("加了 --dtype half 能起来了，但是…OOM"): the card,
  model and precision kept, the new symptom troubleshot; "bf16 需要算力 8.0 以上" is the
  card too old for bf16.
- A used card's check followed by "is a short stress test enough?": the check goes on.
- Full fine-tuning with ZeRO-3 / FSDP offload on one card: a fit answered yes or no.
"""

import pytest

from assistant.question.blame_weighed import own_setup_blamed
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "faulty gpu or my code?",
        "is it the card or is it my batch size",
        "hardware or software, how do I tell",
        "到底是卡的问题还是我参数的问题",
        "显卡坏了还是得改 batch",
    ],
)
def test_the_card_weighed_against_ones_own_setting_is_blame_weighed(text):
    assert own_setup_blamed(fold(text))


@pytest.mark.parametrize(
    "text", ["bad riser or bad card?", "card or the motherboard?", "是卡的问题还是主板"]
)
def test_the_card_weighed_against_another_part_is_not(text):
    assert not own_setup_blamed(fold(text))


def test_a_crash_with_an_error_and_the_card_blamed_against_the_batch_is_a_trouble(advisor):
    turn = last_turn(
        advisor,
        "detectron2 training on my 3060 12gb dies after ~2k iters with `CUDA error: unspecified"
        " launch failure`, batch 8. faulty gpu or my batch?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "error"
    assert "RTX 3060" in turn.answer.answer


def test_a_zh_crash_with_the_card_blamed_against_settings_is_a_trouble():
    text = (
        "4070 训练 yolov8m 到第 5 个 epoch 报 `CUDA error: an illegal memory access`，"
        "是卡坏了还是我参数的问题"
    )
    assert trouble_kind(text) == "error"


@pytest.mark.parametrize(
    "text",
    [
        "second 4090 on a riser, model load times doubled since I moved it. riser or slot?",
        "换了机箱以后加载时间翻了三倍，第二张 3090 插在延长线上",
        "新买的 P100 跑 sdxl 比我 2060 还慢，是不是没开 fp16",
        "the new card is even slower than my old 1070 on the same comfyui workflow",
    ],
)
def test_a_time_multiplied_or_slower_than_a_weaker_card_is_a_slow_job(text):
    assert trouble_kind(text) == "slow"


def test_a_card_slower_than_a_weaker_one_is_troubleshot_not_compared(advisor):
    turn = last_turn(advisor, "3090 跑 sd1.5 出图比我 3060 还慢，才 3 it/s，是驱动的问题吗")
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "slow"


def test_a_riser_link_read_with_loads_slowed_is_a_trouble(advisor):
    turn = last_turn(
        advisor,
        "second 4090 sits on a riser, `nvidia-smi -q` says PCIe Generation 1, Link Width x8,"
        " and model load times doubled. riser or slot?",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "slow"
    assert "PCIe link" in _first(turn)


def test_a_speech_queue_under_the_batched_capacity_is_put_down_to_batching(advisor):
    turn = last_turn(
        advisor,
        "T4 上跑 whisper large-v2 做实时字幕，开到 15 路就延迟越积越多，卡的问题还是得做 batch",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "queueing"
    line = _first(turn)
    assert line.startswith("**是批处理的问题")
    assert "T4" in line and "Whisper large-v2" in line and "15 路" in line
    assert "约 7 路" in line and "约 28 路" in line


def test_a_speech_queue_past_the_batched_capacity_is_expected(advisor):
    turn = last_turn(
        advisor,
        "whisper large-v3 on a single L4: latency piles up once we pass 60 concurrent streams."
        " card or my batching?",
    )
    assert turn.answer.kind == "troubleshoot"
    line = _first(turn)
    assert line.startswith("**Expected: 60 streams are more than the card keeps up with.**")
    assert "about 37 real-time Whisper large-v3 streams" in line
    assert "2 × L4 keep up with 60" in line


def test_a_gfx_target_refused_by_an_image_is_the_rocm_trouble(advisor):
    assert trouble_kind("rocm works now but the container says gfx1030 is not supported") == "rocm"
    turn = last_turn(
        advisor,
        "llama.cpp on my 7900 XTX uses the CPU only, `rocminfo` shows nothing",
        "fixed the groups, now the docker image says `gfx1100` unsupported",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "rocm"
    assert [g.gpu_id for g in turn.query.gpus] == ["rx-7900-xtx"]


def test_bf16_said_to_need_compute_capability_8_in_chinese_is_the_card_too_old(advisor):
    turn = last_turn(
        advisor, "魔改 2080ti 22g 用 vllm 跑 qwen2.5-7b，报错说 bf16 要求计算能力 8.0 及以上"
    )
    assert turn.query.trouble == "cuda_arch" and turn.query.needed_cc == 8.0
    assert "BF16" in _first(turn)


def test_a_new_symptom_after_a_fix_keeps_the_card_model_and_precision(advisor):
    turn = last_turn(
        advisor,
        "魔改 2080ti 22g 用 vllm 部署 qwen2.5-7b-instruct，启动就报 bf16 需要算力 8.0 以上，咋办",
        "改成 --dtype half 可以启动了，但是并发一多就 OOM，gpu-memory-utilization 设多少合适",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "oom"
    assert [g.gpu_id for g in turn.query.gpus] == ["rtx-2080-ti-22gb"]
    assert turn.query.model_id == "qwen2.5-7b"
    assert turn.query.precision == "fp16"
    assert "RTX 2080 Ti 22GB" in _first(turn)


def test_a_short_test_weighed_after_a_used_card_check_keeps_the_check(advisor):
    turn = last_turn(
        advisor,
        "picking up a used 3080 ti for $480 on saturday, what should I test at the seller's?",
        "he only gives me 10 minutes. would a quick occt run plus the hotspot temp be enough?",
    )
    assert turn.answer.kind == "verify"
    assert [g.gpu_id for g in turn.query.gpus] == ["rtx-3080-ti"]
    assert "$480" in " ".join(turn.answer.assumptions)


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("单张 3090 能全参微调 llama-3.1-8b 吗？用 deepspeed zero3 offload 到内存", "rtx-3090"),
        ("can one 4090 full fine-tune qwen2.5 7b with fsdp cpu offload?", "rtx-4090"),
    ],
)
def test_full_fine_tuning_with_offload_on_one_card_is_a_fit(advisor, question, gpu):
    turn = last_turn(advisor, question)
    assert turn.answer.kind == "fit_check"
    assert turn.answer.verdict == "conditional"
    assert [g.gpu_id for g in turn.query.gpus] == [gpu]
    assert "cpu_offload" in turn.query.memory_savers
