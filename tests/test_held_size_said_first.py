"""A card said at a memory size the catalog lacks is sized at the size held, said first.

"rtx 4070 16gb" (the catalog holds the 12 GB RTX 4070) is answered on the 6 GB card with a
first line that says so; a size that is the card read (a laptop's 8G) or several cards' total
("4x 3090 (96gb total)", "两张 a6000 96G") is no such size. The RTX 3080 12GB is its own row.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_a_size_no_row_holds_is_said_first(advisor):
    answer = advisor.ask("will a 4070 16gb run sdxl ok?")
    first = _first(answer)
    assert first.startswith("**Note:** '4070 16gb' is not in my catalog at that memory size")
    assert "RTX 4070" in first and "(12 GB)" in first


def test_the_same_in_chinese(advisor):
    first = _first(advisor.ask("3070 12g 跑 sdxl 行不行"))
    assert first.startswith("**请注意：**目录里没有这个显存容量的 '3070 12g'")


@pytest.mark.parametrize(
    "question",
    [
        "llama 3.3 70b q4 on 4x 3090 (96gb total), fits?",
        "两张 a6000 96G 能跑 qwen2.5 72b int4 吗",
        "笔记本 4070 8G 跑 7b 行吗",
    ],
)
def test_a_total_or_the_card_read_is_no_missing_size(advisor, question):
    assert "not in my catalog at that memory size" not in advisor.ask(question).answer
    assert "目录里没有这个显存容量" not in advisor.ask(question).answer


def test_the_12gb_rtx_3080_is_its_own_row(advisor):
    answer = advisor.ask("rtx 3080 12gb for sdxl at 1024, enough?")
    assert answer.verdict == "yes"
    assert "RTX 3080 12GB" in _first(answer) and "12.0 GB usable" in _first(answer)
