"""One cause of a speed gap doubted ("is it faster just because of memory?", "只是因为带宽吗")
is a reason asked: an explanation, not the two cards' rows; memory types set side by side
("hbm3 vs hbm3e") weigh causes, not cards."""

import pytest

from assistant.question.gap_cause import gap_cause_asked, without_cause_asked
from assistant.question.parsing import parse
from assistant.question.text import fold
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "is the b200 quicker than the h200 purely due to its bandwidth?",
        "gddr6x versus gddr7 — is the 5090 faster than a 4090 only because of memory?",
        "5090 比 4090 快，仅仅是因为显存带宽高吗",
        "h200 跑推理比 h100 快，主要在于 hbm3e 吗？",
    ],
)
def test_a_doubted_cause_is_explained(box, advisor, question):
    query = parse(question, box.catalog)
    assert query.explain_asked and not query.spec_fields  # the cause asked, no row looked up
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "concept"
    assert not any(c.tool == "query_catalog" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("is the h200 faster than the h100 just because of memory?", True),
        ("h200 比 h100 慢，是不是只因为带宽", True),
        ("i bought it just because of the price, is it fast?", False),  # no gap set against
        ("只因为预算，速度能接受吗", False),
    ],
)
def test_cause_doubted_needs_a_speed_gap(text, asked):
    assert gap_cause_asked(fold(text)) is asked


def test_memory_types_weighed_pick_no_card():
    folded = fold("hbm3 vs hbm3e: is the h200 faster than the h100 just because of that?")
    assert " vs " not in without_cause_asked(folded)


def test_a_figure_asked_plainly_stays_a_lookup(box):
    query = parse("h200 和 h100 的显存带宽分别是多少？", box.catalog)
    assert query.task == "catalog" and "bandwidth" in query.spec_fields


def test_en_answer_explains_with_the_rows(advisor):
    answer = (
        advisor.converse(["hbm3e or hbm3, is the h200 faster than an h100 only because of memory?"])
        .turns[-1]
        .answer
    )
    assert answer.kind == "concept"
    assert "4.8 TB/s" in answer.answer and "HBM3e" in answer.answer


def test_zh_answer_is_an_explanation(advisor):
    answer = advisor.converse(["b200 比 h200 快，仅仅是因为带宽更高吗？"]).turns[-1].answer
    assert answer.kind == "concept"
    assert "B200" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "梯度检查点到底是省显存，还是只是变慢？",
        "fsdp 和 ddp 有什么区别，是省显存还是变慢",
        "qlora 是真能省显存，还是只会让训练变慢？",
    ],
)
def test_a_slowdown_weighed_against_a_gain_is_no_trouble(advisor, question):
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    "question", ["升级驱动以后训练变慢了", "开了梯度检查点以后一开就变慢，正常吗"]
)
def test_a_slowdown_seen_is_still_a_trouble(question):
    assert trouble_kind(question) == "slow"
