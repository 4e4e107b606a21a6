"""The NVLink speed and the HBM capacity asked of named cards are read from their catalog rows."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("A800 和 A100 的 nvlink 带宽各是多少", ("400 GB/s", "600 GB/s")),
        ("what's the nvlink bandwidth of the a800 and the a100", ("400 GB/s", "600 GB/s")),
        ("H100 的卡间互联带宽是多少", ("900 GB/s",)),
        ("nvlink bandwidth on the H20?", ("900 GB/s",)),
    ],
)
def test_the_link_speed_asked_leads_for_every_card_named(
    advisor, question: str, figures: tuple[str, ...]
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert all(f in line for f in figures)
    assert "memory bandwidth" not in line.split(";")[0] and "显存带宽" not in line.split("；")[0]


def test_a_link_cut_said_in_passing_is_no_spec_lookup(advisor) -> None:
    q = parse("H100和H800训练差多少？主要是nvlink带宽砍了", advisor.catalog)
    assert "link" not in q.spec_fields


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("gaudi 3 HBM capacity?", "128 GB"),
        ("what's the mi300x memory capacity", "192 GB"),
        ("H200 的 HBM 容量多大", "141 GB"),
    ],
)
def test_an_hbm_capacity_asked_is_the_memory_figure_first(
    advisor, question: str, figure: str
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog" and figure in line
    assert line.index(figure) < 40  # the figure asked comes first, the rest of the row after
