"""A why asked of a gap in a later clause, and two formats' difference, are explanations.

"…decode at about the same speed, so why is the 4090 way faster on flux?": the why need not
open the message; "fp8 和 int8 有啥区别，H20 支持而 A800 不支持": the cards named are the
formats' support examples, not two rows to set side by side. A price remarked on ("looks
cheap") asks none, and "how much does the GPU get" asks an amount, not money.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "my 3090 and a friend's 4090 decode llms at about the same speed, so why is the 4090 way"
        " faster on flux?",
        "4090 和 3090 出字速度差不多，出图怎么就快这么多",
    ],
)
def test_a_why_of_a_gap_in_a_later_clause_is_explained(advisor, text: str) -> None:
    query = parse(text, CAT)
    assert query.explain_asked
    assert advisor.ask(text).kind == "concept"


@pytest.mark.parametrize(
    "text",
    [
        "what's the actual difference between fp8 and int8? the L40S has fp8 and the A6000"
        " doesn't, does it matter",
        "fp8 跟 int4 量化有什么不同？4090 支持 fp8，3090 不支持",
    ],
)
def test_two_formats_differing_are_explained_whatever_cards(advisor, text: str) -> None:
    assert parse(text, CAT).explain_asked
    answer = advisor.ask(text)
    assert answer.kind == "concept"
    assert "FP8" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "p4d.24xlarge looks pretty cheap. how many a100s, and nvlink or not?",
        "ecs.gn7i-c32g1.32xlarge 看起来挺便宜，里面几张卡",
    ],
)
def test_a_price_remarked_on_is_no_price_asked(text: str) -> None:
    assert not parse(text, CAT).price_words


@pytest.mark.parametrize(
    ("text", "priced"),
    [
        ("of the MI300X's memory, how much does one model instance actually get?", False),
        ("how much does an a100 cost a month", True),
        ("how much would 8 h100s set us back", True),
    ],
)
def test_how_much_an_amount_held_is_not_money(text: str, priced: bool) -> None:
    assert (parse(text, CAT).intent == "cost") is priced


@pytest.mark.parametrize(
    ("text", "prices"),
    [
        (
            "跑 sdxl 出图，3090 二手卖 5000，4070 ti super 要 6000，选哪个",
            {"rtx-3090": 5000.0, "rtx-4070-ti-super": 6000.0},
        ),
        (
            "for sdxl, the 4070 super goes for 600 and a used 3090 sells for 700 -- which?",
            {"rtx-4070-super": 600.0, "rtx-3090": 700.0},
        ),
    ],
)
def test_bare_amounts_after_a_price_verb_price_each_card(advisor, text: str, prices) -> None:
    """ "卖 5000", "要 6000", "goes for 600": each card's price, with no currency written."""
    assert parse(text, CAT).card_prices == prices
    answer = advisor.ask(text)
    assert answer.kind == "workload_compare"
    assert "3090" in answer.answer.splitlines()[0]
    assert "5,000" in answer.answer or "your prices" in answer.answer


def test_a_count_after_a_price_verb_is_no_price() -> None:
    query = parse("3090 要 2 张还是 4090 要 1 张，跑 sdxl", CAT)
    assert not query.card_prices


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("T4 的显存带宽和半精度算力各是多少", ["bandwidth", "tflops"]),
        ("for the V100 PCIe: memory bandwidth and fp16 tflops?", ["bandwidth", "tflops"]),
    ],
)
def test_figures_listed_with_a_format_are_each_asked(advisor, text: str, fields) -> None:
    """ "半精度算力", "fp16 tflops" in a list asked once: each figure is the card's row."""
    query = parse(text, CAT)
    assert sorted(query.spec_fields) == sorted(fields)
    answer = advisor.ask(text)
    assert answer.kind == "catalog"
    assert "GB/s" in answer.answer.splitlines()[0] and "TFLOPS" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "A100 MIG slices for serving a handful of 8B models: useful, or mostly a gimmick?",
        "H100 的 MIG 切分拿来同时跑好几个 7B 小模型，实用还是噱头？",
    ],
)
def test_a_feature_doubted_as_a_gimmick_is_explained(advisor, text: str) -> None:
    assert parse(text, CAT).explain_asked
    answer = advisor.ask(text)
    assert answer.kind == "concept"
    assert "MIG" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "what does 'gradient checkpointing' actually do, and why does it stop the OOM on long"
        " sequences?",
        'what does "attention slicing" actually do and why does it avoid the OOM at 1024px?',
    ],
)
def test_a_quoted_technique_asked_what_it_does_is_explained(advisor, text: str) -> None:
    """The technique named in quotes: its workings asked in general, no run of the asker's."""
    query = parse(text, CAT)
    assert query.explain_asked and query.asked_in_general
    assert advisor.ask(text).kind == "concept"
