"""A card's TDP asked with what a box of N of them draws: the box's draw, not the spec row."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "gpu", "count"),
    [
        ("what's the tdp of one h100 sxm, and how many kw does an 8-gpu server of them draw?",
         "h100-sxm", 8),
        ("h200 单卡 tdp 多少，4卡机满载多少千瓦", "h200", 4),
    ],
)  # fmt: skip
def test_the_box_is_sized(text: str, gpu: str, count: int) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert (call.input["gpu"], call.input["count"]) == (gpu, count)
    assert "kind" not in call.input or call.input["kind"] == "server"
    board = f"{CAT.gpu(gpu).tdp_w:g} W"
    assert any(board in a for a in answer.assumptions)  # the TDP asked is stated
    assert " W" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text", ["4090D的TDP是多少瓦", "what's the tdp of the l40s?", "rtx 5090 tdp 多少"]
)
def test_a_tdp_alone_stays_a_lookup(text: str) -> None:
    assert parse(text, CAT).power_ask is None


def test_a_box_count_is_the_card_count() -> None:
    query = parse("how much does a 4-gpu node of a100 80gb sxm draw at the wall", CAT)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("a100-80gb-sxm", 4)]


def test_a_box_beside_another_question_leaves_the_card_alone() -> None:
    query = parse("does the l40s have nvlink? planning a 4-gpu server", CAT)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("l40s", 1)]
    assert memory_advisor().ask("L40S有NVLink吗？打算配4卡机").kind == "catalog"
