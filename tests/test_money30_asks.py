"""What a money question asks, kept on every path: a rate asked in a follow-up, the card a
workload pick chose, two cards weighed per dollar, an edge weighed against its price, a price
gap stated (no budget), an API left for owning against a rental, hours of audio timed.

Phrasings of our own, English and Chinese, sharing the mechanism but not the cases' words.
"""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    "turns",
    [
        ("what GPUs does a p4d.24xlarge have?", "nice, and the spot hourly for that one?"),
        ("4090 和 3090 跑 14b 推理谁快", "那 4090 在算家云按小时几块钱"),
    ],
)
def test_rate_asked_in_a_follow_up_is_priced(advisor, turns):
    answer = _ask(advisor, *turns)
    assert answer.kind == "price"
    assert any(c.tool == "price_job" for c in answer.tool_calls)


def test_yuan_asked_is_no_card_count(catalog):
    assert not parse("H20 按小时租大概几块钱", catalog).asks_gpu_count
    assert parse("跑 72b 要几块 H20", catalog).asks_gpu_count


def test_follow_up_timed_on_the_card_a_workload_pick_chose(advisor):
    first = (
        "need to transcribe 300 hours of meetings a week with whisper large-v3, cheapest card"
        " to buy under $500?"
    )
    pick = advisor.converse([first]).turns[-1].answer
    (call,) = [c for c in pick.tool_calls if c.tool == "recommend_workload_gpu"]
    best = call.output["best"]["gpu_id"]
    answer = _ask(advisor, first, "and how long do those 300 hours take on it?")
    assert answer.kind == "workload_speed"
    (speed,) = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    assert speed.input["gpu"] == best and speed.input["audio_hours"] == 300.0


@pytest.mark.parametrize(
    "turns",
    [
        ("A100 vs H100 for serving llama 3 70b", "and per dollar if we rent both on lambda?"),
        ("H100 和 A100 跑 llama 70b 推理谁强", "那都租的话，每块钱哪个更值"),
    ],
)
def test_two_cards_rented_per_dollar_are_compared(advisor, turns):
    answer = _ask(advisor, *turns)
    assert answer.kind == "compare"
    calls = [c for c in answer.tool_calls if c.tool == "compare_gpus"]
    assert calls and all(len(c.input["gpus"]) == 2 for c in calls)
    assert any(w in answer.answer for w in ("per 1M tokens", "每百万 token"))  # the money weighed


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("lora on a 7b: is the 4090 over the 3090 worth the premium?", "compare"),
        ("跑 sdxl，4070 super 和 4070 ti super 出图速度差距多大", "workload_compare"),
    ],
)
def test_edge_weighed_against_price_is_a_comparison(advisor, question, kind):
    assert _ask(advisor, question).kind == kind


@pytest.mark.parametrize(
    "question",
    [
        "3090 和 4090 跑 flux 出图差多少，差价 6000",
        "4070 vs 4080 for stable diffusion, the price difference is about $400",
    ],
)
def test_price_gap_is_no_budget(catalog, question):
    assert parse(question, catalog).budget is None


@pytest.mark.parametrize(
    "question",
    [
        "we want to move speech-to-text off the API and self-host whisper 24/7: buy two L4s for"
        " our rack, or keep renting g6.xlarge?",
        "语音识别想从 API 换成自己跑 whisper，全天候，买两张 4090 还是一直租 autodl 的 4090",
    ],
)
def test_api_left_for_owning_against_a_rental(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "rent_vs_buy"
    (call,) = [c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    assert call.input["count"] == 2 and call.input["utilization"] == 1.0


@pytest.mark.parametrize(
    "question",
    [
        "run 3,000 hours of interview recordings through whisper large-v3 on one L40S, rough"
        " estimate?",
        "一张 4090 用 whisper large-v3 转 2000 小时会议录音，估一下",
    ],
)
def test_hours_of_audio_on_cards_are_timed(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "workload_speed"
    (call,) = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    assert call.input["audio_hours"] in (3000.0, 2000.0)


def test_bill_gap_is_no_card_comparison(catalog):
    assert parse("这台 3090 主机和 4090 主机一年电费差多少", catalog).answer_asked != "comparison"
    assert parse("3090 和 4090 跑 sdxl 速度差多少", catalog).answer_asked == "comparison"


def test_audio_rented_at_a_rate_is_a_bill(advisor):
    answer = _ask(
        advisor,
        "800 hours of support calls through whisper large-v3 on vast 3090s at $0.20/hr, total?",
    )
    assert answer.kind == "price"
