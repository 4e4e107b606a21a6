"""Follow-ups that correct, add, re-budget or ask another measure, and greetings about the tool.

A corrected card or count reruns the earlier kind with that slot changed; LoRA training added
after a GGUF setup keeps the pick; a budget changed with a modal is the new budget; a speed
asked after a KV-room question is the speed; a KV flag after a KV question is that cache with
what it saves; "what is this tool for" or "first time here" is greeted, never refused.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "嗨，头一回用这个助手",
        "这玩意儿是干啥用的",
        "hey, what's this tool for?",
        "afternoon! one question coming up in a sec",
    ],
)
def test_what_the_tool_is_for_is_greeted(advisor, text: str) -> None:
    assert smalltalk_act(text) == "greeting"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk"
    assert first.startswith(("你好！", "Hello!"))


@pytest.mark.parametrize("text", ["显卡是干嘛用的", "what is nvlink for", "evening out the load"])
def test_a_thing_asked_about_is_no_greeting(text: str) -> None:
    assert smalltalk_act(text) is None


@pytest.mark.parametrize(
    ("first_turn", "correction", "gpu", "count"),
    [
        (
            "单卡4090跑qwen2.5 32b int4 16k上下文能放下吗",
            "写错了，其实是4080，结论还一样吗",
            "rtx-4080",
            1,
        ),
        (
            "2x 3090, llama 3.1 70b awq, 8k context, does it fit",
            "my bad, I meant 4 cards — same answer?",
            "rtx-3090",
            4,
        ),
        (
            "one L40S, qwen2.5 72b int4 at 8k, will it fit?",
            "correction: it's an A100 80GB, not the L40S. does the verdict change",
            "a100-80gb-sxm",
            1,
        ),
    ],
)
def test_a_correction_reruns_the_earlier_fit(
    advisor, first_turn: str, correction: str, gpu: str, count: int
) -> None:
    query, answer, _ = turn_of(advisor, first_turn, correction)
    assert answer.kind == "fit_check"
    assert [(g.gpu_id, g.count) for g in query.gpus] == [(gpu, count)]
    assert query.model_id is not None and query.context_tokens is not None


@pytest.mark.parametrize(
    ("first_turn", "follow"),
    [
        (
            "building a desktop for local llms, $3500 total, want 70b q4 at decent speed",
            "oh and I'd also like to train small loras sometimes",
        ),
        (
            "预算两万五配台机器本地跑70b q4，速度要能看",
            "忘了说，偶尔还想训练lora",
        ),
        (
            "$4000 for a box to run 32b q4 with llama.cpp",
            "also want to fine-tune some loras on it",
        ),
    ],
)
def test_training_added_to_a_gguf_setup_keeps_the_pick(
    advisor, first_turn: str, follow: str
) -> None:
    query, answer, _ = turn_of(advisor, first_turn, follow)
    assert answer.kind == "recommend"
    assert query.method == "lora" and query.precision == "int4"
    assert query.engine != "llama.cpp" and query.budget is not None


@pytest.mark.parametrize(
    ("first_turn", "follow", "budget"),
    [
        ("预算四千，想跑qwen3 8b，显卡怎么选", "预算能加到六千的话呢", Decimal(6000)),
        ("预算三千五配个跑14b的卡", "预算可以提到一万的话呢", Decimal(10000)),
        ("预算五千选张卡跑qwen2.5 14b", "那预算能放到七千呢", Decimal(7000)),
    ],
)
def test_a_budget_raised_with_a_modal_is_the_new_budget(
    advisor, first_turn: str, follow: str, budget: Decimal
) -> None:
    query, answer, first = turn_of(advisor, first_turn, follow)
    assert answer.kind == "recommend" and query.budget == budget
    assert f"¥{budget:,.2f}" in first


@pytest.mark.parametrize(
    ("first_turn", "follow"),
    [
        (
            "单卡H100 80G跑llama 3.1 70b fp8，32k上下文，vllm能起吗，kv还剩多少",
            "就我自己一个人用的话，每秒能出多少token",
        ),
        (
            "2x a100 80gb, qwen2.5 72b fp16, 32k ctx with vllm — how much room is left for kv?",
            "and how fast would it generate for a single user?",
        ),
        (
            "一张A100 80G跑qwen2.5 32b bf16 16k上下文，vllm的kv能剩多少",
            "那生成速度大概多少",
        ),
    ],
)
def test_a_speed_after_a_kv_room_question_is_the_speed(
    advisor, first_turn: str, follow: str
) -> None:
    query, answer, first = turn_of(advisor, first_turn, follow)
    assert answer.kind == "speed" and not query.kv_asked
    assert "tokens/s" in answer.answer


@pytest.mark.parametrize(
    ("first_turn", "follow", "precision", "lead"),
    [
        (
            "how much kv cache does qwen2.5 72b take at 32k, one user, fp16?",
            "running llama.cpp with -ctk q8_0 -ctv q8_0 — how much do I save?",
            "q8_0",
            "That saves",
        ),
        (
            "llama 3.1 8b 在 128k 上下文 kv cache 要多大",
            "vllm 加 --kv-cache-dtype fp8 的话省多少",
            "fp8",
            "比 bf16 缓存",
        ),
        (
            "kv cache size for qwen2.5 32b at 64k context?",
            "and with q4_0 cache type?",
            "q4_0",
            "That saves",
        ),
    ],
)
def test_a_kv_flag_after_a_kv_question_sizes_that_cache(
    advisor, first_turn: str, follow: str, precision: str, lead: str
) -> None:
    query, answer, first = turn_of(advisor, first_turn, follow)
    assert answer.kind == "kv_cache" and query.kv_precision == precision
    assert f"in {precision}" in first or f"（{precision}" in first
    saving = next(p for p in answer.answer.split("\n\n") if p.startswith(lead))
    assert "GB" in saving and "%" in saving


@pytest.mark.parametrize(
    ("text", "method"),
    [
        ("want to train a couple of loras on sdxl, which card", "lora"),
        ("doing some flux loras each month, rent or buy a 3090?", "lora"),
        ("fine-tuning small loras on llama 8b, is a 4070 enough", "lora"),
        ("comfyui on a 4060 ti, sdxl + 3 loras loaded, will it fit", None),
    ],
)
def test_plural_loras_are_training_only_when_made(text: str, method: str | None) -> None:
    from assistant.question.lexicon import LORA_RE
    from assistant.question.text import fold

    assert (LORA_RE.search(fold(text)) is not None) == (method == "lora")


@pytest.mark.parametrize(
    "follow",
    [
        "oh and I'd also like to train an sdxl lora on it",
        "also want to train flux loras on the same card",
        "and if I also fine-tune an sdxl lora now and then",
    ],
)
def test_training_a_media_job_added_keeps_the_llm_pick_on_inference(advisor, follow: str) -> None:
    answer = advisor.converse(["best card for 8b models under $600?", follow]).turns[-1].answer
    setup = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert setup.input["method"] == "inference" and setup.input["budget"] == Decimal(600)
    jobs = {c.input["method"] for c in answer.tool_calls if c.tool == "estimate_workload_memory"}
    assert "lora" in jobs
