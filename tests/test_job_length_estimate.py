"""A job's length asked as an estimate ("wall clock for it?", "估个时间"), and a stated setup
that does not fit: the answer says so first and times the nearest setup that fits.

The nearest setup keeps the cards named with a lighter method (full -> LoRA -> QLoRA), else
more of the same card; the time as set up follows, as a hypothetical.
"""

import re

import pytest

from assistant.question.span_guesses import length_asked
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's the wall clock for 40k rows, 2 epochs?", True),
        ("rough wall-clock time for that run?", True),
        ("give me a time estimate for the sft run", True),
        ("帮我估个时间，3个epoch", True),
        ("预估一下时长", True),
        ("wall clock speed of the cpu", False),
        ("估个价", False),
    ],
)
def test_estimate_words(text, asked):
    assert length_asked(text) is asked


@pytest.mark.parametrize(
    "turns",
    [
        ("qwen2.5 7b lora on a single 3090, 30k samples, 2 epochs: what's the wall clock?",),
        ("A100 80G 上 qwen2.5 7b 做 lora，5万条，3个epoch，估个时间",),
    ],
)
def test_estimate_is_a_duration(advisor, turns):
    answer = last_answer(advisor, *turns)
    assert answer.kind == "job_duration"
    assert re.search(r"[\d.]+ ?(?:hours?|days?|小时|天)", answer.answer.splitlines()[0])


def test_lora_too_big_is_timed_as_qlora_on_the_same_card(advisor):
    answer = last_answer(
        advisor,
        "can one 4090 handle a lora of qwen2.5 14b at 4k seq len?",
        "ok, and the wall clock for 10k samples, 2 epochs?",
    )
    assert answer.kind == "job_duration"
    first = answer.answer.splitlines()[0]
    assert first.startswith("**Not as set up:**")
    assert "QLoRA on the same cards" in first
    assert re.search(r"\*\*About [\d.]+ (?:hours|days)\*\*", first)
    methods = [c.input["method"] for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert methods == ["lora", "qlora"]
    assert "As set up, if it fitted" in answer.answer


def test_full_finetune_too_big_in_chinese_says_so_first(advisor):
    answer = last_answer(advisor, "一张4090全参微调qwen2.5 3b，3万条，1个epoch，要跑多久")
    first = answer.answer.splitlines()[0]
    assert first.startswith("**按这个配置放不下：**")
    assert re.search(r"约 [\d.]+ 小时", first)
    calls = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert calls[0].output["fits"] is False and calls[1].output["fits"] is True


def test_pretraining_too_big_for_one_card_adds_cards(advisor):
    answer = last_answer(
        advisor, "how long to pretrain a 1b model on 10b tokens on one rtx 3060 12gb?"
    )
    calls = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert [c.input["method"] for c in calls] == ["pretrain", "pretrain"]
    assert calls[1].input["count"] > 1 and calls[1].output["fits"] is True


def test_a_setup_that_fits_has_no_such_lead(advisor):
    answer = last_answer(advisor, "how long for a qlora of llama 3.1 8b on one a100, 20k samples?")
    assert answer.kind == "job_duration"
    assert answer.answer.startswith("**About")
    assert len([c for c in answer.tool_calls if c.tool == "estimate_job_duration"]) == 1
