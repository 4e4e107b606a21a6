"""Fit checks, what-fits, speeds and stream counts as people phrase them on their own hardware.

Each test asks in a phrasing of its own (not a golden case's) and checks the kind, the typed
reading and the figures the answer must carry.
"""

from __future__ import annotations

import re

import pytest

from assistant.advisor import Advisor
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.host_memory import stated_ram_gb
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():  # type: ignore[no-untyped-def]
    return load_catalog()


# --------------------------------------------------------------------------- model readings


@pytest.mark.parametrize(
    "question",
    [
        "两张4090能不能跑满血deepseek",
        "can a 5090 run the full deepseek at fp8?",
        "满血版deepseek要多少显存",
    ],
)
def test_full_deepseek_is_the_671b_r1(catalog, question):  # type: ignore[no-untyped-def]
    assert parse(question, catalog).model_id == "deepseek-r1"


def test_full_deepseek_with_a_version_keeps_the_version(catalog):  # type: ignore[no-untyped-def]
    assert parse("满血版 deepseek v3 放 8 张 H100 行吗", catalog).model_id == "deepseek-v3"


def test_full_deepseek_on_one_card_is_a_plain_no(advisor):
    answer = advisor.ask("4090能跑满血deepseek吗，要不量化的")
    assert answer.kind == "fit_check" and answer.verdict == "no"
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_memory"]
    assert call.input["model"] == "deepseek-r1"
    assert call.output["per_gpu_gb"] > 600  # 671B at 16 bits on one 24 GB card


@pytest.mark.parametrize(
    ("question", "size"),
    [
        ("pretraining a 350m gpt2 model on 20B tokens with 8 A100s, how long?", 0.35),
        ("how long to pretrain a ~124M llama-style model on 5B tokens on a 3090", 0.124),
    ],
)
def test_million_sizes_before_a_model_word_are_sizes(catalog, question, size):  # type: ignore[no-untyped-def]
    assert parse(question, catalog).params_b == pytest.approx(size)


def test_small_pretraining_run_is_timed_in_days(advisor):
    answer = advisor.ask("pretraining a ~350M gpt2-style model on 20B tokens with one 4090, days?")
    assert answer.kind == "job_duration"
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_job_duration"]
    assert call.input["tokens"] == 20e9
    assert call.output["hours"] > 24  # 6 x 0.35e9 x 20e9 FLOPs at a 4090's MFU: days


# --------------------------------------------------------------------------- what fits


@pytest.mark.parametrize(
    "question",
    [
        "what could two 3090s realistically run",
        "what will an rtx 4070 super run, (no I won't upgrade)",
        "what can a 3060 8gb run? (the 8gb one, yes)",
    ],
)
def test_what_can_a_card_run_lists_models(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware"
    assert [c.tool for c in answer.tool_calls] == ["fits_hardware"]


def test_a_size_beside_the_list_is_its_row(advisor):
    answer = advisor.ask("两张3090能跑哪些模型？70b能流畅吗")
    assert answer.kind == "fits_hardware"
    # the newest 70B-class model that fits stands for the size (Llama 2 70B did before)
    assert (
        "你问的 70B 规模：DeepSeek-R1-Distill-Llama-70B（4 位（Q4_K_M））每卡 22.0 GB"
        in answer.answer
    )


def test_a_size_above_the_list_is_said_not_to_fit(advisor):
    answer = advisor.ask("what models can my 4090 run, is 70b usable?")
    assert answer.kind == "fits_hardware"
    assert "No 70B model fits these GPUs" in answer.answer


# --------------------------------------------------------------------------- fit checks


def test_dreambooth_named_beside_full_fine_tune_stays_dreambooth(advisor):
    answer = advisor.ask("用dreambooth全参训练sdxl，3090 24g够吗")
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_workload_memory"][:1]
    assert call.input["method"] == "dreambooth"
    assert answer.verdict == "no"
    assert "DreamBooth" in first_line(answer.answer)


def test_verdict_leads_and_the_missing_fp8_follows(advisor):
    answer = advisor.ask("4张A100跑qwen2.5 72b fp8够吗，A100支持fp8吧")
    lines = [p for p in answer.answer.split("\n\n") if p.strip()]
    assert lines[0].startswith("**可以。**")
    assert "每卡 80 GB" not in lines[0]  # an A100 80GB names its memory already
    assert lines[1].startswith("**A100 SXM4 80GB 不支持 FP8：**")


def test_multi_card_verdict_names_each_cards_memory(advisor):
    answer = advisor.ask("8张昇腾910B跑deepseek v3 fp8能行吗")
    assert "8 × Huawei Ascend 910B（每卡 64 GB）" in first_line(answer.answer)
    assert answer.verdict == "no"


def test_ddr_amount_is_system_ram():
    assert stated_ram_gb("4x 3090 + 128gb ddr4, can it load") == 128
    assert stated_ram_gb("64GB of system RAM") == 64


def test_stated_ram_holds_what_the_gpus_cannot(advisor):
    answer = advisor.ask("2x 3090 and 256gb ddr5, can it even load qwen3 235b at q4?")
    assert answer.kind == "fit_check" and answer.verdict == "conditional"
    tools = [c.tool for c in answer.tool_calls]
    assert tools == ["estimate_memory", "estimate_kv_cache"]
    plan = answer.tool_calls[1].output["offload"]
    assert plan["kind"] == "moe_experts"
    line = first_line(answer.answer)
    assert line.startswith("Yes, with conditions")
    assert f"{plan['ram_weights_gb']:.1f} GB go to RAM" in line
    assert "256 GB of system RAM" in line


def test_stated_ram_too_small_is_a_no(advisor):
    answer = advisor.ask("2张3090 + 32G内存 跑 deepseek r1 q2 跑得动吗")
    assert answer.verdict == "no"
    assert re.search(r"超过你 32 GB 的 85%", first_line(answer.answer))


# --------------------------------------------------------------------------- not covered


@pytest.mark.parametrize(
    ("question", "unknown"),
    [
        ("qwen image 用 4090 能跑吗，fp8 够不够", "qwen image"),
        ("wan2.2 在 4090 上出一段 5 秒视频要多久", "wan2.2"),
        ("framepack on a 4070, seconds per frame?", "framepack"),
        ("rt-detr-x fps on an orin? or a 3060", "rt-detr-x"),
    ],
)
def test_workloads_the_catalog_lacks_are_said_first(catalog, advisor, question, unknown):  # type: ignore[no-untyped-def]
    assert parse(question, catalog).workload_unknown == [unknown]
    line = first_line(advisor.ask(question).answer)
    assert line.startswith((f"Not in my catalog: {unknown}", f"{unknown} 不在我的目录里"))


def test_wan_2_1_is_still_read_as_the_catalog_model(catalog):  # type: ignore[no-untyped-def]
    query = parse("wan2.1 on a 4090 how fast", catalog)
    assert query.workload_id == "wan2.1-t2v-14b" and query.workload_unknown == []


# --------------------------------------------------------------------------- speed and streams


def test_speed_against_a_second_card_gives_both(advisor):
    answer = advisor.ask("4090 跑 qwen2.5 14b q4 多快，与 5090 比呢")
    assert answer.kind == "compare"
    line = first_line(answer.answer)
    assert "RTX 5090" in line and "RTX 4090" in line
    assert len(re.findall(r"\d+\.\d", line)) >= 2


def test_protocol_streams_are_the_target(advisor):
    answer = advisor.ask("yolo11m on 40 rtsp camera feeds at 15 fps, how many T4s do I need")
    (call,) = answer.tool_calls
    assert call.input["streams"] == 40
    out = call.output
    assert out["gpus"] == -(-40 // int(out["per_gpu"]))
    assert first_line(answer.answer).startswith(f"{out['gpus']} x T4")
