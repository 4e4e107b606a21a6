"""The fits answer for several cards says each card's memory beside the total when the card's
name does not already carry it, so a count changed in a follow-up still states the per-card size."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("turns", "total", "each"),
    [
        (("I have 2 L40S, what models can I run?",), "96 GB in all", "48 GB each"),
        (("got 2 a6000s (48gb each), what llms fit?", "actually make that 3 of them"),
         "144 GB in all", "48 GB each"),
        (("4张L20能跑哪些模型",), "共 192 GB", "每卡 48 GB"),
        (("两张a40能跑什么大模型", "换成三张呢，不是两张"), "共 144 GB", "每卡 48 GB"),
    ],
)  # fmt: skip
def test_per_card_memory_is_said_beside_the_total(
    turns: tuple[str, ...], total: str, each: str
) -> None:
    query, answer, line = turn_of(memory_advisor(), *turns)
    assert answer.kind == "fits_hardware"
    assert total in line and each in line


def test_a_name_that_carries_its_memory_is_not_said_twice() -> None:
    _, answer, line = turn_of(memory_advisor(), "2x rtx 3060 12gb, which models fit?")
    assert "24 GB in all" in line
    assert "12 GB each" not in line
