"""Troubles beyond out-of-memory, and the memory-reading check, in English and Chinese.

No kernel image, CUDA unavailable, NaN loss, Xid faults, slow jobs: the trouble the parser
reads, the kind chosen and the first line.
"""

from __future__ import annotations

import pytest

from assistant.calc.troubleshoot import card_facts, check_memory_reading
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.models import MemoryReading
from assistant.question.readings import memory_reading
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "RuntimeError: CUDA error: no kernel image is available for execution on the device",
            "cuda_arch",
        ),
        ("sm_120 is not compatible with the current PyTorch installation", "cuda_arch"),
        ("显卡架构不支持，跑不起来", "cuda_arch"),
        ("torch.cuda.is_available() returns False on my server", "cuda_unavailable"),
        (
            "The NVIDIA driver on your system is too old: CUDA driver version is insufficient",
            "cuda_unavailable",
        ),
        ("PyTorch 识别不到显卡", "cuda_unavailable"),
        ("training loss becomes nan with fp16", "nan_loss"),
        ("混合精度训练梯度溢出", "nan_loss"),
        ("dmesg shows Xid 48 on one node", "gpu_fault"),
        ("服务器老是掉卡", "gpu_fault"),
        ("my 3090 is slower than expected in training", "slow"),
        ("推理速度只有别人的一半", "slow"),
        ("H20 显存很大为什么训练很慢", None),
        ("why is the H20 so slow for training", None),
        ("CUDA out of memory on a 4090", "oom"),
    ],
)
def test_the_parser_reads_the_trouble(text: str, kind: str | None) -> None:
    assert trouble_kind(text) == kind


def test_card_facts_come_from_the_catalog() -> None:
    facts = card_facts(CATALOG.gpus["rtx-5090"])
    assert (facts.compute_capability, facts.sm, facts.min_cuda, facts.min_torch) == (
        "12.0", "sm_120", "12.8", "2.7",
    )  # fmt: skip
    v100 = card_facts(CATALOG.gpus["v100-32gb-sxm"])
    assert v100.dropped_in_cuda13 and not v100.supports_bf16
    assert card_facts(CATALOG.gpus["h100-sxm"]).compute_capability == "9.0"


def test_every_nvidia_card_has_a_compute_capability() -> None:
    missing = [
        g.id for g in CATALOG.gpus.values() if g.vendor == "NVIDIA" and not g.compute_capability
    ]
    assert missing == []


@pytest.mark.parametrize(
    ("gpu", "value", "unit", "usable", "nominal", "matches"),
    [
        ("a100-80gb-sxm", 81920, "MiB", False, None, True),
        ("a100-80gb-sxm", 40536, "MiB", False, None, False),
        ("rtx-4090", 24564, "MiB", False, None, True),
        ("rtx-4090", 23.5, "GB", True, None, True),
        (None, 23.5, "GB", True, 24.0, True),
        (None, 16, "GB", True, 24.0, False),
        ("t4", 15360, "MiB", False, None, True),
    ],
)
def test_a_memory_reading_is_checked_against_the_card(
    gpu: str | None, value: float, unit: str, usable: bool, nominal: float | None, matches: bool
) -> None:
    card = CATALOG.gpus[gpu] if gpu else None
    reading = MemoryReading(value=value, unit=unit, usable=usable)  # type: ignore[arg-type]
    check = check_memory_reading(card, reading, nominal or (card.memory_gb if card else 0.0))
    assert check.matches is matches
    if gpu == "a100-80gb-sxm" and value == 81920:
        assert (check.stated_gib, check.stated_gb, check.nominal_mib) == (80.0, 85.9, 81920)


def test_the_reading_and_the_promise_are_told_apart() -> None:
    r = memory_reading("provider says A100 80GB but nvidia-smi shows 81920MiB total")
    assert r is not None and (r.value, r.unit, r.usable) == (81920, "MiB", False)
    z = memory_reading("显存只有 23GB 多一点可用，说好的 24G 呢")
    assert z is not None and (z.value, z.unit, z.usable, z.promised_gb) == (23, "GB", True, 24)


@pytest.mark.parametrize(
    ("question", "trouble", "kind", "starts"),
    [
        (
            "CUDA error: no kernel image is available for execution on the device on my RTX 5090",
            "cuda_arch",
            "troubleshoot",
            "**The RTX 5090 is Blackwell GB202, compute capability 12.0 (sm_120)",
        ),
        (
            "RTX 5090 跑模型时报错 no kernel image，怎么解决呢",
            "cuda_arch",
            "troubleshoot",
            "**RTX 5090 是 Blackwell GB202 架构，算力（compute capability）12.0（sm_120）",
        ),
        (
            "torch.cuda.is_available() returns False but nvidia-smi works",
            "cuda_unavailable",
            "troubleshoot",
            "**When nvidia-smi sees the GPU but torch.cuda.is_available() is False",
        ),
        (
            "nvidia-smi 正常但是 torch.cuda.is_available() 返回 False",
            "cuda_unavailable",
            "troubleshoot",
            "**nvidia-smi 能看到显卡而 torch.cuda.is_available() 返回 False",
        ),
        (
            "loss goes nan in fp16 on a V100",
            "nan_loss",
            "troubleshoot",
            "**The Tesla V100 SXM2 32GB has no bf16",
        ),
        (
            "A100 上 fp16 训练 loss 变成 nan",
            "nan_loss",
            "troubleshoot",
            "**A100 SXM4 80GB 支持 bf16",
        ),
        ("Xid 79 on one of the 8 H100s", "gpu_fault", "troubleshoot", "On 8 × H100 SXM5 80GB"),
        ("4卡 A100 服务器老是掉卡", "gpu_fault", "troubleshoot", "4 × A100 SXM4 80GB"),
        (
            "my 3090 is slower than expected",
            "slow",
            "troubleshoot",
            "**Your RTX 3090 running far below others' speed is usually the setup, not the card",
        ),
        (
            "whisper 在 GPU 上还没 CPU 快",
            "slow",
            "troubleshoot",
            "**GPU 上跑得比预期慢（甚至比 CPU 慢）",
        ),
    ],
)
def test_each_trouble_is_answered_by_its_cause_first(
    question: str, trouble: str, kind: str, starts: str
) -> None:
    turn = memory_advisor().answer_turn(question)
    assert turn.query.trouble == trouble
    assert turn.query.kind == kind
    assert first_line(turn.answer.answer).startswith(first_line(starts)), turn.answer.answer
    assert turn.answer.citations  # steps quoted from a guide, cited


@pytest.mark.parametrize(
    ("question", "verdict", "starts"),
    [
        (
            "provider says A100 80GB but nvidia-smi shows 81920MiB total, is that right?",
            "yes",
            "**Yes, that is right: 81,920 MiB is 80.00 GiB (85.9 GB)",
        ),
        (
            "sold as an A100 80GB but nvidia-smi shows 40536MiB total, is that right?",
            "no",
            "**No: 40,536 MiB is 39.59 GiB (42.5 GB)",
        ),
        (
            "显存只有 23.5GB 可用，说好的 24G 呢，正常吗",
            "yes",
            "**是的，正常：23.5 GB 即 23.50 GiB",
        ),
        (
            "说是 A100 80G，nvidia-smi 只显示 40536MiB，正常吗",
            "no",
            "**不对：40,536 MiB 即 39.59 GiB",
        ),
    ],
)
def test_a_memory_reading_is_answered_yes_or_no_first(
    question: str, verdict: str, starts: str
) -> None:
    turn = memory_advisor().answer_turn(question)
    assert turn.query.kind == "verify"
    assert turn.answer.verdict == verdict
    assert first_line(turn.answer.answer).startswith(first_line(starts)), turn.answer.answer


def test_an_impossible_memory_figure_is_not_a_reading():
    """A figure past any card's memory ("1,000,000,000M", "说好的 50000G") is not read as one."""
    assert memory_reading("nvidia-smi shows 1,000,000,000M used") is None
    r = memory_reading("说好的 50000G，nvidia-smi 显示 24564MiB")
    assert r is not None and r.value == 24564 and r.promised_gb is None
