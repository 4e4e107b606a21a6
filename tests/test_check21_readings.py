"""Readings pasted from a rented or used card, and troubles kept through follow-ups.

A size written into a card's name is no reading; a usable figure after a total is the one
judged; a PCIe link written width-first or as an ``nvidia-smi --query-gpu`` answer is read;
a rate falling as the run goes on is a slow trouble; a multi-GPU job that hangs is NCCL's; a
follow-up that only tells the seller's account keeps the earlier check and the earlier
precision.
"""

from __future__ import annotations

import pytest

from assistant.question.link_slots import link_reading
from assistant.question.readings import memory_reading
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ---- a size in the card's name, and reading words as whole words


@pytest.mark.parametrize(
    "text",
    [
        "m4 max 128g, qwen3 235b q3 只有 4 token/s 正常吗",
        "mac studio m3 ultra 256g running deepseek r1 q2, only 3 tok/s, is that right?",
        "96g 的 m2 max 跑 llama 70b 才 5 t/s，为啥",
    ],
)
def test_a_size_in_the_cards_name_is_no_reading(text: str) -> None:
    assert memory_reading(text) is None


def test_deepseek_holds_no_reading_word() -> None:
    # "deepseek" contains "see": a whole-word read word only
    assert memory_reading("128gb box, deepseek v3 runs slow") is None
    reading = memory_reading("my a100 80gb shows 40GB in nvidia-smi")
    assert reading is not None and reading.value == 40 and reading.promised_gb == 80


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("m3 max 128g 跑 qwen2.5 72b q4 只有 4 token/s，正常吗", "m3-max-128gb"),
        ("mac studio m2 ultra 192gb: deepseek v3 q2 only 2 tok/s, something wrong?", None),
    ],
)
def test_a_mac_named_with_its_memory_is_troubleshot_not_verified(
    advisor, text: str, gpu: str | None
) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.memory_reading is None
    if gpu:
        assert query.gpus[0].gpu_id == gpu


# ---- a usable figure after a total; a modded card that shows half; a slice suspected


def test_the_usable_figure_after_a_total_is_judged() -> None:
    reading = memory_reading("nvidia-smi 显示 48G，但 torch 里只有 20 多G可用")
    assert reading is not None and reading.value == 20 and reading.usable
    assert reading.promised_gb == 48


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("租的 H100 80G，mem_get_info 只有 39G 可用，是不是被切分了", "**不对：39 GB"),
        ("modded 2080 ti 22g installed, nvidia-smi only sees 11GB, why?", "**No: 11 GB"),
        ("魔改 4090 48g 到手，nvidia-smi 只认 24G，咋回事", "**不对：24 GB"),
    ],
)
def test_memory_short_of_the_card_is_judged_no(advisor, text: str, first: str) -> None:
    query, answer, line = turn_of(advisor, text)
    assert answer.kind == "verify" and answer.verdict == "no"
    assert query.memory_reading is not None
    assert line.startswith(first)


# ---- a PCIe link written width first, or queried


@pytest.mark.parametrize(
    ("text", "gen", "width"),
    [
        ("the box runs x8 gen3, does it hurt?", 3, 8),
        (
            "nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current gives 3, 16",
            3,
            16,
        ),
        ("租的 4090 显示 x4 pcie 4.0，影响大吗", 4, 4),
    ],
)
def test_a_link_read_width_first_or_queried(text: str, gen: int, width: int) -> None:
    link = link_reading(fold(text))
    assert link is not None and link.current_gen == gen and link.current_width == width


def test_an_x16_slot_only_named_is_no_link_reading() -> None:
    assert link_reading(fold("a board with an x16 gen4 slot for my 4090")) is None


def test_a_narrow_link_asked_as_a_problem_is_checked(advisor) -> None:
    query, answer, line = turn_of(advisor, "my rented a6000 sits at x4 gen4, is that a problem?")
    assert answer.kind == "verify" and query.link_reading is not None
    assert query.link_reading.current_width == 4
    assert "x16" in line


# ---- a rate falling while running; a multi-GPU hang


@pytest.mark.parametrize(
    "text",
    [
        "my 3080 laptop falls to 25 tok/s after a few minutes of generation",
        "after 10 minutes it drops, 4090 starts at 120 tok/s. throttling?",
        "4070 跑 flux 几分钟后就掉到 1 it/s",
    ],
)
def test_a_rate_falling_over_a_run_is_a_slow_trouble(advisor, text: str) -> None:
    assert trouble_kind(text) == "slow"
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"


@pytest.mark.parametrize(
    "text",
    [
        "fsdp on 4x 4090 hangs right after the first batch, no error at all",
        "torchrun with 2 a6000s just freezes at init_process_group",
        "deepspeed 多卡训练 卡住不动 也不报错",
    ],
)
def test_a_multi_gpu_job_that_hangs_is_nccls(text: str) -> None:
    assert trouble_kind(text) == "nccl"


def test_one_card_that_hangs_is_not_nccls() -> None:
    assert trouble_kind("comfyui freezes at 50% on my 3060") != "nccl"


# ---- a seen speed called too slow; a cap asked; reliability asked


def test_a_speed_called_too_slow_is_diagnosed(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "mistral 7b via ollama on a 4060 ti at about 9 tok/s, way too slow?"
    )
    assert answer.kind == "troubleshoot" and query.observed_tokens_per_s == 9
    assert line.startswith("**Mistral 7B")
    assert "9 tokens/s you see" in line


def test_a_cap_asked_of_the_host_is_checked(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "rented a 4090, nvidia-smi power limit 300W. did the provider cap it?"
    )
    assert answer.kind == "verify" and query.power_reading_w == 300
    assert answer.verdict == "yes" and "300 W" in line


def test_ecc_errors_asked_reliable_are_judged(advisor) -> None:
    _, answer, line = turn_of(
        advisor, "h100 nvidia-smi -q: Volatile Uncorrectable ECC errors 4, 还靠谱吗"
    )
    assert answer.kind == "verify" and answer.verdict == "no"


# ---- follow-ups keep the earlier check and the earlier precision


def test_the_sellers_account_keeps_the_earlier_failed_test(advisor) -> None:
    query, answer, _ = turn_of(
        advisor,
        "used a5000 from ebay, gpu-burn shows FAULTY after 5 minutes, return it?",
        "the seller says it just needs new thermal paste",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert query.test_result is not None


def test_a_repair_word_alone_stays_off_topic() -> None:
    advisor = memory_advisor()
    _, answer, _ = turn_of(advisor, "how do i repaste my gaming gpu")
    assert answer.kind == "unsupported"


def test_naming_the_engine_again_keeps_the_stated_quant(advisor) -> None:
    query, _, line = turn_of(
        advisor,
        "m2 ultra 192g, qwen3 235b q3_k_m only 6 tok/s, normal?",
        "updated llama.cpp, still the same",
    )
    assert query.precision == "q3_k_m"
    assert "Q3_K_M" in line or "q3_k_m" in line


# ---- an error pasted from a card the catalog lacks is still answered


@pytest.mark.parametrize(
    ("text", "trouble"),
    [
        (
            "rx 6700 xt on ubuntu: rocminfo lists no gpu agent, ollama falls back to cpu",
            "cuda_unavailable",
        ),
        ("tesla m10: torch.cuda.is_available() returns False, smi sees it", "cuda_unavailable"),
        (
            "我的 tesla m10 装了 pytorch 之后 torch.cuda.is_available() 返回 False，"
            "但 nvidia-smi 能看到卡",
            "cuda_unavailable",
        ),
    ],
)
def test_an_error_on_an_unknown_card_is_troubleshot(advisor, text: str, trouble: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert any(p.kind == "unknown_gpu" for p in query.problems)
    assert answer.kind == "troubleshoot"
    assert query.trouble == trouble
    assert len(answer.answer.split("\n\n")) >= 2  # the card said missing, then the error's fix


def test_an_unknown_card_only_sized_stays_not_covered(advisor) -> None:
    _, answer, _ = turn_of(advisor, "can a tesla m10 run llama 3 8b?")
    assert answer.kind == "not_covered"
