"""Readings from the tenth session's second round: a detector's image size said with a verb,
which sizes of a family fit a card, a chip set aside for a GPU, a budget said bare beside
"add a card", a low-profile box, the cheapest pick over a budget, an upscaler named, and a Mac
serving several people through llama.cpp's parallel slots. Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.calc.engines import engine_spec
from assistant.calc.serving import max_batch
from assistant.question.markers import stated_count
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "size"),
    [
        ("3060 12g 训 yolov8s，imgsz 开到 960，batch 8，会爆吗", "960x960"),
        ("yolov8m train on a 3060 12gb, imgsz set to 1280, batch 16: fits?", "1280x1280"),
    ],
)
def test_an_image_size_said_with_a_verb_sizes_the_job(advisor, question, size) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "workload_fit" and size in first


@pytest.mark.parametrize(
    ("question", "family"),
    [
        ("rx 7900 xt 20g：qwen3 系列里哪些量化能全放显存？", "Qwen3"),
        ("4060 ti 16gb: which qwen3 quants fit fully in vram?", "Qwen3"),
    ],
)
def test_which_of_a_family_fits_a_card_lists_that_family(advisor, question, family) -> None:
    query, answer, first = _turn(advisor, question)
    assert answer.kind == "fits_hardware"
    assert query.fits_family == "qwen3"
    assert family in first


def test_a_workload_list_on_a_cloud_vm_is_what_fits_not_a_bill(advisor) -> None:
    _, answer, first = _turn(advisor, "an l4 on a cheap gcp vm — which whisper sizes run well?")
    assert answer.kind == "workload_fit"
    assert "Whisper tiny" in first and "Whisper large-v3" in first


@pytest.mark.parametrize(
    "question",
    [
        "raspberry pi is too slow for yolov8n on 2 cameras, cheapest nvidia card for it?",
        "树莓派跑 yolov8n 太慢了，4 路摄像头，买什么显卡最便宜",
    ],
)
def test_a_chip_set_aside_leaves_the_card_asked(advisor, question) -> None:
    query, answer, first = _turn(advisor, question)
    assert answer.kind == "workload_pick"
    assert not [p for p in query.problems if p.kind == "other_accelerator"]
    assert "YOLOv8n" in first and ("RTX" in first or "T4" in first)


def test_a_chip_asked_about_is_still_said_not_covered(advisor) -> None:
    _, answer, _ = _turn(advisor, "can a raspberry pi 5 run yolov8n at 30fps")
    assert answer.kind == "not_covered"


def test_a_bare_ceiling_beside_adding_a_card_is_a_budget_and_low_profile_is_kept(advisor):
    query, answer, first = _turn(
        advisor, "给家里的 nas 加张卡跑 whisper small 转录，1500以内，要半高的"
    )
    assert query.budget == 1500 and query.budget_currency == "CNY"
    assert "low_profile" in query.features
    assert first.startswith("**目录里没有预算 ¥1,500.00 以内能按要求运行 Whisper small 的显卡**")
    assert "T4" in first  # the cheapest low-profile card that runs it, over the budget


def test_low_profile_said_of_the_card_is_required(advisor) -> None:
    query, _, first = _turn(advisor, "low profile card for whisper small?")
    assert "low_profile" in query.features and "T4" in first


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("realesrgan x4 放大 4070 上一张1080p图要几秒", "realesrgan"),
        ("how fast is swinir x2 on a 3060", "swinir"),
    ],
)
def test_an_upscaler_with_its_factor_is_named_not_covered(advisor, question, name) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "not_covered" and name in first


def test_users_said_in_a_follow_up_are_no_card_count() -> None:
    assert stated_count("20个人呢") is None
    assert stated_count("换成3张呢") == 3


def test_llama_server_slots_are_set_to_the_users_up_to_its_limit() -> None:
    spec = engine_spec("llama.cpp")
    gb = 1e9
    from tests.support.toolbox import bundled_toolbox

    catalog = bundled_toolbox().catalog
    mac, model = catalog.gpus["m3-ultra-512gb"], catalog.models["llama-3-70b"]
    assert max_batch(300 * gb, 0.3 * gb, mac, 1, spec, model=model) == spec.max_batch == 4
    assert max_batch(300 * gb, 0.3 * gb, mac, 1, spec, users=5, model=model) == 5
    assert max_batch(300 * gb, 0.3 * gb, mac, 1, spec, users=500, model=model) == 32
    assert spec.served_batch == 32


def test_a_mac_serves_several_people_through_llama_cpp(advisor) -> None:
    _, answer, first = _turn(advisor, "m3 ultra 512g 跑 r1 q4，给办公室5个人同时用撑得住吗")
    assert answer.kind == "serve"
    assert "1 × Apple M3 Ultra" in first and "5 个并发用户" in first and "llama.cpp" in first
    assert "--parallel 5" in answer.answer
    _, again, first2 = _turn(
        advisor, "m3 ultra 512g 跑 r1 q4，给办公室5个人同时用撑得住吗", "20个人呢"
    )
    assert "20 个并发用户" in first2 and "1 × Apple M3 Ultra" in first2
