"""A region narrows the offers quoted; 'which is faster' lets speed decide; FlashAttention-2 is a
card's feature read from its compute capability."""

from __future__ import annotations

import pytest

from assistant.calc.catalog_query import has_feature
from assistant.calc.offer_filter import offer_place
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("region", "place"),
    [("us-east-1", "us"), ("eastus", "us"), ("China", "china"), ("cn-hangzhou", "china"),
     ("any", None), ("all listed regions", None)],
)  # fmt: skip
def test_an_offer_row_is_placed_by_its_region(region: str, place: str | None) -> None:
    assert offer_place(region) == place


def test_a_region_no_offer_is_placed_in_is_said_first(advisor) -> None:
    query, answer, first = turn_of(advisor, "any cheap cloud with 4090 in europe?")
    assert query.region == "europe" and answer.intent == "cost"
    assert first.startswith("**No offer in my price book is placed in Europe**")
    assert "RunPod" in first and "算家云" not in first


def test_where_to_rent_is_a_price_question(advisor) -> None:
    _, answer, first = turn_of(advisor, "where can I rent b200")
    assert answer.intent == "cost" and "B200" in first and "per GPU-hour" in first


@pytest.mark.parametrize(
    "text", ["which is faster for inference, l40s or a100 40gb", "l40s 和 a100 40g 推理哪个快"]
)
def test_which_is_faster_lets_speed_decide(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.objective == "fastest" and answer.intent == "compare"
    assert "A100 SXM4 40GB" in first.split("wins")[0].split("胜出")[0].split(":")[-1]


@pytest.mark.parametrize(
    ("gpu_id", "runs"),
    [("v100-32gb-sxm", False), ("rtx-2080-ti", False), ("rtx-3090", True), ("h100-sxm", True),
     ("mi300x", True)],
)  # fmt: skip
def test_flash_attention_2_by_compute_capability(gpu_id: str, runs: bool) -> None:
    assert has_feature(load_catalog().gpus[gpu_id], "flash_attention") is runs


@pytest.mark.parametrize(
    ("text", "opening"),
    [
        ("does flash attention work on a v100", "**No: the Tesla V100 SXM2 32GB has no Flash"),
        ("flash attention 2 在 v100 上能用吗", "**否：Tesla V100 SXM2 32GB 没有 FlashAttention-2"),
        ("3090能开flash attention吗", "**是：RTX 3090 支持 FlashAttention-2"),
    ],
)
def test_a_card_asked_for_flash_attention_gets_its_row(advisor, text: str, opening: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert first.startswith(opening)


@pytest.mark.parametrize(
    ("text", "other"),
    [("a100 多少钱一小时", "A100 PCIe 80GB（按量）：**每卡每小时 ¥9.71"),
     ("how much is an a100 per hour", "A100 PCIe 80GB, on-demand: **$1.39 per GPU-hour**")],
)  # fmt: skip
def test_the_other_form_factor_is_said_when_it_rents_for_much_less(advisor, text, other) -> None:
    _, answer, first = turn_of(advisor, text)
    assert "A100 SXM4 80GB" in first
    second = answer.answer.split("\n\n")[1]
    assert second.startswith(("The same chip in its other form factor", "同一颗芯片的另一种形态"))
    assert other in second


def test_a_named_provider_keeps_to_its_card(advisor) -> None:
    _, answer, _ = turn_of(advisor, "lambda a100 per hour")
    assert "other form factor" not in answer.answer
