"""Image, video, vision and speech questions: what is asked is read as the kind it is.

* "which video models run on my card" lists the family, the model named first;
* calls captioned at once are a stream target, and "how many <card>?" asks the cards needed;
* "one card for the team, or two?" asks what the card sustains (a count), not a fit;
* a speech model the catalog lacks ("parakeet") is said to be missing as a speech model,
  never sized as a generic LLM;
* "draw things" is an app, not a power draw; "per 1024 image" is the side, not a dataset;
* "帧率", "frame rate" ask a rate, and a latency answer gives the rate too;
* "训完" is training.
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
        "which video gen models can a 4090 run? is wan 14b one of them?",
        "what video models fit on an rtx 5090",
        "5090 能跑哪些视频生成模型，万相2.1 14B 行吗",
    ],
)
def test_a_family_list_asked_lists_every_model_of_it(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "Wan2.1 T2V 14B" in line and "Wan2.1 T2V 1.3B" in line, line


@pytest.mark.parametrize(
    ("question", "streams", "gpu"),
    [
        (
            "live captions for 40 teams calls at once using whisper large-v3 — how many L4?",
            40,
            "l4",
        ),
        ("whisper large-v3-turbo, 25 meetings at the same time, how many a10g?", 25, "a10g"),
        ("同时 30 个会议做实时字幕，用 whisper large-v3，要几张 a10", 30, "a10"),
    ],
)
def test_calls_at_once_on_a_named_card_ask_the_cards_needed(advisor, question, streams, gpu):
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")
    assert call.input["streams"] == streams and call.input["gpu"] == gpu
    assert str(streams) in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        (
            "5 designers on flux dev all day: is one 5090 enough or do we need two cards?",
            "rtx-5090",
        ),
        ("our team of 4 runs sdxl on a 4090, enough for everyone or add a second gpu?", "rtx-4090"),
        ("我们工作室 5 个人用 sdxl 出图，一张 4090 够用吗，还是要上两张卡", "rtx-4090"),
    ],
)
def test_one_card_or_two_for_a_team_asks_what_the_card_sustains(advisor, question, gpu):
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    call = answer.tool_calls[0]
    assert call.tool == "estimate_workload_capacity" and call.input["gpu"] == gpu
    line = first_line(answer.answer)
    assert "/分钟" in line or "a minute" in line, line


def test_two_of_a_card_named_as_an_option_is_no_count(catalog):
    assert parse("4090 还是两张 3090 跑 flux", catalog).workload_ask is None
    assert parse("flux on a 4090, or two 3090s?", catalog).workload_ask is None


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("parakeet tdt 0.6b on a T4, 200 hrs of audio, how long?", "Not in my catalog: parakeet"),
        ("parakeet 0.6b on an L4: real-time factor?", "Not in my catalog: parakeet"),
        ("parakeet tdt 0.6b 在 4090 上转写 500 小时音频要多久", "parakeet 不在我的目录里"),
    ],
)
def test_a_missing_speech_model_is_said_missing_as_one(advisor, question, opening):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    assert first_line(answer.answer).startswith(opening), first_line(answer.answer)
    assert "generic" not in answer.answer and "通用" not in answer.answer
    assert answer.tool_calls[0].input["workload"].startswith("whisper")


@pytest.mark.parametrize(
    ("question", "side"),
    [
        ("sdxl on an m3 max 36gb — seconds per 1024 image at 30 steps in draw things?", 1024),
        ("sd 1.5 on an m3 max, how long per 768 image in draw things", 768),
        ("sdxl 在 4070 上 1024 方图一张几秒", 1024),
    ],
)
def test_per_image_side_is_the_resolution_not_a_job(advisor, catalog, question, side):
    query = parse(question, catalog)
    assert query.task != "power" and query.samples is None
    assert query.media_height == side
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert "per image" in line or "每张" in line, line


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        ("4060 跑 yolov8s，tensorrt fp16，帧率多少", "帧"),
        ("rtx 3060 with yolo11s exported to tensorrt: frame rate?", "frames a second"),
        ("3050 8g 上 yolo11n 帧率大概多少", "帧"),
    ],
)
def test_a_frame_rate_asked_gets_the_rate(advisor, question, rate):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    assert rate in first_line(answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "1万张图 yolov8s，想一天内训完，租什么卡最便宜",
        "yolo11m 5万张，两三天训完的最便宜的卡",
    ],
)
def test_trained_through_is_training(catalog, question):
    query = parse(question, catalog)
    assert query.finetune_unspecified or query.method not in (None, "inference")


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("whisper large-v3 for ~500 hrs a day of call-center audio: which gpu?", 500.0),
        ("20 hours of calls a day through whisper large-v3, what card", 20.0),
        ("每天 300 小时录音用 whisper large-v3 转写，选什么卡", 300.0),
    ],
)
def test_audio_a_day_is_the_job_a_speech_pick_sizes(advisor, catalog, question, hours):
    assert parse(question, catalog).duration_hours == hours
    answer = _last(advisor, question)
    assert answer.kind == "workload_pick"
    assert answer.tool_calls[0].input["audio_hours"] == hours


def test_a_cards_hours_a_day_are_no_audio(catalog):
    assert parse("whisper on a 4090 running 8 hours a day", catalog).duration_hours is None


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("gpu to rent for training a vit-b/16 on 500k images?", "500,000 images x 1 epoch(s)"),
        ("resnet-50 on 100k images, 30 epochs on a 4090 — how long", "100,000 images x 30 epoch"),
        ("yolov8m 5万张图在 a100 上训练要多久", "50,000 张图 × 100 个 epoch"),
    ],
)
def test_a_vision_job_says_its_size_and_an_epoch_taken(advisor, question, said):
    answer = _last(advisor, question)
    notes = " ".join(answer.assumptions)
    assert said in notes, notes
    assumed = "no epoch count" in notes or "未给出 epoch 数" in notes
    assert assumed == ("30 epochs" not in question)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("预算一万，跑 sdxl，上 4070 ti super 还是二手 3090", "workload_pick"),
        ("预算 8000 跑 flux 出图，上 4070 还是 3090", "workload_pick"),
        ("预算 1.5 万跑 32b 模型，上 4090 还是两张 3090", "recommend"),
    ],
)
def test_a_card_put_in_within_a_budget_is_a_purchase_choice(advisor, question, kind):
    assert _last(advisor, question).kind == kind


def test_used_prices_said_alike_stay_a_comparison(advisor):
    assert _last(advisor, "yolo 训练用 a4000 还是 3090，二手价差不多").kind == "workload_compare"


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("sdxl vs flux dev on a 4090, seconds per image?", ("Stable Diffusion XL", "FLUX.1")),
        (
            "4070 上 sd 1.5 一张图几秒，和 sdxl 比呢",
            ("Stable Diffusion 1.5", "Stable Diffusion XL"),
        ),
        ("sd3 medium 在 4060ti 16g 上出一张 1024 图几秒，跟 sdxl 比呢", ("3 Medium", "XL")),
    ],
)
def test_two_models_timed_on_a_card_give_both_times(advisor, question, names):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert all(n in line for n in names), line
    assert line.count("per image") == 2 or line.count("每张") == 2, line


def test_two_models_whose_fit_is_asked_are_listed(advisor):
    assert _last(advisor, "will sdxl and flux dev fit on a 3060 12gb?").kind == "workload_fit"


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("想训练一个自己的 GPT-SoVITS 声音模型，显卡怎么选", "GPT-SoVITS 不在我的目录里"),
        ("which gpu to buy for training a gpt-sovits voice model?", "gpt-sovits"),
        ("训练 cosyvoice 声音克隆买什么卡", "cosyvoice 不在我的目录里"),
    ],
)
def test_a_missing_model_is_said_first_when_no_pick_follows(advisor, question, said):
    line = first_line(_last(advisor, question).answer)
    assert said.lower() in line.lower(), line


@pytest.mark.parametrize(
    ("question", "gb"),
    [
        ("sdxl or sd 1.5, which is friendlier to 8gb?", 8.0),
        ("sd1.5 和 sdxl 哪个对 8g 显存更友好", 8.0),
        ("flux dev vs sdxl, which is easier on a 12gb card", 12.0),
    ],
)
def test_models_weighed_on_a_cards_memory_are_fitted_there(advisor, catalog, question, gb):
    assert parse(question, catalog).memory_gb == gb
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    fitted = [c for c in answer.tool_calls if c.tool == "estimate_workload_memory"]
    assert len({c.input["workload"] for c in fitted}) == 2


@pytest.mark.parametrize(
    ("question", "stand_in"),
    [
        ("parakeet tdt 0.6b on an L4, 1000 hrs of audio, how long?", "whisper-medium"),
        ("mochi 10b on a 4090, will it fit?", "wan2.1-t2v-14b"),
        ("kolors 2.6b 在 4070 上出图几秒", "sdxl-base"),
    ],
)
def test_a_missing_model_with_its_size_is_stood_in_by_the_nearest(catalog, question, stand_in):
    query = parse(question, catalog)
    assert query.workload_unknown and query.workload_id == stand_in
