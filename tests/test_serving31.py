"""Serving loads read past other readings: the cards of a job asked how many they serve, a
share active at once of seats, the people behind a media rate, a camera size kept for a sibling."""

import pytest

from assistant.question.daily_active import head_count, users_from_daily
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_cards_of_a_weighed_job_asked_how_many_they_serve(advisor):
    first = "团队 40 人要用 qwen2.5-32b，买两张 L40S 还是租 H100，两年哪个划算"
    answer = last_answer(advisor, first, "两张 L40S 到底能扛多少并发？40 人不会一起用")
    assert answer.kind == "serve"
    assert "Qwen2.5-32B" in answer.answer and "2 × L40S" in answer.answer


def test_seats_with_a_share_active_at_once():
    read = users_from_daily("an 800-seat helpdesk, maybe 5% active at once")
    assert read is not None and read.users == 40 and read.people == 800


def test_seats_share_answered_as_concurrent_users(advisor):
    answer = last_answer(
        advisor, "qwen2.5-14b for a 1,000-seat sales team, maybe 8% active at once. how many L4s?"
    )
    line = answer.answer.splitlines()[0]
    assert answer.kind == "serve" and "80 concurrent users" in line and "1000 people" in line


def test_head_count_of_members():
    assert head_count("a discord of ~350 members") == 350
    assert head_count("80 个学生一起用") == 80


def test_people_behind_a_media_rate_are_said(advisor):
    answer = last_answer(
        advisor, "flux dev image bot for ~120 members, peak 6 images a minute, how many 4090s"
    )
    assert answer.kind == "workload_pick"
    assert any("120 people" in a for a in answer.assumptions)


def test_camera_size_kept_for_a_sibling_model(advisor):
    first = "仓库监控 yolov8s，每路 1080p 15fps，一张 T4 能带几路"
    answer = last_answer(advisor, first, "换 yolov8m 能带几路")
    assert answer.tool_calls[0].input.get("resolution") == 1080
    assert any("1080p" in a for a in answer.assumptions)
