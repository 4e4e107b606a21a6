"""Questions land on the kind they ask (kinds33): a card's own figures are its catalog row (a
wattage quoted with "到底", its TDP asked beside a connector, an opening clause of figures, a
memory size asked back with 吧); a product number in a card's name is no budget; a memory type
is no model; a size class bounds a list of models; two cards weighed for a vision job are set
head to head; a type's cards counted is the instance table's; a NaN seen on one of two cards is
a trouble; where training memory goes is explained; "how much does it pull" asks a draw."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from assistant.question.quoted_figures import quoted_figures
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# --------------------------------------------------------------------------- a card's own figures


def test_a_wattage_quoted_with_an_emphatic_is_still_quoted():
    quotes = quoted_figures("h100 sxm 的功耗到底是 700w 吗")
    assert [(q.field, q.value) for q in quotes] == [("power", 700.0)]


def test_a_quoted_tdp_with_cooling_asked_is_the_catalog_row(advisor):
    turn = last_turn(advisor, "H200 的 TDP 究竟是 700W 吗？水冷还是风冷")
    assert turn.answer.kind == "catalog"
    assert "700 W" in turn.answer.answer.splitlines()[0]


def test_a_tdp_asked_beside_a_connector_is_the_catalog_row(advisor):
    turn = last_turn(advisor, "rtx 4000 ada 的 tdp 是多少，要接 6pin 吗")
    assert turn.answer.kind == "catalog"
    assert "130 W" in turn.answer.answer.splitlines()[0]


def test_a_draw_asked_beside_a_connector_stays_a_power_question(advisor):
    turn = last_turn(advisor, "RTX 4060 Ti how much power does it draw, does it need an 8-pin?")
    assert turn.answer.kind == "power"


def test_an_opening_clause_of_figures_is_a_lookup(advisor):
    turn = last_turn(advisor, "A10 memory bandwidth and tdp, sanity check for a 1U build")
    assert turn.answer.kind == "catalog"
    line = turn.answer.answer.splitlines()[0]
    assert "600 GB/s" in line and "150 W" in line


def test_a_memory_size_asked_back_with_ba_keeps_the_row(advisor):
    q = parse("RTX 5070 Ti 发售价多少？显存是 16G 吧", advisor.catalog)
    assert [(f.field, f.value) for f in q.figures_quoted] == [("memory", 16.0)]
    assert last_turn(advisor, "RTX 5070 Ti 发售价多少？显存是 16G 吧").answer.kind == "catalog"


# ---------------------------------------------------------- names that are no budget or model


def test_a_product_number_after_a_card_family_is_no_budget(advisor):
    q = parse("Intel Data Center GPU Max 1100 显存多大？", advisor.catalog)
    assert q.budget is None
    assert any(p.kind == "unknown_gpu" for p in q.problems)
    assert (
        last_turn(advisor, "Intel Data Center GPU Max 1100 显存多大？").answer.kind == "not_covered"
    )


def test_a_bare_max_ceiling_is_still_a_budget(advisor):
    q = parse("best gpu max 1200 for a 13b model", advisor.catalog)
    assert q.budget is not None and float(q.budget) == 1200.0


def test_a_memory_type_is_no_model(advisor):
    for text in (
        "LPDDR5X 和 HBM3 在推理上差在哪？为啥 5090 用 GDDR7",
        "why not GDDR7 on the H100?",
    ):
        q = parse(text, advisor.catalog)
        assert not any(p.kind in ("unlisted_model", "unknown_model") for p in q.problems), text


# --------------------------------------------------------------------------- lists, pairs, types


def test_a_size_class_bounds_a_list_of_models(advisor):
    turn = last_turn(advisor, "two 4090s, which 30b-ish models run at q4?")
    assert turn.answer.kind == "fits_hardware"


def test_two_cards_for_a_vision_job_are_set_head_to_head(advisor):
    turn = last_turn(advisor, "训练 yolo11s，3090 和 4070 ti super 买哪张")
    assert turn.answer.kind == "workload_compare"
    assert "胜出" in turn.answer.answer.splitlines()[0]


def test_two_cards_for_a_vision_job_under_a_budget_stay_a_pick(advisor):
    turn = last_turn(advisor, "预算 8000，训练 yolo11s，3090 和 4070 ti super 买哪张")
    assert turn.answer.kind == "workload_pick"


def test_a_types_cards_counted_is_the_instance_table(advisor):
    turn = last_turn(advisor, "aws p4d.24xlarge 里面几张 A100？够不够跑 llama 3 70b")
    assert turn.answer.kind == "instance"
    assert "8" in turn.answer.answer.splitlines()[0]


def test_a_nan_seen_on_one_of_two_cards_is_a_trouble(advisor):
    turn = last_turn(
        advisor, "loss becomes nan on our T4s but not on the L4s, bf16 qlora on llama 3 8b"
    )
    assert turn.answer.kind == "troubleshoot"
    assert "bf16" in turn.answer.answer.splitlines()[0].lower()


def test_where_training_memory_goes_is_explained(advisor):
    q = parse(
        "my resnet50 eval needs 2gb, training at batch 64 needs 14gb. where does the memory go?",
        advisor.catalog,
    )
    assert q.explain_asked


def test_how_much_it_pulls_asks_a_draw(advisor):
    turn = last_turn(advisor, "RTX 4060 running whisper all day, how much does it actually pull?")
    assert turn.answer.kind == "power"
