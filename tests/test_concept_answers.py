"""The issue-14 questions answered directly, from the right sections, with relevant citations."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def test_domestic_cards_question_is_answered_from_the_domestic_guides(real_advisor):
    answer = real_advisor.ask("国产卡能替代英伟达吗？")
    assert answer.intent == "concept" and answer.verdict is None
    cited = {c.doc_id for c in answer.citations}
    assert cited and cited <= {"domestic-accelerators", "china-2025-2026"}
    assert "原因与背景" not in answer.answer
    assert "国产" in answer.answer.split("\n\n")[0]


def test_rented_gpu_question_gets_the_nvidia_smi_checks(real_advisor):
    answer = real_advisor.ask("How do I check that a rented server really has the GPU it claims?")
    # the verify kind: the command that checks the machine first, then the checks by hand
    assert (answer.intent, answer.kind) == ("concept", "verify")
    first = answer.answer.split("\n\n")[0]
    assert first.startswith("Run `gpu-advisor verify`")
    assert "nvidia-smi" in answer.answer
    assert "**Why:**" not in answer.answer
    assert answer.citations[0].doc_id == "verifying-rented-gpus"


def test_fp8_question_explains_fp8_from_the_precision_guide(real_advisor):
    answer = real_advisor.ask("What is FP8 and which GPUs support it?")
    assert answer.intent == "concept"
    assert {c.doc_id for c in answer.citations} == {"precision-formats"}
    assert "FP8" in answer.answer.split("\n\n")[0]


@pytest.mark.parametrize(
    ("question", "doc_id"),
    [
        ("what is speculative decoding?", "serving-at-scale"),
        ("投机解码是什么原理", "serving-at-scale"),
        ("docker 里跑 PyTorch 看不到显卡", "software-stack"),
    ],
)
def test_questions_the_lexicon_missed_are_answered_not_refused(real_advisor, question, doc_id):
    answer = real_advisor.ask(question)
    assert answer.intent == "concept"
    assert answer.citations[0].doc_id == doc_id


@pytest.mark.parametrize(
    "question", ["红烧肉怎么做？", "what's the capital of France?", "今天吃什么好"]
)
def test_off_topic_questions_are_still_declined(real_advisor, question):
    assert real_advisor.ask(question).intent == "unsupported"
