"""A model family named bare on a card ("can 4x 3090 run deepseek") lists the family's models there.

A family word with no version or size names many catalog models; the question is which of them
run on the card, the biggest that fits first, as "which deepseek models fit" is answered. Before,
no model was sized and an unrelated guide passage came back.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "family", "biggest"),
    [
        ("will deepseek fit on four 3090s?", "deepseek", "DeepSeek-R1-Distill-Llama-70B"),
        ("4090 单卡能跑 deepseek 吗", "deepseek", "DeepSeek-R1-Distill-Qwen-32B"),
    ],
)
def test_the_family_is_listed_on_the_card(advisor, question, family, biggest):
    assert parse(question, advisor.catalog).fits_family == family
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware"
    assert biggest in answer.answer.splitlines()[0]
    listed = next(c for c in answer.tool_calls if c.tool == "fits_hardware").input["models"]
    assert "deepseek-r1" in listed and all(m.startswith("deepseek") for m in listed)


def test_a_family_with_a_size_is_that_model_not_a_list(advisor):
    query = parse("can a 3090 run deepseek r1 32b", advisor.catalog)
    assert query.fits_family is None and query.model_id == "deepseek-r1-distill-qwen-32b"


@pytest.mark.parametrize(
    "question",
    [
        "H200 vs H100 for deepseek inference, how much faster is the H200?",
        "部署 deepseek，A800 和 H20 哪个吞吐高",
    ],
)
def test_a_family_beside_datacenter_cards_is_its_full_model(advisor, question):
    assert parse(question, advisor.catalog).model_id == "deepseek-r1"
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    assert "DeepSeek-R1 (671B)" in answer.answer.splitlines()[0]
    said = [a for a in answer.assumptions if "DeepSeek-R1" in a]
    assert any("DeepSeek" in a.split("DeepSeek-R1")[0] for a in said)


def test_a_family_beside_desktop_cards_stays_bare(advisor):
    assert parse("4090 vs 3090 for deepseek, which is faster", advisor.catalog).model_id is None
