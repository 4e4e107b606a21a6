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


def test_a_card_that_cannot_hold_the_job_as_asked_is_timed_at_the_mildest_setting_that_fits(
    advisor,
):
    # FLUX.1 [dev] in bf16 needs 36.5 GB, over a 4090's 24.5 GB usable; offloading the text
    # encoders still leaves 27.3 GB; an fp8 denoiser fits (14.9 GB): the rate is that setting's
    _, answer, _ = turn_of(advisor, "how many 4090s so 8 people can run flux dev at the same time?")
    out = _capacity(answer)
    assert out["fits"] is True and out["memory"]["peak_gb"] == pytest.approx(14.9, abs=0.1)
    notes = out["assumptions"]  # rendered in English in a tool result
    assert "sized with an fp8 denoiser: as asked it does not fit the card" in notes
    assert "does not fit" not in answer.answer.split("\n\n")[0]
    # a precision the user states is kept as asked, even when it does not fit
    _, stated, _ = turn_of(advisor, "how many 4090s so 8 people can run flux dev in bf16 at once?")
    assert _capacity(stated)["fits"] is False
