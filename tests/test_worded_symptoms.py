"""Symptoms in words, checks asked yes or no, greetings and off-topic asks, in both languages.

A job on the CPU ("device=cpu", "only uses the cpu"), a job stuck at 0% with the memory full, a
high GPU-Util judged, a power limit doubted as "cut down", a second-hand card's asking price, a
few questions announced, a gaming benchmark's score, a name asked for, an unlisted Tesla card and
a concept asked by its English name in a Chinese question.
"""

from __future__ import annotations

import pytest

from assistant.answer.citing import Evidence
from assistant.answer.concept import quoted_sections
from assistant.evaluation_constraints import first_line
from assistant.models import Query
from assistant.question.off_topic import gaming_score, name_asked
from assistant.question.symptoms import described_symptom
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import last_answer, memory_advisor


@pytest.mark.parametrize(
    ("text", "trouble"),
    [
        ("my whisper script logs device=cpu although the 4060 is there", "cuda_unavailable"),
        ("the pipeline only uses the cpu, gpu isn't being used", "cuda_unavailable"),
        ("comfyui 日志显示 device=cpu，显卡没用上", "cuda_unavailable"),
        ("训练只用了 cpu，根本没调用 gpu", "cuda_unavailable"),
        ("flux 出图进度条卡在 0% 不动，显存占满了", "oom"),
        ("progress bar stuck at 0% and vram is full", "oom"),
        ("sdxl progress bar is frozen, nothing moves", "slow"),
    ],
)
def test_a_worded_symptom_names_its_trouble(text: str, trouble: str) -> None:
    assert described_symptom(text.lower()) == trouble
    assert trouble_kind(text) == trouble


@pytest.mark.parametrize(
    "text",
    [
        "can whisper run on the cpu only?",
        "我想用 cpu 跑 7b 模型，多快",
        "不用 gpu 能跑 whisper 吗",
        "loss 一直不动，学习率要调吗",
        "is the 4090 fast",
    ],
)
def test_a_setup_asked_is_no_symptom(text: str) -> None:
    assert described_symptom(text.lower()) is None


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("faster-whisper on my 4060 ti logs device=cpu and takes forever", "CPU"),
        ("comfyui 跑 sdxl 在 4070 上，日志显示 device=cpu，显卡没用上", "CPU"),
        ("pytorch on my M3 Max only uses the cpu, mps not used?", "Metal"),
        ("M2 Max 上 whisper 只用了 cpu，mps 没用上", "Metal"),
    ],
)
def test_a_job_on_the_cpu_is_troubleshot(question: str, needle: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "troubleshoot"
    assert needle in first_line(answer.answer)


def test_a_stall_with_full_memory_is_sized() -> None:
    answer = last_answer(memory_advisor(), "flux 在 4070 上出图进度条卡在 0% 不动，显存占满了")
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "12.0 GB" in line and "4070" in line


@pytest.mark.parametrize(
    ("question", "opening", "pct"),
    [
        ("nvidia-smi shows 98% util during training, does that mean the gpu is fully used?",
         "Not by itself", "98%"),
        ("is GPU-Util at 100% proof the training uses the card well?", "Not by itself", "100%"),
        ("训练时利用率一直 95%，是不是说明显卡已经跑满了", "不能", "95%"),
    ],
)  # fmt: skip
def test_a_high_utilisation_is_not_proof_by_itself(question: str, opening: str, pct: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "troubleshoot"
    line = first_line(answer.answer)
    assert line.lstrip("*").startswith(opening) and pct in line and "MFU" in line


@pytest.mark.parametrize(
    ("question", "stated", "default"),
    [
        ("租的 A100 SXM power limit 只有 250W，是不是被阉割了", "250 W", "400 W"),
        ("rented h100 sxm shows a 300w power limit, was it cut down?", "300 W", "700 W"),
    ],
)
def test_a_power_limit_doubted_as_cut_down_is_checked(
    question: str, stated: str, default: str
) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "verify" and answer.verdict == "no"
    line = first_line(answer.answer)
    assert stated in line and default in line


@pytest.mark.parametrize(
    ("question", "price"),
    [("闲鱼 4090 9000 出，怎么验", "¥9,000"), ("二手 3090 2500 块，怎么验卡", "¥2,500")],
)
def test_a_used_cards_asking_price_is_kept(question: str, price: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "verify"
    assert "gpu-advisor verify" in first_line(answer.answer)
    assert price in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "sup. got a couple of questions, bear with me",
        "hi, I have a few quick questions",
        "what kind of questions can i ask you?",
        "你好，这个工具都能问些什么",
    ],
)
def test_announcing_questions_is_a_greeting(question: str) -> None:
    assert last_answer(memory_advisor(), question).kind == "smalltalk"


@pytest.mark.parametrize(
    "question",
    [
        "what score should a 4080 get in 3dmark time spy",
        "鲁大师跑分多少算正常，3080",
        "帮我的 4 卡服务器起个名字",
        "any good names for my gpu cluster?",
    ],
)
def test_a_game_score_or_a_name_is_off_topic(question: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "unsupported"
    assert gaming_score(question.lower()) or name_asked(question.lower())


def test_a_benchmark_run_to_check_a_card_is_no_score_asked() -> None:
    assert not gaming_score("闲鱼收的 3080，3dmark 跑了一下没问题，还要测什么")


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("收了张说是 Tesla P4 的卡，怎么验", "Tesla P4"),
        ("can a tesla p4 run a 7b model?", "tesla p4"),
    ],
)
def test_an_unlisted_tesla_card_is_named_unknown_first(question: str, name: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "not_covered"
    line = first_line(answer.answer)
    assert name in line and ("不在我的目录" in line or "not in my catalog" in line)


@pytest.mark.parametrize(
    ("question", "section"),
    [
        ("speculative decoding 怎么加速的", "预填充/解码分离与投机解码"),
        ("pagedattention 是什么原理", "vLLM 与 PagedAttention"),
        ("paged attention 是干嘛的", "vLLM 与 PagedAttention"),
    ],
)
def test_a_concept_named_in_english_is_quoted_from_its_chinese_section(
    question: str, section: str
) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "concept"
    assert answer.citations and answer.citations[0].section == section


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("how do I verify my rented mi300x is not throttling?", ("ROCm", "rocm-smi")),
        ("rocm-smi shows my mi50 clocks high but llama.cpp is slow, how to check", ("rocm-smi",)),
        ("租的 MI300X 怎么验是不是真的", ("ROCm", "rocm-smi")),
    ],
)
def test_an_amd_card_is_checked_with_rocm_tools(question: str, words: tuple[str, ...]) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "verify"
    line = first_line(answer.answer)
    assert all(w in line for w in words) and "nvidia-smi or NVML" in line or "NVML" in line


def _section(doc: str, title: str, section: str, text: str, score: float) -> Evidence:
    return Evidence(
        doc_id=doc, title=title, section=section, text=text, source="s", lang="en", score=score
    )


def test_a_concept_naming_a_job_quotes_a_section_of_a_guide_that_names_it() -> None:
    formats = _section(
        "concepts", "Concepts", "Quantization formats",
        "GGUF files suit llama.cpp; the speed and the memory differ by runtime.", 3.0,
    )  # fmt: skip
    vision = _section(
        "vision", "Computer vision: YOLO and ResNet", "Why vision models are small",
        "YOLOv8 runs from 3.2M (n) to 68.2M (x) parameters; memory and speed grow with size.",
        2.0,
    )  # fmt: skip
    query = Query(
        text="yolo sizes: difference in memory and speed?",
        topic_terms=["yolo", "sizes", "difference", "memory", "speed"],
        workload_name="yolo",
    )
    assert quoted_sections(query, [formats, vision])[0].doc_id == "vision"
    # a section of the guide titled by the job stays first ("Ultralytics", not "YOLO", in it)
    settings = _section(
        "vision", "Computer vision: YOLO and ResNet", "Settings that change memory",
        "Image size: going from 640 to 1280 px quadruples the activations in Ultralytics.", 3.0,
    )  # fmt: skip
    assert quoted_sections(query, [settings, vision])[0].section == "Settings that change memory"


def test_a_yolo_sizes_question_is_answered_from_the_vision_guide() -> None:
    question = "difference between yolo n and yolo x in terms of vram and speed?"
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "concept"
    assert answer.citations and "YOLO" in answer.citations[0].snippet


@pytest.mark.parametrize(
    ("question", "fallback"),
    [
        ("the pipeline on my 4070 only uses the cpu, gpu isn't being used", True),
        ("训练只用了 cpu，根本没调用 gpu，显卡是 4090", True),
        ("torch.cuda.is_available() returns False on my 4090 box", False),
    ],
)
def test_a_job_seen_on_the_cpu_is_told_apart_from_cuda_unavailable(
    question: str, fallback: bool
) -> None:
    turn = memory_advisor().converse([question]).turns[-1]
    assert turn.query.trouble == "cuda_unavailable"
    assert turn.query.cpu_fallback is fallback
    line = first_line(turn.answer.answer)
    assert ("CPU" in line and "never used" in line or "没用上" in line) is fallback
