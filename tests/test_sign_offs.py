"""A sign-off that promises a later visit is small talk, not a question out of scope.

"明天再来问", "回头再聊", "I'll come back tomorrow": the 再/again of a goodbye asks nothing; a
question after it still is one. Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "好的 晚安 明天再来问",
        "谢谢，回头再聊",
        "thanks, I'll come back tomorrow",
        "ok cool, talk to you later!",
    ],
)
def test_sign_off_is_small_talk(advisor, text):
    assert _last(advisor, text).kind == "smalltalk"


def test_question_after_a_sign_off_is_answered(advisor):
    answer = _last(advisor, "明天再来问 4090 能跑 70b 吗")
    assert answer.kind == "fit_check" and answer.verdict == "no"
