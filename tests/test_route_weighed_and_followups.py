"""Kinds reached from how a question weighs things: engines or formats on one card, ways of
paying, a failure seen on cards used together, a why asked in general, and follow-ups that
turn to renting or to the KV cache."""

import pytest

from assistant.question.option_slots import billing_weighed, options_weighed
from assistant.question.parsing import parse
from assistant.question.seen_failure import failed_on_cards
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1]


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("gptq or awq for mistral small on my 4080?", ["GPTQ", "AWQ"]),
        ("4090 上跑 qwen2.5 14b，gguf q8_0 还是 awq 好", ["GGUF Q8_0", "AWQ"]),
        ("sglang vs tensorrt-llm for llama 3.1 8b on one h100", ["SGLang", "TensorRT-LLM"]),
        ("fp8 and int8 on an l40s, which one", ["FP8", "INT8"]),
    ],
)
def test_options_are_read_in_the_order_said(text, labels) -> None:
    assert [o.label for o in options_weighed(text)] == labels


def test_one_format_or_no_choice_is_no_weighing() -> None:
    assert options_weighed("running qwen2.5 14b awq on a 4080 with vllm") == []
    assert options_weighed("awq and gptq models are both on the hub") == []


@pytest.mark.parametrize(
    ("question", "gpu", "first"),
    [
        ("gptq or awq for qwen2.5 7b on my 4080, which runs faster?", "RTX 4080", "GPTQ"),
        ("同一张 A100 跑 qwen2.5 32b，fp8 还是 int8 吞吐更高", "A100", "FP8"),
        ("sglang vs vllm for qwen2.5 7b on one l40s, which is quicker", "L40S", "SGLang"),
    ],
)
def test_engines_or_formats_on_one_card_are_compared(advisor, question, gpu, first) -> None:
    turn = _last(advisor, question)
    assert turn.answer.kind == "compare"
    line = turn.answer.answer.splitlines()[0]
    assert gpu in line and first in line and "tokens/s" in line
    speeds = [c for c in turn.answer.tool_calls if c.tool in ("estimate_speed", "plan_offload")]
    assert len(speeds) == 2  # one timing per option, on the same cards
    assert len({c.input["gpu"] for c in speeds}) == 1


def test_a_gguf_build_too_big_for_the_card_is_timed_offloaded(advisor) -> None:
    turn = _last(advisor, "q4_k_m vs exl2 for llama 3.1 70b on one 4090, which is better")
    assert turn.answer.kind == "compare"
    tools = [c.tool for c in turn.answer.tool_calls]
    assert tools == ["plan_offload", "estimate_speed"]
    assert "GGUF Q4_K_M" in turn.answer.answer.splitlines()[0]


def test_a_fit_asked_beside_a_fallback_format_stays_a_fit(advisor) -> None:
    turn = _last(advisor, "does qwen2.5 72b in fp8 fit 2x a6000 or do i have to go awq")
    assert turn.answer.kind == "fit_check"


@pytest.mark.parametrize(
    "question",
    [
        "spot vs on-demand vs reserved instances, which makes sense for long training runs",
        "竞价实例、按需和包年包月，训练任务分别什么时候合适",
    ],
)
def test_ways_of_paying_weighed_are_explained(advisor, box, question) -> None:
    assert billing_weighed(question.lower(), {})
    assert _last(advisor, question).answer.kind == "concept"


def test_ways_of_paying_for_a_named_card_are_priced(advisor) -> None:
    assert _last(advisor, "H100 spot vs on-demand on runpod, how much cheaper").answer.kind == (
        "price"
    )


@pytest.mark.parametrize(
    "question",
    [
        "4090 + 3060 in one box, llama.cpp -ts 3,1, log says cudaMalloc failed: out of memory",
        "3090 和 3060 混插跑 32b，加载时报 CUDA out of memory",
    ],
)
def test_a_failure_seen_on_cards_used_together_is_troubleshot(advisor, question) -> None:
    assert failed_on_cards(question)
    assert _last(advisor, question).answer.kind == "troubleshoot"


def test_an_oom_feared_is_no_failure_seen() -> None:
    assert not failed_on_cards("4090 or 3090, which one avoids oom for 13b lora?")


def test_a_topology_read_beside_an_nccl_error_is_the_error(advisor) -> None:
    turn = _last(advisor, "8x H100 vllm tp=8 报 NCCL error: unhandled cuda error，topo 全是 NV18")
    assert turn.answer.kind == "troubleshoot" and turn.query.trouble == "nccl"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("why can pipeline parallel over pcie sometimes be slower than a single gpu?", "concept"),
        ("为什么多卡训练走 PCIe 有时候反而比单卡慢", "concept"),
        ("training on my 4 gpus is barely faster than on one, what is wrong", "troubleshoot"),
    ],
)
def test_a_why_in_general_is_explained_and_ones_own_run_troubleshot(
    advisor, question, kind
) -> None:
    assert _last(advisor, question).answer.kind == kind


def test_renting_offered_after_an_owned_rigs_bill_is_rent_or_buy(advisor) -> None:
    turn = _last(
        advisor,
        "4 张 3090 的机器 24 小时开着，电费一度 1 块，一个月多少钱",
        "那还不如租吧？4 张 3090 在 autodl 租一个月多少",
    )
    assert turn.answer.kind == "rent_vs_buy"


def test_buying_judged_saner_than_a_named_rental_is_rent_or_buy(box, advisor) -> None:
    question = (
        "vast.ai keeps killing my a100 instances, would buying two 5090s be saner at 30h/week"
    )
    assert parse(question, box.catalog).intent == "rent_vs_buy"
    assert _last(advisor, question).answer.kind == "rent_vs_buy"


def test_the_kv_cache_named_in_a_follow_up_is_the_caches_question(advisor) -> None:
    turn = _last(
        advisor,
        "two l40s, llama 3.1 70b awq on vllm tp=2, will it load?",
        "and how much is left for kv cache, how many 16k sequences at once?",
    )
    assert turn.answer.kind == "kv_cache"


def test_streams_counted_with_tiao_are_a_serving_load(box, advisor) -> None:
    question = "客服中心要同时转写 50 条通话音频流，用 whisper large-v3，L40S 要几张"
    assert parse(question, box.catalog).streams_target == 50
    turn = _last(advisor, question)
    assert turn.answer.kind == "workload_pick" and "L40S" in turn.answer.answer.splitlines()[0]


def test_a_setup_with_host_ram_weighed_against_another_is_compared(advisor) -> None:
    turn = _last(
        advisor, "跑 deepseek r1 q4：一台 m3 ultra 512g，还是 8 卡 3090 加 1T 内存的服务器，选哪个"
    )
    line = turn.answer.answer.splitlines()[0]
    assert turn.answer.kind == "compare" and "M3 Ultra" in line and "3090" in line
