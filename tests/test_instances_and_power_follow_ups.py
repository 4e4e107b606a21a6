"""Instance types named by a size part or beside an unknown one, a card rented in another
variant, a card's size checked, and a power question resized by machines. Figures from
knowledge/specs (instances.yaml, gpus.yaml). Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.question.follow_markers import machines_said
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_types_size_part_alone_names_it_in_a_follow_up(advisor) -> None:
    _, answer, first = _turn(
        advisor, "阿里云 gn6i-c16g1.4xlarge 配的什么卡", "那最小的 c4g1.xlarge 呢，几个 vCPU"
    )
    assert answer.kind == "instance"
    assert "ecs.gn6i-c4g1.xlarge" in first and "4 个 vCPU" in first


@pytest.mark.parametrize(
    ("question", "said", "known"),
    [
        (
            "gcp a3-edgegpu-8g vs a3-highgpu-8g, what's the difference?",
            "I don't know the instance type a3-edgegpu-8g",
            "a3-highgpu-8g",
        ),
        ("g5.xlarge vs g6.xlarge", None, "g6.xlarge"),
        ("azure ND96isr MI300X v5: how many gpus?", None, "MI300X"),
    ],
)
def test_a_type_the_table_lacks_beside_one_it_has_is_said_first(
    advisor, question, said, known
) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "instance" and known in first
    if said is None:
        assert "I don't know" not in first
    else:
        assert first.startswith(f"**{said}")


@pytest.mark.parametrize(
    ("question", "name", "card"),
    [
        ("which azure vm size gives me a single h100?", "Standard_NC40ads_H100_v5", "H100 NVL"),
        ("azure 上单卡 h100 的虚拟机是哪个规格", "Standard_NC40ads_H100_v5", "H100 NVL"),
    ],
)
def test_a_card_rented_only_in_another_variant_lists_that_variant(advisor, question, name, card):
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "instance" and name in first and card in first


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("RTX A4500 是20G吗", "20 GB"),
        ("is the rtx a4000 16gb?", "16 GB"),
        ("A100 pcie 和 sxm 带宽差多少", "1,935 GB/s"),
    ],
)
def test_a_cards_size_or_bandwidth_checked_is_its_row(advisor, question, shown) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "catalog" and shown in first


@pytest.mark.parametrize(
    ("text", "machines"),
    [
        ("两台呢", 2),
        ("and 4 nodes?", 4),
        ("三台的话功耗多少", 3),
        ("两张呢", None),
        ("4090呢", None),
    ],
)
def test_machines_said_in_a_follow_up(text, machines) -> None:
    assert machines_said(text) == machines


def test_machines_in_a_follow_up_multiply_the_boxes_cards_against_a_rack_limit(advisor) -> None:
    query, answer, first = _turn(
        advisor,
        "8x h100 sxm server, how many kw does it pull at the wall?",
        "两台呢，机柜限12kW放得下吗",
    )
    assert query.gpus[0].count == 16
    assert answer.kind == "power"
    assert "放不下" in first and "20.4 kW" in first


@pytest.mark.parametrize(
    ("question", "kw"),
    [("8x mi300x oam, total platform power?", "10.9 kW"), ("dgx h100 system power?", "10.2 kW")],
)
def test_platform_or_system_power_is_the_wall_draw(advisor, question, kw) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "power" and kw in first


@pytest.mark.parametrize(
    ("question", "asked", "other", "figure"),
    [
        # Apple measured the Mac Studio M2 Max at 145 W and the M2 Ultra at 295 W (support 102027)
        ("m4 max macbook pro under a long llm run — how many watts?", "M4 Max", "M2 Max", "145 W"),
        ("m3 ultra mac studio 满载功耗多少瓦", "M3 Ultra", "M2 Ultra", "295 W"),
    ],
)
def test_a_mac_without_a_published_figure_gets_its_tiers_measured_one_said_so(
    advisor, question, asked, other, figure
) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "power"
    assert asked in first and other in first and figure in first
    assert first.startswith(("**I have no published power figure", "**我没有"))


def test_a_mac_with_a_measured_figure_is_answered_as_itself(advisor) -> None:
    _, _, first = _turn(advisor, "m2 max mac studio power draw?")
    assert first.startswith("**About 145 W") and "no published" not in first
