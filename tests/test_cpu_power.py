"""The CPU a build names sizes its PSU at that CPU's stock ceiling, not the 253 W default."""

import pytest
from pydantic import ValidationError

from assistant.calc.cpu_power import CPU_POWER
from assistant.calc.power import estimate_power
from assistant.question.parsing import parse
from assistant.question.tool_args import PowerArgs
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_ryzen_ceilings_are_amds_ppt_and_intels_are_maximum_turbo_power() -> None:
    # AMD: PPT = 1.35 x TDP (170 W -> 230 W, 120 W -> 162 W, 105 W -> 142 W, 65 W -> 88 W)
    assert [CPU_POWER[k].watts for k in ("7950x", "9800x3d", "5900x", "7600")] == [
        230,
        162,
        142,
        88,
    ]
    assert (CPU_POWER["14900k"].watts, CPU_POWER["13600k"].watts, CPU_POWER["285k"].watts) == (
        253, 181, 250,
    )  # fmt: skip
    assert CPU_POWER["7995wx"].name == "Threadripper PRO 7995WX"


@pytest.mark.parametrize(
    ("text", "cpu"),
    [
        ("psu for a 4090 and a ryzen 9 7950x?", "7950x"),
        ("5090 + 9800x3d 需要多大电源", "9800x3d"),
        ("i9-14900K with two 3090s, is 1200w enough", "14900k"),
        ("锐龙7 7700 配一张 4070 super，电源多大", "7700"),
        ("core ultra 7 265k and a 5080 — what wattage psu", "265k"),
        ("threadripper pro 7995wx + 4x rtx a6000 psu", "7995wx"),
    ],
)
def test_the_cpu_a_build_names_is_read(box, text: str, cpu: str) -> None:
    assert parse(text, box.catalog).cpu == cpu


@pytest.mark.parametrize(
    "text",
    ["rx 7900 xtx psu size?", "what psu for a 4090", "7900xt 要多大电源", "ryzen ai max 395"],
)
def test_gpu_numbers_and_unknown_parts_are_no_cpu(box, text: str) -> None:
    assert parse(text, box.catalog).cpu is None


def test_a_named_cpu_replaces_the_default_in_the_sum(box) -> None:
    # 450 W board + 230 W (7950X) + 150 W platform = 830 W, against 853 W with the 253 W default
    p = estimate_power(box.catalog.gpu("rtx-4090"), 1, box.tco, named_cpu=CPU_POWER["7950x"])
    assert (p.sustained_w, p.cpu_w, p.cpu_name) == (830, 230, "Ryzen 9 7950X")
    assert "1.35" in p.assumptions[1].render("en")
    stated = estimate_power(
        box.catalog.gpu("rtx-4090"), 1, box.tco, cpu_w=100, named_cpu=CPU_POWER["7950x"]
    )
    assert (stated.sustained_w, stated.cpu_name) == (700, None)  # watts the user states win


def test_an_unknown_cpu_key_is_refused_by_the_tool_schema() -> None:
    with pytest.raises(ValidationError, match="unknown CPU"):
        PowerArgs(gpu="rtx-4090", cpu="8088")


def test_the_first_line_names_the_cpu_and_its_watts(advisor) -> None:
    en = advisor.ask("what psu do i need for a 4090 and a ryzen 9 7950x").answer.splitlines()[0]
    assert "1000 W" in en and "Ryzen 9 7950X (230 W)" in en and "830 W sustained" in en
    zh = advisor.ask("5090 + 9800x3d 需要多大电源").answer.splitlines()[0]
    assert "Ryzen 7 9800X3D (162 W)" in zh and "1200 W" in zh
    no = advisor.ask("i9-14900k and two 3090s, is 1200w enough").answer.splitlines()[0]
    assert no.startswith("**No") and "Core i9-14900K (253 W)" in no
