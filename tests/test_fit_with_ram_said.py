"""A model's fit asked outright with system RAM said beside the card is a fit, not a RAM rule."""

from __future__ import annotations

import pytest

from assistant.question.host_memory import is_host_question
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "host"),
    [
        ("3060 12gb and 32gb ram — will it fit qwen2.5 14b at q4 with 16k context?", False),
        ("rtx 4070 + 64gb ddr5, is mistral nemo 12b q8 going to fit or go smaller?", False),
        ("4x 4090 with 128gb system ram, how much ram do i need for training?", True),
        ("is 32gb of ram enough for a 3090 build?", True),
    ],
)
def test_a_fit_asked_beside_ram_is_no_host_question(text: str, host: bool) -> None:
    assert is_host_question(text) is host


def test_the_fit_is_answered_on_the_card() -> None:
    answer = memory_advisor().ask(
        "3060 12gb and 32gb ram — will it fit qwen2.5 14b at q4 with 16k context?"
    )
    assert answer.kind == "fit_check"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["gpu"] == "rtx-3060" and call.input["seq_len"] == 16384
