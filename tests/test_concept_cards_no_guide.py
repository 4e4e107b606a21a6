"""A why about named cards that no guide covers: the cards' own figures, not a bare refusal."""

from __future__ import annotations

import pytest

from assistant.answer.compose import Draft
from assistant.answer.concept_cards import cards_without_guide
from assistant.catalog.specs import load_catalog
from assistant.models import GPUAsk, Query
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "figures", "rows"),
    [
        (
            "为什么 4060ti 16g 推理大模型反而比 3060 12g 慢",
            ("288 GB/s", "360 GB/s"),
            {"rtx-4060-ti-16gb", "rtx-3060"},
        ),
        (
            "why is my 4060 ti 16gb oddly behind a 3060 12gb, the newer card should win right",
            ("288", "360"),
            {"rtx-4060-ti-16gb", "rtx-3060"},
        ),
        (
            "为啥 a4000 跑 13b 还不如 3090，不是专业卡吗",
            ("448 GB/s", "936 GB/s"),
            {"rtx-a4000", "rtx-3090"},
        ),
    ],
)
def test_the_named_cards_ground_the_answer(
    question: str, figures: tuple[str, ...], rows: set[str]
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "concept"
    assert all(f in answer.answer for f in figures)
    assert {c.source for c in answer.citations} >= {f"specs/gpus.yaml#{r}" for r in rows}


def _draft(gpus: list[str], explain: bool) -> Draft:
    query = Query(
        text="q",
        language="en",
        gpus=[GPUAsk(gpu_id=g, count=1) for g in gpus],
        explain_asked=explain,
    )
    draft = Draft(query=query, catalog=load_catalog(), specs={}, guides=[])
    draft.add("no guide")
    return draft


@pytest.mark.parametrize(
    ("gpus", "explain", "grounded"),
    [
        (["rtx-4090", "rtx-3090"], True, True),
        (["rtx-4090"], True, False),  # one card beside an uncovered subject grounds nothing
        (["rtx-4090", "rtx-3090"], False, False),  # no why asked of them
    ],
)
def test_only_a_why_about_two_cards_is_grounded(
    gpus: list[str], explain: bool, grounded: bool
) -> None:
    draft = _draft(gpus, explain)
    assert cards_without_guide(draft) == grounded
    assert (draft.paragraphs == ["no guide"]) != grounded
