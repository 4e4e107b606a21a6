"""Readings off a machine judged against the catalog in the first line (twenty-eighth session).

A PCIe width in ``nvidia-smi -q``'s "Link Width Current : 4x" form; NVLink links counted from
``NV#`` or ``nvidia-smi nvlink -s`` and held against the card's own link count (its NVLink
figure over one link's rate); the memory's top clock against the card's bandwidth; a memory
bandwidth test said failed with no figure; a test's result read after an instance's contents,
on that instance. Phrased apart from the evaluation sets; figures come from the catalog.
"""

from __future__ import annotations

import pytest

from assistant.calc.spec_check import check_spec_reading
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.models.query_markers import SpecReading
from assistant.question.link_slots import link_reading
from assistant.question.nvlink_count import link_rate_shown, nvlinks_shown
from assistant.question.spec_readings import spec_reading
from assistant.question.text import fold
from assistant.verify.nvlink_links import nvlink_check
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("text", "width"),
    [
        ("my cloud 5090 box: nvidia-smi -q has `Link Width Current : 8x`, that fine?", 8),
        ("nvidia-smi -q 里 Link Width Current: 4x，这台租的 3090 被限速了吗", 4),
    ],
)
def test_smi_width_alone_is_a_link_reading(text, width):
    reading = link_reading(text)
    assert reading is not None and reading.current_width == width


def test_narrow_width_is_judged_first(advisor):
    answer = _last(
        advisor, "rented 4090 feels slow; nvidia-smi -q shows Link Width Current : 4x. ripped off?"
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert "x16" in first_line(answer.answer) and "x4" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "links", "rate"),
    [
        ("topo -m between gpu2 and gpu3 says NV18 on the h100 node", 18, None),
        ("nvidia-smi nvlink -s: every link reads 25 GB/s, 12 links in all, a100", 12, 25.0),
        ("h20 机器 nvidia-smi nvlink -s 每条 26.562 GB/s，共 18 条", 18, 26.562),
        ("nvidia-smi nvlink -s\nLink 0: 25 GB/s\nLink 1: 25 GB/s\nLink 2: 25 GB/s", 3, 25.0),
    ],
)
def test_nvlink_links_are_read(text, links, rate):
    folded = fold(text)
    assert nvlinks_shown(folded) == links
    assert link_rate_shown(folded) == rate


@pytest.mark.parametrize(
    ("gpu", "links", "rate", "expected", "full"),
    [
        ("a100-80gb-sxm", 12, None, 12, True),
        ("h100-sxm", 18, 26.562, 18, True),
        ("h100-sxm", 8, None, 18, False),
        ("h800", 8, 26.562, 8, True),
        ("a800-80gb", 8, 25.0, 8, True),
        ("rtx-3090", 4, 14.062, 4, True),
        ("b200", 18, 50.0, 18, True),
        ("a100-80gb-sxm", 12, 14.0, 12, False),
    ],
)
def test_links_against_the_card(catalog, gpu, links, rate, expected, full):
    check = nvlink_check(catalog.gpus[gpu], links, rate)
    assert check is not None and (check.expected, check.full) == (expected, full)


def test_no_link_check_for_a_card_without_nvlink(catalog):
    assert nvlink_check(catalog.gpus["rtx-4090"], 4, None) is None


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        ("8x A800 server: nvidia-smi nvlink -s lists 8 links at 25 GB/s each. cut down?", "yes",
         ("Yes", "8 links")),
        ("租的 8 卡 H100，topo -m 里两卡之间只有 NV8，正常吗", "no", ("不对", "18 条")),
    ],
)  # fmt: skip
def test_links_judged_first(advisor, text, verdict, words):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert all(w in line for w in words)


@pytest.mark.parametrize(
    ("text", "mhz"),
    [
        ("second-hand 3090, nvidia-smi -q says Max Clocks Memory : 9751 MHz — right?", 9751.0),
        ("二手 4080，显存最大频率显示 11201 MHz，对吗", 11201.0),
    ],
)
def test_memory_clock_is_a_spec_reading(text, mhz):
    reading = spec_reading(text)
    assert reading is not None and reading.memory_clock_mhz == mhz


@pytest.mark.parametrize(
    ("gpu", "mhz", "ok", "expected", "bus"),
    [
        ("rtx-4090", 10501, True, "10500 MHz", 384),
        ("rtx-3090", 9751, True, "9750 MHz", 384),
        ("rtx-4090", 9001, False, "10500 MHz", 384),
        ("a100-80gb-sxm", 1593, True, "1593 MHz", 5120),
        ("a100-80gb-sxm", 1215, False, "1593 MHz", 5120),
        ("h100-sxm", 2619, True, "2617 MHz", 5120),
        ("h200", 3201, True, "3125 MHz", 6144),
    ],
)
def test_memory_clock_against_the_bandwidth(catalog, gpu, mhz, ok, expected, bus):
    check = check_spec_reading(catalog.gpus[gpu], SpecReading(memory_clock_mhz=mhz))
    assert check is not None
    line = check.lines[0]
    assert (line.ok, line.expected, line.bus_bits) == (ok, expected, bus)


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        ("bought a used 3090, Max Clocks Memory : 9751 MHz in nvidia-smi -q. legit?", "yes",
         ("Yes", "9751 MHz", "384-bit")),
        ("租的 A100 80G，nvidia-smi -q 里 Max Clocks Memory 显示 1215 MHz，正常吗", "no",
         ("对不上", "1593 MHz")),
    ],
)  # fmt: skip
def test_memory_clock_judged_first(advisor, text, verdict, words):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == verdict
    assert all(w in line for w in words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("dcgm diag level 3 on our leased 8x h100: memory bandwidth test fails on gpu 2, the"
         " others pass. keep going?", ("No", "3,350 GB/s")),
        ("4 卡 L40S，dcgmi diag -r 3 里 1 号卡显存带宽测试没通过，别的都正常，能忽略吗",
         ("不能忽略", "864 GB/s")),
    ],
)  # fmt: skip
def test_failed_bandwidth_test_is_judged(advisor, text, words):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "verify" and answer.verdict == "no"
    assert all(w in line for w in words)


def test_result_after_an_instance_is_checked_on_it(advisor):
    answer = _last(
        advisor,
        "what's inside a p5.48xlarge?",
        "ran nccl-tests all_reduce across the h100s, busbw tops out at 380 GB/s. healthy?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "busbw" in first_line(answer.answer)


def test_link_matrix_after_an_instance_keeps_it(advisor):
    answer = _last(
        advisor,
        "a2-ultragpu-4g: are the four a100 80gb on nvlink?",
        "booted it. nvidia-smi topo -m says NV12 for every pair, so nothing's missing?",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "12 links" in first_line(answer.answer)
    assert "a2-ultragpu-4g" in " ".join(answer.assumptions)


def test_link_matrix_after_an_instance_zh(advisor):
    answer = _last(
        advisor,
        "a2-ultragpu-4g 里是几张 a100？",
        "开好了，nvidia-smi topo -m 里 a100 之间都是 NV12，这是满血 nvlink 吗",
    )
    assert answer.kind == "verify" and answer.verdict == "yes"
    assert "12 条链路" in first_line(answer.answer)
