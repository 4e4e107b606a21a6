"""A follow-up about the card an answer picked, and a price over a stated use per day.

"what would that cost" after a pick prices the picked card, not a new pick under the old
purchase budget; "10 hours a day, per month" prices 304 hours, not 730.
"""

from __future__ import annotations

import pytest

from assistant.question.follow_pick import picked_setup
from tests.support.advisors import memory_advisor


def _turns(*questions: str):
    return memory_advisor().converse(list(questions)).turns


@pytest.mark.parametrize(
    ("first", "follow"),
    [
        ("what should i buy for 32b models, budget $2000", "ok and renting that, per hour?"),
        ("预算五千，想跑qwen3 14b，买什么卡", "那租这张卡一小时多少钱"),
    ],
)
def test_a_price_after_a_pick_prices_the_picked_card(first: str, follow: str) -> None:
    pick, price = _turns(first, follow)
    assert pick.answer is not None and pick.answer.kind == "recommend"
    assert pick.picked is not None
    answer = price.answer
    assert answer is not None and answer.kind == "price"
    priced = [c.input.get("gpu") for c in answer.tool_calls if c.tool == "price_job"]
    assert priced[0] == pick.picked.gpu_id  # the card picked, whatever the book rents
    assert price.query.budget is None  # the purchase budget no longer bounds a rental
    assert not any(c.tool == "recommend_setup" for c in answer.tool_calls)


def test_a_speed_after_a_pick_times_the_picked_card() -> None:
    pick, speed = _turns("budget 2000 usd, which card for a 32b model?", "how fast would it be")
    assert pick.picked is not None
    answer = speed.answer
    assert answer is not None and answer.kind == "speed"
    assert speed.query.gpus[0].gpu_id == pick.picked.gpu_id
    assert "tokens/s" in answer.answer.splitlines()[0]
    assert "yolo" not in answer.answer.lower()  # no vision timing quoted for a 32B's speed


def test_a_fit_with_another_model_after_a_pick_picks_again() -> None:
    _, again = _turns("budget 2000 usd, which card for a 32b model?", "could it do 70b as well")
    assert again.answer is not None and again.answer.kind == "recommend"


def test_only_a_pick_is_stored_as_picked() -> None:
    (fit,) = _turns("can a 4090 run qwen3 14b at int4?")
    assert picked_setup(fit.answer) is None and fit.picked is None


@pytest.mark.parametrize(
    ("question", "hours", "words"),
    [
        ("renting one h100 about 6 hours a day — what's that a month?", 182.5, "per month"),
        ("租一张 4090，每天开 8 小时，一个月花多少", 243.3, "每月"),
        ("an a100 for two weeks, 8 h a day, total?", 112.0, "in total"),
        ("h100 的话三个月，每天 8 小时，总共多少钱", 730.0, "合计"),
    ],
)
def test_a_use_per_day_prices_its_hours(question: str, hours: float, words: str) -> None:
    answer = memory_advisor().ask(question)
    priced = [c for c in answer.tool_calls if c.tool == "price_job"]
    assert priced and priced[0].input["hours"] == hours
    assert words in answer.answer.splitlines()[0]
    assert "730 h" not in answer.answer.splitlines()[0]


def test_a_month_around_the_clock_or_per_hour_is_unchanged() -> None:
    month = memory_advisor().ask("h100 running 24/7, monthly cost?")
    assert [c.input["hours"] for c in month.tool_calls if c.tool == "price_job"][0] == 730.0
    hourly = memory_advisor().ask("a100 per hour if i use it 5h a day")
    assert "per GPU-hour**" in hourly.answer.splitlines()[0]


@pytest.mark.parametrize(
    "question",
    [
        "已经有张3090了，打算再入一张3060做副卡跑32b，能行不",
        "got a 3090 already, thinking of buying a 3060 as a second card for 32b, would that work?",
    ],
)
def test_a_second_card_bought_for_the_box_is_the_box_s_fit(question: str) -> None:
    answer = memory_advisor().ask(question)
    assert answer.kind == "fit_check" and answer.verdict in ("yes", "conditional")
    first = answer.answer.splitlines()[0]
    assert "RTX 3090 + 1 × RTX 3060" in first  # the box, not two of its smaller card
    assert "2 × RTX 3060" not in first


def test_a_speed_follow_up_quotes_nothing_that_only_names_the_card() -> None:
    turns = ["would a 3090 hold a 32b model?", "ok and how fast would that be"]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer is not None and answer.kind == "speed"
    assert "NVLink" not in answer.answer and "Ultralytics" not in answer.answer


@pytest.mark.parametrize(
    "turns",
    [
        ["qwen3 8b at 128k with yarn, how big is the kv cache", "yarn 是什么？开了有啥副作用"],
        ["llama 3.1 70b 128k 的 kv cache 多大", "rope 是啥？"],
    ],
)
def test_a_term_asked_after_a_sizing_is_explained_on_its_own(turns: list[str]) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer is not None and answer.kind == "concept"
    assert any(c.doc_id == "long-context" for c in answer.citations)


@pytest.mark.parametrize(
    "turns",
    [
        ["lambda h100 per hour?", "what's that per month if it stays up 24/7"],
        [
            "how long for whisper large on a t4 over 300 hours of audio",
            "and what's the bill for that on aws?",
        ],
    ],
)
def test_a_follow_up_pointing_back_is_not_a_term_of_its_own(turns: list[str]) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer is not None and answer.kind not in ("concept", "unsupported")
