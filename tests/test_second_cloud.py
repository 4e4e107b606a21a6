"""One card priced on two clouds named together: both prices on the first line."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "first_cloud", "second_cloud"),
    [
        ("h100 sxm hourly: lambda or runpod cheaper?", "Lambda", "runpod"),
        ("H100 在 Lambda 和 RunPod 上每小时各多少钱", "Lambda", "runpod"),
        ("8x h100 for 3 days, aws vs gcp total?", "AWS", "gcp"),
    ],
)
def test_both_clouds_are_priced_on_the_first_line(advisor, text, first_cloud, second_cloud):
    answer = advisor.converse([text]).turns[-1].answer
    assert answer.kind == "price"
    assert answer.tool_calls[-1].input["provider"] == second_cloud
    first = answer.answer.splitlines()[0]
    names = {"runpod": "RunPod", "gcp": "GCP"}
    assert first_cloud in first and names[second_cloud] in first
    bold = re.findall(r"\*\*[^*]*[$¥][\d,.]+[^*]*\*\*", first)
    # the cheaper cloud with both rents first (2026-12-05), then each cloud's price in bold
    assert len(bold) == 3 and ("cheaper" in bold[0] or "更便宜" in bold[0])


def test_a_second_cloud_without_the_card_says_so(advisor):
    answer = advisor.ask("rtx 4090 per hour on runpod vs lambda?")
    first = answer.answer.splitlines()[0]
    assert "RunPod" in first and "no price for it on Lambda" in first
