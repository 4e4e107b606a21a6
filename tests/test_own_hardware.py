"""Questions about the user's own hardware: fit or speed of a workload, what a box runs.

A fit asked outright ("does it work", "会不会爆") is answered yes or no on the card named (or the
card a stated memory stands for); a time asked is answered with the time; "what can I run /
fine-tune" lists what fits, with the method and the box's total memory. Phrased apart from the
evaluation sets; expected figures come from the calculators on the catalog.
"""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.calc.media_speed import estimate_media_speed, gpu_throughput, throughput
from assistant.catalog.specs import generic_model, load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.host_memory import card_for_memory
from assistant.question.parsing import parse
from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import KNOWLEDGE, memory_advisor
from tests.support.advisors import last_answer as _last

CAT = load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _memory(workload: str, gpu: str, **job):
    return estimate_media_memory(CAT.workloads[workload], CAT.gpus[gpu], MediaJob(**job))


# --------------------------------------------------------------------------- fit or speed


@pytest.mark.parametrize(
    ("question", "gpu", "workload", "method"),
    [
        ("does whisper medium work on a gtx 1660 super? lectures, no rush", "gtx-1660-super",
         "whisper-medium", "inference"),
        ("2060 12G 做 SDXL 出图会不会爆", "rtx-2060-12gb", "sdxl-base", "inference"),
        ("yolov8s on 8k images with a t4, will it fit?", "t4", "yolov8s", "inference"),
        ("T4 跑 whisper small 做实时字幕能行不", "t4", "whisper-small", "inference"),
    ],
)  # fmt: skip
def test_a_fit_asked_outright_is_answered_yes_or_no(advisor, question, gpu, workload, method):
    answer = _last(advisor, question)
    memory = _memory(workload, gpu, method=method)
    assert answer.kind == "workload_fit"
    assert answer.verdict == ("yes" if memory.fits else "no")
    assert f"{memory.peak_gb:.1f} GB" in first_line(answer.answer)


def test_the_fit_names_the_card_with_its_memory(advisor):
    answer = _last(advisor, "sd 1.5 on my T4, will it fit?")
    assert "T4 16GB" in first_line(answer.answer)


def test_a_time_per_image_asked_is_a_time(advisor):
    spec, gpu = CAT.workloads["sam-vit-h"], CAT.gpus["t4"]
    speed = estimate_media_speed(spec, gpu, MediaJob(method="inference"))
    answer = _last(advisor, "how long per image does SAM ViT-H take on a T4?")
    assert answer.kind == "workload_speed"
    assert speed.latency_ms is not None
    assert f"{speed.latency_ms:.1f}" in first_line(answer.answer)


def test_sam_is_timed_from_its_published_time_per_image():
    spec, gpu = CAT.workloads["sam-vit-h"], CAT.gpus["a100-80gb-sxm"]
    anchor = spec.anchor
    assert anchor is not None and anchor.value == 150  # segment-anything.com: ~0.15 s on an A100
    ratio = gpu_throughput(gpu) / throughput(312, 1555, "datacenter")
    speed = estimate_media_speed(spec, gpu, MediaJob(method="inference"))
    assert speed.latency_ms == pytest.approx(150 / ratio, abs=0.01)
    assert speed.images_per_s == pytest.approx(1000 / (150 / ratio), abs=0.1)
    trained = estimate_media_speed(spec, gpu, MediaJob(method="full"))  # 3 passes an image
    assert trained.train_images_per_s == pytest.approx(1000 / (3 * 150 / ratio), abs=0.1)


def test_a_follow_up_asking_a_time_drops_the_fit_ask(advisor):
    answer = _last(
        advisor, "will yolov8m training fit on a 4060 ti 16gb?", "how long per epoch on coco?"
    )
    assert answer.kind == "workload_speed"


@pytest.mark.parametrize(
    ("question", "gb"),
    [("will flux schnell fit on a 24gb card?", 24), ("10G显存能跑SD1.5吗", 10)],
)
def test_a_card_stated_by_its_memory_is_sized(advisor, question, gb):
    answer = _last(advisor, question)
    card = card_for_memory(CAT, gb)
    assert card is not None
    assert answer.kind == "workload_fit"
    assert answer.tool_calls[0].input["gpu"] == card
    assert any(f"{gb} GB" in a and CAT.gpus[card].name.replace("GeForce ", "") in a
               for a in answer.assumptions)  # fmt: skip


# --------------------------------------------------------------------------- what is read


def test_a_full_width_comma_separates_numbers():
    query = parse("vit-b 微调，batch 64，384分辨率，两张4090够吗", CAT)
    assert query.batch_size == 64
    assert query.media_height == 384


@pytest.mark.parametrize("text", ["只有一张1650，能跑SD1.5吗", "1650 4g能出图吗"])
def test_a_bare_1650_with_its_memory_or_count_is_the_gtx_card(text):
    assert [g.gpu_id for g in parse(text, CAT).gpus] == ["gtx-1650"]


def test_a_sweet_spot_is_not_a_spot_instance():
    query = parse("two 4090s, what's the sweet spot model these days?", CAT)
    assert query.spot is None
    assert query.asks_model_list
    assert not query.asks_duration


def test_the_images_count_and_the_model_as_written_are_said(advisor):
    answer = _last(advisor, "sam 2 large over 4k images on an a10, will it fit?")
    assert "'4k' read as 4,000 images, not as 4k resolution" in answer.assumptions
    # SAM 2 is not in the catalog (since 2026-12-06): said first, SAM sized as the guide
    assert answer.answer.startswith("Not in my catalog: SAM 2")


@pytest.mark.parametrize(
    ("text", "trouble"),
    [
        ("3090想lora微调llama 8b，能不能跑起来不爆显存", None),
        ("can I fine-tune qwen 7b on a 4080 without OOMing", None),
        ("fine-tuning qwen 7b on a 4080 gives me OOM", "oom"),
    ],
)
def test_an_oom_feared_is_a_fit_question(text, trouble):
    assert trouble_kind(text) == trouble


def test_a_model_the_catalog_lacks_is_said_first(advisor):
    answer = _last(advisor, "mistral large 123b at q4 on four a100 80gb, does it fit?")
    assert "not in my catalog" in first_line(answer.answer)


def test_a_free_notebook_is_kept_and_not_priced(advisor):
    query = parse("a T4 on Google Colab, will qwen2.5 7b run at q4?", CAT)
    assert query.notebook == "colab"
    assert query.provider is None
    answer = _last(advisor, "a T4 on Google Colab, will qwen2.5 7b run at q4?")
    assert any("Google Colab" in a for a in answer.assumptions)


# --------------------------------------------------------------------------- what fits my box


def test_what_can_i_fine_tune_names_the_method_and_the_total_memory(advisor):
    answer = _last(advisor, "what can i actually fine-tune on two 3090s?")
    line = first_line(answer.answer)
    assert answer.kind == "fits_hardware"
    assert answer.tool_calls[0].input["method"] == "qlora"
    assert "48 GB in all" in line
    assert "QLoRA" in line
    assert "tokens/s" not in line  # an inference speed is no answer to a training question


def test_full_fine_tuning_on_own_cards_in_chinese(advisor):
    answer = _last(advisor, "实验室有4张A100 40G，最大能全参微调多大的模型")
    assert answer.kind == "fits_hardware"
    call = answer.tool_calls[0].input
    assert (call["count"], call["method"]) == (4, "full")
    assert "共 160 GB" in first_line(answer.answer)
    assert "全参数微调" in first_line(answer.answer)


# --------------------------------------------------------------------------- a mixed box


def test_different_cards_in_one_box_are_a_fit_on_both(advisor):
    answer = _last(advisor, "my 4090 plus an old 3060 12gb in the same rig, will a 32b at q4 fit?")
    call = answer.tool_calls[0].input
    assert answer.kind == "fit_check"
    assert (call["gpu"], call["count"]) == ("rtx-3060", 2)  # the smaller card's share on each
    assert "(36 GB in all)" in answer.answer.split("\n\n")[1]  # said right after the verdict


def test_adding_a_second_card_keeps_asking_what_fits(advisor):
    answer = _last(
        advisor, "what can my 3080 ti run?", "what if i add a 3060 12gb as a second card?"
    )
    call = answer.tool_calls[0].input
    assert answer.kind == "fits_hardware"
    assert (call["gpu"], call["count"]) == ("rtx-3060", 2)  # equal memory: the slower card


def test_a_bare_12b_has_a_modern_kv_cache():
    # Mistral NeMo's published shape: 32 query heads, 8 KV heads of 128 (GQA), hidden 5120
    model = generic_model(12)
    assert (model.num_kv_heads, model.num_attention_heads, model.hidden_size) == (8, 32, 5120)
    kv_gb = 2 * model.num_layers * 8 * 128 * 2 * 16384 / 1e9  # K and V, fp16, 16k tokens
    assert kv_gb < 3.5  # not the 12.4 GB of Llama 2 13B's 40 KV heads


def test_a_12b_at_q8_with_16k_context_is_weights_plus_a_small_cache(advisor):
    answer = _last(advisor, "a 12b model at q8 with 16k context on a 4060 ti 16gb, fits?")
    out = answer.tool_calls[0].output
    assert out["per_gpu_gb"] < 17.5  # 12.75 GB of Q8_0 weights + 2.7 GB of KV + overhead
    assert out["breakdown"]["kv_cache"] < 3.5


def test_a_laptop_chip_the_catalog_lacks_is_said_first(advisor):
    answer = _last(advisor, "snapdragon x elite laptop, 32gb, what local models can it run?")
    assert answer.kind == "not_covered"
    assert "not in my catalog" in first_line(answer.answer)


def test_an_oom_on_a_card_stated_by_memory_sizes_that_card(advisor):
    answer = _last(advisor, "sd 1.5 dreambooth keeps OOMing on my 6gb card")
    card = card_for_memory(CAT, 6)
    assert card is not None
    assert answer.kind == "workload_fit"
    assert answer.tool_calls[0].input["gpu"] == card
    assert trouble_kind("sd 1.5 dreambooth keeps OOMing on my 6gb card") == "oom"


def test_a_vision_model_with_no_flop_count_says_its_activations_are_not_counted():
    spec, gpu = CAT.workloads["sam-vit-h"], CAT.gpus["rtx-4060-ti-16gb"]
    est = estimate_media_memory(spec, gpu, MediaJob(method="full", batch=2))
    assert est.breakdown.activations == 0
    assert [w.code for w in est.warnings] == ["media.vision_activations_uncounted"]
    yolo = estimate_media_memory(CAT.workloads["yolov8m"], gpu, MediaJob(method="full"))
    assert yolo.breakdown.activations > 0


def test_a_memory_no_common_card_has_is_sized_on_a_card_of_that_memory():
    card = card_for_memory(CAT, 6)
    assert card is not None
    assert CAT.gpus[card].memory_gb == 6  # not the 8 GB card above it
    assert card_for_memory(CAT, 24) == "rtx-4090"  # a common card of that memory first
