"""Serving and troubleshooting reads: a load said in words, the count asked past the cache, a
specialist model the catalog lacks, AutoBatch's choice, a fix that worked, a queue seen as a
latency, a rate seen after a change, and a serving figure kept first before a correction.

The questions are written for these tests, in both languages.
"""

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("telegram bot with maybe 12 people chatting at once, qwen2.5 7b on one 4060 ti 16gb", 12),
        (
            "around 25 members typing at the same time, llama 3.1 8b on an l4 — how many parallel?",
            25,
        ),
        ("internal tool, 40 users active simultaneously, qwen2.5 14b awq on one a10", 40),
    ],
)
def test_people_said_chatting_at_once_are_the_load(advisor, question, users):
    assert advisor.understand(question).users == users


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 72b fp8 on 4x h100 at 16k per request: max concurrent before the kv cache fills?",
        "llama 3.1 70b awq on 2x l40s, 8k context — maximum concurrency before kv runs out?",
        "8 张 h20 跑 deepseek v3 fp8，每个请求 4k，kv 缓存撑满前最多多少并发",
    ],
)
def test_max_concurrent_before_the_cache_fills_is_a_user_count(advisor, question):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "serve"
    assert "concurrent" in first or "并发" in first


def test_sequences_the_cache_holds_stay_the_caches_count(advisor):
    _, answer, _ = turn_of(
        advisor, "llama 3.1 8b on one l40s at 8k: max concurrent sequences the kv cache holds?"
    )
    assert answer.kind == "kv_cache"


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("how many h100s to serve llama 3.2 vision 90b to 150 users?", "llama 3.2 vision 90b"),
        ("要服务 30 个人用 llama 3.2 vision 11b，需要几张 4090", "llama 3.2 vision 11b"),
        ("llama 3.2 vision 90b 用 4 张 h100 能跑吗", "llama 3.2 vision 90b"),
    ],
)
def test_a_specialist_size_the_catalog_lacks_is_said_first(advisor, question, surface):
    query, answer, first = turn_of(advisor, question)
    assert query.params_b is not None and query.model_id is None
    assert any(surface in p.en for p in query.problems)
    assert surface in answer.answer


@pytest.mark.parametrize(
    ("question", "batch"),
    [
        ("yolov8n on a 3060 with batch=-1, autobatch picked 22 and it ooms at epoch 40, why?", 22),
        ("yolo11s 在 4070 上 batch=-1，自动选了 18，后期爆显存", 18),
        ("ultralytics batch=0.7 gave me a batch of 30 on my 4090, then oom mid-training", 30),
    ],
)
def test_autobatch_picks_the_batch_and_minus_one_is_no_problem(advisor, question, batch):
    query = advisor.understand(question)
    assert query.batch_size == batch
    assert not any(p.kind == "out_of_range" for p in query.problems)


FAULT = "3x 3090 on risers keep throwing Xid 79 fallen off the bus under vllm load"


@pytest.mark.parametrize(
    ("follow", "watts"),
    [
        (
            "limited all three to 250w with nvidia-smi -pl and it's been stable for a week."
            " so it was the psu?",
            250,
        ),
        ("capped them at 300w, no more crashes since. was it the psu then?", 300),
        ("power-limited them to 270w, stable for a week now. so it was the psu?", 270),
    ],
)
def test_a_fault_cured_by_a_power_limit_confirms_the_power_cause(advisor, follow, watts):
    query, answer, first = turn_of(advisor, FAULT, follow)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "gpu_fault" and query.fix_worked
    assert "power delivery" in first and f"{watts} W" in first and "ATX 3.x" in first


def test_a_fault_cured_by_a_power_limit_in_chinese(advisor):
    _, answer, first = turn_of(
        advisor,
        "3张3090跑vllm老掉卡，Xid 79",
        "三张都限到 260w 之后一周没掉卡了，所以是电源的问题？",
    )
    assert answer.kind == "troubleshoot"
    assert "供电" in first and "260 W" in first


@pytest.mark.parametrize(
    ("question", "users", "lead"),
    [
        (
            "vllm serving qwen2.5 14b on one a100, ttft shoots up to 12s past 90 concurrent"
            " — expected?",
            90,
            "Expected",
        ),
        (
            "sglang 跑 qwen3 32b fp8，单卡 h100，并发超过 70 后首 token 延迟到 18 秒，正常吗",
            70,
            "预期",
        ),
        (
            "llama 3.1 70b awq on 2x a100, time to first token climbs to 25s with 15"
            " concurrent users, misconfigured?",
            15,
            "Not from capacity",
        ),
    ],
)
def test_a_latency_rising_with_load_is_a_queue_against_capacity(advisor, question, users, lead):
    query, answer, first = turn_of(advisor, question)
    assert answer.kind == "troubleshoot" and query.trouble == "queueing"
    assert lead in first and str(users) in first


@pytest.mark.parametrize(
    "follow",
    [
        "-ctk q8_0 -ctv q8_0 got it loading but now it's like 3 tok/s. what gives?",
        "加了 -ctk q8_0 不爆了，但现在只有 3 tok/s，为什么",
    ],
)
def test_a_rate_seen_after_a_change_with_its_cause_asked_is_slow(advisor, follow):
    query, answer, _ = turn_of(
        advisor, "llama.cpp gemma 3 27b q4_k_m on a 4090 with -c 32768 runs out of memory", follow
    )
    assert answer.kind == "troubleshoot" and query.trouble == "slow"
    assert query.precision == "q4_k_m"


def test_a_serving_count_stays_first_before_a_feature_correction(advisor):
    _, answer, first = turn_of(
        advisor,
        "two rtx a6000 serving llama 3.3 70b awq at 8k, how many users at once",
        "and with fp8 weights instead?",
    )
    assert answer.kind == "serve"
    assert "concurrent" in first
    assert "FP8" in answer.answer.split("\n\n", 1)[1]
