"""Counts for a serving target, the cost of a stated job, and rent-or-buy's payback asked first.

Each answer is checked for what it leads with (a count of cards, a total price, months) and
for the figure itself, recomputed from the calculator's own output.
"""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

from assistant.calc.duration import JobDuration
from assistant.calc.media import MediaJob
from assistant.calc.media_capacity import STREAM_BATCH, MediaCapacity, media_capacity
from assistant.calc.media_speed import MediaSpeedEstimate, estimate_media_speed
from assistant.calc.tco import RentVsBuy
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _ask(advisor, *turns: str):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert answer is not None
    return answer


def _typed(answer, tool: str, cls: type):
    call = next(c for c in answer.tool_calls if c.tool == tool)
    out = call.typed(cls)
    assert out is not None, call.output
    return call, out


# --------------------------------------------------------------------------- serving targets


def test_image_target_is_cards_of_the_named_gpu(box) -> None:
    spec, gpu = box.catalog.workload("sdxl"), box.catalog.gpu("rtx-4090")
    job = MediaJob(method="inference")
    out = media_capacity(spec, gpu, job, target=100.0)
    speed = estimate_media_speed(spec, gpu, job)
    assert out.per_gpu == pytest.approx(speed.images_per_minute, rel=1e-3)
    assert out.gpus == math.ceil(100 / speed.images_per_minute) == 6
    assert out.unit == "images_per_minute" and out.limit == "compute"


def test_speech_streams_per_card_are_batched_real_time(box) -> None:
    spec, gpu = box.catalog.workload("large-v3"), box.catalog.gpu("t4")
    base = box.catalog.workloads.get(spec.speed_from) if spec.speed_from else None
    job = MediaJob(method="inference")
    out = media_capacity(spec, gpu, job, base=base, target=20.0)
    batch = job.model_copy(update={"batch": STREAM_BATCH})
    batched = estimate_media_speed(spec, gpu, batch, base=base)
    assert out.batch == STREAM_BATCH
    assert out.per_gpu == math.floor(1 / batched.real_time_factor)
    assert out.gpus == 1 and out.per_gpu >= 20
    many = media_capacity(spec, gpu, job, base=base, target=100.0)
    assert many.gpus == math.ceil(100 / out.per_gpu)


def test_camera_streams_at_the_stated_frame_rate(box) -> None:
    spec, gpu = box.catalog.workload("yolo11m"), box.catalog.gpu("l4")
    job = MediaJob(method="inference")
    at30 = media_capacity(spec, gpu, job, fps=30.0)
    at10 = media_capacity(spec, gpu, job, fps=10.0)
    assert at30.gpus == 1 and at30.per_gpu == math.floor(at30.speed.images_per_s / 30)
    assert at10.per_gpu >= 3 * at30.per_gpu
    assert at30.unit == "camera_streams" and at30.fps == 30.0


def test_a_target_is_read_as_typed_slots(box) -> None:
    q = parse("语音转写服务，Whisper，预计 20 路实时流，T4 要几张", box.catalog)
    assert (q.streams_target, q.workload_ask) == (20, "count")
    q = parse("how many yolov8s 25fps camera streams can one A10 take?", box.catalog)
    assert (q.stream_fps, q.streams_target, q.workload_ask) == (25.0, None, "count")
    q = parse("whisper for 60 concurrent live streams on A10s, how many cards", box.catalog)
    assert q.streams_target == 60
    q = parse("SDXL 出图高峰每分钟 60 张，要几张 A10", box.catalog)
    assert (q.images_per_minute_target, q.samples, q.workload_ask) == (60.0, None, "count")


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("SDXL 出图高峰每分钟 60 张，要几张 A10", "x A10"),
        ("how many L40S to serve flux schnell at 40 images a minute", "x L40S"),
    ],
)
def test_count_for_an_image_target_leads(advisor, question, needle) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    _, out = _typed(answer, "estimate_workload_capacity", MediaCapacity)
    line = first_line(answer.answer)
    assert (line.startswith(f"{out.gpus} x") or f"需要 {out.gpus} x" in line) and needle in line
    assert out.gpus == math.ceil(out.target / out.per_gpu - 1e-9)


def test_streams_one_card_handles_lead(advisor) -> None:
    answer = _ask(advisor, "how many yolov8s 25fps camera streams can one A10 take?")
    _, out = _typed(answer, "estimate_workload_capacity", MediaCapacity)
    line = first_line(answer.answer)
    assert line.startswith("1 x A10") and f"about {out.total:,.0f} camera streams" in line
    assert "25 fps" in line


def test_streams_in_chinese_name_the_limit(advisor) -> None:
    answer = _ask(advisor, "whisper 做实时转写，50 路并发，需要几张 A10")
    _, out = _typed(answer, "estimate_workload_capacity", MediaCapacity)
    line = first_line(answer.answer)
    assert f"需要 {out.gpus} x A10" in line and "受算力限制" in line
    assert any("faster-whisper 批处理" in a for a in answer.assumptions)


# --------------------------------------------------------------------------- the cost of a job


def test_training_job_cost_is_its_hours_priced(advisor) -> None:
    answer = _ask(
        advisor, "cost to fine-tune qwen2.5 7b with lora on 20k samples, 2 epochs, on an H100"
    )
    assert answer.kind == "price"
    _, job = _typed(answer, "estimate_job_duration", JobDuration)
    price = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert price.input["hours"] == pytest.approx(job.hours, abs=0.01)
    line = first_line(answer.answer)
    assert "in total" in line and "$" in line
    assert any("2,048 tokens per sample assumed" in a for a in answer.assumptions)


def test_training_job_cost_in_chinese_uses_the_stated_length(advisor) -> None:
    answer = _ask(
        advisor, "租A100做lora微调qwen2.5 7b，五万条数据，每条1024 token，三个epoch，要花多少钱"
    )
    _, job = _typed(answer, "estimate_job_duration", JobDuration)
    assert (job.samples, job.seq_len, job.epochs) == (50000, 1024, 3.0)
    assert "合计" in first_line(answer.answer)


def test_image_job_cost_is_images_times_seconds_priced(advisor) -> None:
    answer = _ask(advisor, "用4090批量生成5000张SDXL图片大概要花多少钱")
    assert answer.kind == "price"
    _, speed = _typed(answer, "estimate_workload_speed", MediaSpeedEstimate)
    price = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert speed.job_hours == pytest.approx(5000 * speed.seconds_per_image / 3600, rel=1e-3)
    assert price.input["hours"] == pytest.approx(speed.job_hours, abs=0.01)
    assert "合计" in first_line(answer.answer)


def test_a_month_on_the_cheapest_card_is_priced(advisor) -> None:
    answer = _ask(
        advisor,
        "what does it cost to run qwen2.5 7b 24/7 for a month on the cheapest gpu that fits?",
    )
    assert answer.kind == "price"
    assert "per month" in first_line(answer.answer)


# --------------------------------------------------------------------------- rent or buy


def test_payback_asked_leads_with_months(advisor) -> None:
    answer = _ask(advisor, "买一台8卡H100服务器，和租比多久回本")
    assert answer.kind == "rent_vs_buy"
    _, out = _typed(answer, "rent_vs_buy_stated", RentVsBuy)
    assert out.break_even_months is not None
    months = f"{out.break_even_months:,.1f}"
    assert first_line(answer.answer).startswith(f"自购 8 × H100 SXM5 80GB 约 {months} 个月回本")


def test_payback_in_english(advisor) -> None:
    answer = _ask(advisor, "how long until buying four 4090s pays for itself compared to renting?")
    _, out = _typed(answer, "rent_vs_buy_stated", RentVsBuy)
    line = first_line(answer.answer)
    if out.break_even_months is None:
        assert "never pays back" in line
    else:
        assert f"pays back in about {out.break_even_months:,.1f} months" in line


def test_buying_against_renting_is_rent_or_buy_even_with_price_words(box) -> None:
    q = parse("4卡4090买下来和租两年比哪个划算", box.catalog)
    assert q.intent == "rent_vs_buy"
    q = parse("电费1元一度，自己买一张4090 vs 在AutoDL上租，哪个便宜", box.catalog)
    assert q.intent == "rent_vs_buy"
    assert q.tariff_per_kwh == Decimal("1") and q.budget is None


def test_one_card_of_a_server_row_is_priced_at_its_share(box) -> None:
    one = box.call("rent_vs_buy_stated", gpu="a100-40gb-sxm", count=1, currency="USD")
    eight = box.call("rent_vs_buy_stated", gpu="a100-40gb-sxm", count=8, currency="USD")
    one_out, eight_out = one.typed(RentVsBuy), eight.typed(RentVsBuy)
    assert one_out is not None and eight_out is not None, one.output
    assert one_out.inputs.capex * 8 == pytest.approx(eight_out.inputs.capex)
    labels = [r.label.render("en") for r in one_out.inputs.refs]
    assert not any("(given)" in label for label in labels)
    assert any("its per-GPU share" in label for label in labels)


# --------------------------------------------------------------------------- job durations


def test_job_slots_in_words(box) -> None:
    q = parse(
        "lora微调llama3.1 8b，一万条数据，每条512 token左右，两个epoch，3090要多久", box.catalog
    )
    assert (q.samples, q.context_tokens, q.epochs) == (10000, 512, 2.0)
    q = parse("time to run DPO on llama 3.1 8b, ~30k preference pairs, on one h100?", box.catalog)
    assert (q.samples, q.context_tokens) == (30000, None)


def test_duration_asked_with_samples_is_a_duration(advisor) -> None:
    answer = _ask(
        advisor, "ballpark time to fine-tune qwen2.5 14b on 2x a100, ~40k preference pairs?"
    )
    assert answer.kind == "job_duration"
    assert "hours" in first_line(answer.answer) or "days" in first_line(answer.answer)


def test_more_gpus_after_a_duration_keep_the_job(advisor) -> None:
    answer = _ask(
        advisor,
        "how long to LoRA qwen2.5 7b on 20k samples on one H100?",
        "and with 8 of them?",
    )
    assert answer.kind == "job_duration"
    _, job = _typed(answer, "estimate_job_duration", JobDuration)
    assert (job.count, job.samples) == (8, 20000)


def test_epoch_time_without_a_dataset_says_so_first(advisor) -> None:
    answer = _ask(advisor, "一张4090训练 yolov8m 要多少显存", "那训练一轮要多久")
    line = first_line(answer.answer)
    assert line.startswith("无法估算训练时长")
    _, speed = _typed(answer, "estimate_workload_speed", MediaSpeedEstimate)
    assert f"{118287 / speed.train_images_per_s / 3600:,.1f} 小时" in line
    en = _ask(advisor, "how much VRAM to train yolov8m on a 4090?", "how long is one epoch?")
    assert "can't size" in first_line(en.answer)


@pytest.mark.parametrize(
    ("question", "needle"),
    [
        ("at what utilisation does a 5090 beat renting one?", "beats renting above about {even}"),
        ("利用率多少时自己买A100比租划算", "利用率高于约 {even} 时自购"),
    ],
)
def test_break_even_utilisation_asked_leads(advisor, question, needle) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "rent_vs_buy"
    _, out = _typed(answer, "rent_vs_buy", RentVsBuy)
    assert out.break_even_utilization is not None
    assert needle.format(even=f"{out.break_even_utilization:.0%}") in first_line(answer.answer)


def test_stream_target_with_no_card_counts_the_card_picked(advisor) -> None:
    answer = _ask(advisor, "我们要接 200 路摄像头做 yolov8m 检测，租什么卡，要几张")
    assert answer.kind == "workload_pick"
    call, out = _typed(answer, "estimate_workload_capacity", MediaCapacity)
    pick = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["gpu"] == pick.output["best"]["gpu_id"]
    assert out.gpus == math.ceil(200 / out.per_gpu)
    assert f"需要 {out.gpus} x" in first_line(answer.answer)
    assert "推荐" in answer.answer  # the pick's own line follows


@pytest.mark.parametrize(
    ("question", "size"),
    [
        ("cost to transcribe 1000 hours of audio with whisper on an A10", "audio_hours"),
        ("how much to train a flux lora for 2000 steps on a rented 4090?", "train_steps"),
        ("what would 20,000 SDXL images cost on runpod with an L40S", "images"),
    ],
)
def test_workload_job_cost_prices_the_jobs_hours(advisor, question, size) -> None:
    answer = _ask(advisor, question)
    assert answer.kind == "price"
    call, speed = _typed(answer, "estimate_workload_speed", MediaSpeedEstimate)
    assert size in call.input
    price = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert price.input["hours"] == pytest.approx(speed.job_hours, abs=0.01)
    assert "in total" in first_line(answer.answer)
