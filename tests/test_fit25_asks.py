"""Fits, serving counts, KV cache and job times: stated facts that now change the answer.

* "ctx 开 8192": a context set with a bare 开 is the length sized;
* more of the same cards after "no NVLink bridge" still lack it, and a weight format asked of
  the cards goes when the follow-up changes the weights ("fp8" then "bf16": no FP8 caveat);
* "2 more a6000s" counts the cards it adds;
* "split it across both without touching ram" keeps the model off system RAM: a GPU fit;
* a unified machine's "8g 共享内存" is its spec, not shared GPU memory seen spilling;
* "the models it can run, which are good at X" asks for a list of models;
* a workload timed on a named instance type runs on the type's GPUs; a Whisper size said bare
  ("large-v3-turbo") is no instance name;
* "睡前挂上，早上 8 点前", "before bed, done by 7am": an overnight deadline;
* vLLM's --max-num-seqs counts the sequences in the KV cache;
* "3500 output tok/s peak", "峰值每秒 5000 个 token": the whole server's throughput;
* "能同时接多少个开发者", "how many developers can it serve", "多少路 64k 的请求": a serving count.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _call(answer, tool):
    return next(c for c in answer.tool_calls if c.tool == tool)


# ---- a context set with a bare 开


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("3090 跑 llama 3.1 8b q8_0，ctx 开 16384，能全放进显存吗", 16384),
        ("4090 上 qwen2.5 32b q4，上下文开的 32k，够不够", 32768),
    ],
)
def test_a_context_set_with_kai_is_read(catalog, text, tokens) -> None:
    assert parse(text, catalog).context_tokens == tokens


def test_the_context_set_is_the_one_sized(advisor) -> None:
    asked = "2080ti 22g 魔改版跑 qwen2.5 14b q8_0，ctx 开 12288 放得下吗"
    _, answer, _ = turn_of(advisor, asked)
    assert _call(answer, "estimate_memory").input["seq_len"] == 12288
    assert answer.kind == "fit_check"


# ---- the missing bridge kept for more of the same cards, the old format dropped


@pytest.mark.parametrize(
    ("first", "then", "count", "said", "fp8"),
    [
        (
            "两张 3090 没有 nvlink 桥，vllm 跑 qwen2.5 32b 的 fp8，能放下吗",
            "再加两张 3090 凑四张，上 bf16 呢",
            4,
            "4 张卡之间走 PCIe",
            "FP8",
        ),
        (
            "two a6000s without nvlink, llama 3.1 70b fp8 on vllm at 8k, fits?",
            "and if we add two more a6000s and run bf16?",
            4,
            "without an NVLink bridge",
            "FP8",
        ),
    ],
)
def test_more_of_the_same_cards_still_lack_the_bridge(
    advisor, first, then, count, said, fp8
) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    call = _call(answer, "estimate_memory")
    assert (call.input["count"], call.input["precision"]) == (count, "bf16")
    assert query.no_nvlink and "fp8" not in query.features
    assert any(said in a for a in answer.assumptions)
    assert fp8 not in answer.answer and not any("fp8" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "两张 3090 没有 nvlink 桥，vllm 跑 qwen2.5 32b 的 awq，能放下吗",
            "如果再买两张带 nvlink 桥的 3090 呢",
        ),
        (
            "2x 3090 with no nvlink, qwen2.5 32b awq on vllm, fits?",
            "what if we buy two more 3090s and bridge them with nvlink",
        ),
    ],
)
def test_a_bridge_named_in_the_follow_up_is_not_denied(advisor, first, then) -> None:
    query, _, _ = turn_of(advisor, first, then)
    assert not query.no_nvlink


@pytest.mark.parametrize(
    ("text", "count"),
    [("add 2 more a6000s", 2), ("what about three extra 3090s", 3)],
)
def test_more_cards_are_counted(catalog, text, count) -> None:
    assert [g.count for g in parse(text, catalog).gpus] == [count]


# ---- kept out of system RAM: a GPU fit


@pytest.mark.parametrize(
    "text",
    [
        "4090 and a 3090 in one rig, can llama.cpp spread qwen2.5 72b q3 over both without using"
        " system ram?",
        "3090 加一张 3060 一共 36g，llama.cpp 把 qwen2.5 72b q3 拆到两张卡上，不碰内存能行吗",
    ],
)
def test_a_fit_kept_out_of_ram_is_a_gpu_fit(advisor, text) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "fit_check"
    call = _call(answer, "estimate_memory")
    assert len(call.input["box"]) == 2


# ---- a unified machine's shared memory is its spec


@pytest.mark.parametrize(
    "text",
    [
        "jetson orin nano 8g 是共享内存的，跑 yolov8s 推理够用吗",
        "dgx spark 128g 共享内存，跑 flux dev 出图够吗",
        "jetson orin nano 共享内存 8g，跑 sam vit-b 分割够不够",
        "jetson orin nano 8gb with its shared memory, enough for whisper small?",
    ],
)
def test_shared_memory_of_a_unified_machine_is_no_spill(advisor, text) -> None:
    _, answer, _ = turn_of(advisor, text)
    assert answer.kind == "workload_fit"
    assert answer.verdict in ("yes", "no")


def test_shared_gpu_memory_seen_filling_is_still_a_spill(advisor) -> None:
    _, answer, _ = turn_of(advisor, "4060 跑 sdxl 一张要两分钟，任务管理器里共享GPU内存用了5G")
    assert answer.kind == "troubleshoot"


# ---- a list of models among those the card runs


@pytest.mark.parametrize(
    "text",
    [
        "这张 3090 能跑的模型里面，哪些写代码比较强",
        "of the models my 4070 can run, which would you pick for coding?",
    ],
)
def test_models_the_card_runs_then_which_is_a_list(advisor, text) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.asks_model_list
    assert answer.kind == "fits_hardware"


# ---- a workload timed on a named instance type


@pytest.mark.parametrize(
    ("text", "gpu", "lead"),
    [
        (
            "need to transcribe 500 hours of podcasts with whisper large-v3 on one g6.xlarge,"
            " how long will it take?",
            "l4",
            "hours",
        ),
        ("在 g5.2xlarge 上用 sdxl 生成 5000 张图要多久", "a10g", "小时"),
    ],
)
def test_a_workload_timed_on_a_type_runs_on_its_gpus(advisor, text, gpu, lead) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "workload_speed"
    assert _call(answer, "estimate_workload_speed").input["gpu"] == gpu
    assert lead in first


def test_a_fit_asked_of_a_type_stays_the_types(advisor) -> None:
    _, answer, _ = turn_of(advisor, "can a g5.xlarge run sdxl?")
    assert answer.kind == "instance"


def test_a_bare_whisper_size_keeps_the_type(advisor) -> None:
    _, answer, first = turn_of(
        advisor,
        "800 hours of interviews through whisper large-v3 on a g6.xlarge, how long?",
        "and with large-v3-turbo instead?",
    )
    call = _call(answer, "estimate_workload_speed")
    assert (call.input["gpu"], call.input["workload"]) == ("l4", "whisper-large-v3-turbo")
    assert call.input["audio_hours"] == 800
    assert any("g6.xlarge" in a and "800 h of audio" in a for a in answer.assumptions)
    assert "hours" in first


# ---- set going at bedtime, wanted by the morning


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("3090 跑 flux dev 出 200 张图，睡觉前开始，起床前能跑完吗", "12 小时"),
        ("I'll queue 400 sdxl images on a 4070 before bed, done by 7am?", "12 hours"),
    ],
)
def test_bedtime_to_morning_is_an_overnight_deadline(advisor, text, lead) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.deadline_hours == 12
    assert answer.kind == "workload_speed"
    assert answer.verdict in ("yes", "no") and lead in first


# ---- vLLM's sequence cap counts the sequences cached


@pytest.mark.parametrize(
    ("text", "sequences", "gb"),
    [
        (
            "vllm serving qwen2.5 7b with --max-num-seqs 128 and max-model-len 8192, how much kv"
            " cache if all are full?",
            128,
            "60.1 GB",
        ),
        ("vllm 的 max_num_seqs 设成 32，qwen2.5 14b 上下文 16k，kv cache 一共多少", 32, "103.1 GB"),
    ],
)
def test_the_sequence_cap_sizes_the_kv_cache(advisor, text, sequences, gb) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "kv_cache"
    assert _call(answer, "estimate_kv_cache").input["sequences"] == sequences
    assert gb in first


# ---- a peak rate is the server's


@pytest.mark.parametrize(
    ("text", "rate", "said"),
    [
        ("how many l40s for ~6000 output tok/s peak on mistral 7b?", 6000, "6,000"),
        ("qwen2.5 7b 峰值每秒输出 4000 个 token，要几张 A10", 4000, "4,000"),
    ],
)
def test_a_peak_rate_is_the_servers_throughput(advisor, text, rate, said) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.aggregate_tokens_per_s == rate
    assert answer.kind == "serve"
    assert _call(answer, "plan_serving").input["users"] > 1
    assert any(said in a for a in answer.assumptions)


@pytest.mark.parametrize(
    "text",
    [
        "serve llama 3.1 8b to 50 users, peak 40 tok/s per user, how many l40s?",
        "50 users each needing 30 tok/s at peak, how many a10g for mistral 7b",
    ],
)
def test_a_peak_rate_of_each_user_stays_each_users(catalog, text) -> None:
    query = parse(text, catalog)
    assert query.aggregate_tokens_per_s is None
    assert query.users == 50 and query.tokens_per_s_target in (30, 40)


def test_a_rate_after_for_is_no_head_count(catalog) -> None:
    query = parse("how many h100s for 9000 output tok/s on llama 3.1 70b?", catalog)
    assert query.users is None


# ---- people or requests counted at once


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("4 张 A100 80G 跑 qwen2.5 72b awq，每人 8k 上下文，最多能同时给几个程序员用", 4),
        ("how many developers can 8x h100 serve with qwen3 coder 30b at 32k context?", 8),
    ],
)
def test_people_counted_at_once_is_a_serving_count(advisor, text, count) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "serve"
    assert _call(answer, "serving_capacity").input["count"] == count
    assert first.startswith("**")


def test_requests_of_a_length_counted_after_a_kv_fit(advisor) -> None:
    _, answer, first = turn_of(
        advisor,
        "8 张 H100 跑 qwen3 235b a22b 的 fp8，还要给 128k 上下文留 kv，放得下吗",
        "那最多能同时跑几个 128k 的请求",
    )
    assert answer.kind == "serve"
    assert _call(answer, "serving_capacity").input["context"] == 131072
    assert "路并发" in first
