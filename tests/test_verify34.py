"""Verify answers that judge what was pasted or reported in their first line (thirty-fourth).

Mechanisms: a memory total in MiB asked judged inside its sentence ("is smi showing N MiB on X
right?") or against the size asked back ("不是 80g 吗"), and one read off a catalog lookup
("clinfo 显示 … GiB，对吗"); a card's power rating asked back against a cap read ("isn't it a
450W card?", "不是 450W 吗"), the cap leading over an idle draw when it is short; PCIe link
fields pasted on one line, a narrow width with the load unsaid, the link re-read under load in
a follow-up; a micro-ATX chipset ("B760M") is no card, and a gaming score said fine beside an
AI job keeps it on topic; a slow job's speed seen sets the verdict of "is mine normal?"; a used
card's test routine asked, a price said as the total of several cards, the memory junction's
limit asked, and a finding watched or cleared in a follow-up.
"""

from __future__ import annotations

import pytest

from assistant.question.link_slots import link_reading
from tests.support.advisors import first_line, last_answer, last_turn, memory_advisor, tool_call


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_mib_total_asked_inside_its_sentence_is_judged(advisor) -> None:
    answer = last_answer(
        advisor, "is the 46068MiB that nvidia-smi prints for my rented L20 right? thought 48GB"
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert tool_call(answer, "check_memory_reading").input["value"] == 46068.0
    assert "46,068 MiB" in first_line(answer)


def test_a_size_asked_back_in_chinese_judges_the_total(advisor) -> None:
    answer = last_answer(
        advisor, "租的 A100 80G，nvidia-smi 读出来 81920MiB，不是 80g 吗，怎么回事"
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "81,920 MiB" in first_line(answer)


def test_a_total_read_off_a_lookup_is_a_check(advisor) -> None:
    answer = last_answer(
        advisor, "刚买的 RTX 4060 Ti 16GB，clinfo 显示 Global memory size 15.6 GiB，对吗"
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert tool_call(answer, "check_memory_reading").input["value"] == 15.6


def test_the_rating_asked_back_judges_the_cap(advisor) -> None:
    answer = last_answer(
        advisor,
        "second-hand 4090 here, `nvidia-smi` row reads `95W / 350W`. isn't a 4090 a 450W card?",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert tool_call(answer, "check_power_reading").input["watts"] == 350.0
    assert "350 W" in first_line(answer) and "450 W" in first_line(answer)


def test_the_rating_asked_back_in_chinese_judges_the_cap(advisor) -> None:
    answer = last_answer(advisor, "二手 4090，nvidia-smi 功耗上限显示 350W，不是 450W 吗")
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "350 W" in first_line(answer)


def test_a_short_cap_leads_over_the_idle_draw(advisor) -> None:
    answer = last_answer(
        advisor, "收的 7900xtx，rocm-smi 待机 30W，Max Power 250W，7900 XTX 不是 355W 吗"
    )
    assert answer.verdict == "no"
    assert "250 W" in first_line(answer) and "355 W" in first_line(answer)


def test_link_fields_pasted_on_one_line_are_read() -> None:
    reading = link_reading("nvidia-smi -q: PCIe Generation Current: 2, Max: 4, Link Width x16")
    assert reading is not None
    assert (reading.current_gen, reading.max_gen, reading.current_width) == (2, 4, 16)


def test_a_narrow_width_with_the_load_unsaid_is_the_lanes_lost(advisor) -> None:
    answer = last_answer(
        advisor,
        "装好的 4090，nvidia-smi -q 显示 PCIe Generation Current: 1, Max: 4, Link Width x4，"
        "是不是插错槽了",
    )
    assert answer.kind == "verify" and answer.verdict in ("yes", "no")
    assert "x4" in first_line(answer) and "Gen4 x16" in first_line(answer)


def test_the_link_read_again_under_load_is_judged(advisor) -> None:
    answer = last_answer(
        advisor,
        "new 4090: `nvidia-smi -q` says PCIe Generation Current: 1, Max: 4, Link Width x16."
        " wrong slot?",
        "during training it is still gen1 x16",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "Gen1 x16" in first_line(answer)


def test_a_micro_atx_chipset_is_no_card(advisor) -> None:
    turn = last_turn(
        advisor, "my 4070 on a b760m board shows PCIe Gen4 x4 in nvidia-smi, is that a problem?"
    )
    assert not any(p.kind == "unknown_gpu" for p in turn.query.problems)
    assert turn.answer.kind == "verify"


def test_a_gaming_score_said_fine_beside_an_ai_job_stays_on_topic(advisor) -> None:
    answer = last_answer(
        advisor,
        "新装的 4070 super，3dmark 跑分正常，ollama 速度却只有别人一半，"
        "nvidia-smi 显示 PCIe Gen4 x4",
    )
    assert answer.kind == "verify" and "x4" in first_line(answer)


def test_a_slow_speed_seen_sets_the_verdict(advisor) -> None:
    answer = last_answer(
        advisor, "4090 上 llama.cpp 跑 llama 3.1 8b q4 只有 5 tok/s，别人都上百了，我这张正常吗"
    )
    assert answer.kind == "troubleshoot" and answer.verdict == "no"


def test_a_used_cards_test_routine_and_a_total_price(advisor) -> None:
    turn = last_turn(
        advisor,
        "bought 2 used 3090s off a mining farm for $1,400 total. what test routine should I run"
        " before trusting them?",
    )
    assert turn.answer.kind == "verify"
    assert turn.query.card_offer == {"rtx-3090": 700.0}


def test_the_memory_junction_limit_asked_after_a_burn_in(advisor) -> None:
    answer = last_answer(
        advisor,
        "bought 2 used 3090s off a mining farm for $1,400 total. what test routine should I run"
        " before trusting them?",
        "what's the max temp the vram junction can take during the test?",
    )
    assert answer.kind == "verify" and "110 °C" in first_line(answer)


def test_a_finding_watched_in_a_follow_up_keeps_the_check(advisor) -> None:
    answer = last_answer(
        advisor,
        "二手 A6000，nvidia-smi -q -d PAGE_RETIREMENT 显示 Pending Page Blacklist: Yes，要不要退",
        "重启能清掉吗？怎么监控它有没有变多",
    )
    assert answer.kind == "verify" and "A6000" in first_line(answer)
