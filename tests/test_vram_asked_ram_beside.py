"""VRAM asked with RAM said as room for a part: a fit with offload, not a host-RAM question."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "ram"),
    [
        ("两张 3090 跑 qwen3 235b a22b q4，48G 显存够吗，内存有 256G 可以卸一部分", "256 GB"),
        ("4090 + 64gb ram, 70b q4 — is the vram enough or do i need more ram", "64 GB"),
    ],
)
def test_vram_asked_with_ram_beside_is_a_fit_with_offload(advisor, text: str, ram: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "fit_check"
    assert answer.verdict == "conditional"
    assert ram in first


def test_ram_said_with_you_have_is_read(advisor) -> None:
    """ "内存有128G" states the RAM as "内存 128G" does."""
    from assistant.question.host_memory import stated_ram_gb

    assert stated_ram_gb("显存 24G，内存有128G") == 128.0
    assert stated_ram_gb("内存一共 64g") == 64.0
