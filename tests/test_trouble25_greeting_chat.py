"""A greeting with only a vague request for advice is small talk, even when a card is named in
passing ("在吗～被 5090 的价格吓到了，来请教一下"); a question asked of the card is not."""

from __future__ import annotations

import pytest

from assistant.evaluation_understanding import NOT_COVERED_RE
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


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "would you log into my workstation and update cuda for me? i'll dm the password",
            "I don't cover actions on your machine",
        ),
        ("能不能帮我远程连一下服务器，把 nvidia 驱动装上", "我不支持在你的机器上操作"),
    ],
)
def test_an_action_on_the_askers_machine_is_declined_by_name(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "unsupported"
    assert answer.answer.startswith(lead)
    assert "SSH" in answer.answer.splitlines()[0]
    assert NOT_COVERED_RE.search(answer.answer.splitlines()[0])  # said as outside what I cover


def test_how_to_install_a_driver_oneself_is_still_answered(advisor):
    answer = advisor.ask("how do i install the nvidia driver on ubuntu 24.04 for a 4090?")
    assert answer.kind != "unsupported"
