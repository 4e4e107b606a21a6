"""Rental spans, job sizes and counts read the way a price or a job's time needs them.

A calendar span restated in hours is priced over the hours; a weekend is no week; a rough time
asked is the job's duration; a batch said of the job's items counts them; a run that is priced
is no list of models asked; a cloud named between a count and its card keeps the count. The
phrasings are our own.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _tool(answer, name):
    return next(c for c in answer.tool_calls if c.tool == name)


@pytest.mark.parametrize(
    ("question", "hours", "said"),
    [
        ("晨涧云 A800 租一个月，按 720 小时算，多少钱", 720.0, "720 小时"),
        ("lambda a100 for a month, call it 700 hours, what's the bill?", 700.0, "700 h"),
        ("runpod h100 for two weeks (336 hours), total?", 336.0, "336 h"),
        ("算家云 4090 包一个月，按 700 个小时算要多少", 700.0, "700 小时"),
    ],
)
def test_a_span_restated_in_hours_is_priced_over_the_hours(advisor, question, hours, said):
    query, answer, first = _turn(advisor, question)
    assert query.duration_hours == hours
    assert answer.kind == "price"
    assert _tool(answer, "price_job").input["hours"] == hours
    assert said in first
    assert "730" not in first


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("算家云的 4090 打算跑一个周末，48 小时，按量多少钱", 48.0),
        ("周末两天在晨涧云租 A800，大概多少钱", 48.0),
        ("这个周末想租 runpod 的 h100 跑 30 小时，多少钱", 30.0),
    ],
)
def test_a_weekend_is_no_week(advisor, question, hours):
    query, answer, _ = _turn(advisor, question)
    assert query.duration_hours == hours
    assert _tool(answer, "price_job").input["hours"] == hours


def test_a_month_asked_alone_is_still_a_month(advisor):
    query, _, first = _turn(advisor, "runpod h100 per month?")
    assert query.unit == "per_month"
    assert "730 h" in first


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 7b qlora on a 4090, 20k samples x 3 epochs. rough time?",
        "full sft of llama 3.2 3b on one h100, 40k rows, 2 epochs — ballpark runtime?",
        "用 lora 在一张 a100 上微调 llama 3 8b，5 万条数据 2 个 epoch，大概时间？",
    ],
)
def test_a_rough_time_asked_is_the_jobs_duration(advisor, question):
    query, answer, first = _turn(advisor, question)
    assert query.asks_duration
    assert answer.kind == "job_duration"
    assert "hour" in first or "小时" in first


@pytest.mark.parametrize(
    ("question", "images"),
    [
        ("batch of 6,000 sd 1.5 images at 512, 25 steps, on one 3060 — how long?", 6000),
        ("a batch of 5000 product photos with sdxl on a 4090, how long?", 5000),
        ("一批 3000 张 sdxl 图，1024 分辨率，单张 4090 要跑多久", 3000),
        ("render 8000 sd 1.5 images at 512 on one 3060, how long?", 8000),
    ],
)
def test_a_batch_of_the_jobs_items_is_its_count(advisor, question, images):
    query, answer, first = _turn(advisor, question)
    assert query.samples == images
    assert query.batch_size is None
    assert answer.kind == "workload_speed"
    speed = _tool(answer, "estimate_workload_speed")
    assert speed.input["images"] == images
    assert "batch" not in speed.input
    assert "0 minutes" not in first


def test_a_batch_size_is_still_a_batch_size(advisor):
    query, _, _ = _turn(advisor, "sdxl on a 4090 at batch 4, how fast?")
    assert query.batch_size == 4


@pytest.mark.parametrize(
    ("question", "hours", "count"),
    [
        ("what would a 2-week qlora run on one runpod a100 80gb cost if it runs 24/7?", 336, 1),
        ("what would a 10-day lora run on two lambda h100s set me back, around the clock?", 240, 2),
        ("在 runpod 上用 4 张 a100 跑两周 qlora，24 小时不停，要多少钱", 336, 4),
    ],
)
def test_a_priced_run_is_a_price_said_around_the_clock(advisor, question, hours, count):
    query, answer, first = _turn(advisor, question)
    assert not query.asks_model_list
    assert answer.kind == "price"
    call = _tool(answer, "price_job")
    assert call.input["hours"] == hours
    assert call.input["count"] == count
    assert any("24" in a and str(hours) in a for a in answer.assumptions)
    assert "$" in first or "¥" in first


def test_what_a_card_runs_is_still_a_list(advisor):
    query, answer, _ = _turn(advisor, "what can a 3090 run?")
    assert query.asks_model_list
    assert answer.kind == "fits_hardware"


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("price for 4 runpod a100s for a week", "a100-80gb-sxm", 4),
        ("8 张 autodl 的 4090 一天多少钱", "rtx-4090", 8),
        ("两张阿里云上的 a10 跑一周多少钱", "a10", 2),
    ],
)
def test_a_cloud_between_the_count_and_the_card_keeps_the_count(advisor, question, gpu, count):
    query, _, _ = _turn(advisor, question)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu, count)]


@pytest.mark.parametrize(
    "question", ["how much is a runpod a40 per hour?", "a lambda h100 for 50 hours, cost?"]
)
def test_the_article_before_a_cloud_is_no_count(advisor, question):
    query, _, _ = _turn(advisor, question)
    assert [g.count_stated for g in query.gpus] == [False]
