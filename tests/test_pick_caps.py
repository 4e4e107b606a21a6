"""Caps a card pick must respect: a power figure is watts, and a stated card size bounds a pick.

Before, "功耗限制300w以内，选什么卡" read "300w以内" as a budget of 300万 (the forum "w" for 万)
and as a limit to set on a card; "only room for a 16gb card, best for sdxl" picked a rented
24 GB card.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("显卡功耗最好250w以内，推荐一张跑14b的", 250.0),
        ("整机电源小，gpu功率200w以下，选哪张卡跑7b", 200.0),
        ("tdp 300w 以内的卡，选什么跑32b模型", 300.0),
    ],
)
def test_a_power_figure_in_a_pick_caps_the_board_and_is_no_budget(advisor, text, watts):
    query = parse(text, advisor.catalog)
    assert query.budget is None
    assert query.power_limit_w is None
    assert query.max_board_power_w == watts


@pytest.mark.parametrize(
    ("text", "budget"),
    [("预算2w以内，选什么卡跑32b", Decimal(20000)), ("显卡选啥跑14b，1.5w以内", Decimal(15000))],
)
def test_a_sum_in_wan_without_a_power_word_is_still_the_budget(advisor, text, budget):
    query = parse(text, advisor.catalog)
    assert query.budget == budget
    assert query.max_board_power_w is None


def test_the_capped_pick_draws_no_more_than_the_cap(advisor):
    _, answer, _ = turn_of(advisor, "显卡功耗最好250w以内，推荐一张跑14b的")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    gpu = advisor.catalog.gpu(call.output["pick"]["gpu_id"])
    assert gpu.tdp_w is not None and gpu.tdp_w <= 250


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("my itx case only has room for a 16gb card, which gpu is best for sdxl", 16.0),
        ("机箱只能塞一张16g的卡，跑sdxl推荐哪个最好", 16.0),
        ("which gpu for sd 1.5 if it has to be a 12gb card", 12.0),
    ],
)
def test_a_card_size_stated_bounds_an_image_pick(advisor, text, memory):
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["kind"] == "buy"
    picked = call.output["best"]["gpu_id"]
    assert abs(advisor.catalog.gpu(picked).memory_gb - memory) <= 0.5
