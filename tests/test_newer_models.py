"""Newer models: Qwen2 apart from Qwen2.5, and each size class led by its newest model."""

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


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("what's the biggest llm i can run on one 4090?", "Qwen3-32B"),
        ("一张 4090 能跑的最大模型是哪个", "Qwen3-32B"),
        ("what fits on 2x 3090?", "DeepSeek-R1-Distill-Llama-70B"),
    ],
)
def test_a_size_class_is_led_by_its_newest_model(question: str, lead: str) -> None:
    """Of models within 5% in size that fit, the newest leads: not Yi-34B (2023) at ~33B."""
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "fits_hardware" and lead in first
    assert "Yi-34B" not in answer.answer and "Llama 2 70B" not in first


@pytest.mark.parametrize(
    "question",
    [
        "gte-Qwen2-7B-instruct 做 embedding 要什么卡",
        "can a T4 run gte-qwen2-7b-instruct for embeddings?",
        "sfr-qwen2-7b 在 4090 上能跑吗",
    ],
)
def test_a_model_built_on_another_is_not_that_model(question: str) -> None:
    """A name joined by a hyphen to a word before it ("gte-Qwen2-7B") is another model."""
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.model_id != "qwen2-7b"
    assert query.model_id is None and "qwen2-7b'" in answer.answer.lower()  # named as unknown
