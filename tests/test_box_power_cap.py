"""A power cap on the whole machine in a request for a card: the card gets the box's share.

"整机总功耗限制在 900W，买什么卡" limits no card to 900 W: a high-end CPU at full load and the
platform come off first, and the card picked draws at most what is left (said in the answer).
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "card_w"),
    [
        ("整机功耗最多 800W，跑 qwen3 14b 买什么显卡好", 397.0),
        ("the entire system is limited to 700 w on this circuit, which gpu for llama 3 8b?", 297.0),
        ("ups only feeds the box so we hold the whole rig to 1.2kw, best card for sdxl?", 797.0),
    ],
)
def test_a_whole_machine_cap_leaves_the_card_its_share(text: str, card_w: float) -> None:
    query = parse(text, CAT)
    assert query.max_board_power_w == card_w
    assert query.power_limit_w is None
    assert any("253 W" in str(a.render("en")) for a in query.assumptions)


def test_a_card_cap_is_still_the_card_s() -> None:
    query = parse("显卡功耗 300w 以内，选什么卡跑 qwen3 14b", CAT)
    assert query.max_board_power_w == 300.0


def test_the_pick_fits_under_the_box_share(advisor) -> None:
    answer = advisor.ask("整机总功率不超过 700W，想本地跑 qwen3 32b，买哪张卡")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_board_power_w"] == 297.0
    fitted = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    tdp = CAT.gpus[fitted.input["gpu"]].tdp_w
    assert tdp is not None and tdp <= 297
    assert "留给显卡约 297 W" in " ".join(answer.assumptions)
