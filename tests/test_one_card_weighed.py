"""A comparison word with one card and one model named weighs the model against the card
("405b in fp8 is ~410gb vs 320gb of hbm"): a fit asked, not a comparison with no second card."""

import pytest

from assistant.question.one_card_weighed import one_card_weighed
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _scores(**over):
    return {
        "compare": 4,
        "fit_check": 2,
        "speed": 0,
        "cost": 0,
        "recommend": 0,
        "rent_vs_buy": 0,
        **over,
    }


def test_a_model_against_one_card_moves_to_the_fit():
    scores = _scores()
    one_card_weighed({"model_ids": ["kimi-k2"]}, True, scores)
    assert scores["compare"] == 0 and scores["fit_check"] == 6


def test_a_price_against_one_card_moves_to_the_cost():
    scores = _scores()
    one_card_weighed({"unit": "per_hour"}, False, scores)
    assert scores["compare"] == 0 and scores["cost"] == 4


def test_two_models_on_one_card_stay_weighed():
    scores = _scores()
    one_card_weighed({"model_ids": ["qwen3-32b", "qwen2.5-72b"]}, True, scores)
    assert scores["compare"] == 4


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("4x a100 80gb, llama 3.1 405b at fp8: ~405gb of weights vs 320gb of hbm. hopeless?", "no"),
        ("one h100 80gb, qwen2.5 32b in bf16 — 64gb of weights vs 80gb of memory, tight?", "yes"),
        ("8张H100跑deepseek v3 fp8，671GB权重 vs 640GB显存，是不是没戏", "no"),
    ],
)
def test_weights_against_the_cards_memory_is_a_fit_check(advisor, question, verdict):
    answer = advisor.ask(question)
    assert answer.kind == "fit_check"
    assert answer.verdict == verdict


def test_a_speed_leading_leaves_the_comparison_alone():
    scores = _scores(speed=6)
    one_card_weighed({"model_ids": ["mistral-small-3.2-24b"]}, True, scores)
    assert scores["speed"] == 6 and scores["compare"] == 4 and scores["fit_check"] == 2


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 14b on one 4090: awq vs gptq vs gguf q4_k_m, which is better?",
        "vllm vs sglang for llama 3.1 8b on a single l40s — which gives more throughput?",
    ],
)
def test_options_weighed_on_one_card_stay_a_comparison(advisor, question):
    assert advisor.ask(question).kind == "compare"
