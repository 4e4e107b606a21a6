"""A speed asked on a card lacking a format the question assumes, a size said as the model's,
and a saved sum followed by a count of hours.

* "flux fp8 on a 3080, seconds a picture?": the seconds lead, the missing FP8 follows;
* "whisper … 跑medium模型": the size said as the model's is the one run, not the default;
* "手上有8000小时录音": hours of audio held, not 800 yuan saved.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        (
            "sd 3.5 large on a 3080 with the fp8 checkpoint, how many seconds each image?",
            "per image",
        ),
        ("3080 上用 fp8 的 flux dev，1024 分辨率一张图几秒", "每张"),
        ("does the 3090 support fp8? llama 8b tokens/s with it?", "tokens/s"),
    ],
)
def test_the_speed_leads_and_the_missing_fp8_follows(question: str, figure: str) -> None:
    answer = last_answer(memory_advisor(), question)
    paragraphs = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert figure in paragraphs[0]
    assert "FP8" in paragraphs[1] and ("No FP8" in paragraphs[1] or "不支持" in paragraphs[1])


def test_a_question_on_the_format_alone_still_opens_with_it() -> None:
    answer = last_answer(memory_advisor(), "my 3090 and fp8: what should I know?")
    assert "FP8" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        ("用whisper转写会议录音，跑small模型，4060够快吗", "whisper-small"),
        ("whisper on a 3060 using the tiny model, real-time factor?", "whisper-tiny"),
        ("mlx-whisper with the base model on an m2 max, how fast?", "whisper-base"),
    ],
)
def test_a_size_said_as_the_model_is_the_one_run(question: str, workload: str) -> None:
    answer = last_answer(memory_advisor(), question)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert call.input["workload"] == workload
    assert "large-v3" not in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        ("whisper large-v2 on a 4090, or is the small model enough?", "whisper-large-v2"),
        ("用whisper medium转写，还是换small模型，3060跑得动吗", "whisper-medium"),
        ("whisper on a 4090 at base clock, how fast?", "whisper-large-v3"),  # no model noun
    ],
)
def test_a_size_in_the_name_read_stays(text: str, workload: str) -> None:
    query = parse(text, CATALOG)
    assert query.workload_id == workload and query.workload_size is None


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("手上有3000小时的客服录音，用whisper在两张4090上跑要多久", 3000.0),
        ("手里有1200小时的播客，用whisper small在T4上转完要多久", 1200.0),
    ],
)
def test_hours_held_are_no_savings(text: str, hours: float) -> None:
    query = parse(text, CATALOG)
    assert query.budget is None
    assert query.duration_hours == hours


def test_a_saved_sum_is_still_a_budget() -> None:
    query = parse("手里有3000，买啥卡跑sd", CATALOG)
    assert str(query.budget) == "3000" and query.budget_currency == "CNY"
