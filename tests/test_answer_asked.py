"""What a question asks for decides what its answer leads with, whatever it talks about.

The ask is read from interrogative forms only (``question.answer_asked``); a figure stated is no
ask. The router trades a kind whose first line does not give what was asked for one that does
(``kinds.answers_asked``): an hourly rate asked beside a workload, a speed asked of a model that
may not fit, a bill asked after a serving plan, a card's memory asked beside a remark.
"""

from typing import get_args

import pytest

from assistant.kinds.answers_asked import KEPT_AS_READ
from assistant.kinds.registry import REGISTRY
from assistant.models import AnswerAsked
from assistant.question.answer_asked import answer_asked, asks_found
from assistant.question.text import fold
from tests.support.advisors import memory_advisor


def _asked(text: str) -> str | None:
    return answer_asked(asks_found(fold(text)))


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("autodl 上 3090 包时什么价？晚上想跑 sd 训练", "price"),
        ("what does a single L40S go for per hour on-demand at vast?", "price"),
        ("cheapest place to rent an 80gb card these days?", "price"),
        ("would buying my own A6000 pay for itself if i train 6h a day?", "rent_or_buy"),
        ("天天租 4090 跑图，还不如自己买一张？", "rent_or_buy"),
        ("两张 3090 全天开着，一个月电费大概多少", "power_cost"),
        ("what's the electricity bill for a 4x 4090 box running 24/7?", "power_cost"),
        ("qwen2.5 72b awq on 2x a6000 — how fast, tok/s?", "speed"),
        ("4060 ti 16g 跑 sdxl 一张几秒", "speed"),
        ("finetuning mistral 7b on 40k rows with one 4090, how long?", "duration"),
        ("一台 8 卡 l40s 部署 llama 70b，16k 上下文最多能同时服务几个人", "capacity"),
        ("a10g 是几 gb 显存", "card_spec"),
        ("how much vram does the rtx a4500 have", "card_spec"),
        ("quick one: the h20's hbm capacity and bandwidth, for a deck", "card_spec"),
        ("l20 显存带宽是多少", "card_spec"),
        ("qlora on llama 3 8b, 30k rows, one a10g — eta?", "duration"),
        ("4080 出 3000 张 sdxl，通宵够不够", "duration"),
        ("whisper medium on a t4, how many times faster than realtime?", "speed"),
        ("and what would that come to on runpod?", "price"),
        ("a6000 vs 3090 for a home lora box, which one?", "comparison"),
        ("5080 和 4090 跑 flux 谁更快", "comparison"),
        ("4090 vs a6000 有啥区别，价格差多少", "comparison"),  # the gap, in price or otherwise
        ("what's in a g5.12xlarge exactly", "instance_contents"),
        ("how big is the kv cache for qwen2.5 14b at 32k?", "kv_memory"),
    ],
)
def test_the_ask_is_read_from_the_question_form(text, asked):
    assert _asked(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        "i pay $0.39/hr for a 3090 on vast and my electricity is 30c/kwh",  # figures stated
        "电费一度六毛，我每天跑 10 小时 flux",  # a tariff and hours said, nothing asked of them
        "租 4090 多少钱一小时，跑 70b 能跑多快",  # a price and a speed: two asks, neither leads
        "l40 和 l40s 为什么价格差这么多",  # "为什么价格" is a why, no "什么价" asked
        "200 flux images a week for my studio, rent or buy — which card?",  # a weighing and a pick
    ],
)
def test_figures_stated_or_two_asks_read_as_no_ask(text):
    assert _asked(text) is None


def test_a_payback_asked_is_a_weighing_not_a_duration():
    assert _asked("买两张 4090 自己跑，多久回本？") == "rent_or_buy"
    assert asks_found(fold("how long until an a100 pays for itself vs runpod?")) >= {"rent_or_buy"}


def test_every_kind_the_ask_may_move_to_gives_it_and_none_kept_as_read_does():
    giving = {k.name for k in REGISTRY if k.gives}
    assert not giving & KEPT_AS_READ
    for asked in get_args(AnswerAsked):
        assert any(asked in k.gives for k in REGISTRY), asked
    # what a kind leads with comes first: a count of users is the serving kind's lead
    assert [k.name for k in REGISTRY if k.gives[:1] == ("capacity",)] == ["serve"]


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def test_an_hourly_rate_asked_beside_a_workload_is_priced_at_the_provider(advisor):
    answer = _last(advisor, "autodl 上 4090 按小时什么价？打算挂一晚上跑 comfyui 出图")
    assert answer.kind == "price"
    first = answer.answer.splitlines()[0]
    assert "每卡每小时" in first and "AutoDL" in first
    assert "购买价" not in first  # the rent asked, not the card's launch price


def test_a_speed_asked_of_a_model_that_does_not_fit_still_gives_the_speed(advisor):
    answer = _last(
        advisor, "m3 ultra 512g 上 deepseek v3 q4 每秒能吐几个 token？别只告诉我能不能跑"
    )
    assert answer.kind == "speed"
    assert "tokens/s" in answer.answer.splitlines()[0]


def test_a_bill_asked_after_a_serving_plan_is_the_bill(advisor):
    answer = _last(
        advisor,
        "one 3090 serving llama 3.1 8b on vllm, 4k per chat: how many users at once?",
        "and if it runs 24/7 at $0.20/kWh, what's the electricity cost per month?",
    )
    assert answer.kind == "power"
    assert answer.answer.splitlines()[0].startswith("**About $")


def test_a_cards_memory_asked_with_a_remark_is_its_row(advisor):
    answer = _last(advisor, "a4000 是几 g 显存的？单槽那个是吧")
    assert answer.kind == "catalog"
    assert "16 GB" in answer.answer.splitlines()[0]


def test_an_hourly_rate_asked_of_an_instance_after_its_contents(advisor):
    answer = _last(
        advisor,
        "what's inside a p5.48xlarge, how many h100s and how much ram?",
        "right, and what does it go for per hour on-demand?",
    )
    assert answer.kind == "price"
    assert "per GPU-hour" in answer.answer.splitlines()[0]


def test_owning_asked_against_a_monthly_cloud_bill_is_weighed_not_hosted(advisor):
    answer = _last(
        advisor,
        "we spend about $5k a month on a g6e.12xlarge 24/7. would owning 4x l40s in a colo at "
        "$200/kW/month be cheaper?",
    )
    assert answer.kind == "rent_vs_buy"
    assert "month" in answer.answer.splitlines()[0]


def test_a_count_grouped_in_thousands_is_the_job_timed_in_a_follow_up(advisor):
    answer = _last(
        advisor,
        "rtx 4080 super, sdxl 1024x1024 at 30 steps: how many seconds an image?",
        "ok so 12,000 images on it would take how long?",
    )
    first = answer.answer.splitlines()[0]
    assert answer.kind == "workload_speed"
    assert "hours for the job" in first


def test_a_comparison_asked_of_two_named_cards_sets_them_side_by_side(advisor):
    answer = _last(advisor, "tesla p100 vs p40 for a cheap llama.cpp server, which one?")
    assert answer.kind == "compare"
    first = answer.answer.splitlines()[0]
    assert "P40" in first and "P100" in first


def test_a_type_s_contents_asked_after_a_serving_count_is_its_sheet(advisor):
    answer = _last(
        advisor,
        "40 analysts on qwen2.5 32b awq at 16k context: how many l40s do we need?",
        "could one g6e.12xlarge do it? what's in one exactly",
    )
    assert answer.kind == "instance"
    assert answer.answer.splitlines()[0].startswith("**g6e.12xlarge**")


def test_a_cards_figures_asked_as_a_request_are_its_row(advisor):
    answer = _last(advisor, "need the h200's hbm capacity and the tb/s figure for a slide")
    assert answer.kind == "catalog"
    first = answer.answer.splitlines()[0]
    assert "141 GB" in first and "4,800 GB/s" in first


def test_training_images_counted_before_the_repeats_time_the_whole_run(advisor):
    answer = _last(
        advisor, "3090 上 kohya 炼 sd1.5 lora，素材 30 张 repeat 10，10 个 epoch，要炼多久"
    )
    assert answer.kind == "workload_speed"
    assert "整个任务约" in answer.answer.splitlines()[0]


def test_clips_counted_around_the_model_s_name_and_variant_are_the_job(advisor):
    answer = _last(advisor, "20 wan2.1 1.3b t2v clips at 480p on one 4090, how many hours?")
    assert "hours for the job" in answer.answer.splitlines()[0]
