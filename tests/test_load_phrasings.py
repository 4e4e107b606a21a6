"""Serving counts, speeds and job durations as people ask them (parsing and the kind chosen).

Each case is an own phrasing of a pattern: cards for N concurrent users with a context or a node
stated, a speech or image service sized in cards, a job's duration asked as "weeks? months?" or
"done by morning", a rate asked as a count per second, and an Apple chip written before Chinese.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, question):
    return advisor.converse([question]).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "users", "gpu"),
    [
        ("我们客服系统高峰300路并发，上下文8k，qwen2.5 14b，A100要几张", 300, "a100"),
        ("about 40 engineers using it at the same time, qwen2.5 32b at 16k context on L40S, "
         "how many do we need?", 40, "l40s"),
        ("deepseek r1 满血版，64并发，上下文16k，要几台8卡H200", 64, "h200"),
        ("maybe 25 people hitting it at once, llama 3.1 8b on L4s, how many do we need?", 25, "l4"),
    ],
)  # fmt: skip
def test_cards_for_concurrent_users_are_a_serving_count(advisor, question, users, gpu):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.input["users"] == users and plan.input["gpu"].startswith(gpu)


@pytest.mark.parametrize(
    ("question", "streams", "cards"),
    [
        ("we need to transcribe 150 simultaneous calls in real time with whisper medium, "
         "how many A10s?", 150, 2),
        ("contact centre, 300 concurrent phone calls, whisper small live captions, how many T4s",
         300, 3),
        ("客服中心120个坐席，通话要实时转写，whisper medium，A10要几张", 120, 2),
    ],
)  # fmt: skip
def test_live_calls_are_streams_sized_in_cards(advisor, question, streams, cards):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")
    assert sized.input["streams"] == streams
    assert first_line(answer.answer).count(f"{cards} x ") == 1


@pytest.mark.parametrize(
    "question",
    [
        "print shop: our own finetune of sd 1.5 must push 90 images/min at 512px, how many A10s?",
        "we serve our fine-tuned sdxl model at 40 images per minute, how many L4s",
        "我们微调好的sd 1.5模型要每分钟出200张图，要几张A10",
    ],
)
def test_a_fine_tuned_model_served_is_inference(advisor, question):
    assert advisor.understand(question).method in (None, "inference")
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    assert " x " in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("pretraining a 350M model on 40B tokens with 4x 3090, weeks? months?", "days"),
        ("从零预训练一个1B模型，50B token，8张4090，要几周还是几个月", "天"),
        ("pretraining 125M params on 10B tokens with 2x A100, days? weeks?", "hours"),
    ],
)
def test_weeks_or_months_asks_a_duration(advisor, question, unit):
    assert advisor.understand(question).asks_duration
    answer = _ask(advisor, question)
    assert answer.kind == "job_duration"
    assert unit in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "clips"),
    [
        ("queued 40 wan2.1 1.3b clips at 480p on my 4090, will they be done by morning?", 40),
        ("rendering 20 wan 2.1 14b videos at 720p on an h100, how long in total", 20),
        ("我想用4090跑30段wan2.1 1.3b视频，480p，今晚能跑完吗", 30),
    ],
)
def test_clips_counted_around_the_model_name_are_a_job(advisor, question, clips):
    assert advisor.understand(question).samples == clips
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["images"] == clips
    assert "hour" in first_line(answer.answer) or "小时" in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "vit-b/16在T4上推理，batch 32，一秒能处理多少张图",
        "resnet-50用A10推理，batch 32，一分钟能分类多少张",
        "how many images a second can vit-l do on an L4 at batch 16",
    ],
)
def test_a_count_per_second_is_a_rate(advisor, question):
    assert advisor.understand(question).intent == "speed"
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    assert "/s" in first_line(answer.answer) or "张/秒" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "chip"),
    [
        ("M2 Ultra跑flux dev出一张图要多久，1024分辨率，20步", "M2 Ultra"),
        ("M3 Max跑llama 3 8b每秒多少token", "M3 Max"),
    ],
)
def test_an_apple_chip_before_chinese_is_read_whole(advisor, question, chip):
    answer = _ask(advisor, question)
    assert answer.kind in ("workload_speed", "speed")
    assert chip in first_line(answer.answer)


@pytest.mark.parametrize(
    ("first", "then", "workload", "images", "epochs"),
    [
        ("3090训练yolov8s，5万张图100轮要多久", "换成yolo11s呢，其他不变", "yolo11s", 50000, 100),
        ("training yolov8m on 30k images for 50 epochs on an A100, how long?",
         "what about yolo11m?", "yolo11m", 30000, 50),
    ],
)  # fmt: skip
def test_a_sibling_model_keeps_the_dataset(advisor, first, then, workload, images, epochs):
    answer = advisor.converse([first, then]).turns[-1].answer
    assert answer.kind == "workload_speed"
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["workload"] == workload
    assert speed.input["images"] == images and speed.input["epochs"] == epochs
    assert "users" not in " ".join(answer.assumptions)  # "for 50 epochs" is no team of 50


@pytest.mark.parametrize(
    ("first", "then", "side"),
    [
        ("4070 super跑sdxl 1024一张图几秒", "那flux schnell 4步呢", 1024),
        ("sdxl at 768x768 on a 3060, seconds per image?", "and sd 1.5?", 768),
        ("sdxl 1024 on a 4090, how many seconds per image?", "and flux dev?", 1024),
    ],
)
def test_a_sibling_image_model_keeps_the_picture_size(advisor, first, then, side):
    answer = advisor.converse([first, then]).turns[-1].answer
    assert answer.kind == "workload_speed"
    assert f"{side}x{side}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "users", "gpu"),
    [
        ("on 4x H100 with vllm, llama 3.3 70b fp8, 20 concurrent users — what tokens/s does "
         "each one get, and in aggregate?", 20, "h100"),
        ("2张4090跑qwen2.5 14b awq，10个并发，每人每秒多少token", 10, "rtx-4090"),
        ("8卡H20跑qwen2.5 72b，40个并发，每个用户的速度和总吞吐是多少", 40, "h20"),
    ],
)  # fmt: skip
def test_speed_per_user_on_the_cards_one_has(advisor, question, users, gpu):
    answer = _ask(advisor, question)
    assert answer.kind == "speed"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.input["users"] == users and plan.input["gpu"].startswith(gpu)
    per_user = plan.output["per_user_tokens_per_s"]
    line = first_line(answer.answer)
    assert f"{per_user:,.1f} tokens/s" in line
    assert f"{users * per_user:,.0f} tokens/s" in line


def test_a_per_user_target_on_a_stated_card_stays_a_serving_check(advisor):
    answer = _ask(advisor, "one H100 serving 50 users of qwen 32b at 20 tokens/s each, enough?")
    assert answer.kind == "serve"


def test_a_latency_target_on_stated_cards_stays_a_serving_check(advisor):
    question = "can 4x L40S handle 30 users of qwen2.5-14b with time to first token under 1 s?"
    assert _ask(advisor, question).kind == "serve"


@pytest.mark.parametrize(
    ("question", "boxes"),
    [
        ("kimi k2 fp8, 30 concurrent users at 32k context, how many 8x H20 boxes?", 2),
        ("deepseek r1 fp8, 200 concurrent users, how many 8x H100 boxes do we need?", 2),
        ("kimi k2 fp8私有化，20并发，要几台8卡H20", 2),
    ],
)
def test_a_shortfall_of_a_stated_box_is_counted_in_boxes(advisor, question, boxes):
    answer = _ask(advisor, question)
    assert answer.kind == "serve" and answer.verdict == "no"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.output["gpus"] == 16
    line = first_line(answer.answer)
    assert f"{boxes} such 8-GPU boxes" in line or f"{boxes} 台 8 卡机器" in line


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("queued 40 wan2.1 1.3b clips at 480p on my 4090, done by morning? I have 8 hours", "yes"),
        ("我想用4090跑30段wan2.1 1.3b视频，480p，今晚能跑完吗，有10个小时", "yes"),
        ("200 wan2.1 14b clips at 720p on an h100, done by tomorrow? I have 12 hours", "no"),
    ],
)
def test_a_job_is_weighed_against_the_hours_one_has(advisor, question, verdict):
    answer = _ask(advisor, question)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    window = advisor.understand(question).duration_hours
    assert (speed.output["job_hours"] <= window) == (verdict == "yes")
    assert answer.verdict == verdict
    assert f"{window:g}" in first_line(answer.answer)
