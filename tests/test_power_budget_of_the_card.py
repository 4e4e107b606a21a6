"""A power budget said of the card is watts, not money, and not the whole box's supply.

Chinese forums write 万 as "w" ("预算 1.5w"), so "200w" after 预算 is money unless a power
word comes first ("显卡功耗预算 200w"). A budget said "for the gpu" caps the card's board power
and leaves the PSU unsaid.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("显卡的功耗预算只有 150w，想跑 8b 推理，买哪张", 150.0),
        ("gpu power budget: 250 w. best card for a 14b model?", 250.0),
        ("I have a power budget of 220w for the card, what runs 13b?", 220.0),
    ],
)
def test_the_cards_power_budget_is_its_board_ceiling(catalog, text, watts):
    query = parse(text, catalog)
    assert query.max_board_power_w == watts
    assert query.budget is None  # no ¥1,500,000
    assert query.power_budget_w is None  # not the box's supply either


def test_a_money_budget_written_with_w_stays_money(catalog):
    query = parse("预算 1.5w，功耗别太高，跑 14b 买什么卡", catalog)
    assert int(query.budget) == 15000
    assert query.max_board_power_w is None


def test_the_pick_keeps_to_the_cards_power_budget(advisor, catalog):
    answer = advisor.ask("显卡功耗预算 180w，跑 7b 推理买什么卡")
    (call, *_) = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert call.input["max_board_power_w"] == 180.0
    assert call.input.get("psu_w") is None
    (sized, *_) = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    card = catalog.gpu(sized.input["gpu"])
    assert card.tdp_w <= 180
    assert card.name.split()[-2] in answer.answer.splitlines()[0]  # "3060" of "… RTX 3060 12GB"
