"""A phone or tablet named as the device is said not covered first, never an unrelated quote.

Before, "can i run llama 3.1 8b on my iphone 15 pro" quoted a passage on renting an H100.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "device"),
    [
        ("can i run llama 3.1 8b on my iphone 15 pro", "iphone"),
        ("will phi-3 mini run on an ipad pro m4?", "ipad"),
        ("iPhone 16 上能跑 qwen2.5 1.5b 吗", "iphone"),
    ],
)
def test_a_phone_is_said_not_covered_first(advisor, text, device):
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "not_covered" and not answer.citations
    assert f"'{device}'" in first.lower() and ("not in my catalog" in first or "目录" in first)
