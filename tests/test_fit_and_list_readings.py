"""Fit checks, model lists, image jobs and picks read as asked, with the facts stated kept.

* an OOM weighed as one outcome ("runs or oom?", "— oom?") asks the fit, answered yes or no;
* "勉强能塞", "想都别想", "全塞进去，不想分到内存" ask whether the model sits on the GPU;
* a card "collecting dust" is unused, not cleaned: the models it runs are listed;
* "which segmentation models" asks a list; "10k product shots" is an image job's count;
* a memory size before the card ("2 张 80G 的 A100", "80G 版本的 A100") picks that variant and
  keeps the count, in a follow-up too; "1280 input" is a detector's input side;
* a card named as the bar with a budget ("anything better under 400?") asks a pick;
* images to generate on several cards are split among them (generation only, not training);
* an LLM named beside a media workload leads the pick among the cards named;
* "8bit adam" names the optimizer, not int8 weights; "1024 buckets" is the training side.

Phrased apart from the evaluation sets.
"""

from __future__ import annotations

import math

import pytest

from assistant.calc.media import MediaJob
from assistant.calc.media_speed import estimate_media_speed
from assistant.catalog.specs import load_catalog
from tests.support.advisors import KNOWLEDGE, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _turn(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


@pytest.mark.parametrize(
    ("question", "verdict", "first"),
    [
        ("qwen2.5 7b full fine-tune in bf16 on one 3090 — runs or oom?", "no", "**No.**"),
        ("mistral 7b qlora on a 3060 12gb, batch 4 — oom?", "no", "13.1 GB"),
        ("两张 3090 跑 llama 3.1 70b int4，勉强能塞", "yes", "2 × RTX 3090"),
        ("单张 4090 跑 deepseek v3 fp8 是不是想都别想", "no", "**不行。**"),
        ("3060 12g 跑 qwen3 8b q8_0 能全塞进去吗，不想分到内存", "yes", "10.2 GB"),
    ],
)
def test_fit_asked_is_answered_yes_or_no(advisor, question, verdict, first):
    answer = _turn(advisor, question).answer
    assert answer.kind == "fit_check"
    assert answer.verdict == verdict
    assert first in answer.answer.splitlines()[0]


def test_an_unused_card_lists_the_models_it_runs(advisor):
    question = "an old 2070 super 8gb is collecting dust, what llms could it run?"
    answer = _turn(advisor, question).answer
    assert answer.kind == "fits_hardware"
    assert "RTX 2070 SUPER" in answer.answer.splitlines()[0]


def test_a_task_named_models_list_is_a_list(advisor):
    turn = _turn(advisor, "which segmentation models run on an rtx 3060?")
    assert turn.query.workload_ask == "list"
    assert turn.answer.kind == "workload_fit"
    assert "YOLO" in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "images", "hours"),
    [
        ("10k product shots with sd 1.5 on a 4070, how long", 10_000, "8.6 hours"),
        ("要用 sdxl 在 4090 上出 3000 张商品图，大概几个小时", 3_000, "2.9 小时"),
    ],
)
def test_outputs_named_by_what_they_show_are_timed(advisor, question, images, hours):
    turn = _turn(advisor, question)
    assert turn.query.samples == images
    assert turn.answer.kind == "workload_speed"
    assert hours in turn.answer.answer.splitlines()[0]


def test_memory_before_the_card_keeps_its_count(advisor):
    turn = _turn(advisor, "2 张 80G 的 A100 跑 llama 3.1 70b bf16 放得下吗")
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [("a100-80gb-sxm", 2)]
    assert "2 × A100 SXM4 80GB" in turn.answer.answer.splitlines()[0]


def test_a_variant_named_in_a_follow_up_keeps_the_count(advisor):
    turn = _turn(advisor, "4张 A100 40G 跑 qwen2.5 72b bf16 放得下吗", "那换成 80G 版本的 A100 呢")
    assert [(g.gpu_id, g.count) for g in turn.query.gpus] == [("a100-80gb-sxm", 4)]
    assert turn.answer.verdict == "yes"


@pytest.mark.parametrize(
    ("question", "side", "rate"),
    [
        ("yolov8m on an rtx 4060 with 1280 input, fps?", 1280, "19.8 ms per image"),
        ("yolo11s 在 3060 上 输入 960，帧率多少", 960, "4.0 毫秒"),
    ],
)
def test_a_detector_input_side_is_read(advisor, question, side, rate):
    turn = _turn(advisor, question)
    assert turn.query.media_height == side
    assert f"{side}x{side}" in turn.answer.answer.splitlines()[0]
    assert rate in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "budget", "currency"),
    [
        ("everyone says the 3060 12gb is the stable diffusion card; anything better under 400?",
         400, "USD"),
        ("都说 4060ti 16g 适合跑 sd，4000 以内有没有更好的", 4000, "CNY"),
    ],
)  # fmt: skip
def test_a_better_card_within_a_budget_is_picked(advisor, question, budget, currency):
    turn = _turn(advisor, question)
    assert turn.query.budget == budget
    assert turn.query.budget_currency == currency
    assert turn.answer.kind == "workload_pick"
    assert turn.answer.intent == "recommend"


@pytest.mark.parametrize(
    ("turns", "cards", "phrase"),
    [
        (("render 12k catalog photos with sdxl on an l40s, how long",
          "and on 3 of them?"), 3, "on 3 cards side by side"),
        (("用 flux 在 2 张 4090 上出 5000 张图要多久",), 2, "2 张卡并行"),
    ],
)  # fmt: skip
def test_images_to_generate_are_split_across_the_cards(advisor, turns, cards, phrase):
    turn = _turn(advisor, *turns)
    call = next(c for c in turn.answer.tool_calls if c.tool == "estimate_workload_speed")
    assert call.input["count"] == cards
    assert call.output["cards"] == cards
    one = advisor.converse([turns[0]]).turns[-1].answer.tool_calls
    alone = next(c for c in one if c.tool == "estimate_workload_speed").output["job_hours"]
    share = math.ceil(turn.query.samples / cards) / turn.query.samples
    if len(turns) == 2:  # the same job on one card, then on several
        assert call.output["job_hours"] == pytest.approx(alone * share)
    assert phrase in turn.answer.answer.splitlines()[0]


def test_the_split_is_for_generation_only():
    catalog = load_catalog(KNOWLEDGE / "specs")
    spec, gpu = catalog.workload("sd15"), catalog.gpu("rtx-4070")
    one = estimate_media_speed(spec, gpu, MediaJob(method="inference"), images=1000)
    three = estimate_media_speed(spec, gpu, MediaJob(method="inference"), images=1000, cards=3)
    assert three.cards == 3
    assert three.job_hours == pytest.approx(one.job_hours * 334 / 1000)
    lora = MediaJob(method="lora")
    trained = estimate_media_speed(spec, gpu, lora, images=1000, epochs=2, cards=3)
    assert trained.cards == 1  # training steps are not split this way
    alone = estimate_media_speed(spec, gpu, lora, images=1000, epochs=2)
    assert trained.job_hours == alone.job_hours


@pytest.mark.parametrize(
    ("question", "card", "budget"),
    [
        ("$900 budget, 14b llms at q4 and some flux on the side. a 4070 or something newer?",
         "RTX 4070", 900),
        ("预算7000，跑 qwen3 14b 顺便玩 flux，4070 还是别的卡？", "RTX 4070", 7000),
        ("around $600, mostly 8b models at q8, a bit of sd 1.5. a 3060 12gb or something newer?",
         "RTX 3060 12GB", 600),
    ],
)  # fmt: skip
def test_an_llm_beside_a_workload_leads_the_pick_among_cards_named(advisor, question, card, budget):
    turn = _turn(advisor, question)
    assert turn.answer.kind == "recommend"
    assert turn.query.budget == budget
    first = turn.answer.answer.splitlines()[0]
    assert card in first
    assert "14B" in first or "8B" in first


@pytest.mark.parametrize(
    "question",
    [
        "sdxl lora on a 3060 12gb with adamw8bit, 1024 res, fits?",
        "3060 12g 训 sdxl lora，8bit 优化器，1024 分辨率，显存够吗",
        "kohya sdxl lora on a 3060 12gb, 1024 buckets, 8-bit adam, batch 1. fits?",
    ],
)
def test_an_eight_bit_optimizer_is_no_weight_precision(advisor, question):
    turn = _turn(advisor, question)
    assert turn.query.media_optimizer == "adamw-8bit"
    assert turn.query.precision is None
    assert turn.query.media_height == 1024
    memory = next(c for c in turn.answer.tool_calls if c.tool == "estimate_workload_memory")
    assert memory.input["optimizer"] == "adamw-8bit"
    assert "precision" not in memory.input
    assert turn.answer.verdict == "yes"
    assert "10.9 GB" in turn.answer.answer.splitlines()[0]
