"""Row-remap and ECC results read in more wordings, and judged as still usable or not.

"remapped rows pending" with no "No" after it, "显示 ECC 错误", "uncorrectable errors 2": a
result with errors; a row remap seen beside a fault word and a "still usable?" is the verify
kind's judgment of the result, not a hunt for a falling-off-the-bus fault.
"""

import pytest

from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "test"),
    [
        ("remapped rows pending on the node we rented, ok to keep?", "remapped_rows"),
        ("nvidia-smi 里 行重映射 有错误，这卡正常吗", "remapped_rows"),
        ("volatile ecc errors 3 on gpu2, is that bad", "ecc"),
    ],
)
def test_errors_said_in_more_ways_are_read(text, test):
    result = read_result(text)
    assert result is not None
    assert result.test == test
    assert result.errors is True


def test_pending_no_is_still_a_clean_result():
    result = read_result("Remapped Rows Pending: No, is the h100 fine?")
    assert result is not None and result.errors is False


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("租的 H100 nvidia-smi 显示 ECC 错误，remapped rows pending，还能用吗", "zh"),
        ("got ecc errors and remapped rows pending on a rented a100, still usable?", "en"),
    ],
)
def test_a_pending_remap_with_ecc_errors_is_judged_not_hunted(question, lang):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "conditional"
    first = answer.answer.splitlines()[0]
    assert "ROW_REMAPPER" in first
    assert ("重置" in first) if lang == "zh" else ("reset" in first)
    assert "Xid" not in first


@pytest.mark.parametrize(
    "text",
    [
        "nvidia-smi topo -m 两张卡之间是 SYS，是不是没有 nvlink",
        "topo -m 全是 PHB 是否说明没桥接",
        "topo -m says SYS everywhere on the 4x a100 node, does that mean no nvlink",
    ],
)
def test_a_yes_or_no_without_a_question_mark_puts_a_result_up(text):
    result = read_result(text)
    assert result is not None
    assert result.test == "topology"
    assert result.errors is True  # the matrix read as PCIe only


def test_a_test_only_named_is_still_no_result():
    assert read_result("nvidia-smi topo -m 怎么看") is None
