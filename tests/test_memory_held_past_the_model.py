"""Memory seen held past the model's size, asked why: the runtimes' reserves, no card checked.

"nvidia-smi: 23/24 GB used, the model is 13 GB, why?" names no runtime; the answer says how
each one reserves (vLLM and SGLang a share of the card, llama.cpp and Ollama the whole
context's cache, PyTorch's caching allocator) and asks which one is used. With vLLM named, its
own share is said; either way the question is an explanation, never a verify of the card.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(answer) -> str:
    return answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "opening"),
    [
        ("my 3090 sits at 22.8/24gb used yet the model is just 13gb. why so much?", "**Normal,"),
        ("why does vram stay maxed out when the weights are tiny", "**Normal,"),
        ("显存占了 23g，可模型文件才 9g，为什么", "**正常，"),
    ],
)
def test_no_runtime_named_explains_every_reserve(advisor, question, opening):
    answer = advisor.ask(question)
    first = _first(answer)
    assert answer.kind == "concept"
    assert first.startswith(opening)
    assert "90%" in first and "num_ctx" in first and "memory_allocated" in first


def test_vllm_named_gets_its_own_share(advisor):
    answer = advisor.ask("sglang 一启动显存就吃满 44g，模型才 15g，这正常吗")
    assert answer.kind == "concept"
    assert _first(answer).startswith("**不是泄漏：SGLang")


def test_an_oom_beside_the_hold_stays_a_trouble(advisor):
    question = "model is only 8gb but 24gb used and then cuda out of memory, why"
    query = parse(question, advisor.catalog)
    assert not query.held_memory_asked


def test_a_model_smaller_than_the_hold_is_needed_without_a_runtime(advisor):
    assert not parse("nvidia-smi shows 20/24gb used, why", advisor.catalog).held_memory_asked


@pytest.mark.parametrize(
    ("question", "count"),
    [("H20 卡八张能不能跑 qwen3 235b", 8), ("手上 3090 显卡两张，够跑 70b 吗", 2)],
)
def test_a_count_after_the_word_card_counts_the_cards(advisor, question, count):
    query = parse(question, advisor.catalog)
    assert [g.count for g in query.gpus] == [count]
