"""What a technique is for, asked beside the why of its cost ("gradient checkpointing 是干嘛的，
为啥开了变慢"): an explanation in general, from the technique's own section, not a trouble."""

from __future__ import annotations

import pytest

from assistant.question.general_ask import asked_in_general
from assistant.rag.glossary import expand
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "general"),
    [
        ("activation checkpointing是干嘛的，为啥开了训练变慢", True),
        ("what does gradient checkpointing actually do, and why is it slower?", True),
        ("what is gradient checkpointing for, why does training slow down", True),
        ("梯度检查点有什么用，为什么开了会慢", True),
        ("我开了梯度检查点为啥变慢这么多", False),  # the asker's own run
        ("why is my training slower with gradient checkpointing?", False),
    ],
)
def test_what_it_is_for_is_asked_in_general(text: str, general: bool) -> None:
    assert asked_in_general(text, explain_asked=True) is general


def test_gradient_checkpointing_is_glossed_apart_from_saved_checkpoints() -> None:
    terms = expand("gradient checkpointing是干嘛的").extra_terms
    assert "梯度检查点" in terms and "激活重计算" in terms
    assert "activation checkpointing" in expand("梯度检查点为什么慢").extra_terms


@pytest.mark.parametrize(
    ("text", "section"),
    [
        ("activation checkpointing是干嘛的，为啥开了训练变慢", "梯度检查点"),
        ("what does gradient checkpointing actually do, why is it slower?", "Gradient checkpoint"),
        ("梯度检查点有什么用，为什么开了会慢", "梯度检查点"),
    ],
)
def test_the_technique_is_explained(advisor, text: str, section: str) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "concept"
    guides = [c for c in answer.citations if c.source.startswith("guides/")]
    assert guides and section.lower() in guides[0].section.lower()
