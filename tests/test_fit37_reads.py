"""Stated facts that change the answer: a forced fallback method, a share of a head count on at
once, a power limit set on "both" cards, the data's conversations and their average length,
and the tokens of one pass beside the epochs."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.daily_active import users_from_daily
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of

CAT = load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "full finetune of qwen2.5 14b on 4x l40s with zero3 — possible, or do we need lora?",
        "can i full fine-tune mistral 7b on one a100 80g or must i use qlora",
        "full fine-tuning gemma 2 9b on two 4090s, doable or is lora required",
        "8 张 a100 全参数微调 llama3 8b 行不行，还是只能上 qlora",
        "两张 3090 全量微调 qwen2.5 3b 可以吗，还是必须用 lora",
    ],
)
def test_a_forced_fallback_leaves_full_fine_tuning_asked(text: str) -> None:
    """ "Full, or must I LoRA": LoRA is what a "no" forces, full fine-tuning is what is asked."""
    assert parse(text, CAT).method == "full"


def test_a_method_weighed_either_way_keeps_the_first() -> None:
    assert parse("lora or full finetune for llama 3 8b on a 4090?", CAT).method == "lora"
    assert parse("qlora on a 3090 for llama 3 8b, or do i need lora", CAT).method == "qlora"
    # LoRA with QLoRA as the forced way out: QLoRA is sized, the one a 12 GB card may hold
    assert parse("4060 ti 16g 能 lora 微调 llama3 8b 吗，还是只能 qlora", CAT).method == "qlora"
    assert parse("can a 3060 lora mistral 7b, or must i use qlora", CAT).method == "qlora"


@pytest.mark.parametrize(
    ("text", "users", "people"),
    [
        (
            "3000 employees, maybe 5% of them using it at the same time: qwen2.5 14b on l40s?",
            150,
            3000,
        ),
        (
            "we'll have 1,200 students with about 10% online — llama 3.1 8b on l4s, how many",
            120,
            1200,
        ),
        ("全公司 600 名员工用 qwen2.5 32b，同时在线预计 5%，要几张 h100", 30, 600),
        ("给 1500 个学生做答疑，并发比例按 8% 算，qwen2.5 7b 需要几张 4090", 120, 1500),
    ],
)
def test_a_share_of_a_head_count_is_the_users_served(text: str, users: int, people: int) -> None:
    """The stated share of the people is served (before: the per cent was read as the users)."""
    read = users_from_daily(text)
    assert read is not None and read.users == users and read.people == people
    query, answer, first = turn_of(memory_advisor(), text)
    assert query.users == users and answer.kind == "serve"
    assert f"{users}" in first and (f"{people}" in first or f"{people:,}" in first)


def test_a_share_with_no_head_count_reads_nothing() -> None:
    assert users_from_daily("10% online, llama 8b on l4") is None


def _power_call(turns: list[str]) -> dict[str, object]:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "power"
    return next(c.input for c in answer.tool_calls if c.tool == "estimate_power")


@pytest.mark.parametrize(
    ("turns", "limit", "said"),
    [
        (
            ["3 x 3090, 1200w psu, 7950x — will it hold?", "what if i set them all to 250w"],
            250.0,
            "250 W each",
        ),
        (
            ["two 4090s with a 13900k on a 1000w psu, enough?", "and if i cap both at 300w?"],
            300.0,
            "300 W each",
        ),
        (
            ["两张 4090，1000w 电源，cpu 7950x，够不够", "把它们都限到 300w 呢"],
            300.0,
            "每张限 300 W",
        ),
    ],
)
def test_a_limit_on_both_cards_resizes_the_same_build(
    turns: list[str], limit: float, said: str
) -> None:
    """The limit said of "both"/"all" is the cards' limit, and the CPU said before stays."""
    call = _power_call(turns)
    assert call["power_limit_w"] == limit
    assert call.get("cpu") in ("7950x", "13900k")
    assert call["psu_stated_w"] in (1000.0, 1200.0)
    first = memory_advisor().converse(turns).turns[-1].answer.answer.splitlines()[0]
    assert said in first and ("7950X" in first or "13900K" in first)


def test_set_both_to_a_wattage_is_a_limit() -> None:
    assert (
        parse("two 5090s, 1600w psu. if i set both to 450w, then fine?", CAT).power_limit_w == 450
    )


@pytest.mark.parametrize(
    ("text", "samples", "seq"),
    [
        (
            "qlora llama 3 8b on 12k convos (avg 1.2k tokens), 2 epochs, one a10g, how long",
            12000,
            1229,
        ),
        (
            "lora of qwen2.5 7b on 6k dialogues averaging 800 tokens, 3 epochs on an l40s — hours?",
            6000,
            800,
        ),
        (
            "用 3 万条对话（平均 1k token）lora 微调 llama3 8b，2 个 epoch，一张 a100 要多久",
            30000,
            1024,
        ),
    ],
)
def test_conversations_and_their_average_length_time_the_job(
    text: str, samples: int, seq: int
) -> None:
    """The conversations are the samples and the average their length: a duration, not a speed."""
    query = parse(text, CAT)
    assert query.samples == samples and query.context_tokens == seq
    _, answer, first = turn_of(memory_advisor(), text)
    assert answer.kind == "job_duration"
    assert "hours" in first or "小时" in first or "days" in first


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("full fine-tune llama 3 8b on 4x h100, 200M tokens, 3 epochs — how long", "200,000,000"),
        ("8 张 h100 全参微调 qwen2.5 14b，5 亿 token 跑 2 个 epoch，要几天", "500,000,000"),
    ],
)
def test_the_tokens_of_one_pass_are_said_beside_the_epochs(text: str, said: str) -> None:
    """The stated volume is said back as stated, with the epochs that multiply it."""
    _, answer, _ = turn_of(memory_advisor(), text)
    assert answer.kind == "job_duration"
    assert any(said in a and "×" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("turns", "first", "also"),
    [
        (["mistral small 24b q4 or q6 on my 4090, does it all sit in vram?"], "q4_k_m", "q6_k"),
        (["3090 24g 跑 qwen2.5 32b，q4 还是 q8，能全放进显存吗"], "q4_k_m", "q8_0"),
        (
            ["llama 3.1 8b at q8 vs q4 on an 8gb 4060, fits?", "and at 16k context?"],
            "q8_0",
            "q4_k_m",
        ),
    ],
)
def test_a_second_precision_weighed_is_sized_too(turns: list[str], first: str, also: str) -> None:
    """ "q4 or q8": both levels get a fit row, in the order said (a follow-up keeps both)."""
    answer = memory_advisor().converse(turns).turns[-1].answer
    sized = [c.input["precision"] for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert sized[:2] == [first, also]
    assert f"| {first} |" in answer.answer and f"| {also} |" in answer.answer


def test_one_precision_or_two_unjoined_sizes_one() -> None:
    assert parse("qwen2.5 14b q4 on a 3060 12gb, fits?", CAT).precision_also is None
    assert parse("q8 kv cache with qwen2.5 14b q4 on a 3060", CAT).precision_also is None
