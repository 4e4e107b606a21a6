"""A MoE model too big for the card leads with its experts in system RAM when the RAM holds them."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening", "flag"),
    [
        (
            "gpt-oss-120b on a single 3090 possible?",
            "Not on the GPU alone, but yes with its experts in system RAM: **About 22.1 tokens/s",
            "--n-cpu-moe 24",
        ),
        (
            "qwen3 30b a3b 能在 4060 8g 上跑吗",
            "光靠显存放不下，但把专家放到系统内存里可以跑：",
            "--n-cpu-moe 32",
        ),
        (
            "can a 4090 run deepseek v3 with 512gb of ram?",
            "Not on the GPU alone, but yes with its experts in your 512 GB of system RAM",
            "--n-cpu-moe 58",
        ),
    ],
)
def test_experts_in_ram_make_it_run(advisor, text: str, opening: str, flag: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "fit_check" and answer.verdict == "conditional"
    assert first.startswith(opening) and flag in first


@pytest.mark.parametrize(
    "text",
    [
        "can a 4090 run deepseek v3?",
        "can a 4090 run llama 3 70b?",
        "qwen3 235b on 2x 3090 in vllm?",
    ],
)
def test_no_offload_lead_where_ram_or_runtime_cannot_hold_it(advisor, text: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert "experts in" not in first and "专家" not in first
