"""Media questions in wording the parser had not met: an OOM weighed in slang, a time per
clip asked in minutes, and which models of a family a card runs (the family's fit list)."""

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
    "question",
    [
        "sdxl at 1024 batch 2 on a 3060, oom or nope?",
        "flux schnell on a 4070 ti super 16gb, oom or good?",
        "yolov8m training batch 16 on a 2060 6gb, oom or no?",
    ],
)
def test_an_oom_weighed_in_slang_is_answered_yes_or_no(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert re.match(r"(?:Yes|No)\b", line), line
    assert re.search(r"\d+\.\d GB", line)


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        ("wan 2.1 14b 720p on an h100: minutes per 5s clip?", "min)"),
        ("wan2.1 1.3b at 480p on a 4090, minutes per clip?", "min)"),
        ("wan 2.1 14b on an h200, how many seconds a 5-second video?", "s per video"),
        ("wan2.1 14b 720p 在 h100 上每段视频要几分钟", "分钟"),
    ],
)
def test_a_time_per_clip_is_a_speed_with_the_minutes(advisor, question, unit):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert re.search(r"\d[\d,]* (?:s per video|秒)", line), line
    assert unit in line


@pytest.mark.parametrize(
    "turns",
    [
        ("which whisper models can a T4 run in real time?",),
        ("L4 上哪几个 whisper 模型能做实时转写",),
        ("T4 上能跑哪几个 whisper 模型做实时转写", "那 A10 呢，能多跑哪些"),
    ],
)
def test_which_models_of_a_family_is_the_cards_fit_list(advisor, turns):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "Whisper tiny" in line and "Whisper large-v3" in line


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("训 yolov8m 买 3090 还是 4090，要给导师写采购理由", ("RTX 3090", "RTX 4090")),
        (
            "buying for the lab: an a5000 or a 4090 to train yolo11x? need to justify it",
            ("RTX A5000", "RTX 4090"),
        ),
        ("sdxl 出图，采购 4070 还是 3090，说说优缺点", ("RTX 4070", "RTX 3090")),
    ],
)
def test_two_cards_to_buy_with_reasons_asked_are_compared(advisor, question, cards):
    answer = _last(advisor, question)
    assert answer.kind == "workload_compare"
    assert all(card in answer.answer for card in cards)
    assert "|" in answer.answer  # the side-by-side table


def test_two_cards_to_buy_within_a_budget_are_still_picked(advisor):
    answer = _last(advisor, "预算 1.5 万，跑 sdxl 买 3090 还是 4080，写个理由")
    assert answer.kind == "workload_pick"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("l4 vs t4 for yolov8s on 16 camera streams, which one?", "16 camera streams"),
        ("a4000 vs l4 for yolo11m with 8 rtsp feeds at 25 fps", "8 camera streams at 25 fps"),
        ("A4000 和 L4 对比，跑 yolo11m 12 路摄像头", "12 路"),
    ],
)
def test_a_stream_load_in_a_comparison_is_sized_for_each_card(advisor, question, said):
    answer = _last(advisor, question)
    assert answer.kind == "workload_compare"
    loads = [line for line in answer.answer.splitlines() if line.startswith("- ")]
    assert len(loads) == 2 and all(said in line for line in loads), loads


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("we need to segment 100k product photos a day with sam vit-b — how many T4s?", "T4"),
        ("每天 5 万张图用 SAM vit-b 做分割，要几张 L4", "L4"),
        ("sam vit-b on 30k images a day, how many a10 cards do i need?", "A10"),
    ],
)
def test_a_sam_count_is_counted_in_images_a_minute(advisor, question, card):
    # SAM ViT-B is timed from ViT-H's published encoder time: one card's images a minute lead
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    line = first_line(answer.answer)
    assert f"1 x {card}" in line, line
    assert re.search(r"images? a minute|images?/min|张图/分钟", line), line
