"""Questions answered by the kind they ask: small talk, checks, concepts and comparisons."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "start"),
    [
        ("is anybody there? :)", "Hello!"),
        ("hey, how are things", "Hello!"),
        ("有人在吗～", "你好！"),
        ("what model do you use, are you self-hosted?", "I'm GPU Advisor"),
        ("你是本地部署的吗？", "我是 GPU Advisor"),
    ],
)
def test_greetings_and_questions_about_the_assistant_are_small_talk(
    advisor, question, start
) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith(start)
    assert answer.tool_calls == []
