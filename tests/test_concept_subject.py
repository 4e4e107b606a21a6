"""A concept answer leads with a section on the things asked, never with a pointer elsewhere.

The subject is what the question names (VRAM, compute, GDDR7, llama.cpp); a section that shares
only generic words, or names one of two things compared, does not lead; a sentence that only
sends the reader to another guide never leads; and when nothing answers, the first line says so
and names the closest sections.
"""

from __future__ import annotations

import pytest

from assistant.answer.citing import Evidence
from assistant.answer.compose import Draft
from assistant.answer.concept import build, compose_concept
from assistant.answer.concept_subject import is_pointer, names_subjects, subject_groups
from assistant.catalog.specs import load_catalog
from assistant.models import Query
from assistant.question.topic import topic_terms
from tests.support.advisors import last_answer, memory_advisor


def _query(text: str, lang: str = "en") -> Query:
    return Query(text=text, language=lang, intent="concept", topic_terms=topic_terms(text))


def _section(heading: str, text: str, lang: str = "en", score: float = 1.0) -> Evidence:
    return Evidence(
        doc_id="g",
        title="A guide",
        section=heading,
        text=text,
        source=f"guides/{lang}/g.md",
        lang=lang,
        score=score,
    )


@pytest.mark.parametrize(
    ("sentence", "pointer"),
    [
        ('Sizing for these servers is in "Serving LLMs: engines and memory budgets".', True),
        ('For bigger rooms see "Building a GPU room: power and cooling in detail".', True),
        (
            'Cost figures are in "Renting versus owning GPUs over three years"; the network'
            ' side is covered in "Cluster networking for distributed training".',
            True,
        ),
        ("部署软件见《大模型推理部署：引擎与显存》，计费方式见《云 GPU 计费模式》。", True),
        ('Work out the total cost first (see "Renting versus owning GPUs"), then decide.', False),
        ("Tensor parallelism needs fast links; see NCCL's documentation for tuning.", False),
        ("训练时链路慢会拖慢每一步（见《分布式训练指南》），所以要先测带宽。", False),
        ("A 70B model at 4 bits is about 40 GB.", False),
    ],
)
def test_a_sentence_that_only_points_to_another_guide_is_a_pointer(sentence, pointer):
    assert is_pointer(sentence) is pointer


def test_the_subject_is_the_things_named_not_the_framing_words():
    groups = subject_groups(_query("which counts for more on a local LLM box, VRAM or compute?"))
    assert any("vram" in g and "显存" in g for g in groups)
    assert any("compute" in g and "算力" in g for g in groups)
    assert not any("llm" in g for g in groups)  # "LLM" frames every question here
    known = [_section("显存类型", "RTX 5090 用 GDDR7 显存。", "zh")]
    zh = subject_groups(_query("GDDR7 显存和带宽值得多花钱吗", "zh"), known)
    assert frozenset({"gddr7"}) in zh and any("显存" in g for g in zh)
    assert any("带宽" in g and "bandwidth" in g for g in zh)
    # a name no guide knows is no subject to hold a section to; one concept alone is none either
    assert subject_groups(_query("is EXL3 good for disk space?"), known) == ()


def test_a_section_naming_only_one_of_two_things_compared_does_not_lead():
    query = _query("is VRAM or compute more decisive for running models at home?")
    links = _section(
        "Why inter-GPU bandwidth matters",
        "In multi-GPU training every step exchanges gradients; for multi-GPU training link"
        " bandwidth often matters more than a single card's compute. Running models across"
        " nodes at home is rare.",
        score=2.0,
    )
    both = _section(
        "VRAM, bandwidth or compute",
        "VRAM decides whether a model runs at all when running models at home, and compute"
        " mostly matters for prefill and training.",
        score=1.0,
    )
    assert not names_subjects(links, subject_groups(query))
    answer = build(query, [links, both])
    assert answer is not None
    assert answer.lead[0][0].section == "VRAM, bandwidth or compute"


def test_a_pointer_sentence_never_leads_even_as_the_only_prose():
    query = _query("how should I choose between vllm and llama.cpp?")
    engines = _section(
        "Serving engines: vLLM and llama.cpp",
        "- vLLM: batches many users together on data-centre GPUs.\n"
        "- llama.cpp: GGUF models on one machine with layer offload.\n\n"
        'Memory sizing for vLLM and llama.cpp is in "Serving LLMs: engines, formats and'
        ' memory".',
    )
    answer = build(query, [engines])
    assert answer is not None
    lead = answer.lead[0][1]
    assert "is in" not in lead and "vLLM" in lead


def _first_paragraph(question: str) -> tuple[str, str]:
    answer = last_answer(memory_advisor(), question)
    return answer.kind, answer.answer.split("\n\n")[0]


@pytest.mark.parametrize(
    ("question", "words"),
    [
        ("which counts for more on a local LLM box, VRAM or TFLOPS?", ("VRAM", "compute")),
        ("为啥大家都说跑模型显存比算力要紧", ("显存", "算力")),
        ("would a GDDR7 card give me more tokens per second?", ("GDDR7", "1,792")),
        ("GDDR7 显卡跑本地模型出字会更快吗", ("GDDR7", "带宽")),
        ("llama.cpp or vllm for a five-person team chat server?", ("llama.cpp", "vLLM")),
        ("Ollama 和 vLLM 到底用哪个", ("Ollama", "vLLM")),
    ],
)
def test_the_first_paragraph_names_what_was_asked(question, words):
    kind, lead = _first_paragraph(question)
    assert kind == "concept"
    assert all(w in lead for w in words), lead
    assert ' is in "' not in lead and "见《" not in lead


@pytest.mark.parametrize(
    ("question", "line", "closest"),
    [
        ("GDDR7 对 ZeRO-3 有帮助吗", "没有讲这个问题", "ZeRO"),
    ],
)
def test_nothing_on_the_subject_says_so_first_and_names_the_closest(question, line, closest):
    kind, lead = _first_paragraph(question)
    assert kind == "not_covered"
    first = lead.splitlines()[0]
    assert line in first and closest in first


def test_a_known_name_no_close_section_holds_is_not_covered_and_the_closest_is_named():
    query = _query("does GDDR7 make sharded data parallel training faster?")
    sharding = _section(
        "Sharded data parallelism",
        "Sharded data parallel training splits weights, gradients and optimizer state across"
        " GPUs, so each card holds a slice and training of larger models fits.",
        score=2.0,
    )
    # the name is known (a Chinese section names it) but no close English section does
    memory = _section("显存类型", "RTX 5090 用 GDDR7 显存。", "zh", score=0.1)
    draft = Draft(query=query, catalog=load_catalog(), specs={}, guides=[sharding, memory])
    compose_concept(draft)
    first = draft.answer([]).answer.splitlines()[0]
    assert draft.query.kind == "not_covered"
    assert first.startswith("I have no guide section that answers this")
    assert '"Sharded data parallelism" in "A guide"' in first
