"""Fit and speed questions as people write them about their own hardware.

A card named only by its memory ("a 24GB card", "显卡是12G显存") is timed on a card of that
memory, not the reference H100; "partial offload" keeps layers in RAM. RAM stated beside a card
with a model's run asked ("will it run", "能不能跑") is a fit, not a RAM question. A card bought
used, then a model's fit asked of it, stays a fit. A Chinese-worded rate judged ("每秒才12个
token正常吗") is compared with the expected one. A bare size ("a 70b") is named in a fit's
first line.
"""

from __future__ import annotations

import pytest

from assistant.question.health import other_trouble
from assistant.question.host_memory import is_host_question
from tests.support.advisors import memory_advisor, turn_of


def _first(question: str) -> tuple[str, str]:
    answer = memory_advisor().ask(question)
    return answer.kind, answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "card"),
    [
        ("roughly what t/s for a 13b q4 on a 16gb gpu with ollama?", "rtx-4060-ti-16gb"),
        ("我的卡是 12G 显存，跑 8b q4 每秒能出多少 token", "rtx-3060"),
        ("tokens per second of mistral 7b at q8 on an 8gb card", "rtx-4060-ti-8gb"),
    ],
)
def test_a_card_said_by_its_memory_is_timed_on_a_card_of_that_memory(question, card):
    query, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "speed"
    gpus = {c.input.get("gpu") for c in answer.tool_calls}
    assert gpus == {card}
    assert "H100" not in first
    assert any("GB" in a for a in answer.assumptions)  # which card stood in is said


@pytest.mark.parametrize(
    "question",
    [
        "how many tok/s would llama 3.3 70b q4 do on a 24gb card, partially offloaded?",
        "32b q8 on a 24gb gpu with the rest offloaded to system ram, what speed",
        "24G 显存的卡跑 70b q4，部分层卸载到内存，每秒几个 token",
    ],
)
def test_a_model_too_big_for_the_memory_said_is_timed_with_ram_offload(question):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "speed"
    assert [c.tool for c in answer.tool_calls] == ["plan_offload"]
    assert answer.tool_calls[0].input["gpu"] == "rtx-4090"
    assert "RTX 4090" in first and ("system RAM" in first or "系统内存" in first)


@pytest.mark.parametrize(
    ("text", "card_named", "host"),
    [
        ("rtx 4070 12gb plus 64gb ddr5, will qwen2.5 32b q4 run?", True, False),
        ("3060 12G + 48G 内存，能不能跑 gemma 3 27b", True, False),
        ("a 4080 with 32gb ram, can it run llama 3.1 70b?", True, False),
        ("rtx 4070 12gb plus 64gb ddr5, how much ram do i need for 70b", True, True),
        ("64gb ddr5, will qwen2.5 32b q4 run?", False, True),  # no card: the RAM is the machine
    ],
)
def test_a_models_run_asked_beside_ram_is_a_gpu_fit(text, card_named, host):
    assert is_host_question(text, card_named) is host


@pytest.mark.parametrize(
    ("question", "verdict", "words"),
    [
        ("rtx 4070 12gb plus 64gb ddr5, will qwen2.5 32b q4 run?", "conditional", "Qwen2.5-32B"),
        ("3090 + 128G 内存，能不能跑 qwen2.5 32b q4", "yes", "Qwen2.5-32B"),
    ],
)
def test_ram_beside_a_card_leaves_the_fit_answered(question, verdict, words):
    kind, first = _first(question)
    assert kind == "fit_check"
    assert words in first
    assert verdict == memory_advisor().ask(question).verdict


@pytest.mark.parametrize(
    ("question", "kind", "words"),
    [
        ("picked up a second-hand rtx 3090 on ebay, will llama 3.1 70b q4 fit?", "fit_check", "No"),
        ("got a used tesla p40 cheap, can it run qwen2.5 14b in 8 bit", "fit_check", "Yes"),
        ("收了张二手 tesla p40，能跑 qwen2.5 32b q4 吗", "fit_check", "可以"),
    ],
)
def test_a_fit_asked_of_a_card_bought_used_stays_a_fit(question, kind, words):
    got, first = _first(question)
    assert got == kind
    assert words in first
    assert "gpu-advisor verify" not in first


def test_a_used_card_to_check_is_still_verified():
    kind, first = _first("bought a used rtx 3090 off ebay, how do i test it's healthy?")
    assert kind == "verify"


@pytest.mark.parametrize(
    "text",
    [
        "4090 跑 qwen2.5 32b q4，每秒才 12 个 token 正常吗",
        "3090 跑 14b 每秒大概 15个token，正常吗",
        "m2 max 跑 70b q4 只有 3个token每秒，正常吗",
    ],
)
def test_a_chinese_worded_rate_judged_is_a_slow_report(text):
    assert other_trouble(text) == "slow"


def test_a_chinese_rate_asked_is_not_a_slow_report():
    assert other_trouble("3090 跑 qwen2.5 32b q4 每秒大概多少个 token") is None


@pytest.mark.parametrize(
    ("question", "seen"),
    [
        ("4090 跑 qwen2.5 32b q4，每秒才 12 个 token 正常吗", "12 tokens/s"),
        ("3090 跑 qwen2.5 14b q4 每秒大概 15个token，正常吗", "15 tokens/s"),
    ],
)
def test_a_chinese_rate_seen_is_set_against_the_expected_one(question, seen):
    kind, first = _first(question)
    assert kind == "troubleshoot"
    assert seen in first and "应有约" in first


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("can a single 4090 handle a 32b at q4?", "Inference of a 32B model"),
        ("两张 3090 能跑 70b q4 吗", "70B 模型推理"),
        ("would a 13b in fp16 fit on an rtx 3090?", "a 13B model"),
    ],
)
def test_a_bare_size_is_named_in_the_fit_line(question, words):
    kind, first = _first(question)
    assert kind == "fit_check"
    assert words in first


@pytest.mark.parametrize(
    ("question", "precision"),
    [
        ("tok/s for qwen2.5 32b with mlx on an m4 max 64gb?", "int4"),
        ("mlx-lm 在 m3 max 128g 上跑 llama 3.3 70b 每秒多少 token", "int4"),
    ],
)
def test_mlx_named_times_a_model_too_big_for_16_bit_at_4_bit(question, precision):
    _, answer, first = turn_of(memory_advisor(), question)
    speeds = [c for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert speeds and speeds[0].input["precision"] == precision
    assert speeds[0].input["engine"] == "mlx"
    assert "does not fit" not in first and "装不下" not in first


def test_mlx_named_keeps_16_bit_when_it_fits():
    _, answer, _ = turn_of(memory_advisor(), "mlx on an m2 ultra 192gb, llama 3.1 8b, how fast")
    speeds = [c for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert speeds and speeds[0].input.get("precision") in (None, "bf16")


@pytest.mark.parametrize(
    "question",
    [
        "gpt-oss-120b on one rtx 4090 with the experts on cpu, what t/s",
        "qwen3 30b a3b q4 on an 8gb card, experts kept in ram, speed?",
        "3090 跑 qwen3-235b-a22b q4，专家放在内存，每秒几个 token",
    ],
)
def test_experts_said_to_sit_on_the_cpu_are_timed_as_an_offload(question):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "speed"
    offload = [c for c in answer.tool_calls if c.tool == "plan_offload"]
    assert offload and offload[0].output.get("kind") == "moe_experts"
    assert "--n-cpu-moe" in first and " 1 × " in first


@pytest.mark.parametrize(
    ("question", "at"),
    [
        ("what tok/s does mistral 7b q8 get on a 4080 at 16k context", "at 16k context"),
        ("4090 上 qwen2.5 7b q4 在 64k 上下文下每秒多少 token", "，上下文 64k）"),
        ("gemma 3 12b q4 on a 3090, 32k ctx, generation speed?", "at 32k context"),
    ],
)
def test_a_speed_asked_at_a_context_is_timed_there_and_says_it(question, at):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "speed"
    speeds = [c for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert speeds and speeds[0].input["seq_len"] >= 16384
    assert at in first and "tokens/s" in first


def test_the_cache_named_with_a_context_stays_the_cache():
    _, answer, _ = turn_of(memory_advisor(), "kv cache size of qwen2.5 14b at 32k on a 4090?")
    assert answer.kind == "kv_cache"


def test_a_longer_context_is_slower():
    _, short, _ = turn_of(memory_advisor(), "how fast is qwen2.5 14b q4 on a 4090 at 4k context")
    _, long, _ = turn_of(memory_advisor(), "how fast is qwen2.5 14b q4 on a 4090 at 128k context")

    def rate(answer):
        return next(c for c in answer.tool_calls if c.tool == "estimate_speed").output[
            "decode_tokens_per_s"
        ]

    assert rate(long) < rate(short)


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "one rtx 4090, vllm, qwen2.5 14b awq, 32 concurrent users — tok/s each?",
            "**No, 1 × RTX 4090 is not enough for 32 concurrent users: it takes",
        ),
        (
            "单张 3090 用 vllm 跑 qwen2.5 14b awq，30 个并发，每人多少 token/s",
            "**不够，1 × RTX 3090 扛不住 30 个并发：需要",
        ),
    ],
)
def test_per_user_speed_on_cards_that_fall_short_says_so_first(question, lead):
    _, answer, first = turn_of(memory_advisor(), question)
    assert first.startswith(lead)
    assert "tokens/s" in first
    assert sum(p.startswith(("**No, 1 ×", "**不够，1 ×")) for p in answer.answer.split("\n\n")) == 1


def test_per_user_speed_on_enough_cards_leads_with_the_rate():
    _, _, first = turn_of(
        memory_advisor(), "2x h100 vllm llama 3.1 8b, 20 concurrent users, tokens/s per user?"
    )
    assert first.startswith("**About ") and "per user" in first


@pytest.mark.parametrize(
    ("question", "models"),
    [
        (
            "would gemma 3 4b or mistral 7b load on a gtx 1660 super?",
            {"gemma-3-4b", "mistral-7b"},
        ),
        ("which of qwen3 8b and qwen3 14b fit a 3060 12gb", {"qwen3-8b", "qwen3-14b"}),
        ("4060 ti 16g 能跑 qwen3 14b 还是 gemma 3 27b", {"qwen3-14b", "gemma-3-27b"}),
    ],
)
def test_models_held_up_as_alternatives_are_each_sized(question, models):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "fits_hardware"
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert set(call.input["models"]) == models
    assert "ones you named" in first or "你提到的模型中" in first


def test_one_model_with_a_fallback_count_stays_one_fit():
    _, answer, _ = turn_of(memory_advisor(), "can a 3090 run gemma 3 27b q4 or do i need two?")
    assert answer.kind == "fit_check"


@pytest.mark.parametrize(
    "text",
    [
        "is 25 tok/s good for qwen2.5 32b q4 on a 3090?",
        "getting 60 t/s on llama 3.1 8b with my 4060 ti, is that decent?",
        "4090 跑 qwen2.5 32b q4 每秒 35 个 token 算快吗",
    ],
)
def test_a_rate_put_up_to_be_judged_is_set_against_the_expected(text):
    assert other_trouble(text) == "slow"
    kind, first = _first(text)
    assert kind == "troubleshoot"
    assert "tokens/s" in first and ("you see" in first or "你看到的" in first)


def test_a_rate_asked_for_is_not_judged():
    assert other_trouble("is qwen2.5 32b q4 on a 3090 good for 25 users?") is None


@pytest.mark.parametrize(
    ("question", "ram"),
    [
        ("rtx 4090 + 96gb ram, deepseek v3 q2 with experts on cpu, how many tok/s?", "96 GB"),
        ("3090 加 64G 内存，qwen3 235b a22b q4 专家放内存，每秒多少 token", "64 GB"),
    ],
)
def test_an_offload_speed_past_the_ram_said_is_a_no_first(question, ram):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "speed" and answer.verdict == "no"
    assert ram in first
    assert "tokens/s" in answer.answer  # the rate it would reach is still given after


def test_an_offload_speed_within_the_ram_said_leads_with_the_rate():
    _, answer, first = turn_of(
        memory_advisor(), "4090 with 128gb ram, gpt-oss-120b experts on cpu, t/s?"
    )
    assert answer.verdict == "yes" and "tokens/s" in first and "--n-cpu-moe" in first


@pytest.mark.parametrize(
    "question",
    [
        "两张 3090 跑 qwen2.5 32b q4，剩下的显存能开多少 token 的上下文",
        "llama 3.1 8b q8 在 4060ti 16g 上能撑多少 k 的上下文",
    ],
)
def test_the_context_count_asked_on_cards_is_the_longest_context(question):
    _, answer, first = turn_of(memory_advisor(), question)
    assert answer.kind == "kv_cache"
    assert first.startswith("**上下文最多约")


@pytest.mark.parametrize(
    "text",
    [
        "4070 12g 跑 qwen3 30b a3b 有戏吗，内存 64g",
        "3080 10g + 32g 内存 部署 qwen2.5 14b 行不行",
    ],
)
def test_a_chinese_run_asked_beside_ram_is_a_gpu_fit(text):
    assert not is_host_question(text, card_named=True)
