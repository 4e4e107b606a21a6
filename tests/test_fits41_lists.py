"""What a card or a box can run or train, asked as a list, read as the list (fits_hardware).

* "q4 w/ decent ctx": "w/" is "with", not watts; the largest model is listed, no power answer;
* "2TB of RAM", "1T 内存" are system RAM (offload room), not a 1,000B model; "能训到几 b" asks
  the largest size, a list;
* a picture job set aside ("除了出图", "besides image gen") leaves the LLMs asked;
* the LLM list asked with a media job's fit ("and can it train SDXL too?"): the list first, at
  the precision stated, the job's fit after, at its own precision;
* "哪些 8b-14b 的模型": a range of sizes bounds the list asked;
* which version of a family fits, one of its models named beside to rule out: the family's list;
* "frames per second?" of a detector is its speed, not its fit.

Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import re

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.host_memory import stated_ram_gb
from assistant.question.parsing import parse
from assistant.question.workload_aside import workload_set_aside
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _answer(advisor, question):
    return advisor.converse([question]).turns[-1].answer


def test_with_abbreviated_is_no_wattage(advisor):
    answer = _answer(advisor, "3x P40 24GB rig — biggest model at q4 w/ 16k context?")
    assert answer.kind == "fits_hardware"
    first = answer.answer.splitlines()[0]
    assert "biggest model" in first.lower()
    assert " W at the wall" not in first


@pytest.mark.parametrize(
    ("text", "gb"),
    [("offload 到 2T 内存", 2048.0), ("with 1.5TB of system RAM", 1536.0), ("内存 128G", 128.0)],
)
def test_ram_in_terabytes(text, gb):
    assert stated_ram_gb(text) == gb


def test_terabytes_of_ram_are_no_model_size(catalog):
    query = parse("4 卡 H100 80G，内存 2T，zero3 全量微调最多能训到多少 b", catalog)
    assert query.params_b is None
    assert query.ram_gb == 2048.0
    assert query.asks_model_list


def test_size_reached_in_billions_is_the_list(advisor):
    answer = _answer(advisor, "两台 8 卡 H800 80G，全参微调能训到几b")
    assert answer.kind == "fits_hardware"
    assert "全参数微调" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "aside"),
    [
        ("工作站一张 a5000，除了出图以外还能跑什么大模型", True),
        ("besides image gen, which llms can my a5000 run?", True),
        ("除了大模型还能跑什么出图模型", False),
        ("which sdxl models fit my a5000?", False),
    ],
)
def test_picture_job_set_aside(text, aside):
    assert workload_set_aside(text.lower()) is aside


def test_llms_asked_beside_a_picture_job_set_aside(advisor):
    answer = _answer(advisor, "单位配的 a5000 24g，除了出图之外还能本地跑哪些 llm")
    assert answer.kind == "fits_hardware"
    assert not any(c.tool.startswith("estimate_workload") for c in answer.tool_calls)
    assert "RTX A5000" in answer.answer.splitlines()[0]


def test_llm_list_first_then_the_picture_training(advisor):
    question = "RTX 6000 Ada 48GB: which LLMs run at q8, and could it also train SDXL?"
    answer = _answer(advisor, question)
    assert answer.kind == "fits_hardware"
    first = answer.answer.splitlines()[0]
    assert "8-bit (Q8_0)" in first
    tools = {c.tool: c.input for c in answer.tool_calls}
    assert tools["fits_hardware"]["method"] == "inference"
    assert tools["fits_hardware"]["precision"] == "q8_0"
    assert tools["estimate_workload_memory"].get("precision") != "q8_0"
    assert "Stable Diffusion XL" in answer.answer


def test_a_range_of_sizes_asks_the_list(advisor):
    answer = _answer(advisor, "mac mini m4 16g 内存，有哪些 3b-8b 的模型能流畅跑")
    assert answer.kind == "fits_hardware"


def test_which_version_of_a_family_fits(advisor):
    answer = _answer(advisor, "8 张 4090 24G，能跑 deepseek 的哪个版本？满血 v3 估计不行")
    assert answer.kind == "fits_hardware"
    tools = [c for c in answer.tool_calls if c.tool == "fits_hardware"]
    assert tools and all("deepseek" in m for m in tools[0].input["models"])
    assert "Distill" in answer.answer.splitlines()[0]


def test_frames_per_second_is_the_detector_speed(advisor):
    answer = _answer(advisor, "yolo11s on a T4 with tensorrt at 640, how many frames per second?")
    assert answer.kind == "workload_speed"
    assert "frames a second" in answer.answer.splitlines()[0] or "ms per" in answer.answer


def test_llm_sizes_beside_a_speech_model(advisor):
    question = "one 4090 box: whisper large-v3 stays loaded, what llm sizes can sit next to it?"
    answer = _answer(advisor, question)
    assert answer.kind == "fits_hardware"
    fits = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert 4.0 < fits.input["reserved_gb"] < 6.0
    assert "Whisper large-v3" in answer.answer.split("\n\n")[1]
    alone = _answer(advisor, "one 4090 box, what llm sizes can it run?")
    usable = [float(x) for x in re.findall(r"of ([\d.]+) GB usable", answer.answer)[:1]]
    usable_alone = [float(x) for x in re.findall(r"of ([\d.]+) GB usable", alone.answer)[:1]]
    assert usable and usable_alone and usable[0] < usable_alone[0] - 4.0


@pytest.mark.parametrize(
    ("question", "power"),
    [
        ("2x 3090 — biggest model at q4 w/ 32k context?", False),
        ("2x 3090 — biggest model at q8 w/o offload?", False),
        ("2x 3090 capped at 280w/gpu, what psu?", True),
    ],
)
def test_with_after_a_number_is_no_wattage(catalog, question, power):
    assert parse(question, catalog).power_words is power


def test_the_media_list_asked_beside_an_llm_stays_the_media_list(advisor):
    question = "what whisper sizes run on a 3060 12gb while leaving room for a small llm alongside?"
    answer = _answer(advisor, question)
    assert answer.kind == "workload_fit"
