"""Troubles read from pasted errors and slowdowns, follow-ups that keep the ask (trouble51).

A job several times slower than the same job elsewhere is troubleshot (across several GPUs, as
their scaling); a server's rate seen collapsing past a load, or vLLM's preemption lines in its
log, is a queue to explain; ``cudaErrorIllegalAddress`` is a pasted error; "requires Ampere" is a
card too old for the feature; a crash still seen after a fix goes on with the trouble. A rate
asked of a new media job in a follow-up is a speed; "can it keep up in real time" asks the
real-time factor; "差不多快" is no speed asked beside a why; a decision to rent said with thanks
closes the exchange; a 3D-printed holder for a card is off topic.
"""

import pytest

from assistant.question.accessories import holder_asked
from assistant.question.arch_need import needed_capability
from assistant.question.follow_markers import fix_markers
from assistant.question.health import pasted_error
from assistant.question.slowdown_seen import slowdown_seen
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("DDP on 4x 3090 runs about 2.5x slower than the same script on 2x A6000", "scaling"),
        ("同样的训练，比同样的配置在 A100 上慢了 3 倍，8 卡 3090，deepspeed", "scaling"),
        ("my inference is 4x slower than the identical run on my friend's box", "slow"),
        (
            "throughput drops from 1200 tok/s to 90 tok/s once 30 concurrent requests come in",
            "queueing",
        ),
        ("`preempting` warnings keep showing up, latency is awful", "queueing"),
    ],
)
def test_slowdowns_seen_are_troubles(text, kind):
    assert slowdown_seen(fold(text)) == kind


@pytest.mark.parametrize(
    "text",
    [
        "spot h100 on gcp keeps getting preempted, would buying be saner",
        "how many users before vllm starts preempting at 32k each?",
        "8x h100, llama 70b, how many concurrent users before latency tanks",
        "is the 4090 2x slower than an A100 for training?",
    ],
)
def test_no_slowdown_in_plans_or_spot_preemption(text):
    assert slowdown_seen(fold(text)) is None


def test_cuda_error_names_and_generation_needs_are_pasted_errors():
    assert pasted_error("训练到一半报 cudaErrorLaunchFailure，重启就好")
    assert pasted_error("RuntimeError? no, just `illegal address` then the process dies")
    assert needed_capability(fold("FlashAttention2 needs Ampere, my card is a T4")) == 8.0
    assert trouble_kind("上了 fp8 报 `FP8 requires Hopper`，L4 不行吗") == "cuda_arch"


def test_a_multi_gpu_job_slower_than_elsewhere_is_troubleshot(advisor):
    turn = _ask(
        advisor,
        "DDP on 4x 3090 trains about 2.5x slower than the same script on 2x A6000, PCIe only",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "scaling"


def test_a_generation_error_on_a_cloud_type_is_troubleshot(advisor):
    turn = _ask(advisor, "阿里云 gn6v 的 V100 上跑训练，报 `bf16 requires ampere`，怎么改")
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "cuda_arch"
    assert "V100" in turn.answer.answer.splitlines()[0]


def test_illegal_address_in_a_vision_job_is_troubleshot(advisor):
    turn = _ask(
        advisor, "rtx 4060 上训 yolov8s，第二个 epoch 报 cudaErrorIllegalAddress，关了混合精度就好"
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "error"


def test_a_crash_still_seen_after_a_fix_keeps_the_trouble_and_its_setup(advisor):
    assert fix_markers(fold("加了 offload 还是会在第 200 步左右爆"))["fix_failed"]
    assert fix_markers(fold("enabled gradient checkpointing, still randomly OOMs at step 50"))[
        "fix_failed"
    ]
    turn = _ask(
        advisor,
        "fsdp 在 2 张 3090 上全参微调 qwen2.5-7b，报 CUDA out of memory，batch 已经是 1",
        "加了 cpu offload 还是在第 120 步左右爆，会不会是碎片",
    )
    assert turn.answer.kind == "troubleshoot"
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [("rtx-3090", 2)]
    assert turn.query.model_id == "qwen2.5-7b"


def test_real_time_asked_of_a_new_speech_model_is_its_speed(advisor):
    turn = _ask(
        advisor,
        "一张 t4 跑 whisper large-v3 做直播字幕，显存够吗",
        "那换成 whisper base 能跟得上实时吗",
    )
    assert turn.answer.kind == "workload_speed"
    assert turn.query.intent == "speed"


def test_a_rate_asked_of_a_new_image_model_in_a_follow_up_is_its_speed(advisor):
    turn = _ask(advisor, "4060 8g 能跑哪些出图模型", "那 sd3.5 medium 出一张 1024 要几秒")
    assert turn.answer.kind == "workload_speed"
    assert "秒" in turn.answer.answer.splitlines()[0]


def test_about_as_fast_is_no_speed_asked_beside_a_why(advisor):
    turn = _ask(advisor, "为什么 mixtral 8x7b 显存跟 47b 一样大，速度却和 13b 差不多快？")
    assert turn.answer.kind == "concept"


def test_thanks_with_a_rent_or_buy_decision_closes(advisor):
    turn = _ask(advisor, "thanks a lot, telling my boss we're renting after all")
    assert turn.answer.kind == "smalltalk"


def test_a_printed_holder_for_a_card_is_off_topic(advisor):
    assert holder_asked(fold("5090 的 3D打印显卡支架 stl 哪有"))
    assert holder_asked(fold("any good anti-sag bracket for a 4090?"))
    assert not holder_asked(fold("which gpu supports fp8 for a 3d rendering job"))
    turn = _ask(advisor, "3090 的 3D 打印支架去哪下载模型文件")
    assert turn.answer.kind == "unsupported"


def test_a_mac_named_and_weighed_against_a_pc_under_a_budget_is_a_pick(advisor):
    turn = _ask(advisor, "b站都说 mac mini m4 跑 ai 很香，预算八千，想跑 8b，mac 还是 n 卡")
    assert turn.query.intent == "recommend"
    assert turn.answer.kind == "recommend"


def test_a_rate_collapsing_past_a_load_is_sized_as_a_queue(advisor):
    turn = _ask(
        advisor,
        "vllm on one L40S, qwen2.5 7b fp16: throughput drops from 1500 tok/s to 200 once 60 users"
        " connect, and the log is full of preemption warnings",
    )
    assert turn.answer.kind == "troubleshoot"
    assert turn.query.trouble == "queueing"
    assert "60" in turn.answer.answer.splitlines()[0]


def test_a_reason_for_owning_said_after_a_fit_asked_keeps_the_fit(advisor):
    turn = _ask(
        advisor,
        "Will DeepSeek V3 at int4 fit on 8x H100? thinking of running it ourselves rather than"
        " paying an API per token",
    )
    assert turn.query.intent == "fit_check"
    assert turn.answer.kind == "fit_check"
    owning = _ask(
        advisor, "Is it cheaper to buy 8x H100 or rent them for DeepSeek V3? we run it daily"
    )
    assert owning.query.intent == "rent_vs_buy"
