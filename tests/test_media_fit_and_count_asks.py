"""Media jobs asked as a yes-or-no fit, a count of streams, or a rate before a count.

"单卡撑得住吗" and "会不会 OOM" ask whether the job fits, even beside a speed word ("不想拖慢
速度") or hours of training audio ("200 小时录音", no rental); rooms live at once are streams;
a rate asked before "how many cameras" is answered as the rate.
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


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("4090 24g 跑 flux dev fp16 1024 出图，不想开 offload 拖慢速度，单卡撑得住吗", None),
        ("sdxl lora 训练 batch 8，3060 12g 会不会 oom", "no"),
        ("用 200 小时会议录音微调 whisper medium，4090，会爆显存吗", "yes"),
        ("fine-tuning whisper small on 300 hours of audio with a 3060 12gb — will it oom?", "yes"),
    ],
)
def test_a_fit_asked_is_answered_yes_or_no(advisor, question, verdict):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    assert answer.verdict is not None
    if verdict is not None:
        assert answer.verdict == verdict
    assert "¥" not in first_line(answer.answer) and "$" not in first_line(answer.answer)


def test_hours_of_training_audio_are_no_rental(catalog):
    query = parse("用 200 小时会议录音微调 whisper medium，4090，会爆显存吗", catalog)
    assert query.intent == "fit_check"
    assert query.workload_ask == "fit"


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("whisper small 做实时字幕，30 个会议室同时开会，L4 要备几张", 30),
        ("whisper base live captions for 40 classrooms at once, how many a10g", 40),
        ("同时 12 间直播间要实时转写 whisper large-v3，4090 得备几张", 12),
    ],
)
def test_rooms_live_at_once_are_streams_to_serve(advisor, catalog, question, streams):
    query = parse(question, catalog)
    assert query.streams_target == streams
    assert query.workload_ask == "count"
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    assert str(streams) in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "how many cams can one t4 run yolov8s on at 25fps",
        "1080p cameras at 25fps each, how many cams can an L4 take with yolov8s",
    ],
)
def test_cameras_counted_with_their_frame_rate_stated(advisor, catalog, question):
    assert parse(question, catalog).workload_ask == "count"
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    assert "25 fps" in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "yolov8s tensorrt on an L4, fps at batch 1? want to know how many cameras it can take",
        "L4 上 yolov8s 的帧率多少？想算算能带几路摄像头",
    ],
)
def test_a_rate_asked_before_a_count_is_the_rate(advisor, catalog, question):
    assert parse(question, catalog).workload_ask == "rate"
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert "2.3" in line and "427" in line


@pytest.mark.parametrize(
    ("question", "images"),
    [
        ("训练 yolov8s 用 2 张 3090 还是 1 张 4090，数据集 6 万张", 60000),
        ("3 张 4060 ti 还是 1 张 4090 训练 yolo11m，图片 12000 张", 12000),
    ],
)
def test_cards_counted_before_the_images_are_not_the_dataset(catalog, question, images):
    assert parse(question, catalog).samples == images
