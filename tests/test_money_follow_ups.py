"""Money and load changes in follow-ups, whole setups weighed, GPU-hours, deadlines and spans."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("预算砍到1.2w呢", Decimal("12000")),
        ("那预算降到 8000 呢", Decimal("8000")),
        ("what if the budget is cut to $8k", Decimal("8000")),
        ("and if the budget drops to 900?", Decimal("900")),
    ],
)
def test_a_budget_said_as_changed_is_read(text: str, amount: Decimal) -> None:
    assert memory_advisor().understand(text).budget == amount


@pytest.mark.parametrize(
    "text",
    ["不微调了只推理，qwen3 8b", "ok, no more fine-tuning, just inference with qwen3 8b"],
)
def test_fine_tuning_ruled_out_leaves_inference(text: str) -> None:
    query = memory_advisor().understand(text)
    assert query.method == "inference"
    assert not query.finetune_unspecified


@pytest.mark.parametrize(
    ("turns", "users"),
    [
        (("一张 4090 跑 qwen2.5 7b，给 20 个学生同时用，够不够",), 20),
        (("qwen2.5 7b 给 40 位老师同时用，要几张 L40S",), 40),
        (
            ("公司知识库，高峰 30 并发，qwen3 32b awq，要几张 L20", "并发翻倍到60，换 H20 要几张"),
            60,
        ),
        (("qwen3 32b awq 服务 20 并发要几张 L20", "并发提到 80 呢"), 80),
    ],
)
def test_users_said_as_people_or_a_changed_load(turns: tuple[str, ...], users: int) -> None:
    query, _, first = turn_of(memory_advisor(), *turns)
    assert query.users == users
    assert query.kind == "serve"
    assert "张" in first or "×" in first


@pytest.mark.parametrize(
    "text",
    [
        "for qwen3 32b at home, with $2500, should I buy one 5090 or two 3090s?",
        "预算1.5w，跑 qwen3 32b，买一张 5090 还是两张 3090",
        "one rtx pro 6000 (96gb) vs four 3090s (96gb total) for 70b models, which is better",
    ],
)
def test_whole_setups_of_different_sizes_are_weighed(text: str) -> None:
    query, _, first = turn_of(memory_advisor(), text)
    assert query.kind == "compare"
    assert "3090" in first and ("5090" in first or "6000" in first)


def test_same_box_total_is_still_pooled() -> None:
    query = memory_advisor().understand(
        "I have a 3090 and a spare 3060 12GB. Put both in the same box for 36GB total, "
        "or will the 3060 drag everything down? 30B models at Q4."
    )
    assert query.intent != "compare"


@pytest.mark.parametrize(
    ("turns", "budget"),
    [
        (("跑 qwen3 32b，买一张 5090 还是两张 3090", "预算降到 1w 呢"), "10,000"),
        (("single 5090 or two 3090s for qwen3 32b?", "what if my budget is cut to $1500"), "1,500"),
    ],
)
def test_a_new_budget_after_weighed_setups_reopens_the_pick(
    turns: tuple[str, ...], budget: str
) -> None:
    query, _, first = turn_of(memory_advisor(), *turns)
    assert query.kind == "recommend"
    assert budget in first


@pytest.mark.parametrize(
    ("turns", "tariff"),
    [
        (
            (
                "one rtx pro 6000 vs four 3090s for running 70b models, which is the better buy",
                "now factor in power at $0.30/kWh, on 24/7",
            ),
            "$0.30/kWh",
        ),
        (("一张 5090 还是两张 3090 跑 qwen3 32b", "电费一度 0.6 元呢，还是这个结论吗"), "¥0.60"),
    ],
)
def test_a_tariff_adds_each_setups_electricity_to_a_comparison(
    turns: tuple[str, ...], tariff: str
) -> None:
    query, answer, _ = turn_of(memory_advisor(), *turns)
    assert query.kind == "compare"
    assert tariff in answer.answer
    assert sum(c.tool == "estimate_power" for c in answer.tool_calls) == 2


@pytest.mark.parametrize(
    "text",
    ["A6000 和 L40S 做推理卡哪个值", "for inference, which is worth it: a6000 or l40s?"],
)
def test_which_is_worth_it_between_two_cards_is_a_comparison(text: str) -> None:
    assert memory_advisor().understand(text).intent == "compare"


@pytest.mark.parametrize(
    "text",
    ["runpod a100 vs h100 hourly, what's the difference", "lambda 上 a100 和 h100 每小时差多少钱"],
)
def test_one_providers_hourly_rates_weighed_are_prices(text: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), text)
    assert query.kind == "price"
    assert {c.input["gpu"] for c in answer.tool_calls if "gpu" in c.input} >= {"h100-sxm"}


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("恒源云 3090 按小时多少，周末跑两天48小时一共要多少", "48"),
        ("恒源云 3090 按小时多少，学生党这周末跑两天48小时大概花多少", "48"),
    ],
)
def test_hours_over_named_days_are_one_stretch(text: str, total: str) -> None:
    query, _, first = turn_of(memory_advisor(), text)
    assert query.usage_hours_per_month is None
    assert f"{total} 小时" in first


@pytest.mark.parametrize(
    ("text", "prompts", "out"),
    [
        (
            "summarize ~60k support tickets with llama 3.1 8b, ~1k tokens in, 150 out, one l40s "
            "with vllm. will it finish before 6am?",
            60000,
            150,
        ),
        (
            "classify 200k emails with qwen2.5 7b on one 4090, ~300 tokens out each. done by 6am?",
            200000,
            300,
        ),
    ],
)
def test_a_batch_job_with_a_deadline_is_timed(text: str, prompts: int, out: int) -> None:
    query, _, first = turn_of(memory_advisor(), text)
    assert query.batch_requests == prompts
    assert query.output_tokens == out
    assert query.context_tokens != prompts  # the item count is not a context length
    assert query.kind == "job_duration"
    assert "hour" in first


@pytest.mark.parametrize(
    "text",
    [
        "resnet-50 on imagenet, 90 epochs, 4x 4090. still about a day?",
        "resnet-50 在 imagenet 上训 90 个 epoch，4 张 4090，一天能训完吗",
    ],
)
def test_a_span_beside_a_job_of_stated_epochs_is_checked_as_time(text: str) -> None:
    query, _, _ = turn_of(memory_advisor(), text)
    assert query.intent == "speed"
    assert query.epochs == 90


@pytest.mark.parametrize(
    "text",
    [
        "build a 4x 3090 box vs rent 2x a100 on runpod for 13b lora runs, which makes sense",
        "自己攒 4 卡 3090 vs 租 lambda 的 2 卡 a100 跑 13b lora，哪个合适",
        "an api for llama 3.1 8b vs self-hosting on one h100, when does self-hosting win?",
    ],
)
def test_owned_setup_against_a_rented_one_is_rent_or_buy(text: str) -> None:
    query, _, _ = turn_of(memory_advisor(), text)
    assert query.kind == "rent_vs_buy"


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "qwen3-embedding-4b + llama 3.1 8b for a search api, how many gpus?",
            "qwen3-embedding-4b",
        ),
        ("qwen3-reranker-4b 加 qwen3 14b 做 rag 服务，要几张卡", "qwen3-reranker-4b"),
    ],
)
def test_an_uncovered_model_named_to_its_size_beside_a_sized_one_is_said_first(
    text: str, name: str
) -> None:
    _, _, first = turn_of(memory_advisor(), text)
    assert name in first


def test_a_helper_said_in_general_stays_a_note() -> None:
    _, _, first = turn_of(
        memory_advisor(), "local rag box: qwen2.5 14b plus a bge reranker, which gpu should I buy?"
    )
    assert "bge" not in first
    assert "Qwen2.5-14B" in first


@pytest.mark.parametrize(
    ("text", "each"),
    [
        ("4x l40s with vllm running llama 3.3 70b fp8, how many concurrent users?", "(48 GB each)"),
        ("8 张 L20 跑 qwen3 235b a22b fp8，能给多少人同时用", "（每卡 48 GB）"),
    ],
)
def test_a_capacity_answer_says_each_cards_memory(text: str, each: str) -> None:
    query, _, first = turn_of(memory_advisor(), text)
    assert query.kind == "serve"
    assert each in first


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("晨涧云 A800 80G 跑 100 卡时要多少钱", "100 小时"),
        ("lambda 的 a100 80g 500卡时一共多少钱", "62.5 小时"),
        ("lambda a100 80gb, 400 gpu-hours, what's the bill?", "50 h"),
    ],
)
def test_gpu_hours_at_a_provider_are_spread_over_the_machine_it_rents(text: str, span: str) -> None:
    query, _, first = turn_of(memory_advisor(), text)
    assert query.kind == "price"
    assert span in first


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("team of devs: 8 engineers want llama 3.1 8b locally, ~$3k budget. which gpu?", 8),
        ("lab with 25 students wants to self-host qwen2.5 14b, budget $10k, what gpus?", 25),
    ],
)
def test_a_head_count_beside_a_pick_says_how_to_size_for_everyone(text: str, people: int) -> None:
    query, answer, _ = turn_of(memory_advisor(), text)
    assert query.head_count == people
    assert query.kind == "recommend"
    assert any(f"{people} concurrent users" in a for a in answer.assumptions)


def test_a_head_count_beside_a_given_card_leaves_a_fit_check() -> None:
    query, _, _ = turn_of(
        memory_advisor(), "one rtx pro 6000 shared by 5 devs, gpt-oss-120b at 64k. does it fit?"
    )
    assert query.kind == "fit_check"


@pytest.mark.parametrize(
    ("text", "provider"),
    [
        ("研究生，经费 3w，买卡还是租 autodl？主要跑 7b 的 lora", "AutoDL"),
        ("budget $6k: buy a card or rent on vast.ai for 13b lora experiments?", "Vast.ai"),
    ],
)
def test_buy_or_rent_at_an_uncovered_provider_with_a_budget_says_the_gap_first(
    text: str, provider: str
) -> None:
    query, answer, first = turn_of(memory_advisor(), text)
    assert query.kind == "rent_vs_buy"
    assert provider in first
    assert any(c.tool == "recommend_setup" and "error" not in c.output for c in answer.tool_calls)
