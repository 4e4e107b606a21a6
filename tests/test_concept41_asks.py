"""Explanations asked of readings and settings, not a card picked or a slow job hunted.

"prompt eval 2,800 tok/s but eval 38 tok/s, why such a gap?" (llama.cpp and ollama call the
decode "eval"), "MFU 和 GPU 利用率有啥区别", "步数对出图速度有影响吗": each asks why or how,
answered by the explanation kind.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.phase_gap import phase_gap_asked
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of

CATALOG = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_ollama_eval_rate_is_the_decode_beside_prompt_eval():
    assert phase_gap_asked(
        fold("ollama: prompt eval rate 1500 tokens/s, eval rate 40 tokens/s. why the gap?")
    )
    assert not phase_gap_asked(fold("prompt eval rate 1500 tokens/s on my 4090, why the gap?"))


def test_mfu_and_gpu_util_difference_is_a_concept():
    query = parse("what is the difference between mfu and gpu utilization", CATALOG)
    assert query.intent == "concept" and query.terms_related


def test_sampling_steps_effect_on_time_is_a_concept():
    query = parse(
        "do more sampling steps make each image take longer, does it affect speed?", CATALOG
    )
    assert query.intent == "concept" and query.explain_asked
    # a card named to time it on stays a speed question
    timed = parse("how fast is sdxl at 30 steps on a 4090", CATALOG)
    assert timed.intent != "concept"


def test_util_difference_answered_by_the_concept_kind(advisor):
    query, _, _ = turn_of(advisor, "gpu 利用率和 mfu 有什么区别，利用率 100% 就是满载吗")
    assert query.kind == "concept"


def test_prompt_and_eval_rates_gap_answered_by_the_concept_kind(advisor):
    query, _, _ = turn_of(
        advisor,
        "llama.cpp prints prompt eval 1,900 tok/s and eval 42 tok/s on my 4090, why so different?",
    )
    assert query.kind == "concept"
