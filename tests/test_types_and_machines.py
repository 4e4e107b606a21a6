"""Cloud types named by their first part or unknown to the table, and machines counted before
each one's cards. Figures from knowledge/specs (instances.yaml, gpus.yaml)."""

from __future__ import annotations

import pytest

from assistant.question.instance_words import is_type_word, type_word_said
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "name", "gpus"),
    [
        ("what's in an nc48ads on azure", "Standard_NC48ads_A100_v4", "2 × A100 80GB PCIe"),
        ("azure 的 nc96ads 有几张卡", "Standard_NC96ads_A100_v4", "4 张 A100 80GB PCIe"),
    ],
)
def test_a_types_first_part_names_it(advisor, question, name, gpus) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "instance"
    assert name in first and gpus in first


def test_a_follow_up_names_a_sibling_type_without_claiming_the_earlier_card(advisor) -> None:
    _, answer, first = _turn(
        advisor, "Azure Standard_NC24ads_A100_v4 是 40G 还是 80G 的 A100", "NC96ads 那个呢，几张卡"
    )
    assert "Standard_NC96ads_A100_v4" in first and "4 张" in first
    assert "是的" not in first and answer.verdict is None


@pytest.mark.parametrize(
    ("word", "shaped"),
    [("gn7e", True), ("nc96ads", True), ("p4de", True), ("a100", False), ("4090", False)],
)
def test_type_words_are_no_cards(word, shaped) -> None:
    assert is_type_word(word) is shaped


def test_a_type_word_beside_a_card_is_said() -> None:
    assert type_word_said("阿里云 gn7e 规格里是 a100 80g 吗")
    assert not type_word_said("阿里云 a100 80g 规格多少")


@pytest.mark.parametrize(
    ("question", "said", "close"),
    [
        (
            "阿里云 gn7e 规格里是 A100 80G 吗，几张",
            "我不认识实例类型 gn7e",
            "没有配 A100 SXM4 80GB 的阿里云规格",
        ),
        (
            "azure nc12ads, is that 1 a100?",
            "I don't know the instance type nc12ads",
            "Standard_ND96amsr_A100_v4",
        ),
    ],
)
def test_an_unknown_type_with_its_cloud_is_said_first_then_what_is_close(
    advisor, question, said, close
) -> None:
    _, answer, first = _turn(advisor, question)
    assert answer.kind == "instance"
    assert said in first
    assert close in answer.answer


def test_a_cards_row_at_a_cloud_stays_the_row(advisor) -> None:
    _, answer, first = _turn(advisor, "阿里云 A100 80G 规格多少")
    assert answer.kind == "catalog" and "80 GB" in first


@pytest.mark.parametrize(
    ("question", "count", "kw"),
    [
        # 8 A800 servers at the server figure: 8 x 5,829 W
        ("机柜放 8 台 8 卡 A800，总功耗大概多少千瓦", 64, "46.6 kW"),
        # 4 HGX H100 boxes at the vendor's 10.2 kW each
        ("4 nodes of 8x h100, total power draw at the wall?", 32, "40.8 kW"),
        ("three servers with 8x h100 each: power at the wall?", 24, "30.6 kW"),
    ],
)
def test_machines_before_each_ones_count_multiply_the_cards(advisor, question, count, kw) -> None:
    query, answer, first = _turn(advisor, question)
    assert query.gpus[0].count == count
    assert answer.kind == "power" and kw in first


def test_machines_multiply_a_training_job(advisor) -> None:
    query, _, first = _turn(advisor, "2 nodes of 8x H100: how long to pretrain a 7b on 100b tokens")
    assert query.gpus[0].count == 16 and "16 × H100" in first
