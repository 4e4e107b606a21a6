"""After an out-of-memory error, a change asked about ("would -c 16384 do it?", "改成 24k 是不是
就够了") is judged: a verdict leads the remedies, not the sizes alone."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor

ERROR_EN = (
    "running gemma 3 27b q4_k_m in llama.cpp on a 3090 with -ngl 99 -c 32768, it dies:"
    " cudaMalloc failed: out of memory"
)
ERROR_ZH = "3090 上 llama.cpp 跑 gemma 3 27b q4_k_m，-c 32768 报 cudaMalloc failed: out of memory"


@pytest.mark.parametrize(
    ("turns", "verdict", "lead"),
    [
        ([ERROR_EN, "would dropping to -c 16384 do it?"], "no", "**Not yet:"),
        ([ERROR_ZH, "改成 -c 24576 是不是就够了"], "no", "**还不够："),
        ([ERROR_ZH, "那降到 8k 是不是就行了"], "yes", "**在 1 × RTX 3090"),
    ],
)
def test_the_change_asked_is_judged(turns: list[str], verdict: str, lead: str) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "troubleshoot"
    assert answer.verdict == verdict
    assert answer.answer.startswith(lead)


def test_the_error_itself_gets_no_verdict_word() -> None:
    answer = memory_advisor().ask(ERROR_EN)
    assert not answer.answer.startswith("**Not yet")
