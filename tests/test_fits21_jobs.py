"""Jobs stated in wordings the readers missed (own phrasings).

An image rate said without its noun ("90 per minute", "~300/hour") is the serving target, and
"at 120 per minute" is no picture side; a frame rate wanted of one stream is held to the speed;
clips counted by their measure word ("一共40段") size a video job; a context wished to in a
follow-up ("上下文想加到16k") is the one sized; a training job said to offload its optimizer
to the CPU is sized and timed that way, and a follow-up timing keeps its precision.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "per_minute", "side"),
    [
        ("sdxl endpoint at 90 per minute at 1024px, how many l40s?", 90.0, 1024),
        ("flux schnell api peaking near 45/min, 1024x1024, how many 4090s?", 45.0, 1024),
        ("sdxl出图服务，高峰每分钟大概90张，1024分辨率，要几张4090", 90.0, 1024),
    ],
)  # fmt: skip
def test_image_rate_without_its_noun_is_the_target(advisor, question, per_minute, side):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")
    assert call.input["per_minute"] == pytest.approx(per_minute)
    assert call.input["resolution"] == side


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        ("3060上跑yolo11s，640输入，想到150帧，现实吗", "yes", "150 帧/秒"),
        ("will a t4 hold 300 fps on yolo11x at 1280?", "no", "300 fps"),
        ("can a 4060 push yolo11m at 120 fps with tensorrt fp16, 640 input?", "yes", "120 fps"),
    ],
)  # fmt: skip
def test_frame_rate_wanted_is_held_to_the_speed(advisor, question, verdict, lead):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    assert answer.verdict == verdict
    assert lead in first_line(answer.answer)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert call.input["resolution"] >= 640  # "at 120 fps" is no picture side


@pytest.mark.parametrize(
    ("question", "clips", "gpu"),
    [
        ("wan2.1 1.3b 480p，每段5秒，一共40段，一张4090要多久", 40, "rtx-4090"),
        ("用wan2.1 14b做720p短片，总共12段，单张h100多久能出完", 12, "h100-sxm"),
        ("wan2.1 1.3b，480p，共200段，3090一张，要跑几个小时", 200, "rtx-3090"),
    ],
)  # fmt: skip
def test_clips_counted_by_measure_word(advisor, question, clips, gpu):
    answer = _ask(advisor, question)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert call.input["images"] == clips and call.input["gpu"] == gpu
    assert call.input.get("count", 1) == 1  # "一共40" is no memory total
    assert "小时" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("first", "then", "seq"),
    [
        ("4090上qwen2.5 7b qlora，上下文2048，batch 4，显存够吗", "上下文想加到8192呢", 8192),
        ("3090 做 llama3 8b lora，seq 1024，够不够", "那seq要提到4096呢", 4096),
        ("a100 40g, mistral 7b lora, seq 2048, batch 2, fits?", "seq想加到8k", 8192),
    ],
)  # fmt: skip
def test_context_wished_to_in_a_follow_up(advisor, first, then, seq):
    answer = _ask(advisor, first, then)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["seq_len"] == seq


@pytest.mark.parametrize(
    "question",
    [
        "full finetune llama 3 8b on 2x 4090, zero-3, offload optimizer to cpu, bf16 — fits?",
        "4张a6000全参微调qwen2.5 7b，deepspeed zero3，优化器卸载到cpu，bf16，能跑吗",
        "full fine-tune mistral 7b on one a100 80gb with zero-offload, bf16: will it fit?",
    ],
)  # fmt: skip
def test_optimizer_offload_is_sized_as_stated(advisor, question):
    answer = _ask(advisor, question)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input.get("strategy") == "offload"
    assert call.output["strategy"] == "offload"


def test_follow_up_timing_keeps_precision_and_offload(advisor):
    answer = _ask(
        advisor,
        "full finetune llama 3 8b on 2x a6000, zero-3 + offload optimizer to cpu, bf16, seq 2048",
        "and how long for 30k samples, 2 epochs?",
    )
    assert answer.kind == "job_duration"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_job_duration")
    assert call.input["precision"] == "bf16" and call.input["strategy"] == "offload"
    assert call.output["fits"] is True


@pytest.mark.parametrize(
    ("turns", "memory", "said"),
    [
        (
            (
                "4张a6000全参微调qwen2.5 7b，优化器卸载到cpu，bf16，batch 2 能跑吗",
                "2万条样本 3 个 epoch 要多久",
            ),
            "48 GB",
            "卸载到 CPU",
        ),
        (
            (
                "lora of llama 3 8b on one a100 80gb, bf16, batch 4, seq 2048, fits?",
                "how long for 10k samples, 2 epochs?",
            ),
            "80 GB",
            "batch 4",
        ),
        (
            (
                "2x a6000, full finetune llama 3 8b, offload optimizer to cpu, bf16",
                "how long would 30k samples, 2 epochs take?",
            ),
            "48 GB",
            "CPU offload",
        ),
    ],
)  # fmt: skip
def test_timed_job_says_its_memory_as_set_up(advisor, turns, memory, said):
    answer = _ask(advisor, *turns)
    assert answer.kind == "job_duration"
    note = next(a for a in answer.assumptions if memory in a)
    assert said in note
