"""'What hardware?' asks for a pick; a team's budget buys it, and the pick says the users."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("want mistral small 24b for our office, $6k max. what hardware?", True),
        ("running llama 3 8b at home, which rig?", True),
        ("what setup.", True),
        ("what hardware does the 4090 use for its memory bus", False),
    ],
)
def test_what_hardware_asks_for_a_pick(text: str, asked: bool) -> None:
    assert parse(text, CAT).asks_gpu_pick is asked


def test_a_team_budget_buys_the_pick_and_says_the_users() -> None:
    answer = memory_advisor().ask(
        "accounting office of 8 people wants qwen2.5 32b on-prem, $12k cap. what hardware?"
    )
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert float(call.input["budget"]) == 12000
    assert call.input["kind"] == "buy"
    assert any("8 concurrent users" in a for a in answer.assumptions)
