"""Different cards added up into one box ("a 4070 ti 12gb + a 3060 12gb = 24gb", "split three
ways") are one box whose fit is asked, not a comparison of the cards."""

import pytest

from assistant.question.intent_cues import GPUS_TOGETHER_RE
from assistant.question.split_cues import split_across
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "together"),
    [
        ("a 4070 ti 12gb + a 3060 12gb = 24gb, enough?", True),
        ("two 3090 24gb + one 3060 for 60gb", True),
        ("3090 + 2x 3060", True),
        ("16gb + 12gb = 28gb of vram", True),
        ("the 4090 costs $1800 and the 3090 $700", False),
        ("mixed box: one 3090 and one 3060 12gb", True),
        ("my rig has a 4090 and a 3090", True),
        ("hybrid setup of a 7900 xtx and a 6800", True),
        ("is the 4090 or the 3090 the better rig for me", False),
    ],
)
def test_cards_added_up_are_one_box(text, together):
    assert (GPUS_TOGETHER_RE.search(text) is not None) is together


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("mixtral split three ways across the cards", True),
        ("can i shard it 2-way", False),
        ("split 4 ways in llama.cpp", True),
        ("three ways to speed it up", False),
    ],
)
def test_a_split_counted_in_ways_is_a_split(text, split):
    assert split_across(text) is split


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "one 3090 24gb + one 3060 12gb = 36gb. qwen2.5 32b q4_k_m split two ways, 4k ctx — ok?",
            "yes",
        ),
        (
            "two 3060 12gb + one 4060 ti 16gb = 40gb: llama 3.3 70b at q4_k_m split three ways?",
            "no",
        ),
        ("mixed box: one 3090 and one 3060 12gb, can it run llama 3.3 70b q4?", "no"),
        ("my rig has a 4090 and a 3090, enough for qwen2.5 32b at q4?", "yes"),
    ],
)
def test_a_summed_box_is_fit_checked(advisor, question, verdict):
    """Cards summed, or named as what one box holds, are fit-checked as that box."""
    answer = advisor.ask(question)
    assert answer.kind == "fit_check"
    assert answer.verdict == verdict


@pytest.mark.parametrize(
    ("question", "box", "total"),
    [
        (
            "a 3090 24gb + a 3060 12gb = 36gb: qwen2.5 32b at q4_k_m split two ways, fits?",
            "3090",
            "36",
        ),
        ("4090和3060混插，一共36G，跑qwen2.5 32b q4能行吗", "4090", "36"),
    ],
)
def test_the_mixed_box_is_said_right_after_the_verdict(advisor, question, box, total):
    answer = advisor.ask(question)
    second = answer.answer.split("\n\n")[1]
    assert box in second and f"{total} GB" in second and "3060" in second
