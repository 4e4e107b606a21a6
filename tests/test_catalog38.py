"""Catalog facts asked of a card's versions, of a pair, or of its launch price (session 38).

A card's memory asked per card or summed over a pair ("80gb each or 160 for both?"), its two
memory versions said side by side ("有 48G 和 96G 两种？"), its memory asked by the unit ("显存几个
G"): the card's row answers, the catalog kind, its memory first. A launch price asked beside a
used price the asker states ("launch MSRP? I see used ones at $700") is the row's launch price,
the stated amount set against it.
"""

import pytest

from assistant.question.spec_checked import checked_fields, memory_versions_said
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("is it 48gb per card or 96 for both of them?", True),
        ("h20 是不是有 96g 和 141g 两个版本", True),
        ("a40 显存是多少 g", True),
        ("what's the total vram of four of them", True),
        ("24g 和 48g 的卡哪个跑 70b 好", False),
        ("how much power per card", False),
    ],
)
def test_memory_versions_per_card_or_summed_are_read(text, said):
    assert memory_versions_said(text) is said
    assert ("memory" in checked_fields(text)) is said


@pytest.mark.parametrize(
    ("question", "gb"),
    [
        ("RTX 6000 Ada — 48GB per card or 96 for two of them? confusing listing", "48 GB"),
        ("L20 单卡显存是几个 G，两张一共算 96 吗", "48 GB"),
        ("two L40S in one box: what's the combined memory and is it one pool?", "96 GB"),
    ],
)
def test_memory_per_card_or_pair_is_the_rows(advisor, question, gb):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "catalog"
    assert "memory" in query.spec_fields
    assert gb in line


def test_two_memory_versions_said_read_both_rows(advisor):
    query, answer, line = turn_of(advisor, "H200 有 141G 和 144G 两种吗？")
    assert answer.kind == "catalog"
    assert "141 GB" in line


@pytest.mark.parametrize(
    ("question", "price", "against"),
    [
        ("what was the RTX 3090's launch MSRP? seeing used ones for $700", "$1,499", "$700"),
        ("4090 刚发布时的定价是多少？闲鱼上二手卖 12000 块", "$1,599", "12,000"),
    ],
)
def test_launch_price_beside_a_stated_used_price(advisor, question, price, against):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "catalog"
    assert "launch" in query.spec_fields
    assert price in line and against in line


def test_current_used_price_asked_stays_the_price_kind(advisor):
    _, answer, _ = turn_of(advisor, "what does a used 3090 go for now vs its launch price?")
    assert answer.kind == "price"


@pytest.mark.parametrize(
    "question",
    [
        "what's the TDP of an RTX PRO 6000 Max-Q?",
        "rtx pro 6000 blackwell max-q 功耗上限多少瓦",
    ],
)
def test_the_max_q_edition_is_its_own_300_w_row(advisor, question):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "catalog"
    assert [g.gpu_id for g in query.gpus] == ["rtx-pro-6000-blackwell-max-q"]
    assert "300 W" in line


def test_a_version_set_against_by_its_watts_is_not_the_named_cards(advisor):
    query, answer, line = turn_of(advisor, "RTX PRO 6000 Max-Q 功耗上限多少，比 600W 版本低多少")
    assert query.power_limit_w is None
    assert answer.kind == "catalog" and "300 W" in line


@pytest.mark.parametrize(
    "question",
    [
        "jetson orin nano 有几种功耗模式，最大几瓦",
        "what power modes does the jetson orin nano have?",
    ],
)
def test_power_modes_asked_are_the_rows_board_power(advisor, question):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "catalog"
    assert query.spec_fields == ["power"] and "25 W" in line


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("and what did they cut on the a800", True),
        ("a800 到底砍了啥", True),
        ("why is the a800 cheaper", False),
    ],
)
def test_what_an_export_variant_had_cut_asks_its_figures(text, asked):
    from assistant.question.spec_premise import figures_asked

    assert figures_asked(text) is asked


def test_cut_asked_after_a_pair_keeps_their_rows_and_the_why(advisor):
    query, answer, line = turn_of(
        advisor, "a800 vs a100 bandwidth?", "how did it get past the export rules, what got cut?"
    )
    assert answer.kind == "catalog"
    assert "A800" in line


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ("4060 ti 8g 的带宽算下来是多少", "bandwidth"),
        ("MI300X 的 HBM3 跑满几个 TB/s？", "bandwidth"),
        ("how many tb/s does the b200 do?", "bandwidth"),
        ("3090 的算力跟 4080 比如何", "tflops"),
    ],
)
def test_a_figure_worked_out_or_set_against_is_asked(text_field_advisor, question, field):
    query, answer, _ = turn_of(text_field_advisor, question)
    assert field in query.spec_fields
    assert answer.kind == "catalog"


@pytest.fixture(scope="module")
def text_field_advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("8x B200 server at full load — fits our 12 kW cage?", 12000.0),
        ("DGX H100 full load draw, our cage gives us 20kw", 20000.0),
    ],
)
def test_a_cage_is_a_power_budget(advisor, question, budget):
    query, answer, line = turn_of(advisor, question)
    assert query.power_budget_w == budget
    assert answer.kind == "power"


@pytest.mark.parametrize(
    "question",
    ["4x a100 node wattage vs 4x l40s node", "8x h200 box wattage versus 8x b200 box"],
)
def test_two_boxes_wattage_weighed_are_drawn_apart(advisor, question):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "power"
    assert "against" in line  # each box's own draw, not both summed


@pytest.mark.parametrize(
    ("turns", "watts"),
    [
        (("two 3090s on a 1000w psu, enough?", "and if I power-limit them to 280 with -pl"), 280.0),
        (("4090 训练整机 850w 电源够吗", "那限功耗到 300 呢"), 300.0),
    ],
)
def test_a_bare_limit_after_the_limits_words_is_read(advisor, turns, watts):
    query, answer, _ = turn_of(advisor, *turns)
    assert query.power_limit_w == watts
    assert answer.kind == "power"


def test_a_limit_in_percent_is_no_watts():
    from assistant.question.power_limit_words import power_limit

    assert power_limit("power limit to 70% on the 4090", True) is None


@pytest.mark.parametrize(
    ("text", "families"),
    [
        ("4060 ti vs arc a770 for llama.cpp, which one", 0),
        ("llama-cpp 跑 qwen 用哪张卡", 1),
        ("llama 3 70b on llama.cpp", 1),
    ],
)
def test_the_llama_cpp_runtime_names_no_model_family(text, families):
    from assistant.question import lexicon as lx

    assert len(list(lx.MODEL_RE.finditer(text))) == families


def test_two_cards_for_llama_cpp_are_compared(advisor):
    query, answer, line = turn_of(
        advisor, "rx 7900 xtx or rtx 3090, both used ~$700, for llama.cpp?"
    )
    assert answer.kind == "compare"
    assert {g.gpu_id for g in query.gpus} == {"rx-7900-xtx", "rtx-3090"}


def test_a_memory_size_and_kind_put_up_to_confirm_is_asked(advisor):
    query, answer, line = turn_of(advisor, "MI250X 是 128g HBM2e 吧？带宽多少")
    assert answer.kind == "catalog"
    assert "memory" in query.spec_fields and "128 GB" in line


def test_total_memory_stated_is_no_memory_asked():
    assert not memory_versions_said("2x 3060 12gb, 24gb total vram. what model class fits")
