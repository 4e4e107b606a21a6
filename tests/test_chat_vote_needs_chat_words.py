"""Small talk replaces a weak explanation reading only when the question has no subject.

The labelled vote leans on Chinese question words ("是干嘛的") that small talk shares ("你都能
干嘛"); an English term no small-talk question uses ("speculative decoding") is a subject.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question", ["speculative decoding 是干嘛的", "paged attention 到底是干嘛用的"]
)
def test_a_term_explained_is_no_small_talk(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert answer.citations


@pytest.mark.parametrize("question", ["你都能干嘛", "哈喽 你是干嘛用的"])
def test_chat_stays_chat(advisor, question):
    assert advisor.ask(question).kind == "smalltalk"


@pytest.mark.parametrize(
    "question", ["what is gradient accumulation", "what do more epochs cost in gpu time?"]
)
def test_trainings_own_words_are_on_topic(advisor, question):
    answer = advisor.ask(question)
    assert answer.intent != "unsupported"
    assert answer.citations
