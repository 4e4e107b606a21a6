"""Conversations: follow-ups inherit the previous request; new topics start fresh."""

import json

import pytest
from click.testing import CliRunner

import assistant.advisor
from assistant.catalog.specs import load_catalog
from assistant.cli import main
from assistant.evaluation import (
    GoldenConversation,
    last_turn_outcome,
    load_conversations,
    load_golden,
    score_conversation,
)
from assistant.question.conversation import (
    Conversation,
    is_follow_up,
    merge,
    resolve,
    stated_count,
)
from assistant.question.parsing import parse
from assistant.question.request_words import request_slots
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build
from tests.test_cli_ask import CONTRACT_KEYS

GOLDEN = KNOWLEDGE.parent / "tests" / "golden"
FLAGSHIP = [
    "can I fine-tune a 13B model on two 4090s?",
    "what about 70B?",
    "and on 4 A100s?",
]


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _chain(catalog, *questions):
    previous, carried = None, {}
    for q in questions:
        previous, carried = resolve(parse(q, catalog), previous)
    return previous, carried


# --------------------------------------------------------------------------- merge rules


@pytest.mark.parametrize(
    ("questions", "expected", "carried"),
    [
        (
            FLAGSHIP[:2],
            {
                "model": "70B",
                "count": "2",
                "gpus": "2 × rtx-4090",
                "method": "fine-tune (full, LoRA, QLoRA)",
            },
            {"gpus", "count", "method"},
        ),
        (
            FLAGSHIP,
            {
                "model": "70B",
                "gpus": "4 × a100-80gb-sxm",
                "method": "fine-tune (full, LoRA, QLoRA)",
            },
            {"model", "method"},
        ),
        (
            ["两张A100 80G能全参微调Qwen2.5 7B吗", "那用H100呢？"],
            {"gpus": "2 × h100-sxm", "method": "full fine-tune", "model": "qwen2.5-7b"},
            {"count", "method", "model"},
        ),
        (
            ["can I LoRA fine-tune Llama 3 8B on a single 4090?", "with QLoRA instead?"],
            {"method": "QLoRA fine-tune", "gpus": "1 × rtx-4090"},
            {"model", "gpus"},
        ),
        (
            ["4卡A100训练Llama 3 70B LoRA能跑吗", "换成8卡呢"],
            {"gpus": "8 × a100-80gb-sxm", "method": "LoRA fine-tune"},
            {"gpus", "model", "method"},
        ),
        (
            ["how much to rent 8 H100s for a week?", "for a month?"],
            {"gpus": "8 × h100-sxm", "duration": "1 month (730 h)"},
            {"gpus", "count"},
        ),
        (["预算1万想跑本地大模型，买什么卡", "预算加到2万呢"], {"budget": "20000 CNY"}, {"method"}),
        (
            ["A100和H100跑70B推理哪个性价比高", "加上H200一起比呢"],
            {"gpus": "1 × a100-80gb-sxm, 1 × h100-sxm, 1 × h200"},
            {"gpus", "model", "method"},
        ),
    ],
)
def test_follow_up_keeps_what_it_does_not_name(catalog, questions, expected, carried):
    query, got = _chain(catalog, *questions)
    slots = request_slots(query)
    assert {k: slots.get(k) for k in expected} == expected
    assert carried <= set(got)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("can I fine-tune a 13B model on two 4090s?", "ok different question: what is NVLink?"),
        ("两张3090能跑70B吗", "换个问题：BF16和FP16有什么区别？"),
        ("how much is 8x A100 for 3 days?", "unrelated, but can a 3060 run llama 3 8b in 4bit?"),
        ("阿里云A100一个月多少钱", "另外想问下，4090D和4090有啥区别"),
        ("can I fine-tune a 13B model on two 4090s?", "what is gradient checkpointing?"),
        ("can I fine-tune a 13B model on two 4090s?", "can 4x L40S serve llama 3.1 70b in fp8?"),
    ],
)
def test_a_new_topic_inherits_nothing(catalog, first, second):
    previous = parse(first, catalog)
    new = parse(second, catalog)
    assert not is_follow_up(new, previous)
    assert resolve(new, previous) == (new, {})


def test_counts_said_without_a_gpu_name():
    assert [
        stated_count(t)
        for t in ("换成8卡呢", "and on 4 GPUs?", "for 8 of them?", "两张卡呢", "what about 70B?")
    ] == [8, 4, 8, 2, None]


def test_a_named_gpu_with_a_stated_count_of_one_replaces_the_count(catalog):
    query, carried = _chain(
        catalog, "can I fine-tune a 13B model on two 4090s?", "what about a single A100?"
    )
    assert request_slots(query)["gpus"] == "1 × a100-80gb-sxm" and "count" not in carried


def test_intent_follows_a_clear_cue_of_the_new_message(catalog):
    query, _ = _chain(catalog, "can a 4090 run qwen2.5 32b at 4 bit?", "how fast would that be?")
    assert (query.intent, query.model_id, query.precision) == ("speed", "qwen2.5-32b", "int4")
    query, _ = _chain(catalog, "我有一张3060 12G", "想微调Qwen2.5 7B", "用QLoRA的话够吗？")
    assert (query.intent, query.method, query.gpus[0].gpu_id) == ("fit_check", "qlora", "rtx-3060")


def test_merge_keeps_the_new_language_and_text(catalog):
    merged, carried = merge(
        parse("两张4090能跑Llama 3 70B的int4吗", catalog), parse("how fast would that be?", catalog)
    )
    assert (merged.language, merged.text) == ("en", "how fast would that be?")
    assert carried["precision"] == "int4" and carried["count"] == 2


# --------------------------------------------------------------------------- through the advisor


def _memory(answer):
    return [c for c in answer.tool_calls if c.tool == "estimate_memory"]


def test_acceptance_conversation_through_the_advisor(advisor):
    conversation = advisor.converse(FLAGSHIP)
    second, third = conversation.turns[1], conversation.turns[2]
    for turn, gpu, count in ((second, "rtx-4090", 2), (third, "a100-80gb-sxm", 4)):
        answer = turn.answer
        assert answer.intent == "fit_check" and answer.verdict in ("yes", "no", "conditional")
        asked = [c for c in _memory(answer) if c.input["gpu"] == gpu]
        assert {c.input["method"] for c in asked} == {"full", "lora", "qlora"}
        assert all(c.input["model"] == "70b" and c.input["count"] == count for c in asked)
    # 70B on two 24 GB cards: a full fine-tune needs over 1 TB in all
    full = next(c for c in _memory(second.answer) if c.input["method"] == "full")
    assert not full.output["fits"] and full.output["total_gb"] > 1000
    assert second.answer.assumptions[0].startswith("carried over from your previous question: ")
    assert "2 × RTX 4090" in second.answer.assumptions[0]
    assert "70B" in third.answer.assumptions[0] and "4090" not in third.answer.assumptions[0]
    assert "70B" in third.answer.answer.splitlines()[0] or "A100" in third.answer.answer


def test_history_as_a_list_of_queries_and_a_language_switch(advisor):
    first = advisor.answer_turn("can I LoRA fine-tune Llama 3 8B on a single 4090?")
    answer = advisor.ask("那如果用QLoRA呢？", history=[first.query])
    assert answer.language == "zh" and answer.verdict == "yes"
    note = answer.assumptions[0]
    assert note.startswith("沿用上一个问题：") and "RTX 4090" in note
    assert {c.input["method"] for c in _memory(answer)} == {"qlora"}


def test_overrides_after_a_follow_up_recompose_the_explanation(advisor):
    base = advisor.answer_turn("can I fine-tune a 13B model with LoRA on two 4090s?")
    changed = advisor.ask(
        base.question,
        assistant.advisor.QueryOverrides(gpu_id="a100-80gb-sxm", gpu_count=1, method="qlora"),
    )
    why = next((p for p in changed.answer.split("\n\n") if p.startswith("**Why:**")), "")
    assert "4090" not in why
    assert {c.input["gpu"] for c in _memory(changed)} == {"a100-80gb-sxm"}


# --------------------------------------------------------------------------- CLI chat


@pytest.fixture
def runner(monkeypatch, advisor):
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: advisor)
    return CliRunner()


def test_chat_json_prints_one_object_per_line(runner):
    result = runner.invoke(main, ["chat", "--json"], input="\n".join(FLAGSHIP) + "\n")
    assert result.exit_code == 0, result.output
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 3
    objects = [json.loads(line) for line in lines]
    assert all(set(o) == CONTRACT_KEYS | {"carried"} for o in objects)
    assert objects[0]["carried"] == {}
    assert objects[1]["carried"]["gpus"] == ["rtx-4090"] and objects[1]["carried"]["count"] == 2
    assert objects[2]["carried"]["model"] == "70b" and "gpus" not in objects[2]["carried"]
    third = [c for c in objects[2]["tool_calls"] if c["tool"] == "estimate_memory"]
    assert {
        (c["input"]["gpu"], c["input"]["count"], c["input"]["model"])
        for c in third
        if c["input"]["method"] == "lora"
    } == {("a100-80gb-sxm", 4, "70b")}
    assert objects[2]["verdict"] in ("yes", "no", "conditional")


def test_chat_text_and_new_chat_forgets(runner):
    result = runner.invoke(
        main, ["chat"], input="can I fine-tune a 13B model on two 4090s?\n/new\nwhat about 70B?\n"
    )
    assert result.exit_code == 0
    assert result.stdout.count("Verdict:") == 2
    assert "carried over" not in result.stdout


# --------------------------------------------------------------------------- golden file


def test_golden_conversations_load_apart_from_single_questions():
    talks = load_conversations(GOLDEN)
    assert len(talks) >= 25 and len({t.id for t in talks}) == len(talks)
    zh = [t for t in talks if t.language == "zh"]
    assert len(zh) / len(talks) >= 0.4
    assert all(2 <= len(t.turns) <= 4 for t in talks)
    assert sum(1 for t in talks if t.id.startswith("conv-topic-")) >= 5
    assert not any(c.id.startswith("conv-") for c in load_golden(GOLDEN))


def test_scoring_names_a_leaked_slot(advisor):
    case = GoldenConversation(
        id="x",
        turns=["how much is 8x A100 for 3 days?", "for a week?"],
        intent="cost",
        carried={"count": "8"},
        must_not_carry=["gpus"],
    )
    result = score_conversation(case, last_turn_outcome(advisor.converse(case.turns)), 1.0)
    assert result.failures == ["carried gpus=['a100-80gb-sxm']"]
    assert result.checks == 3 and result.passed == 2


def test_conversation_model_round_trips():
    conversation = Conversation()
    assert conversation.last_query() is None
