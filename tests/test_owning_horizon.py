"""Rent or buy: the write-off period is the horizon (not the months already rented), a why
someone else asks is reported, and the work the card is bought for is sized on it."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.horizon import elapsed, horizon, written_off
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_elapsed_and_written_off_durations() -> None:
    text = "we have been renting for about 5 months now, we'd amortize over 3 years"
    five, three = text.index("5 months"), text.index("3 years")
    assert elapsed(text, five, five + 8) and not elapsed(text, three, three + 7)
    assert written_off(text, three, three + 7)
    assert horizon(text, [(five, five + 8, 3650.0), (three, three + 7, 26280.0)])[2] == 26280.0


@pytest.mark.parametrize(
    ("question", "years"),
    [
        (
            "we've been renting 4x A100 on lambda for 8 months now, running 24/7; our cto asks"
            " why we don't buy them. we'd depreciate over 3 years, does buying win?",
            3.0,
        ),
        (
            "been on runpod with 2 H100s for about 4 months already, 24/7. if we amortize over"
            " 2 years, does buying them beat renting?",
            2.0,
        ),
        ("已经在 AutoDL 租了 5 个月 4090 了，每天 24 小时跑，按 3 年折旧自己买划算吗", 3.0),
    ],
)
def test_the_write_off_period_is_the_horizon_not_the_months_rented(
    advisor, question: str, years: float
) -> None:
    q = parse(question, advisor.catalog)
    assert q.duration_hours == pytest.approx(years * 8760.0)
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = answer.tool_calls[0]
    assert weighed.tool.startswith("rent_vs_buy") and weighed.input["years"] == years
    assert weighed.input.get("utilization") == 1.0


@pytest.mark.parametrize(
    ("question", "why"),
    [
        ("my boss keeps asking why we don't just buy 8 H100s instead of renting on lambda", False),
        ("my manager asked why we rent. is buying 4 A100s cheaper over 3 years?", False),
        ("why is buying an H100 cheaper than renting it?", True),
    ],
)
def test_a_why_someone_else_asks_is_reported(advisor, question: str, why: bool) -> None:
    assert parse(question, advisor.catalog).explain_asked is why


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "a few hours of flux on weekends: buy a 5080 or rent a 4090?",
            "FLUX.1 [dev] (bf16) needs about 36.5 GB on the RTX 5080, 16.2 GB usable: it fits"
            " with an NF4 denoiser",
        ),
        ("周末偶尔跑几个小时 SDXL 出图，买一张 4060 还是租 4090 划算", "SDXL_ZH"),
        ("a few hours of sdxl on weekends: buy a 4090 or keep renting one?", "it fits."),
    ],
)  # fmt: skip
def test_the_work_a_card_is_bought_for_is_sized_on_it(advisor, question: str, said: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    said = said.replace("SDXL_ZH", "Stable Diffusion XL 1.0 base（fp16）在 RTX 4060 上")
    assert "%" in first_line(answer.answer)  # the verdict at the use stated leads
    assert said in answer.answer.split("\n\n")[1]
    assert any(c.tool == "estimate_workload_memory" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        ("买二手3090还是租AutoDL，用一年哪个便宜", None),
        ("收一张矿卡3090还是租卡，半年哪个划算", None),
        ("二手3090大概4500，买还是租", 4500),
        ("二手4090大概1.3万，买还是租划算", 13000),
    ],
)
def test_a_card_named_after_used_is_no_price(advisor, question: str, capex: float | None) -> None:
    q = parse(question, advisor.catalog)
    assert (float(q.budget) if q.budget is not None else None) == capex
    weighed = last_answer(advisor, question).tool_calls[0]
    said = weighed.input.get("capex")
    assert (float(said) if said is not None else None) == capex


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("buy a used 3090 or rent one on runpod for a year?", "weighed at its new price"),
        ("买矿卡3090还是租卡，用一年哪个便宜", "按新卡价计算"),
        ("收个二手 4090 还是租云划算，用两年", "按新卡价计算"),
    ],
)
def test_a_used_card_weighed_at_its_new_price_says_so(advisor, question: str, said: str) -> None:
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert said in answer.answer.split("\n\n")[1]


def test_a_used_price_stated_is_weighed_with_no_note(advisor) -> None:
    answer = last_answer(advisor, "二手3090大概4500，买还是租")
    assert "按新卡价计算" not in answer.answer
    assert float(answer.tool_calls[0].input["capex"]) == 4500
