"""Composers for fixed requests: the verdict line, the table rows and citation numbering."""

from __future__ import annotations

import re

import pytest

from assistant.evaluation import structure_problems
from assistant.models import GPUAsk, Query
from assistant.question.planner import plan
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _answer(advisor, **slots):
    query = Query(**slots)
    return advisor.compose(query, plan(query, advisor.tools))


def _rows(markdown: str) -> list[list[str]]:
    return [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in markdown.splitlines()
        if line.startswith("|") and not line.startswith("| ---")
    ]


def test_fit_bare_finetune_on_two_4090s(advisor):
    ans = _answer(advisor, text="can I fine-tune a 13B model on two 4090s?", intent="fit_check",
                  params_b=13, finetune_unspecified=True, gpus=[GPUAsk(gpu_id="rtx-4090", count=2)])
    first = ans.answer.splitlines()[0]
    assert ans.verdict == "conditional"
    assert first.startswith("**Yes, with conditions.**") and "QLoRA" in first
    rows = _rows(ans.answer)
    assert rows[0][:5] == ["Method", "Precision", "Peak per GPU", "Usable per GPU", "Result"]
    results = {row[0]: row[4] for row in rows[1:]}
    assert results == {"full fine-tuning": "does not fit", "LoRA": "fits", "QLoRA": "fits"}
    assert not structure_problems(ans)
    markers = [int(n) for n in re.findall(r"\[(\d+)\]", ans.answer)]
    assert markers[0] == 1 and sorted(set(markers)) == list(range(1, len(ans.citations) + 1))
    assert ans.citations[0].doc_id == "gpu-rtx-4090"


def test_fit_no_in_chinese(advisor):
    ans = _answer(advisor, text="一张4090能跑70B推理吗", language="zh", intent="fit_check",
                  model_id="llama-3-70b", method="inference", precision="bf16",
                  gpus=[GPUAsk(gpu_id="rtx-4090", count=1)])
    assert ans.verdict == "no"
    assert ans.answer.splitlines()[0].startswith("**不行")
    assert "GB" in ans.answer and not structure_problems(ans)


def test_unsupported_and_concept_have_no_verdict(advisor):
    unsupported = _answer(advisor, text="write me a poem", intent="unsupported")
    assert unsupported.verdict is None and unsupported.tool_calls == []
    concept = _answer(advisor, text="What is NVLink?", intent="concept")
    assert concept.verdict is None and concept.citations
    assert not structure_problems(concept)
