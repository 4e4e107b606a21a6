"""Picks and job totals: clip counts in Chinese numerals, "cheapest card" asks,
a Mac weighed against a PC, a worded speed floor, a budget with two named cards, and a time
per item to beat on a timed card."""

from __future__ import annotations

import pytest

from assistant.calc.media_pick import MediaPick
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.platform_choice import platform_weighed
from assistant.question.speed_words import WORDED_FLOOR_TOKENS_PER_S, worded_speed_floor
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


def _call(answer, tool: str):  # type: ignore[no-untyped-def]
    return next(c for c in answer.tool_calls if c.tool == tool)


# --- clips counted in Chinese numerals make a batch total


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("用4090跑wan2.1 1.3b出两百条480p视频要多久", 200),
        ("3090 跑 wan2.1 1.3b 做八十段短视频，总共多久", 80),
        ("在4090上用wan2.1 1.3b批量生成一百二十个片段要多长时间", 120),
    ],
)
def test_clips_counted_in_chinese_numerals_are_the_batch(text: str, n: int) -> None:
    assert parse(text, CATALOG).samples == n


def test_a_batch_in_chinese_numerals_is_answered_as_a_total() -> None:
    answer = last_answer(memory_advisor(), "4090跑wan2.1 1.3b，一共出九十条480p视频，要跑多久")
    call = _call(answer, "estimate_workload_speed")
    assert call.input["images"] == 90
    assert answer.answer.startswith("**整个任务约")


# --- "cheapest card" and "卡是哪张" ask a pick, the cache sized inside it


@pytest.mark.parametrize(
    "text",
    [
        "cheapest gpu that runs mistral 7b q8 with 16k context entirely in vram?",
        "what's the cheapest card for qwen3 8b at q8 and 32k context",
        "qwen3 14b q4 加 16k 上下文都放进显存，最便宜的卡是哪张",
    ],
)
def test_cheapest_card_with_a_context_is_a_pick(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "recommend"
    call = _call(answer, "recommend_setup")
    assert call.input["seq_len"] in (16384, 32768)


# --- a Mac weighed against a PC


@pytest.mark.parametrize(
    ("text", "weighed"),
    [
        ("macbook pro or a gaming pc for running llms?", True),
        ("mac studio vs custom build for 70b", True),
        ("买 mac 还是组装机跑大模型", True),
        ("mac mini 还是自己攒个 pc 跑 32b", True),
        ("macbook pro 还是装台 pc 跑 sd", True),
        ("can my macbook air run llama 3 8b", False),
        ("m3 max or a 4090 pc", False),
    ],
)
def test_platform_weighed(text: str, weighed: bool) -> None:
    assert platform_weighed(text) is weighed


def test_a_mac_or_pc_pick_is_no_unknown_card_and_spans_both() -> None:
    answer = last_answer(memory_advisor(), "macbook or pc for a local 32b at q4, $2500 total?")
    assert answer.kind == "recommend"
    assert "not in my catalog" not in answer.answer
    call = _call(answer, "recommend_setup")
    assert call.input["non_cuda"] is True
    assert "gpus" not in call.input or len(call.input["gpus"]) > 30  # not Apple-only


def test_a_follow_up_keeps_both_platforms() -> None:
    answer = last_answer(
        memory_advisor(),
        "mac or pc for local llms, $3000, 32b q4",
        "and it should be small",
    )
    assert _call(answer, "recommend_setup").input["non_cuda"] is True


def test_a_mac_pick_in_chinese_is_no_unknown_card() -> None:
    answer = last_answer(memory_advisor(), "预算两万，macbook 还是台式机跑 32b q4")
    assert answer.kind == "recommend"
    assert "不在我的目录" not in answer.answer


# --- a speed floor said in words


@pytest.mark.parametrize(
    "text",
    [
        "70b at q4 at a usable speed",
        "want it faster than i can read",
        "聊天速度要流畅",
        "能流畅运行 32b 吗",
    ],
)
def test_worded_speed_floor_read(text: str) -> None:
    assert worded_speed_floor(text) is not None


def test_no_worded_floor_without_speed_words() -> None:
    assert worded_speed_floor("70b at q4 on two 3090s") is None


def test_a_pick_at_readable_speed_is_sized_for_the_floor() -> None:
    answer = last_answer(memory_advisor(), "best gpu under $2000 for 70b q4 at reading speed")
    call = _call(answer, "recommend_setup")
    assert call.input["min_tokens_per_s"] == WORDED_FLOOR_TOKENS_PER_S


# --- a time per item to beat on a timed card


@pytest.mark.parametrize(
    ("text", "said", "target"),
    [
        ("sdxl takes ~20 s per image on my 2060, which card gets it under 5?", 20, 5),
        ("wan 2.1 1.3b: 12 min a clip on a 3060, what gpu gets it down to 3 min", 720, 180),
        ("sdxl 一张要 30 秒（3060），想压到 8 秒以内，换哪张卡", 30, 8),
    ],
)
def test_a_time_to_beat_is_read(text: str, said: float, target: float) -> None:
    query = parse(text, CATALOG)
    assert query.item_seconds_said == said
    assert query.item_seconds_target == target
    assert query.named_candidates is None


def test_no_time_to_beat_without_a_pick() -> None:
    query = parse("sdxl takes 20 s per image on my 2060, is that normal?", CATALOG)
    assert query.item_seconds_target is None


@pytest.mark.parametrize(
    "text",
    [
        "sdxl takes ~20 s per image on my 2060, which card gets it under 5?",
        "wan 2.1 14b 720p runs 40 min per clip on my 4090, what card brings it below 15",
    ],
)
def test_a_time_to_beat_picks_a_card_that_fast(text: str) -> None:
    answer = last_answer(memory_advisor(), text)
    assert answer.kind == "workload_pick"
    call = _call(answer, "recommend_workload_gpu")
    picked = call.typed(MediaPick)
    assert picked is not None and picked.best is not None
    assert picked.best.gpu_id != call.input["timed_on"]
    bar = next(m for m in picked.assumptions if m.code == "media.speed_bar")
    assert "faster than" in bar.render("en")
    # every card offered is within the bar the timed card's estimate sets
    limit = float(bar.params["limit"].split()[0])
    unit = {"s": 1, "min": 60, "h": 3600}[bar.params["limit"].split()[1]]
    for c in picked.candidates:
        secs = c.speed.seconds_per_video or c.speed.seconds_per_image
        assert secs <= limit * unit * 1.05


# --- a follow-up turned to LoRA training drops inference-only formats


@pytest.mark.parametrize(
    "turns",
    [
        ("$2500 budget, 32b at q4 on llama.cpp", "i'd also train a lora on it sometimes"),
        ("预算两万，本地跑 70b q4", "偶尔还想训练 lora"),
        ("best card under $1500 for 14b q4", "and what if i want to fine-tune with lora"),
    ],
)
def test_a_follow_up_to_lora_training_is_no_gguf_error(turns: tuple[str, str]) -> None:
    answer = last_answer(memory_advisor(), *turns)
    call = _call(answer, "recommend_setup")
    # LoRA on the quant's 4-bit weights (a QLoRA-sized job), with no llama.cpp engine
    assert (call.input["method"], call.input["precision"]) == ("lora", "int4")
    assert call.input.get("engine") != "llama.cpp"
    assert not answer.answer.startswith("I could not rank")
