"""A price said as already paid is no budget; a Quadro P-series card is said as not covered."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    "text",
    [
        "3090 二手 4500 收的，跑 qwen 32b q4 行不行",
        "got a used rtx 3090 for $700, will qwen2.5 32b q4 fit?",
        "paid $650 for a 3090 last year, can it run llama 3 8b?",
        "4060ti 16g 800块淘来的，能跑 14b 吗",
    ],
)
def test_a_paid_price_is_no_budget(text):
    query = parse(text, load_catalog(SPECS))
    assert query.budget is None
    assert query.intent == "fit_check"


def test_a_purchase_weighed_keeps_its_price():
    query = parse(
        "bought a used 3090 for $700, was buying better than renting?", load_catalog(SPECS)
    )
    assert query.budget is not None and int(query.budget) == 700


@pytest.mark.parametrize(
    "text",
    [
        "P5000 16G 老卡 300块收的，llama 3 8b 能跑吗",
        "I have a quadro p6000 24gb, will qwen2.5 32b q4 fit?",
    ],
)
def test_a_quadro_p_card_is_said_not_covered(text):
    """Said missing first, then sized by the memory stated with it (a fit on a stand-in)."""
    answer = memory_advisor().ask(text)
    assert answer.kind == "fit_check"
    first = answer.answer.splitlines()[0].lower()
    assert "p5000" in first or "p6000" in first


def test_a_latency_percentile_is_no_card():
    assert parse("p99 latency for vllm on h100", load_catalog(SPECS)).gpus[0].gpu_id == "h100-sxm"
