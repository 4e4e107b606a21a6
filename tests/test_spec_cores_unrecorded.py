"""Core counts, clocks and cache asked of a card: the first line says the table lacks them.

"how many tensor cores does the 4090 have" quoted a guide passage on PCIe lanes (its "tensor"
matched "tensor parallelism"); the row's dense TFLOPS, what the cores add up to, is given
instead, the way a memory bus width asked is.
"""

import pytest

from assistant.question.spec_checked import checked_fields
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("how many cuda cores on an rtx 3090?", ["not recorded", "71 dense BF16 TFLOPS"]),
        ("a100 80gb sxm boost clock?", ["not recorded", "312 dense BF16 TFLOPS"]),
        ("4090 张量核心有多少个", ["规格表未记录核心数", "165.2 TFLOPS"]),
        ("L40S 的二级缓存多大", ["规格表未记录核心数", "362 TFLOPS"]),
    ],
)
def test_unrecorded_figures_are_said_first_with_the_tflops(advisor, question, lead):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "catalog"
    assert all(x in first for x in lead), first
    assert all(c.source.startswith("specs/gpus.yaml") for c in answer.citations)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("how many sms does the h100 have", True),
        ("5090 cuda核心数是多少", True),
        ("what are tensor cores", False),  # what they are: an explanation, no figure
        ("频率掉到1.2ghz正常吗", False),  # a clock read off a run: a reading to judge
    ],
)
def test_counts_and_clocks_are_read_as_asked_figures(text, asked):
    assert ("cores" in checked_fields(text)) is asked


def test_an_l2_cache_is_not_the_l2_card(advisor):
    answer = advisor.ask("h100 的 l2 缓存多大")
    assert [c.source for c in answer.citations] == ["specs/gpus.yaml#h100-sxm"]
