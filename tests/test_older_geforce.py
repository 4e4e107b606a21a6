"""Older GeForce cards people own (GTX 1060/1070/1070 Ti/1080, GTX 1660/1660 Ti): rows and names.

Each row carries the figures of the card's reference design (sourced in ``source``, derived in
``verification``) and no price: they are discontinued. Names as people type them resolve to the
row; a picture size ("1920x1080") is no card; the card a user has now, said beside a request
for a card, is set aside rather than asked about.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()
NEW = "gtx-1060 gtx-1060-3gb gtx-1070 gtx-1070-ti gtx-1080 gtx-1660 gtx-1660-ti".split()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("gpu_id", "memory_gb", "bandwidth", "fp32", "tdp_w", "year"),
    [
        ("gtx-1060", 6, 192, 4.4, 120, 2016),  # 1280 cores x 2 x 1.708 GHz
        ("gtx-1060-3gb", 3, 192, 3.9, 120, 2016),  # 1152 cores: one SM fewer
        ("gtx-1070", 8, 256, 6.5, 150, 2016),  # 1920 x 2 x 1.683
        ("gtx-1070-ti", 8, 256, 8.2, 180, 2017),  # 2432 x 2 x 1.683
        ("gtx-1080", 8, 320, 8.9, 180, 2016),  # 2560 x 2 x 1.733, GDDR5X 10 Gbps
        ("gtx-1660", 6, 192, 5.0, 120, 2019),  # 1408 x 2 x 1.785, GDDR5
        ("gtx-1660-ti", 6, 288, 5.4, 120, 2019),  # 1536 x 2 x 1.770, GDDR6 12 Gbps
    ],
)
def test_reference_figures(gpu_id, memory_gb, bandwidth, fp32, tdp_w, year) -> None:
    gpu = CAT.gpu(gpu_id)
    assert (gpu.memory_gb, gpu.memory_bandwidth_gb_s, gpu.tdp_w) == (memory_gb, bandwidth, tdp_w)
    assert gpu.fp32_tflops == pytest.approx(fp32) and gpu.launch_year == year
    assert not gpu.verified and "derived" in (gpu.verification or "")
    assert "no tensor cores" in (gpu.notes or "") and not gpu.supports_bf16


def test_pascal_rows_record_dp4a_int8_and_no_16_bit_rate() -> None:
    for gpu_id in ("gtx-1060", "gtx-1060-3gb", "gtx-1070", "gtx-1070-ti", "gtx-1080"):
        gpu = CAT.gpu(gpu_id)
        assert gpu.compute_capability == "6.1" and gpu.bf16_tflops is None, gpu_id
        assert gpu.int8_tops == pytest.approx(4 * gpu.fp32_tflops, abs=0.3), gpu_id
    # Turing without tensor cores: the FP16 ALU rate, twice FP32, where 16-bit rates go
    assert CAT.gpu("gtx-1660-ti").bf16_tflops == pytest.approx(10.9)
    assert CAT.gpu("gtx-1660").bf16_tflops == pytest.approx(10.1)


def test_discontinued_rows_carry_no_price_but_say_their_launch_msrp() -> None:
    for gpu_id in NEW:
        gpu = CAT.gpu(gpu_id)
        assert gpu.launch_price_usd is None and gpu.price_basis is None, gpu_id
        assert "discontinued: launch MSRP" in (gpu.notes or ""), gpu_id
    assert "launch MSRP 249 USD" in (CAT.gpu("gtx-1060").notes or "")


@pytest.mark.parametrize(
    ("question", "gpu_id"),
    [
        ("sd 1.5 on a 1060 6gb, runs or oom?", "gtx-1060"),
        ("一张1060能跑7b吗", "gtx-1060"),
        ("gtx1060 跑 qwen 7b", "gtx-1060"),
        ("my old 1060 3gb, can it do whisper small?", "gtx-1060-3gb"),
        ("gtx 1070 能跑 qwen2.5 7b 吗", "gtx-1070"),
        ("1070ti 8g 跑 llama 3 8b", "gtx-1070-ti"),
        ("GTX 1070 Ti memory?", "gtx-1070-ti"),
        ("1080 8g 能跑 llama 3 8b q4 吗", "gtx-1080"),
        ("is a gtx 1080 ok for mistral 7b q4", "gtx-1080"),
        ("1080 ti 11g 跑 14b", "gtx-1080-ti"),
        ("GTX 1660 6GB 能跑 sd 1.5 吗", "gtx-1660"),
        ("gtx 1660 ti 6g for whisper medium?", "gtx-1660-ti"),
        ("1660s 跑 sdxl 行吗", "gtx-1660-super"),  # "1660S": the SUPER, not two 1660s
    ],
)
def test_questions_name_the_right_row(question: str, gpu_id: str) -> None:
    query = parse(question, CAT)
    assert [g.gpu_id for g in query.gpus] == [gpu_id]
    assert not [p for p in query.problems if p.kind == "unknown_gpu"]


@pytest.mark.parametrize(
    ("question", "gpu_id"),
    [
        ("sdxl at 1920x1080 on a 4090, how fast?", "rtx-4090"),
        ("render 1080x1920 shorts with wan on a 3090", "rtx-3090"),
        ("4090 上出 1920×1080 的图要多久", "rtx-4090"),
    ],
)
def test_a_picture_size_is_no_card(question: str, gpu_id: str) -> None:
    assert [g.gpu_id for g in parse(question, CAT).gpus] == [gpu_id]


def test_a_count_written_against_a_card_still_counts() -> None:
    for question in ("2x4090 跑 70b", "4090x2 for llama 70b q4"):
        assert [(g.gpu_id, g.count) for g in parse(question, CAT).gpus] == [("rtx-4090", 2)]


def test_catalog_answer_states_memory_and_bandwidth(advisor) -> None:
    en = advisor.ask("gtx 1070 memory bandwidth?")
    assert en.kind == "catalog"
    first = en.answer.splitlines()[0]
    assert "GTX 1070" in first and "256 GB/s" in first and "8 GB" in first
    zh = advisor.ask("GTX 1080 的显存和带宽是多少")
    assert zh.kind == "catalog"
    first = zh.answer.splitlines()[0]
    assert "320 GB/s" in first and "8 GB" in first and "GDDR5X" in first


def test_fit_answers_are_on_the_new_rows(advisor) -> None:
    sd = advisor.ask("sd 1.5 on a 1060 6gb — runs or oom?")
    assert sd.kind == "workload_fit"
    first = sd.answer.splitlines()[0]
    assert first.startswith("**Yes.**") and "GTX 1060 6GB" in first and "5.8 GB" in first
    llm = advisor.ask("qwen2.5 7b q4 on a 1060 6gb, will it fit?")
    assert llm.kind == "fit_check"
    first = llm.answer.splitlines()[0]
    assert first.startswith("**Yes.**") and "5.4 GB" in first and "5.8 GB usable" in first
    zh = advisor.ask("gtx 1070 能跑 qwen2.5 7b 吗")
    assert zh.kind == "fit_check"
    first = zh.answer.splitlines()[0]
    assert "GTX 1070" in first and "5.4 GB" in first and "7.8 GB" in first


@pytest.mark.parametrize(
    "question",
    [
        "what gpu for training sdxl loras at a decent speed? currently on a 1070",
        "which gpu should i buy for flux, i'm on a 2070 super",
        "手上有张1060，想训 sdxl lora，买什么卡好",
        "现在用的是 gtx 1080，想跑 qwen2.5 14b，推荐什么显卡",
    ],
)
def test_the_card_had_now_is_set_aside_when_a_card_is_asked(question: str) -> None:
    query = parse(question, CAT)
    assert query.gpus == []
    assert any("现在用的卡" in a or "the card you have now" in a for a in query.assumptions)


def test_a_pick_is_answered_beside_the_card_had_now(advisor) -> None:
    answer = advisor.ask("what gpu for training sdxl loras at a decent speed? currently on a 1070")
    assert answer.kind == "workload_pick" and "GTX 1070" not in answer.answer.splitlines()[0]
    assert any("the card you have now" in a for a in answer.assumptions)


def test_a_card_had_now_and_named_again_as_an_option_stays() -> None:
    query = parse("i have a 3090, which gpu should i add, another 3090 or a 4090?", CAT)
    assert {g.gpu_id for g in query.gpus} == {"rtx-3090", "rtx-4090"}
    mine = parse("is my 4070 enough for sdxl or what gpu should i get", CAT)
    assert [g.gpu_id for g in mine.gpus] == ["rtx-4070"]  # "my 4070": the card asked about
