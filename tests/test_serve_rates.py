"""Serving and job loads said the way people say them: counts per period, requests per second,
head counts, one half of a training job changed in a follow-up, "full" after the model.

Each asserts the reading (the typed fields) and what the answer's first line then says.
"""

import pytest

from assistant.question.count_period import count_period_hours
from assistant.question.full_after import full_said_after
from assistant.question.parsing import parse
from assistant.question.people_load import people_said, users_at_peak
from assistant.question.request_rate import (
    rate_for_users,
    request_rate_asked,
    stated_request_rate,
    users_for_rate,
)
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, *turns):
    conv = advisor.converse(list(turns))
    turn = conv.turns[-1]
    return turn.query, turn.answer, turn.answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- count per period


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("how many pictures per hour would an l40s make with sd 1.5", 1.0),
        ("rtx 3080 + sdxl, images/day?", 24.0),
        ("4070ti super 跑sd3.5 medium 每小时能出几张", 1.0),
        ("how many clips a week can an h100 render with wan 2.1 1.3b", 168.0),
        ("4090 一天多少钱", None),  # a price per day, no output counted
        ("how many images per minute on an a10g", None),  # the rate is already per minute
    ],
)
def test_a_count_asked_per_period_is_read_as_its_window(text, hours):
    assert count_period_hours(text.lower()) == hours


def test_images_per_hour_lead_with_the_count_made_in_the_hour(advisor):
    query, answer, line = _first(advisor, "how many pictures per hour would an l40s make with sdxl")
    assert query.duration_hours == 1.0
    assert answer.kind == "workload_speed"
    assert "images in 1 h" in line


def test_clips_a_day_are_counted_as_videos(advisor):
    _, answer, line = _first(advisor, "4090跑wan2.1 1.3b一天能出多少段视频")
    assert answer.kind == "workload_speed"
    assert "24 小时满负荷约" in line and "段视频" in line


def test_clips_said_with_their_length_are_the_jobs_count(advisor):
    query = parse(
        "render 60 ten-second clips with wan2.1 1.3b on an l40s, how long", advisor.catalog
    )
    assert query.samples == 60
    query = parse("4090上用wan2.1做30个8秒视频要多久", advisor.catalog)
    assert query.samples == 30


# --------------------------------------------------------------------------- requests per second


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("peak is around 12 requests per second", 12.0),
        ("we get 1.5k requests a minute", 25.0),
        ("QPS 大概 40", 40.0),
        ("高峰每秒有 8 个请求", 8.0),
        ("30 rps", 30.0),
        ("每秒 30 个 token", None),
    ],
)
def test_a_request_rate_is_read_in_requests_per_second(text, rate):
    found = stated_request_rate(text)
    assert (found[0] if found else None) == (pytest.approx(rate) if rate else None)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what rps does a single h200 give on qwen 14b", True),
        ("两张L40S跑llama3 8b，每秒能扛多少个请求", True),
        ("qps能到多少", True),
        ("how many concurrent users can an a100 take", False),
    ],
)
def test_requests_per_second_asked(text, asked):
    assert request_rate_asked(text) is asked


def test_littles_law_both_ways():
    assert users_for_rate(10, 256, 10.0) == 256
    assert rate_for_users(100, 250, 25.0) == pytest.approx(10.0)


def test_a_stated_rate_sizes_for_its_output_tokens_not_as_users(advisor):
    query, answer, line = _first(
        advisor, "our bot peaks at 30 req/s on llama 3.1 8b, how many H100s do we need"
    )
    assert query.requests_per_s == 30
    assert query.aggregate_tokens_per_s == 30 * 256
    assert query.users != 30
    assert answer.kind == "serve"
    assert "30 requests/s" in line and "H100" in line


def test_a_rate_asked_leads_with_requests_per_second(advisor):
    _, answer, line = _first(advisor, "两张A100 80G跑llama3 8b，每秒能处理多少请求")
    assert answer.kind == "serve"
    assert line.startswith("**每秒约") and "个请求" in line


def test_the_rate_carries_into_a_card_swap(advisor):
    query, _, line = _first(
        advisor, "we see 40 qps on qwen2.5 7b, how many L4s?", "and with L40S instead?"
    )
    assert query.requests_per_s == 40
    assert "40 requests/s" in line and "L40S" in line


# --------------------------------------------------------------------------- head counts


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("全校 2000 个学生用", 2000),
        ("about 3k users/day", 3000),
        ("800 daily users on the bot", 800),
        ("200人同时在线", None),  # a load at once, left as read
        ("50 concurrent users", None),
    ],
)
def test_people_said_are_not_a_load_at_once(text, people):
    found = people_said(text)
    assert (found[0] if found else None) == people


def test_a_peak_share_of_the_people_is_served(advisor):
    assert users_at_peak(2000) == 200
    assert users_at_peak(6) == 6  # a small team may all ask at once
    assert users_at_peak(30) == 30
    assert users_at_peak(120) == 50  # never fewer than a small team's
    query, answer, line = _first(advisor, "部门 800 人用 qwen2.5 32b，要几张 L40S")
    assert query.users == 80 and query.people_using == 800
    assert answer.kind == "serve"
    assert "80 个并发用户" in line and "800 人" in line


def test_the_people_carry_into_a_follow_up(advisor):
    query, _, line = _first(
        advisor, "1200 users a day on llama 3.1 8b, how many A10G?", "what about on L4s"
    )
    assert query.users == 120 and query.people_using == 1200
    assert "1200 people" in line


# --------------------------------------------------------------------------- training jobs


def test_epochs_changed_keep_the_dataset(advisor):
    query, answer, line = _first(
        advisor,
        "lora on mistral 7b with 30k samples on one l40s, how long",
        "and 2 epochs?",
    )
    assert query.samples == 30_000 and query.epochs == 2
    assert answer.kind == "job_duration"
    assert "hours" in line


def test_samples_changed_keep_the_epochs(advisor):
    query, answer, _ = _first(
        advisor, "一张H100 lora qwen2.5 7b，1万条数据3个epoch要多久", "换成5万条呢"
    )
    assert query.samples == 50_000 and query.epochs == 3
    assert answer.kind == "job_duration"


@pytest.mark.parametrize(
    ("text", "full"),
    [
        ("fine-tune gemma 2 9b full on 4x h100", True),
        ("sft llama 3 8b full, 100k rows", True),
        ("fine-tune llama 3 8b in full precision", False),
        ("finetune qwen 7b on the full dataset", False),
    ],
)
def test_full_after_the_model_is_the_method(text, full):
    assert full_said_after(text) is full
