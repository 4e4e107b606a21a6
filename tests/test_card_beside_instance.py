"""A card the catalog lacks, named beside an instance type the table holds, blocks nothing."""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.mark.parametrize(
    ("question", "held", "card"),
    [
        ("阿里云 gn7i 配的是 A10 还是 A16？", "A10", "A16"),
        ("does a g5.xlarge come with an a10g or an a16?", "A10G", "a16"),
        ("p4d.24xlarge: a100s or a16s inside?", "A100", "a16"),
    ],
)
def test_the_types_row_answers_and_the_card_is_noted(question: str, held: str, card: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "instance"
    first = answer.answer.splitlines()[0]
    assert held in first and "not in my catalog" not in first and "不在我的目录" not in first
    assert any(card in str(a) for a in answer.assumptions)


def test_a_job_sized_beside_the_type_still_stops_on_the_unknown_card() -> None:
    answer = last_answer(memory_advisor(), "can a p4d.24xlarge run llama 70b, or do I need an a16?")
    assert answer.kind == "not_covered"
