"""DreamBooth as sized trains every UNet weight: the answer names it full DreamBooth.

The workload calculator's DreamBooth holds the whole denoiser's weights, gradients and AdamW
state, so "full dreambooth" is what was sized and the first line says so. Phrased apart from
the evaluation sets; figures come from the workload calculator.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "words", "verdict"),
    [
        (
            "full dreambooth of sd 1.5 on a 4090 24gb, batch 1 — fits?",
            ("full DreamBooth", "15.1 GB"),
            "yes",
        ),
        # 8-bit AdamW brings it under 12 GB, as the diffusers DreamBooth example trains it
        ("sd1.5 dreambooth 在 3060 12g 上能训吗", ("全量 DreamBooth", "15.1 GB"), "conditional"),
        ("dreambooth sdxl on a 3090, will it fit?", ("full DreamBooth", "46.7 GB"), "no"),
    ],
)
def test_dreambooth_is_named_full(advisor, text, words, verdict):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "workload_fit" and answer.verdict == verdict
    assert all(w in line for w in words)
