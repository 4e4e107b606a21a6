"""Users named by who they are or added after a fit, and a plan on Ollama sized on its own slots.

"5 family members at once", "80 support agents, each with a 6k chat" are the users served; a
load of users said after a fit ("assuming it loads, can it take all 30 of us at once?") asks
how the setup serves them. A plan for N users on Ollama or llama.cpp on a discrete card runs
the GGUF type said on llama.cpp's parallel slots (and says how to set them); a Mac keeps
llama.cpp at the type's width.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor as _build

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("can one a6000 keep up with 6 family members chatting with qwen3 14b at once?", 6),
        ("40 customer-support agents on llama 3.1 8b at the same time, one l40s enough?", 40),
        ("12 of our researchers on 2x a100 with qwen3 32b simultaneously, fast enough?", 12),
        ("15 teammates hitting one 4090 with mistral small at the same time, ok?", 15),
        # a head count with the load said apart is the load
        ("tool for ~200 engineers, maybe 20 using it at once, qwen3 32b on 2x l40s?", 20),
    ],
)
def test_people_named_by_who_they_are_are_the_users(advisor, text: str, users: int) -> None:
    assert advisor.answer_turn(text).query.users == users


def test_a_load_of_named_people_is_a_serving_question(advisor) -> None:
    answer = advisor.ask("40 support agents, each with a long chat, llama 3.1 8b on one l40s?")
    assert answer.kind == "serve"
    assert "40" in first_line(answer.answer)


def test_a_plan_on_ollama_runs_its_gguf_type_on_parallel_slots(advisor) -> None:
    answer = advisor.ask("ollama on 2x 3090 with llama 3.3 70b q4, enough for 10 people at once?")
    call = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert call.input["engine"] == "llama.cpp"
    assert call.input["precision"] == "q4_k_m"
    assert "OLLAMA_NUM_PARALLEL=10" in answer.answer
    assert not any("continuous-batching" in note for note in answer.assumptions)


def test_a_plan_on_vllm_with_a_gguf_name_is_still_served_at_its_width(advisor) -> None:
    answer = advisor.ask("vllm serving qwen3 32b awq on 2x 4090 for 20 users at once, enough?")
    call = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert call.input["engine"] == "vllm"
    assert call.input["precision"] == "int4"


@pytest.mark.parametrize(
    ("first", "then", "users"),
    [
        (
            "mistral small 3.2 24b fp8 on one l40s with vllm, will it load?",
            "ok and if 25 of our analysts use it at the same time, does it hold up?",
            25,
        ),
        ("qwen3 32b 在两张 4090 上 int4 放得下吗", "那我们组 12 个人同时用呢，扛得住吗", 12),
    ],
)
def test_a_load_said_after_a_fit_is_a_serving_question(advisor, first, then, users) -> None:
    turns = advisor.converse([first, then]).turns
    assert turns[0].answer.kind == "fit_check"
    answer = turns[-1].answer
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert call.input["users"] == users
    assert answer.verdict in ("yes", "no")


def test_staff_on_named_cards_are_sized_at_their_peak_and_said(advisor) -> None:
    # "120 staff" is who uses it, not 120 at once: the plan's users and the note both say so
    answer = advisor.ask("120 staff on qwen3 32b awq, one h100, enough headroom or a second one?")
    assert answer.kind == "serve"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.input["users"] < 120
    assert any("120 people" in a for a in answer.assumptions)
    assert not any("one user at a time" in a for a in answer.assumptions)
