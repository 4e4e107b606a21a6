"""What a workload question asks, read past the figures it states (fit30).

A point in a run ("at epoch 2") is no run's length; a time per image with its figure ("without
waiting 3 min an image") is a bound stated, not a rate asked; "能跑起来吗" asks the fit; a rate
of outputs with the model named between ("150 flux images a minute") is a serving target; users
at once on a speech job are its live streams; a rate asked outright leads a sized job's answer;
a power supply asked of a workload is the power kind's.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _first(answer):
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "yolov8x at imgsz 1280, batch 16, on a 4060 ti 8gb: will it crash at epoch 2?",
        "4060 8g 训练 yolov8x，imgsz 1280，batch 16，第1个epoch就会爆显存吗",
    ],
)
def test_a_point_in_the_run_asks_the_training_fit(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_fit"
    assert answer.verdict == "no"
    assert "yolov8x" in str(answer.tool_calls[0].input)
    assert answer.tool_calls[0].input["method"] != "inference"


def test_epochs_counted_are_still_the_runs_length():
    catalog = load_catalog()
    assert parse("train yolov8m for 50 epochs on a 4090", catalog).epochs == 50
    assert parse("loss jumps at epoch 3 on my 4090", catalog).epochs is None
    assert parse("4090 上第3轮 loss 突然变大", catalog).epochs is None


@pytest.mark.parametrize(
    "question",
    [
        "3050 6g 的笔记本上能跑起来 YOLOv8l 吗？打算做实时检测",
        "can my jetson orin nano 8gb even run whisper medium? want live subtitles",
    ],
)
def test_a_run_asked_beside_a_realtime_purpose_is_the_fit(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_fit"
    assert answer.verdict in ("yes", "no")


@pytest.mark.parametrize(
    "question",
    [
        "have a 3060 ti 8gb with forge. anything newer than sd 1.5 usable without 3 min per image?",
        "4060 8g 装了 comfyui，除了 sd1.5 还能跑什么更新的模型",
    ],
)
def test_models_beyond_the_one_named_are_the_cards_list(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_fit"
    assert "XL" in _first(answer)


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("our shop needs 150 flux schnell images a minute at peak. how many L40S cards?", "L40S"),
        ("高峰每分钟要出 300 张 sdxl 图（1024，30 步），得配几张 H100", "H100"),
    ],
)
def test_outputs_a_minute_with_the_model_between_are_a_target(advisor, question, cards):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    assert cards in _first(answer)
    assert "minute" in _first(answer) or "分钟" in _first(answer)


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        (
            "live captions for 45 simultaneous support calls with whisper medium. how many L4s?",
            "45",
        ),
        ("客服中心 40 个坐席要同时实时转写，用 whisper small，T4 要几张", "40"),
    ],
)
def test_users_at_once_on_a_speech_job_are_its_streams(advisor, question, streams):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    assert streams in _first(answer)


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        (
            "YOLOv8m inference on an L4 — how many ms per image? about 200k images to tag",
            "ms per image",
        ),
        ("A10 上跑 yolov8m 推理，每张几毫秒？一共 20 万张要标", "毫秒"),
    ],
)
def test_a_rate_asked_leads_before_the_jobs_time(advisor, question, rate):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    line = _first(answer)
    assert rate in line
    assert line.index(rate) < line.index("job" if "job" in line else "任务")


@pytest.mark.parametrize(
    "question",
    [
        "3090 running flux dev all day, is my 650W PSU enough?",
        "4080 跑 sdxl 出图，电源 650W 够用吗",
    ],
)
def test_a_power_supply_asked_of_a_workload_is_the_power_kind(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "power"
    assert "650" in str(answer.tool_calls[0].input)


def test_counts_beside_the_figures_read_stay_as_read():
    catalog = load_catalog()
    # images counted before the model's name in Chinese, and a daily volume, are the job's size
    assert parse("4090 要生成 6000张flux图，一共多久", catalog).samples == 6000
    assert parse("classify ~3M images per day with resnet-50, which gpu?", catalog).samples
    # a count of epochs in a follow-up keeps the earlier method (no training word made up)
    follow = parse("and 10k samples x 2 epochs, how long?", catalog)
    assert follow.epochs == 2 and not follow.finetune_unspecified
