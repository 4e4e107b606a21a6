"""A card's figures asked directly are catalog answers (catalog32): the H200 NVL row, a card's
wattage quoted to be confirmed before the supply is judged, its wattage asked after its row, two
cards' figures beside the cloud family one is rented in, a claim's model size, windows said as
131k, and a price gap or each option's price kept."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.card_prices import card_prices_said
from assistant.question.numbers import tokens_value
from assistant.question.parsing import parse
from assistant.question.quoted_figures import quoted_figures
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _answer(advisor, *turns: str):
    return advisor.converse(list(turns)).turns[-1].answer


# --------------------------------------------------------------------------- the H200 NVL row


def test_the_h200_nvl_is_its_own_row(advisor):
    gpu = advisor.catalog.gpus["h200-nvl"]
    assert (gpu.memory_gb, gpu.memory_bandwidth_gb_s, gpu.tdp_w) == (141, 4800, 600)
    assert gpu.nvlink and gpu.interconnect_gb_s == 900
    assert [g.gpu_id for g in parse("h200 nvl 的 tdp?", advisor.catalog).gpus] == ["h200-nvl"]
    assert [g.gpu_id for g in parse("H200 PCIe bandwidth?", advisor.catalog).gpus] == ["h200-nvl"]


def test_h200_nvl_beside_the_sxm_is_both_rows(advisor):
    answer = _answer(advisor, "H200 NVL 跟 H200 SXM 的功耗分别多少？显存一样吗")
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert "H200 NVL 141GB" in line and "600 W" in line
    assert "H200 SXM 141GB" in answer.answer and "700 W" in answer.answer


# --------------------------------------------------------------------------- wattage quoted


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("l40s 的功耗是 350w 吗", 350.0),
        ("tdp 多少？300 瓦是对的吗", 300.0),
        ("is the a6000 board power 300 watts?", 300.0),
    ],
)
def test_a_cards_wattage_quoted_is_read(text, watts):
    quotes = [q for q in quoted_figures(text) if q.field == "power"]
    assert [q.value for q in quotes] == [watts]


@pytest.mark.parametrize(
    "text",
    ["4090 配 850w 电源够吗", "功耗 420w 正常吗", "限到 300w 吗", "tdp 多少瓦"],
)
def test_a_supply_limit_or_reading_is_no_wattage_quoted(text):
    assert not [q for q in quoted_figures(text) if q.field == "power"]


def test_wattage_confirmed_before_the_psu_is_judged(advisor):
    answer = _answer(advisor, "does the 5090 really have a 575W TDP? my psu is only 850w")
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert line.startswith("Yes.") and "575 W" in line and "RTX 5090" in line
    assert "850 W" in answer.answer  # the supply judged after the figure
    assert answer.verdict == "yes"


def test_wattage_confirmed_before_the_slot_is_judged(advisor):
    answer = _answer(advisor, "T4 功耗是 70W 吗？不插外接供电能直接用吧")
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert line.startswith("是的") and "70 W" in line
    assert "75 W" in answer.answer  # the slot's supply, said after the row


def test_a_wrong_wattage_quoted_is_a_no(advisor):
    answer = _answer(advisor, "RTX 4090 的 TDP 是 600W 吗？我电源 1000W")
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert line.startswith("不是") and "450 W" in line
    assert "1,000 W" in answer.answer


# --------------------------------------------------------------------------- after its row


@pytest.mark.parametrize(
    "turns",
    [
        ("L40S 显存带宽多少", "那它功耗多少瓦"),
        ("what's the L40S memory bandwidth?", "and how many watts does it pull?"),
    ],
)
def test_a_cards_wattage_after_its_row_is_that_rows_figure(advisor, turns):
    answer = _answer(advisor, *turns)
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert "L40S" in line and "350 W" in line


def test_a_machines_power_after_the_row_stays_a_draw(advisor):
    answer = _answer(advisor, "L40S 显存带宽多少", "那整机功耗多少瓦")
    assert answer.kind == "power"


# --------------------------------------------------------------------------- two cards


def test_two_cards_figures_beside_the_family_are_their_rows(advisor):
    answer = _answer(advisor, "g6 实例里的 L4 跟 T4 的 fp16 算力一样吗？显存带宽差多少")
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert "L4" in line and "300 GB/s" in line and "T4" in line and "320 GB/s" in line


def test_a_type_named_in_full_is_still_the_types(advisor):
    answer = _answer(advisor, "what's in a g6.xlarge")
    assert answer.kind == "instance"


# --------------------------------------------------------------------------- a claim's size


def test_a_model_size_in_a_claim_is_no_job(advisor):
    text = "what bandwidth does the M4 Max 128GB have?"
    text += " folks keep saying 546 GB/s and that it is meh for 70b"
    query = parse(text, advisor.catalog)
    assert query.params_b is None and query.spec_fields == ["bandwidth"]
    answer = _answer(advisor, text)
    assert answer.kind == "catalog"
    line = first_line(answer.answer)
    assert line.startswith("Yes.") and "546 GB/s" in line


def test_a_size_asked_outside_the_claim_stays(advisor):
    text = "m4 max 128gb bandwidth? people keep saying 546 gb/s? will 70b fit on it?"
    query = parse(text, advisor.catalog)
    assert query.params_b == 70


# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(
    ("n", "tokens"),
    [("131", 131072), ("262", 262144), ("524", 524288), ("130", 130000), ("100", 100000)],
)
def test_windows_said_in_rounded_thousands_are_powers_of_two(n, tokens):
    assert tokens_value(n, "k") == tokens


def test_a_131k_context_is_read_as_the_window(advisor):
    query = parse("qwen3 32b kv cache at 131k context?", advisor.catalog)
    assert query.context_tokens == 131072


# --------------------------------------------------------------------------- money kept


def test_each_options_price_in_plain_digits_is_kept(advisor):
    answer = _answer(advisor, "3090 还是 4070 ti super 跑大模型？都是 5500 左右")
    assert any("5,500" in a for a in answer.assumptions)
    assert parse("3090 还是 4070 ti super 跑大模型？都是 5500 左右", advisor.catalog).budget is None


def test_the_extra_money_said_of_a_comparison_is_its_premium(advisor):
    query = parse("4090 比起 3090 跑 sdxl 快多少？值得多掏五千吗", advisor.catalog)
    said = card_prices_said("4090 比起 3090 跑 sdxl 快多少？值得多掏五千吗", query.gpus)
    assert said == {"card_premium": {"rtx-4090": 5000.0}}
    answer = _answer(advisor, "4090 比起 3090 跑 sdxl 快多少？值得多掏五千吗")
    assert "5,000" in first_line(answer.answer)
