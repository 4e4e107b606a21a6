"""Spec questions read as their rows: a compute capability, a quoted figure, a trailing S, TBP,
a card's memory versions, an APU's power, and a why about figures that asks none."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu", "said"),
    [
        ("what's the compute capability of an L4? need it for a triton build", "l4", "8.9"),
        ("3060 的计算能力是多少，是 8.6 吗", "rtx-3060", "8.6"),
        ("which cuda arch is the A100 80GB, sm_80?", "a100-80gb-sxm", "8.0"),
    ],
)
def test_a_compute_capability_is_read_from_the_row(advisor, text, gpu, said) -> None:
    query, answer, first = turn_of(advisor, text)
    assert "cc" in query.spec_fields and query.gpus[0].gpu_id == gpu
    assert answer.kind == "catalog"
    assert f"{said} (sm_{said.replace('.', '')})" in first or f"{said}（sm_" in first
    assert " GB" in first  # the rest of the row follows on the same line


def test_a_chip_without_cuda_says_it_has_no_compute_capability(advisor) -> None:
    _, answer, first = turn_of(advisor, "MI250X compute capability?")
    assert answer.kind == "catalog" and "no CUDA compute capability" in first


@pytest.mark.parametrize(
    "text",
    [
        "vllm says compute capability 6.1 is not supported on my P40, any workaround?",
        "P40 跑 sglang 报错 compute capability 6.1 太老，怎么办",
    ],
)
def test_a_capability_read_off_an_error_is_no_lookup(advisor, text) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert "cc" not in query.spec_fields and answer.kind != "catalog"


def test_a_follow_up_carries_the_capability_to_another_card(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "what compute capability is a T4, 7.5?", "and the A10G?"
    )
    assert query.gpus[0].gpu_id == "a10g" and answer.kind == "catalog"
    assert "8.6" in first


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("L40S 的显存带宽是 864GB/s 吗", "864gb"),
        ("is the A100 80GB bandwidth really 1.9tb/s? and its tdp", "1.9tb"),
        ("H200 带宽 4.8TB/s 对吗，fp8 多少", "4.8tb"),
    ],
)
def test_a_quoted_figure_is_never_an_instance_name(advisor, text, quoted) -> None:
    query, answer, first = turn_of(advisor, text)
    assert quoted not in query.instance_words
    assert answer.kind == "catalog" and "GB/s" in first


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("4070S 显存多大", "rtx-4070-super"),
        ("what's the bandwidth of a V100S?", "v100s-32gb-pcie"),
        ("2080S 的 TDP 多少瓦", "rtx-2080-super"),
    ],
)
def test_a_trailing_s_names_the_s_card(advisor, text, gpu) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert [g.gpu_id for g in query.gpus] == [gpu] and answer.kind == "catalog"


def test_an_s_card_the_catalog_lacks_is_said_unknown(advisor) -> None:
    query, answer, first = turn_of(advisor, "5090S 显存带宽多少")
    assert not query.gpus and any(p.kind == "unknown_gpu" for p in query.problems)
    assert answer.kind == "not_covered" and "5090S" in first


def test_a_lower_case_plural_stays_the_plain_card(advisor) -> None:
    query, _, _ = turn_of(advisor, "three 4090s or two 5090s for training a 13b lora?")
    assert {g.gpu_id: g.count for g in query.gpus} == {"rtx-4090": 3, "rtx-5090": 2}


@pytest.mark.parametrize(
    ("text", "fields"),
    [
        ("RTX 5080 的 TBP 和显存是多少", {"power", "memory"}),
        ("MI300X 的 HBM 带宽和 TBP 多少？风冷版跟液冷版一样吗", {"power", "bandwidth"}),
        ("what's the TBP of an RX 7900 XTX", {"power"}),
    ],
)
def test_tbp_is_a_board_power_asked_of_the_row(advisor, text, fields) -> None:
    query, answer, first = turn_of(advisor, text)
    assert fields <= set(query.spec_fields) and query.power_ask is None
    assert answer.kind == "catalog" and " W" in first


@pytest.mark.parametrize(
    "text",
    [
        "GH200 是 96G 还是 144G 的？",
        "does the GH200 come in a 144gb hbm3e version?",
        "GH200 有没有 144GB HBM3e 的版本",
    ],
)
def test_the_gh200_versions_are_set_side_by_side(advisor, text) -> None:
    query, answer, first = turn_of(advisor, text)
    assert {g.gpu_id for g in query.gpus} == {"gh200", "gh200-144gb"}
    assert answer.kind == "catalog" and "144 GB" in answer.answer and "96 GB" in answer.answer
    assert "GB" in first


@pytest.mark.parametrize(
    "text",
    [
        "how many watts does a GMKtec EVO-X2 pull running llama.cpp all day?",
        "Framework Desktop 跑本地模型满载多少瓦",
    ],
)
def test_a_strix_halo_machine_has_a_wattage(advisor, text) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.gpus[0].gpu_id == "ryzen-ai-max-395-128gb"
    assert answer.kind == "power" and "140 W" in first


@pytest.mark.parametrize(
    "text",
    [
        "为什么 5090 比 4090 跑模型快这么多，显存带宽也就多了 78%",
        "why is the H100 so much quicker than the A100 at training when bandwidth is only 1.6x?",
    ],
)
def test_a_why_about_figures_is_explained_not_looked_up(advisor, text) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert not query.spec_fields and answer.kind != "catalog"


def test_know_is_no_negation_of_a_feature(advisor) -> None:
    query, _, _ = turn_of(advisor, "I need to know if the 3090 has nvlink")
    assert query.features == ["nvlink"] and not query.excluded_features


@pytest.mark.parametrize(
    ("text", "lead"),
    [
        ("L40S fp8 多少，带宽是 864GB/s 吗", "FP8 稠密算力 733 TFLOPS"),
        ("what's the H100 SXM's fp8 tflops?", "1,979 dense FP8 TFLOPS"),
    ],
)
def test_an_fp8_rate_asked_by_name_leads(advisor, text, lead) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog" and lead in first.split("[1]")[0]
