"""Qwen2 (June 2024) is its own catalog row, apart from Qwen2.5: both sizes people still run."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "model_id"),
    [
        ("does qwen2 7b instruct fit on an 8gb card at q4?", "qwen2-7b"),
        ("Qwen2-72B-Instruct 用两张 A100 80G 能跑 bf16 吗", "qwen2-72b"),
        ("通义千问2-7B 在 3060 上能跑吗", "qwen2-7b"),
        ("qwen2.5 7b on a 3060 12gb?", "qwen2.5-7b"),
        ("qwen 2.5 72b at int4 on two 3090s", "qwen2.5-72b"),
    ],
)
def test_qwen2_and_qwen2_5_are_told_apart(question: str, model_id: str) -> None:
    query, _, _ = turn_of(memory_advisor(), question)
    assert query.model_id == model_id


def test_qwen2_72b_is_sized_on_its_own_shape() -> None:
    """80 layers of 8192 with 8 KV heads: 72.7B parameters, about 36 GB of weights at 4 bits."""
    _, answer, first = turn_of(memory_advisor(), "can qwen2 72b run in int4 on two 3090s?")
    assert "Qwen2-72B" in first and "not in the catalog" not in answer.answer
    assert answer.verdict in ("yes", "conditional")
