"""The asker's own estimate ("so in theory yes??") beside a model and a Mac is a fit to check,
not a how-it-works; "how does it work in theory" still asks one."""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "model"),
    [
        (
            "m3 max 64gb, llama 3.3 70b q4 via mlx, the file is ~40gb so in theory it fits? "
            "but macos "
            "holds back part of the memory",
            "Llama 3.3 70B",
        ),
        (
            "m4 max 48gb macbook, qwen3 32b q8 — in theory yes since the file is 34gb, but the os "
            "keeps some of the ram right?",
            "Qwen3 32B",
        ),
    ],
)
def test_an_own_estimate_with_a_model_and_a_mac_is_a_fit(advisor, question, model):
    answer = _last(advisor, question)
    assert answer.kind == "fit_check"
    assert answer.verdict is not None
    assert model.split()[0] in answer.answer


def test_how_it_works_in_theory_is_still_explained(advisor):
    assert _last(advisor, "how does pipeline parallelism work in theory").kind == "concept"


@pytest.mark.parametrize(
    "question",
    [
        "got a 3060 12gb and 32gb ram, anything worth running locally these days?",
        "手上一张 2080ti 22g 魔改，配 32g 内存，现在还能跑点啥，还是已经是电子垃圾了",
    ],
)
def test_an_old_card_asked_what_is_worth_running_lists_models(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "fits_hardware"
    assert "Q4_K_M" in answer.answer.splitlines()[0]
