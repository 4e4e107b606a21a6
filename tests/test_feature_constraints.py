"""A card pick under a feature asked (low-profile, SXM, FP8) keeps only cards that have it.

The pick and the catalog query read features from one table: a low-profile pick once raised
KeyError because the pick's own table lacked the feature the question carried.
"""

from __future__ import annotations

import pytest

from assistant.calc.catalog_query import has_feature
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "which low profile gpu should i buy to run llama 3 8b, budget 2500",
        "半高卡推荐一张跑qwen2.5 7b的",
        "recommend a half-height card for mistral 7b inference",
    ],
)
def test_a_low_profile_pick_names_only_low_profile_cards(advisor, question):
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "recommend"
    picked = [c.source.split("#")[1] for c in answer.citations if c.source.startswith("specs/gpus")]
    assert picked and all(has_feature(advisor.catalog.gpu(g), "low_profile") for g in picked)


def test_the_feature_table_knows_every_feature_a_question_can_carry(advisor):
    from typing import get_args

    from assistant.models import Feature

    gpu = advisor.catalog.gpu("t4")
    for feature in get_args(Feature):
        assert isinstance(has_feature(gpu, feature), bool), feature
