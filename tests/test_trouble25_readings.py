"""Readings pasted from a rented machine, judged: ``nvidia-smi -q``'s PCIe block (the width in
use written "4x", the generation as a bare number) and a link matrix where one part is doubted
as left unconnected ("是不是有一张没连上")."""

from __future__ import annotations

import pytest

from assistant.question.link_slots import link_reading
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor

SMI_Q = """    PCIe Generation
        Max                 : {top}
        Current             : {now}
        Device Current      : {now}
        Host Max            : 5
    Link Width
        Max                 : 16x
        Current             : {width}x
"""


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_the_smi_q_pcie_block_is_read_as_a_link_reading():
    said = link_reading("nvidia-smi -q:\n" + SMI_Q.format(top=4, now=4, width=8))
    assert said is not None
    assert (said.current_gen, said.max_gen, said.current_width) == (4, 4, 8)
    full = link_reading("smi -q gives\n" + SMI_Q.format(top=5, now=3, width=16) + "idle now")
    assert full is not None
    assert (full.current_gen, full.max_gen, full.current_width, full.idle) == (3, 5, 16, True)


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        (
            "rented an l40s, smi -q prints\n"
            + SMI_Q.format(top=4, now=4, width=8)
            + "is the 8x an issue?",
            "yes",
            "Yes, x8 is a problem for the L40S",
        ),
        (
            "my h100 pcie box shows this in nvidia-smi -q\n"
            + SMI_Q.format(top=5, now=5, width=4)
            + "normal?",
            "no",
            "No, that is short of the H100 PCIe 80GB's link",
        ),
        (
            "我在平台上租的 A100 PCIe 显卡，nvidia-smi -q 输出如下：\n"
            + SMI_Q.format(top=4, now=4, width=8)
            + "这个链路宽度正常吗，会不会影响推理速度",
            "no",
            "比 A100 PCIe 80GB 的完整链路窄",
        ),
    ],
)
def test_a_narrow_width_at_full_generation_is_judged_by_its_lanes(advisor, question, verdict, lead):
    answer = advisor.ask(question)
    assert answer.kind == "verify" and answer.verdict == verdict
    first = answer.answer.splitlines()[0].lstrip("*")
    assert first.startswith(lead)
    assert "GB/s each way" in first or "单向约" in first


@pytest.mark.parametrize(
    "said",
    [
        "topo -m 里 GPU2 和 GPU5 之间是 SYS，别的都是 NV12，是否有一块没接上",
        "nvidia-smi topo -m shows SYS between GPU1 and GPU3, NV18 elsewhere; is one of the gpus"
        " not connected to the switch",
    ],
)
def test_one_part_doubted_as_unconnected_puts_the_matrix_up_for_judgment(said):
    result = read_result(said)
    assert result is not None and result.test == "topology" and result.errors is True


def test_a_matrix_with_a_pcie_hop_on_an_nvswitch_node_is_not_as_sold(advisor):
    answer = advisor.ask(
        "8 卡 H100 SXM 的租用机器，topo -m 里 GPU3 到 GPU7 是 SYS，"
        "其余都是 NV18，是不是有一张卡没连上"
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "NV#" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "llama.cpp split across my 4090 and a 3060 12gb, tokens/s falls off a cliff when"
            " layers land on the 3060. expected?",
            ("RTX 3060 12GB reads its memory at 360 GB/s", "RTX 4090's 1,008 GB/s", "2.8x"),
        ),
        (
            "3090 和 3060 12g 一起跑 exl2，模型一放到 3060 上速度就掉很多，这正常吗",
            ("RTX 3060 12GB 的显存带宽只有 360 GB/s", "RTX 3090 是 936 GB/s", "2.6 倍"),
        ),
    ],
)
def test_a_slowdown_on_two_different_cards_names_the_slower_cards_bandwidth(
    advisor, question, words
):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words), first
