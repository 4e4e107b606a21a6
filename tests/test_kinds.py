"""The registry of question kinds: one dispatch, routing, conversation rules."""

from __future__ import annotations

from typing import get_args

import pytest

from assistant.kinds import REGISTRY, choose
from assistant.kinds.routing import ExampleIndex
from assistant.models import KindName, Query
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_every_kind_is_registered_once_with_examples_in_both_languages():
    names = [k.name for k in REGISTRY]
    assert len(names) == len(set(names))
    assert set(names) == set(get_args(KindName))
    for kind in REGISTRY:
        assert len(kind.examples.en) >= 3 and len(kind.examples.zh) >= 3, kind.name
        assert all(any("\u4e00" <= ch <= "\u9fff" for ch in q) for q in kind.examples.zh)


def test_example_similarity_prefers_the_kind_whose_examples_match():
    index = ExampleIndex(REGISTRY)
    sims = index.similarity("what PSU should I get for two 3090s")
    assert max(sims, key=lambda k: sims[k]) == "power"
    sims = index.similarity("我有一张3090，能跑什么模型")
    assert max(sims, key=lambda k: sims[k]) == "fits_hardware"


def test_connectives_do_not_route():
    """'还是' (or) is in rent-or-buy examples; alone it must not pull a question there."""
    sims = ExampleIndex(REGISTRY).similarity("还是")
    assert sims.get("rent_vs_buy", 0.0) == 0.0


def test_the_parsers_reading_stands_without_a_closer_admitted_kind():
    query = Query(text="can I fine-tune a 13B model on two 4090s?", intent="fit_check")
    kind, routing = choose(query)
    assert (kind.name, routing.reason) == ("fit_check", "prior")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("hi", "smalltalk"),
        ("你好", "smalltalk"),
        ("thanks!", "smalltalk"),
        ("can I fine-tune a 13B model on two 4090s?", "fit_check"),
        ("I have a 3090, what can I run?", "fits_hardware"),
        ("我有一张3090，能跑什么模型？", "fits_hardware"),
        ("kv cache of mistral 7b at 32k context", "kv_cache"),
        ("how long to fine-tune llama 3 8b on 50k samples for 3 epochs on a 4090", "job_duration"),
        ("用8张H100训练Llama 3 70B，10亿token要多久？", "job_duration"),
        ("what PSU do I need for two 3090s", "power"),
        ("can my 3060 12gb run flux dev", "workload_fit"),
        ("4090跑SDXL一张图几秒", "workload_speed"),
        ("预算5000跑stable diffusion买什么显卡", "workload_pick"),
        ("what's the weather in Beijing", "unsupported"),
    ],
)
def test_questions_get_their_kind(advisor, question, kind):
    assert advisor.ask(question).kind == kind


def test_kv_cache_answer_gives_the_cache_in_gb(advisor):
    # 32 layers x 8 KV heads x 128 dims x 2 (K and V) x 2 bytes x 32,768 tokens = 4.29 GB
    answer = advisor.ask("kv cache of mistral 7b at 32k context")
    call = answer.tool_calls[0]
    assert call.tool == "estimate_kv_cache"
    assert "4.3 GB" in answer.answer.splitlines()[0]


def test_what_fits_names_the_biggest_model_first(advisor):
    answer = advisor.ask("I have a 3090, what can I run?")
    lead = answer.tool_calls[0].output["lead"]
    assert lead["verdict"] == "fits" and lead["per_gpu_gb"] <= lead["usable_gb"]
    assert lead["model_name"] in answer.answer.splitlines()[0]


def test_a_workload_is_never_sized_as_an_llm(advisor):
    for question in ("best gpu for SDXL lora training under $800", "3060 12G能跑Flux dev吗"):
        tools = [c.tool for c in advisor.ask(question).tool_calls]
        assert tools and not {"estimate_memory", "recommend_setup"} & set(tools), question


def test_a_duration_question_answers_in_hours(advisor):
    answer = advisor.ask("用8张H100训练Llama 3 70B，10亿token要多久？")
    assert answer.tool_calls[0].tool == "estimate_job_duration"
    assert answer.tool_calls[0].input["tokens"] == 1e9
    first = answer.answer.splitlines()[0]
    assert "小时" in first or "天" in first


def test_a_greeting_or_off_topic_message_after_a_fit_check_is_answered_as_itself(advisor):
    conversation = advisor.converse(
        ["can I run llama 3 70b on a 4090?", "thanks!", "what's the weather in Beijing"]
    )
    fit, thanks, weather = conversation.turns
    assert fit.query.kind == "fit_check"
    assert (thanks.query.kind, thanks.carried) == ("smalltalk", {})
    assert (weather.query.kind, weather.carried) == ("unsupported", {})
    assert thanks.answer is not None and not thanks.answer.tool_calls


def test_a_bare_count_changes_only_the_count(advisor):
    conversation = advisor.converse(["can I run llama 3 70b on a 4090?", "and on two?"])
    second = conversation.turns[1]
    assert [(g.gpu_id, g.count) for g in second.query.gpus] == [("rtx-4090", 2)]
    assert second.carried["model"] == "llama-3-70b"
    assert second.query.kind == "fit_check"
    assert second.answer is not None
    assert second.answer.tool_calls[0].input["count"] == 2


def test_an_unrelated_passage_is_not_quoted(advisor):
    """The H100's hourly price is explained by price passages, never by QLoRA memory."""
    answer = advisor.ask("how much is an H100 per hour?")
    guides = [c for c in answer.citations if not c.doc_id.startswith(("gpu-", "offer-"))]
    for citation in guides:
        text = f"{citation.section} {citation.snippet}".lower()
        assert "qlora" not in text and ("price" in text or "h100" in text), citation.doc_id
