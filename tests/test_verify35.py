"""Checks of a machine answered from the reading pasted (thirty-fifth session).

- A PCIe width read short with the faulty part put as a choice ("faulty slot or the gpu?",
  "是不是转接线坏了"): yes, a fault, and where it most often lies, first.
- A link low under load where the listing is doubted ("is the host lying?"): yes, short of
  what was listed, with the check that confirms it.
- perftest's figure beside the rate expected ("~95 Gb/s per port, should be 200"): the figure
  is the measurement, judged against the expected line rate.
- A hot card drawing its whole limit with its clocks falling ("72W / 72W at 85C"): throttling.
- What a card's NVLink was cut to ("nvlink 带宽被砍到多少"): the card's row, its link first.
"""

import pytest

from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(turn) -> str:
    return turn.answer.answer.splitlines()[0]


def test_a_narrow_link_with_the_faulty_part_asked_names_the_slot_first(advisor):
    turn = last_turn(
        advisor,
        "got a secondhand 3090, nvidia-smi -q -d PCIE shows Link Width Current x4, Max x16."
        " faulty slot or the gpu?",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.link_reading is not None and turn.query.link_reading.current_width == 4
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert "x4" in line and "RTX 3090" in line and "x16" in line
    assert "slot" in line and "riser" in line


def test_a_narrow_link_with_the_riser_doubted_in_chinese(advisor):
    turn = last_turn(
        advisor, "二手 4080，nvidia-smi 显示 PCIe 链路 x8，最大 x16，是不是转接线坏了？"
    )
    assert turn.answer.kind == "verify"
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert "x8" in line and "RTX 4080" in line and "转接线" in line


def test_a_listing_doubted_against_a_low_link_under_load_is_answered_yes(advisor):
    turn = last_turn(
        advisor,
        "runpod pod listed as 'RTX 4090 PCIe 4.0 x16' yet nvidia-smi shows current link gen 1"
        " under load. is the host lying?",
    )
    assert turn.query.health_check == "pcie_link"
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert "listed" in line and "Gen4 x16" in line and "Gen1" in line


def test_perftest_figure_beside_the_rate_expected_is_the_measurement(advisor):
    turn = last_turn(
        advisor, "ib_read_bw gives about 95 Gb/s per port, should be 200 on this cluster. normal?"
    )
    result = turn.query.test_result
    assert result is not None and result.line_rate_gbit == 200
    assert turn.answer.verdict == "no"
    line = _first(turn)
    assert "95 Gb/s" in line and "200 Gb/s" in line and "48%" in line


def test_perftest_figure_beside_the_rated_rate_in_chinese(advisor):
    turn = last_turn(advisor, "ib_write_bw 每个口只有 180 Gb/s，标称 400，正常吗")
    assert turn.query.test_result is not None and turn.query.test_result.line_rate_gbit == 400
    assert turn.answer.verdict == "no"
    assert "180 Gb/s" in _first(turn) and "400 Gb/s" in _first(turn)


def test_a_hot_card_at_its_whole_limit_with_clocks_falling_is_throttling(advisor):
    turn = last_turn(
        advisor,
        "rented L4 on lambda shows 72W / 72W at 85C and clocks keep dropping, is it the host"
        " cooling?",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.power_draw == (72.0, 72.0) and turn.query.core_temp_c == 85
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert "throttling" in line and "72 W" in line and "85 °C" in line


def test_a_hot_card_at_its_whole_limit_in_chinese(advisor):
    turn = last_turn(
        advisor,
        "租的 A10，nvidia-smi 显示 150W / 150W，温度 86C，频率一直在掉，是不是机房散热不行？",
    )
    assert turn.answer.verdict == "yes"
    line = _first(turn)
    assert "降频" in line and "150 W" in line and "86°C" in line


def test_a_card_at_its_limit_with_no_clocks_falling_is_no_held_hot_reading(advisor):
    turn = last_turn(advisor, "rented L4 on lambda shows 72W / 72W at 85C, is the host cooling ok?")
    assert turn.query.power_draw is None or "draws its whole" not in _first(turn)


def test_what_a_cards_nvlink_was_cut_to_is_its_row(advisor):
    turn = last_turn(advisor, "a800 的 nvlink 带宽被砍到多少")
    assert turn.answer.kind == "catalog"
    assert turn.query.spec_fields == ["link"]
    line = _first(turn)
    assert "A800" in line and "400 GB/s" in line


def test_what_a_cards_nvlink_was_cut_to_in_english(advisor):
    turn = last_turn(advisor, "how much was the h800's nvlink cut?")
    assert turn.answer.kind == "catalog"
    line = _first(turn)
    assert "H800" in line and "400 GB/s" in line
