"""A reading said fine beside an error seen ("temps look fine (~70c)", "温度正常") is a cause
ruled out, not a check asked: the error is troubleshot; a reading put up as a question stays
a check."""

import pytest

from assistant.question.health import health_check
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "4x a6000 fine-tuning, after ~3 hours it crashes with `CUDA error: unspecified launch"
        " failure`. temps seem ok at 70c. driver or card?",
        "两张 4090 跑 qlora 训练，跑几个小时就报 `RuntimeError: CUDA error: an illegal memory"
        " access was encountered`，温度正常，75 度左右，是硬件还是软件的问题",
    ],
)
def test_an_error_with_a_reading_ruled_out_is_troubleshot(advisor, question):
    assert health_check(question) is None
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "troubleshoot"
    assert answer.citations


@pytest.mark.parametrize(
    ("question", "check"),
    [
        ("it crashes with `CUDA error: unspecified launch failure` and the 3090 sits at 88c,"
         " is that temperature ok?", "temperature"),
        ("报了 `CUDA error: an illegal memory access was encountered`，4090 温度 90 度正常吗",
         "temperature"),
        ("my l40s temp is 85c under load, looks ok?", "temperature"),  # no error: asked
    ],
)  # fmt: skip
def test_a_reading_still_asked_is_checked(question, check):
    assert health_check(question) == check
