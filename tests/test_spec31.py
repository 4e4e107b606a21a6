"""A ROP count read off GPU-Z checked against the card's specified count (spec31).

"gpu-z 显示 ROPs 168" on an RTX 5090 (176) is the missing ROP partition of an early batch,
said with what it costs and what to do; a full count is consistent; a card whose count the
catalog does not record is not judged on it.
"""

import pytest

from assistant.calc.spec_check import check_spec_reading
from assistant.catalog.specs import load_catalog
from assistant.models.query_markers import SpecReading
from assistant.question.spec_readings import spec_reading
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("text", "rops"),
    [
        ("gpu-z shows ROPs: 168 on my new 5090, is that right?", 168),
        ("GPU-Z 里 rops 88，是不是有问题", 88),
        ("GPU-Z reads 96 ROPs, 256-bit. fine?", 96),
    ],
)
def test_rops_read_off_a_tool(text, rops):
    reading = spec_reading(text)
    assert reading is not None and reading.rops == rops


@pytest.mark.parametrize(
    ("gpu", "seen", "ok", "partition"),
    [
        ("rtx-5090", 168, False, True),
        ("rtx-5080", 104, False, True),
        ("rtx-5070-ti", 96, True, False),
        ("rtx-4090", 160, False, False),
    ],
)
def test_rops_against_the_catalog(catalog, gpu, seen, ok, partition):
    check = check_spec_reading(catalog.gpus[gpu], SpecReading(rops=seen))
    assert check is not None
    line = next(line for line in check.lines if line.field == "rops")
    assert line.ok is ok and line.partition_short is partition


def test_a_card_without_a_recorded_count_is_not_judged_on_it(catalog):
    assert check_spec_reading(catalog.gpus["rtx-3090"], SpecReading(rops=112)) is None


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        (
            "闲鱼收的 5070 Ti，GPU-Z 显示 ROPs 88，跑分低了一截，是不是缺 ROP 的那批",
            "ROP 88 个，真卡是 96 个",
        ),
        (
            "new 5090 from a reseller, GPU-Z says 168 ROPs. one of the defective ones?",
            "168 ROPs where it has 176",
        ),
    ],
)
def test_a_missing_rop_partition_is_said_first(advisor, question, lead):
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    first = answer.answer.splitlines()[0]
    assert lead in first
    assert "0.5%" in first
