"""Two setups' wall draw weighed side by side (thirty-fifth session).

"how does a Mac Studio's wall draw compare with two 3090s": each setup is sized on its own (a
Mac without its own figure by the closest Apple measured), both draws and the gap first; never
one box holding both, nor a speed comparison.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_two_setups_wall_draw_compared_is_a_power_answer(advisor):
    turn = last_turn(
        advisor,
        "home server for qwen2.5 32b, always on: how does the wall draw of one 4090 compare"
        " with a pair of 3060s?",
    )
    assert turn.answer.kind == "power"
    first = turn.answer.answer.splitlines()[0]
    assert "W at the wall against about" in first
    assert "4090" in first and "3060" in first
    estimates = [c for c in turn.answer.tool_calls if c.tool == "estimate_power"]
    assert [c.input.get("other_gpus") for c in estimates] == [None, None]  # never one box


def test_a_mac_without_a_figure_is_weighed_by_its_closest_tier(advisor):
    turn = last_turn(
        advisor,
        "always-on box: M3 Ultra Mac Studio vs two RTX 3090s, which has the lower wall draw?",
    )
    assert turn.answer.kind == "power"
    first = turn.answer.answer.splitlines()[0]
    assert "M3 Ultra" in first and "closest Apple measured" in first
