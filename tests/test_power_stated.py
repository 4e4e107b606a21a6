"""A PSU or a bill asked at a stated per-card power limit, instance types checked or set side
by side, and a field plus a feature asked of one card: typed slots, figures, first lines."""

from decimal import Decimal

import pytest

from assistant.calc.power import estimate_power
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, question: str | list[str]):
    turns = [question] if isinstance(question, str) else question
    answer = advisor.converse(turns).turns[-1].answer
    return answer, answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "slots"),
    [
        ("three 3090s capped at 250w each on my 1200w psu, will it hold",
         {"power_ask": "psu_check", "psu_stated_w": 1200.0, "power_limit_w": 250.0}),
        ("两张4090都限到300瓦，1000w电源够用吗",
         {"power_ask": "psu_check", "psu_stated_w": 1000.0, "power_limit_w": 300.0}),
        ("两张 3090 跑 ollama，850w 电源够不够",
         {"power_ask": "psu_check", "psu_stated_w": 850.0, "task": "power"}),
        ("三张3090限功耗250w，电价一度0.6，每月电费多少",
         {"power_ask": "electricity", "power_limit_w": 250.0, "tariff_per_kwh": Decimal("0.6")}),
        ("4090 限到 300W 全年开机电费多少，家里电价 0.5",
         {"power_ask": "electricity", "tariff_per_kwh": Decimal("0.5"), "tariff_currency": "CNY"}),
        ("electricity rate is 0.15, what does a 3090 limited to 250w cost a month",
         {"power_ask": "electricity", "tariff_per_kwh": Decimal("0.15")}),
    ],
)  # fmt: skip
def test_psu_and_bill_slots_keep_the_stated_limit(box, question, slots):
    query = parse(question, box.catalog)
    for key, value in slots.items():
        assert getattr(query, key) == value, key


def test_a_limit_replaces_board_power_in_the_psu_check(box):
    gpu, tco = box.catalog.gpu("rtx-3090"), box.tco
    out = estimate_power(gpu, 4, tco, ask="psu_check", power_limit_w=280.0, psu_stated_w=1600.0)
    assert out.gpus_w == 1120.0  # 4 x 280 W, not 4 x 350 W
    assert out.sustained_w == 1523.0  # + 253 W CPU + 150 W platform
    assert out.transient_w == 3763.0  # 3 x 1,120 + 403
    assert out.psu_needed_w == 1881.5 and out.psu_ok is False and out.psu_w == 2000
    unlimited = estimate_power(gpu, 4, tco, ask="psu_check", psu_stated_w=1600.0)
    assert unlimited.gpus_w == 1400.0


def test_a_limit_above_board_power_changes_nothing(box):
    gpu, tco = box.catalog.gpu("rtx-3090"), box.tco
    out = estimate_power(gpu, 1, tco, ask="electricity", power_limit_w=400.0)
    assert out.gpus_w == 350.0


def test_psu_check_at_a_limit_answers_no_first(advisor):
    answer, line = _first(advisor, "will my 1600w psu run four 3090s power limited to 280w each?")
    assert answer.kind == "power" and answer.verdict == "no"
    assert line.startswith("**No, 1,600 W is not enough**")
    assert "limited to 280 W each" in line and "1,882 W" in line and "2,000 W" in line


def test_zh_psu_check_for_a_model_runner_stays_power(advisor):
    answer, line = _first(advisor, "两张 3060 12G 跑 ollama，650w 电源够吗")
    assert answer.kind == "power" and answer.verdict == "no"
    assert "650 W" in line and "743 W" in line and "750 W" in line


def test_yearly_bill_at_a_limit_leads_with_money(advisor):
    answer, line = _first(advisor, "3090 限到 280 瓦 全年开机，一年电费多少？电价 0.55")
    assert answer.kind == "power"
    assert "¥1,349.04" in line and "280 W" in line  # 0.28 kW x 8,760 h x ¥0.55


def test_two_instance_types_side_by_side_from_the_table(advisor):
    answer, line = _first(advisor, "a2-highgpu-8g or a2-ultragpu-8g, what's the difference?")
    assert answer.kind == "instance"
    assert "8 × A100 40GB" in line and "8 × A100 80GB" in line
    assert "$29.39" in answer.answer and "$23.57" in answer.answer  # each type's own price


@pytest.mark.parametrize(
    ("question", "verdict", "start"),
    [
        ("p5.48xlarge 是 8 张 H100 吗", "yes", "**是的，8 张 H100"),
        ("does a g5.xlarge have an A100?", "no", "**No, not A100"),
    ],
)
def test_a_card_stated_beside_a_type_is_checked(advisor, question, verdict, start):
    answer, line = _first(advisor, question)
    assert answer.kind == "instance" and answer.verdict == verdict
    assert line.startswith(start)


def test_card_in_the_type_name_is_no_claim(advisor):
    answer, line = _first(advisor, "azure NC4as_T4_v3 specs")
    assert answer.verdict is None and "1 × T4 16GB" in line


def test_unlisted_type_with_a_card_says_so_and_mentions_slices(advisor):
    answer, line = _first(advisor, "aws g9.2xlarge, is that a whole L4 or part of one?")
    assert answer.kind == "instance" and "not in my instance table" in line
    assert "vGPU or MIG slice" in answer.answer


def test_family_follow_up_is_answered_from_the_table(advisor):
    answer, line = _first(advisor, ["which gpu is in a g5.xlarge", "and the largest g5 size?"])
    assert answer.kind == "instance"
    assert "g5.48xlarge" in line and "8" in line


def test_field_then_feature_of_one_card(advisor):
    answer, line = _first(advisor, "how much vram does the rtx a6000 have, and does it have nvlink")
    assert answer.kind == "catalog" and "48 GB" in line
    assert "**Yes: the RTX A6000 has NVLink**" in answer.answer


def test_psu_size_asked_at_a_limit_is_sized_at_it(advisor):
    answer, line = _first(advisor, "how big a power supply for three 3090s capped at 250w")
    assert answer.kind == "power"
    assert "limited to 250 W each" in line and "1,153 W sustained" in line  # 750 + 403


def test_two_instance_types_in_chinese_are_on_topic(advisor):
    answer, line = _first(advisor, "p5.48xlarge 跟 p5e.48xlarge 差别是什么")
    assert answer.kind == "instance"
    assert "8 张 H100 80GB SXM" in line and "8 张 H200 141GB" in line


@pytest.mark.parametrize(
    ("question", "peak_words"),
    [
        ("will a 750w psu carry one 4090 next to a 7950x?", "W for 100 µs when the GPUs spike"),
        ("一张5090配750w电源行不行", "显卡瞬时尖峰时整机"),
    ],
)
def test_a_short_psu_names_the_peak_as_the_whole_build_s(advisor, question, peak_words):
    """The 100 us peak sums every GPU at 3x with the CPU and platform: the build's, not a GPU's."""
    answer, line = _first(advisor, question)
    assert answer.verdict == "no" and peak_words in line
    assert "GPU spikes to" not in line
    plan = answer.tool_calls[0].output
    assert plan["transient_w"] == pytest.approx(
        3 * plan["gpus_w"] + plan["cpu_w"] + plan["platform_w"], abs=1
    )
    assert f"{plan['transient_w']:,.0f} W" in line
