"""Faults of the host around the card: each read as its own trouble, led by its cause and fix.

* a driver below CUDA 12's floor beside a CUDA error, with no build named: checked against
  the floor of every current PyTorch wheel;
* the NVIDIA kernel module not loaded (after a kernel update, Secure Boot);
* a device-side assert (an index out of range);
* a PC that powers off under a GPU load, with the stated PSU sized against the build.

Each answer cites the guide section that holds the cause (en and zh), in phrasings of its own.
"""

import pytest

from assistant.question.host_faults import host_fault
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "sudo nvidia-smi -> couldn't communicate with the nvidia driver, ubuntu 24.04",
            "driver_module",
        ),
        (
            "modprobe: ERROR: could not insert 'nvidia': Key was rejected by service",
            "driver_module",
        ),
        ("after yesterday's kernel update nvidia-smi stopped working", "driver_module"),
        ("更新内核之后 nvidia-smi 用不了了", "driver_module"),
        ("ddp job dies with device-side assertion, any idea", "device_assert"),
        ("Assertion `t >= 0 && t < n_classes` failed. on my 3090", "device_assert"),
        ("my box shuts off whenever the gpu load kicks in", "power_trip"),
        ("只要一开始跑模型就断电关机", "power_trip"),
        ("训练的时候整机重启，是不是电源不够", "power_trip"),
        ("3090 训 lora 的时候电脑直接断电", "power_trip"),
        ("a long benchmark makes the whole rig shut down, 850w psu", "power_trip"),
        ("torch says my driver is outdated, running 450", "cuda_unavailable"),
        ("装完新的 torch 提示驱动版本太低", "cuda_unavailable"),
        ("upgraded my kernel last night, now nvidia-smi errors out", "driver_module"),
        ("secure boot enabled, nvidia module won't load", "driver_module"),
        ("4090 一跑 stable diffusion 就重启", "power_trip"),
        ("the box has driver 460 and pytorch 2.6 says no cuda", "cuda_unavailable"),
    ],
)
def test_each_host_fault_is_read(text, kind):
    assert host_fault(fold(text)) == kind
    assert trouble_kind(text) == kind


@pytest.mark.parametrize(
    "text",
    [
        "how much does a kernel update slow down training?",
        "my 4090 shuts off the fans at idle, normal?",
        "what PSU for a 4090 so it won't reboot under load?",  # asked ahead, not seen
        "which driver should I install for a 5090?",
        "3090 跑训练 24 小时不关机，电费多少",  # kept on, not switched off
        "魔改卡一跑模型就花屏重启，是不是显存有问题",  # artifacts: the card, not the supply
    ],
)
def test_other_words_are_no_host_fault(text):
    assert host_fault(fold(text)) is None


@pytest.mark.parametrize(
    ("question", "lang", "section", "words"),
    [
        (
            "cuda broke after I updated torch, still on the 470 driver, error says driver too old",
            "en",
            "The NVIDIA driver on your system is too old",
            ("470", "11.4", "525.60", "driver"),
        ),
        (
            "服务器驱动是 460，新装的 pytorch 报驱动太旧",
            "zh",
            "The NVIDIA driver on your system is too old",
            ("460", "11.2", "525.60", "驱动"),
        ),
    ],
)
def test_an_old_driver_with_no_build_named_is_checked_against_cuda_12(
    question, lang, section, words
):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    driver = [c for c in answer.tool_calls if c.tool == "check_driver"]
    assert driver and driver[0].input["cuda"] == "12.0"
    first = answer.answer.splitlines()[0]
    for word in words:
        assert word in first
    assert any(section in c.section for c in answer.citations)


@pytest.mark.parametrize(
    ("question", "section", "words"),
    [
        (
            "rebooted into the new kernel and now: NVIDIA-SMI has failed because it couldn't"
            " communicate with the NVIDIA driver",
            "couldn't communicate with the NVIDIA driver",
            ("kernel module", "DKMS", "Secure Boot"),
        ),
        (
            "系统更新了内核，重启后 nvidia-smi 说无法和 NVIDIA 驱动通信",
            "couldn't communicate with the NVIDIA driver",
            ("内核模块", "DKMS", "安全启动"),
        ),
        (
            "fine-tuning a classifier, crashes with CUDA error: device-side assert triggered",
            "device-side assert triggered",
            ("index out of range", "CUDA_LAUNCH_BLOCKING=1"),
        ),
        (
            "加了几个特殊 token 以后训练报 device-side assert triggered",
            "device-side assert triggered",
            ("下标越界", "CUDA_LAUNCH_BLOCKING=1", "resize_token_embeddings"),
        ),
    ],
)
def test_a_module_or_assert_fault_leads_with_its_cause(question, section, words):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    for word in words:
        assert word in first
    assert any(section in c.section for c in answer.citations)


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "my rig with a 3090 and a 650W psu restarts the moment I start a training run",
            ("650 W", "likely cause", "ATX 3.x", "nvidia-smi -pl"),
        ),
        (
            "双 3090，1000W 电源，一开始训练就黑屏断电",
            ("1,000 W", "过流保护", "ATX 3.x", "nvidia-smi -pl"),
        ),
    ],
)
def test_a_pc_that_powers_off_under_load_sizes_the_stated_psu(question, words):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    assert answer.verdict is None
    power = [c for c in answer.tool_calls if c.tool == "estimate_power"]
    assert power and power[0].input["ask"] == "psu_check"
    first = answer.answer.splitlines()[0]
    for word in words:
        assert word in first
    assert any(c.doc_id == "power-and-rack-density" for c in answer.citations)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("whole pc powers off as soon as stable diffusion starts generating", "power supply"),
        ("一跑训练电脑就自动重启", "电源"),
    ],
)
def test_a_power_trip_with_no_psu_named_still_blames_the_supply(question, word):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    assert word in answer.answer.splitlines()[0]


def test_a_supply_big_enough_on_paper_points_at_its_cables_and_protection():
    answer = memory_advisor().ask(
        "whole system powers off when training starts on my 4080, 1200W psu"
    )
    first = answer.answer.splitlines()[0]
    assert answer.kind == "troubleshoot"
    assert "1,200 W" in first and "on paper" in first and "ATX 2.x" in first
