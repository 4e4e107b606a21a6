"""A link matrix, a matmul figure and a burn-in's length read off a machine, judged yes or no.

``nvidia-smi topo -m`` without ``NV#`` on cards sold with NVLink is not what was sold; a
matmul figure is held against the card's dense spec and the share one large matmul reaches
(``verify.rules.TYPICAL_MATMUL``); "半小时" right before a test's name is its length. Phrased
apart from the evaluation sets; figures come from the catalog.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "test", "errors", "tflops", "minutes"),
    [
        (
            "8x A100 SXM box, topo -m shows only PHB and SYS, no nvlink. legit?",
            "topology",
            True,
            None,
            None,
        ),
        ("租的 8 卡 H100，nvidia-smi topo -m 里全是 NV18，正常吗", "topology", False, None, None),
        ("gemm benchmark on my rented L40S gives 250 TFLOPS, ok?", "matmul", None, 250.0, None),
        ("跑了一小时gpu-burn没有报错，可以吗", "burn", False, None, 60.0),
    ],
)
def test_readings_are_read(text, test, errors, tflops, minutes):
    result = read_result(text)
    assert result is not None and result.test == test
    assert (result.errors, result.figure_tflops, result.minutes) == (errors, tflops, minutes)


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        (
            "rented 8x H100 SXM, topo -m has PHB/SYS between all cards and no NV links. scam?",
            "no",
            ("No", "NVLink"),
        ),
        ("租的 8 卡 H100，nvidia-smi topo -m 里全是 NV18，正常吗", "yes", ("正常", "NVLink")),
        ("两张 3090 nvidia-smi topo 显示 SYS，正常吗", "yes", ("正常", "RTX 3090")),
    ],
)
def test_link_matrix_is_judged_first(advisor, text, verdict, words):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert all(w in line for w in words)


@pytest.mark.parametrize(
    ("text", "verdict", "share"),
    [
        (
            "cloud H100 SXM, my bf16 matmul benchmark only hits 400 TFLOPS, is it throttled?",
            "no",
            "40%",
        ),
        ("租的 A100 80GB SXM 矩阵乘跑出 240 TFLOPS，正常吗", "yes", "77%"),
        ("my rented H100 does 700 TFLOPS bf16 in a gemm benchmark, legit?", "yes", "71%"),
    ],
)
def test_matmul_figure_against_the_spec(advisor, text, verdict, share):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert share in line


def test_half_hour_burn_in_passes(advisor):
    answer = _last(advisor, "二手 3090 跑了半小时gpu-burn没报错，能确认收货吗")
    assert answer.verdict == "yes"
    assert first_line(answer.answer).startswith("可以") and "30 分钟" in first_line(answer.answer)


@pytest.mark.parametrize(
    "text",
    [
        "what's the best topology for multi-node training with 8 H100 per node?",
        "what is the fp16 tflops of an H200?",
        "how do I run nvidia-smi on a 4090?",
    ],
)
def test_no_reading_without_a_matrix_or_benchmark(text):
    assert read_result(text) is None
