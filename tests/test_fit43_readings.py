"""Readings fixed from the fresh43 misses, each in phrasings of its own (English and Chinese).

An image size after a count of pictures is no card ("3000 张 768 的图"); steps said after the
word ("steps cut to 20", "步数改成 25"); a size said in brackets or as the turbo of the size
named ("whisper (medium model)", "turbo 版的 whisper large-v3"); a board computer given up
for a catalog card is set aside, not a blocker; fitting weighed against OOMs is a fit; what
others claim ("评论说利用率低") is no symptom; a job's time asked as "估个完成时间" with "epoch
设 2"; a card asked for after a trouble on another is a pick; "would X be noticeably faster
for this?" weighs X against the card before; two setups weighed for a model and its KV cache
are compared, while one card beside a setup is the fallback of the cache's fit.
"""

from __future__ import annotations

import pytest

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
    "question",
    [
        "3090 跑 sd1.5，出 3000 张 768 的图，25 步，要多久",
        "on a 4080, flux schnell for 2000 pics at 1024 px — hours?",
    ],
)
def test_an_image_size_after_a_picture_count_is_no_card(catalog, question):
    query = parse(question, catalog)
    assert not any(p.kind == "gpu_count" for p in query.problems)
    assert len(query.gpus) == 1 and query.gpus[0].count == 1


def test_two_cards_before_a_card_name_are_still_counted(catalog):
    query = parse("用 2 张 4090 跑 sdxl 出图", catalog)
    assert query.gpus[0].count == 2


@pytest.mark.parametrize(
    ("question", "steps"),
    [
        ("same images but with sdxl, steps cut down to 20", 20),
        ("换成 sd1.5，步数改成 25 呢", 25),
        ("flux dev, sampling steps set to 28", 28),
    ],
)
def test_steps_said_after_the_word(catalog, question, steps):
    assert parse(question, catalog).media_steps == steps


def test_a_model_swapped_with_fewer_steps_is_timed_at_those_steps(advisor):
    answer = _last(
        advisor,
        "3090 上 sd1.5 出 2000 张 512 的图，50 步，要多久",
        "换成 sdxl，步数改成 30，要多久",
    )
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["steps"] == 30 and speed.input["workload"] == "sdxl-base"
    assert speed.input["images"] == 2000


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        (
            "how many live whisper captions (medium model) can one a10 keep up with?",
            "whisper-medium",
        ),
        ("30 路电话同时转写，whisper large-v3 用 turbo 版，l4 要几张", "whisper-large-v3-turbo"),
        ("the turbo version of whisper large-v3 for 40 live streams, how many t4s", None),
    ],
)
def test_a_whisper_size_said_apart_is_the_one_run(advisor, question, workload):
    answer = _last(advisor, question)
    ran = {c.input.get("workload") for c in answer.tool_calls if "workload" in c.input}
    assert ran == {workload or "whisper-large-v3-turbo"}


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("香橙派不行了，换 jetson orin nano 8g 跑 whisper small 实时转写，显存够吗", "可以"),
        ("the raspberry pi is out, can a jetson orin nano 8gb hold whisper base live?", "Yes"),
    ],
)
def test_a_board_computer_given_up_for_a_catalog_card_is_set_aside(advisor, question, first):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit" and answer.verdict == "yes"
    assert first in first_line(answer.answer)
    assert "需要一个目录中已知" not in answer.answer and "GPU I know" not in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "lora on llama 3.1 8b, 3060 12gb, 2k ctx: does it fit or am I going to be battling OOMs",
        "qwen2.5 7b qlora on a 4060 8gb — runs or will it just be fighting ooms all night?",
    ],
)
def test_fitting_weighed_against_ooms_is_a_fit(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "fit_check" and answer.verdict in ("yes", "no")


@pytest.mark.parametrize(
    "question",
    [
        "7900 xtx 24g 跑 qwen2.5 32b q4 装得下吗？群里有人说 amd 显存利用率低",
        "can a 7900 xtx 24gb hold gemma 3 27b at q4? people say amd gpu utilization is low",
    ],
)
def test_what_others_claim_is_no_symptom(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "fit_check" and answer.verdict is not None


def test_a_job_time_asked_after_a_fit_with_epochs_set(advisor, catalog):
    query = parse("数据集 3 万条，epoch 设 2，估一下训练时间", catalog)
    assert query.epochs == 2 and query.samples == 30000 and query.asks_duration
    answer = _last(
        advisor,
        "a100 80g 单卡 lora 微调 qwen2.5-7b，cutoff_len 4096，装得下吗",
        "数据集 3 万条，epoch 设 2，估一下训练时间",
    )
    assert answer.kind == "job_duration" and "小时" in first_line(answer.answer)


@pytest.mark.parametrize(
    "pick",
    [
        "那换什么卡才能把 70b q4 全部放进显存？",
        "so which card should I get to keep all of 70b q4 in vram?",
    ],
)
def test_a_card_asked_for_after_a_trouble_on_another_is_a_pick(advisor, pick):
    answer = _last(
        advisor,
        "llama 3.3 70b q4 on my 3090 in ollama only does 2 tok/s and gpu util sits at 5%, why",
        pick,
    )
    assert answer.kind == "recommend"


@pytest.mark.parametrize(
    ("turns", "gpus"),
    [
        (
            (
                "flux schnell 1024 on my 4080 only does 1.2 it/s, feels slow. normal?",
                "would a 4090 be much faster for this?",
            ),
            {"rtx-4090", "rtx-4080"},
        ),
        (
            ("sdxl 1024 在我的 3080 上一张要 20 秒，感觉很慢，正常吗", "换 4080 能快多少"),
            {"rtx-4080", "rtx-3080"},
        ),
    ],
)
def test_a_card_weighed_against_the_one_troubled_before(advisor, turns, gpus):
    answer = _last(advisor, *turns)
    assert answer.kind == "workload_compare"
    timed = {c.input["gpu"] for c in answer.tool_calls if c.tool == "estimate_workload_speed"}
    assert timed == gpus


def test_a_card_weighed_after_a_speed_is_timed_on_that_card(advisor):
    answer = _last(
        advisor,
        "how many it/s does flux schnell get at 1024 on a 4080?",
        "would a 4090 be much faster?",
    )
    assert answer.kind == "workload_speed"
    timed = {c.input["workload"] for c in answer.tool_calls if c.tool == "estimate_workload_speed"}
    assert timed == {"flux-schnell"}


@pytest.mark.parametrize(
    "question",
    [
        "llama 3.1 70b bf16: 4x a100 80gb or 2x h200, which holds it with kv room to spare?",
        "405b fp8 放 kv cache，8 卡 mi300x 还是 8 卡 h100 哪个装得下还留有余量？",
    ],
)
def test_two_setups_weighed_for_a_model_and_its_cache_are_compared(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "compare"
    compared = next(c for c in answer.tool_calls if c.tool == "compare_gpus")
    assert len(compared.input["gpus"]) == 2


@pytest.mark.parametrize(
    "question",
    [
        "deepseek v3 fp8 over 16 h100s: fits with decent kv headroom, or is it a b200 job?",
        "16 张 h100 跑 deepseek v3 fp8，kv cache 余量够吗，还是得上 b200？",
    ],
)
def test_one_card_beside_a_setup_is_the_fallback_of_a_cache_fit(advisor, question):
    assert _last(advisor, question).kind == "kv_cache"
