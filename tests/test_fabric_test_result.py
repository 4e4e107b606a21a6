"""perftest's bandwidth between two nodes (``ib_write_bw``) judged against the InfiniBand port's
line rate: read as a ``fabric`` test result, answered yes or no first, no memory reading."""

import pytest

from assistant.question.fabric_test import line_rate, measured_gbit
from assistant.question.readings import memory_reading
from assistant.question.test_results import card_test_read
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "rate", "measured"),
    [
        ("ib_read_bw reports 370 Gb/s over the NDR link, healthy?", 400.0, 370.0),
        ("ib_send_bw: 11.5 GB/s on a 100G EDR port, ok?", 100.0, 92.0),
        ("perftest BW average 24000 MB/sec, HDR, is that normal", 200.0, 192.0),
        ("ib_write_bw 两台之间只有 120 gbps，200g 的 hdr 网卡，正常吗", 200.0, 120.0),
    ],
)
def test_rate_and_port_read(text, rate, measured):
    folded = fold(text)
    assert line_rate(folded) == rate
    assert measured_gbit(text, folded) == pytest.approx(measured)
    result = card_test_read(text, card_named=False)  # a port: judged with no card named
    assert result is not None and result.test == "fabric"
    assert result.figure_gb_s is None  # never held against a card's link in GB/s


def test_a_rate_is_no_memory_reading():
    assert memory_reading("busbw shows 190 GB/s on the node, is that right?") is None
    assert memory_reading("nvidia-smi shows 40GB, is that right?") is not None


@pytest.mark.parametrize(
    ("turns", "verdict", "start"),
    [
        (["ib_read_bw gets 385 Gb/s between two h100 boxes on NDR, good?"], "yes", "**Yes"),
        (["how can I test the infiniband between my two 8x h100 nodes?",
          "ib_write_bw says 210 Gb/s on a 400G port, is that ok?"], "no", "**No"),
        (["ib_write_bw 跑出来 190 Gb/s，HDR 200G 的口，正常吗"], "yes", "**正常"),
        (["两台 a800 之间 ib_send_bw 只有 250Gb/s，NDR 400G 网卡，是不是有问题"], "no", "**偏低"),
    ],
)  # fmt: skip
def test_answered_yes_or_no_against_the_port(advisor, turns, verdict, start):
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert answer.answer.startswith(start)
    assert not any(c.tool == "check_memory_reading" for c in answer.tool_calls)


def test_the_guide_sentence_is_quoted_beside_it(advisor):
    answer = advisor.converse(["ib_write_bw gives 150 Gb/s on our HDR link, normal?"])
    answer = answer.turns[-1].answer
    assert answer.verdict == "no" and "75% of its line rate" in answer.answer
    assert any(c.doc_id == "verifying-rented-gpus" for c in answer.citations)


def test_figure_to_expect_on_a_port(advisor):
    answer = advisor.converse(["what should ib_write_bw give me on an HDR port?"]).turns[-1].answer
    assert answer.kind == "verify"
    assert "about 190 Gb/s" in answer.answer.splitlines()[0]
    assert "at least 180 Gb/s" in answer.answer.splitlines()[0]
