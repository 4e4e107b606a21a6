"""Fresh41 misses, asked in other words: what each question asks decides its kind."""

from __future__ import annotations

import pytest

from assistant.question.host_memory import is_host_question
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "host"),
    [
        ("4070 12g 跑 qwen2.5 14b q4，全部 offload 到显卡上可以吗，要不要留一部分给内存", False),
        ("rtx 3060 with 32gb ram: can i offload all layers to the gpu for mistral 7b q8?", False),
        ("要拆一部分层放内存吗？4060ti 16g 跑 gemma 3 27b q4，内存 64g", False),
        ("is 64gb of system ram enough for two 3090s?", True),
    ],
)
def test_layers_offloaded_to_the_card_ask_a_gpu_fit(text: str, host: bool) -> None:
    assert is_host_question(text, card_named=True) is host


def test_the_offload_to_the_card_is_a_fit_on_it() -> None:
    answer = memory_advisor().ask(
        "4070 12g 跑 qwen2.5 14b q4，全部 offload 到显卡上可以吗，要不要留一部分给内存"
    )
    assert answer.kind == "fit_check" and answer.verdict is not None
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert call.input["gpu"] == "rtx-4070" and call.input["model"] == "qwen2.5-14b"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("budget $2800 and I'm buying, no renting: 4090 or 5090 for flux dev?", "workload_pick"),
        ("只买不租，一万五预算，跑 sdxl 出图，4090 还是 3090？", "workload_pick"),
    ],
)
def test_renting_refused_is_no_rent_or_buy_question(text: str, kind: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == kind
    assert not any(c.tool == "rent_vs_buy" for c in answer.tool_calls)


def test_a_rent_planned_for_days_asks_the_hourly_price() -> None:
    answer = memory_advisor().ask("autodl 上 4090 多少钱一小时？打算连续租几天训 sdxl lora")
    assert answer.kind == "price"
    call = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert call.input["gpu"] == "rtx-4090"
    assert "每卡每小时" in answer.answer.splitlines()[0]


def test_a_weekend_rental_is_priced_over_48_hours() -> None:
    answer = memory_advisor().ask("vast.ai rtx 4090 price per hour? need it for the weekend")
    assert answer.kind == "price"
    assert any(c.input.get("hours") == 48.0 for c in answer.tool_calls if c.tool == "price_job")


@pytest.mark.parametrize(
    "text",
    [
        "lora, qwen2.5 7b, 40k samples of ~1k tokens, 3 epochs, one 4090: overnight or multi-day?",
        "单张 4090 qlora 微调 qwen2.5 14b，5 万条数据 2 个 epoch，一晚上能跑完还是得好几天",
    ],
)
def test_two_spans_weighed_ask_the_jobs_duration(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "job_duration"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_job_duration")
    assert call.input["gpu"] == "rtx-4090"


@pytest.mark.parametrize(
    ("first", "then", "instance"),
    [
        (
            "single l4 with vllm serving qwen2.5 7b, 8k context per chat: how many users at once?",
            "and a g6.xlarge for it, one l4 plus how many cpus and how much memory?",
            "g6.xlarge",
        ),
        (
            "一张 l40s 用 vllm 跑 llama 3.1 8b fp8，每人 4k 上下文，能同时服务多少人",
            "那用 g6e.xlarge 的话，配几个 vcpu、多少内存？",
            "g6e.xlarge",
        ),
    ],
)
def test_a_type_named_after_a_serving_count_is_looked_up(
    first: str, then: str, instance: str
) -> None:
    answer = memory_advisor().converse([first, then]).turns[-1].answer
    assert answer.kind == "instance"
    assert instance in answer.answer.splitlines()[0]
    assert "2 ×" not in answer.answer.splitlines()[0]  # "plus how many cpus" adds no card


@pytest.mark.parametrize(
    "text",
    [
        "one 4090, vllm, qwen2.5 14b awq: how many coworkers could use it at the same time?",
        "2x a6000 with llama 3.1 70b awq, what's the maximum number of 8k-context chats at once?",
        "一张 4090 跑 qwen2.5 14b awq，家里最多几个人能同时用？",
    ],
)
def test_people_counted_at_once_ask_a_serving_count(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "serve"
    assert any(c.tool == "serving_capacity" for c in answer.tool_calls)


def test_a_count_of_sessions_after_a_fit_is_the_serving_count() -> None:
    turns = [
        "will llama 3.3 70b fp8 fit on 2x h100 with a 32k max_model_len?",
        "and if it does, the highest number of 32k-token sessions it can hold at once?",
    ]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["gpu"] == "h100-sxm" and call.input["count"] == 2


def _stated(answer: object) -> str:
    return "\n".join(getattr(answer, "assumptions", []))


def test_a_price_seen_for_a_lettered_card_is_echoed() -> None:
    answer = memory_advisor().ask(
        "found a used mi50 32gb at $120 on ebay, how fast would qwen2.5 14b q4 run on it?"
    )
    assert answer.kind == "speed"
    assert "$120" in _stated(answer)


def test_one_amount_for_two_cards_is_the_pairs_price() -> None:
    answer = memory_advisor().ask("花 9000 买了两张 2080ti 22g，现在能跑哪些模型？")
    assert answer.kind == "fits_hardware"
    assert "¥9,000" in _stated(answer) and "¥4,500" in _stated(answer)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("跑推理的话 a800 和 h800 哪个划算？能买到的只有这两种", "compare"),
        ("跑 qwen2.5 72b 推理，a800 和 h800 哪个划算？能买到的只有这两种", "recommend"),
    ],
)
def test_two_cards_worth_weighed_with_no_model_is_a_comparison(text: str, kind: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == kind


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("which card for yolov8s on 6 cameras in a small edge pc? it must not exceed 75w", 75.0),
        ("给小主机配卡跑 whisper small 转写，整卡功耗不要超过 75 瓦，买哪张", 75.0),
        ("edge box for whisper medium, the gpu can't go over 60w, what do you suggest?", 60.0),
    ],
)
def test_a_power_ceiling_said_as_a_dont_filters_the_pick(text: str, watts: float) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["max_board_power_w"] == watts


@pytest.mark.parametrize(
    "text",
    [
        "want qwen2.5 32b at q8 for chat, 2x 3060 12gb or a single beefier gpu?",
        "想在家跑 70b q4，两张 3090 还是直接上一张更大的卡？",
    ],
)
def test_a_bigger_card_unnamed_opens_the_pick(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "recommend"
    assert sum(c.tool == "recommend_setup" for c in answer.tool_calls) >= 1


def test_a_weekend_with_no_money_asked_prices_nothing() -> None:
    answer = memory_advisor().ask(
        "got a 4090 rented for the weekend, which models can i qlora on it?"
    )
    assert answer.kind == "fits_hardware"


def test_a_sibling_type_after_a_price_stays_a_price() -> None:
    turns = ["on-demand price of an aws g5.12xlarge?", "and the g5.48xlarge?"]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "price"


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "qwen3 235b a22b q4 on one 4090 with the experts offloaded to ddr5, how many tok/s?",
            "vs two 5090s for the same setup?",
        ),
        (
            "一张 4090 跑 gpt-oss-120b，专家放内存，大概多少 token/s",
            "和一张 5090 对比呢",
        ),
    ],
)
def test_a_card_weighed_after_an_offloaded_speed_keeps_the_offload(first: str, then: str) -> None:
    answer = memory_advisor().converse([first, then]).turns[-1].answer
    assert answer.kind == "compare"
    assert sum(c.tool == "plan_offload" for c in answer.tool_calls) == 2


@pytest.mark.parametrize(
    "text",
    [
        "rtx 4060 ti 16gb vs rtx 3080 10gb for sdxl plus some 8b models, which one?",
        "4070 和 3090 对比，主要跑 flux 和 14b 的模型，选哪张",
    ],
)
def test_a_size_in_billions_beside_media_compares_on_the_llm(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "compare"
    call = next(c for c in answer.tool_calls if c.tool == "compare_gpus")
    assert len(call.input["gpus"]) == 2


@pytest.mark.parametrize(
    "text",
    [
        "xtts v2 voice cloning api for 20 concurrent users, enough with one l40s?",
        "cosyvoice 做语音合成服务，一张 4090 能撑 30 路并发吗",
    ],
)
def test_an_unknown_voice_model_is_not_sized_as_whisper(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "not_covered"
    assert not any("whisper" in str(c.input) for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        (
            "whisper large-v3 + llama 3.1 8b q4 loaded together on one 4060 ti 8gb, will both fit?",
            "no",
        ),
        ("4090 上想让 sdxl 和 qwen2.5 14b q4 同时常驻显存，两个一起放得下吗", "yes"),
    ],
)
def test_two_models_kept_loaded_together_are_sized_as_a_pair(text: str, verdict: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "fit_check" and answer.verdict == verdict
    tools = {c.tool for c in answer.tool_calls}
    assert {"estimate_memory", "estimate_workload_memory"} <= tools


def test_one_cards_figures_after_a_comparison_are_its_row() -> None:
    turns = ["a800 和 h800 跑推理哪个划算？", "h800 的显存带宽和 nvlink 规格具体是多少？"]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "catalog"
    assert "H800" in answer.answer.splitlines()[0] and "A800" not in answer.answer.splitlines()[0]
