"""Small talk, off-topic requests, checks of a card bought in person and troubleshooting follow-ups.

Newcomers introducing themselves are greeted; a task asked of the assistant on something of the
asker's ("could you polish this email") is refused as off topic, not greeted; a Chinese question
with no domain word needs a guide that holds its subject before it is explained; a card picked
up in person with the tests asked is a check of it, and a reading after it is judged; a
troubleshooting step done with another symptom left continues the trouble
on its card; a why after an amount keeps the models it names; an engine's memory hold asked
about is its reserve explained.
"""

from __future__ import annotations

import pytest

from assistant.question.chat_words import chat_act
from assistant.question.follow_markers import fix_markers
from assistant.question.held_memory import held_memory_asked
from assistant.question.smalltalk import smalltalk_act
from assistant.question.verify_cues import checks_a_card
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "新来的，潜水好久了",
        "大家好，萌新一枚，多多关照",
        "newbie here, first post",
        "hey folks, just joined",
    ],
)
def test_newcomers_introducing_themselves_are_greeted(advisor, text: str) -> None:
    assert smalltalk_act(text.lower()) == "greeting"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk"
    assert first.startswith(("你好！", "Hello!"))


@pytest.mark.parametrize("text", ["新手入门用什么卡", "新人，想问下4090能跑70b吗", "all good"])
def test_an_introduction_word_with_a_question_or_thanks_is_no_greeting(text: str) -> None:
    assert smalltalk_act(text) != "greeting"


def test_a_time_of_day_is_no_count_in_chat() -> None:
    assert chat_act("who else is still up at 2am lol") == "greeting"
    assert chat_act("凌晨2点还在折腾，有人吗") is not None
    assert chat_act("got 2 cards lol") is None  # a count, not a time


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ("could you polish this email to my landlord", "can only help"),
        ("can you fix the grammar in my cover letter", "can only help"),
        ("能帮我改一下我的论文摘要吗", "只能回答"),
    ],
)
def test_a_task_asked_of_me_on_the_askers_text_is_refused(advisor, text: str, line: str) -> None:
    assert chat_act(text) is None
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "unsupported"
    assert line in first


def test_talking_with_me_stays_chat() -> None:
    assert chat_act("can you answer in chinese too?") == "greeting"
    assert chat_act("can you hear me") == "greeting"


@pytest.mark.parametrize(
    "text", ["有什么好看的科幻小说推荐", "想换个单反，佳能还是尼康", "推荐个入门的单反，三千以内"]
)
def test_a_chinese_everyday_purchase_is_not_explained_from_a_gpu_guide(advisor, text: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "unsupported"
    assert "只能回答" in first


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("meeting a seller tomorrow to pick up his a5000, what do i check", "RTX A5000"),
        ("what should i look for when buying a second-hand 4090 in person", "RTX 4090"),
        ("buying a used 3080 off marketplace tonight, what should we test before paying", "3080"),
    ],
)
def test_a_card_bought_in_person_with_tests_asked_is_checked(advisor, text, card) -> None:
    assert checks_a_card(text)
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "verify"
    assert "gpu-advisor verify" in first and card in first


def test_used_to_is_no_used_card() -> None:
    assert not checks_a_card("used to run llama on cpu, what should i check first for speed")


def test_a_reading_after_a_card_bought_in_person_is_judged(advisor) -> None:
    _, answer, first = turn_of(
        advisor,
        "grabbing a second-hand a5000 from a guy on marketplace, what should i check",
        "stress test was clean but nvidia-smi -q lists Double Bit ECC: 3, ok to keep?",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "RTX A5000" in first and "ECC" in first


def test_a_card_beyond_repair_asked_to_keep_is_a_no(advisor) -> None:
    _, answer, first = turn_of(
        advisor, "二手 A6000 到手", "nvidia-smi -q 里 Volatile Uncorrectable ECC 有 3 个，能要吗"
    )
    assert answer.verdict == "no"
    assert first.startswith("**不行") and "RTX A6000" in first


@pytest.mark.parametrize(
    "text",
    [
        "after reseating it and swapping the riser it shows up again, but the power reads ERR!",
        "重插之后能识别了，但风扇转速那一栏显示 ERR!",
        "更新驱动以后设备回来了，可是温度还是显示 ERR!",
    ],
)
def test_a_step_done_with_a_symptom_left_continues_the_trouble(text: str) -> None:
    assert fix_markers(text.lower())["fix_failed"]


@pytest.mark.parametrize(
    ("first_turn", "second", "card"),
    [
        (
            "my a5000 keeps disappearing from nvidia-smi after a few hours",
            "after reseating it and swapping the riser it shows up again, but the power column"
            " reads ERR!",
            "RTX A5000",
        ),
        (
            "4090 掉卡，nvidia-smi 找不到设备",
            "重插之后能识别了，但风扇转速那一栏显示 ERR!",
            "RTX 4090",
        ),
    ],
)
def test_the_fault_follow_up_keeps_its_card(advisor, first_turn, second, card) -> None:
    _, answer, first = turn_of(advisor, first_turn, second)
    assert answer.kind == "troubleshoot"
    assert card in first and "Xid" in first


@pytest.mark.parametrize(
    "text",
    [
        "MQA 和 GQA 比 MHA 能少多少显存？为什么 mistral 7b 的 kv cache 比 llama 2 7b 小",
        "how much kv memory does GQA actually save? why is llama 2 70b's cache so much bigger"
        " than llama 3 70b's",
    ],
)
def test_a_why_after_an_amount_keeps_its_own_models(advisor, text: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.explain_asked
    assert answer.kind == "concept"


def test_a_model_in_the_amounts_own_sentence_is_sized(advisor) -> None:
    _, answer, _ = turn_of(advisor, "llama 3 70b 的 kv cache 在 32k 下占多少？为什么这么大")
    assert answer.kind == "kv_cache"


@pytest.mark.parametrize(
    ("text", "engine", "asked"),
    [
        (
            "loaded a 3b model in vllm on my 4090 and it grabbed 22gb right away, is that normal?",
            "vllm",
            True,
        ),
        ("sglang 跑 qwen2.5 7b，显存直接吃满，这是故意的吗", "sglang", True),
        ("vllm oom with 22gb used, normal?", "vllm", False),  # a trouble beside it
        ("4090 shows 22gb used, is that normal?", None, False),  # no engine holding it
    ],
)
def test_an_engines_memory_hold_is_read(text: str, engine, asked: bool) -> None:
    assert held_memory_asked(text.lower(), engine) is asked


def test_vllms_reserve_is_explained_with_the_cards_share(advisor) -> None:
    text = "loaded a 3b model in vllm on my 4090 and it grabbed 22gb right away, is that normal?"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "concept"
    assert first.startswith("**Not a leak") and "21.6 GB" in first and "RTX 4090" in first


def test_ollamas_hold_is_its_whole_context(advisor) -> None:
    _, answer, first = turn_of(
        advisor, "ollama 加载 qwen 7b 后 nvidia-smi 显示显存占了20g，是不是内存泄漏"
    )
    assert answer.kind == "concept"
    assert first.startswith("**不是泄漏") and "num_ctx" in first
