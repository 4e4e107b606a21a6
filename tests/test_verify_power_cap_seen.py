"""A power cap the machine shows, asked in a verify question, is checked against the card sold."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "verdict", "shown"),
    [
        ("the cloud box sold as h100 sxm has a 350 W power cap in nvidia-smi — secretly pcie?",
         "no", "H100 PCIe"),
        ("号称 A100 SXM4 80GB，nvidia-smi 里功耗上限 300W，会不会是 PCIe 卡",
         "no", "A100 PCIe 80GB"),
        ("marketplace l40s shows power cap 350W, how can I check it's the real card?",
         "yes", "350 W"),
    ],
)  # fmt: skip
def test_the_cap_seen_is_judged_first(question: str, verdict: str, shown: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert any(c.tool == "check_power_reading" for c in answer.tool_calls)
    assert answer.verdict == verdict
    assert shown in line
