"""Small talk that holds a question back, thanks by "just what I needed", and a short good night."""

from __future__ import annotations

import pytest

from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("hey there, before we start: are you a human or a bot?", "greeting"),
        ("hello! before i ask my question, who made you?", "greeting"),
        ("thanks, just what i was looking for", "thanks"),
        ("cheers — precisely what i wanted to know", "thanks"),
        ("gn! will check back tomorrow", "thanks"),
        ("nite, talk to you later", "thanks"),
        ("before i ask my question, how much vram does a 70b need?", None),  # the question
        ("gn, but which card should i buy?", None),
    ],
)
def test_the_act_is_read(text: str, act: str | None) -> None:
    assert smalltalk_act(text) == act


@pytest.mark.parametrize(
    "question",
    [
        "yo, before i ask anything — am i talking to a real person or a bot?",
        "exactly what i needed, thanks a lot",
        "gnight, will come back tomorrow with my benchmark numbers",
    ],
)
def test_the_answer_is_small_talk(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "smalltalk"
    assert not answer.tool_calls
