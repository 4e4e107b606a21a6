"""A memory-bandwidth reading judged against the card's spec and what copies reach; the
prefill speed asked leads with the prompt's time."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "verdict", "opening"),
    [
        (
            "rented h100, bandwidthTest shows only 1.5 TB/s device to device, is that normal?",
            "no",
            "**No, 1,500 GB/s is low for the H100 SXM5 80GB: that is 45% of its 3,350 GB/s",
        ),
        (
            "租的 H100 跑 bandwidth test 只有 1.5TB/s 正常吗",
            "no",
            "**不正常：1,500 GB/s 对 H100 SXM5 80GB 偏低",
        ),
        (
            "my 4090 memory bandwidth test gives 900 GB/s, ok?",
            "yes",
            "**Yes, 900 GB/s is normal for the RTX 4090: 89% of its 1,008 GB/s",
        ),
    ],
)
def test_a_bandwidth_reading_is_judged(advisor, text: str, verdict: str, opening: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.test_result is not None and query.test_result.test == "memory_bandwidth"
    assert answer.verdict == verdict and first.startswith(opening)


@pytest.mark.parametrize(
    ("text", "opening", "took"),
    [
        (
            "what's the prefill speed of qwen2.5 7b on a 4090 for a 32k prompt",
            "**About 3,407 tokens/s prefill (prompt processing)**",
            "a 32,768-token prompt takes about 9.6 s",
        ),
        (
            "llama 3.1 8b 在 4090 上预填充多快，8k 提示词要几秒",
            "**预填充（提示词处理）约",
            "8,192 token 的提示词约需",
        ),
    ],
)
def test_prefill_asked_leads_with_it(advisor, text: str, opening: str, took: str) -> None:
    query, _, first = turn_of(advisor, text)
    assert query.prefill_asked and first.startswith(opening) and took in first
