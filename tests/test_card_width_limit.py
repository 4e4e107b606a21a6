"""A card width stated for a build ("2-slot max", "最多两槽半", "an itx case") bounds the pick.

The catalog records the reference card's width (``GPU.slots``) and length (``length_mm``);
a pick under a width limit never buys a card recorded wider, nor one with no width recorded.
"""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from assistant.calc.candidates import Constraints, gpu_allowed
from assistant.calc.media_pick import BoardLimits
from assistant.catalog.specs import load_catalog
from assistant.models import GPU
from assistant.question.card_size import SFF_READY_SLOTS, slot_limit
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


# --------------------------------------------------------------------------- the data


@pytest.mark.parametrize(
    ("gpu_id", "slots", "length"),
    [
        ("rtx-4090", 3.0, 304),  # Founders Edition 304 x 137 x 61 mm, three slots
        ("rtx-5090", 2.0, 304),  # Founders Edition 304 x 137 x 40 mm, two slots
        ("rtx-3090", 3.0, 313),  # Founders Edition 313 x 138 x 57 mm
        ("rx-7900-xtx", 2.5, 287),  # AMD's own card: 2.5 slots, 287 mm
        ("rx-7900-xt", 2.5, 276),
        ("l4", 1.0, 169),  # low-profile, single slot
        ("rtx-a6000", 2.0, 267),
    ],
)
def test_reference_card_sizes(gpu_id: str, slots: float, length: float) -> None:
    gpu = CAT.gpu(gpu_id)
    assert gpu.slots == slots
    assert gpu.length_mm == length
    assert "reference design" in gpu.source and "partner cards vary" in gpu.source


def test_modules_and_macs_have_no_width() -> None:
    assert CAT.gpu("h100-sxm").slots is None
    assert CAT.gpu("m4-max-128gb").slots is None


def test_widths_are_bounded() -> None:
    row = CAT.gpu("rtx-4090").model_dump()
    with pytest.raises(ValidationError):
        GPU.model_validate({**row, "slots": 0.5})
    with pytest.raises(ValidationError):
        GPU.model_validate({**row, "length_mm": 900})


# --------------------------------------------------------------------------- the reading


@pytest.mark.parametrize(
    ("text", "slots", "assumed"),
    [
        ("itx 机箱最多只能放两槽半的显卡，跑 14b 选哪张", 2.5, False),
        ("机箱只能装双槽卡，推荐一张跑 qwen 7b 的", 2.0, False),
        ("2.5槽以内的卡有哪些能跑 32b", 2.5, False),
        ("my case takes cards up to 2.5 slots thick, which gpu for 13b?", 2.5, False),
        ("dual-slot cards only please, want to run llama 70b", 2.0, False),
        ("which gpu fits a two and a half slot max build for mistral 7b", 2.5, False),
        ("building a mini-itx rig for local llms, what card", SFF_READY_SLOTS, True),
        ("想装一台 ITX 小主机跑 8b 模型，买什么卡", SFF_READY_SLOTS, True),
    ],
)
def test_a_width_limit_is_read(text: str, slots: float, assumed: bool) -> None:
    query = parse(text, CAT)
    assert query.max_slots == slots
    assert query.slots_from_case is assumed


@pytest.mark.parametrize(
    "text",
    [
        "my motherboard only has 2 slots, can i run two gpus",  # the board's slots
        "主板只有两个插槽，能插两张卡吗",
        "will a 3-slot 4090 fit next to my capture card",  # the card's own width
        "need a 3-slot nvlink bridge for two 3090s",  # a bridge's spacing
        "rtx 4000 sff ada for 14b?",  # a card's name
        "which gpu for qwen 14b",
    ],
)
def test_no_width_limit_is_read(text: str) -> None:
    assert slot_limit(text.lower()) == (None, False)


# --------------------------------------------------------------------------- the filter


def test_a_wider_or_unmeasured_card_is_no_candidate() -> None:
    limit = Constraints(max_slots=2.5)
    assert not gpu_allowed(CAT.gpu("rtx-4090"), limit)  # 3 slots
    assert gpu_allowed(CAT.gpu("rtx-5090"), limit)  # 2 slots
    assert not gpu_allowed(CAT.gpu("h100-sxm"), limit)  # no width recorded
    board = BoardLimits(max_slots=2.0)
    assert board.keeps(CAT.gpu("rtx-4070")) and not board.keeps(CAT.gpu("rtx-4080"))


@pytest.mark.parametrize(
    ("text", "slots"),
    [
        ("i can fit at most a 2.5 slot card in my case, best gpu for 24gb models under $2500", 2.5),
        ("机箱最多塞两槽半的卡，预算两万，想跑 32b，推荐一张", 2.5),
        ("dual slot only, which card for llama 3 70b at 4-bit", 2.0),
    ],
)
def test_the_pick_keeps_within_the_width(text: str, slots: float) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_slots"] == slots
    assert call.input["max_cards"] == 1
    pick = call.output["pick"]
    assert pick is not None
    width = CAT.gpu(pick["gpu_id"]).slots
    assert width is not None and width <= slots
    assert pick["gpu_id"] not in ("rtx-4090", "rtx-3090", "rtx-4080")  # three slots wide
    said = f"{slots:g} slots wide" if answer.language == "en" else f"不超过 {slots:g} 槽"
    assert any(said in a for a in answer.assumptions)


def test_a_small_case_says_the_width_assumed() -> None:
    answer = memory_advisor().ask("what gpu should i buy for an sff build to run 14b models")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_slots"] == 2.5
    assert "SFF-Ready" in answer.assumptions[0]
    answer = memory_advisor().ask("itx 小机箱，想本地跑 14b，买哪张显卡")
    assert "SFF-Ready" in answer.assumptions[0] and "2.5 槽" in answer.assumptions[0]


def test_a_media_pick_keeps_within_the_width() -> None:
    answer = memory_advisor().ask("best card for sdxl in a case that fits 2-slot cards at most")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["max_slots"] == 2.0
    assert any("2 slots wide" in a for a in answer.assumptions)


# --------------------------------------------------------------------------- the length


@pytest.mark.parametrize(
    ("text", "length"),
    [
        ("the case takes graphics cards up to 280mm long, which one for 13b", 280.0),
        ("机箱显卡限长 26cm，跑 7b 买什么卡", 260.0),
        ("only 300 mm of gpu clearance in my build — card for qwen 14b?", 300.0),
    ],
)
def test_a_length_limit_is_read_and_is_no_budget(text: str, length: float) -> None:
    query = parse(text, CAT)
    assert query.max_length_mm == length
    assert query.budget is None  # "up to 280mm": a length, not $280


def test_a_card_s_own_length_is_no_limit() -> None:
    assert parse("a 3090 is 313mm long, right?", CAT).max_length_mm is None
    assert parse("长 267mm 的卡", CAT).max_length_mm is None


def test_the_pick_keeps_within_the_length() -> None:
    answer = memory_advisor().ask("my case fits gpus up to 250mm long, what do i buy for 8b models")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_length_mm"] == 250.0
    pick = call.output["pick"]
    assert pick is not None
    length = CAT.gpu(pick["gpu_id"]).length_mm
    assert length is not None and length <= 250
    assert any("at most 250 mm long" in a for a in answer.assumptions)
    zh = memory_advisor().ask("机箱显卡限长 25cm，想跑 8b 模型，买哪张")
    assert any("不超过 250 mm" in a for a in zh.assumptions)


# --------------------------------------------------------------------------- a listing


@pytest.mark.parametrize(
    "text",
    ["list single-slot gpus with 16gb", "哪些单槽的卡有 16g 显存"],
)
def test_a_listing_keeps_within_the_width(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "catalog"
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["max_slots"] == 1.0
    ids = {r["gpu_id"] for r in call.output["rows"]}
    assert ids == {"a2", "rtx-a4000", "t4"}  # the 16 GB rows recorded one slot wide
    assert "1 slot wide" in answer.answer or "不超过 1 槽厚" in answer.answer


def test_a_named_card_s_width_is_no_limit() -> None:
    assert parse("is the 4090 a 3-slot card?", CAT).max_slots is None
    assert parse("5090 是双槽的卡吗", CAT).max_slots is None
