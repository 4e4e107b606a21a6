"""Cards named as the options of a decision in more shapes: the asker torn between them, a box
being put together, "X vs Y vs something else"; and a service sized by its users ("a 100-user
internal chatbot"). "Putting together a box" is no pair of cards in one box."""

import pytest

from assistant.question.choosing import named_candidates
from assistant.question.intent_cues import GPUS_TOGETHER_RE
from assistant.question.request import _concurrent_users
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _two(budget=None, **job):
    from assistant.models import GPUAsk

    gpus = [GPUAsk(gpu_id="rtx-3090"), GPUAsk(gpu_id="rtx-4080")]
    return {"gpus": gpus, "budget": budget, **job}


@pytest.mark.parametrize(
    ("text", "slots", "expected"),
    [
        ("$1000 budget, torn between a 3090 and a 4080 for 14b", _two(1000, params_b=14.0), "only"),
        ("torn between a 3090 and a 4080 for 14b models", _two(params_b=14.0), None),
        ("building a rig for 70b at q4, $1500: 3090 or 4080?", _two(1500, params_b=70.0), "only"),
        ("3090 vs 4080 vs something else for qwen 32b", _two(model_id="qwen3-32b"), "open"),
        ("3090 vs 4080, how much faster for sdxl?", _two(), None),
    ],
)
def test_the_cards_of_a_decision(text, slots, expected):
    assert named_candidates(text, slots) == expected


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("a 100-user internal chatbot on qwen", 100),
        ("sizing a 40 user rag app", 40),
        ("our 250-users support bot", 250),
        ("a 7-user team", 7),
        ("a 100-gb chatbot dataset", None),
    ],
)
def test_a_service_sized_by_its_users(text, users):
    assert _concurrent_users(text) == users


def test_putting_a_box_together_pairs_no_cards():
    assert GPUS_TOGETHER_RE.search("putting together my first llm box") is None
    assert GPUS_TOGETHER_RE.search("run the 3090 and 3060 together") is not None


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        (
            "about $2000 for the gpu, want 70b at q4. torn between two used 3090s and a 4090?",
            "recommend",
        ),
        ("预算一万二，想跑32b，纠结4090还是两张3090", "recommend"),
        (
            "a 60-user internal assistant on llama 3.1 8b at 8k: l4 vs a10 vs something else?",
            "serve",
        ),
    ],
)
def test_torn_between_cards_gets_a_pick(advisor, question, kind):
    answer = advisor.ask(question)
    assert answer.kind == kind
    assert "vs" not in answer.answer.splitlines()[0].split(":")[0]
