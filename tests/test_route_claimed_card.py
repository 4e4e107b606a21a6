"""A card named only in what others claim ("官方说单张H100就能跑", "I read it runs on one 4090")
is a premise: the fit asked is of the other card, not a comparison of the two."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "card", "other"),
    [
        ("一张L40S跑qwen2.5 32b int8装得下吗？听说单张A100 80G就够", "L40S", "A100"),
        (
            "they say llama 3.1 70b at q4 runs on one a6000, can my two 3090s hold it?",
            "3090",
            "A6000",
        ),
        (
            "I read mistral small 24b fits a single 4090 at q4; will a 4060 ti 16gb fit it?",
            "4060",
            "4090",
        ),
    ],
)
def test_a_claimed_card_is_no_option(advisor, question, card, other):
    answer = advisor.ask(question)
    line = answer.answer.splitlines()[0]
    assert answer.kind == "fit_check"
    assert card in line and other not in line


def test_a_card_also_asked_outside_the_claim_is_still_weighed(advisor):
    answer = advisor.ask("听说4090跑14b很快，4090和3090跑qwen2.5 14b哪个好")
    assert answer.kind == "compare"
