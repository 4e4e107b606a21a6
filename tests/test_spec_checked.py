"""A card's figure checked against a number the user states ("带宽上8TB/s了吗", "bandwidth
really 4.8 TB/s?"), or its memory asked by the name of its kind ("多少HBM"): the row answers."""

from __future__ import annotations

import pytest

from assistant.question.quoted_figures import quoted_figures
from assistant.question.spec_checked import checked_fields
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("h100带宽有3tb/s吗", ["bandwidth"]),
        ("b200 bandwidth really 8 tb/s?", ["bandwidth"]),
        ("does the h200 hit 4.8tb/s?", ["bandwidth"]),
        ("mi300x单卡多大hbm", ["memory"]),
        ("4090显存才24g？", ["memory"]),
        ("mi325x多少hbm，带宽过6tb/s没", ["memory", "bandwidth"]),
        ("h100 nvlink bandwidth 900?", []),
        ("带宽很重要吗", []),
    ],
)
def test_checked_fields(text: str, fields: list[str]) -> None:
    assert checked_fields(text) == fields


@pytest.mark.parametrize(
    ("text", "opening", "figure", "verdict"),
    [
        ("H100带宽有3TB/s吗", "H100 SXM5 80GB：显存带宽", "3,350 GB/s", "yes"),
        (
            "is the b200 bandwidth really 8 TB/s?",
            "B200: 8,000 GB/s memory bandwidth",
            "8,000",
            "yes",
        ),
        ("MI300X单卡多少HBM", "AMD Instinct MI300X：显存 192 GB HBM3", "192 GB", None),
        ("4060 Ti 16G带宽才288？", "RTX 4060 Ti 16GB：显存带宽 288 GB/s", "288 GB/s", "yes"),
    ],
)
def test_a_checked_figure_is_answered_from_the_row(
    advisor, text: str, opening: str, figure: str, verdict: str | None
) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog"
    # the row's figures lead, after the yes to a figure quoted that the row bears out (catalog31)
    assert answer.verdict == verdict
    shown = first
    for said in ("**Yes.** ", "**是的。** "):
        shown = shown.removeprefix(said)
    assert shown.lstrip("*").startswith(opening) and figure in first


def test_a_rate_in_gb_s_quotes_the_bandwidth_unnamed() -> None:
    quotes = quoted_figures("does the l40s really run at 864 gb/s? thinking of an a6000 too")
    assert [(q.field, q.value) for q in quotes] == [("bandwidth", 864.0)]
    assert "bandwidth" in checked_fields("is the h200 at 4.8 tb/s? vs the h100")


def test_spec_quoted_beside_a_second_card_is_the_rows_not_a_comparison() -> None:
    answer = memory_advisor().ask("does the 4070 super do 504 GB/s? weighing it against a 3080")
    assert answer.kind == "catalog"
    first = answer.answer.splitlines()[0]
    assert "504 GB/s" in first and "760 GB/s" in first
