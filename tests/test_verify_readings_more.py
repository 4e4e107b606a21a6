"""Card checks read from wording the older cues missed: GPU-Z's spec readings, a part asked to be
judged broken, a performance state falling, a used card checked before paying, "is it just the
16gb version", which of several figures to believe, and how two measures relate."""

from __future__ import annotations

import pytest

from assistant.calc.spec_check import check_spec_reading
from assistant.models.query_markers import SpecReading
from assistant.question.spec_readings import spec_reading
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "chip", "bus", "kind"),
    [
        ("gpu-z on the 4090 i bought: AD102, 384-bit, 24gb gddr6x. legit?", "ad102", 384, "gddr6x"),
        ("GPU-Z 显示 GA104，位宽 256，8G GDDR6，是真 3070 吗", "ga104", 256, "gddr6"),
        ("hwinfo reads 128 bit bus and 16gb on my '4080'. fake?", None, 128, None),
    ],
)  # fmt: skip
def test_spec_readings_are_read(text: str, chip: str | None, bus: int, kind: str | None) -> None:
    reading = spec_reading(text)
    assert reading is not None
    assert (reading.chip, reading.bus_bits, reading.memory_type) == (chip, bus, kind)


@pytest.mark.parametrize(
    "text",
    [
        "is the 4060 ti's 128-bit bus a problem for llm inference?",
        "two 3090s with 24gb each, can they run a 70b?",
        "what does a 384-bit bus mean for bandwidth",
    ],
)
def test_a_spec_quoted_is_no_reading(text: str) -> None:
    assert spec_reading(text) is None


def test_the_bus_is_checked_through_the_pin_rate() -> None:
    catalog = memory_advisor().catalog
    wide = check_spec_reading(catalog.gpus["rtx-5090"], SpecReading(bus_bits=512))
    narrow = check_spec_reading(catalog.gpus["rtx-5090"], SpecReading(bus_bits=256))
    assert wide is not None and wide.matches and wide.lines[0].rate_gbps == 28.0
    assert narrow is not None and not narrow.matches and narrow.lines[0].rate_gbps == 56.0


@pytest.mark.parametrize(
    ("question", "verdict", "shown"),
    [
        ("ebay 'rtx 4090': gpu-z reads AD102, 24gb gddr6x, 384-bit. we good?", "yes", "AD102"),
        ("闲鱼的 4080，GPU-Z 显示 AD104，16G GDDR6X，位宽 256，是真的吗", "no", "AD103"),
        ("bought an 'rtx 5080', gpu-z says 16gb but the bus width reads 128-bit. fake?", "no",
         "128-bit"),
    ],
)  # fmt: skip
def test_spec_readings_are_judged_first(question: str, verdict: str, shown: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert any(c.tool == "check_spec_reading" for c in answer.tool_calls)
    assert answer.verdict == verdict
    assert shown in line


@pytest.mark.parametrize(
    "question",
    [
        "my 2080 ti 22gb mod throws cuda errors once i go past 16gb, is the vram bad?",
        "魔改 2080ti 22G，用到 12G 以上就报错，是不是显存坏了",
        "the 4090 48g mod crashes over 40gb every time, is the memory faulty?",
    ],
)
def test_a_part_asked_broken_is_answered_possibly(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.health_check == "memory_test" and query.fault_asked
    assert answer.kind == "verify"
    assert answer.verdict == "conditional"
    assert answer.answer.startswith(("**Possibly", "**有可能"))


@pytest.mark.parametrize(
    "question",
    [
        "二手 3090 跑 furmark 几分钟就掉到 P2，功耗只有 200W，这卡是不是有问题",
        "used a5000 drops to p8 after ten minutes of training, is the card faulty?",
        "my a6000 keeps falling back to p2 under load, is it broken?",
    ],
)
def test_a_falling_performance_state_is_a_clock_drop(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.health_check == "clocks"
    assert answer.verdict == "conditional"
    assert answer.answer.startswith(("**Not necessarily", "**不一定"))


@pytest.mark.parametrize(
    "question",
    [
        "buying a used 3080 for llm stuff from a local guy, what should i test before paying?",
        "picking up a second-hand 4090 tomorrow, any checks before i hand over the money?",
        "meeting a seller for a used a4000, what tests before buying it?",
    ],
)
def test_a_used_card_checked_before_paying_is_verified(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("v100 listed as 32gb, nvidia-smi shows 16160MiB. is it just the 16gb one?", "16,160"),
        ("a100 from a reseller, listed 80gb, nvidia-smi 40960MiB — is it only the 40gb version?",
         "40,960"),
    ],
)  # fmt: skip
def test_is_it_just_the_smaller_version_checks_the_reading(question: str, shown: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    assert shown in line


@pytest.mark.parametrize(
    "question",
    [
        "task manager shows 23.9 gb, gpu-z 24576 mb, the box 24 gb: which figures should i use?",
        "smi says 24576MiB, the box 24gb, a calculator 25.8 — which one should i plan with?",
    ],
)
def test_which_figure_to_plan_with_is_explained(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.figure_picked
    assert answer.kind == "concept"


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("nvidia-smi says 81559MiB on my h100 but the spec sheet says 80gb, which number is right?",
         "81,559"),
        ("4090 的 nvidia-smi 显示 24564MiB，官网写 24GB，哪个才是准的", "24,564"),
    ],
)  # fmt: skip
def test_which_is_right_of_a_reading_and_the_spec_checks_the_reading(
    question: str, shown: str
) -> None:
    query, answer, line = turn_of(memory_advisor(), question)
    assert not query.figure_picked
    assert answer.kind == "verify"
    assert answer.verdict == "yes"
    assert shown in line


@pytest.mark.parametrize(
    "question",
    [
        "为什么显存占满了但 GPU 利用率很低，这两者有什么关系",
        "why can vram be full while gpu utilization is low? what's the relationship between them",
        "显存占用和利用率之间的关系是什么，为什么显存满了利用率才20%",
    ],
)
def test_how_two_measures_relate_is_explained(question: str) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.asked_in_general
    assert answer.kind == "concept"
