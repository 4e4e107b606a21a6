"""Kinds chosen and first lines (kinds37): new phrasings of the mechanisms fresh58/61 missed.

Each test asks a question worded unlike the sets' own and checks the kind, the first line's
figure or verdict, and the card, model or supply read.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import first_line, memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


# --------------------------------------------------------------------------- catalog rows


def test_total_memory_and_per_card_power_listed_is_the_row(advisor) -> None:
    """ "8 卡总显存和单卡功耗": both figures are the card's row, memory first, not a power ask."""
    query, answer, line = turn_of(advisor, "h100 单卡 80g，8 卡总显存和单卡功耗多少")
    assert answer.kind == "catalog"
    assert set(query.spec_fields) == {"memory", "power"}
    assert "80 GB" in line and "700 W" in line


def test_memory_added_up_asks_the_sum_not_pooling(advisor) -> None:
    """A memory "added up" asks a figure: the row's memory summed, not pooling explained."""
    query, answer, line = turn_of(advisor, "mi300x 8 卡显存加起来多少")
    assert answer.kind == "catalog"
    assert not query.explain_asked
    assert "1,536 GB" in line


@pytest.mark.parametrize("question", ["a2 这块卡多少瓦", "the a2 card: tdp?"], ids=["zh", "en"])
def test_bare_a_number_named_as_a_card_is_the_card(advisor, question: str) -> None:
    query, _, line = turn_of(advisor, question)
    assert [g.gpu_id for g in query.gpus] == ["a2"]
    assert "60 W" in line


# --------------------------------------------------------------------------- small talk


@pytest.mark.parametrize(
    "question",
    ["晚上好～周末又来捣鼓我的 3060 了", "morning all, back at my old 1080 ti again today"],
    ids=["zh", "en"],
)
def test_greeting_with_ones_card_in_passing_is_small_talk(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert query.smalltalk
    assert answer.kind == "smalltalk"


def test_greeting_with_a_symptom_is_no_small_talk(advisor) -> None:
    query, answer, _ = turn_of(advisor, "hey, my 4090 keeps crashing")
    assert not query.smalltalk
    assert answer.kind != "smalltalk"


# --------------------------------------------------------------------------- unknown models


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("Aurora 这个模型 4090 能跑吗", "不在我的目录里"),
        ("can a 4090 run a lora on the Aurora model?", "not in my catalog"),
    ],
    ids=["zh", "en"],
)
def test_word_called_a_model_is_said_unknown_first(advisor, question: str, said: str) -> None:
    query, answer, line = turn_of(advisor, question)
    assert any(p.kind == "unlisted_model" for p in query.problems)
    assert answer.kind == "not_covered"
    assert "Aurora" in line and said in line


def test_family_called_a_model_is_no_unknown_name(advisor) -> None:
    query, _, _ = turn_of(advisor, "qwen 这个模型 4090 能跑吗")
    assert not any(p.kind == "unlisted_model" for p in query.problems)


# --------------------------------------------------------------------------- power supplies


def test_ups_watts_asked_to_carry_the_box_is_a_budget(advisor) -> None:
    query, answer, line = turn_of(advisor, "我的 UPS 是 2000VA / 1200W，带得动一台 4090 跑 sdxl 吗")
    assert answer.kind == "power"
    assert query.power_ask == "budget" and query.power_budget_w == 1200
    assert "1,200 W" in line
    job = tool_call(answer, "estimate_workload_memory")
    assert job is not None and job.input["workload"] == "sdxl-base"


def test_inverter_too_small_for_the_box_says_no(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "my inverter is 600w, will it handle a 3060 box running whisper?"
    )
    assert answer.kind == "power" and query.power_budget_w == 600
    assert answer.verdict == "no"
    assert line.startswith("**No") and "600 W" in line


def test_panel_and_battery_to_size_ask_the_devices_draw(advisor) -> None:
    _, answer, line = turn_of(
        advisor, "jetson orin nano running yolov8n all day on solar, what size battery and panel?"
    )
    assert answer.kind == "power"
    assert "25 W" in line and "Jetson Orin Nano" in line


# --------------------------------------------------------------------------- instances


def test_link_guessed_as_pcie_only_asks_the_type(advisor) -> None:
    _, answer, line = turn_of(
        advisor, "p4d.24xlarge to serve a 70b at fp16: 8x A100 40GB, only PCIe between them?"
    )
    assert answer.kind == "instance"
    assert "p4d.24xlarge" in line


def test_sibling_size_with_the_familys_card_guessed(advisor) -> None:
    """ "the 12xlarge in that family, more L40S?": the sibling's own cards, no claim denied."""
    query, answer, line = turn_of(
        advisor,
        "g6e.xlarge: one L40S?",
        "and the 12xlarge in that family, more L40S or just more cpu?",
    )
    assert answer.kind == "instance"
    assert query.instance_named == "g6e.12xlarge"
    assert "4 × L40S" in line and "No" not in line


# --------------------------------------------------------------------------- picks


def test_this_card_follow_up_sizes_media_on_the_card_named(advisor) -> None:
    query, answer, line = turn_of(
        advisor, "rx 7900 xtx 24g 能跑什么大模型", "这卡拿来跑 sdxl 和 flux 行不行"
    )
    assert answer.kind == "workload_fit"
    assert [g.gpu_id for g in query.gpus] == ["rx-7900-xtx"]
    assert "Radeon RX 7900 XTX" in line


@pytest.mark.parametrize(
    "question",
    ["只要 AMD 的卡，跑 14b 选哪张", "AMD only please. which card for a 7b model?"],
    ids=["zh", "en"],
)
def test_amd_only_pick_is_a_card_to_buy(advisor, question: str) -> None:
    _, answer, line = turn_of(advisor, question)
    pick = tool_call(answer, "recommend_setup")
    assert pick is not None and pick.input["kind"] == "buy"
    assert "Radeon" in line


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("边缘设备跑 yolov8n，整机功耗 30w 以内，推荐啥", "嵌入式 GPU 模组"),
        (
            "edge box for yolov8n detection, whole thing under 30 W, what should I get?",
            "GPU module",
        ),
    ],
    ids=["zh", "en"],
)
def test_embedded_module_pick_is_said_as_one(advisor, question: str, said: str) -> None:
    _, answer, line = turn_of(advisor, question)
    assert answer.kind == "workload_pick"
    assert "Jetson Orin Nano" in line and said in line and "25 W" in line
    assert first_line(answer) == line
