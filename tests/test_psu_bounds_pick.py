"""A PSU the user is stuck with bounds the card picked: its board power within what it carries."""

from __future__ import annotations

import pytest

from assistant.calc.power import gpus_on_psu
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


def test_what_a_psu_carries_of_cards() -> None:
    assert gpus_on_psu(650) == pytest.approx(247.0)  # 650 - 253 W CPU - 150 W rest
    assert gpus_on_psu(1000) == pytest.approx((2000 - 403) / 3)  # the spikes bind
    assert gpus_on_psu(300) == 0.0


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("my psu is a 750w unit and i'm not replacing it", 750.0),
        ("我的电源只有550w，换不了", 550.0),
        ("电源是650瓦的不想换", 650.0),
    ],
)
def test_the_psu_owned_is_read(text: str, watts: float) -> None:
    assert parse(text, CAT).psu_stated_w == watts


@pytest.mark.parametrize(
    ("text", "psu", "cap"),
    [
        (
            "my psu is a 750w unit and i'm not replacing it. which gpu for llms at home, ~$800?",
            750,
            347,
        ),
        ("电源是650瓦的不想换，预算5000块，想本地跑大模型，买哪张卡", 650, 247),
    ],
)
def test_the_pick_runs_on_the_psu(text: str, psu: float, cap: int) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["psu_w"] == psu
    assert call.input["max_cards"] == 1  # one card on one PSU
    assert call.output["psu_card_w"] == cap
    pick = call.output["pick"]
    assert pick is not None and pick["count"] == 1
    assert CAT.gpu(pick["gpu_id"]).tdp_w <= cap
    assert any(f"{psu:,} W" in a and f"{cap} W" in a for a in answer.assumptions)


def test_a_named_card_is_not_bounded_by_the_psu() -> None:
    answer = memory_advisor().ask(
        "have a 650w psu, is a 3090 or a 4070 better for local llms, $900"
    )
    calls = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert all(c.input.get("psu_w") is None for c in calls)


def test_a_rented_card_is_not_bounded_by_the_psu_at_home() -> None:
    answer = memory_advisor().ask("psu is only 550w, what cloud gpu should i rent for qwen 32b")
    calls = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert calls and all(c.input["kind"] == "rent" and c.input.get("psu_w") is None for c in calls)


@pytest.mark.parametrize(
    ("text", "psu", "cap"),
    [
        (
            "want to train SDXL LoRAs at home, stuck with a 750w psu. best card around $700?",
            750,
            347,
        ),
        ("打算跑 SDXL 出图，电源只有650瓦换不了，4000 块买哪张显卡", 650, 247),
    ],
)
def test_an_image_pick_runs_on_the_psu(text: str, psu: float, cap: int) -> None:
    """The PSU bounds a picture job's card as it does an LLM's (not the 450 W cards)."""
    answer = memory_advisor().ask(text)
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["psu_w"] == psu
    best = call.output["best"]
    assert best is not None and CAT.gpu(best["gpu_id"]).tdp_w <= cap
    assert any(f"{psu:,} W" in a and f"{cap} W" in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("text", "psu", "cap"),
    [
        (
            "my psu is 650w and it stays. which gpu has the most memory per dollar under $900?",
            650,
            247,
        ),
        ("电源 750W 不换，列一下每块钱显存最多的几张卡", 750, 347),
    ],
)
def test_a_catalog_ranking_runs_on_the_psu(text: str, psu: float, cap: int) -> None:
    """A ranking of the catalog ("most memory per dollar") keeps the cards the PSU carries."""
    answer = memory_advisor().ask(text)
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["psu_w"] == psu
    rows = call.output["rows"]
    assert rows and all(CAT.gpu(r["gpu_id"]).tdp_w <= cap for r in rows)
    assert f"{psu:,} W" in answer.answer.splitlines()[0]
