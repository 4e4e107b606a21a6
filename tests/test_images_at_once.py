"""People generating images at once, no rate stated: a card each, or a queue on one.

Before, "how many 4090s to serve flux dev to 20 users generating at the same time" answered
what one card handles (2 images a minute) and never the count asked.
"""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _capacity(answer):
    return next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity").output


@pytest.mark.parametrize(
    ("text", "users", "lead"),
    [
        ("our team of 12 will all hit sdxl at the same time, how many 4090s do we need", 12,
         "**12 × RTX 4090"),
        ("how many l40s to let 6 users run flux schnell simultaneously?", 6, "**6 × L40S"),
        ("15个人同时用sdxl出图，要几张4090", 15, "**15 张 RTX 4090"),
    ],
)  # fmt: skip
def test_a_card_each_leads_with_the_wait_on_one_card_beside_it(advisor, text, users, lead):
    query, answer, first = turn_of(advisor, text)
    assert query.users == users and answer.kind == "workload_pick"
    out = _capacity(answer)
    assert out["target"] is None and out["per_gpu"] > 0
    seconds = 60 / out["per_gpu"]
    assert first.startswith(lead)
    said = [
        float(x.replace(",", ""))
        for x in re.findall(r"(\d[\d,]*(?:\.\d)?)\s*(?:s|秒|min|分钟)", first)
    ]
    assert round(seconds) in [round(x) for x in said]
    assert round(seconds * users / 60, 1) in said


def test_a_stated_rate_still_counts_cards_for_the_rate(advisor):
    _, answer, first = turn_of(
        advisor, "sdxl api for our app, need ~60 images/min at 1024. how many l4s?"
    )
    out = _capacity(answer)
    assert out["target"] == 60 and first.startswith(f"**{out['gpus']} x L4")
    assert "at once" not in first
