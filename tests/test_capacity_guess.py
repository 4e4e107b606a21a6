"""A user count guessed after the count is asked, and a count served on Ollama's own slots.

"how many can hit it at once? like 5?" still asks the count: the answer gives it and says
whether the guess holds. A count asked of Ollama or llama.cpp is sized on llama.cpp's parallel
slots at the GGUF type said, not on vLLM, and says which ``--parallel`` it needs.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from assistant.question.users_guessed import guessed_users
from tests.support.advisors import memory_advisor as _build

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("text", "guess"),
    [
        ("two l40s on vllm with llama 3 8b, how many users can it hold? maybe 50?", 50),
        ("how many people could use one 4090 for qwen3 14b at once, say 8 or so?", 8),
        ("两张 a6000 跑 qwen3 32b，能撑几个人同时用？二十个人行吗", 20),
        ("一张 l20 跑 glm4 9b 能带多少并发？30 路有吗", 30),
        # no guess: a count asked alone, or a number that is not after the count asked
        ("how many users can one l40s hold on llama 3 8b", None),
        ("5 of us share a 3090 for mistral 7b, how many can use it at once?", None),
    ],
)
def test_the_guess_is_read_after_the_count_asked(text: str, guess: int | None) -> None:
    query = parse(text, CAT)
    assert query.users_guessed == guess
    assert guessed_users(text.lower()) == guess


def test_a_guess_is_not_a_load_to_size_for() -> None:
    query = parse("how many people could use one 4090 for qwen3 14b at once, say 8 or so?", CAT)
    assert query.users is None
    assert query.asks_capacity


def test_the_answer_gives_the_count_and_judges_the_guess(advisor) -> None:
    answer = advisor.ask("one L40S with llama 3 8b on vllm, how many users at once? like 10?")
    line = first_line(answer.answer)
    assert answer.kind == "serve"
    assert line.startswith("About 53 concurrent users, so 10 at once is fine")
    assert answer.verdict == "yes"
    short = advisor.ask("一张 3090 用 vllm 跑 qwen3 32b int4，能撑几个人同时用？二十个人行吗")
    assert "到不了你说的 20 个" in first_line(short.answer)
    assert short.verdict == "no"


@pytest.mark.parametrize(
    "text",
    [
        "ollama with qwen3 14b on one 4090, how many people can chat with it at the same time?",
        "llama.cpp server 跑 qwen3 14b q4_k_m，一张 4090 能撑多少并发",
    ],
)
def test_a_count_on_ollama_is_sized_on_its_parallel_slots(advisor, text: str) -> None:
    answer = advisor.ask(text)
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["engine"] == "llama.cpp"
    assert call.input["precision"] == "q4_k_m"
    line = first_line(answer.answer)
    assert "19" in line and "llama.cpp" in line
    said = " ".join(answer.assumptions)
    assert "--parallel 19" in said and "OLLAMA_NUM_PARALLEL=19" in said
