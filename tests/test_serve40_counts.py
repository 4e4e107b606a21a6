"""Counts of users and streams said in Chinese, and a serving plan asked again for a new context.

- "150 路同时聊天", "80 路同时会话": streams chatting at once are the users a plan serves.
- "每个会话要留 16k，A10 要加到几张" after a serving plan: the plan again at the new length.
- "48 个相机 15fps": cameras counted right before their noun are the streams to keep up with.
"""

import pytest

from tests.support.advisors import memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("直播间弹幕助手，qwen2.5 7b 要撑 150 路同时聊天，4090 要几张", 150),
        ("mistral 7b 做在线客服，80 路同时会话，A10 需要几张", 80),
    ],
)
def test_streams_chatting_at_once_are_the_users_served(advisor, question, users):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "serve"
    assert query.users == users
    assert tool_call(answer, "plan_serving").input["users"] == users
    assert f"{users} 个并发用户" in first


def test_cards_grown_to_for_a_longer_context_is_the_plan_again(advisor):
    first_turn = "qwen2.5 7b 做客服，120 路同时对话，A10 需要几张"
    query, answer, first = turn_of(
        advisor, first_turn, "每个会话如果要留 16k 上下文，A10 得加到几张"
    )
    assert answer.kind == "serve"
    assert query.users == 120 and query.context_tokens == 16384
    plan = tool_call(answer, "plan_serving").input
    assert plan["users"] == 120 and plan["gpu"] == "a10" and plan["context"] == 16384
    assert "A10" in first and "120 个并发用户" in first


@pytest.mark.parametrize(
    ("question", "cameras", "cards"),
    [
        ("仓库门口装了 24 个相机，30fps 720p，yolov8n 检测，L4 需要几张", 24, "1 x L4"),
        ("园区 60 个相机 10fps，跑 yolov8s 做人员检测，T4 要几张", 60, "x T4"),
    ],
)
def test_cameras_counted_before_their_noun_are_the_streams(advisor, question, cameras, cards):
    query, answer, first = turn_of(advisor, question)
    assert query.streams_target == cameras
    assert tool_call(answer, "estimate_workload_capacity").input["streams"] == cameras
    assert f"{cameras} 路" in first and cards in first


@pytest.mark.parametrize(
    "question",
    [
        "qwen3-235b-a22b fp8 放两张 H20 96g 上跑 vllm，16k 上下文并发能开到几个",
        "两张 H20 96G 用 vllm 跑 qwen3 235b a22b fp8，4k 的话并发最多能撑多少",
    ],
)
def test_concurrency_asked_where_the_weights_do_not_fit_says_so_first(advisor, question):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "serve"
    assert query.asks_capacity and not query.asks_max_context
    assert tool_call(answer, "serving_capacity").input["precision"] == "fp8"
    assert first.startswith("**权重就放不下") and "236.2 GB" in first and "192.0 GB" in first


def test_no_precision_stated_and_none_fits_says_even_the_narrowest(advisor):
    _, answer, first = turn_of(
        advisor, "deepseek v3 on 4x H100 with vllm, how many concurrent users at 8k?"
    )
    assert answer.kind == "serve" and answer.verdict == "no"
    assert first.startswith("**The weights do not fit") and "even at int4" in first
    assert "320.0 GB" in first


@pytest.mark.parametrize(
    ("question", "count", "hours"),
    [
        ("we run about 300 H100-hours a month. at what point does an 8x H100 box beat runpod?",
         8, 300.0),
        ("our lab burns ~600 A100 hours a month; when would a 4x A100 server beat renting?",
         4, 600.0),
    ],
)  # fmt: skip
def test_gpu_hours_a_month_beside_a_server_are_usage_not_cards(advisor, question, count, hours):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "rent_vs_buy"
    assert query.gpus[0].count == count
    assert query.usage_gpu_hours == hours
    assert tool_call(answer, "rent_vs_buy_stated").input["count"] == count
    assert f"{count} ×" in first and ("cheaper" in first or "pays" in first)


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("两张 mi50 跑 qwen2.5-14b q4 每秒多少 token？打算两千四收两张", 2400),
        ("p40 跑 llama 3.1 8b 每秒几个 token，想 900 收一张值吗", 900),
    ],
)
def test_a_sum_spent_on_cards_beside_a_speed_ask_is_echoed(advisor, question, budget):
    query, answer, _ = turn_of(advisor, question)
    assert answer.kind == "speed"
    assert query.budget == budget and query.currency == "CNY"
    assert any(f"{budget:,}" in a for a in answer.assumptions)


def test_an_offline_batch_against_its_hours_leads_with_the_verdict_and_the_cards(advisor):
    query, answer, first = turn_of(
        advisor,
        "we must summarise 1.5 million support emails with qwen2.5 7b on one L40S in vllm, "
        "about 800 input + 200 output tokens each. can it finish within 10 hours, or do we "
        "need more cards?",
    )
    assert answer.kind == "job_duration"
    assert query.batch_requests == 1_500_000
    assert query.prompt_tokens == 800 and query.output_tokens == 200
    assert query.deadline_hours == 10.0
    timed = [c for c in answer.tool_calls if c.tool == "estimate_batch_inference"]
    assert timed[0].input["count"] == 1 and timed[0].input["prompt_tokens"] == 800
    assert first.startswith("**No, not in time:**") and "10.0 hours" in first
    assert answer.verdict == "no"
    needed = timed[1].input["count"]
    assert needed > 1 and f"{needed} × L40S" in answer.answer.splitlines()[2]


def test_a_batch_that_fits_its_window_says_yes_first(advisor):
    query, answer, first = turn_of(
        advisor,
        "50k product descriptions through llama 3.1 8b on one H100, vllm offline, "
        "300 prompt + 100 output tokens each — done in 8 hours?",
    )
    assert answer.kind == "job_duration"
    assert query.prompt_tokens == 300 and query.batch_requests == 50_000
    assert first.startswith("**Yes, it finishes in time:**") and answer.verdict == "yes"
    assert len([c for c in answer.tool_calls if c.tool == "estimate_batch_inference"]) == 1


@pytest.mark.parametrize(
    "question",
    [
        "600 prompt tokens and 150 output tokens each, 2 million tickets through llama 3.1 8b",
        "2 million tickets, 600-token prompts, 150 tokens out each, llama 3.1 8b on an H100",
    ],
)
def test_a_prompt_length_is_no_count_of_prompts(advisor, question):
    query, _, _ = turn_of(advisor, question)
    assert query.batch_requests == 2_000_000
    assert query.prompt_tokens == 600 and query.output_tokens == 150


def test_the_hours_a_job_needs_beside_buying_are_a_total_spread_over_the_years(advisor):
    query, answer, _ = turn_of(
        advisor,
        "need roughly 300 h100-hours for a fine-tune sweep within two weeks. buy an h100 or rent "
        "one on runpod?",
    )
    assert answer.kind == "rent_vs_buy"
    assert query.gpus[0].count == 1
    assert query.usage_hours_per_month == round(300 / 36, 1)  # 3 years owned, 2 weeks no horizon
