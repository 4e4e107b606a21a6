"""Image, video, vision and speech facts a question states reach the answer.

* a side changed by a verb ("分辨率提到 1024") resizes the earlier job; "512 图" is a side;
* a card set aside ("T4 太老了，用 L4") or ruled out after ("jetson 以外") is no candidate;
* a frame rate or a video rate per minute asked is a speed;
* a model the catalog lacks joined to a catalog one ("x + sam") is said first;
* clips counted with their size between ("100 个 720p 5秒片段") make a job's total time;
* an inference job says its images; simultaneous meetings are streams; 24/7 says the draw.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _speed_input(answer):
    return next(c.input for c in answer.tool_calls if c.tool.startswith("estimate_workload"))


@pytest.mark.parametrize(
    ("before", "after", "side"),
    [
        ("sdxl lora on a 4070 at 768 res, ok?", "what if I bump the resolution to 1024", 1024),
        ("4090 训 flux lora，512 分辨率，行吗", "分辨率提到 1024 呢", 1024),
        ("sdxl on a 3060 at 1024 res, fits?", "and resolution up to 1536?", 1536),
        ("3060 跑 sdxl 1024 分辨率够吗", "分辨率降到 768 呢", 768),
    ],
)
def test_a_side_changed_in_a_follow_up_resizes_the_job(advisor, before, after, side):
    answer = _last(advisor, before, after)
    assert f"{side}x{side}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("M4 Max 跑 sd1.5，512 图 20 步大概几秒一张", 512),
        ("4090 跑 sdxl 出 1024 图要几秒", 1024),
        ("3060 跑 sd1.5 出 768 的图要多久", 768),
    ],
)
def test_a_side_said_before_a_picture_is_read(catalog, text, side):
    assert parse(text, catalog).media_width == side


def test_a_picture_count_is_no_side(catalog):
    assert parse("sdxl 出 1000 图要多久 4090", catalog).media_width is None


@pytest.mark.parametrize(
    ("turns", "gpu", "count"),
    [
        (
            (
                "32 路 1080p 视频流，yolov8s 实时检测，需要几张 T4",
                "T4 太老了，用 L4 的话几张能扛住",
            ),
            "L4",
            4,
        ),
        (("the T4 is too old, how many L4s for 16 cameras on yolov8m?",), "L4", 2),
        (("V100 已经淘汰了，用 A10 跑 yolov8s 8 路摄像头要几张",), "A10", 1),
    ],
)
def test_a_card_set_aside_leaves_the_other_one_counted(advisor, turns, gpu, count):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_pick"
    line = first_line(answer.answer)
    assert f"{count} x {gpu}" in line
    assert "T4" not in line and "V100" not in line


def test_a_card_said_too_old_alone_is_still_the_one_asked(catalog):
    query = parse("P40 太老了，还能跑 qwen 7b 吗", catalog)
    assert [g.gpu_id for g in query.gpus] == ["tesla-p40"]


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("yolov8n 在 jetson 以外的卡上最便宜能到多少 fps？比如 gtx 1650", "GTX 1650"),
        ("除了 jetson 之外，yolov8n 在 3060 上能到几帧", "RTX 3060"),
        ("what fps does yolov8s get on the cheapest card, say a t4?", "T4"),
    ],
)
def test_a_frame_rate_asked_is_a_speed(advisor, text, gpu):
    answer = _last(advisor, text)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert gpu in line and ("ms per image" in line or "毫秒" in line)


@pytest.mark.parametrize(
    "text",
    [
        "framepack on a 4060 ti 16gb — how many seconds of video per minute of compute?",
        "wan2.1 1.3b on a 4090, how many seconds of video per minute?",
    ],
)
def test_video_per_minute_asked_is_a_speed(advisor, text):
    assert _last(advisor, text).kind == "workload_speed"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("grounding dino + sam 流水线放一张 3060 12G 上能同时加载吗", "grounding dino"),
        ("grounding dino and sam on a 4060 8gb together, will it fit?", "grounding dino"),
    ],
)
def test_a_missing_model_joined_to_a_known_one_is_said_first(advisor, text, name):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert name in line.lower()
    assert "not in my catalog" in line.lower() or "不在我的目录里" in line
    assert answer.verdict is not None  # the catalog model is still sized below


def test_a_wrapper_named_with_its_model_is_no_pipeline(catalog):
    query = parse("whisperx large-v3 with diarization on a gtx 1660 super 6gb, fits?", catalog)
    assert not query.workload_unknown_joined


@pytest.mark.parametrize(
    ("text", "clips"),
    [
        ("wan2.1 14b, 100 个 720p 5秒片段，单张 h100 要跑多久", 100),
        ("20 个 480p 视频片段用 wan2.1 1.3b 在 4090 上要多久", 20),
        ("wan2.1 1.3b, 30 480p 5s clips on an a100, how long", 30),
    ],
)
def test_clips_counted_with_their_size_make_a_job(advisor, catalog, text, clips):
    assert parse(text, catalog).samples == clips
    line = first_line(_last(advisor, text).answer)
    assert "for the job" in line or "整个任务" in line


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("run vit-l/16 inference on ~2M images a day, which cloud gpu?", "2,000,000 images"),
        ("yolov8m 跑 50 万张图的检测，4090 要多久", "500,000 张图"),
    ],
)
def test_an_inference_job_says_its_size(advisor, text, said):
    assert any(said in a for a in _last(advisor, text).assumptions)


@pytest.mark.parametrize(
    ("text", "streams", "gpu"),
    [
        (
            "live captioning for 100 simultaneous meetings with whisper small — how many a10gs?",
            100,
            "A10G",
        ),
        (
            "40 concurrent zoom meetings transcribed live with whisper large-v3, how many L4s?",
            40,
            "L4",
        ),
        ("同时 50 个会议实时转写，whisper medium，要几张 T4", 50, "T4"),
    ],
)
def test_simultaneous_meetings_are_streams(advisor, catalog, text, streams, gpu):
    assert parse(text, catalog).streams_target == streams
    line = first_line(_last(advisor, text).answer)
    assert f"{streams} " in line and gpu in line


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("low-profile card for whisper large-v3-turbo transcription 24/7?", "24 hours a day"),
        ("24 小时不间断跑 yolov8s 检测 8 路摄像头，推荐什么卡", "每天运行 24 小时"),
    ],
)
def test_a_service_run_all_day_says_its_daily_draw(advisor, text, said):
    answer = _last(advisor, text)
    line = next(p for p in answer.answer.split("\n\n") if said in p)
    assert "kWh" in line or "度电" in line


def test_cards_weighed_are_not_set_aside(catalog):
    query = parse("4090 太贵了，3090 便宜一半，跑 sdxl 哪个性价比高", catalog)
    assert {g.gpu_id for g in query.gpus} == {"rtx-4090", "rtx-3090"}
