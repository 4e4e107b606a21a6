"""Serving N streams or people of a speech or vision model on a card named, and sizing details.

Rooms said live "at once" further on in the clause are streams; "card count?" and "or do we
need more" ask a count; people named by their work ("annotators clicking at once") are users,
and one card serves a quick model's users in turn; a bare "A2" before "要几张" is the card;
"which size of whisper" lists the sizes; a card the catalog lacks weighed against one it holds
is not covered; an English word with its last letter doubled ("binned") is no chip; a length
the cache passes ("past 4k") is not the one sized; a rack limit said as one is the budget; and
"NVL72" counts the GPUs in the rack.
"""

from __future__ import annotations

import re

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
    ("question", "streams", "gpu"),
    [
        ("12 meetings get captioned by whisper small at the same time — t4 count?", 12, "t4"),
        (
            "45 classrooms will run live whisper medium subtitles concurrently. how many l4?",
            45,
            "l4",
        ),
        ("20 个会议室都要用 whisper turbo 实时转写，而且是同时进行，a10 要几张", 20, "a10"),
    ],
)
def test_rooms_live_at_once_are_counted_on_the_card_named(advisor, catalog, question, streams, gpu):
    query = parse(question, catalog)
    assert query.streams_target == streams
    assert query.workload_ask == "count"
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    capacity = [c for c in answer.tool_calls if c.tool == "estimate_workload_capacity"]
    assert capacity and capacity[0].input["gpu"] == gpu
    assert capacity[0].input["streams"] == streams
    assert f"{streams}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "users", "lead"),
    [
        (
            "sam vit-b behind our labelling ui, 6 labelers working at once. one l4 enough"
            " or do we need more?",
            6,
            "1 × L4",
        ),
        ("sam vit-b 标注平台，12 个人同时在线点选，一张 l4 够吗还是要加卡", 12, "1 张 L4"),
    ],
)
def test_people_at_once_on_a_quick_model_share_one_card(advisor, catalog, question, users, lead):
    query = parse(question, catalog)
    assert query.users == users
    assert query.workload_ask == "count"
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    line = first_line(answer.answer)
    assert lead in line and str(users) in line
    assert "generate" not in line and "生成" not in line


def test_people_at_once_on_a_slow_model_still_take_a_card_each(advisor):
    answer = _last(advisor, "10 people generating sdxl images at once, how many 4090 do we need")
    assert "10 × RTX 4090" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("yolov8s 盯 40 路摄像头，每路 5fps，a2 需要多少张", 40),
        ("how many a2 for 24 cameras at 10 fps running yolov8n", 24),
    ],
)
def test_a_bare_a2_counted_is_the_card(advisor, catalog, question, streams):
    query = parse(question, catalog)
    assert [g.gpu_id for g in query.gpus] == ["a2"]
    answer = _last(advisor, question)
    capacity = [c for c in answer.tool_calls if c.tool == "estimate_workload_capacity"]
    assert capacity and capacity[0].input["gpu"] == "a2"
    assert capacity[0].input["streams"] == streams
    assert "A2" in first_line(answer.answer)


@pytest.mark.parametrize(
    "question", ["gcp a2-highgpu-1g price per hour", "how many a2-ultragpu-8g"]
)
def test_an_a2_instance_type_is_no_a2_card(catalog, question):
    assert all(g.gpu_id != "a2" for g in parse(question, catalog).gpus)


@pytest.mark.parametrize(
    "question",
    [
        "3060 8g 上 whisper 选多大的尺寸合适？要能实时",
        "what size of whisper can a 1660 super 6gb run for live captions?",
    ],
)
def test_one_size_of_a_family_asked_lists_the_sizes(advisor, catalog, question):
    assert parse(question, catalog).workload_ask == "list"
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    sized = {c.input["workload"] for c in answer.tool_calls}
    assert {"whisper-tiny", "whisper-medium", "whisper-large-v3"} <= sized
    line = first_line(answer.answer)
    assert "Whisper tiny" in line and "Whisper large-v3" in line


@pytest.mark.parametrize(
    "question",
    [
        "rx 6700 xt vs 4060 ti 16gb for stable diffusion on linux, is rocm usable yet",
        "arc a580 还是 3060 12g，跑 comfyui 哪个好",
    ],
)
def test_an_unknown_card_weighed_against_a_known_one_is_not_covered(advisor, catalog, question):
    query = parse(question, catalog)
    assert query.unknown_card_weighed
    answer = _last(advisor, question)
    assert answer.kind == "not_covered"
    assert "catalog" in first_line(answer.answer) or "目录" in first_line(answer.answer)


def test_an_unknown_card_owned_beside_a_known_one_is_no_choice(catalog):
    query = parse("i have a rx 7800 xt, would a 4090 be faster for sdxl?", catalog)
    assert not query.unknown_card_weighed


@pytest.mark.parametrize(
    "question",
    [
        "is the binned m3 max slower for llama 70b than the full chip?",
        "m4 pro 14-core vs 12-core: does the binned chip lose memory bandwidth?",
    ],
)
def test_a_doubled_inflection_is_no_chip(advisor, catalog, question):
    query = parse(question, catalog)
    assert not [p for p in query.problems if p.kind == "other_accelerator"]
    assert "binned" not in first_line(_last(advisor, question).answer)


@pytest.mark.parametrize(
    ("question", "tokens", "gb"),
    [
        (
            "gemma 2 27b has local attention — does the kv stop growing beyond 4k? kv at 16k?",
            16384,
            None,
        ),
        ("mistral 7b 超过 4k 以后 kv 还会涨吗，16k 上下文时占多少", 16384, "2.1"),
    ],
)
def test_a_length_the_cache_passes_is_not_the_one_sized(advisor, catalog, question, tokens, gb):
    assert parse(question, catalog).context_tokens == tokens
    answer = _last(advisor, question)
    assert answer.kind == "kv_cache"
    assert f"{tokens:,}" in first_line(answer.answer)
    if gb:
        assert gb in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        (
            "heard a gb300 nvl72 pulls 135kw. our colo is limited to 50kw per rack, can we host?",
            50_000,
        ),
        ("机柜功耗 20kw 左右？我们机房每个机柜最多 15kw，放得下 8 张 h100 吗", 15_000),
    ],
)
def test_the_limit_said_is_the_budget(catalog, question, budget):
    assert parse(question, catalog).power_budget_w == budget


@pytest.mark.parametrize(
    ("question", "count", "verdict"),
    [
        ("gb200 nvl72 rack: does it fit a 60kw power envelope?", 72, "no"),
        ("gb200 nvl72 整柜满载功耗多少", 72, None),
    ],
)
def test_nvl72_counts_the_gpus_of_the_rack(advisor, catalog, question, count, verdict):
    query = parse(question, catalog)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("gb200", count)]
    answer = _last(advisor, question)
    assert answer.kind == "power"
    assert f"{count} × GB200" in answer.answer
    if verdict:
        assert answer.verdict == verdict


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("how much vram do 8 h100s have in total", "640 GB across the 8 cards"),
        ("GB200 NVL72 整柜一共有多少 HBM 显存", "72 张合计 13,392 GB"),
    ],
)
def test_the_memory_of_several_of_one_card_is_summed(advisor, question, lead):
    answer = _last(advisor, question)
    assert answer.kind == "catalog"
    assert lead in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("which whisper sizes can a t4 run for live captions?", "Against real time on it"),
        ("3060 12g 能跑哪些 whisper 版本？需要实时转写会议", "与实时相比"),
    ],
)
def test_speech_sizes_listed_for_real_time_are_timed(advisor, catalog, question, lead):
    assert parse(question, catalog).realtime_wanted
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    timed = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    assert {c.input["workload"] for c in timed} >= {"whisper-tiny", "whisper-large-v3"}
    assert lead in answer.answer and re.search(r"Whisper large-v3 (?:at|为) 0\.1", answer.answer)


def test_speech_sizes_listed_without_real_time_are_not_timed(advisor):
    answer = _last(advisor, "which whisper sizes fit on a t4 for batch transcription of podcasts?")
    assert not [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]


@pytest.mark.parametrize(
    ("question", "note"),
    [
        (
            "llama 3 8b uses sliding window attention right? kv cache at 16k context",
            "No sliding window is counted for Llama 3 8B",
        ),
        ("qwen2.5 7b 有滑动窗口吗，32k 上下文 kv cache 多大", "没有按滑动窗口计算"),
    ],
)
def test_a_window_named_for_a_model_without_one_is_said_full(advisor, catalog, question, note):
    assert parse(question, catalog).window_said
    answer = _last(advisor, question)
    assert answer.kind == "kv_cache"
    assert note in answer.answer


def test_a_window_named_for_a_windowed_model_keeps_its_own_line(advisor):
    answer = _last(advisor, "gemma 2 27b sliding window: how big is the kv cache at 8k?")
    assert "Without its sliding windows" in answer.answer
    assert "No sliding window is counted" not in answer.answer


def test_an_unknown_card_among_two_known_ones_leaves_a_comparison(advisor):
    answer = _last(advisor, "rtx 3060 12gb, rx 6700 xt or rtx 4070 for sdxl — which one?")
    assert answer.kind != "not_covered"
