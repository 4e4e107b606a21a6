"""Games and trivia declined, thanks with a remark, used cards checked, variants explained."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.intent_cues import declined_subject
from assistant.question.parsing import parse
from assistant.question.smalltalk import smalltalk_act
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("cheers, you just kept me from wasting money", "thanks"),
        ("谢谢大佬，差点就买错了", "thanks"),
        ("thanks, but what if i double the budget", None),
        ("谢谢，那要是预算再多点呢", None),
        ("你是哪家的大模型？", "greeting"),
        ("which model are you based on? what can you do", "greeting"),
        ("你用的是什么大模型", "greeting"),
    ],
)
def test_thanks_with_a_remark_and_which_model_am_i_are_small_talk(text, act) -> None:
    assert smalltalk_act(text.lower()) == act


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("what's the max fps in valorant on a 4060", "gaming"),
        ("undervolt my 3080 for fortnite", "gaming"),
        ("原神 3060 高画质能稳吗", "gaming"),
        ("4070 开什么画质玩黑神话", "gaming"),
        ("rt-detr-l fps on a 4070 for a drone feed", None),
        ("undervolt my 3090 to save power while training", None),
    ],
)
def test_games_are_read_by_title_and_settings(text, subject) -> None:
    assert declined_subject(text) == subject


@pytest.mark.parametrize(
    "question",
    ["who founded nvidia", "who's the ceo of intel now", "英伟达的ceo是谁", "amd 市值多少"],
)
def test_company_trivia_is_declined(advisor, question) -> None:
    answer = advisor.ask(question)
    assert (answer.kind, answer.intent) == ("unsupported", "unsupported")
    assert answer.citations == []


def test_a_game_named_beside_a_card_is_declined_as_a_game(advisor) -> None:
    answer = advisor.ask("can you help me tune my 4070 for warzone")
    assert answer.kind == "unsupported"
    assert answer.answer.startswith("I don't cover games")


def test_thanks_with_a_remark_after_a_pick_does_not_repeat_the_pick(advisor) -> None:
    turns = advisor.converse(
        ["best gpu under $400 for stable diffusion?", "thanks, you kept me from a bad buy"]
    ).turns
    answer = turns[-1].answer
    assert answer.kind == "smalltalk"
    assert answer.answer.startswith("Glad to help!")
    assert answer.tool_calls == []


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("picked up a used 3080 off ebay, any way to test the vram health?", "RTX 3080"),
        ("闲鱼收的3090，怎么判断是不是矿卡", "RTX 3090"),
    ],
)
def test_a_second_hand_card_is_checked_with_steps(advisor, question, gpu) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "verify"
    assert f'gpu-advisor verify --expect "{gpu}' in answer.answer
    assert "used-and-grey-market-gpus" in {c.doc_id for c in answer.citations}


def test_an_active_size_said_alone_is_not_an_unknown_card() -> None:
    query = parse("what does the A17B in Llama 4 Maverick mean", load_catalog())
    assert not [p for p in query.problems if p.kind == "unknown_gpu"]
    assert query.gpus == []


def test_a_moe_name_is_explained_with_its_active_parameters(advisor) -> None:
    answer = advisor.ask("why is qwen3-30b-a3b quicker than a dense 32b, what is a3b")
    assert answer.kind == "concept"
    assert "3.3B" in answer.answer and "32.8B" in answer.answer
    assert "moe-models" in {c.doc_id for c in answer.citations}


def test_two_versions_of_a_speech_model_are_explained_not_picked(advisor) -> None:
    answer = advisor.ask("whisper large-v3 跟 turbo 差在哪，显存差多少")
    assert answer.kind == "concept"
    assert "6 GB" in answer.answer and "10 GB" in answer.answer
    assert answer.tool_calls == []


def test_a_format_on_an_architecture_is_explained_after_the_rows_answer(advisor) -> None:
    answer = advisor.ask("my a100 is ampere, can it do fp8 inference in vllm at all?")
    assert answer.kind == "concept"
    assert answer.verdict == "no"
    assert answer.answer.startswith("**No: the A100")
    assert [c.tool for c in answer.tool_calls] == ["query_catalog"]
    assert "precision-formats" in {c.doc_id for c in answer.citations}


def test_a_plain_feature_question_stays_a_catalog_lookup(advisor) -> None:
    answer = advisor.ask("does the 4090 support nvlink?")
    assert answer.kind == "catalog"
    assert answer.verdict == "no"


@pytest.mark.parametrize(
    "text", ["thanks, but what if i double the budget", "cool thanks, how about for training"]
)
def test_thanks_that_asks_what_if_is_a_follow_up_not_small_talk(text) -> None:
    assert not parse(text, load_catalog()).smalltalk


def test_a_format_asked_as_supported_on_a_card_reads_the_row(advisor) -> None:
    answer = advisor.ask("is fp8 supported on the L4 in tensorrt-llm")
    assert answer.kind == "concept"
    assert answer.verdict == "yes"
    assert answer.answer.startswith("**Yes: the L4 has FP8")
