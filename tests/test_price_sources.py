"""A catalog price's first line keeps what the price is; where it was read follows after."""

from __future__ import annotations

import pytest

from assistant.answer.price_sources import brief_basis, split_basis
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("raw", "short", "sources"),
    [
        (
            'used-market, 2026: 500-800 USD (local-llm.net "RTX 3090 in 2026: Best (Value)"),'
            " the top of the range",
            "used-market, 2026: 500-800 USD, the top of the range",
            ['local-llm.net "RTX 3090 in 2026: Best (Value)"'],
        ),
        (
            "street price per GPU, analyst estimate Aug 2023 (Raymond James via Epoch AI"
            " notebook); low end of the quoted 25000-30000 range",
            "street price per GPU, analyst estimate Aug 2023; low end of the quoted 25000-30000"
            " range",
            ["Raymond James via Epoch AI notebook"],
        ),
        ("launch MSRP, Sep 2020", "launch MSRP, Sep 2020", []),
        ("launch MSRP (announced CES Jan 2022)", "launch MSRP (announced CES Jan 2022)", []),
        (None, "", []),
    ],
)
def test_sources_leave_the_basis_and_the_rest_stays(raw, short, sources) -> None:
    assert split_basis(raw) == (short, sources)


def test_the_chinese_basis_is_in_chinese() -> None:
    short, sources = brief_basis(
        "used-market, 2026: 500-800 USD (site.com), the top of the range", "zh"
    )
    assert short == "二手市场，2026：500-800 USD，取区间上限" and sources == ["site.com"]


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "figure", "source_line"),
    [
        ("going rate for a second-hand rtx 3090?", "used, $800", "Price sources: local-llm.net"),
        ("二手 3090 大概什么价", "二手约 $800（二手市场", "价格来源：local-llm.net"),
        ("h100 sxm purchase price per card?", "$25,000 to buy", "Price sources: Raymond James"),
    ],
)
def test_the_figure_leads_and_its_source_follows(advisor, text, figure, source_line) -> None:
    paragraphs = advisor.ask(text).answer.split("\n\n")
    assert figure in paragraphs[0] and ".net" not in paragraphs[0] and "via" not in paragraphs[0]
    assert any(p.startswith(source_line) for p in paragraphs[1:])


@pytest.mark.parametrize(
    "text",
    ["预算两千块，想给 13b 做全参微调，买什么卡", "预算3000元，想用 qwen2.5 14b 做 lora，推荐显卡"],
)
def test_a_chinese_nothing_fits_line_reads_as_a_sentence(advisor, text) -> None:
    first = advisor.ask(text).answer.splitlines()[0]
    assert "没有装得下" in first and "没有能" not in first
