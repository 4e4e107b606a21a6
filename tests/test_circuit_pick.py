"""Card setups listed as options under one circuit are alternatives to pick among.

"2x 3090? one 5090? something else?" on a 15 A circuit asks which setup to put on it, not
whether all of them together stay within it; the circuit bounds the purchase as a PSU would.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.planner import circuit_supply_w
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


def test_a_circuit_gives_the_parts_its_continuous_share_less_the_psu_losses(catalog):
    query = parse(
        "garage has a single 20A 120V circuit, which gpu for 32b? or something else?", catalog
    )
    assert circuit_supply_w(query) == 1728  # 120 × 20 × 0.8 = 1,920 W at the wall, 90% of it


@pytest.mark.parametrize(
    "question",
    [
        "only one 15A 120V circuit in my den. for 32b inference: a 4090? two 3090s? anything else?",
        "书房只有一路 10A 220V 的插座，跑 32b 推理，上一张 4090 还是两张 3090，还是别的？",
    ],
)
def test_options_under_a_circuit_get_a_pick_bounded_by_it(advisor, question):
    answer = advisor.ask(question)
    assert answer.intent == "recommend"
    (call, *_) = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert call.input["kind"] == "buy"
    assert call.input["psu_w"] in (1296, 1584)  # the 120 V 15 A and 220 V 10 A circuits
    assert any("circuit" in a or "线路" in a for a in answer.assumptions)


def test_the_same_cards_without_an_open_option_stay_a_circuit_check(advisor):
    answer = advisor.ask("will 2x 3090 plus a 5090 run on one 15A 120V circuit?")
    assert not [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert "1,440 W" in answer.answer.splitlines()[0]
