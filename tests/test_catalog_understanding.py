"""Catalog questions read into typed filters, one card's feature as yes/no, names the catalog
lacks said first (accelerators, a Mac without its chip, unlisted model families)."""

from __future__ import annotations

import pytest

from assistant.calc.catalog_query import GPUFilter, query_gpus
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.evaluation_understanding import NOT_COVERED_RE
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


# --------------------------------------------------------------------------- typed slots


@pytest.mark.parametrize(
    ("question", "slot", "value"),
    [
        ("which Hopper GPUs do you know", "architecture", "Hopper"),
        ("有哪些安培架构的显卡", "architecture", "Ampere"),
        ("list the RDNA 3 cards", "architecture", "RDNA3"),
        ("which cards have more than 2 TB/s of memory bandwidth", "min_bandwidth_gb_s", 2000.0),
        ("带宽在 1500GB/s 以上的卡有哪些", "min_bandwidth_gb_s", 1500.0),
        ("哪些卡的算力超过 900 TFLOPS", "min_tflops", 900.0),
    ],
)
def test_catalog_filters_are_typed_slots(catalog, question, slot, value):
    query = parse(question, catalog)
    assert getattr(query, slot) == value
    assert query.task == "catalog"


def test_a_card_name_is_not_read_as_its_architecture(catalog):
    query = parse("how much VRAM does the RTX 6000 Ada have", catalog)
    assert query.architecture is None
    assert [g.gpu_id for g in query.gpus] == ["rtx-6000-ada"]


def test_architecture_filter_keeps_the_family_and_ranks_by_memory(catalog):
    out = query_gpus(catalog.gpus.values(), [], GPUFilter(architecture="Blackwell"))
    ids = [r.gpu_id for r in out.rows]
    assert {"b200", "b300", "rtx-5090", "rtx-pro-6000-blackwell"} <= set(ids)
    assert "h100-sxm" not in ids and ids[0] == "b300"  # 288 GB first


def test_bandwidth_floor_ranks_by_bandwidth(catalog):
    out = query_gpus(catalog.gpus.values(), [], GPUFilter(min_bandwidth_gb_s=4000))
    assert out.sort == "bandwidth"
    bandwidths = [r.memory_bandwidth_gb_s for r in out.rows]
    assert min(bandwidths) >= 4000 and bandwidths == sorted(bandwidths, reverse=True)
    assert "h100-sxm" not in [r.gpu_id for r in out.rows]  # 3,350 GB/s


# --------------------------------------------------------------------------- list answers


def test_list_by_architecture_names_the_cards_with_the_count(advisor):
    answer = advisor.ask("show me the Hopper cards")
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert line.startswith("10 GPUs in the catalog are Hopper-architecture cards:")
    assert "H200 SXM 141GB" in line and "H200 NVL 141GB" in line and "RTX" not in line


def test_list_by_bandwidth_in_chinese(advisor):
    answer = advisor.ask("哪些显卡的显存带宽高于 4TB/s")
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert "显存带宽不低于 4,000 GB/s" in line and "H100" not in line.split("：")[1][:10]


def test_consumer_list_with_an_adverb_is_a_catalog_question(advisor):
    answer = advisor.ask("which gaming cards actually support NVLink?")
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert "RTX 3090" in line and "RTX 4090" not in line


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("哪些卡支持 FP8？3090 支持吗", "RTX 3090 不在其中：它没有 FP8"),
        ("which GPUs support FP8? does the H100 too?", "the H100 SXM5 80GB is one of them"),
    ],
)
def test_a_list_that_names_a_card_says_whether_it_is_among_them(advisor, question, expected):
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert expected in line
    assert NOT_COVERED_RE.search(line) is None  # no premise note above it


# --------------------------------------------------------------------------- one card


@pytest.mark.parametrize(
    ("question", "verdict", "opening"),
    [
        ("does the RTX 3090 have NVLink?", "yes", "Yes: the RTX 3090 has NVLink"),
        ("can the L4 do FP8?", "yes", "Yes: the L4 has FP8"),
        ("does a T4 support bf16", "no", "No: the T4 has no BF16"),
        ("A100 支持 FP8 吗", "no", "否：A100 SXM4 80GB 没有 FP8"),
        ("H100 支持 FP8 和 FP4 吗", "no", "否：H100 SXM5 80GB 支持 FP8，但没有 FP4"),
    ],
)
def test_one_cards_feature_is_answered_yes_or_no_from_its_row(advisor, question, verdict, opening):
    answer = advisor.ask(question)
    assert answer.kind == "catalog" and answer.verdict == verdict
    assert first_line(answer.answer).startswith(opening)


def test_a_feature_follow_up_is_answered_from_the_row(advisor):
    turns = advisor.converse(["what is NVLink, do I need it?", "does the 3090 have it?"]).turns
    answer = turns[-1].answer
    assert answer is not None and answer.kind == "catalog" and answer.verdict == "yes"


def test_a_feature_asked_to_run_a_model_stays_an_explanation(advisor):
    answer = advisor.ask("does the RTX 3090 do FP8? want to run the FP8 checkpoint of qwen3")
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    ("question", "opening"),
    [("TDP of the H200?", "H200 SXM 141GB: 700 W board power"),
     ("4090 的 TDP 是多少", "RTX 4090：板卡功耗 450 W")],
)  # fmt: skip
def test_a_cards_tdp_is_its_board_power(advisor, question, opening):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    assert first_line(answer.answer).startswith(opening)


def test_two_cards_tdp_side_by_side_reads_both_rows(advisor):
    # RTX 4090 D 425 W, RTX 4090 450 W board power, each card's row in the order asked
    answer = advisor.ask("4090d的tdp是多少瓦 比4090低吗")
    assert answer.kind == "catalog"
    assert first_line(answer.answer).startswith("RTX 4090 D：板卡功耗 425 W")
    assert "RTX 4090：板卡功耗 450 W" in answer.answer


# --------------------------------------------------------------------------- not in the catalog


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("can a Jetson Orin NX run a 7B model?", "Jetson Orin NX"),
        ("Jetson AGX Thor 能跑 70B 吗", "Jetson AGX Thor"),
        ("what can a Ryzen AI Max 385 with 64GB run?", "Ryzen AI Max 385"),
        ("RX 6700 XT 能跑 13B 吗", "RX 6700 XT"),
        ("摩尔线程 MTT S80 显存多大", "摩尔线程 MTT S80"),
        ("昇腾 310P 能跑大模型吗", "昇腾 310P"),
        ("is a Ryzen AI Max 390 box good for local llms", "Ryzen AI Max 390"),
    ],
)
def test_an_accelerator_the_catalog_lacks_is_said_first(advisor, question, name):
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert answer.kind == "not_covered"
    assert f"'{name}'" in line and NOT_COVERED_RE.search(line)
    assert "tokens/s" not in answer.answer  # never sized on another card


def test_a_mac_without_its_chip_lists_the_chips_known(advisor):
    turns = ["biggest model on 2x 3090?", "and a Mac Studio?"]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer is not None and answer.kind == "not_covered"
    line = first_line(answer.answer)
    assert "'Mac Studio' is not in my catalog" in line and "M2 Ultra" in line


def test_a_mac_named_with_its_chip_is_no_unknown_card(catalog):
    query = parse("M3 Max 64GB MacBook Pro, can it run a 70B model?", catalog)
    assert [g.gpu_id for g in query.gpus] == ["m3-max-64gb"]
    assert not [p for p in query.problems if p.kind == "unknown_gpu"]


@pytest.mark.parametrize(
    ("question", "surface"),
    [("can two 4090s run InternLM?", "InternLM"), ("Paraformer 用什么卡部署", "Paraformer")],
)
def test_a_model_family_the_catalog_lacks_is_said_first(advisor, question, surface):
    answer = advisor.ask(question)
    line = first_line(answer.answer)
    assert f"'{surface}'" in line and NOT_COVERED_RE.search(line)
    assert answer.kind in ("not_covered", "fits_hardware")  # what the cards run is close


def test_an_unlisted_model_with_a_size_is_sized_as_generic(catalog):
    query = parse("command r plus 104b on 4x a100?", catalog)
    assert query.params_b == 104.0
    assert any(p.kind == "unlisted_model" for p in query.problems)


def test_a_memory_version_asked_reads_both_variants_rows(advisor):
    # "H20 141G 版本" and "96G 那款": the H20 141GB and the H20 96GB, memory first for each
    answer = advisor.ask("H20是不是还有141G的版本？和96G那款区别在哪")
    assert answer.kind == "catalog"
    assert first_line(answer.answer).startswith("H20 141GB：显存 141 GB HBM3e")
    assert "H20 96GB：显存 96 GB HBM3" in answer.answer
    answer = advisor.ask("is there a 48gb version of the 4090")
    assert answer.kind == "catalog" and "48 GB" in first_line(answer.answer)


def test_more_than_a_size_is_said_as_stated_and_two_makers_filter_by_neither(advisor):
    from assistant.question.parsing import parse

    query = parse("any amd or nvidia cards with over 100gb on a single gpu?", advisor.catalog)
    assert (query.memory_over_gb, query.min_memory_gb, query.vendor) == (100.0, 101.0, None)
    answer = advisor.ask("any amd or nvidia cards with over 100gb on a single gpu?")
    line = first_line(answer.answer)
    assert "have more than 100 GB" in line
    assert "MI300X" in line and "H20 141GB" in line  # 192 GB and 141 GB, both makers
    assert "显存超过 80 GB" in first_line(advisor.ask("显存超过80G的卡有哪些").answer)
