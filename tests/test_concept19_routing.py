"""Routing of figures, price gaps, judged formats, school choices, small talk and the mains.

Each mechanism in phrasings of its own: a spec insisted on ("究竟") or set as two sizes; why one
of two cards costs far less; a number format judged beside a card's support for it; a school or
career choice; asking for a moment or putting a visit off; a wattage said of the mains.
"""

import pytest

from assistant.question.cpu_slots import read_cpu
from assistant.question.format_judged import format_judged
from assistant.question.price_gap import price_gap_why
from assistant.question.spec_checked import checked_fields, unhedged
from assistant.question.text import Scan
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "plain"),
    [("a100 的显存究竟多大", "a100 的显存多大"), ("tdp到底是多少", "tdp是多少")],
)
def test_an_insisting_word_is_read_past(text, plain):
    assert unhedged(text) == plain


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("l20是48g还是40g的", ["memory"]),
        ("is the h100 nvl 94gb or 96gb per card?", ["memory"]),
        ("h20 的 nvlink 带宽是900gb/s吗", ["link"]),
        ("what's the a800's nvlink bandwidth", ["link"]),
        ("24g还是48g的卡更划算", []),
    ],
)
def test_sizes_side_by_side_and_a_link_checked_are_fields(text, fields):
    assert checked_fields(text) == fields


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("A800 的显存带宽究竟是多少", "2,039 GB/s"),
        ("L20 是 48G 还是 40G 的", "48 GB"),
        ("is the h100 nvl 94gb or 96gb per card?", "94 GB"),
        ("what is the H20's nvlink bandwidth really, 900GB/s?", "900 GB/s"),
    ],
)
def test_a_figure_insisted_on_or_set_as_two_sizes_gets_the_row(advisor, question, figure):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert figure in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("a6000 和 a40 明明是同一颗芯片，为什么价格差那么多", True),
        ("why is the 4090 so much cheaper than the rtx 6000 ada", True),
        ("l40s 比 a6000 贵了好几倍吧", True),
        ("为什么 4090 比 3090 快那么多", False),
    ],
)
def test_a_price_gap_is_read(text, asked):
    assert price_gap_why(text) is asked


@pytest.mark.parametrize(
    "question",
    [
        "A6000 和 A40 明明是同一颗芯片，为什么价格差那么多",
        "why is the 4090 so much cheaper than the rtx 6000 ada if they use the same die",
    ],
)
def test_why_one_of_two_cards_is_cheaper_is_a_comparison(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    assert sum(c.source.startswith("specs/gpus.yaml") for c in answer.citations) >= 2


@pytest.mark.parametrize(
    ("text", "judged"),
    [
        ("bf16 训练稳不稳", True),
        ("is fp8 training stable?", True),
        ("awq 量化掉精度吗", True),
        ("4090 支持 fp8 吗", False),
    ],
)
def test_a_format_judged_is_read(text, judged):
    assert format_judged(text) is judged


@pytest.mark.parametrize(
    ("question", "verdict", "said"),
    [
        ("bf16 训练稳不稳，3090 支持 bf16 吗", "yes", "BF16"),
        ("is fp8 training stable? does the h100 support it", "yes", "FP8"),
        ("does the a10 support fp8? is fp8 inference better value than gptq int4", "no", "FP8"),
    ],
)
def test_a_format_judged_beside_a_cards_support_is_explained(advisor, question, verdict, said):
    answer = advisor.ask(question)
    assert answer.kind == "concept"
    assert answer.verdict == verdict
    assert said in answer.answer.splitlines()[0]
    assert any(c.doc_id.startswith("guide") or "guides/" in c.source for c in answer.citations)


def test_a_cards_support_alone_stays_a_lookup(advisor):
    assert advisor.ask("A10 支持 bf16 吗").kind == "catalog"


@pytest.mark.parametrize(
    "question",
    [
        "考研选计算机还是电子信息好",
        "大学读什么专业以后好找AI的工作",
        "is majoring in cs still worth it",
    ],
)
def test_a_school_or_career_choice_is_declined(advisor, question):
    assert advisor.ask(question).kind == "unsupported"


def test_a_card_class_word_is_no_school_choice(advisor):
    assert advisor.ask("专业卡和游戏卡跑训练有什么区别").kind != "unsupported"


@pytest.mark.parametrize(
    "question", ["现在方便吗？想问你点事", "好的，等我显卡到货了再聊", "你忙不忙，请教个问题"]
)
def test_a_moment_asked_or_a_visit_put_off_is_small_talk(advisor, question):
    assert advisor.ask(question).kind == "smalltalk"


@pytest.mark.parametrize(
    ("text", "cpu"),
    [
        ("3090带个12600k能跑吗", "12600k"),
        ("4090配i9-13900k够不够", "13900k"),
        ("配个r7 7700行吗", "7700"),
    ],
)
def test_a_cpu_written_against_chinese_is_read(text, cpu):
    scan = Scan(text, text, text)
    read_cpu(scan)
    assert scan.slots.get("cpu") == cpu


@pytest.mark.parametrize(
    ("question", "budget", "verdict"),
    [
        ("出租屋限电600W，一张4090加个7800x3d能跑起来吗", 600.0, "no"),
        ("家里插座只能带1200W，两张3060配i5-13600k够吗", 1200.0, "yes"),
        ("my dorm outlet can only handle 900w, is a 4090 + 7800x3d ok?", 900.0, "yes"),
    ],
)
def test_a_wattage_said_of_the_mains_is_the_boxs_budget(advisor, question, budget, verdict):
    answer = advisor.ask(question)
    assert answer.kind == "power"
    call = answer.tool_calls[0]
    assert call.input["ask"] == "budget" and call.input["budget_w"] == budget
    assert "cpu" in call.input
    assert answer.verdict == verdict


def test_formats_weighed_for_a_job_on_the_card_stay_a_fit(advisor):
    answer = advisor.ask("can sdxl run on a 3060 12gb with the fp8 weights, or do i need gguf q4")
    assert answer.kind != "concept"
