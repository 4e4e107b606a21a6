"""Mainstream desktop cards and laptop GPUs: how people name them, their figures, and purchase.

Names as typed in questions resolve to the right row (a bare '3060' stays the 12 GB card, a
stated 8 GB picks the 8 GB one; "laptop"/"笔记本" picks the laptop GPU); discontinued cards and
laptop GPUs carry no purchase price, so they are never a recommendation's pick.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.candidates import Constraints
from assistant.calc.recommend import buy_setups
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse

CAT = load_catalog()
DISCONTINUED = (
    "rtx-2060 rtx-2060-12gb rtx-2070 rtx-2070-super rtx-2080 rtx-2080-super gtx-1080-ti "
    "gtx-1660-super gtx-1650".split()
)
VERIFIED = {"rtx-4060", "rtx-4070-super", "rtx-5060", "rtx-5060-ti-8gb", "rtx-3060-8gb"}
LAPTOPS = "rtx-4060-laptop rtx-4070-laptop rtx-4090-laptop rtx-3080-laptop gtx-1650-laptop".split()


@pytest.mark.parametrize(
    ("question", "gpu_id"),
    [
        ("Flux dev on a 4060 8GB, possible at all?", "rtx-4060"),
        ("SD 1.5 训 LoRA，显卡 2060 6G 够吗", "rtx-2060"),
        ("will whisper large-v3 run on a GTX 1650 4gb laptop", "gtx-1650-laptop"),
        ("GTX 1650 跑 whisper", "gtx-1650"),
        ("3060 12G 跑 qwen 7b", "rtx-3060"),
        ("3060 跑 7b", "rtx-3060"),
        ("3060 8G 跑 qwen 7b", "rtx-3060-8gb"),
        ("2060 12G 能跑 7b 吗", "rtx-2060-12gb"),
        ("4060笔记本能跑 llama 3 8b 吗", "rtx-4060-laptop"),
        ("笔记本的4070能跑 sdxl 吗", "rtx-4070-laptop"),
        ("my laptop has a 4070, can it run mistral 7b", "rtx-4070-laptop"),
        ("can my 4090 laptop run a 13b model", "rtx-4090-laptop"),
        ("RTX 3080 laptop 16GB run 13b?", "rtx-3080-laptop"),
        ("5060 Ti 8GB for stable diffusion?", "rtx-5060-ti-8gb"),
        ("5060 Ti 跑 14b", "rtx-5060-ti-16gb"),
        ("5060 跑 qwen 7b", "rtx-5060"),
        ("1660 Super 能跑 sd1.5 吗", "gtx-1660-super"),
        ("GTX 1080 Ti 11G 跑 7b", "gtx-1080-ti"),
        ("is a 4070 Super enough for llama 3 8b", "rtx-4070-super"),
        ("2080 8GB run 7b q4?", "rtx-2080"),
        ("2080 Ti 11G 跑 7b", "rtx-2080-ti"),
        ("4060 Ti 16G 能训SDXL的LoRA吗", "rtx-4060-ti-16gb"),
    ],
)
def test_questions_name_the_right_row(question: str, gpu_id: str) -> None:
    query = parse(question, CAT)
    assert [g.gpu_id for g in query.gpus] == [gpu_id]
    assert not [p for p in query.problems if p.kind == "unknown_gpu"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("4080 laptop 跑 7b", "4080 laptop"),
        ("3050笔记本能跑 7b 吗", "3050 笔记本"),
        ("is a 5080 laptop enough for llama 3 8b at fp16", "5080 laptop"),
        ("my 2060 mobile has how much vram for sdxl?", "2060 mobile"),
    ],
)
def test_a_laptop_the_catalog_lacks_is_not_sized_as_the_desktop_card(question, said):
    """A laptop GPU has less memory and power than its desktop namesake: it is said missing."""
    query = parse(question, CAT)
    assert not query.gpus
    lacked = [p for p in query.problems if p.kind == "unknown_gpu"]
    assert lacked and lacked[0].surface == said
    assert set(lacked[0].suggestions) & set(LAPTOPS)


def test_a_desktop_card_next_to_an_unrelated_laptop_stays_the_desktop_card() -> None:
    query = parse("I have a laptop and a desktop 3090, run 70b?", CAT)
    assert [g.gpu_id for g in query.gpus] == ["rtx-3090"] and not query.assumptions


@pytest.mark.parametrize(
    ("gpu_id", "memory_gb", "bandwidth", "bf16", "tdp_w"),
    [
        ("rtx-4060", 8, 272, 30.2, 115),  # 24 SM x 2.46 GHz x 512 = NVIDIA's 242 AI TOPS / 8
        ("rtx-4070-super", 12, 504, 71.0, 220),  # 568 AI TOPS / 8
        ("rtx-5060", 8, 448, 38.4, 145),  # 614 AI TOPS / 16
        ("rtx-5060-ti-8gb", 8, 448, 47.4, 180),  # the 16 GB card's GPU
        ("rtx-3060-8gb", 8, 240, 25.5, 170),  # the 12 GB card's GPU on a 128-bit bus
        ("rtx-2060", 6, 336, 25.8, 160),  # 30 SM x 1.68 GHz x 512 (the 2080 Ti's per-SM rate)
        ("gtx-1660-super", 6, 336, 10.1, 125),  # no tensor cores: FP16 ALU rate, 2 x FP32
        ("gtx-1080-ti", 11, 484, None, 250),  # FP16 at 1/64: no 16-bit rate, as the P40
        ("rtx-4060-laptop", 8, 256, 29.1, 115),  # 233 AI TOPS / 8 at the 115 W clock
        ("rtx-4090-laptop", 16, 576, 79.4, 150),
        ("gtx-1650-laptop", 4, 128, 6.4, 50),
    ],
)
def test_reference_figures(gpu_id, memory_gb, bandwidth, bf16, tdp_w):
    gpu = CAT.gpu(gpu_id)
    assert (gpu.memory_gb, gpu.memory_bandwidth_gb_s, gpu.tdp_w) == (memory_gb, bandwidth, tdp_w)
    assert gpu.bf16_tflops == (pytest.approx(bf16) if bf16 is not None else None)
    assert gpu.as_of is not None and gpu.as_of.isoformat() == "2026-12-02"
    if gpu_id in VERIFIED:  # every figure checked in named sources (the tensor rate from AI TOPS)
        assert gpu.verified and "every figure" in (gpu.verification or "")
    else:
        assert not gpu.verified and "derived" in (gpu.verification or "") + (gpu.notes or "")


def test_cards_without_tensor_cores_say_so_and_record_no_bf16() -> None:
    for gpu_id in ("gtx-1660-super", "gtx-1650", "gtx-1650-laptop", "gtx-1080-ti"):
        gpu = CAT.gpu(gpu_id)
        assert "no tensor cores" in (gpu.notes or ""), gpu_id
        assert not gpu.supports_bf16 and not gpu.supports_fp8


def test_laptop_rows_state_their_tgp_range_and_carry_no_price() -> None:
    for gpu_id in LAPTOPS:
        gpu = CAT.gpu(gpu_id)
        assert gpu.form_factor.startswith("Laptop"), gpu_id
        assert "TGP range" in (gpu.notes or "") and gpu.launch_price_usd is None, gpu_id


def test_discontinued_cards_carry_no_purchase_price_but_say_their_launch_msrp() -> None:
    for gpu_id in DISCONTINUED:
        gpu = CAT.gpu(gpu_id)
        assert gpu.launch_price_usd is None and gpu.price_basis is None, gpu_id
        assert "discontinued" in (gpu.notes or "") or "no MSRP" in (gpu.verification or "")
    assert "launch MSRP 349 USD" in (CAT.gpu("rtx-2060").notes or "")


def test_current_cards_keep_their_launch_msrp() -> None:
    prices = {g: CAT.gpu(g).launch_price_usd for g in ("rtx-4060", "rtx-5060", "rtx-3050")}
    assert prices == {"rtx-4060": Decimal(299), "rtx-5060": Decimal(299), "rtx-3050": Decimal(249)}
    assert CAT.gpu("rtx-5060-ti-8gb").launch_price_usd == Decimal("379")


def test_only_priced_cards_are_bought() -> None:
    """A 7B model at 4-bit fits every new row; only the priced desktop cards are setups."""
    new = [CAT.gpu(g) for g in (*DISCONTINUED, *LAPTOPS, "rtx-4060", "rtx-5060", "rtx-3060-8gb")]
    wl = Workload(method="inference", precision="int4")
    setups = buy_setups(CAT.model("qwen2.5-7b"), new, wl, Constraints(), "USD", [])
    assert sorted({s.gpu_id for s in setups}) == ["rtx-4060", "rtx-5060"]
