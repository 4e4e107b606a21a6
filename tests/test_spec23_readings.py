"""Readings mended on fresh32's misses, each asked in new words (en + zh).

Two cards' bandwidth set against each other is a lookup of their rows; the cause of a gap
between two cards ("差在哪，带宽还是算力") is an explanation; a PSU named with its brand and 80
PLUS grade is a PSU to check; a delivered machine benchmarked for a cut-down card is a verify;
"wall-clock estimate?" asks a job's length.
"""

from __future__ import annotations

import pytest

from assistant.question.gap_cause import gap_cause_asked, without_cause_asked
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "ids", "first_words"),
    [
        (
            "does the a100 40gb have less bandwidth than the a100 80gb sxm",
            ["a100-40gb-sxm", "a100-80gb-sxm"],
            "A100 SXM4 40GB: 1,555 GB/s memory bandwidth",
        ),
        (
            "has the 4080 super got more memory bandwidth than the 4070 ti super",
            ["rtx-4080-super", "rtx-4070-ti-super"],
            "RTX 4080 SUPER: 736 GB/s memory bandwidth",
        ),
        ("l4 跟 t4 谁的带宽更高", ["l4", "t4"], "L4：显存带宽 300 GB/s"),
        ("a6000 的带宽是不是比 3090 还低", ["rtx-a6000", "rtx-3090"], "显存带宽 768 GB/s"),
    ],
)
def test_two_cards_bandwidth_set_against_is_a_lookup_of_both_rows(
    advisor, question, ids, first_words
):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "catalog"
    assert query.spec_fields == ["bandwidth"]
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["gpu_ids"] == ids
    assert first_words in first


@pytest.mark.parametrize(
    "question",
    [
        "the a6000 and 3090 are both ampere, where does the gap in llm speed come from?",
        "why does the 4090 beat a p40 so badly at llm decoding — bandwidth or compute?",
        "3090 和 a6000 跑大模型速度差距主要来自哪里，是带宽吗",
        "都是 24G，3090 比 P40 快那么多，到底快在哪，架构还是带宽",
    ],
)
def test_the_cause_of_a_gap_between_two_cards_is_explained(advisor, question):
    query, answer, _ = turn_of(advisor, question)
    assert len({g.gpu_id for g in query.gpus}) == 2
    assert query.explain_asked
    assert answer.kind == "concept"
    assert not any(c.tool in ("compare_gpus", "query_catalog") for c in answer.tool_calls)


def test_causes_weighed_pick_no_card():
    folded = "速度到底差在哪，带宽还是算力"
    assert gap_cause_asked(folded)
    assert "哪" not in without_cause_asked(folded)
    assert "还是" not in without_cause_asked(folded)
    assert gap_cause_asked("the 4090 decodes 2x faster; where does the difference come from?")
    assert not gap_cause_asked("4090 还是 3090，跑 70b 选哪个")
    assert not gap_cause_asked("l40 和 l40s 规格差在哪")  # no pace said: the sheets' difference


def test_a_pick_between_two_cards_stays_a_comparison(advisor):
    _, answer, _ = turn_of(advisor, "h100 vs a100 for training, which should i rent")
    assert answer.kind == "compare"


@pytest.mark.parametrize(
    ("question", "watts", "first_words"),
    [
        (
            "is a corsair 1000w platinum fully modular enough for a single 5090 and a 9950x?",
            1000.0,
            "No, 1,000 W is not enough",
        ),
        (
            "三张 3090 加 7950x 跑 lora，长城 1600W 金牌全模组够用吗",
            1600.0,
            "1,600 W",
        ),
    ],
)
def test_a_psu_named_with_its_grade_is_checked(advisor, question, watts, first_words):
    query, answer, first = turn_of(advisor, question)
    assert query.power_ask == "psu_check"
    assert query.psu_stated_w == watts
    assert answer.kind == "power"
    assert first_words in first


@pytest.mark.parametrize(
    "question",
    [
        "how do i benchmark the 4090 box the provider handed over to make sure the compute"
        " isn't nerfed",
        "机房给的两台 A100，想测一下算力有没有被限，用什么工具",
    ],
)
def test_a_delivered_machine_benchmarked_for_a_cut_is_verified(advisor, question):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "verify"
    assert "gpu-advisor verify" in first


def test_a_cut_asked_of_a_cards_row_stays_a_lookup(advisor):
    _, answer, _ = turn_of(advisor, "4090D 算力阉割了多少")
    assert answer.kind == "catalog"


@pytest.mark.parametrize(
    ("question", "first_words"),
    [
        (
            "full fine-tune of mistral 7b on 300m tokens, 4x a100 80gb. runtime guess?",
            "**About 10.4 hours**",
        ),
        ("qwen2.5 7b 全参微调，10 亿 token，8 张 a800，耗时估计一下", "**约 18.7 小时**"),
        (
            "continued pretraining of qwen3 4b on 5b tokens of filings, 8x h100 sxm. wall clock?",
            "**About 12.7 hours**",
        ),
    ],
)
def test_a_wall_clock_asked_as_an_estimate_leads_with_the_duration(advisor, question, first_words):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "job_duration"
    assert first.startswith(first_words)


def test_a_bare_type_spec_asked_without_a_model_is_no_fit(advisor):
    q = parse("华为云 p2s.8xlarge.8 内存配了多少", advisor.catalog)
    assert q.type_spec_asked


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("A40 和 L40 规格上区别在哪", "catalog"),  # the difference itself, no pace: the sheets
        ("a100 和 h800 跑微调哪个好，h800 互联被砍了", "compare"),  # "哪个好": weighed for a job
    ],
)
def test_a_difference_or_a_pick_is_no_cause_asked(advisor, question, kind):
    query, answer, _ = turn_of(advisor, question)
    assert not query.explain_asked
    assert answer.kind == kind


@pytest.mark.parametrize(
    ("question", "verdict", "watts"),
    [
        ("is a 1000W Corsair PSU enough for two 3090s and a 5950x?", "no", "1,000 W"),
        ("850w seasonic focus gold psu ok for a 4090 + 7800x3d?", "yes", "850 W"),
        ("我的1200W 长城电源够两张4090吗", "no", "1,200 W"),
    ],
)
def test_a_psu_named_with_its_maker_is_the_psu_checked(question, verdict, watts):
    answer = memory_advisor().ask(question)
    assert answer.kind == "power" and answer.verdict == verdict
    assert watts in answer.answer.splitlines()[0]
