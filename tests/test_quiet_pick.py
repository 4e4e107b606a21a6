"""A quiet card asked for: only cards with their own fans, one or two, said as a limit.

"need a quiet gpu for 70b q4 at home" was offered two passively cooled Tesla P40s (server cards
that need a server's loud airflow) and four RTX 5070 Ti; "quietest card for a 70b homelab"
quoted a passage on memory tiers.
"""

import pytest

from assistant.calc.catalog_query import has_feature
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "quietest card for running a 70b model at home?",
        "need a silent gpu for qwen2.5 32b in my bedroom, what should i get",
        "卧室里跑32b，要静音，买什么卡",
    ],
)
def test_a_quiet_pick_has_its_own_fans_and_at_most_two(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    catalog = advisor.catalog
    picks = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert picks and "quiet" in picks[0].input["features"]
    assert picks[0].input["max_cards"] == 2
    named = [c.source.split("#")[1] for c in answer.citations if c.source.startswith("specs/gpus")]
    assert named and all(has_feature(catalog.gpus[g], "quiet") for g in named)
    said = " ".join(answer.assumptions)
    assert "own fans" in said or "自带风扇" in said


def test_passive_server_cards_are_not_quiet():
    catalog = load_catalog()
    assert not has_feature(catalog.gpus["tesla-p40"], "quiet")
    assert not has_feature(catalog.gpus["h100-sxm"], "quiet")
    assert has_feature(catalog.gpus["rtx-3090"], "quiet")
    assert has_feature(catalog.gpus["rtx-a6000"], "quiet")
