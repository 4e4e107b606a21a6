"""A rented or bought card checked against what it should do (the fortieth session's verify cases).

An idle link on a named type is the card saving power, not a broken host; a slow image job on a
type is judged against the card's estimate; a draw far under the cap while the job crawls says
the card is unused; a draw that stops rising is the limit, judged against the board power; a
provider the catalog lacks, blamed for the slowdown, is said first.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    "question",
    [
        "on a GCP a2-highgpu-1g the A100 shows PCIe Gen1 while idle in nvidia-smi -q. bad node?",
        "gcp a2-ultragpu-1g: link reads gen1 when idle, faulty machine?",
    ],
)
def test_an_idle_link_on_a_named_type_is_no_fault(question: str) -> None:
    query, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert line.startswith("**No") and "Gen1" in line


def test_a_slow_image_on_a_named_type_is_judged_against_the_card() -> None:
    question = "阿里云 ecs.gn7i-c8g1.2xlarge 上 A10 跑 sdxl 1024，每张 8 秒，是不是被平台限速了"
    query, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "troubleshoot"
    assert query.media_seen is not None and query.media_seen.value == 8.0
    assert answer.verdict is not None and "8.0 秒" in line


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("租的 T4 跑 whisper small 特别慢，nvidia-smi 里功耗 10W / 70W，是不是没用上 gpu",
         ("是的", "10 W / 70 W")),
        ("my 4090 box crawls on whisper, nvidia-smi shows 25W / 450W, gpu isn't being used?",
         ("Yes", "25 W of its 450 W")),
    ],
)  # fmt: skip
def test_an_idle_draw_says_the_card_is_unused(question: str, words: tuple[str, ...]) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.verdict == "yes"
    assert all(w in line for w in words)


def test_a_busy_draw_is_no_idle_verdict() -> None:
    question = "4090 跑 whisper 很慢，nvidia-smi 功耗 400W / 450W，是不是没用上 gpu"
    _, answer, line = turn_of(memory_advisor(), question)
    assert "没被用上：功耗" not in line


@pytest.mark.parametrize(
    ("question", "watts", "rated"),
    [
        ("闲鱼收的 v100 sxm2 加转接板，跑训练功耗到 180W 就上不去了，正常吗", "180 W", "300 W"),
        ("used A100 PCIe 40GB, under load the draw tops out at 150 W. normal?", "150 W", "250 W"),
    ],
)
def test_a_draw_that_stops_rising_is_judged_as_the_limit(
    question: str, watts: str, rated: str
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert any(c.tool == "check_power_reading" for c in answer.tool_calls)
    assert answer.verdict in ("no", "yes")
    assert watts in line and rated in line


def test_an_unheld_provider_blamed_is_said_first() -> None:
    question = (
        "Paperspace RTX A5000 runs yolov8s training at half the speed of my own A5000."
        " is the provider throttling it?"
    )
    query, answer, line = turn_of(memory_advisor(), question)
    assert query.host_blamed
    assert "Paperspace" in line and "don't cover" in line


def test_an_unheld_provider_not_blamed_is_not_said_first() -> None:
    question = "paperspace A4000: nvidia-smi says 16376MiB total. is that normal for the card?"
    _, answer, line = turn_of(memory_advisor(), question)
    assert "don't cover" not in line


@pytest.mark.parametrize(
    ("question", "sign"),
    [
        ("what does a brand-new L40S cost to buy right now?", "$"),
        ("l40s 全新的国内啥价，买一张多少万", "¥"),
    ],
)
def test_a_card_with_no_price_to_buy_gives_its_rent_first(question: str, sign: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "price"
    assert any(c.tool == "price_job" and c.output.get("quotes") for c in answer.tool_calls)
    assert sign in line
    assert line.startswith(("**I have no dated price to buy", "**目录里没有"))


def test_an_unknown_bare_metal_type_is_said_unknown() -> None:
    question = "阿里云 ebmgn7ex 裸金属里是几张什么卡"
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "instance"
    assert "ebmgn7ex" in line and "不认识" in line


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("training yolo on 640px crops from 1024px drone shots", None),
        ("5000 1080p frames to upscale", 5000),
        ("20k product shots at 1024px", 20000),
    ],
)
def test_a_side_with_its_unit_counts_no_images(text: str, count: int | None) -> None:
    from assistant.question.images_counted import images_counted

    assert images_counted(text) == count


def test_a_frozen_encoder_fit_on_a_12gb_card_is_a_fit() -> None:
    question = "SAM ViT-B decoder-only finetune, 1024px tiles, batch 2, RTX 3060 12GB — OOM?"
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "workload_fit"
    assert answer.verdict is not None and "12" in line
