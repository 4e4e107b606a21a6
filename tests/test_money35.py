"""A rented sum set against hours (thirty-fifth session).

- "how many A100 hours does $300 get me on RunPod vs Lambda": the hours the sum buys at each
  cloud's rate lead the answer, a price, not a card to buy.
- "budget $400, about 150 A100-hours: within budget on Lambda?": the job's total against the sum,
  a yes or no with the hours kept.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_the_hours_a_sum_buys_on_two_clouds(advisor):
    turn = last_turn(
        advisor,
        "got $300 of credit — how many H100 SXM hours does that come to on Lambda vs Nebius?",
    )
    assert turn.query.budget_hours == "bought"
    assert turn.answer.kind == "price"
    first = _first(turn.answer)
    assert first.startswith("**$300.00 buys about 70 hours")  # $300 / $4.29 on Lambda
    assert "Nebius" in first


def test_the_hours_a_sum_buys_in_chinese(advisor):
    turn = last_turn(advisor, "预算 2000 块，在 AutoDL 租 4090 能租多少小时")
    assert turn.query.budget_hours == "bought"
    assert turn.answer.kind == "price"
    assert "小时" in _first(turn.answer)


def test_a_jobs_hours_within_a_sum_is_a_yes(advisor):
    turn = last_turn(
        advisor,
        "qlora of qwen2.5 32b, budget $1,000, roughly 200 H100-hours. within budget on Nebius?",
    )
    assert turn.query.budget_hours == "fits"
    assert turn.answer.kind == "price"
    assert turn.answer.verdict == "yes"
    assert "200 GPU-hours" in _first(turn.answer)


def test_a_jobs_hours_over_a_sum_is_a_no(advisor):
    turn = last_turn(
        advisor, "budget $500, the run needs ~400 H100-hours. can I afford that on Lambda?"
    )
    assert turn.query.budget_hours == "fits"
    assert turn.answer.verdict == "no"
    assert "over your $500.00" in _first(turn.answer)
