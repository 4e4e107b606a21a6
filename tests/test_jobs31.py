"""Jobs and loads said in other words (jobs31).

Hours of recordings after "a backlog of" are the job's size, not a wait; frames of a vision
dataset are its images; "rough $ to …" asks a job's price; a crowd of staff on the cards named
is a serving load; "哪个速度快" weighs the two cards; a figure said again after "不是，" or
"sorry," replaces the one before; a rack's power said "每柜" is a budget, a follow-up capping
each card keeps it, and a capped vendor server draws less than its maximum.
"""

from decimal import Decimal

import pytest

from assistant.calc.power import estimate_power
from assistant.question.answer_asked import asks_found
from assistant.question.corrections import drop_corrected
from assistant.question.job_timed import media_after
from assistant.question.power_budget import budget_watts
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


# ------------------------------------------------------------------ hours of audio in a backlog


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        (
            "We have a backlog of about 3000 hrs of customer-support calls; whisper large-v3"
            " on one A10G, how long?",
            3000.0,
        ),
        (
            "backlog of ~800 hours of board-meeting recordings, turbo whisper on a single L4"
            " — eta?",
            800.0,
        ),
    ],
)
def test_hours_of_recordings_in_a_backlog_are_the_job(advisor, question, hours):
    assert advisor.understand(question).duration_hours == hours
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    assert "for the job" in answer.answer.splitlines()[0]


def test_turbo_whisper_said_name_first_is_the_turbo_model(advisor):
    question = "积压了 2000 小时的客服录音，用 turbo whisper 在一张 T4 上转写要多久"
    assert advisor.understand(question).workload_id == "whisper-large-v3-turbo"
    assert "整个任务" in _ask(advisor, question).answer.splitlines()[0]


def test_media_after_a_span_is_what_it_measures():
    work = "a backlog of 5000 hrs of call-center recordings"
    assert media_after(work, work.index(" of call"))
    assert not media_after("the queue is 3 days long", len("the queue is 3 days"))


# ------------------------------------------------------------------ frames are a dataset's images


@pytest.mark.parametrize(
    ("question", "images"),
    [
        ("yolov8s training at 640, 50k frames, 100 epochs on one A100 — how long?", 50_000),
        ("yolov8n 训练，数据集 3 万帧，100 个 epoch，一张 4090 要多久", 30_000),
    ],
)
def test_frames_of_a_vision_dataset_are_its_images(advisor, question, images):
    query = advisor.understand(question)
    assert query.samples == images
    assert query.context_tokens is None  # "50k frames" is no context length
    line = _ask(advisor, question).answer.splitlines()[0]
    assert "for the job" in line or "整个任务" in line


# ------------------------------------------------------------------ a job's price asked by its sign


@pytest.mark.parametrize(
    "question",
    [
        "ballpark $ for a QLoRA of qwen2.5 14b on 200M tokens on rented A100s?",
        "estimated cost to full fine-tune llama 3.1 8b on 1B tokens with rented H100s?",
    ],
)
def test_rough_dollars_to_train_is_the_jobs_price(advisor, question):
    assert "price" in asks_found(question.lower())
    answer = _ask(advisor, question)
    assert answer.kind == "price"
    assert "$" in answer.answer.splitlines()[0]


def test_a_dollar_figure_stated_is_no_price_asked():
    assert "price" not in asks_found("rough $500 to spend, what gpu for sdxl?")


# ------------------------------------------------------------------ staff on the cards named


@pytest.mark.parametrize(
    ("question", "people"),
    [
        ("2x L40S, qwen2.5 32b awq for ~25 engineers, enough?", "25"),
        (
            "4x A100 80GB, llama 3.3 70b fp8 for ~60 analysts through open-webui."
            " will that hold up?",
            "50",  # sixty people: the peak share, at least the fifty a small team is
        ),
    ],
)
def test_a_crowd_of_staff_on_the_cards_named_is_a_serving_load(advisor, question, people):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    line = answer.answer.splitlines()[0]
    assert line.startswith("**Yes")
    assert f"{people} concurrent users" in line


def test_a_handful_sharing_one_box_asks_the_fit(advisor):
    answer = _ask(advisor, "one rtx pro 6000 for gpt-oss-120b, shared by 4 devs. does it fit?")
    assert answer.kind == "fit_check"


# ------------------------------------------------------------------ which is faster, weighed


@pytest.mark.parametrize(
    "question",
    [
        "3090 和 4070 ti super 跑 qwen2.5 14b 哪个速度快，纠结买哪张",
        "4090 和 A6000 跑 llama 3.1 8b 哪张推理更快？",
    ],
)
def test_which_is_faster_with_a_measure_between_weighs_the_two(advisor, question):
    assert "comparison" in asks_found(question)
    answer = _ask(advisor, question)
    assert answer.kind == "compare"
    assert "胜出" in answer.answer.splitlines()[0]


# ------------------------------------------------------------------ a figure said again


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "报价 90 万，电费一块二... 不是，六毛一度，几年回本",
            "报价 90 万，电费六毛一度，几年回本",
        ),
        ("budget is $5k, sorry, $6k for the box", "budget is $6k for the box"),
        ("rent 4 cards, I mean 8 cards", "rent 8 cards"),
        ("run it for 10 hours, no wait, 20 hours", "run it for 20 hours"),
    ],
)
def test_the_figure_after_a_correction_replaces_the_one_before(text, kept):
    assert drop_corrected(text) == kept


@pytest.mark.parametrize("text", ["这不是，我不知道怎么选", "是不是，8张卡够吗"])
def test_a_plain_no_is_no_correction(text):
    assert drop_corrected(text) == text


@pytest.mark.parametrize(
    ("question", "tariff"),
    [
        ("8 卡 A800 服务器报价 90 万，电费一块二... 不是，六毛一度，跟租比几年回本", "0.6"),
        (
            "4x 4090 box for 60k, electricity $0.30/kWh, sorry, $0.15/kWh —"
            " rent or buy over 2 years?",
            "0.15",
        ),
    ],
)
def test_a_corrected_tariff_prices_the_owning(advisor, question, tariff):
    assert advisor.understand(question).tariff_per_kwh == Decimal(tariff)
    assert _ask(advisor, question).kind == "rent_vs_buy"


# ------------------------------------------------------------------ a rack's power budget


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("4 卡 h100 sxm 整机满载多少瓦？每柜只给 5kw", 5000.0),
        ("8卡 h100 sxm 服务器限到每卡 450w 能塞进 9kw 吗", 9000.0),
        ("can we squeeze it into 6kw?", 6000.0),
    ],
)
def test_a_racks_power_said_by_its_measure_word_is_a_budget(text, watts):
    assert budget_watts(text) == watts


def test_staying_under_a_cards_watts_is_no_rack_budget():
    assert budget_watts("want the gpu to stay under 150w, what card?") is None


@pytest.mark.parametrize(
    ("first", "then", "budget"),
    [
        (
            "8x H200 SXM node, full-load watts? each rack gets 12kW",
            "what if each card is capped at 450W?",
            "12.0 kW",
        ),
        ("4 卡 H100 SXM 整机满载多少瓦？每柜只给 5kW", "每张卡限到 500W 呢", "5.0 kW"),
    ],
)
def test_capping_each_card_keeps_the_rack_budget_said_before(advisor, first, then, budget):
    answer = _ask(advisor, first, then)
    assert answer.kind == "power"
    call = answer.tool_calls[0].input
    assert call["budget_w"] == float(budget.split()[0]) * 1000
    assert call["power_limit_w"] in (450.0, 500.0)
    assert budget in answer.answer.splitlines()[0]


def test_a_capped_vendor_server_draws_its_maximum_less_what_the_cards_save(box):
    a100 = box.catalog.gpu("a100-80gb-sxm")
    full = estimate_power(a100, 8, box.tco, kind="server")
    capped = estimate_power(a100, 8, box.tco, kind="server", power_limit_w=300, budget_w=6000)
    assert full.wall_w == 6500
    assert capped.wall_w == 6500 - 8 * (400 - 300)
    assert capped.budget_ok is True
