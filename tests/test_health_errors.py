"""Pasted error families read as troubleshooting, card-health checks as verify, with causes."""

import pytest

from assistant.question.health import all_layers, error_family, health_check
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "deepspeed on 3x 3090 dies with 'NCCL WARN unhandled system error', one gpu is fine",
            "nccl",
        ),
        ("两张4080 torchrun 一起跑就报NCCL错误，分开跑都正常", "nccl"),
        ("rocm 6.1 on a 7900 xt, ollama says no ROCm-capable device is detected", "rocm"),
        ("7900xtx装了rocm，llama.cpp 报 failed to initialize ROCm", "rocm"),
        ("koboldcpp on my 6800 xt logs `found 0 ROCm devices`, runs on the cpu", "rocm"),
        ("9070 xt 编译了 hip 版，启动打印 found 0 HIP devices", "rocm"),
        ("'the provided PTX was compiled with an unsupported toolchain' on my 5090", "toolchain"),
        ("RTX 5080 跑 comfyui 报 unsupported toolchain 的 PTX 错误", "toolchain"),
        ("every one of the 40 layers on my 3060 but 2 tok/s, vram 11.9/12gb", "offload"),
        ("how fast is a 7900 xtx with rocm for llama 8b?", None),
    ],
)
def test_a_pasted_error_names_its_family(text, kind):
    assert trouble_kind(text) == kind


def test_error_family_alone_reads_only_the_families():
    assert error_family("PTX was compiled with an unsupported toolchain") == "toolchain"
    assert error_family("my NCCL all_reduce is slow on PCIe") is None


@pytest.mark.parametrize(
    ("text", "check"),
    [
        (
            "rented an A6000 and nvidia-smi says ECC is disabled, is the card tampered with?",
            "ecc_off",
        ),
        ("租的H100显示ECC关闭了，正常吗？", "ecc_off"),
        (
            "rtx 4080 clocks fall to 1.5 ghz after ten minutes of a finetune, is that expected?",
            "clocks",
        ),
        ("我的3090训练十分钟后频率掉到1.2GHz，正常吗？", "clocks"),
        ("how do I test all 48GB on a modded 4090 48g? it crashes over 24GB", "memory_test"),
        ("闲鱼收的4090 48G魔改卡，怎么检测显存颗粒有没有坏？", "memory_test"),
        ("what commands measure HBM bandwidth and nvlink on my rented H100?", "bandwidth"),
        ("nvidia-smi shows ECC disabled on my L40S.", None),  # stated, nothing asked
        ("4090跑训练一直降频，正常吗", "clocks"),
        ("4090降频到2GHz以后训练会慢多少，怎么设置", None),  # a setting chosen, not a symptom
        ("how much slower is a 4090 if I lock clocks down to 2 ghz? is that normal", None),
        (
            "rented L40S, `nvidia-smi -q` lists SW Power Cap : Active at half load. throttled?",
            "power_cap",
        ),
        ("租的 A800 显示 SW Power Cap: Active，是被限功耗了吗", "power_cap"),
        ("HW Thermal Slowdown : Active on my 3090 during training, is it normal?", "slowdown"),
        ("4090 的 HW Power Brake Slowdown : Active，是不是降频了吗", "slowdown"),
        ("SW Power Cap : Active", None),  # pasted, nothing asked
    ],
)
def test_a_health_check_is_read(text, check):
    assert health_check(text) == check


def test_every_layer_on_the_gpu_is_read_as_a_full_split():
    assert all_layers("lm studio has all 40 layers on my 3060") == 40
    assert all_layers("全部41层都放在3060上了") == 41
    assert all_layers("offloaded 20/41 layers") is None


@pytest.mark.parametrize(
    ("question", "kind", "words"),
    [
        (
            "rocm 6.1 on a 7900 xt, ollama says no ROCm-capable device is detected",
            "troubleshoot",
            ("gfx1100", "render", "HSA_OVERRIDE_GFX_VERSION"),
        ),
        (
            "RTX 5080 跑 comfyui 报 unsupported toolchain 的 PTX 错误，驱动版本 550",
            "troubleshoot",
            ("sm_120", "CUDA 12.8", "nvidia-smi"),
        ),
        (
            "two 4080s with accelerate: NCCL error unhandled system error, one card works",
            "troubleshoot",
            ("NCCL_P2P_DISABLE=1", "2 × RTX 4080"),
        ),
        (
            "ollama shows every one of the 40 layers on my 3060 but it does 2 tok/s with a 13b q8,"
            " vram 11.9/12gb",
            "troubleshoot",
            ("all 40 layers", "sysmem fallback", "18.0 GB"),
        ),
        (
            "how do I test all 48GB on a modded 4090 48g? it crashes when usage goes over 24GB",
            "verify",
            ("48 GB", "memtest_vulkan"),
        ),
        (
            "my rented H100 trains 25% slower than expected, what commands measure HBM bandwidth"
            " and nvlink?",
            "verify",
            ("3,350 GB/s", "nvidia-smi nvlink -s", "nvbandwidth"),
        ),
    ],
)
def test_each_family_states_its_cause(advisor, question, kind, words):
    answer = advisor.ask(question)
    assert answer.kind == kind
    for word in words:
        assert word in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "rented an A6000 and nvidia-smi says ECC is disabled, is the card tampered with?",
        "租的H100显示ECC关闭了，正常吗？",
        "rtx 4080 clocks fall to 1.5 ghz after ten minutes of a finetune, is that expected?",
        "我的3090训练十分钟后频率掉到1.2GHz，正常吗？",
    ],
)
def test_a_stated_reading_is_answered_no_first(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "nvidia-smi -q -d" in answer.answer


@pytest.mark.parametrize(
    ("question", "lead", "command"),
    [
        (
            "rented H100, nvidia-smi -q: SW Power Cap : Active at 50% load. throttled?",
            "The H100 SXM5 80GB is throttled",
            "nvidia-smi -q -d POWER",
        ),
        ("我的 4090 显示 HW Slowdown : Active，是降频了吗", "RTX 4090 在降频", "TEMPERATURE"),
    ],
)
def test_a_pasted_throttle_reason_is_judged_first(advisor, question, lead, command):
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert answer.answer.lstrip("*").startswith(lead)
    assert command in answer.answer


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("RuntimeError: CUDA error: an illegal memory access was encountered on my A6000", "error"),
        ("bitsandbytes failed to load its cuda library on a 3090", "error"),
        ("3090跑训练一开始就报错 segmentation fault，咋整", "error"),
        ("torch.OutOfMemoryError: Tried to allocate 2.00 GiB on a 4090", "oom"),
        ("will it throw an error if I load a 70B model on one 4090?", None),
        ("70b放在单张4090上会不会报错", None),
        (
            "gemma 12b on a 3060: prompt processing is fine but generation only 4 t/s, a friend's"
            " identical card does 25. something is wrong?",
            "slow",
        ),
        ("4060 跑 qwen 7b 只有 5 t/s，群里同卡都三四十，感觉不对劲", "slow"),
        ("a 4090 does about 40 t/s on a 32b q4, right?", None),
    ],
)
def test_any_other_pasted_error_is_a_trouble(text, kind):
    assert trouble_kind(text) == kind


def test_an_error_of_no_known_family_gets_the_general_steps(advisor):
    answer = advisor.ask("RuntimeError: CUDA error: an illegal memory access was encountered, 3090")
    assert answer.kind == "troubleshoot"
    assert "CUDA_LAUNCH_BLOCKING=1" in answer.answer
    assert "RTX 3090" in answer.answer.splitlines()[0]


def test_a_card_off_the_rocm_list_gets_the_general_rocm_causes(advisor):
    answer = advisor.ask("ollama on an MI50 says no ROCm-capable device is detected")
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert "supported list" in first
    assert "a card ROCm supports" not in first
