"""A greeting with only a vague request for advice is small talk, even when a card is named in
passing ("在吗～被 5090 的价格吓到了，来请教一下"); a question asked of the card is not."""

from __future__ import annotations

import pytest

from assistant.question.greeting_chat import greets_with_vague_ask
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "有人在吗～看了一圈 5090 的价格直接劝退，来请教一下",
        "hey hey, anyone around? the 5090 prices scared me off, looking for some advice",
    ],
)
def test_a_greeting_with_a_vague_ask_is_chat(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith(("Hello!", "你好！"))


@pytest.mark.parametrize(
    "question",
    [
        "在吗，4090 现在多少钱，来取经",
        "hi, which is cheaper to rent, a 4090 or a 5090? need advice",
        "在吗，3090 能跑 qwen 32b 吗",
    ],
)
def test_a_question_after_the_greeting_is_not_chat(advisor, question):
    assert not greets_with_vague_ask(question.lower())
    assert advisor.ask(question).kind != "smalltalk"
