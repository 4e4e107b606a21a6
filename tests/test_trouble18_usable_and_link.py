"""Eighteenth session's troubleshooting readings: usable memory asked, a link width read alone.

"how much of the card's memory can a model use" is the card's own usable figure (the size sold
less the driver reserve, a desktop and the CUDA context), not a price, a catalog row or an
unrelated quote; a PCIe width read off a card with no generation ("链路 x4") is judged against
the card's own link with the bandwidth each way; a GPU utilisation stated as a low percentage
in Chinese is a utilisation trouble.
"""

import pytest

from assistant.calc.memory_terms import CUDA_CONTEXT_GB, capacity_gb, reserve_gb
from assistant.calc.usable_memory import usable_memory
from assistant.question.link_slots import link_reading
from assistant.question.troubleshoot import trouble_kind
from assistant.question.usable_asked import usable_memory_asked
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    "text",
    [
        "how much of my 3090's 24 gigs can i really use, roughly?",
        "does a 4090 actually give you the full 24gb or less once windows takes its cut",
        "usable vram on a 4080 after the driver overhead?",
        "5090 32G 显存实际上能用多少",
        "A6000 可用的显存是多少",
        "我的4070 12g 到底能用多少显存",
    ],
)
def test_usable_memory_is_asked(text):
    assert usable_memory_asked(text)


@pytest.mark.parametrize(
    "text",
    [
        "how much vram do i need to run qwen 32b",
        "how much vram is left after loading the model in vllm",
        "24g 显存能用多少跑 32b 模型",
        "how much is a used 3090 right now",
    ],
)
def test_a_need_or_a_model_to_fit_is_not_usable_memory(text):
    assert not usable_memory_asked(text)


def test_the_usable_figure_is_the_capacity_less_reserve_and_context():
    from assistant.catalog.specs import load_catalog
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    for gpu_id in ("rtx-4090", "a100-80gb-sxm"):
        gpu = catalog.gpu(gpu_id)
        found = usable_memory(gpu)
        want = capacity_gb(gpu) - reserve_gb(gpu) - CUDA_CONTEXT_GB
        assert found.usable_gb == pytest.approx(want, abs=0.06)
        assert found.usable_gb < gpu.memory_gb * 1.074  # less than the capacity in GB
    assert usable_memory(catalog.gpu("rtx-4090")).desktop_gb == 0.5
    assert usable_memory(catalog.gpu("a100-80gb-sxm")).desktop_gb == 0.0


@pytest.mark.parametrize(
    ("question", "gpu", "lang"),
    [
        ("realistically how much of a 3090's 24gb is usable for llms?", "rtx-3090", "en"),
        ("is a 4080 really 16gb or less usable once the desktop is on it", "rtx-4080", "en"),
        ("4090 的 24G 显存实际能用多少", "rtx-4090", "zh"),
        ("A100 80G 到底能用多少显存", "a100-80gb-sxm", "zh"),
    ],
)
def test_usable_memory_is_answered_with_the_cards_figure(question, gpu, lang):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    first = answer.answer.splitlines()[0]
    calls = [c for c in answer.tool_calls if c.tool == "usable_memory"]
    assert calls and calls[0].input["gpu"] == gpu
    usable = calls[0].output["usable_gib"]
    assert f"{usable:.1f} GiB" in first
    assert ("left for a model" in first) if lang == "en" else ("能留给模型" in first)
    assert "$" not in first and "¥" not in first


@pytest.mark.parametrize(
    ("text", "width", "gen"),
    [
        ("nvidia-smi reports the link at x8 on my rented 4090, does that matter", 8, None),
        ("租的3090 gpu-z 显示 pcie 链路只有 x4", 4, None),
        ("lspci says the a6000 negotiated pcie 3.0 x16, is that fine?", 16, 3),
    ],
)
def test_a_width_read_alone_is_a_link_reading(text, width, gen):
    reading = link_reading(text)
    assert reading is not None
    assert reading.current_width == width
    assert reading.current_gen == gen


@pytest.mark.parametrize(
    "text",
    ["will a pcie x8 slot slow down two 3090s", "is the 5090 pcie 5.0 x16", "pcie 16 lanes cpu?"],
)
def test_a_slot_only_named_is_no_link_reading(text):
    assert link_reading(text) is None


@pytest.mark.parametrize(
    ("question", "lang", "verdict"),
    [
        ("nvidia-smi shows my 4090's pcie link width as x4, does that hurt inference?", "en", "no"),
        ("租的 3090，nvidia-smi 显示 PCIe 链路 x8，有影响吗", "zh", "no"),
        ("gpu-z 显示 4090 链路 x16，正常吗", "zh", "yes"),
    ],
)
def test_a_width_read_alone_is_judged_against_the_cards_link(question, lang, verdict):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    first = answer.answer.splitlines()[0]
    assert "Gen4 x16" in first
    if verdict == "no":
        assert "GB/s" in first


@pytest.mark.parametrize(
    "text",
    ["训练的时候 GPU 利用率就 25% 上下", "显卡利用率常年 40% 左右，咋提高", "利用率才 15%"],
)
def test_a_low_utilisation_percentage_in_chinese_is_a_utilisation_trouble(text):
    assert trouble_kind(text) == "utilization"


@pytest.mark.parametrize(
    "text",
    [
        "gcp a2 instance, is it a mig slice? how much vram do i actually get",
        "租的是 vgpu 切片，实际能用多少显存",
        "fractional A10 on azure, how much memory is usable",
    ],
)
def test_a_slice_of_a_card_is_not_the_cards_usable_memory(text):
    assert not usable_memory_asked(text)
