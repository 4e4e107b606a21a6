"""A CUDA-only library's "CUDA Setup failed" on a Radeon: the ROCm build of the wheel is the fix.

Training (a LoRA or QLoRA) runs on Python frameworks, so the ROCm wheel is named, not a
llama.cpp HIP build.
"""

from __future__ import annotations

import pytest

from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "wheel"),
    [
        (
            "my rx 7900 xt throws `CUDA Setup failed despite GPU being available` when loading a"
            " 4bit model with bitsandbytes for lora",
            "the ROCm build",
        ),
        ("7900xtx 跑 qlora 报 CUDA Setup failed，a卡能用 bitsandbytes 吗", "ROCm 版"),
        (
            "7900xtx 上用 peft 做 lora，报 `Torch not compiled with CUDA enabled`，A卡是不是不行",
            "ROCm 版",
        ),
    ],
)
def test_a_cuda_build_on_a_radeon_names_the_rocm_wheel(advisor, text: str, wheel: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "cuda_unavailable"
    assert wheel in first and "gfx1100" in first
    assert "-DGGML_HIP=ON" not in first


@pytest.mark.parametrize(
    "text",
    [
        "bitsandbytes: CUDA Setup failed despite GPU being available",
        "装完 bitsandbytes 一导入就 cuda setup failed",
    ],
)
def test_cuda_setup_failed_is_cuda_unavailable(text: str) -> None:
    assert trouble_kind(text) == "cuda_unavailable"
