"""The ask decides a workload question's kind; the workload decides the calculator.

A slowdown or a pasted error on an image or speech job is troubleshooting (an out-of-memory
error is sized by the fit kind); "which sizes can I run" lists what fits; "how many minutes"
is a duration; requests a minute are a serving target; a bare "sd" played with is Stable
Diffusion, and two cards for it are compared for it.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer):
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "since the driver update my sdxl renders got slow: used to do 8 it/s on a 3080, now 4",
        "更新驱动后 4070 跑 flux 出图速度降了一半，怎么回事",
        "comfyui 在 3090 上以前 12 it/s 现在只有 6，sdxl",
        "my 4090 sdxl speed dropped after the update, is the card broken?",
    ],
)
def test_a_slowdown_on_an_image_job_is_troubleshooting(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    assert not _first(answer).startswith(("**Each image", "**每张"))


def test_an_oom_on_a_long_recording_is_sized_not_timed(advisor):
    answer = advisor.ask("faster-whisper 转写 3 小时的录音报 CUDA out of memory，4060 8G，batch 24")
    assert answer.kind == "workload_fit"
    assert "小时" not in _first(answer).split("：")[0]


def test_an_oom_to_avoid_is_still_a_pick(advisor):
    answer = advisor.ask("need a card for flux dev at 1024, no rush, I just don't want OOMs")
    assert answer.kind == "workload_pick"


@pytest.mark.parametrize(
    ("question", "names"),
    [
        ("which whisper sizes can a 6gb rtx 2060 handle for live captions?", ("Whisper tiny",)),
        ("what whisper versions fit on my gtx 1660 super", ("Whisper small", "Whisper medium")),
        ("我的 3050 8G 能跑 whisper 哪些版本", ("Whisper tiny",)),
    ],
)
def test_sizes_asked_are_listed(advisor, question, names):
    answer = advisor.ask(question)
    assert answer.kind == "workload_fit"
    assert all(n in _first(answer) for n in names)


@pytest.mark.parametrize(
    "question",
    ["which vision models can I train on a 4070 ti super?", "我的 4060 8G 能训练哪些视觉模型"],
)
def test_vision_models_to_train_span_the_family(advisor, question):
    first = _first(advisor.ask(question))
    assert first.startswith(("Training on the", "在 "))
    assert "YOLOv8n" in first and "ResNet-50" in first and "Segment Anything" in first


@pytest.mark.parametrize(
    "question",
    [
        "sdxl on a 3060 12gb, about how many minutes per 50 images?",
        "cogvideox 在 4090 上生成一段 6 秒视频要几分钟",
        "wan2.1 1.3b on a 3090, how many minutes for a 5 second 480p clip?",
    ],
)
def test_minutes_asked_are_a_duration(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "workload_speed"
    assert "GB usable" not in _first(answer) and "可用" not in _first(answer)


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        ("running an sdxl endpoint, roughly 30 requests per minute, is one L4 enough?", "30"),
        ("flux schnell api at 12 req/min, can a single 4090 keep up", "12"),
        ("sdxl 接口每分钟 20 个请求，一张 L40S 扛得住吗", "20"),
    ],
)
def test_requests_a_minute_are_a_serving_target(advisor, question, rate):
    answer = advisor.ask(question)
    assert answer.kind == "workload_pick"
    assert any(c.input.get("per_minute") == float(rate) for c in answer.tool_calls)


@pytest.mark.parametrize(
    "question",
    [
        "3060 12g 还是 4060ti 16g，平时就玩 sd 和 lora",
        "4060 ti 16gb or 4070 12gb for sd and lora?",
        "用 sd 出图选 3090 还是 4070 ti",
    ],
)
def test_two_cards_for_sd_are_compared_for_it(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "workload_compare"
    assert "Llama" not in _first(answer)
    assert "Stable Diffusion" in _first(answer)


def test_an_sd_card_is_no_workload():
    from assistant.catalog.specs import load_catalog
    from assistant.question.parsing import parse
    from tests.support.advisors import KNOWLEDGE

    catalog = load_catalog(KNOWLEDGE / "specs")
    assert parse("相机的 sd卡 坏了怎么办", catalog).workload_id is None
    assert parse("running sd on my 3060", catalog).workload_id is not None
