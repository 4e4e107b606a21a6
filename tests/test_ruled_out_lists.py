"""Cards ruled out together ("A100 和 H100 都禁运", "can't get H100 or H200") are no candidates.

Each card of the list is left out, the recommendation never picks one of them, and naming a card
one cannot buy makes the cards still named the options of a purchase.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from assistant.question.ruled_out import ruled_out
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("A100 和 H100 都禁运买不到，用什么卡跑 72b", "a100"),
        ("H800/H20 也买不到了，推荐个卡", "h800"),
        ("we can't get the H100 or H200 here, what should we buy", "h200"),
        ("anything except an A6000 or L40S for a 70b box", "l40s"),
    ],
)
def test_every_card_of_a_ruled_out_list_is_ruled_out(text: str, card: str) -> None:
    folded = text.lower()
    start = folded.index(card)
    assert ruled_out(folded, start, start + len(card))


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("h100 和 h200 哪个快", "h100"),
        ("4090 和 3090 都能跑 32b 吗", "4090"),
        ("is the h100 or the h200 better for 70b", "h100"),
    ],
)
def test_cards_merely_listed_are_not_ruled_out(text: str, card: str) -> None:
    start = text.index(card)
    assert not ruled_out(text, start, start + len(card))


@pytest.mark.parametrize(
    ("question", "excluded"),
    [
        ("公司要部署 qwen2.5 72b 推理，A100 和 H100 都禁运买不到，该上什么卡", {"a100", "h100"}),
        (
            "can't get H100 or H200 because of export rules; need llama 3.1 70b in-house, what"
            " card should we buy?",
            {"h100", "h200"},
        ),
    ],
)
def test_cards_ruled_out_are_never_the_pick(advisor, question: str, excluded: set[str]) -> None:
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "recommend"
    assert {g.split("-")[0] for g in query.excluded_gpus} == excluded
    assert not query.gpus
    picks = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert picks and all(
        str(c.output.get("pick", {}).get("gpu_id", "")).split("-")[0] not in excluded for c in picks
    )
    assert "H100" not in first and "A100" not in first and "H200" not in first


@pytest.mark.parametrize(
    "question",
    [
        "国内买不到 H100，要预训练一个 7b，A800、H20、L20 选哪个",
        "we can't buy h100s, need to fine-tune a 13b: a800, h20 or l20?",
    ],
)
def test_a_card_one_cannot_buy_makes_the_rest_a_purchase(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert query.named_candidates == "only"
    assert answer.kind == "recommend"
    assert "h100-sxm" in query.excluded_gpus


def test_a_ruled_out_card_alone_is_recorded(advisor) -> None:
    query = parse("国内项目要跑 qwen3 14b，H100/H200 都买不到，推荐啥卡", advisor.catalog)
    assert query.gpus == []
    assert set(query.excluded_gpus) == {"h100-sxm", "h200"}
