"""A bare "早" greets like "morning"; praise said as a comparison ("way more helpful than the
forums") is thanks, not a request for more."""

from __future__ import annotations

import pytest

from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize("text", ["早", "早啊！", "早呀~"])
def test_a_bare_morning_is_a_greeting(advisor, text: str) -> None:
    assert smalltalk_act(text) == "greeting"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk" and first.startswith("你好！")


@pytest.mark.parametrize("text", ["早点睡", "早就买了4090", "早上跑训练"])
def test_morning_inside_a_sentence_is_no_greeting(text: str) -> None:
    assert smalltalk_act(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "ok this is way more useful than the forums",
        "thanks, much more helpful than reddit honestly",
        "that was far more helpful than my spreadsheet",
    ],
)
def test_praise_by_comparison_is_thanks(advisor, text: str) -> None:
    assert smalltalk_act(text) == "thanks"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk" and first.startswith("Glad to help!")


@pytest.mark.parametrize("text", ["thanks, tell me more", "thanks! what more can it run?"])
def test_thanks_asking_more_is_not_only_thanks(text: str) -> None:
    assert smalltalk_act(text) is None
