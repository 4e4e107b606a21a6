"""A free shared cluster one queues for, set against buying cards, is a rent-or-buy weighing;
the queue's length is a wait, not how long a job runs."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "bought"),
    [
        ("学校集群有免费的 A100 但排队要等一周，课题组要不要自己买两张 4090，预算3万", "4090"),
        (
            "the free campus cluster has H100s but waiting times are 2 days; buy a 5090 for $2.5k?",
            "5090",
        ),
        ("lab's shared a100 queue takes forever, worth buying 4x 4090 for ~$10k?", "4090"),
    ],
)
def test_the_queue_weighed_against_buying(advisor, question, bought) -> None:
    turn = advisor.converse([question]).turns[-1]
    assert turn.answer.kind == "rent_vs_buy"
    assert turn.query.duration_hours is None
    assert bought in turn.answer.answer.splitlines()[0]


def test_a_queue_wait_is_no_rental_span(advisor) -> None:
    turn = advisor.converse(
        ["the queue is 3 days for the A100s; what does an H100 cost for a week?"]
    )
    assert turn.turns[-1].query.duration_hours == 168.0
