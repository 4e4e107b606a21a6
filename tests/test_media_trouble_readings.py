"""Media questions that report or explain rather than size: a draw read off the card, frames
that come out black or as noise, a technique's memory saving, a speech model's RTFx."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from assistant.question.troubleshoot import route_task
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
    "question",
    [
        "flux dev on a 4090 at 1024: util sits at 99% but only 250w power draw, is that normal",
        "yolov8l 训练 imgsz 1280，4070 上 GPU 利用率只有 40%，功耗才 120W，正常吗",
    ],
)
def test_a_draw_read_off_the_card_is_no_power_question(advisor, catalog, question):
    query = parse(question, catalog)
    assert query.power_ask is None
    answer = _last(advisor, question)
    assert answer.kind == "troubleshoot"
    assert "1024x1024" in answer.answer or "1280x1280" in answer.answer  # the frame stated


def test_a_draw_asked_stays_a_power_question(catalog):
    assert parse("how much power does a 4090 draw running flux", catalog).power_ask == "card"


@pytest.mark.parametrize(
    ("question", "fp32_fix"),
    [
        ("flux dev on my 4070, the images come out as pure noise, any idea", False),
        ("wan2.1 1.3b 在 3060 上生成的视频全是噪点", False),
        ("sd 1.5 on a 2080 ti gives black images every time, what's wrong", True),
    ],
)
def test_black_or_noise_frames_are_fp16_overflow(advisor, catalog, question, fp32_fix):
    assert route_task(parse(question, catalog), catalog).trouble == "nan_loss"
    answer = _last(advisor, question)
    assert answer.kind == "troubleshoot"
    line = first_line(answer.answer)
    assert "fp32" in line if fp32_fix else "bf16" in line
    assert "GradScaler" not in line  # no training advice for frames out of a model


def test_black_images_only_feared_are_explained(catalog):
    query = route_task(parse("sdxl 的 vae 为什么要用 fp32 跑，不然会出黑图", catalog), catalog)
    assert query.trouble is None


@pytest.mark.parametrize(
    "question",
    [
        "how much vram does amp save when training yolov8, and does accuracy drop",
        "混合精度训练 yolo 能省多少显存",
        "sdxl 开 xformers 能省多少显存",
    ],
)
def test_a_techniques_saving_is_explained(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "concept"


def test_a_saving_on_a_named_card_is_still_sized(advisor):
    answer = _last(advisor, "sdxl lora 开梯度检查点在 3060 上能省多少显存")
    assert answer.kind == "workload_fit"


@pytest.mark.parametrize(
    "question",
    ["whisper large-v3 在 L4 上 RTFx 大概多少", "whisper small on a t4, what rtfx should i expect"],
)
def test_rtfx_asks_a_rate(advisor, catalog, question):
    assert parse(question, catalog).workload_ask == "rate"
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"


def test_a_time_saved_is_no_memory_saving(catalog):
    assert not parse("sdxl 开 tensorrt 能省多少时间", catalog).explain_asked
