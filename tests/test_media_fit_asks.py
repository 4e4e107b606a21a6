"""Media-job fits asked in forum wording: yes or no first, the job's figures, not watts.

Expected figures come from the media calculator over the catalog, so the answers must show
the same numbers the calculator gives.
"""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("sdxl lora training at 1024 batch 4 on a 3060 12gb, oom or ok?", "No."),
        ("yolov8x 训练 batch 32 在 3060 12g 上 爆不爆显存", "不行。"),
        ("flux dev on my 4070 12gb: ok or oom?", "Yes, with an NF4 denoiser:"),
        ("wan 2.1 1.3b on a 3060 12gb, loads? or straight to oom", "Yes, with offloading"),
        ("wan 2.1 14b on a 4090 — runs or straight to oom?", "No."),
    ],
)
def test_an_oom_asked_as_a_choice_is_answered_yes_or_no(advisor, question, opening):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert line.startswith(opening)
    assert "what the numbers say" not in line and "确实会爆显存" not in line


def test_an_oom_asked_shows_the_calculators_figure(advisor, catalog):
    answer = _last(advisor, "sdxl lora training at 1024 batch 4 on a 3060 12gb, oom or ok?")
    job = MediaJob(method="lora", resolution=1024, batch=4)
    memory = estimate_media_memory(catalog.workloads["sdxl-base"], catalog.gpus["rtx-3060"], job)
    assert f"{memory.peak_gb:,.1f} GB" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        ("wan2.1 1.3b 文生视频 3060 带得动吗", "wan2.1-t2v-1.3b"),
        ("sdxl 出图，2060 6g 这种老卡带得动吗", "sdxl-base"),
        ("whisper large-v3 实时转写 T4 扛得住吗", "whisper-large-v3"),
        ("can an old 2070 8gb handle sdxl at 1024?", "sdxl-base"),
    ],
)
def test_carrying_a_named_job_is_a_fit_not_a_power_question(advisor, catalog, question, workload):
    query = parse(question, catalog)
    assert query.intent == "fit_check"
    assert query.power_ask is None
    assert query.workload_id == workload
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    assert answer.verdict is not None and "GB" in first_line(answer.answer)


def test_a_circuit_asked_to_carry_cards_stays_a_power_question(advisor):
    answer = _last(advisor, "家里10A插座带得动两张4090吗")
    assert answer.kind == "power"


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("yolov8s 在 jetson orin……不对，在 L4 上 fp16 能跑多少 fps", "l4"),
        ("sdxl at 1024 on a 3060, sorry I mean 3070, will it fit?", "rtx-3070"),
        ("whisper large-v3 用 1080 跑，说错了，是 2080 ti，能跑吗", "rtx-2080-ti"),
        ("can my 3080 oops i meant 3090 run flux dev?", "rtx-3090"),
    ],
)
def test_a_card_taken_back_in_the_question_is_neither_read_nor_reported(catalog, question, gpu):
    query = parse(question, catalog)
    assert [g.gpu_id for g in query.gpus] == [gpu]
    assert not query.problems


def test_a_new_sentence_after_a_question_mark_takes_nothing_back(catalog):
    query = parse("which card do I need? I mean for sdxl lora training", catalog)
    assert query.workload_id == "sdxl-base"
    assert query.method == "lora"


@pytest.mark.parametrize(
    ("turns", "workload"),
    [
        (("whisper large-v3 在 2060 6G 上能跑吗", "换成small版本呢"), "whisper-small"),
        (("whisper medium on a 1650 4gb?", "what about large-v2?"), "whisper-large-v2"),
        (("sd 3.5 large on a 4070 12gb, fits?", "and the medium one?"), "sd-3.5-medium"),
    ],
)
def test_a_follow_up_size_swaps_the_model_within_its_family(advisor, catalog, turns, workload):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_fit"
    name = catalog.workloads[workload].name
    assert name in first_line(answer.answer)


def test_a_size_word_without_an_earlier_media_turn_changes_nothing(catalog):
    query = parse("what about the medium one?", catalog)
    assert query.workload_size == "medium"
    assert query.workload_id is None


@pytest.mark.parametrize(
    ("question", "family"),
    [
        ("depth anything v2 small on a 3050, what fps?", "vision"),
        ("svd xt 在 4060ti 16g 上生成 14 帧会爆显存吗", "video"),
        ("img2vid-xt on a 3090, how long per clip?", "video"),
        ("zoedepth 在 T4 上每秒几帧", "vision"),
    ],
)
def test_an_uncatalogued_media_model_is_named_not_covered_first(advisor, catalog, question, family):
    query = parse(question, catalog)
    assert query.workload_family == family
    assert query.workload_unknown
    line = first_line(_last(advisor, question).answer)
    assert "not in my catalog" in line.lower() or "不在我的目录里" in line
    assert "Wan2.1" in line or "YOLO" in line  # the closest covered models are offered
