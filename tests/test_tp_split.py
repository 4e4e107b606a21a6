"""vLLM refusing a tensor-parallel size that does not divide the attention heads: the sizes that
do, and a layout that keeps every card (pipeline stages split layers, with no head constraint)."""

import pytest

from assistant.calc.tp_split import tp_layout
from assistant.question.text import fold
from assistant.question.tp_split import tp_split_said
from tests.support.advisors import memory_advisor


def test_the_heads_and_size_printed_are_read():
    said = (
        "ValueError: Total number of attention heads (52) must be divisible by tensor parallel"
        " size (8)."
    )
    assert tp_split_said(fold(said)) == (52, 8)
    assert tp_split_said(fold("vllm says heads not divisible by tp on 3 gpus")) is None


@pytest.mark.parametrize(
    ("heads", "cards", "sizes", "tensor", "combined", "pipeline"),
    [
        (40, 3, [1, 2, 4, 8], 2, 1, 3),  # three cards: pipeline over all three
        (40, 6, [1, 2, 4, 8], 4, 2, 3),  # six: two-way tensor parallel in three stages
        (52, 8, [1, 2, 4], 4, 4, 2),  # 52 heads: 8 does not divide, 4 x 2 does
        (64, 5, [1, 2, 4, 8], 4, 1, 5),
    ],
)
def test_layouts_use_sizes_that_divide_the_heads(heads, cards, sizes, tensor, combined, pipeline):
    layout = tp_layout(heads, cards)
    assert layout.sizes == sizes
    assert (layout.tensor, layout.combined, layout.pipeline) == (tensor, combined, pipeline)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_the_refusal_pasted_is_answered_with_the_layout(advisor):
    answer = advisor.ask(
        "vllm on 6x a10g, --tensor-parallel-size 6 → ValueError: Total number of attention heads "
        "(64) must be divisible by tensor parallel size (6). fix?"
    )
    assert answer.kind == "troubleshoot"
    lead = next(line for line in answer.answer.splitlines() if "attention heads" in line)
    assert "--tensor-parallel-size 2 --pipeline-parallel-size 3" in lead
    assert "1, 2, 4, 8" in lead


def test_the_refusal_said_in_chinese_without_numbers_gets_the_rule(advisor):
    answer = advisor.ask("三张卡跑 vllm 报头数不能被 tp 3 整除，咋办")
    assert answer.kind == "troubleshoot"
    assert "--pipeline-parallel-size" in answer.answer.splitlines()[0]
