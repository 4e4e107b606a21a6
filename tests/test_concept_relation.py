"""Things weighed against each other lead from the section headed by them, and names match spaced.

- A question that relates two or more named things ("VRAM before bandwidth", "显存比算力")
  is answered from a section whose heading names them each on its own, not from one that
  only mentions them in passing ("显存" inside "显存带宽" is bandwidth alone).
- A name typed joined to its dotted version ("sd1.5") also finds guides that space it
  ("SD 1.5").
- vLLM's batch cap (max_num_seqs) is explained in both languages.
"""

from __future__ import annotations

import pytest

from assistant.answer.citing import Evidence
from assistant.answer.concept import build
from assistant.answer.concept_subject import heads_subjects, subject_groups
from assistant.models import Query
from assistant.question.topic import topic_terms
from assistant.rag.lexical import spaced_names, tokenize
from tests.support.advisors import last_answer, memory_advisor


def _query(text: str, lang: str = "en") -> Query:
    return Query(text=text, language=lang, intent="concept", topic_terms=topic_terms(text))


def _section(heading: str, text: str = "Some text.", lang: str = "en", score: float = 1.0):
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
    ("question", "lang", "heading", "headed"),
    [
        ("显存和带宽哪个先看", "zh", "跑大模型，显存、带宽和算力哪个更重要？", True),
        ("显存和带宽哪个先看", "zh", "显存带宽：决定数据搬得多快", False),
        ("显存和带宽哪个先看", "zh", "显存容量：决定任务能不能跑起来", False),
        ("is vram or compute the thing to watch", "en", "VRAM versus compute for models", True),
        ("is vram or memory bandwidth the thing to watch", "en", "Memory bandwidth limits", False),
        ("is vram or compute the thing to watch", "en", "Used GPUs: test the VRAM first", False),
    ],
)
def test_a_heading_relates_the_things_asked_only_when_it_names_each_on_its_own(
    question, lang, heading, headed
):
    query = _query(question, lang)
    assert heads_subjects(_section(heading, lang=lang), subject_groups(query)) is headed


def test_one_thing_asked_is_no_relation_for_a_heading():
    query = _query("why does vram matter")
    assert not heads_subjects(_section("VRAM and compute"), subject_groups(query))


def test_the_section_headed_by_both_things_leads_over_a_better_ranked_passing_mention():
    query = _query("why check vram before compute when buying a card for local models?")
    used = _section(
        "Testing a second-hand card",
        "Check the VRAM with a memory test and the compute with a benchmark before buying a"
        " card; local models then run as expected.",
        score=2.0,
    )
    order = _section(
        "VRAM or compute: which to check first",
        "VRAM comes first because it decides whether local models load at all; compute"
        " matters later, for prompts and training.",
        score=1.0,
    )
    answer = build(query, [used, order])
    assert answer is not None
    assert answer.lead[0][0].section == "VRAM or compute: which to check first"
    assert answer.lead[0][1].startswith("VRAM comes first")


@pytest.mark.parametrize(
    ("typed", "parts"),
    [
        ("sd1.5 unet size", ["sd", "1.5"]),
        ("qwen2.5 7b", ["qwen", "2.5"]),
        ("a100 and h100", []),  # a card name has no dotted version to space
        ("llama3.1 on sd 1.5", ["llama", "3.1"]),
    ],
)
def test_a_name_joined_to_its_dotted_version_brings_its_spaced_parts(typed, parts):
    assert spaced_names(tokenize(typed)) == parts


def test_retrieval_finds_a_section_that_spaces_the_name_typed_joined():
    advisor = memory_advisor()
    hits = advisor.retriever.retrieve("sd1.5 text encoder and unet sizes", "en", 3, "guide")
    assert any("SD 1.5" in h.text and "860M" in h.text for h in hits)


def _first_paragraph(question: str) -> tuple[str, str]:
    answer = last_answer(memory_advisor(), question)
    return answer.kind, answer.answer.split("\n\n")[0]


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "why do people check vram size before memory bandwidth when buying a gpu for llms",
            ("VRAM capacity matters first", "bandwidth comes second"),
        ),
        ("does faster memory matter more than tflops for running a local model", ("TFLOPS",)),
        ("买显卡跑本地模型，显存和带宽哪个该优先看", ("显存容量最重要", "其次是显存带宽")),
        ("显存容量和算力，跑大模型时谁更关键", ("显存容量最重要", "算力")),
        ("跑本地大模型，为什么先看显存再看带宽", ("显存容量最重要", "带宽")),
        ("GDDR7 显存对跑大模型有帮助吗", ("GDDR7", "带宽")),
        (
            "is gddr7 memory a reason to pick the 5060 ti over a used 3090 for llms",
            ("GDDR7", "GB/s"),
        ),
        ("vllm 和 llama.cpp 怎么选", ("llama.cpp", "vLLM")),
        ("should I use ollama or vllm for a team chatbot", ("Ollama", "vLLM", "many users")),
        ("when should I lower max_num_seqs on vllm", ("max_num_seqs", "preempts")),
        ("vLLM 里 max_num_seqs 调大有什么用", ("max_num_seqs", "吞吐")),
    ],
)
def test_a_question_weighing_things_is_answered_in_its_first_paragraph(question, words):
    kind, lead = _first_paragraph(question)
    assert kind == "concept"
    assert all(w in lead for w in words), lead


def test_a_section_on_the_job_asked_is_not_displaced_by_one_headed_by_the_things_weighed():
    query = _query("fp8 or nf4 for sdxl, does quality drop?").model_copy(
        update={"workload_name": "SDXL"}
    )
    job = _section(
        "Running SDXL in less memory",
        "SDXL loads in fp8 on small cards and NF4 shrinks it further; quality drops a little.",
        score=2.0,
    )
    formats = _section(
        "Quantization formats: FP8 and NF4",
        "FP8 and NF4 store weights in fewer bits; quality drops a little for language models.",
        score=1.0,
    )
    answer = build(query, [job, formats])
    assert answer is not None
    assert answer.lead[0][0].section == "Running SDXL in less memory"
    # the same two sections with no job asked: the heading naming both formats leads
    plain = build(_query("fp8 or nf4, does quality drop?"), [job, formats])
    assert plain is not None
    assert plain.lead[0][0].section == "Quantization formats: FP8 and NF4"


def test_flux_formats_compared_are_answered_from_the_flux_settings():
    answer = last_answer(memory_advisor(), "flux nf4 vs fp8 vs gguf q8: how much quality do I lose")
    assert answer.kind == "concept"
    assert answer.citations[0].section == "Settings that change memory the most"
    assert "Flux" in answer.answer.split("\n\n")[0]
