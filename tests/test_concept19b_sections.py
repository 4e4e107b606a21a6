"""Explanations led by the section that answers them: ZeRO stages, resolution cost, context memory.

Mechanisms, each in phrasings of its own: a runner-up that holds twice as much of a "why" as
retrieval's best leads even with no card named; a figure written with its unit ("1536px",
"2.25x") matches the bare figure a guide writes; and the guide sections on when ZeRO-3 is
needed, on how resolution scales a diffusion model's time, and on why a longer context takes
more memory.
"""

import pytest

from assistant.answer.concept import _overlap, _with_joined
from assistant.rag.lexical import tokenize
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, question):
    answer = advisor.ask(question)
    return answer, answer.answer.split("\n\n")[0]


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("renders at 1536 px", "1536px"),
        ("about 2.25 times", "2.25x"),
        ("from 768 to 1280", "768px"),
    ],
)
def test_a_bare_figure_matches_the_figure_with_its_unit(text, term):
    assert term in _with_joined(tokenize(text))


@pytest.mark.parametrize("text", ["2 GPUs", "a 3 step plan", "x8 lanes"])
def test_a_small_whole_number_is_not_a_multiplier(text):
    have = _with_joined(tokenize(text))
    assert not {"2x", "3x", "8x"} & have
    assert _overlap(text, {"2x", "3x"}, {}) == 0


@pytest.mark.parametrize(
    "question",
    [
        "what is the difference between zero-2 and zero-3, and when is zero-3 needed?",
        "zero-3 vs zero-2: when is zero-3 actually necessary",
        "ZeRO-2 和 ZeRO-3 的区别是什么，什么情况下必须上 ZeRO-3",
        "ZeRO-3 和 FSDP 全分片有什么关系，啥时候需要",
    ],
)
def test_when_zero3_is_needed_is_answered_from_its_section(advisor, question):
    answer, first = _first(advisor, question)
    assert answer.intent == "concept"
    assert answer.citations[0].doc_id == "distributed-training"
    assert "ZeRO-3" in first
    assert ("16" in answer.answer) and ("ZeRO-2" in answer.answer)


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("why is sdxl at 2048px so much slower than at 1024px, way over 4x?", "2048"),
        ("why does a 1536px sdxl image take nearly 3x the time of 1024px instead of 2.25x", "1536"),
        ("为什么分辨率从 1024 提到 2048 以后，SDXL 每张图慢了不止 4 倍", "2048"),
        ("SDXL 出 1536 的图为什么比 1024 慢将近 3 倍，像素只多 2.25 倍", "1536"),
    ],
)
def test_resolution_cost_is_explained_by_attention(advisor, question, figure):
    answer, first = _first(advisor, question)
    assert answer.intent == "concept"
    assert answer.citations[0].doc_id == "concepts-explained"
    assert "Flux" not in first and "FLUX" not in first
    assert figure in answer.answer
    assert ("attention" in answer.answer) or ("注意力" in answer.answer)


@pytest.mark.parametrize(
    "question",
    [
        "same model, raising the context from 4k to 32k took several more GB of VRAM, why?",
        "why does a 32k context eat gigabytes more memory than 4k on the same model?",
        "同一个模型上下文从 4k 改成 32k，显存为什么多占了好几 GB",
        "为什么把上下文开到 32k 以后显存比 4k 时多了好几个 G",
    ],
)
def test_context_memory_growth_leads_with_the_kv_cache(advisor, question):
    answer, first = _first(advisor, question)
    assert answer.intent == "concept"
    assert answer.citations[0].doc_id == "long-context"
    assert "32k" in first and "4.3" in first
    assert "KV" in first
