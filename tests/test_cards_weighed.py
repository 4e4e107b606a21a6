"""Two rented or bought cards weighed by speed, price or worth are compared, not picked."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "lora on llama 3 8b: rent an a10g or an l4, which is faster and cheaper?",
        "renting for qlora of a 32b — h200 is pricier than h100, is it worth it?",
        "微调14b的lora，租4090还是A100 40G，哪个更快",
        "全参微调7b，租H800比A800贵不少，值不值",
    ],
)
def test_cards_weighed_for_a_job_are_compared(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    call = next(c for c in answer.tool_calls if c.tool == "compare_gpus")
    assert len(call.input["gpus"]) == 2
    assert call.input["method"] != "inference"


def test_a_rental_pick_among_named_cards_with_a_budget_stays_a_pick(advisor) -> None:
    answer = advisor.ask("budget $500 a month, rent an a10g or an l4 for lora on a 7b, which one?")
    assert answer.kind != "compare"
