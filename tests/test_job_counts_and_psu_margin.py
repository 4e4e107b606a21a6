"""Job sizes in 万 written "w" ("2w 张"), round-the-clock hours beside a billing period, a PSU
margin asked of a stated wattage, and one more of the card kept against the PSU stated before."""

import re

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns: str):
    answer = advisor.converse(list(turns)).turns[-1].answer
    return answer, answer.answer.splitlines()[0].replace("**", "")


@pytest.mark.parametrize(
    ("question", "samples"),
    [
        ("4090 跑 sd1.5 出 3w 张图要多久", 30000),
        ("yolov8n 训 100 epoch，数据集 1.5w 张，4070 要几天", 15000),
        ("用 a100 跑 sdxl 批量生成 5w 张 1024 图", 50000),
    ],
)
def test_a_count_in_wan_written_w_is_the_job_size(catalog, question, samples):
    assert parse(question, catalog).samples == samples


def test_a_power_draw_in_w_is_no_image_count(catalog):
    assert parse("4090 跑 sdxl 每张图几秒，整机 850w 够吗", catalog).samples is None


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("4090 跑 sd1.5 出 3w 张图要多久", ("小时",)),
        ("yolov8n 训 100 epoch，数据集 1.5w 张，4070 要几天", ("小时",)),
    ],
)
def test_a_job_in_w_is_answered_with_its_duration(advisor, question, words):
    _, first = _last(advisor, question)
    assert all(w in first for w in words)
    assert "每张约" not in first.split("：")[0]


@pytest.mark.parametrize(
    ("question", "monthly"),
    [
        ("两张4090 24小时跑，电费一块一度，一个月电费多少", "¥657.00"),
        ("3090 24小时满载 一个月电费多少，电价0.5元一度", "每月"),
    ],
)
def test_round_the_clock_hours_leave_the_month_as_the_period(advisor, question, monthly):
    answer, first = _last(advisor, question)
    assert first.startswith("每月电费")
    assert monthly in first
    assert "0.03" not in first
    assert parse(question, bundled_toolbox().catalog).duration_hours == 730.0


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("what psu for a 5090, and is 1000w cutting it close", 1000.0),
        ("4090 配 850w 电源会不会太极限", 850.0),
        ("is 750w too tight for a 4080 super psu-wise", 750.0),
    ],
)
def test_a_margin_asked_of_a_wattage_checks_that_psu(catalog, question, watts):
    query = parse(question, catalog)
    assert query.power_ask == "psu_check"
    assert query.psu_stated_w == watts


@pytest.mark.parametrize(
    ("first", "second", "count", "verdict"),
    [
        (
            "is 1000w cutting it close for a 5090",
            "planning to add a second 5090 next year, does the psu still work",
            2,
            "No, 1,000 W",
        ),
        ("我这台 4090 配的 1000w 电源够吗", "明年打算再插一张4090，电源还行吗", 2, "不够：1,000 W"),
        ("is an 850w psu enough for a 4080", "what about adding another 4080", 2, "No, 850 W"),
    ],
)
def test_one_more_card_is_checked_against_the_psu_stated_before(
    advisor, first, second, count, verdict
):
    answer, line = _last(advisor, first, second)
    assert line.startswith(verdict)
    assert f"{count} ×" in line


@pytest.mark.parametrize(
    ("first", "second", "workload", "images"),
    [
        (
            "how long to generate 200 wan2.1 1.3b clips at 480p on a 4070 ti super",
            "what about with the 14b model on an H100",
            "wan2.1-t2v-14b",
            200,
        ),
        (
            "用 4090 跑 wan2.1 1.3b 生成 50 个视频，480p，要多久",
            "换成 14b 的呢",
            "wan2.1-t2v-14b",
            50,
        ),
        (
            "wan2.1 14b on an h100, how long for 300 clips",
            "and the 1.3b one?",
            "wan2.1-t2v-1.3b",
            300,
        ),
    ],
)
def test_a_bare_size_after_a_media_model_is_its_sibling_on_the_same_job(
    advisor, first, second, workload, images
):
    answer, line = _last(advisor, first, second)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["workload"] == workload
    assert speed.input["images"] == images
    assert any(w in line for w in ("hours", "小时"))


@pytest.mark.parametrize(
    "question",
    [
        "300h podcast backlog, whisper large-v3-turbo, single L4 — gpu hours to clear it?",
        "2000 hours of call audio, whisper large-v3 on an a10g, gpu-hours to process them",
        "500h of interviews on whisper medium with one t4, gpu hours to finish it",
    ],
)
def test_gpu_hours_to_clear_a_backlog_is_a_duration_not_a_price(advisor, question):
    answer, line = _last(advisor, question)
    assert answer.kind != "price"
    assert re.search(r"[\d.]+ hours(?: \([\d.]+ days\))? for the job", line)
    assert not any(c.tool == "price_job" for c in answer.tool_calls)


def test_the_price_of_gpu_hours_stays_a_price(catalog):
    assert not parse(
        "whisper large-v3 on an l4, how much do 300 gpu hours cost", catalog
    ).asks_duration


@pytest.mark.parametrize(
    ("question", "engine_word"),
    [
        ("single-stream decode for qwen3 32b bf16 on one H200 under sglang, roughly?", "SGLang"),
        ("single-user decoding for llama 3.1 70b fp8 on 2x h100 with vllm?", "vLLM"),
        ("qwen2.5 14b 在 4090 上单路解码大概多少", "tokens/s"),
    ],
)
def test_a_bare_decode_rate_asked_is_a_speed(advisor, question, engine_word):
    answer, line = _last(advisor, question)
    assert answer.intent == "speed"
    assert "tokens/s" in line
    assert engine_word in line


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("yolo11x training, imgsz 1280, batch 8, on a 4070 super 12gb. it will OOM right?", "No."),
        ("sdxl lora at 1024 batch 8 on a 3060 12gb, that would oom, no?", "No."),
        ("yolov8x 训练 imgsz 1280 batch 16 在 4070 12g 上肯定会爆显存吧", "不行。"),
    ],
)
def test_an_oom_predicted_is_a_fit_verdict_not_a_reported_error(advisor, question, opening):
    answer, line = _last(advisor, question)
    assert answer.kind == "workload_fit"
    assert line.startswith(opening)
    assert "GB" in line


def test_an_oom_reported_stays_a_trouble(advisor):
    _, line = _last(advisor, "my sdxl training keeps going out of memory on a 3060 12gb at batch 8")
    assert line.startswith("Not enough memory, by these numbers")
