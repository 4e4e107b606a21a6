"""Readings pasted off a machine, judged against the catalog: the card a name and MiB total are,
a PCIe generation at idle, every NVLink link's rate, one InfiniBand port below its peers."""

from __future__ import annotations

import pytest

from assistant.question.readings import memory_reading
from tests.support.advisors import memory_advisor, turn_of


def test_a_mib_total_wins_over_the_size_the_card_was_bought_as() -> None:
    reading = memory_reading(
        '花 3.2w 买的"A100 80G"，nvidia-smi 显示 `NVIDIA A100-PCIE-40GB | 40960MiB`'
    )
    assert reading is not None
    assert (reading.value, reading.unit, reading.promised_gb) == (40960.0, "MiB", 80.0)


def test_a_card_bought_as_80gb_that_reads_40gb_is_the_40gb_one_and_the_price_is_kept() -> None:
    question = (
        '咸鱼 3.2w 买的"A100 80G"，nvidia-smi 显示 `NVIDIA A100-PCIE-40GB | 40960MiB | 250W`，'
        "卖家说是驱动的问题，我是不是被坑了"
    )
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "A100 PCIe 40GB" in line and "40960 MiB" in line
    assert "¥32,000" in answer.answer


def test_pcie_gen1_of_gen4_asked_as_idle_downclock_is_normal() -> None:
    question = (
        "my 4090 reports `PCIe Generation Current: 1 Max: 4` in nvidia-smi -q,"
        " just idle downclocking?"
    )
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "Gen1" in line and "Gen4" in line


@pytest.mark.parametrize(
    "question",
    [
        "8x H100 SXM box: nvidia-smi nvlink -s lists all links at 26.562 GB/s, full NVLink?",
        "8 卡 H100 服务器，nvidia-smi nvlink -s 显示所有链路都是 26.562 GB/s，这是满速 NVLink 吗",
    ],
)
def test_every_link_at_its_rate_is_full_nvlink_summed_per_direction(question: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "18" in line and "450 GB/s" in line and "900 GB/s" in line


def test_one_ib_port_below_the_rest_of_an_ibstat_listing_is_a_link_trained_down() -> None:
    question = (
        "our H100 node: `ibstat` shows every port at `Rate: 400` except mlx5_3 which shows"
        " `Rate: 200`. bad cable?"
    )
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "200 Gb/s" in line and "400 Gb/s" in line


def test_a_narrow_link_among_several_cards_is_judged_for_the_split_not_one_card() -> None:
    question = (
        "3x 3090 on a b650 board, gpu2 reads `LnkSta: Speed 16GT/s, Width x4` in lspci."
        " will that cripple tensor parallel?"
    )
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert "x4" in line and "8 GB/s" in line
    assert "tensor parallel" in answer.answer
    assert "generates at nearly the same speed" not in answer.answer


def test_a_mib_total_against_the_marketing_size_is_both_right() -> None:
    question = "rented an H200, smi reports `143771MiB`, listing said 141GB. which one is right?"
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "143,771 MiB" in line and "H200" in line


@pytest.mark.parametrize(
    "question",
    [
        "rented an A10 box, lspci shows `LnkSta: Speed 16GT/s, Width x4`. do I complain to them?",
        "租的 A10 机器 lspci 里 LnkSta: Speed 16GT/s, Width x4，要不要投诉",
    ],
)
def test_a_narrow_link_put_up_for_a_complaint_is_judged_a_fault(question: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "x4" in line and "x16" in line and "gpu-advisor verify" not in line


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "ibstat on the 8x H100 box we rent: all ports Active except mlx5_2, State: Down."
            " we only train on this one node, does it matter?",
            ("No, not for single-node", "NVLink"),
        ),
        (
            "新租的 H800 机器 ibstat 有一个口 State: Down，单机训练有影响吗",
            ("单机训练不受影响", "NVLink"),
        ),
        (
            "ibstat on our H200 node shows one port with State: Down. is that ok?",
            ("No, a port in state Down is a fault", "H200"),
        ),
    ],
)
def test_an_ib_port_down_is_judged_for_the_job_not_sent_to_the_generic_check(
    question: str, words: tuple[str, ...]
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert all(w in line for w in words)


def test_a_modded_card_read_in_gib_and_doubted_as_genuine_is_judged_with_its_price() -> None:
    question = "淘宝买的 4090 48g 魔改 1.75w，torch 里 mem_get_info 显示 total 47.5 GiB，货真价实吗"
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert "47.5 GiB" in line and "RTX 4090 48GB" in line
    assert "¥17,500" in answer.answer
