"""Troubles reported in follow-ups: more GPUs slower than one, a low speed judged, a stated
precision echoed, a baseline count that is no new count."""

import pytest

from assistant.question.markers import stated_count
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("with tensor parallel on two cards it's slower than a single gpu", "scaling"),
        ("两张 3090 跑训练比单卡还慢，为什么", "scaling"),
        ("my 4070 only does 6 tok/s on qwen 14b q4, is that normal?", "slow"),
        ("3060 跑 sdxl 只有 1.2 it/s，正常吗", "slow"),
        ("what t/s should I expect from qwen3 32b on a 3090? feels slow at ~20", None),
    ],
)
def test_a_reported_slowdown_is_a_trouble(text, kind):
    assert trouble_kind(text) == kind


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("it's slower than one gpu now", None),
        ("比单卡还慢", None),
        ("and on 4 gpus?", 4),
    ],
)
def test_a_baseline_count_is_not_a_new_count(text, count):
    assert stated_count(text) == count


def test_a_slowdown_after_adding_ram_is_troubleshot(advisor):
    turns = advisor.converse(
        [
            "llama.cpp: model needs more system memory than is available. card is a 3060 12g",
            "added 32gb of ram and it loads now, but only 4 t/s, is that normal?",
        ]
    ).turns
    assert turns[-1].answer.kind == "troubleshoot"
    assert "RTX 3060" in turns[-1].answer.answer


def test_two_cards_slower_than_one_keeps_the_count(advisor):
    turns = advisor.converse(
        [
            "vllm tp 2 on 2x 3090 crashes with an NCCL error at startup",
            "disabled p2p and now it's slower than one gpu",
        ]
    ).turns
    answer = turns[-1].answer
    assert answer.kind == "troubleshoot"
    assert "2 × RTX 3090" in answer.answer


def test_a_stated_precision_is_echoed_in_a_troubleshooting_answer(advisor):
    answer = advisor.ask(
        "faster-whisper on a 1660 super: ValueError about float16 compute type not supported"
    )
    assert answer.kind == "troubleshoot"
    assert any("FP16" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        (
            "nvidia-smi on my rented 4090 shows 290W / 300W under load. capped by the host?",
            "no",
            ("300 W", "450 W"),
        ),
        ("租的 3090 nvidia-smi 显示 200W / 250W，是不是被商家限了", "no", ("250 W", "350 W")),
        ("my rented A100 nvidia-smi: 380W / 400W, is that normal?", "yes", ("400 W",)),
    ],
)
def test_the_cap_of_a_usage_cap_pair_is_checked(advisor, question, verdict, words):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    for word in words:
        assert word in answer.answer.split("\n")[0]


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("把 max-model-len 降到 4096 还是报错", 4096),
        ("上下文减到 2048 还是爆显存", 2048),
        ("num_ctx 改为 16384 之后变慢了", 16384),
    ],
)
def test_a_context_lowered_is_read(advisor, text, tokens):
    assert advisor.understand(text).context_tokens == tokens


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "sdxl in comfyui on my 4060 8gb takes forever and task manager shows shared gpu"
            " memory being used",
            ("Stable Diffusion XL", "Prefer No Sysmem Fallback"),
        ),
        (
            "comfyui 跑 flux，4070 出一张图要五分钟，共享GPU内存占了8G",
            ("FLUX.1 [dev]", "Prefer No Sysmem Fallback"),
        ),
    ],
)
def test_an_image_job_in_shared_memory_is_the_drivers_fallback(advisor, question, words):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.split("\n")[0]
    for word in words:
        assert word in first
    assert "-ngl" not in first  # no LLM layers to split


@pytest.mark.parametrize(
    ("question", "job"),
    [
        ("yolov8m training on my 3060 12gb runs out of memory at epoch 2, why?", "YOLOv8m"),
        ("3060 12G 训练 yolov8s 爆显存了，怎么办", "YOLOv8s"),
        (
            "whisper large-v3 on a 1660 super: RuntimeError: CUDA error: an illegal memory access",
            "Whisper large-v3",
        ),
    ],
)
def test_a_named_workload_is_said_with_the_setup(advisor, question, job):
    answer = advisor.ask(question)
    assert answer.kind in ("troubleshoot", "workload_fit")  # an OOM the sizing explains
    assert job in answer.answer.split("\n")[0]
