"""Questions land on the kind they ask (kinds35): a speed measured and doubted (a part blamed, a
fix asked) is a trouble; a reading off a rented or bought card doubted is a check (an omen asked
of a page-retirement flag, a clock asked whether held down, a reading set against what was
expected); two cards set against each other ("对比", "against", "还是 … 更省钱") are compared
even with a model, users or a price ground named; a sum spent once on a box, a server room of
one's own or spot capacity preempted weigh owning against renting (GPU-hours are no card count);
a technique's trade-off asked with its definition is explained; a greeting and a short sigh are
small talk; "which" after options weighed on counted cards picks among the options."""

from __future__ import annotations

import pytest

from assistant.question.rate_blamed import rate_blamed
from assistant.question.smalltalk import smalltalk_act
from assistant.question.text import fold
from assistant.question.verify_cues import judged_for_use
from tests.support.advisors import last_turn, memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ------------------------------------------------------------------ a speed measured, then doubted


def test_a_speed_seen_with_a_part_blamed_is_a_trouble(advisor):
    query, answer, _ = turn_of(
        advisor,
        "running qwen2.5 32b awq with tp=2 on 2x 3090 and it gives 12 tok/s. "
        "is the PCIe link what's holding me back?",
    )
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow"
    assert query.observed_tokens_per_s == 12.0


def test_a_speed_seen_with_what_else_to_try_asked_is_a_trouble(advisor):
    query, answer, _ = turn_of(
        advisor,
        "llama.cpp on my 3060: gen 7 tok/s on a 14b q4, already turned on flash attention. "
        "what else can I try?",
    )
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow"


def test_a_speed_seen_with_how_to_optimise_asked_is_a_trouble_zh(advisor):
    _, answer, line = turn_of(advisor, "4090 跑 qwen2.5 14b，生成 20 tok/s，还能怎么优化？")
    assert answer.kind == "troubleshoot"
    assert "20 tokens/s" in line


def test_a_speed_asked_with_tips_is_no_trouble():
    assert rate_blamed(fold("gen 9 t/s on a 32b q4 with flash attn on, any tricks left?"))
    assert not rate_blamed(
        fold("how many tok/s should a 4090 get on qwen 14b q4? anything to try first?")
    )


# --------------------------------------------------------------- a reading off a card, doubted


def test_an_omen_asked_of_a_pending_page_flag_is_a_check(advisor):
    assert judged_for_use(fold("pending page blacklist: yes on a used 3090 ti. bad sign?"))
    assert judged_for_use(fold("二手卡 ecc 待退役页显示 yes，要紧吗"))
    _, answer, line = turn_of(
        advisor,
        "bought a used 3090 for $600, nvidia-smi -q says 'Pending Page Blacklist: Yes'. "
        "is that a warning sign?",
    )
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "RTX 3090" in line


def test_a_rented_cards_clock_asked_whether_held_down_is_a_check_zh(advisor):
    turn = last_turn(
        advisor,
        "腾讯云 GN7 的 T4，nvidia-smi 看 Max Clocks 1590MHz，跑分比别人低 20%，是被限频了吗",
    )
    assert turn.answer.kind == "verify"


def test_a_reading_set_against_what_was_expected_is_a_check(advisor):
    turn = last_turn(
        advisor,
        "GCP a2-ultragpu-1g: nvidia-smi shows A100-SXM4-80GB, 81920MiB. I was expecting an H100 "
        "— is that the card this type comes with?",
    )
    assert turn.answer.kind == "verify"


# ------------------------------------------------------------------------ two cards set against


def test_two_cards_weighed_on_saving_for_a_job_are_compared_zh(advisor):
    _, answer, line = turn_of(advisor, "做 llama 3.1 8b 的 lora，租 4090 还是 l40s 更省钱？")
    assert answer.kind == "compare"
    assert "RTX 4090" in line and "L40S" in line


def test_a_card_against_another_for_a_model_is_compared(advisor):
    _, answer, line = turn_of(
        advisor,
        "anyone measured Gaudi 2 against A100 for LoRA of llama 3.1 8b? training speed per "
        "dollar is what matters",
    )
    assert answer.kind == "compare"
    assert "Gaudi 2" in line and "A100" in line


def test_two_setups_set_against_for_users_are_compared_zh(advisor):
    _, answer, line = turn_of(
        advisor, "30 个用户用 qwen2.5 72b，一张 H200 对比两张 A100 80G，哪个更稳"
    )
    assert answer.kind == "compare"
    assert "H200" in line and "2 × A100" in line


def test_which_is_lower_of_two_cards_is_compared_zh(advisor):
    _, answer, line = turn_of(
        advisor, "单机 8 卡，昇腾 910B 对比 A800 跑 qwen2.5 72b 推理，延迟谁低"
    )
    assert answer.kind == "compare"
    assert "910B" in line and "A800" in line


# ---------------------------------------------------------------------------- owning vs renting


_RIG = "we train maybe 40 hours a month. put $8k into a 2x 3090 rig or stick with renting A100s?"


def test_a_sum_put_into_a_rig_against_renting_is_rent_or_buy(advisor):
    query, answer, _ = turn_of(advisor, _RIG)
    assert answer.kind == "rent_vs_buy"
    assert float(query.budget) == 8000.0 and query.budget_period == "total"


def test_gpu_hours_in_a_follow_up_are_hours_not_cards(advisor):
    query, answer, line = turn_of(advisor, _RIG, "what if it grows to 200 GPU-hours a month?")
    assert answer.kind == "rent_vs_buy"
    assert query.gpus[0].count == 2
    assert "2 × RTX 3090" in line and "27% utilisation" in line


def test_spot_capacity_preempted_against_a_used_card_is_rent_or_buy(advisor):
    turn = last_turn(
        advisor,
        "our spot H100s get preempted every few hours. would a used A100 80GB for ~$8k be "
        "smarter long-term?",
    )
    assert turn.answer.kind == "rent_vs_buy"


def test_cards_in_ones_own_server_room_against_renting_is_rent_or_buy_zh(advisor):
    turn = last_turn(advisor, "自己机房放 2 张 4090，还是长期租 autodl 的 4090")
    assert turn.answer.kind == "rent_vs_buy"


# ------------------------------------------------------------------ explained, greeted, picked


def test_a_batching_trade_off_asked_with_its_definition_is_explained_zh(advisor):
    turn = last_turn(
        advisor, "continuous batching 是怎么回事？为啥我 vllm 上并发一多单用户 token 速度反而变慢了"
    )
    assert turn.answer.kind == "concept"


def test_a_greeting_and_a_short_sigh_is_small_talk(advisor):
    assert smalltalk_act(fold("早～又是跟显存较劲的一天")) == "greeting"
    assert last_turn(advisor, "早～又是跟显存较劲的一天").answer.kind == "smalltalk"
    assert last_turn(advisor, "morning! another day of fighting OOMs").answer.kind == "smalltalk"


def test_a_greeting_before_a_question_is_no_small_talk(advisor):
    assert smalltalk_act(fold("早，4090 跑 qwen 72b 会爆显存吗")) is None
    turn = last_turn(advisor, "hi, my 4090 keeps running out of memory loading llama 70b")
    assert turn.answer.kind == "troubleshoot"


def test_which_after_options_weighed_on_counted_cards_stays_explained_zh(advisor):
    _, answer, _ = turn_of(
        advisor,
        "DDP vs FSDP vs DeepSpeed ZeRO-3, explain simply? choosing for 8 GPUs",
        "如果这 8 张卡之间没有 nvlink，该选哪个",
    )
    assert answer.kind == "concept"
    assert "nvlink" in answer.answer.lower()
