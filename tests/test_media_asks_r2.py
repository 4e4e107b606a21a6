"""Media questions in wording the parser had not met (round two): camera streams counted in
cards, a named laptop card timed, a fear of OOM answered yes or no, public datasets and audio
hours sized into a job's time, and a model the catalog lacks said first."""

from __future__ import annotations

import re

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("24 ip cameras at 720p running yolov8n on every frame, how many L4s?", "24"),
        ("40 cameras h264 1080p, yolov8s, how many t4 do I need", "40"),
        ("20路h265摄像头 1080p 跑yolov8m检测，要几张A10", "20"),
        ("16 路 720p 监控视频流用 yolov8s 做检测，T4 要几张", "16"),
    ],
)
def test_camera_streams_are_counted_in_cards_not_read_as_an_instance(advisor, question, streams):
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    line = first_line(answer.answer)
    assert re.search(r"\d+ x ", line), line
    assert streams in line
    assert "instance" not in line and "实例" not in line


@pytest.mark.parametrize(
    "folded",
    ["32 cameras at 1080p yolov8s detection", "4 streams 720p 30fps", "2160p 60hz hdr clips"],
)
def test_resolutions_and_frame_rates_are_no_instance_words(folded):
    from assistant.question.instance_words import instance_words

    assert instance_words(folded) == []


def test_an_instance_type_is_still_read_beside_a_workload(advisor):
    answer = _last(advisor, "what's in a g6e.12xlarge for sdxl")
    assert answer.kind == "instance"
    assert "L40S" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("yolov8s on my 1650 laptop, fps at 640?", "GTX 1650 Laptop"),
        ("笔记本1650跑yolov8s，640分辨率能有多少帧", "GTX 1650 Laptop"),
        ("yolo11n 在 1650 笔记本上每秒几帧", "GTX 1650 Laptop"),
        ("4060 laptop yolov8s, fps at 640?", "RTX 4060 Laptop"),
    ],
)
def test_the_laptop_card_named_is_the_one_timed(advisor, question, card):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert card in line
    assert re.search(r"\d+(?:\.\d+)? (?:ms|毫秒)", line), line


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("yolov8l training at imgsz 640, batch 32 on a 4070 12gb, amp on. oom?", "No."),
        ("sdxl lora training batch 4 on a 3060 12gb. any risk of oom?", "No."),
        ("yolov8x 训练 batch 64 1280 在 4090 上，爆显存吗", "不行。"),
        ("sd1.5 512 出图在 3060 12g 上跑，怕显存不够", "可以。"),
    ],
)
def test_a_feared_oom_is_answered_with_the_fit_verdict(advisor, question, verdict):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert line.lstrip("*").startswith(verdict), line
    assert re.search(r"\d+\.\d GB", line)


def test_a_reported_oom_still_gets_the_cause_not_a_verdict(advisor):
    answer = _last(advisor, "sdxl 1024 on my 3060 12gb keeps running out of memory, oom at the end")
    assert answer.kind == "workload_fit"
    assert not first_line(answer.answer).lstrip("*").startswith(("Yes", "No"))


@pytest.mark.parametrize(
    ("turns", "batch"),
    [
        (("resnet50 在 T4 上训练，batch 256，224 输入，16G 够不够", "batch 降到128呢"), 128),
        (("yolov8m training batch 32 on a 3060 12gb, fits?", "what if batch size dropped to 8"), 8),
        (("sdxl lora 训练 batch 8 在 4090 上能跑吗", "批大小改成2呢"), 2),
        (
            ("resnet-50 training at batch 64 on a T4, fits?", "and with the batch raised to 256?"),
            256,
        ),
    ],
)
def test_a_batch_changed_in_a_follow_up_is_sized_and_said(advisor, turns, batch):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert f"batch {batch}" in line or f"批大小 {batch}" in line, line
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_memory")
    assert call.input["batch"] == batch


@pytest.mark.parametrize(
    ("question", "images"),
    [
        ("YOLOv8s 在 objects365 上训 50 个 epoch，4张A100要几天", "1,742,289"),
        ("resnet-50 on imagenet, 90 epochs on one 4090: how long?", "1,281,167"),
        ("yolo11s on ms-coco, 100 epochs, one 4090, how many days?", "118,287"),
        ("yolov8m 在 coco 上训练 300 个 epoch，A100 要多久", "118,287"),
    ],
)
def test_a_named_public_dataset_sizes_the_training_job(advisor, question, images):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    assert re.search(r"\d[\d.,]* (?:hours|小时)", first_line(answer.answer))
    assert any(images in a for a in answer.assumptions), answer.assumptions


def test_a_vision_model_trained_on_several_cards_splits_the_hours(advisor):
    one = _last(advisor, "resnet-50 on imagenet, 90 epochs on one A100: how long?")
    four = _last(advisor, "resnet-50 on imagenet, 90 epochs on 4x A100: how long?")
    hours = [float(re.search(r"([\d.]+) hours", first_line(a.answer))[1]) for a in (one, four)]
    assert hours[1] == pytest.approx(hours[0] / 4, rel=0.05)


def test_a_bad_dataset_row_is_reported_at_its_line(tmp_path):
    from assistant.catalog.datasets import DatasetSpec
    from assistant.catalog.specs import load_table
    from assistant.errors import CatalogError

    path = tmp_path / "datasets.yaml"
    path.write_text(
        "datasets:\n  - id: coco\n    name: COCO\n    images: -5\n    source: x\n"
        "    as_of: 2026-12-03\n"
    )
    with pytest.raises(CatalogError, match=r"datasets.yaml:4:.*images"):
        load_table(path, "datasets", DatasetSpec)


@pytest.mark.parametrize(
    "question",
    [
        "笔记本是2060 6G，想给直播加实时字幕，whisper 哪几个尺寸跑得动",
        "my laptop has a 2060 6gb, which whisper sizes can run real-time?",
        "游戏本 2060 6g 能跑哪些 whisper 模型",
    ],
)
def test_a_laptop_card_with_the_desktop_cards_memory_is_sized_on_it(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "RTX 2060" in line and "Whisper tiny" in line
    assert any("laptop" in a or "笔记本" in a for a in answer.assumptions)


def test_a_laptop_card_of_other_memory_is_still_said_missing(advisor):
    answer = _last(advisor, "5090 laptop, sdxl fits?")
    assert "not in my catalog" in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "chroma1-hd on a 3090, how many seconds per image?",
        "chroma1 在 4060ti 16g 上 1024 出图能跑吗",
    ],
)
def test_chroma1_is_said_missing_first(advisor, question):
    line = first_line(_last(advisor, question).answer)
    assert "Chroma1-Base" in line and ("Not in my catalog" in line or "不在我的目录" in line)


def test_a_chroma_vector_store_is_no_image_model(advisor):
    answer = _last(advisor, "rag with chroma and llama 3 8b on a 4090, fits?")
    assert "Chroma1" not in answer.answer


@pytest.mark.parametrize(
    "turns",
    [
        ("想用 sd1.5 批量生成5万张512的图，20步，一张4060ti要跑几天",
         "如果是 sdxl 出 1024x1024 的，要多花几倍时间"),
        ("make 20,000 sd 1.5 images at 512, 25 steps, on a 3090: how long?",
         "and with sdxl at 1024 instead, how many times longer?"),
        ("用 3090 生成 2 万张 sd1.5 512 的图，30步要多久", "换成 sdxl 1024 要多少倍时间"),
    ],
)  # fmt: skip
def test_a_multiple_asked_after_a_job_weighs_the_new_job_against_it(advisor, turns):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert "Stable Diffusion 1.5" in line and "Stable Diffusion XL" in line
    assert re.search(r"\d+\.\d ?(?:x|倍)", line), line
    steps = re.search(r"(\d+) ?(?:steps|步)", turns[0])[1]
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["steps"] == int(steps)  # the job's steps, kept for the sibling


@pytest.mark.parametrize(
    ("question", "windows", "total"),
    [
        ("whisper small 微调，A100 40G，200小时标注语音，3个epoch要多久", "24,000", "72,000"),
        ("fine-tune whisper medium on 500 hours of labelled audio, 2 epochs, one H100: how long?",
         "60,000", "120,000"),
        ("whisper large-v3 在 H100 上微调 100 小时语音，5 个 epoch 要跑多久", "12,000", "60,000"),
    ],
)  # fmt: skip
def test_a_speech_fine_tune_time_says_no_rate_first_then_the_job_size(
    advisor, question, windows, total
):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert "No time to give" in line or "耗时给不出" in line
    assert windows in answer.answer and total in answer.answer
