""" "What's the cheapest thing I can rent to run it?" after a fit check asks for a pick.

The card of the earlier turn said again ("if that's too tight on the 3060") adds no card, so
the pick is not turned back into a fit check; "too" before a word is the intensifier, not "as
well" (no second card of the same kind joins the box); and "run it" names the earlier job, not
inference.
"""

import pytest

from assistant.question.follow_markers import cue_intent
from assistant.question.markers import fold
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "what's the cheapest thing i could rent for that",
        "ok, best machine to rent for this then?",
        "cheapest rental box that handles it?",
    ],
)
def test_the_cheapest_thing_to_rent_is_a_pick(text):
    assert cue_intent(fold(text)) == "recommend"


@pytest.mark.parametrize(
    ("first", "then", "method"),
    [
        (
            "qlora of qwen2.5 14b on one rtx 3060 12gb at seq 2048 — will it fit?",
            "if that's too tight on the 3060, what's the cheapest thing to rent to run it?",
            "QLoRA",
        ),
        (
            "full fine-tune of qwen2.5 1.5b on a single 4060 ti 16gb, bf16, seq 1024. doable?",
            "and if it's too small on the 4060 ti, cheapest gpu i can rent to do it?",
            "ull fine-tun",
        ),
    ],
)
def test_a_rental_asked_after_a_fit_is_a_pick_for_the_same_job(advisor, first, then, method):
    answer = last_answer(advisor, first, then)
    assert answer.kind == "recommend"
    first = answer.answer.splitlines()[0]
    assert "is the pick" in first and method in first and "/h" in first


def test_too_before_a_word_adds_no_card(advisor):
    turns = advisor.converse(
        [
            "llama 3.1 8b lora on one 3090, seq 2048 — fits?",
            "if it's too tight on the 3090, what's the cheapest thing i can rent?",
        ]
    ).turns
    query = turns[-1].query
    assert all(g.count == 1 for g in query.gpus)
    assert query.method == "lora"


def test_a_card_added_with_too_at_the_end_still_joins(advisor):
    turns = advisor.converse(
        ["can a 3090 run qwen2.5 32b at q4?", "what if i add a 3060 too?"]
    ).turns
    ids = {g.gpu_id for g in turns[-1].query.gpus}
    assert ids == {"rtx-3090", "rtx-3060"}
