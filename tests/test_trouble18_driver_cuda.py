"""A CUDA build held against the NVIDIA driver a question states.

"cu124 on driver 470": the driver and the build are read as typed fields, ``check_driver``
gives the newest CUDA the driver runs and the driver the build needs, and the first line of a
CUDA-unavailable answer names that pair with its versions (en and zh).
"""

import pytest

from assistant.calc.driver_cuda import check_driver
from assistant.question.driver_versions import cuda_build_said, driver_said
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "driver", "cuda"),
    [
        ("pytorch cu118 wheel, nvidia driver 515.65.01, still no gpu", "515.65", "11.8"),
        ("Driver Version: 545.29.06    CUDA Version: 12.3", "545.29", "12.3"),
        ("驱动版本是 470，装的是 cuda 12.1 的 torch", "470", "12.1"),
        ("用的 460 驱动 + cu113", "460", "11.3"),
    ],
)
def test_the_driver_and_the_build_are_read(text, driver, cuda):
    assert driver_said(text) == driver
    assert cuda_build_said(text) == cuda


@pytest.mark.parametrize("text", ["my 4090 pulls 450w", "a 3090 with 24gb", "cuda out of memory"])
def test_no_driver_or_build_is_read_from_other_numbers(text):
    assert driver_said(text) is None
    assert cuda_build_said(text) is None


def test_the_driver_table_orders_versions_by_their_parts():
    assert check_driver("535.104", "12.2").newest_cuda == "12.2"  # 104 > 54, not 0.104 < 0.54
    assert check_driver("470", "12.4").too_old
    assert check_driver("470", "12.4").newest_cuda == "11.4"
    assert not check_driver("525", "12.4").too_old  # minor-version compatibility
    assert check_driver("550.54", "12.4").newest_cuda == "12.4"
    assert check_driver("418", "11.8").newest_cuda is None
    assert check_driver("535", "9.9") is None


@pytest.mark.parametrize(
    ("question", "lang", "figures"),
    [
        (
            "RuntimeError: The NVIDIA driver on your system is too old. torch cu121, driver 470.82",
            "en",
            ("470.82", "11.4", "525.60"),
        ),
        (
            "torch.cuda.is_available() 是 False，驱动 510，pip 装的 cu118",
            "zh",
            ("510", "11.6", "520.61"),  # an 11.8 build on an 11.6 driver: compatibility only
        ),
    ],
)
def test_the_cuda_unavailable_lead_names_the_driver_and_build(question, lang, figures):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    assert any(c.tool == "check_driver" for c in answer.tool_calls)
    first = answer.answer.splitlines()[0]
    for figure in figures:
        assert figure in first
    assert ("驱动" in first) if lang == "zh" else ("driver" in first.lower())


@pytest.mark.parametrize(
    "question",
    [
        "cuda not available after installing cu126 torch on driver 560.35, why",
        "torch.cuda.is_available() False，驱动 570，cu124 的 torch",
    ],
)
def test_a_driver_new_enough_leaves_the_usual_lead(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "troubleshoot"
    assert any(c.tool == "check_driver" for c in answer.tool_calls)
    first = answer.answer.splitlines()[0]
    assert "is_available" in first  # the CPU-only build or wrong wheel, as without a driver
    assert "too old" not in first and "太旧" not in first
