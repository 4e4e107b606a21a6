"""A long training job with no GPU named is sized to finish within about a month.

Before, "what would pre-training 7B on 1T tokens cost" priced eight RTX 3090s for 75,600 hours
(8.6 years), the cheapest rental that holds the model; "how long would it take" timed it on one
A100 that could not hold it. Now the price is for whole 8-GPU SXM servers with the lowest cost
per training token, enough of them to finish within 30 days, and the answer says why; the
duration is timed on the reference card at the count that holds the job and finishes in time.
"""

from __future__ import annotations

import re

import pytest

from assistant.calc.duration import JobDuration
from assistant.calc.recommend import Recommendation
from assistant.question.scale_out import LONG_JOB_HOURS, NODE, timed_within, whole_servers
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _timed(answer) -> list[JobDuration]:
    calls = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    return [t for t in (c.typed(JobDuration) for c in calls) if t is not None]


def test_whole_servers_round_up_above_one_server():
    assert [whole_servers(n) for n in (1, 3, 8, 9, 17, 64)] == [1, 3, 8, 16, 24, 64]


def test_the_count_grows_until_the_job_fits_and_finishes_in_time():
    tried: list[int] = []

    def timer_of(gpu_hours: float):
        def timer(count: int):
            tried.append(count)
            slower = 1.1 if count > 8 else 1.0  # a little slower across servers
            return object(), gpu_hours / count * slower, count >= 4  # holds it from four on

        return timer

    timed_within(timer_of(1000.0), gpu_hours=1000.0, span_hours=100.0)
    # 1000 / 100 = 10 -> 16 (whole servers); 16 cards run 68.75 h and hold it: done
    assert tried == [16]
    tried.clear()
    timed_within(timer_of(100.0), gpu_hours=100.0, span_hours=200.0)
    # one card is in time but holds nothing: doubled until it does
    assert tried == [1, 2, 4]
    tried.clear()
    timed_within(timer_of(1000.0), gpu_hours=1000.0, span_hours=130.0)
    # 1000 / 130 -> 8 cards run 125 h; in time and holding it at once
    assert tried == [8]
    tried.clear()
    timed_within(timer_of(1000.0), gpu_hours=1000.0, span_hours=120.0)
    # 9 -> 16 cards run 68.75 h
    assert tried == [16]


@pytest.mark.parametrize(
    "text",
    [
        "what would it cost to pretrain a 7B model on 1T tokens?",
        "ballpark cloud bill for training a 13b llm from scratch on 2 trillion tokens",
        "预训练一个7B模型，1T token，租卡要花多少钱",
        "从零训一个13B的模型，2万亿token，算力费用大概多少",
    ],
)
def test_a_long_pretraining_job_is_priced_on_whole_servers_that_finish_in_a_month(advisor, text):
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "price" and not query.gpus
    fast, slow = _timed(answer)[:2]
    assert fast.fits and fast.hours <= LONG_JOB_HOURS and fast.count % NODE == 0
    assert slow.hours > LONG_JOB_HOURS  # the cheapest rental that holds it: years
    picks = [c.typed(Recommendation) for c in answer.tool_calls if c.tool == "recommend_setup"]
    scaled = picks[0]
    assert scaled is not None and scaled.pick is not None and scaled.objective == "best_value"
    assert scaled.pick.instance_type is not None and scaled.pick.price_basis != "per_gpu"
    assert f"{fast.count} ×" in first
    days = f"{slow.hours / 24:,.1f}"
    why = answer.answer.split("\n\n")[2]
    assert days in why and ("30 days" in why or "30 天" in why)


@pytest.mark.parametrize(
    ("text", "method"),
    [
        ("how long would pretraining a 7B model on 1T tokens take?", "pretrain"),
        ("预训练一个1B模型100B token要多久", "pretrain"),
        ("how long to full fine-tune llama 3 70b on 100M tokens?", "full"),
    ],
)
def test_a_job_timed_with_no_gpu_named_holds_and_finishes_within_a_month(advisor, text, method):
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "job_duration" and not query.gpus
    (timed,) = _timed(answer)
    assert timed.method == method and timed.fits and timed.hours <= LONG_JOB_HOURS
    assert timed.count > 1 and f"{timed.count} ×" in first
    note = answer.answer.split("\n\n")[1]
    assert re.search(r"\b30 days\b|30 天", note) and str(timed.count) in note


def test_a_short_job_with_no_gpu_named_stays_on_one_card(advisor):
    _, answer, first = turn_of(advisor, "how long to lora llama 3 8b on 10k samples?")
    (timed,) = _timed(answer)
    assert timed.count == 1 and timed.fits and "1 ×" in first
    assert "No GPU was named" not in answer.answer


def test_a_named_card_is_never_scaled_out(advisor):
    _, answer, first = turn_of(advisor, "how long to pretrain a 7B model on 1T tokens on 8 H100s?")
    (timed,) = _timed(answer)
    assert timed.count == 8 and timed.hours > LONG_JOB_HOURS and "8 × H100" in first
