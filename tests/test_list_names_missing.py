"""A list of the models that run on a card, asked beside a model the catalog lacks: the list
leads and what is missing is noted beside it, never in place of it."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "missing", "listed"),
    [
        ("which video models can a 4090 run? mainly hunyuanvideo style stuff", "hunyuan", "Wan2.1"),
        ("3090 24g 上能跑哪些视频生成模型，主要做 hunyuanvideo", "hunyuan", "Wan2.1"),
        ("what video gen models fit a 5090 32gb, mostly image-to-video", "image-to", "Wan2.1"),
    ],
)
def test_the_list_leads_and_the_missing_model_is_noted(
    question: str, missing: str, listed: str
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "workload_fit"
    assert listed in line
    assert missing not in line.lower()
    assert any(missing in a.lower() for a in answer.assumptions)


def test_a_single_fit_still_names_the_missing_model_first() -> None:
    _, answer, line = turn_of(memory_advisor(), "can a 4090 run hunyuanvideo at 720p?")
    assert "hunyuan" in line.lower()
