"""Which of the issue-22 rows may be recommended: CUDA cards by default, ROCm/Metal when asked."""

from __future__ import annotations

import pytest

from assistant.calc.candidates import Constraints, buy_counts, gpu_allowed, is_non_cuda_desktop
from assistant.catalog.specs import load_catalog

CAT = load_catalog()


@pytest.mark.parametrize(
    ("gpu_id", "default", "non_cuda"),
    [
        ("rtx-4000-ada", True, True),  # CUDA workstation card: always a candidate
        ("tesla-p40", True, True),
        ("rx-7900-xtx", False, True),  # ROCm only: when the question admits it
        ("radeon-pro-w7900", False, True),
        ("m2-ultra-192gb", False, True),  # Metal only
        ("mi300x", True, True),  # Instinct data-centre parts keep their earlier treatment
        ("rtx-4090-48gb", False, False),  # a modified board is never recommended
        ("rtx-2080-ti-22gb", False, False),
    ],
)
def test_candidates_by_runtime_stack(gpu_id, default, non_cuda):
    gpu = CAT.gpu(gpu_id)
    assert gpu_allowed(gpu, Constraints()) is default
    assert gpu_allowed(gpu, Constraints(non_cuda=True)) is non_cuda


def test_a_mac_is_bought_one_at_a_time_and_counts_as_non_cuda():
    mac = CAT.gpu("m3-ultra-512gb")
    assert buy_counts(mac) == (1,)
    assert is_non_cuda_desktop(mac) and not is_non_cuda_desktop(CAT.gpu("rtx-3090"))
    assert buy_counts(CAT.gpu("rtx-3080")) == (1, 2, 4, 8)
