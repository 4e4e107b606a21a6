"""Rent-or-buy weighed without the words "rent or buy".

- Renting judged the better deal ("租才划算吧", "renting makes more sense, right?") for a job that
  then leaves the cards idle.
- A one-off quote set against renting for a span at a named provider ("quote is $X vs lambda
  for 2 years").
- A follow-up that states a utilisation and asks to redo the figures ("再算一下").
"""

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "就做三个月的预训练实验，4卡A100，做完就闲置了，应该租更合算吧",
        "six-week lora sprint on 8 h100s and then nothing. renting makes more sense, right?",
    ],
)
def test_renting_judged_better_is_rent_or_buy(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"


def test_which_provider_is_cheaper_is_no_weighing(advisor):
    answer = last_answer(advisor, "租A100哪家划算")
    assert answer.kind != "rent_vs_buy"


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        ("vendor quote for a 4x h100 box is $160k vs renting on lambda for 3 years", "160000"),
        ("8卡A100服务器报价150万，对比在runpod上租两年", "1500000"),
    ],
)
def test_quote_against_a_rented_span_is_rent_or_buy(advisor, question, capex):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    tco = next(c for c in answer.tool_calls if c.tool == "rent_vs_buy")
    assert str(tco.input.get("capex")).startswith(capex)


@pytest.mark.parametrize(
    ("turns", "pct"),
    [
        (("买一张4090还是在算家云租，一天跑5小时", "其实利用率只有30%左右，再算一下"), "30%"),
        (
            (
                "buy a 5090 or rent one on runpod, ~10 hrs a day?",
                "utilization is more like 20%, recalculate",
            ),
            "20%",
        ),
    ],
)
def test_recompute_at_a_stated_utilisation(advisor, turns, pct):
    answer = last_answer(advisor, *turns)
    assert answer.kind == "rent_vs_buy"
    assert pct in answer.answer.splitlines()[0]
