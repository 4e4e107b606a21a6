"""Two cards' hourly prices asked together are both on the first line, each once.

Before, "a100 vs h100 hourly price?" was a speed comparison on Llama 3 8B; the follow-up "and the
hourly price?" printed the first card's price twice; "l40s vs a100 per hour on runpod" priced the
A100 at another provider although RunPod rents its PCIe form.
"""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _priced(answer) -> list[tuple[str, str | None]]:
    return [
        (str(c.input["gpu"]), c.input.get("provider"))
        for c in answer.tool_calls
        if c.tool == "price_job"
    ]


@pytest.mark.parametrize(
    ("turns", "cards"),
    [
        (("a100 vs h100 hourly price?",), ("A100", "H100")),
        (("4090和3090租一小时各多少钱",), ("RTX 4090", "RTX 3090")),
        (("a100 vs h100 for llama 70b", "and the hourly price?"), ("A100", "H100")),
        (("A100 还是 H100？", "租的话一小时各多少钱"), ("A100", "H100")),
    ],
)
def test_both_hourly_prices_lead_and_nothing_repeats(advisor, turns, cards):
    _, answer, first = turn_of(advisor, *turns)
    assert answer.kind == "price"
    assert first.index(cards[0]) < first.index(cards[1])
    assert len(re.findall(r"per GPU-hour|每卡每小时", first)) == 2
    paragraphs = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert len(paragraphs) == len(set(paragraphs))


def test_the_second_card_is_priced_in_its_other_form_at_the_provider_asked(advisor):
    _, answer, first = turn_of(advisor, "l40s vs a100 per hour on runpod?")
    priced = _priced(answer)
    assert priced[-1][0] == "a100-80gb-pcie"
    assert first.count("RunPod") == 2 and "A100 PCIe 80GB" in first


def test_a_price_gap_asked_why_stays_a_comparison(advisor):
    _, answer, _ = turn_of(advisor, "rtx 6000 ada vs l40s — same chip right? why the price gap")
    assert answer.kind == "compare"
