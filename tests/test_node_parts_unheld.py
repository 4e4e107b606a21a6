"""A node's NIC or local disks, asked of a rented type: the gap is said first, then what I hold."""

from __future__ import annotations

import pytest

from assistant.question.node_parts import node_parts_asked
from assistant.question.text import fold
from tests.support.advisors import last_answer, memory_advisor


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("which nic do runpod's 8x h100 boxes ship with?", ["nic"]),
        ("how big is the local nvme on a p4d.24xlarge?", ["local_storage"]),
        ("阿里云gn7e的网卡是什么，本地盘有多大", ["nic", "local_storage"]),
        ("what if i cluster two sparks over the connectx link?", []),
        ("data on local nvme, loader still slow.", []),  # said, not asked
    ],
)
def test_the_parts_asked_are_read(text: str, parts: list[str]) -> None:
    assert node_parts_asked(fold(text)) == parts


@pytest.mark.parametrize(
    ("question", "lead", "held"),
    [
        (
            "lambda's 8x h100 nodes: what nic do they have?",
            "I don't have the NIC",
            "$",
        ),
        ("a3-highgpu-8g的本地盘多大？", "未收录这些节点的本地盘", "H100"),
        ("how much local ssd storage comes with a p4d.24xlarge?", "local NVMe storage", "A100"),
    ],
)
def test_the_gap_leads_and_the_held_facts_follow(question: str, lead: str, held: str) -> None:
    answer = last_answer(memory_advisor(), question)
    first = answer.answer.splitlines()[0]
    assert lead in first and held in first


def test_a_network_the_row_gives_is_not_called_missing() -> None:
    answer = last_answer(memory_advisor(), "what network card does a p5.48xlarge have?")
    assert "I don't have the NIC" not in answer.answer
    assert "Gbps" in answer.answer


@pytest.mark.parametrize(
    ("question", "held"),
    [
        ("how many vcpus and how much local nvme on a p4d.24xlarge?", "vCPUs"),
        ("a3-highgpu-8g 内存多大，本地盘多大？", "内存"),
    ],
)
def test_a_held_fact_asked_beside_leads_and_the_gap_follows(question: str, held: str) -> None:
    answer = last_answer(memory_advisor(), question)
    paragraphs = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert held in paragraphs[0]
    assert "I don't have" not in paragraphs[0] and "未收录" not in paragraphs[0]
    assert any("local NVMe" in p or "本地盘" in p for p in paragraphs[1:])
