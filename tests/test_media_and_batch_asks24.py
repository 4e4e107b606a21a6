"""What a workload question asks, read from looser wording (fresh33's misses, phrased anew).

* "will it even load", "能加载吗": a fit asked, which an incidental word ("old", "老显卡")
  close to a speed example no longer turns into a speed answer.
* "which yolo / resnet models": two families joined before "models" ask for the list.
* "多少 t/s，平时对话够不够": the enough is the speed's (a rate asked, then judged).
* "1.5 million product descriptions": a batch job counted in words is timed as one.
* "一天能跑完吗", "finish them in a day": a deadline, so the job's time is what is asked.
* "whisper plus a text-to-speech model": the kind of model beside the one sized is a note
  after the verdict, not the first line.

Figures are read from the calculators' own outputs in each answer's tool calls.
"""

from __future__ import annotations

import pytest

from assistant.calc.media import MediaMemoryEstimate
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.fixture(scope="module")
def catalog():
    from assistant.catalog.specs import load_catalog

    return load_catalog(KNOWLEDGE / "specs")


def _memory(answer) -> MediaMemoryEstimate:
    calls = [c for c in answer.tool_calls if c.tool == "estimate_workload_memory"]
    memory = calls[0].typed(MediaMemoryEstimate) if calls else None
    assert memory is not None
    return memory


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("old 1070 8gb, sdxl base — would it even load?", "Yes, with an NF4 denoiser:"),
        ("sam vit-h on an old 2060 6gb — will it load", "Yes."),
        ("老显卡 1660 super 6g 跑 sdxl，能加载吗", "可以，但要把去噪网络量化为 NF4"),
    ],
)
def test_a_load_asked_is_a_fit_whatever_else_is_said(advisor, question, opening):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert line.lstrip("*").startswith(opening)
    memory = _memory(answer)
    assert f"{memory.peak_gb:,.1f} GB" in answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "does it even load? sdxl on a 1070 8gb",
        "would this load at all on 8gb: sdxl base, 1070",
        "1070 8g 的 sdxl 加载得进去吗",
        "1070 8g 能不能加载 sdxl",
    ],
)
def test_the_load_words_read_as_a_fit_ask(catalog, question):
    assert parse(question, catalog).workload_ask == "fit"


@pytest.mark.parametrize(
    "question",
    [
        "what yolo or resnet models could I fine-tune on an 8gb 4060 with 5k labelled photos",
        "4060 8g 能训练哪些 yolo / resnet 模型？手上 5000 张图",
    ],
)
def test_two_families_before_models_ask_for_the_list(advisor, catalog, question):
    assert parse(question, catalog).workload_ask == "list"
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    line = first_line(answer.answer)
    assert "YOLOv8n (3.2M)" in line or "YOLOv8n（3.2M）" in line
    assert "ResNet-50" in line
    assert not any(c.tool == "estimate_workload_speed" for c in answer.tool_calls)


@pytest.mark.parametrize(
    "question",
    [
        "4070 12g 跑 qwen3 14b q4 大概多少 t/s，平时对话够不够",
        "3060 12g 上 llama 3.1 8b q4 每秒大概几个 token？写代码够吗",
        "how many t/s does qwen3 14b q4 get on a 4070, good enough for daily chat?",
    ],
)
def test_a_rate_judged_enough_is_a_speed(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "speed"
    line = first_line(answer.answer)
    assert "tokens/s" in line
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    assert f"{speed.output['decode_tokens_per_s']:,.1f}" in line


def test_the_memory_judged_beside_a_rate_stays_a_fit(advisor):
    answer = _last(advisor, "4070 12g 跑 qwen3 14b q4 多少 t/s，显存够不够")
    assert answer.kind == "fit_check"
    assert first_line(answer.answer).startswith("可以。")


@pytest.mark.parametrize(
    ("question", "requests", "output"),
    [
        (
            "we need to run 1.5 million product descriptions through qwen2.5 7b on a single "
            "l40s, ~150 tokens out each — how many hours?",
            1_500_000,
            150,
        ),
        (
            "batch of 3 million support tickets, 400 tokens in and 80 out, qwen2.5 7b on one "
            "a100 80gb with vllm: how long?",
            3_000_000,
            80,
        ),
        ("两张 4090 跑 qwen2.5 7b，300 万条评论打标签，每条输出 50 token，要跑多久", 3_000_000, 50),
    ],
)
def test_a_batch_counted_in_words_is_timed_as_one(advisor, catalog, question, requests, output):
    assert parse(question, catalog).batch_requests == requests
    answer = _last(advisor, question)
    assert answer.kind == "job_duration"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_batch_inference")
    assert call.input["requests"] == requests
    assert call.input["output_tokens"] == output
    assert f"{requests:,}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("4090 跑 sdxl，每天要出 2 万张 1024 的商品图，一天能跑完吗", "能，24 小时内跑得完。"),
        ("3090 上 wan2.1 1.3b，两天内能跑完 400 条 480p 短视频吗", "能，48 小时内跑得完。"),
        (
            "need 500 clips of 5s at 480p from wan2.1 1.3b on a 5090 every day — can it "
            "finish them in a day?",
            "Yes, it finishes within the 24 hours you have.",
        ),
    ],
)
def test_a_job_finished_within_a_span_leads_with_its_time(advisor, question, opening):
    answer = _last(advisor, question)
    assert answer.kind == "workload_speed"
    line = first_line(answer.answer)
    assert line.startswith(opening)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    hours = speed.output["job_hours"]
    assert f"{hours:,.1f}" in line


@pytest.mark.parametrize(
    ("question", "opening", "note"),
    [
        (
            "can a 3060 12gb run whisper large-v3 plus a text-to-speech model at the same time",
            "Yes.",
            "the model 'text-to-speech' is not in my catalog",
        ),
        (
            "4060 8g 上同时跑 whisper medium 和一个语音合成模型，显存够吗",
            "可以。",
            "模型 '语音合成' 不在我的目录里",
        ),
    ],
)
def test_a_kind_of_model_beside_one_sized_is_a_note_after_the_verdict(
    advisor, question, opening, note
):
    answer = _last(advisor, question)
    assert answer.kind == "workload_fit"
    assert answer.verdict == "yes"
    assert first_line(answer.answer).startswith(opening)
    assert f"{_memory(answer).peak_gb:,.1f} GB" in first_line(answer.answer)
    assert note in answer.answer  # still said, after the figures


def test_a_kind_of_model_asked_alone_is_still_said_first(advisor):
    answer = _last(advisor, "can a 3060 run tts")
    assert answer.kind == "not_covered"
    assert "'tts' is not in my catalog" in answer.answer


@pytest.mark.parametrize(
    ("question", "note"),
    [
        ("FishAudio 语音合成要上线，L4 显存够用吗", "模型 '语音合成' 不在我的目录里"),
        (
            "is a t4 enough memory for a text-to-speech server with cosyvoice",
            "the model 'text-to-speech' is not in my catalog",
        ),
    ],
)
def test_a_kind_of_model_with_only_a_stand_in_sized_is_said_first(advisor, question, note):
    answer = _last(advisor, question)
    assert answer.kind == "not_covered"
    assert note in first_line(answer.answer)
