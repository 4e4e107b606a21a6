"""Power and spec-sheet questions read as the kind asked, with their figure first.

Own phrasings of each pattern: a PSU asked for cards and a CPU with nothing else to size (the
power kind, a wattage first), a bill over a stated period that says the wattage it is drawn at,
a TDP asked beside the cooling a card ships with (its row) against a cooling to plan for (its
draw), a memory size checked and a bandwidth weighed against another card (both sheets), and
China-made AI cards the catalog lacks said first.
"""

from __future__ import annotations

import re

import pytest

from assistant.evaluation_constraints import first_line
from assistant.evaluation_understanding import NOT_COVERED_RE
from tests.support.advisors import memory_advisor as _build

WATTS = re.compile(r"\d[\d,]* W\b")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "count"),
    [
        ("两张 4090 配一颗 13900k，电源要多大", 2),
        ("what psu for 3x 3090 and a threadripper?", 3),
    ],
)
def test_psu_for_cards_and_a_cpu_is_a_power_answer(advisor, question, count):
    answer = _ask(advisor, question)
    assert answer.kind == "power"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_power")
    assert call.input["count"] == count and call.input["ask"] == "psu"
    assert WATTS.search(first_line(answer.answer))


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("2x 4090 running 24/7 for a year at $0.15/kWh, what's the electricity?", "900 W"),
        ("A100 一年 365 天不停跑，电费一度一块，要多少钱", "400 W"),
    ],
)
def test_bill_over_a_period_says_the_wattage_it_is_drawn_at(advisor, question, watts):
    answer = _ask(advisor, question)
    assert answer.kind == "power"
    line = first_line(answer.answer)
    assert watts in line and re.search(r"12 (?:months|个月)", line)


@pytest.mark.parametrize(
    ("question", "kind", "figure"),
    [
        ("is the h100 pcie passively cooled, and what's its tdp?", "catalog", "350 W"),
        ("H20 的 TDP 多少，是风冷还是液冷", "catalog", "400 W"),
        ("b200 tdp — do I need liquid cooling for it?", "power", "1,000 W"),
    ],
)
def test_tdp_beside_the_cards_cooling_is_its_row(advisor, question, kind, figure):
    answer = _ask(advisor, question)
    assert answer.kind == kind
    assert figure in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "first", "second"),
    [
        ("MI300X 显存是 192G 吗，带宽和 H200 比如何", "5,300 GB/s", "4,800 GB/s"),
        ("L40S 显存是 48G 吗？带宽跟 A100 比怎么样", "864 GB/s", "2,039 GB/s"),
    ],
)
def test_a_size_checked_and_a_bandwidth_weighed_are_read_from_sheets(
    advisor, question, first, second
):
    answer = _ask(advisor, question)
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert first in line and second in line


@pytest.mark.parametrize(
    "question",
    [
        "太初 T100 显存多大",
        "how much power does a tecorigin t100 draw",
        "沐曦 C500 能跑 qwen2.5 7b 吗",
    ],
)
def test_china_made_ai_cards_the_catalog_lacks_are_said_first(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "not_covered"
    assert NOT_COVERED_RE.search(first_line(answer.answer))


def test_a_budget_raised_is_no_card_maker(advisor):
    answer = _ask(advisor, "预算8万，算能力强的卡推荐一下，跑 qwen2.5 32b")
    assert answer.kind == "recommend"
    assert "算能" not in answer.answer


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("训 resnet50 loss 变 nan，3090 上开的 fp16 amp，换 bf16 会好吗", "troubleshoot"),
        ("a 20 amp circuit, how many 3090s can it carry?", "power"),
    ],
)
def test_mixed_precision_amp_is_no_current(advisor, question, kind):
    answer = _ask(advisor, question)
    assert answer.kind == kind
    power = [c for c in answer.tool_calls if c.tool == "estimate_power"]
    assert all(c.input.get("circuit_amps") in (None, 20.0) for c in power)
    assert bool(power) == (kind == "power")
