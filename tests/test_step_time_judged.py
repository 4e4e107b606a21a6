"""A training step's time in s/it (or a rate in it/s) put up for judgment is a slow job to
troubleshoot ("速度 12s/it，正常吗"), not a speed to estimate; "what it/s should it get" stays
one."""

from __future__ import annotations

import pytest

from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "onetrainer flux lora on a 4060 ti 16gb, 25 s/it. is that normal?",
        "4070 上用 kohya 训 sdxl lora，现在 9 s/it，正常么",
    ],
)
def test_a_step_time_judged_is_troubleshot(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "slow"
    assert "LoRA" in first


def test_the_rate_asked_outright_is_no_trouble() -> None:
    assert (
        trouble_kind("what it/s should a 3060 get on sdxl? mine does 3 it/s, is that normal?")
        is None
    )
