"""A GTX 1650 or 1660 said bare as the user's own card ("my 1650", "my laptop's 1650")."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("can my 1660 run whisper small?", "gtx-1660"),
        ("sd 1.5 on my laptop's 1650, will it load?", "gtx-1650-laptop"),
        ("whisper base on a 1650 (4gb) — does it fit?", "gtx-1650"),
    ],
)
def test_the_card_is_read(question: str, gpu: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "workload_fit"
    assert {c.input.get("gpu") for c in answer.tool_calls} == {gpu}


def test_a_sum_of_1650_is_no_card() -> None:
    _, answer, _ = turn_of(memory_advisor(), "i paid 1650 for a used 3090, can it run flux dev?")
    assert {c.input.get("gpu") for c in answer.tool_calls} == {"rtx-3090"}
