"""Offload speeds, superchip memory, idle/cooling power, throttling, greetings, sub-2-bit weights.

Each mechanism is checked on phrasings of our own in both languages, with the figures the
calculators give (``calc.offload``, the catalog's board power).
"""

from __future__ import annotations

import re

import pytest

from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _tokens_per_s(line: str) -> float:
    found = re.search(r"(\d+(?:\.\d+)?) tokens/s", line)
    assert found is not None, line
    return float(found[1])


@pytest.mark.parametrize(
    ("question", "model", "split"),
    [
        (
            "tokens/s of mixtral 8x7b q4 on a 3060 12gb with the rest in 64gb of system ram",
            "Mixtral",
            "--n-cpu-moe",
        ),
        (
            "qwen3 30b a3b 在 4060 8g 上把专家放到内存 每秒多少 token",
            "Qwen3-30B-A3B",
            "--n-cpu-moe",
        ),
        (
            "how fast is llama 3 70b on a 4090 with the rest offloaded to system ram",
            "Llama 3 70B",
            "-ngl",
        ),
    ],
)
def test_a_speed_with_part_in_system_ram_is_the_offload_speed(advisor, question, model, split):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "speed"
    assert model in first and split in first
    assert [c.tool for c in answer.tool_calls] == ["plan_offload"]
    offload = answer.tool_calls[0].output
    assert _tokens_per_s(first) == pytest.approx(offload["decode_tokens_per_s"], abs=0.06)
    assert offload["decode_tokens_per_s"] < offload["gpu_only_tokens_per_s"]


def test_a_bare_size_after_a_model_is_its_sibling_timed_with_offload(advisor):
    turns = advisor.converse(
        ["4090 跑 gpt-oss-20b 每秒多少 token", "那 120b 的呢 同一张卡 部分放内存"]
    )
    answer = turns.turns[-1].answer
    assert answer.kind == "speed"
    assert answer.tool_calls[0].input["model"] == "gpt-oss-120b"
    assert "--n-cpu-moe" in answer.answer.splitlines()[0]


def test_ram_asked_for_a_box_is_still_the_host_kind(advisor):
    assert advisor.ask("4张4090配64G内存够吗").kind == "host"
    assert advisor.ask("how much system ram do I need for 2x 3090").kind == "host"


@pytest.mark.parametrize(
    "question", ["gh200 的 cpu 内存和显存分别多少", "how much cpu memory and hbm does a gh200 have"]
)
def test_a_superchips_memory_is_its_catalog_row(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert "96 GB" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("what does one l40s draw at idle vs full load", "350 W"),
        ("b200 单卡 tdp 多少 要上液冷吗", "1,000 W"),
        ("what's the TDP of an H200, does it need liquid cooling?", "700 W"),
    ],
)
def test_idle_load_and_cooling_questions_answer_a_wattage(advisor, question, watts):
    answer = advisor.ask(question)
    assert answer.kind == "power"
    assert watts in answer.answer.splitlines()[0]


def test_a_rack_of_the_same_cards_follows_on_as_a_total(advisor):
    turns = advisor.converse(
        ["what does one l40s draw at idle vs full load", "and 12 of them in a rack?"]
    )
    answer = turns.turns[-1].answer
    assert answer.kind == "power"
    assert "12 × L40S" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "tokens/s dropped from 40 to 15 after half an hour on my 3090, 86C, thermal throttling?",
        "4090 跑了半小时温度 85 度 速度变慢了 是过热降频吗",
        "my 4080 hits 88c and is throttling, the speed fell from 30 to 10",
    ],
)
def test_heat_and_a_falling_rate_are_a_slow_gpu_trouble(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert re.search(r"clock|频率", answer.answer.splitlines()[0])


@pytest.mark.parametrize(
    "text",
    [
        "你好，第一次用，应该怎么提问",
        "hi! first time here, how should I ask you questions?",
        "how do I use this?",
    ],
)
def test_how_to_use_greetings_are_small_talk(text):
    assert smalltalk_act(text.lower()) == "greeting"


@pytest.mark.parametrize(
    "question",
    [
        "台式机屏幕一直闪是显卡坏了吗",
        "笔记本画面闪烁，显卡有问题吗",
        "my monitor keeps flickering, is my gpu dying?",
    ],
)
def test_a_display_trouble_is_off_topic(advisor, question):
    assert advisor.ask(question).kind == "unsupported"


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("how fast is deepseek r1 at 1.58-bit on an m2 ultra 192gb", "1.58-bit"),
        ("m3 ultra 512g 跑 deepseek v3 iq1_s 每秒几个 token", "IQ1_S"),
    ],
)
def test_sub_two_bit_weights_are_said_first_as_not_modelled(advisor, question, surface):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert surface in first
    assert re.search(r"not modelled|暂不支持", first)


def test_a_sub_two_bit_fit_leads_with_the_verdict_at_that_width_then_the_note(advisor):
    answer = advisor.ask("can a 3060 run a 1 bit bitnet 3b")
    first = answer.answer.splitlines()[0]
    assert first.startswith("**Likely yes.** With 1-bit weights")  # since 2026-12-05
    assert "1-bit weights are not modelled" in answer.answer


@pytest.mark.parametrize(
    "question",
    ["what speed does qwen3 8b get on a raspberry pi 5", "树莓派5 跑 qwen2.5 1.5b 每秒几个 token"],
)
def test_a_single_board_computer_is_not_covered(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "not_covered"
    assert not any(c.tool == "estimate_speed" for c in answer.tool_calls)


@pytest.mark.parametrize(
    "question",
    [
        "what does gpu_memory_utilization=0.85 reserve in vllm",
        "what does max_num_seqs control in vllm",
    ],
)
def test_a_setting_explained_with_no_setup_is_a_concept(advisor, question):
    assert advisor.ask(question).kind == "concept"


@pytest.mark.parametrize(
    ("question", "read", "sold"),
    [
        ("bought a used v100 32gb on ebay, nvidia-smi says 16GB. fake?", "16 GB", "32GB"),
        ("got a used a100 80gb, nvidia-smi says 40GB, scam?", "40 GB", "80GB"),
        ("闲鱼买的 v100 32g，nvidia-smi 显示 16g，是假的吗", "16 GB", "32GB"),
    ],
)
def test_a_reading_a_tool_says_is_checked_against_the_card_sold(advisor, question, read, sold):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "verify"
    assert read in first and sold in first
    assert answer.verdict == "no" or first.startswith(("No", "不对"))


OLLAMA_PS = (
    "ollama ps shows\nNAME  ID  SIZE  PROCESSOR  UNTIL\n"
    "qwen2.5:32b  abc123  24 GB  30%/70% CPU/GPU  4 minutes from now\non my 3090, why so slow"
)


def test_an_ollama_ps_split_is_an_offload_trouble(advisor):
    answer = advisor.ask(OLLAMA_PS)
    assert answer.kind == "troubleshoot"
    assert "Qwen2.5-32B" in answer.answer.splitlines()[0]


@pytest.mark.parametrize("follow_up", ["num_ctx is set to 32768", "num_ctx 我设的 32768"])
def test_a_context_added_to_an_offload_trouble_is_sized_with_its_kv_cache(advisor, follow_up):
    turns = advisor.converse([OLLAMA_PS, follow_up]).turns
    answer = turns[-1].answer
    assert answer.kind == "troubleshoot"
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert sized.input["seq_len"] == 32768
    assert sized.output["fits"] is False  # 32k of KV cache pushes layers to the CPU
    assert turns[-1].query.context_tokens == 32768


def test_host_memory_asked_of_a_named_instance_is_the_instance_table(advisor):
    turns = advisor.converse(
        ["阿里云 ecs.gn8is-4x-16xlarge 是几张 L20？", "那它的 cpu 和内存给多少"]
    ).turns
    assert turns[-1].answer.kind == "instance"


@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "CUDA out of memory. Tried to allocate 20.00 MiB. GPU 0 has a total capacity of"
            " 7.79 GiB — generating sdxl images in comfyui",
            "8GB",
        ),
        (
            "torch.OutOfMemoryError: GPU 0 has a total capacity of 11.76 GiB，sdxl 出图就报错",
            "RTX 3060 12GB",
        ),
    ],
)
def test_the_capacity_in_an_oom_message_names_the_card(advisor, question, card):
    answer = advisor.ask(question)
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_workload_memory")
    assert card in answer.answer.splitlines()[0]
    assert sized.input["workload"] == "sdxl-base"


@pytest.mark.parametrize(
    "question",
    [
        "sglang fails with 'Not enough memory. Please try to increase --mem-fraction-static',"
        " qwen2.5 32b awq on one l40s",
        "sglang 跑 qwen2.5 32b awq，单张 L40S，报 Not enough memory. Please try to increase"
        " --mem-fraction-static",
    ],
)
def test_sglangs_memory_shortfall_is_sized_with_sglangs_flags(advisor, question):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "kv_cache"
    assert "SGLang" in first and "--mem-fraction-static" in first and "vLLM" not in first
    assert "Qwen2.5-32B" in first and "L40S" in first


@pytest.mark.parametrize(
    ("question", "count"),
    [("whisper large-v2 OOMs on my 1660s 6g", 1), ("两张 1660s 能跑 qwen2.5 7b 吗", 2)],
)
def test_1660s_is_the_1660_super(advisor, question, count):
    query = advisor.answer_turn(question).query
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("gtx-1660-super", count)]


@pytest.mark.parametrize(
    "paste",
    [
        "|   0  NVIDIA H100 PCIe               On  |   00000000:17:00.0 Off |   0 |",
        "|  1  NVIDIA GeForce RTX 4090   On | 00000000:01:00.0 Off |  Off |",
        "| 0 Tesla V100-SXM2-32GB  On | 00000000:00:1E.0 Off | 0 |",
    ],
)
def test_the_gpu_index_of_a_pasted_nvidia_smi_row_is_no_gpu_count(paste):
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse

    q = parse(f"租的机器 nvidia-smi 是这样：\n{paste}\n是不是被坑了", load_catalog())
    assert not q.miscounted and q.gpus and all(g.count >= 1 for g in q.gpus)
