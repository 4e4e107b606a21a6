"""gpu-burn's Gflop/s is judged against the spec of what it multiplied (FP32 unless -tc).

Our own phrasings; each checks the figure read, the verdict and the shares the lead states.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question import test_results
from assistant.verify.burn_rate import burn_rate_check
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "tflops", "math"),
    [
        ("ran gpu-burn for 10 min on the box, ~58 tflops on each 4090, that ok?", 58.0, "fp32"),
        (
            "gpu_burn: 100.0%  proc'd: 2400 (31020 Gflop/s)  errors: 0  temps: 71 C  ok?",
            31.02,
            "fp32",
        ),
        ("gpu-burn -tc 跑出来 120 TFLOPS，A100 正常吗", 120.0, "tf32"),
        ("gpu_burn -d 300 gives 9.1 tflops on the v100, normal?", 9.1, "fp64"),
    ],
)
def test_the_figure_and_what_was_multiplied_are_read(text, tflops, math):
    result = test_results.test_result(text)
    assert result is not None and result.test == "burn"
    assert result.figure_tflops == pytest.approx(tflops) and result.burn_math == math


def test_fp32_is_held_to_the_fp32_spec_and_tf32_to_the_tensor_spec():
    fp32 = burn_rate_check(58.0, "fp32", CATALOG.gpus["rtx-4090"])
    assert fp32 is not None and fp32.spec == 82.6 and not fp32.low
    assert fp32.ratio == pytest.approx(0.702, abs=0.001)
    tf32 = burn_rate_check(60.0, "tf32", CATALOG.gpus["a100-80gb-sxm"])
    assert tf32 is not None and tf32.spec == 156.0 and tf32.low  # 38% of 156, below 0.85 x 70%
    assert burn_rate_check(9.1, "fp64", CATALOG.gpus["v100-32gb-sxm"]) is None


def test_a_normal_run_says_why_the_bf16_figure_is_not_the_bar(advisor):
    answer = advisor.ask("gpu-burn on the rented 4090 shows ~58 TFLOPS, way under 165. normal?")
    lead = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "58 TFLOPS is normal for gpu-burn on the RTX 4090" in lead
    assert "70% of the card's 82.6 TFLOPS FP32 spec" in lead


def test_a_slow_run_in_chinese_is_low(advisor):
    answer = advisor.ask("二手 3090 跑 gpu-burn 只有 12 TFLOPS，有问题吗")
    lead = first_line(answer.answer)
    assert answer.verdict == "no"
    assert "12 TFLOPS 对 RTX 3090 上的 gpu-burn 偏低" in lead and "34%" in lead
