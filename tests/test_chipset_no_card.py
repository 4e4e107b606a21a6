"""A motherboard chipset ("B650", "X670E", "Z790") said beside a card is no GPU name."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "gpu", "watts"),
    [
        ("5090 跑大模型配多大电源，主板 b650", "rtx-5090", "1200 W"),
        ("4090 on an x670e board with a 7950x, what psu do i need", "rtx-4090", "1000 W"),
        ("z790 主板 + 两张 3090 电源多大", "rtx-3090", "1300 W"),
        ("what PSU for a 4090 on a b550 mobo?", "rtx-4090", "1000 W"),
    ],
)
def test_the_chipset_is_not_read_as_a_card(advisor, question, gpu, watts) -> None:
    turn = advisor.converse([question]).turns[-1]
    assert turn.answer.kind == "power"
    assert [g.gpu_id for g in turn.query.gpus] == [gpu]
    assert watts in turn.answer.answer.splitlines()[0]
