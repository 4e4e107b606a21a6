"""A machine's CPUs and RAM asked to suffice: the instance's own figures and each GPU's share."""

from __future__ import annotations

import pytest

from assistant.question.node_parts import node_asks
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("g6.12xlarge: enough ram and vcpus for 4 separate sdxl workers?", "12 vCPUs and 48 GiB"),
        (
            "on an aws g5.12xlarge, are the vCPUs and RAM enough to run four whisper workers,"
            " one per A10G?",
            "12 vCPUs and 48 GiB",
        ),
        (
            "腾讯云 GN7.10XLARGE160 有两张 T4，CPU 和内存够不够给每张卡各跑一个推理服务",
            "20 个 vCPU、80 GiB",
        ),
        (
            "阿里云 ecs.gn6i-c24g1.24xlarge 的内存够不够给 4 张 T4 各跑一个 yolo 推理进程",
            "24 个 vCPU",
        ),
    ],
)
def test_the_host_asked_to_suffice_is_split_per_gpu(advisor, text: str, share: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "instance"
    assert query.host_share_asked
    assert share in first


def test_the_host_only_counted_is_not_split(advisor) -> None:
    _, answer, first = turn_of(advisor, "how much ram does a g5.12xlarge have")
    assert answer.kind == "instance"
    assert "192 GiB RAM" in first and "each of its" not in first


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("is 64gb of system memory enough", True),
        ("内存够用吗", True),
        ("is 24gb of vram enough for 13b", False),
        ("显存够不够", False),
    ],
)
def test_which_words_ask_the_host_to_suffice(text: str, asked: bool) -> None:
    assert node_asks(fold(text))["host_share_asked"] is asked
