"""Readings of the sixteenth session's troubleshooting and verify questions.

A rate said to have dropped with an adverb between ("throughput roughly halved") is a slow job;
a utilisation said to jump in Chinese around the English "GPU-Util" is a utilisation trouble; a
memory total asked to "count as" the size paid for is checked; a card sold at a size its catalog
row lacks is named at that size; a health check records the card's spec it is held against; a
spec put forward "on paper" is a premise of a comparison, not a row asked.
"""

import pytest

from assistant.question.spec_premise import without_premises
from assistant.question.symptoms import memory_savers
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    "text",
    [
        "after I switched on eager mode the throughput roughly halved",
        "tokens/s nearly halved once i moved to the new driver",
        "since the update my speed basically dropped to nothing",
    ],
)
def test_a_rate_dropped_with_an_adverb_is_a_slow_job(text):
    assert trouble_kind(text) == "slow"


def test_a_rate_asked_to_halve_is_no_trouble():
    assert trouble_kind("will the throughput be halved if i use two cards instead of one?") is None


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        (
            "my 4090 running llama 3 8b: after the driver update the throughput roughly halved",
            "rtx-4090",
        ),
        ("qwen 7b on a 3090, tokens/s nearly halved after the driver update", "rtx-3090"),
    ],
)
def test_a_halved_rate_is_troubleshot_on_the_stated_card(question, gpu):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert "tokens/s" in first
    assert any(c.input.get("gpu") == gpu for c in answer.tool_calls)


@pytest.mark.parametrize(
    "text",
    [
        "训练的时候GPU-Util一直在0%到100%之间跳",
        "nvidia-smi里的gpu-util来回跳，显存倒是满的",
        "看gpu-util一直在波动，一会儿满一会儿空",
    ],
)
def test_a_gpu_util_that_jumps_in_chinese_is_a_utilisation_trouble(text):
    assert trouble_kind(text) == "utilization"


def test_a_jumping_gpu_util_is_answered_as_the_gpu_waiting():
    answer = memory_advisor().ask("训练时GPU-Util在0%和100%之间来回跳，8张4090，数据是几百万张小图")
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert "8 × RTX 4090" in first and "利用率" in first


@pytest.mark.parametrize(
    ("question", "verdict", "card"),
    [
        ("闲鱼收的4090D 48G，nvidia-smi显示49140MiB，这个算正常的48G吗", "yes", "48 GB RTX 4090 D"),
        ("4090D 48G 的卡，nvidia-smi 显示 24564MiB，这算满的48G吗", "no", "48 GB RTX 4090 D"),
        (
            "nvidia-smi says 49140MiB on my 4090d 48gb, does that count as a real 48gb?",
            "yes",
            "48 GB RTX 4090 D",
        ),
    ],
)
def test_a_card_sold_at_another_size_is_named_at_it(question, verdict, card):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    first = answer.answer.splitlines()[0]
    assert card in first
    checks = [c for c in answer.tool_calls if c.tool == "check_memory_reading"]
    assert checks and checks[0].input.get("named") == "rtx-4090d"
    assert checks[0].input.get("promised_gb") == 48


def test_a_card_of_its_own_size_is_checked_as_itself():
    answer = memory_advisor().ask(
        "my 22gb 2080 ti shows 22528MiB in nvidia-smi, does that count as a real 22gb?"
    )
    assert answer.verdict == "yes"
    checks = [c for c in answer.tool_calls if c.tool == "check_memory_reading"]
    assert checks[0].input.get("gpu") == "rtx-2080-ti-22gb"
    assert "named" not in checks[0].input


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("收了张二手3090，怎么测显存有没有坏块", "rtx-3090"),
        ("收了张V100 32G SXM2转PCIe的，怎么测显存坏块", "v100-32gb-sxm"),
        ("just got a used a6000, how do i test the whole vram for bad memory?", "rtx-a6000"),
    ],
)
def test_a_memory_test_records_the_card_it_sizes(question, gpu):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert any(c.tool == "card_facts" and c.input == {"gpu": gpu} for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        ("4090 vs 3090 — the 4090 has way more tflops on paper, but why?", "why", "tflops"),
        (
            "mi300x vs h100: on bandwidth it should destroy it. true in practice?",
            "practice",
            "bandwidth",
        ),
        ("纸面上H20显存带宽碾压4090，实际推理谁快？", "实际", "带宽"),
    ],
)
def test_a_spec_said_on_paper_is_blanked(text, kept, gone):
    said = without_premises(text)
    assert kept in said and gone not in said


def test_a_spec_asked_on_paper_is_kept():
    assert "tflops" in without_premises("how many tflops does the h100 have on paper?")


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "4090 vs 3090 — the 4090 has way more tflops on paper, but does it matter in practice?",
            "4090",
        ),
        (
            "mi300x vs h100 — on memory and bandwidth it should crush it. does it in practice?",
            "MI300X",
        ),
        ("H20和4090比，纸面上显存带宽H20碾压，实际跑推理谁快？", "H20"),
    ],
)
def test_cards_weighed_past_a_paper_spec_are_compared(question, first):
    answer = memory_advisor().ask(question)
    assert answer.kind == "compare"
    assert first in answer.answer.splitlines()[0]
    assert any(c.tool == "compare_gpus" for c in answer.tool_calls)


@pytest.mark.parametrize(
    "text",
    [
        "with --enforce-eager it starts, but tokens/s halved",
        "switched vllm to eager mode and the speed dropped",
        "关掉cuda graph以后速度掉了一半",
    ],
)
def test_cuda_graphs_turned_off_are_a_saver_named(text):
    assert memory_savers(fold(text)) == ["eager"]


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "vllm on my 3090 with llama 3 8b: --enforce-eager gets it to start but throughput"
            " roughly halved, is that expected?",
            ("Expected", "CUDA graphs", "gpu_memory_utilization"),
        ),
        (
            "4090 上 vllm 跑 qwen2.5 7b，加了 --enforce-eager 之后吞吐掉了一半，正常吗",
            ("正常", "CUDA Graph", "gpu_memory_utilization"),
        ),
    ],
)
def test_a_slowdown_after_eager_mode_is_its_cost(question, words):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words)


def test_a_slowdown_with_graphs_kept_is_not_blamed_on_eager_mode():
    answer = memory_advisor().ask(
        "vllm on my 3090 with llama 3 8b: throughput roughly halved since yesterday"
    )
    assert answer.kind == "troubleshoot"
    assert "enforce-eager" not in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "is my 4070 ti thermal throttling? comfy gens got like 30% slower over the summer."
        " how do i check",
        "我的4060 Ti 夏天出图慢了三成，是不是过热降频，怎么查",
    ],
)
def test_the_ti_of_a_card_name_is_no_subject_shared_with_another_ti(question):
    answer = memory_advisor().ask(question)
    assert answer.kind in ("verify", "troubleshoot")
    sources = [c.source for c in answer.citations]
    # the monitoring guide, or the section written on why consumer cards throttle
    on_throttling = ("monitoring-and-utilization", "multi-gpu-workstations.md#")
    assert any(t in s for s in sources for t in on_throttling)
    assert not any("2080" in s for s in sources)
