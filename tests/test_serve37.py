"""Serving capacity questions land on a serving answer (serve37).

A load said at once beside a head count sizes the peak, with both figures kept; one user's speed
on a stated card is a speed; a team's size beside one card and "or two?" is a serving check; an
image or camera target with a card count asked is the count of each card named, even when the
cloud is named or "带得动" is said; a claimed concurrency doubted asks the count the card holds;
two setups with their counts weighed for a price are a comparison.
"""

from __future__ import annotations

import pytest

from assistant.question.claimed_load import load_claim_doubted
from assistant.question.peak_load import load_at_once, peak_over_people
from assistant.question.price_descriptor import without_price_descriptor
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# ------------------------------------------------------------------ the peak beside the people


def test_load_at_once_reads_the_count_said_open_together():
    assert load_at_once("800 staff a day, busiest hour 60 conversations open at once") == 60
    assert load_at_once("部门 600 人用，高峰同时 50 个请求") == 50
    assert load_at_once("we get 100 requests per minute") is None


def test_peak_replaces_a_larger_head_count_and_keeps_it():
    said = "600 people use it, 45 sessions at the same time"
    assert peak_over_people(said, 600) == {"users": 45, "people_using": 600}
    assert peak_over_people(said, 30) == {}


def test_english_peak_beside_daily_people_sizes_the_peak(advisor):
    query, answer, line = turn_of(
        advisor,
        "about 800 staff use our qwen2.5 32b bot each day, busiest hour had 60 conversations "
        "open at once, 4k context. how many L40S?",
    )
    assert answer.kind == "serve"
    assert query.users == 60 and query.people_using == 800
    assert "60 concurrent users" in line and "800" in line


def test_chinese_peak_beside_head_count_sizes_the_peak(advisor):
    query, answer, line = turn_of(
        advisor, "部门 600 人用 qwen2.5-32b，高峰同时 50 个请求，4 张 l40s 够不够"
    )
    assert answer.kind == "serve"
    assert query.users == 50
    assert "50 个并发" in line


# ------------------------------------------------------------------ one user's speed, a team's card


def test_one_concurrent_user_speed_is_a_speed(advisor):
    query, answer, line = turn_of(
        advisor, "单卡 4090 跑 qwen2.5-14b awq，并发 1 时解码每秒多少 token"
    )
    assert answer.kind == "speed"
    assert query.task != "serve"
    assert "tokens/s" in line


def test_team_named_by_its_role_on_one_card_or_two_is_served(advisor):
    query, answer, line = turn_of(
        advisor,
        "running qwen3-32b awq for a 30-person engineering team on one rtx pro 6000, "
        "is one enough or do we need two?",
    )
    assert answer.kind == "serve"
    assert query.users == 30
    assert line.startswith("**Yes") and "30 concurrent users" in line


# ------------------------------------------------------------------ image and camera targets


def test_image_rate_floor_in_chinese_counts_cards(advisor):
    query, answer, line = turn_of(
        advisor, "我们店每分钟最少要出 30 张 sdxl 1024 的图，用 L40S 要几张卡？"
    )
    assert answer.kind == "workload_pick"
    assert query.images_per_minute_target == 30
    assert "2 x L40S" in line


def test_images_an_hour_is_a_rate_not_a_price(advisor):
    assert "an hour" not in without_price_descriptor("need 900 sd 1.5 images an hour at 512px")
    assert "an hour" in without_price_descriptor("what does an l4 cost an hour")
    query, answer, line = turn_of(
        advisor, "need 900 sd 1.5 images an hour at 512px, how many L4s on aws would keep up?"
    )
    assert answer.kind == "workload_pick"
    assert query.images_per_minute_target == 15  # the model's version is no count
    assert "15 images a minute" in line and "L4" in line


def test_two_cards_counted_for_an_image_rate_both_on_the_first_line(advisor):
    _, answer, line = turn_of(
        advisor, "need 12 flux schnell images per minute: how many 5090s vs A10s?"
    )
    assert answer.kind == "workload_pick"
    assert "RTX 5090" in line and "A10" in line and "2 of them" in line


def test_camera_streams_carried_by_one_card_is_not_a_circuit(advisor):
    query, answer, line = turn_of(
        advisor, "仓库 12 路 1080p 摄像头，yolov8s 每路 10fps，一张 a2 带得动吗"
    )
    assert answer.kind == "workload_pick"
    assert query.task != "power"
    assert "A2" in line and "12 路" in line


def test_a2_set_beside_another_card_in_chinese_is_a_card(advisor):
    query, answer, line = turn_of(
        advisor, "工地 20 路 720p 摄像头跑 yolo11n，每路 8 帧/秒，T4 和 a2 各要几张"
    )
    assert [g.gpu_id for g in query.gpus] == ["t4", "a2"]
    assert answer.kind == "workload_pick"
    assert "T4" in line and "A2" in line


# ------------------------------------------------------------------ a claim doubted, setups weighed


def test_load_claim_doubted_is_read_apart_from_a_card_doubted():
    assert load_claim_doubted("有人说一张 4090 能扛 100 并发，真的假的")
    assert not load_claim_doubted("买的 4090 是 24g 的，真的假的")


def test_claimed_concurrency_doubted_asks_the_count(advisor):
    query, answer, line = turn_of(
        advisor, "知乎有人说一张 4090 跑 qwen2.5-7b 能扛 100 并发，真的假的？按 4k 上下文能到多少"
    )
    assert answer.kind == "serve"
    assert query.users is None and query.users_guessed == 100
    assert "路并发" in line and "100" in line


def test_two_setups_with_counts_weighed_per_dollar_are_compared(advisor):
    _, answer, line = turn_of(
        advisor,
        "Serving Qwen2.5 72B fp8 to ~30 users: 4x L40S or 1x H200? which is cheaper per token",
    )
    assert answer.kind == "compare"
    assert "L40S" in line and "H200" in line
