"""Price answers in the asked unit only (issue 26, item 4): no month or job total unasked."""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


def _table(answer_text: str) -> list[list[str]]:
    rows = [line for line in answer_text.splitlines() if line.startswith("|")]
    return [[c.strip() for c in row.strip("|").split("|")] for row in rows]


def test_per_hour_question_has_no_month_no_total_and_names_the_rental(advisor):
    answer = advisor.ask("How much is an H100 per hour?")
    text = answer.answer
    # RunPod lists the H100 SXM at $3.49 per GPU-hour (offerings.yaml, 2026-09-25)
    assert first_line(text).startswith("H100 SXM5 80GB, on-demand: $3.49 per GPU-hour")
    assert "RunPod (per GPU rental)" in first_line(text)
    assert "730" not in text and "2,547.70" not in text  # $3.49 x 730 h: not asked
    table = _table(text)
    assert "Job total" not in table[0] and not any("Total" in h for h in table[0])
    instance = table[0].index("Instance")
    cells = [row[instance] for row in table[2:]]
    assert not any("(per GPU)" in c or "× 1" in c for c in cells)
    assert cells[0].startswith("per GPU rental")
    assert any(c.startswith("gpu_1x_h100_sxm5") for c in cells)  # Lambda's named instance
    assert not any("730 h" in a or "reserved" in a for a in answer.assumptions)
    assert not any("QLoRA" in a or "qlora" in a for a in answer.assumptions)


def test_per_hour_question_in_chinese_names_the_rental_in_chinese(advisor):
    answer = advisor.ask("H100 每小时多少钱？")
    table = _table(answer.answer)
    assert "作业合计" not in table[0]
    assert table[2][table[0].index("实例")].startswith("按卡租用")
    assert "730" not in answer.answer


def test_a_week_gets_a_total_column_for_that_week(advisor):
    answer = advisor.ask("how much to rent one H100 for a week?")
    header = _table(answer.answer)[0]
    assert "Total for 7 days (168 h)" in header
    # RunPod $3.49 x 168 h = $586.32
    assert "$586.32" in answer.answer


def test_a_month_gets_a_month_column_not_a_job_total(advisor):
    answer = advisor.ask("price for one H100 on runpod for a month?")
    header = _table(answer.answer)[0]
    assert "Per month (730 h)" in header and "Job total" not in header
    assert "$2,547.70" in answer.answer  # $3.49 x 730 h
