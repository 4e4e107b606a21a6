"""Stepping away to look something up, a question announced after an aside, and a chore asked
of me: the first two are small talk, the chore is off topic, not a greeting."""

import pytest

from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("be right back, let me look at which fan i bought", "thanks"),
        ("brb i'll go dig out the receipt", "thanks"),
        ("等我一下，我去翻翻机箱说明书", "thanks"),
        ("brb, gonna check whether it fits?", None),  # a question still asked
        ("中午好，刚开完会来咨询一下", "greeting"),
        ("下午好，特地来请教", "greeting"),
        ("下午好，来请教下4090能跑70b吗", None),  # the question is asked, not announced
    ],
)
def test_stepping_away_and_an_announced_question_are_small_talk(text, act):
    assert smalltalk_act(text.lower()) == act


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("could you do my homework for tomorrow", "unsupported"),
        ("pls help me do the dishes schedule", "unsupported"),
        ("brb, going to look at the label on my power supply", "smalltalk"),
        ("早上好，刚下地铁来请教下", "smalltalk"),
    ],
)
def test_a_chore_is_off_topic_and_an_aside_is_chat(advisor, question, kind):
    assert advisor.ask(question).kind == kind
