"""LLM questions read into the right kind with their stated facts: a "1m" context, the
concurrent load beside a head count, a team on a card, a bare "estimate?" of a training run,
a token-volume fine-tune priced on its job duration, vLLM's pasted concurrency reading, a card
said without its maker's prefix and a speed gap to a reference card.
"""

from __future__ import annotations

import pytest

from assistant.calc.duration import JobDuration
from assistant.calc.offload import KvCacheReport
from assistant.calc.serving import ServingPlan
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _ask(advisor, *turns: str):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


def _typed(answer, tool: str, model):
    call = next(c for c in answer.tool_calls if c.tool == tool)
    out = call.typed(model)
    assert out is not None
    return call, out


@pytest.mark.parametrize(
    ("text", "model_id", "tokens"),
    [
        ("glm-4-9b 的 kv cache 按 1m 上下文算要多少", "glm-4-9b", 1_000_000),
        ("kv cache of qwen2.5 7b at a 2m context", "qwen2.5-7b", 2_000_000),
        ("llama 4 maverick kv cache at 1m context", "llama-4-maverick", 1_048_576),
        ("mistral 7b 上下文 1.5m 的 kv 缓存", "mistral-7b", 1_500_000),
    ],
)
def test_a_mega_context_is_a_million_unless_the_model_holds_exactly_the_binary_one(
    box, text, model_id, tokens
):
    query = parse(text, box.catalog)
    assert query.model_id == model_id
    assert query.context_tokens == tokens


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("qwen3 32b 给全公司 400 人用，同时在线大概 60 个，要几张 h20", 60),
        ("给 200 人的团队部署 qwen2.5 72b，峰值并发大概 30，要几张 a100", 30),
        ("serve qwen3 32b to 120 users with 12 at the same time on l40s, how many cards", 12),
        ("llama 3.1 8b for an 80-person company on one l40s, enough?", 80),
    ],
)
def test_the_concurrent_load_or_the_team_size_is_the_users_sized_for(advisor, text, users):
    answer = _ask(advisor, text)
    assert answer.kind == "serve"
    call, plan = _typed(answer, "plan_serving", ServingPlan)
    assert call.input["users"] == users and plan.users == users


def test_a_serving_yes_says_the_users_and_the_speed_each(advisor):
    answer = _ask(advisor, "qwen3 8b for a 15-person team on a single h100 — enough?")
    _, plan = _typed(answer, "plan_serving", ServingPlan)
    line = first_line(answer.answer)
    assert answer.kind == "serve" and line.startswith("Yes")
    assert "15 concurrent users" in line and f"{plan.per_user_tokens_per_s:.1f} tokens/s" in line


@pytest.mark.parametrize(
    ("text", "recipe", "samples"),
    [
        ("dpo on qwen2.5 7b, 30k pairs, 2x a100. estimate?", "DPO", 30_000),
        ("orpo on llama 3 8b with 10k pairs on an h100 — give me an estimate", "ORPO", 10_000),
        ("qwen2.5 7b 做 dpo，3 万条偏好数据，4 张 a100，帮我估算一下", "DPO", 30_000),
        ("lora of mistral 7b on 50k samples with one 4090, ballpark?", None, 50_000),
    ],
)
def test_a_bare_estimate_of_a_training_run_is_its_duration(advisor, text, recipe, samples):
    answer = _ask(advisor, text)
    assert answer.kind == "job_duration"
    call, out = _typed(answer, "estimate_job_duration", JobDuration)
    assert call.input["samples"] == samples and out.hours > 0
    line = first_line(answer.answer)
    if recipe is not None:
        assert f"{recipe}（" in line or f"{recipe} (" in line


def test_a_fit_asked_of_a_training_run_stays_a_fit(advisor):
    answer = _ask(advisor, "can I do dpo on mistral 7b with 20k pairs on 2x a6000?")
    assert answer.kind != "job_duration"


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("what does it cost to full-finetune llama 3.1 8b on 2B tokens on rented h100s", 2e9),
        ("lora of qwen2.5 7b on 500M tokens on an a100, how much will it cost", 5e8),
        ("全参微调 llama 3.1 8b 跑 10 亿 token，租 h100 要花多少钱", 1e9),
    ],
)
def test_a_training_run_in_tokens_is_priced_on_its_timed_hours_and_echoed(advisor, text, tokens):
    answer = _ask(advisor, text)
    assert answer.kind == "price"
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    assert speed.input["tokens"] == tokens
    price = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert price.input["hours"] == pytest.approx(speed.output["wall_hours"], rel=0.01)
    assert f"{tokens:,.0f} tokens" in answer.answer


@pytest.mark.parametrize(
    ("text", "context", "multiple"),
    [
        (
            "vllm says 'Maximum concurrency for 8192 tokens per request: 3.2x' on my 4090"
            " with gemma 3 12b. how much kv room is that in GB?",
            8192,
            3.2,
        ),
        (
            "vllm 日志 Maximum concurrency for 32768 tokens per request: 5.6x，"
            "qwen3 8b，kv 缓存有多大",
            32768,
            5.6,
        ),
        (
            "qwen2.5 14b on an a100, log shows maximum concurrency for 16,384 tokens per request:"
            " 12.5x — how many GB is the kv cache?",
            16384,
            12.5,
        ),
    ],
)
def test_a_pasted_concurrency_reading_leads_with_the_room_it_means(
    advisor, text, context, multiple
):
    answer = _ask(advisor, text)
    assert answer.kind == "kv_cache"
    call, out = _typed(answer, "estimate_kv_cache", KvCacheReport)
    assert call.input["context"] == context
    each = out.kv_cache.total_gb / out.kv_cache.sequences
    line = first_line(answer.answer)
    assert f"{multiple * each:,.1f} GB" in line and f"{context:,}" in line


@pytest.mark.parametrize(
    "text",
    [
        "spec check: the pro 6000 blackwell, how many GB/s of bandwidth does it have",
        "pro 6000 显存带宽多少",
        "how much memory does the pro 6000 have",
    ],
)
def test_pro_6000_said_without_rtx_is_the_card(advisor, box, text):
    assert [g.gpu_id for g in parse(text, box.catalog).gpus] == ["rtx-pro-6000-blackwell"]
    answer = _ask(advisor, text)
    assert answer.kind == "catalog"
    assert "1,792 GB/s" in first_line(answer.answer) or "96 GB" in first_line(answer.answer)


@pytest.mark.parametrize(
    "text",
    [
        "7900xtx 跑 qwen2.5 14b q4 速度怎么样 跟 4090 差多少",
        "3090 跑 llama 3 8b 每秒多少 token，和 4090 差距多大",
        "how fast is llama 3.1 8b q4 on a 3090 vs a 4090, how much slower is it",
    ],
)
def test_a_speed_with_a_gap_to_a_reference_card_is_the_first_cards_speed(advisor, text):
    answer = _ask(advisor, text)
    assert answer.kind == "speed"
    speeds = [c for c in answer.tool_calls if c.tool == "estimate_speed"]
    assert len({c.input["gpu"] for c in speeds}) == 2
    assert "tokens/s" in first_line(answer.answer)


def test_which_of_two_cards_is_faster_stays_a_comparison(advisor):
    assert _ask(advisor, "4090 和 3090 跑 qwen2.5 14b 哪个快").kind == "compare"


@pytest.mark.parametrize(
    ("text", "models", "better"),
    [
        ("qwen3 32b 和 qwen2.5 72b 在一张 a100 上哪个跑得更好", 2, "Qwen3-32B"),
        ("llama 3.1 8b or qwen2.5 7b on a 4090, which runs better", 2, None),
        ("gemma 3 27b 和 qwen3 32b 在 4090 上哪个更快", 2, None),
    ],
)
def test_models_weighed_on_one_card_state_each_fit_and_the_better_first(
    advisor, text, models, better
):
    from assistant.answer.compose_model_pair import best_rows
    from assistant.calc.fits import HardwareFits

    answer = _ask(advisor, text)
    assert answer.kind == "compare"
    call, fits = _typed(answer, "fits_hardware", HardwareFits)
    rows = best_rows(fits, call.input["models"])
    assert len(rows) == models
    line = first_line(answer.answer)
    for row in rows:  # every model's fit and speed in the line that answers
        assert row.model_name in line and f"{row.tokens_per_s:,.1f} tokens/s" in line
    if better is not None:
        assert line.startswith(f"在 1 × A100 SXM4 80GB 上 {better} 跑得更好")


def test_which_of_several_models_fit_a_card_stays_a_list(advisor):
    answer = _ask(advisor, "8 h100s: deepseek r1? kimi k2? glm 4.5? which fit")
    assert answer.kind != "compare"


@pytest.mark.parametrize(
    "text",
    [
        "what can run on a radeon 780m igpu with 32gb shared ram",
        "radeon 890m 核显 32g 内存能跑什么模型",
        "can my radeon 760m run llama 3 8b",
    ],
)
def test_an_amd_integrated_gpu_outside_the_catalog_is_said_first(advisor, text):
    answer = _ask(advisor, text)
    assert answer.kind == "not_covered"
    line = first_line(answer.answer)
    assert "780m" in line or "890m" in line or "760m" in line
