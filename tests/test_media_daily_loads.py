"""Media serving counts sized from a day's load, and media models nobody taught said first.

Own phrasings: images a day as a rate a minute, "N hours/day" of audio as real-time streams,
"cams" counted as camera streams (a frame rate asked outright before them stays the rate), the
image side said after a verb ("出 1024 的图"), and unfamiliar media models named as what runs
on a card ("<name> on a 3090", "<name>-large", "real-<name> 4x") answered as not covered.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, question):
    return advisor.converse([question]).turns[-1].answer


def _capacity(answer):
    return next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")


@pytest.mark.parametrize(
    ("question", "per_minute", "said"),
    [
        ("sdxl 出 1024 的商品图，一天要出 3 万张，用 A10 要几张", 20.8, "每天 30,000 张图"),
        ("we need 50k sdxl images a day at 1024, how many a10s", 34.7, "50,000 images a day"),
        ("flux dev 生成 1024 的海报，一天出 5000 张，L40S 要几张", 3.5, "每天 5,000 张图"),
    ],
)  # fmt: skip
def test_images_a_day_are_sized_as_a_rate_a_minute(advisor, question, per_minute, said):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    call = _capacity(answer)
    assert call.input["per_minute"] == per_minute
    assert said in answer.answer


@pytest.mark.parametrize(
    ("question", "streams"),
    [
        ("offline asr, ~1200 hours/day through whisper large-v3. how many L4s", 50),
        ("batch transcription of 3000 hours/day with whisper small, how many T4s", 125),
        ("每天要转写 480 小时的录音，whisper large-v3-turbo，要几张 A10", 20),
    ],
)
def test_hours_of_audio_a_day_are_streams(advisor, question, streams):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    assert _capacity(answer).input["streams"] == streams
    assert "GPU-hours a month" not in answer.answer  # "1200 hours/day" is no card's use


@pytest.mark.parametrize(
    ("question", "streams", "fps"),
    [
        ("store has 16 dome cams, yolov8s at 10 fps each. one L4 enough or two?", 16, 10),
        ("6 ip cams at 1080p, yolo11n at 15 fps, will a single T4 do?", 6, 15),
    ],
)
def test_cams_are_camera_streams_counted(advisor, question, streams, fps):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_pick"
    call = _capacity(answer)
    assert call.input["streams"] == streams and call.input["fps"] == fps
    assert f"{streams} camera streams" in first_line(answer.answer)


def test_a_frame_rate_asked_before_the_cams_is_the_rate(advisor):
    question = "yolov8n fps on a 3060 at 640? want realtime on 3 cams"
    assert _ask(advisor, question).kind == "workload_speed"


@pytest.mark.parametrize(
    "question",
    ["sdxl 出 1024 的头像图要几秒", "sdxl 生成 768 一张要多久"],
)
def test_the_side_after_a_verb_is_the_image_side(advisor, question):
    query = parse(question, advisor.catalog)
    assert query.media_width in (768, 1024) and query.media_width == query.media_height


def test_a_number_run_into_hours_is_no_card_hours(advisor):
    query = parse("~2000 hours/day through whisper large-v3-turbo, how many a10s", advisor.catalog)
    assert query.usage_hours_per_month is None
    assert query.duration_hours == 2000 and query.job_per == "day"


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("zorvanix 2 on a 4090 — seconds per 1024 image?", "zorvanix"),
        ("brelmotion on a 3060 ti, can it do realtime webcam?", "brelmotion"),
        ("fine-tuning quendabert-large on 500k examples, one h100 — how long?", "quendabert-large"),
        ("real-voxangan 4x 放大 1 万帧，3060 要几个小时", "real-voxangan"),
    ],
)  # fmt: skip
def test_an_unfamiliar_media_model_is_not_covered_first(advisor, question, surface):
    answer = _ask(advisor, question)
    assert answer.kind == "not_covered"
    first = first_line(answer.answer)
    assert surface in first and ("not in my catalog" in first or "不在我的目录" in first)


@pytest.mark.parametrize(
    "question",
    [
        "fine-tuning on a 4090, how long for 10k samples of llama 3 8b",
        "faster-whisper large-v3 on a 3060 — how long for a 1h recording?",
        "multi-node training on 8x h100, worth it?",
    ],
)
def test_known_words_joined_by_hyphens_are_no_name(advisor, question):
    query = parse(question, advisor.catalog)
    assert not [p for p in query.problems if p.kind == "unlisted_model"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("comfyui 提示 lowvram mode 是什么意思", "去噪网络的权重能放多少放多少"),
    ],
)
def test_comfyui_lowvram_mode_is_explained_from_the_guide(advisor, question, said):
    answer = _ask(advisor, question)
    assert answer.kind == "concept"
    assert said in answer.answer
    assert any(c.doc_id.startswith("image-generation") for c in answer.citations)


@pytest.mark.parametrize(
    ("turns", "images", "epochs"),
    [
        (["yolov8m on 30k images, 120 epochs, one 4090 — how long?", "and with 40 epochs?"],
         30000, 40),
        (["yolov8m 训练 5 万张图，100 个 epoch，一张 4090 要多久", "那 30 个 epoch 呢"],
         50000, 30),
        (["yolov8s, 12k images, 200 epochs on a 3090, hours?", "what if i cut it to 80 epochs"],
         12000, 80),
    ],
)  # fmt: skip
def test_fewer_epochs_keep_the_dataset_and_time_the_job(advisor, turns, images, epochs):
    turn = advisor.converse(turns).turns[-1]
    assert turn.query.samples == images and turn.query.epochs == epochs
    assert not turn.query.bare_count  # "30 个 epoch" is no count of cards
    first = first_line(turn.answer.answer)
    assert "hour" in first or "小时" in first or "minute" in first or "分钟" in first
