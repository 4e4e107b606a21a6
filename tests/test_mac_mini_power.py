"""The Mac mini with M4 Pro has Apple's published maximum at the wall, so power and electricity
answers for it work like those for any card."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from tests.support.advisors import KNOWLEDGE, memory_advisor, turn_of


def test_every_m4_pro_row_carries_the_published_maximum() -> None:
    catalog = load_catalog(KNOWLEDGE / "specs")
    rows = [g for g in catalog.gpus.values() if g.architecture == "Apple M4 Pro GPU"]
    assert len(rows) == 3
    assert {g.tdp_w for g in rows} == {140}
    assert all("support.apple.com/en-us/103253" in g.source for g in rows)


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("how many watts does an m4 pro mac mini draw running llama 3.1 8b?", "140 W"),
        ("mac mini m4 pro 48gb 跑模型，功耗多少瓦", "140 W"),
        ("yearly electricity for an m4 pro mac mini at $0.20/kWh, 12h a day", "140 W"),
    ],
)
def test_power_of_the_mac_mini_is_answered(question: str, shown: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "power"
    assert "no board power" not in answer.answer
    assert shown in answer.answer
