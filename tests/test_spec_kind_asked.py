"""A card's memory asked by its kind ("用的什么显存", "hbm or gddr?") and its bandwidth asked by
its official figure ("带宽有没有官方数据"): the card's row answers, the kind beside the size."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.spec_checked import checked_fields
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("a6000 用的是什么显存", ["memory"]),
        ("mi250x 显存类型是啥", ["memory"]),
        ("what type of memory is on the l40s", ["memory"]),
        ("does the a10 have hbm or gddr?", ["memory"]),
        ("l20 带宽有没有官方数据", ["bandwidth"]),
        ("h20 的官方带宽是多少", ["bandwidth"]),
        ("为啥显存占用这么大", []),
        ("what kind of memory do i need for a 70b model", []),
        ("nvlink 带宽的数据有吗", []),
    ],
)
def test_memory_kind_and_official_bandwidth_are_read(text, fields):
    assert checked_fields(text) == fields


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("RTX A6000 用的什么类型的显存？带宽官方数据是多少", "显存 48 GB GDDR6"),
        ("what kind of memory does the L40S use — hbm or gddr?", "48 GB of GDDR6"),
        ("MI300X 用的啥显存", "显存 192 GB HBM3"),
    ],
)
def test_the_cards_row_answers_with_the_memorys_kind(advisor, question, lead):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert lead in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "note"),
    [
        ("昇腾 910B 的算力有官方数据吗", "**官方数字：**没有找到 Huawei Ascend 910B 的官方数据"),
        ("ascend 910b bandwidth, is that number official?", "**Official figures:** not found"),
        ("is there an official datasheet number for the h100 sxm bandwidth?", "**Sources:**"),
    ],
)
def test_whether_the_figures_are_official_is_said_after_the_row(advisor, question, note):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert note in answer.answer.split("\n\n")[1]


def test_no_source_note_unless_asked(advisor):
    answer = advisor.ask("910B 显存带宽多少")
    assert "官方数字" not in answer.answer and "来源：**" not in answer.answer
