"""A memory figure doubted in more ways is checked; a used card's checklist says what it reads.

"is 23028MiB right?", "isn't secretly the 40gb one", "是满血的 48G 吗", "expected?" after the
figure, "that's fine right?": the reading is held against the card yes or no. A GDDR card with
ECC on reads a hair under 15/16 of its size (a 48 GB L40S: 46,068 MiB) and is still genuine.
With nothing read, the checks for a bought card state the total, power limit and link a genuine
one shows. The cost of each 1k tokens of context is the KV cache's.
"""

import pytest

from assistant.question.kv_words import kv_named
from assistant.question.readings import memory_reading
from assistant.question.text import fold
from assistant.question.verify_cues import reading_questioned
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    "text",
    [
        "smi on the rented box says 46068MiB, is 46068MiB right?",
        "how can i tell the 'h100 80gb' isn't secretly a 64gb one? smi: 81559MiB",
        "租的 A6000 显示 46068MiB，是满血的 48G 吗",
        "A10G instance reports 23028MiB total. expected?",
        "租的卡显示只有 70GB 可用，是不是被别人占了",
    ],
)
def test_a_reading_doubted_is_questioned(text):
    assert reading_questioned(fold(text))


@pytest.mark.parametrize(
    "text",
    [
        "8卡 A800 能跑满血 deepseek r1 吗",
        "how much memory does llama 70b need",
        "满血版 qwen3 235b 要几张卡",
    ],
)
def test_a_full_model_or_a_plain_ask_is_no_reading_doubted(text):
    assert not reading_questioned(fold(text))


def test_a_size_said_as_what_the_card_secretly_is_not_is_no_promise():
    reading = memory_reading("make sure the 'a100 80gb' isn't actually the 40gb one, smi: 81920MiB")
    assert reading is not None
    assert reading.value == 81920 and reading.unit == "MiB"
    assert reading.promised_gb is None


def test_a_mem_get_info_figure_is_the_reading_the_card_size_the_promise():
    reading = memory_reading("h100 80gb: torch.cuda.mem_get_info says 78.5 GB free")
    assert reading is not None
    assert reading.value == 78.5 and reading.usable
    assert reading.promised_gb == 80  # the card's own size, as sold


@pytest.mark.parametrize(
    ("question", "verdict", "lead"),
    [
        (
            "vast 4090 box: nvidia-smi 0MiB / 23028MiB, the ad said 24gb. is 23028MiB right?",
            "yes",
            "Yes",
        ),
        ("租的 L40S，nvidia-smi 总显存 46068MiB，是不是足量 48G 的", "yes", "是的"),
        ("rented 'a100 80gb' — is it secretly a 40gb? smi shows 40960MiB", "no", "No"),
    ],
)
def test_a_doubted_reading_is_answered_first(question, verdict, lead):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert answer.answer.lstrip("*").startswith(lead)
    assert "MiB" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        (
            "bought a used tesla v100 32gb off ebay, what do I test in the first days",
            ("32,768 MiB", "300 W"),
        ),
        ("二手 A6000 到手，这几天该测什么", ("49,152 MiB", "300 W")),
        ("just got a refurbished rtx 3090, what checks should I run", ("24,576 MiB", "350 W")),
    ],
)
def test_a_bought_cards_checks_state_what_a_genuine_one_reads(question, figures):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert all(f in answer.answer for f in figures)
    assert any(c.tool == "card_facts" for c in answer.tool_calls)


@pytest.mark.parametrize(
    "text",
    [
        "qwen 14b: how much vram does every 1k tokens of context take",
        "what does each extra 1000 tokens of context cost in memory for llama 8b",
        "gemma 3 12b 每 1k token 上下文占多少显存",
        "llama 70b 每多一千 token 要多少显存",
    ],
)
def test_context_cost_per_stretch_is_the_kv_cache(text):
    assert kv_named(fold(text))


def test_a_per_token_speed_is_no_kv_cache():
    assert not kv_named(fold("how many ms per token on a 4090 for qwen 7b"))


@pytest.mark.parametrize(
    "question",
    [
        "gemma 3 27b, how much gpu memory per 1k tokens of context?",
        "qwen2.5 14b 每增加 1k 上下文多占多少显存",
    ],
)
def test_context_cost_is_answered_by_the_kv_cache_kind(question):
    answer = memory_advisor().ask(question)
    assert answer.kind == "kv_cache"
    assert "GB" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "text",
    [
        "a100 vs h100 for serving qwen 72b, cost per token?",
        "llama 8b on my 4060 8gb only 9 tok/s in lm studio, normal?",
    ],
)
def test_a_price_per_token_or_a_speed_judged_is_neither_cache_nor_reading(text):
    assert not kv_named(fold(text))
    assert not reading_questioned(fold(text))


def test_a_card_name_with_a_g_is_no_figure_judged():
    assert not reading_questioned(fold("g5.12xlarge = 4x a10g right? total gpu mem?"))
    assert reading_questioned(fold("the a10g box: 22731MiB right?"))
