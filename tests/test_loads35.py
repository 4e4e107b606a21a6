"""Workload loads and job sizes said the way people say them (thirty-fifth session).

- A serving rate said with a thousands separator ("1,200 images per minute") or in orders
  ("高峰每分钟 30 单") is the images a minute the cards must keep up with.
- People said beside a capacity asked ("about 30 daily users … how many at once"): the
  capacity is set against them; sessions said live ("40 live sessions") are users at once.
- A list of the hardware's models asked with a size word ("which large open models") is the
  list, even with a booking span beside it; "and for llms on it?" after a media list turns to
  LLMs.
- A batch set against a span ("3000 张图，挂 8 个小时够不够", "is 2 hours enough") is timed
  against that span; preference pairs ("chosen/rejected pairs") are samples; "what's the
  timeline?" asks a duration.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


def test_a_rate_with_a_thousands_separator_is_the_whole_rate(advisor):
    turn = last_turn(
        advisor, "YOLOv8 detection service at about 1,200 images per minute on L4s — how many?"
    )
    assert turn.query.images_per_minute_target == 1200
    assert "1,200" in _first(turn.answer)


def test_orders_a_minute_are_images_a_minute(advisor):
    turn = last_turn(advisor, "SDXL 出图小程序，高峰每分钟 30 单，要租几张 4090")
    assert turn.query.images_per_minute_target == 30
    assert turn.answer.kind == "workload_pick"
    assert "30" in _first(turn.answer)


def test_daily_users_beside_a_capacity_asked_are_set_against_it(advisor):
    turn = last_turn(
        advisor,
        "qwen2.5 7b on one A10G with vllm, about 30 daily users, 4k-token chats."
        " how many can chat at once?",
    )
    assert turn.query.head_count == 30
    assert turn.answer.kind == "serve"
    assert "30 people" in turn.answer.answer


def test_live_sessions_are_users_at_once(advisor):
    turn = last_turn(
        advisor,
        "moving support to qwen2.5 72b. 40 live sessions, up to 8k tokens each. H100s needed?",
    )
    assert turn.query.users == 40
    assert turn.answer.kind == "serve"
    assert "40 concurrent users" in _first(turn.answer)


def test_a_size_word_before_models_still_asks_the_list(advisor):
    turn = last_turn(
        advisor, "rented a 4x H100 box for two weeks: which large open models load at fp8?"
    )
    assert turn.query.asks_model_list
    assert turn.answer.kind == "fits_hardware"


def test_llms_after_a_media_list_list_the_llms(advisor):
    turn = last_turn(
        advisor,
        "RTX 3060 12GB for speech to text: which whisper models run fine?",
        "what about llms on that same 3060, what fits at 4-bit?",
    )
    assert turn.query.workload_family is None
    assert turn.answer.kind == "fits_hardware"
    assert "Whisper" not in _first(turn.answer)


def test_a_zh_batch_against_hours_is_timed_against_them(advisor):
    turn = last_turn(advisor, "sdxl 批量出 3000 张图，1024 分辨率，一张 3090 挂 8 个小时够不够")
    assert turn.query.deadline_hours == 8
    assert turn.answer.kind == "workload_speed"
    assert "8 小时" in _first(turn.answer)


def test_an_en_batch_against_hours_is_timed_against_them(advisor):
    turn = last_turn(advisor, "flux dev, 400 images at 1024 on one 4070 Ti — is 3 hours enough?")
    assert turn.query.deadline_hours == 3
    assert turn.answer.kind == "workload_speed"
    assert "3 h" in _first(turn.answer) or "3 hours" in _first(turn.answer)


def test_preference_pairs_are_samples(advisor):
    turn = last_turn(
        advisor,
        "one A100 80GB, DPO with lora on llama 3.1 8b, 20k chosen/rejected pairs at 1024"
        " tokens — how long?",
    )
    assert turn.query.samples == 20000
    assert turn.answer.kind == "job_duration"


def test_a_timeline_asked_is_a_duration(advisor):
    turn = last_turn(
        advisor,
        "one 4090, continued pretraining of qwen2.5 0.5b on 500M tokens — what's the timeline?",
    )
    assert turn.query.asks_duration
    assert turn.answer.kind == "job_duration"


def test_a_vision_model_from_scratch_with_amp_is_a_training_fit(advisor):
    turn = last_turn(
        advisor,
        "ViT-B/16 from scratch, batch 128 at 224px, AMP on, single RTX 3060 12GB:"
        " too much, or fine?",
    )
    assert turn.query.method == "pretrain"
    assert turn.query.workload_ask == "fit"
    assert turn.answer.kind == "workload_fit"
    assert turn.answer.verdict in ("yes", "no")
