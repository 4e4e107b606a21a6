"""Spec questions: figures listed then asked once, a rack's power planned from a card's TDP,
and two cards' difference asked with no use named. Figures from knowledge/specs/gpus.yaml."""

from __future__ import annotations

import pytest

from assistant.question.spec_sheet import asks_difference, difference_fields, listed_fields
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, question: str):
    turn = advisor.converse([question]).turns[-1]
    assert turn.answer is not None
    return turn.answer, turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("l40s 显存和功耗多少", ["memory", "power"]),
        ("h20 vram and tdp?", ["memory", "power"]),
        ("显存、带宽、算力分别是多少", ["memory", "bandwidth", "tflops"]),
        ("显存带宽多少", []),  # one field, the bandwidth's own reader
    ],
)
def test_figures_listed_then_asked_once(text, fields) -> None:
    assert listed_fields(text) == fields


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("rtx a4000 显存和功耗多少", ("16 GB", "140 W")),
        ("L40S vram and tdp?", ("48 GB", "350 W")),
    ],
)
def test_a_listed_pair_of_figures_is_the_cards_row(advisor, question, shown) -> None:
    answer, first = _first(advisor, question)
    assert answer.kind == "catalog"
    assert all(s in first for s in shown)


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("h100 sxm tdp? need it for cabinet power planning", "700 W"),
        ("B200 的 TDP 多少，机柜供电要按多少算", "1,000 W"),
    ],
)
def test_a_tdp_asked_for_power_planning_is_a_power_answer(advisor, question, watts) -> None:
    answer, first = _first(advisor, question)
    assert answer.kind == "power"
    assert watts in first


def test_a_plain_tdp_lookup_stays_the_cards_row(advisor) -> None:
    answer, first = _first(advisor, "what is the tdp of the h100 sxm")
    assert answer.kind == "catalog" and "700 W" in first


@pytest.mark.parametrize(
    ("text", "asked", "sheets"),
    [
        ("a800 和 a100 的区别，是不是只砍了 nvlink", True, True),
        ("h800 and h100: is the memory bandwidth the difference?", True, True),
        ("what's the difference between the h800 and h100", True, False),
        ("a800 和 a100 有啥区别？训练速度差多少", False, False),
        ("l20和l40s差在哪 做推理选哪个", False, False),
    ],
)
def test_a_difference_with_no_use_asks_it_and_a_spec_named_asks_the_sheets(
    text, asked, sheets
) -> None:
    assert asks_difference(text) is asked
    assert bool(difference_fields(text)) is sheets


@pytest.mark.parametrize(
    ("question", "kind", "differs", "same"),
    [
        (
            "A800 和 A100 的区别，是不是只砍了 nvlink",
            "catalog",
            "卡间互联（400 GB/s 对 600 GB/s）",
            "显存",
        ),
        (
            "h800 vs h100, is nvlink the only difference?",
            "catalog",
            "the link between cards (400 GB/s against 900 GB/s)",
            "the same memory, memory bandwidth, BF16 TFLOPS and board power",
        ),
        (
            "difference between a 4090 and a 4090 d?",
            "compare",
            "BF16 TFLOPS (165.2 against 147.1) and board power (450 W against 425 W)",
            "the same memory",
        ),
        (
            "H100 vs H200: what's the difference?",
            "compare",
            "memory (80 GB HBM3 against 141 GB HBM3e)",
            "the same BF16 TFLOPS",
        ),
    ],
)
def test_two_cards_difference_leads_with_what_differs(
    advisor, question, kind, differs, same
) -> None:
    answer, first = _first(advisor, question)
    assert answer.kind == kind
    assert differs in first and same in first


def test_unrecorded_figures_are_neither_same_nor_different(advisor) -> None:
    answer, first = _first(advisor, "a10 vs a10g difference?")
    assert "match on every spec recorded for both" in first
    assert "BF16 TFLOPS and board power not recorded for one of them" in first
    _, zh = _first(advisor, "A10 和 A10G 的区别，是不是只改了功耗")
    assert "在两者都有记录的规格上完全相同" in zh and "BF16 算力、板卡功耗有一张卡未记录" in zh


def test_a_difference_with_a_use_stays_a_comparison(advisor) -> None:
    answer, _ = _first(advisor, "A800 和 A100 有啥区别？训练速度差多少")
    assert answer.kind == "compare"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("<b>urgent</b> which gpu should i buy for 13b inference?", "recommend"),
        ("帮我推荐个NAS用的硬盘，16T左右", "unsupported"),  # 16T is a disk, not a model size
    ],
)
def test_a_model_size_keeps_a_question_on_topic_whatever_wraps_it(advisor, question, kind):
    answer, _ = _first(advisor, question)
    assert answer.kind == kind


@pytest.mark.parametrize(
    "text",
    ["h200 vs h100, what changed on memory and tb/s?", "b300 比 b200 改了什么，显存呢"],
)
def test_what_a_refresh_changed_is_a_difference(text) -> None:
    assert asks_difference(text)
    assert "bandwidth" in difference_fields(text)


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        (
            "so the H200 is an H100 SXM with more HBM? what changed in capacity and GB/s",
            ("141 GB", "4,800 GB/s"),
        ),
        ("A100 80GB 和 A100 40GB 差在哪，80G 和 40G 以外还有什么", ("80 GB", "40 GB")),
        # the pair's own sizes quoted name no third card (no "80G" H100 SXM)
        ("H100 PCIe vs H100 NVL, apart from 80G and 94G how do they differ", ("2,000", "3,900")),
    ],
)
def test_two_cards_difference_leads_with_the_rows(advisor, question, shown) -> None:
    answer, first = _first(advisor, question)
    assert answer.kind == "catalog"
    assert all(s in first for s in shown), first


@pytest.mark.parametrize(
    ("question", "card", "verdict"),
    [
        ("which cards have nvlink? 3090 yes, 4090 no, and the rtx a6000?", "RTX A6000", "Yes"),
        ("fp8: which gpus have it? h100 yes, a100 no, what about the l40s", "L40S", "Yes"),
    ],
)
def test_a_feature_asked_over_cards_named_reads_each_row(advisor, question, card, verdict) -> None:
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "catalog"
    assert f"**{verdict}: the {card}" in answer.answer


def test_sizes_weighed_for_a_use_stay_a_comparison(advisor) -> None:
    # the sizes weighed for training ("炼丹"), none set aside: the two cards compared for it
    answer, _ = _first(advisor, "炼丹选 3090 还是 4070 ti super，24g 跟 16g 差得多吗")
    assert answer.kind == "compare"
