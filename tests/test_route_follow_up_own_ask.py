"""A follow-up that asks a new kind by its own slots (a PSU for the cards, a provider's hourly
rate) takes that kind; a comparative with no second term ("how much slower on an A100?") is a
follow-up weighed against the earlier answer, on the new card."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("turns", "kind", "first"),
    [
        (
            ("two 4090s, can they hold qwen2.5 32b at q8?", "and what psu should i get for them?"),
            "power",
            "power supply",
        ),
        (("两张3090能跑llama 3.1 70b q4吗", "那电源要多大的才够这两张"), "power", "电源"),
        (
            (
                "one h100, does llama 3.1 70b fp8 fit?",
                "ok, what does lambda charge per hour for it",
            ),
            "price",
            "$",
        ),
        (("单张A100 80G能装下qwen2.5 72b int4吗", "好，那autodl上按小时怎么收"), "price", "¥"),
    ],
)
def test_a_follow_up_asking_a_new_thing_takes_its_kind(advisor, turns, kind, first):
    answer = _last(advisor, *turns)
    assert answer.kind == kind
    assert first in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("turns", "card"),
    [
        (
            (
                "full finetune of llama 3.2 1b, 50k samples, 3 epochs on one a100 80gb — how long?",
                "and how much faster on a rented h100 sxm?",
            ),
            "H100",
        ),
        (
            ("lora微调qwen2.5 7b，8万条样本，2个epoch，一张4090要多久", "换成租来的H100能快多少"),
            "H100",
        ),
    ],
)
def test_a_comparative_follow_up_times_the_job_on_the_new_card(advisor, turns, card):
    answer = _last(advisor, *turns)
    assert answer.kind == "job_duration"
    assert card in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("turns", "first"),
    [
        (
            ("rtx 2060 6gb, can it run qwen2.5 7b at q8?", "what should i upgrade to, about $500?"),
            "$",
        ),
        (("我的1660能跑llama 3.1 8b q4吗", "那换什么卡好，预算3000块"), "¥"),
    ],
)
def test_a_card_to_get_with_a_budget_after_a_fit_is_a_recommendation(advisor, turns, first):
    answer = _last(advisor, *turns)
    assert answer.kind == "recommend"
    assert first in answer.answer.splitlines()[0]
