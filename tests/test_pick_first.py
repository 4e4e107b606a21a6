"""A pick among cards a few of which have no price says the pick first, then which were left out.

When most of the cards considered have no price ("best Mac under $3000") that is said first.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("turns", "pick", "note"),
    [
        (["best 24gb card for llama inference under 1000", "and if it has to be AMD?"],
         "Radeon RX 7900 XTX", "Picked among the priced cards only"),
        (["预算1万5，只要AMD的卡，跑32b模型推理选哪张"],
         "Radeon RX 7900 XTX", "只在有价格的卡里挑选"),
    ],
)  # fmt: skip
def test_the_pick_leads_and_the_unpriced_cards_follow(advisor, turns, pick, note):
    answer = advisor.converse(turns).turns[-1].answer
    paragraphs = answer.answer.split("\n\n")
    assert answer.kind == "recommend"
    assert pick in paragraphs[0]
    assert note not in paragraphs[0]
    assert any(p.startswith(note) for p in paragraphs[1:3])


def test_most_cards_unpriced_is_said_after_the_pick(advisor):
    answer = advisor.ask("best Apple machine for running 32b models under $2500?")
    paragraphs = answer.answer.split("\n\n")
    # the pick leads even when most cards (24 unpriced Apple rows) have no price
    assert "M4 Max" in paragraphs[0]
    assert "purchase price" not in paragraphs[0]
    assert paragraphs[1].startswith("Picked among the priced cards only: 24 of the cards")


@pytest.mark.parametrize(
    "question",
    [
        "预算三万五，想全参微调7b，买卡还是几张4090合适",
        "预算4万块，训练13b的lora，要几张3090",
        "with a $5,000 budget, how many 4090s should I buy to full fine-tune an 8b model?",
    ],
)
def test_cards_counted_within_a_purchase_budget_are_a_pick(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["budget"] is not None
    assert call.input["kind"] == "buy"


def test_one_card_counted_without_a_budget_stays_a_fit(advisor):
    assert advisor.ask("几张4090能全参微调7b模型").kind != "recommend"


@pytest.mark.parametrize(
    "question",
    [
        "gpu for a home server running qwen3 32b, budget 2000",
        "good gpu for my homelab running llama 3.1 8b around the clock, power is 0.25/kWh",
        "graphics card for a small office box that runs gemma 3 27b all day, electricity 0.2/kWh",
    ],
)
def test_a_message_opening_with_gpu_for_asks_a_pick(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    assert "is the pick" in answer.answer.splitlines()[0]
