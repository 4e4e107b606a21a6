"""Image, video, vision and speech questions as people word them: names, job slots, answers.

Expected figures are worked out here from the media calculators on the catalog, so a change
to the calculators or the catalog moves both sides; the answers must show those figures.
"""

from __future__ import annotations

import math

import pytest

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.calc.media_pick import MediaPick
from assistant.calc.media_speed import estimate_media_speed
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


def _speed(catalog, workload, gpu, **kwargs):
    spec = catalog.workloads[workload]
    base = catalog.workloads.get(spec.speed_from) if spec.speed_from else None
    size = {k: kwargs.pop(k) for k in ("train_steps", "images", "epochs") if k in kwargs}
    return estimate_media_speed(spec, catalog.gpus[gpu], MediaJob(**kwargs), base=base, **size)


def _memory(catalog, workload, gpu, **kwargs):
    return estimate_media_memory(catalog.workloads[workload], catalog.gpus[gpu], MediaJob(**kwargs))


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize(
    ("question", "workload"),
    [
        ("3060 12G 跑 Flux.1 dev fp8 版本能出图吗", "flux-dev"),
        ("can a 4090 run flux1-dev?", "flux-dev"),
        ("FLUX.1 [dev] on a 3090", "flux-dev"),
        ("flux schnell on a 3060", "flux-schnell"),
        ("FLUX.1 [schnell] 4090 能跑吗", "flux-schnell"),
        ("sd1.5 on a 3060", "sd-1.5"),
        ("SD 1.5 在 3060 上几秒一张", "sd-1.5"),
        ("sdxl on a 4070", "sdxl-base"),
        ("yolov8x training on a T4", "yolov8x"),
        ("whisper large-v3 on a T4", "whisper-large-v3"),
        ("whisper large-v3-turbo on a T4", "whisper-large-v3-turbo"),
        ("ViT-B/16 on an A10G", "vit-b-16"),
    ],
)
def test_catalog_names_are_read_with_punctuation_and_spaces_ignored(catalog, question, workload):
    query = parse(question, catalog)
    assert query.workload_id == workload
    assert not query.workload_unknown


def test_a_short_spelling_is_read_only_on_a_word_boundary(catalog):
    query = parse("SD 1.5 on a sample of 3060s", catalog)
    assert query.workload_ids == ["sd-1.5"]  # "sam" in "sample" is not SAM


def test_several_models_named_are_all_kept(catalog):
    query = parse("which image models can my 3070 8GB handle? SD1.5, SDXL, Flux?", catalog)
    assert query.workload_ids == ["sd-1.5", "sdxl-base", "flux-dev"]
    assert query.workload_ask == "list"


@pytest.mark.parametrize(
    ("question", "unknown"),
    [
        (
            "Mochi 1 or LTX-Video, how much VRAM to make a 10s clip at 768p?",
            ["Mochi 1", "LTX-Video"],
        ),
        ("How long to generate a 5 second clip with CogVideoX-5B on an A100?", ["CogVideoX-5B"]),
        ("混元视频 HunyuanVideo 用 4090 能跑 720p 吗", ["混元视频", "HunyuanVideo"]),
        ("预算两万，想本地跑文生视频，比如 Wan2.1 或者混元视频，显卡怎么选", ["混元视频"]),
    ],
)
def test_a_model_the_catalog_lacks_is_kept_as_unknown(catalog, question, unknown):
    query = parse(question, catalog)
    assert query.workload_unknown == unknown
    assert query.workload_id == "wan2.1-t2v-14b"  # the family's stand-in, said after


def test_an_unknown_model_named_beside_a_catalog_one_is_noted(advisor):
    question = "CV 机器主要跑检测和分割（YOLO、Mask R-CNN、SAM），4090 能跑吗"
    answer = advisor.ask(question)
    assert answer.kind == "workload_fit" and answer.verdict == "yes"
    line = first_line(answer.answer)
    assert "Segment Anything (SAM) ViT-H" in line and "不在我的目录" not in line
    assert any(a.startswith("Mask R-CNN 不在我的目录里") for a in answer.assumptions)


def test_family_words_are_not_unknown_models(catalog):
    for question in ("3060跑SD出图", "AI绘画用什么卡", "stable diffusion on a 4090"):
        assert parse(question, catalog).workload_unknown == []


# --------------------------------------------------------------------------- job slots


@pytest.mark.parametrize(
    ("question", "width", "height", "steps", "rate"),
    [
        ("Flux dev 在 4090 上 1024x1024 20步 多少秒一张", 1024, 1024, 20, None),
        ("SDXL 832 x 1216, 30 steps on a 3090", 832, 1216, 30, None),
        ("HunyuanVideo 用 4090 能跑 720p 吗", 1280, 720, None, None),
        ("sizing an SDXL API: ~30 images/minute at peak", None, None, None, 30.0),
        ("SDXL 接口高峰每分钟 30 张，要几张卡", None, None, None, 30.0),
        ("SDXL at 2 images per second", None, None, None, 120.0),
    ],
)
def test_size_steps_and_target_rate(catalog, question, width, height, steps, rate):
    q = parse(question, catalog)
    assert (q.media_width, q.media_height, q.media_steps) == (width, height, steps)
    assert q.images_per_minute_target == rate


# --------------------------------------------------------------------------- answers


def test_stated_resolution_and_steps_are_used_and_echoed(advisor, catalog):
    speed = _speed(catalog, "flux-dev", "rtx-4090", resolution=1024, steps=20)
    answer = advisor.ask("Flux dev 在 4090 上 1024x1024 20步 多少秒一张")
    line = first_line(answer.answer)
    assert answer.kind == "workload_speed"
    assert f"每张约 {speed.seconds_per_image:.1f} 秒" in line
    assert "1024x1024" in line and "20 步" in line
    en = advisor.ask("how many seconds per image for Flux dev on a 4090 at 1024x1024, 20 steps?")
    assert en.kind == "workload_speed"
    assert f"About {speed.seconds_per_image:.1f} s per image" in first_line(en.answer)
    assert "(1024x1024, 20 steps)" in first_line(en.answer)


@pytest.mark.parametrize(
    ("question", "workload", "gpu", "method", "steps", "words"),
    [
        ("Flux LoRA 训练 2000 步，4090 要多久", "flux-dev", "rtx-4090", "lora", 2000, "小时"),
        ("how long is a 2000-step Flux LoRA on a 4090?", "flux-dev", "rtx-4090", "lora", 2000,
         "hours"),
        ("dreambooth SDXL, 1500 steps on a 3090, how long does that usually take?", "sdxl-base",
         "rtx-3090", "dreambooth", 1500, "minutes"),
    ],
)  # fmt: skip
def test_training_steps_are_timed_first(advisor, catalog, question, workload, gpu, method, steps,
                                        words):  # fmt: skip
    speed = _speed(catalog, workload, gpu, method=method, train_steps=steps)
    assert speed.job_hours is not None and speed.train_it_per_s is not None
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert answer.kind == "workload_speed"
    assert f"{steps:,}" in line and f"{speed.train_it_per_s:.2f} it/s" in line
    shown = f"{speed.job_hours:,.1f}" if speed.job_hours >= 1 else f"{speed.job_hours * 60:,.0f}"
    assert shown in line and words in line
    assert "2-3x slower" in answer.answer or "2–3 倍" in answer.answer  # the stated uncertainty


def test_vision_throughput_at_the_stated_batch(advisor, catalog):
    speed = _speed(catalog, "vit-b-16", "a10g", batch=128)
    assert speed.images_per_s is not None and speed.batch == 128
    answer = advisor.ask("ViT-B/16 inference throughput on an A10G, images/sec at batch 128?")
    line = first_line(answer.answer)
    assert f"About {speed.images_per_s:,.0f} images/s at batch 128" in line
    assert any("twice its FP32 rate" in a for a in answer.assumptions)  # no published tensor rate


@pytest.mark.parametrize(
    ("question", "workload", "expected"),
    [
        ("whisper large-v3 推理要多少显存", "whisper-large-v3", "约需 {gb} 显存"),
        ("how much VRAM does SDXL need?", "sdxl-base", "needs about {gb} of GPU memory"),
    ],
)
def test_memory_asked_with_no_gpu_is_the_first_line(advisor, catalog, question, workload,
                                                     expected):  # fmt: skip
    peak = _memory(catalog, workload, "rtx-4090").peak_gb  # the peak does not depend on the card
    answer = advisor.ask(question)
    assert answer.kind == "workload_fit"
    assert expected.format(gb=f"{peak:,.1f} GB") in first_line(answer.answer)


def test_which_models_fit_a_card_lists_each_at_the_precision_that_fits(advisor, catalog):
    answer = advisor.ask("which image models can my 3070 8GB handle? SD1.5, SDXL, Flux?")
    line = first_line(answer.answer)
    assert answer.kind == "workload_fit"
    sd15 = _memory(catalog, "sd-1.5", "rtx-3070")
    assert (
        sd15.fits and f"Stable Diffusion 1.5 (859.5M) fits at fp16 ({sd15.peak_gb:,.1f} GB)" in line
    )
    flux = _memory(catalog, "flux-dev", "rtx-3070", precision="nf4")
    verdict = "does not fit, even at nf4" if not flux.fits else "at nf4"
    assert f"FLUX.1 [dev] (11.9B) {verdict} ({flux.peak_gb:,.1f} GB)" in line
    zh = advisor.ask("我的3070 8G能跑哪些图像模型？SD1.5、SDXL、Flux")
    assert f"Stable Diffusion 1.5（859.5M）用 fp16 能装下（{sd15.peak_gb:,.1f} GB）" in first_line(
        zh.answer
    )


def test_a_target_rate_gives_the_number_of_cards(advisor):
    answer = advisor.ask("sizing an SDXL API: ~30 images/minute at peak, which GPU and how many?")
    pick = answer.tool_calls[0].output
    best = pick["best"]
    count = math.ceil(30 / best["speed"]["images_per_minute"])
    assert best["count"] == count and pick["per_minute"] == 30
    assert f"{count} x {best['gpu_name']} for 30 images a minute" in first_line(answer.answer)
    zh = advisor.ask("SDXL 接口高峰每分钟 30 张图，选什么卡、要几张？")
    assert f"需要 {count} x " in first_line(zh.answer)


def test_a_rented_pick_keeps_to_the_stated_provider(advisor):
    answer = advisor.ask("which gpu should i rent on runpod for flux lora training")
    call = answer.tool_calls[0]
    pick = call.typed(MediaPick)
    assert call.input["provider"] == "runpod" and call.input["method"] == "lora"
    assert pick is not None and pick.provider == "RunPod" and pick.best is not None
    assert pick.best.offer_id is not None and pick.best.offer_id.startswith("runpod")
    assert any("RunPod" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Mochi 1 or LTX-Video, how much VRAM to make a 10s clip at 768p?", "en"),
        ("How long to generate a 5 second clip with CogVideoX-5B on an A100?", "en"),
        ("混元视频 HunyuanVideo 用 4090 能跑 720p 吗", "zh"),
    ],
)
def test_a_model_the_catalog_lacks_is_said_first(advisor, question, lang):
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert answer.kind.startswith("workload_")
    if lang == "en":
        assert line.startswith("Not in my catalog: ")
        assert "The video models I size are Wan2.1 T2V 1.3B, Wan2.1 T2V 14B" in line
    else:
        assert line.startswith("混元视频、HunyuanVideo 不在我的目录里。我能估算的视频模型有 Wan2.1")
    assert answer.verdict is None  # a verdict would be about the stand-in, not the model asked


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("training yolov8s on 20k images for 100 epochs on a 4090, how long?", "and on a 3060?"),
        ("用4090训练yolov8s，2万张图100轮要多久", "换成3060呢？"),
    ],
)
def test_a_follow_up_that_changes_only_the_card_keeps_the_workload(advisor, catalog, first, then):
    hours = _speed(catalog, "yolov8s", "rtx-3060", method="full", images=20000, epochs=100)
    assert hours.job_hours is not None
    answer = _last(advisor, first, then)
    assert answer.kind == "workload_speed"
    speed_call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed_call.input["gpu"] == "rtx-3060" and speed_call.input["workload"] == "yolov8s"
    assert speed_call.input["images"] == 20000 and speed_call.input["epochs"] == 100
    assert f"{hours.job_hours:,.1f}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("whisper large-v3 在 3090 上转写 300 小时的会议录音，大概要跑几天", 300),
        ("we have 80 hours of interviews to transcribe with whisper medium on a 3060, roughly how"
         " many hours will it take?", 80),
        ("how long to transcribe 200 hours of audio with whisper large-v3 on a 3090", 200),
    ],
)  # fmt: skip
def test_hours_of_audio_size_the_job_and_are_no_deadline(advisor, question, hours):
    answer = _last(advisor, question)
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert call.input["audio_hours"] == hours
    line = first_line(answer.answer)
    job = call.output["job_hours"]
    assert f"{job:,.1f}" in line  # the job's own time leads
    assert "you have" not in line and "内跑得完" not in line and "超出你的" not in line
    assert answer.kind == "workload_speed" and answer.verdict is None


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("跑 flux dev fp16，3090 能放下吗，速度无所谓", "workload_fit"),
        ("sdxl on a 3060 12gb in fp16, speed doesn't matter, will it fit?", "workload_fit"),
        ("sdxl on a 2060 6gb, or do i need a bigger card?", "workload_fit"),
        ("3090跑Flux dev速度多少it/s", "workload_speed"),  # a speed asked stays a speed
    ],
)
def test_a_speed_said_not_to_matter_is_no_speed_question(advisor, question, kind):
    answer = _last(advisor, question)
    assert answer.kind == kind
    if kind == "workload_fit":
        assert answer.verdict in ("yes", "no", "conditional")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("qwen 32b on a 4060 ti, i don't care about speed much", "qwen 32b on a 4060 ti,"),
        ("4060 跑 14b 模型，速度无所谓，能跑起来吗", "4060 跑 14b 模型，"),
        ("price doesn't matter, best card for 70b", ", best card for 70b"),
    ],
)
def test_indifference_is_blanked_for_the_cues(text, kept):
    from assistant.question.intent_cues import without_indifference

    out = without_indifference(text)
    assert len(out) == len(text) and out.startswith(kept.split(",")[0])
    assert "speed" not in out and "速度" not in out and "price" not in out


@pytest.mark.parametrize(
    "question",
    [
        "whisper large-v3 on a 4070 super, what realtime factor should i expect?",
        "whisper medium 在 3060 上大概几倍速",
        "what RTF does whisper small get on a T4",
    ],
)
def test_a_real_time_factor_asked_is_a_speed(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    rtf = call.output["real_time_factor"]
    assert 0 < rtf < 1 and f"{rtf:.3f}" in first_line(answer.answer)
