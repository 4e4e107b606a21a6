"""Catalog rows added on 2026-12-05 are read and used: the card named in the ways people write
it, its memory and bandwidth in a spec answer, a fit on it, and a dated used price."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu", "figures"),
    [
        ("how much vram and bandwidth on a radeon rx6800?", "rx-6800", ("16 GB", "512 GB/s")),
        ("arc 770 显存带宽多少", "arc-a770-16gb", ("560 GB/s",)),
        ("A30 显存多大", "a30", ("24 GB", "HBM2")),
        ("mi210 memory bandwidth?", "mi210", ("1,638 GB/s",)),
        ("MI100 显存带宽多少", "mi100", ("1,229 GB/s",)),
        ("M3 Pro 36GB bandwidth", "m3-pro-36gb", ("150 GB/s",)),
    ],
)
def test_a_new_row_answers_its_figures(advisor, text, gpu, figures) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu
    assert answer.kind == "catalog"
    for figure in figures:
        assert figure in first


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("my 6800 has 16gb, will qwen2.5 14b run on it", "rx-6800"),
        ("笔记本3070 能不能跑 qwen2.5 7b", "rtx-3070-laptop"),
        ("3060 laptop: can llama 3.1 8b run at 4-bit?", "rtx-3060-laptop"),
        ("M2 Pro 32G 能跑 qwen2.5 14b 吗", "m2-pro-32gb"),
        ("would a jetson orin nano run llama 3.2 3b", "jetson-orin-nano-8gb"),
    ],
)
def test_a_fit_is_sized_on_the_new_row(advisor, text, gpu) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu
    assert answer.kind in ("memory", "fit_check", "fits_hardware")
    name = advisor.catalog.gpus[gpu].name.removeprefix("GeForce ")
    assert name in first


def test_an_xt_beside_6800_is_not_the_plain_card(advisor) -> None:
    query, _, first = turn_of(advisor, "rx 6800 xt bandwidth?")
    assert not query.gpus or query.gpus[0].gpu_id != "rx-6800"
    assert "6800 xt" in first.lower() or "6800xt" in first.lower()


@pytest.mark.parametrize("text", ["预算6800 买什么卡跑 7b", "I have 6800 usd, which gpu for a 7b"])
def test_a_budget_of_6800_is_money_not_a_card(advisor, text) -> None:
    query, _, _ = turn_of(advisor, text)
    assert query.budget is not None and float(query.budget) == 6800
    assert all(g.gpu_id != "rx-6800" for g in query.gpus)


@pytest.mark.parametrize(
    ("text", "size"),
    [("how much vram does qwq need at 4-bit", "21 GB"), ("qwq 32b 需要多少显存", "69 GB")],
)
def test_qwq_is_sized_as_its_own_row(advisor, text, size) -> None:
    _, _, first = turn_of(advisor, text)
    assert "QwQ-32B" in first and size in first


@pytest.mark.parametrize(
    ("text", "gpu", "said"),
    [
        ("used rtx 3080 price", "rtx-3080", ("$350", "early 2026", "thinksmart.life")),
        ("二手3080 10G 现在什么价", "rtx-3080", ("二手约 $350", "2026")),
    ],
)
def test_a_used_price_is_read_with_its_date_and_source(advisor, text, gpu, said) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu
    assert answer.kind == "price"
    for part in said:
        assert part in first


@pytest.mark.parametrize(
    ("text", "surface"),
    [
        ("could an m3 pro 24g macbook run qwen2.5 14b", "m3 pro 24g"),
        ("M1 Pro 64G 能跑 llama 3.1 70b 吗", "M1 Pro 64G"),
        ("an nvidia a2 8gb for llama 3.1 8b, enough?", "a2 8gb"),
        ("A30 48G 跑 qwen2.5 32b 够吗", "A30 48G"),
    ],
)
def test_a_size_no_row_holds_is_not_read_as_another_size(advisor, text, surface) -> None:
    """A Mac or a datacenter card said at a memory size it is not sold at is named missing."""
    query, _, first = turn_of(advisor, text)
    assert all(g.gpu_id not in ("m3-pro-18gb", "m1-pro-16gb", "a2", "a30") for g in query.gpus)
    assert surface in first
    assert "not in my catalog" in first or "不在我的目录里" in first


@pytest.mark.parametrize(
    ("text", "gpu"),
    [("m3 pro 36g 能跑 qwen2.5 14b 吗", "m3-pro-36gb"), ("A2 16G for whisper, ok?", "a2")],
)
def test_a_size_a_row_holds_still_names_it(advisor, text, gpu) -> None:
    query, _, _ = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu


def test_a_consumer_card_at_another_size_keeps_its_row(advisor) -> None:
    """A GeForce card at a size its row lacks is read as that card, a note saying so."""
    query, _, _ = turn_of(advisor, "rtx 3060 16g run qwen2.5 14b")
    assert query.gpus and query.gpus[0].gpu_id == "rtx-3060"


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("homelab with 2x p40 (48gb total), which models fit", "tesla-p40"),
        ("两张 A30（共 48G）能跑 qwen2.5 32b 吗", "a30"),
        ("4x nvidia a2 (64gb total) for llama 3.1 8b serving?", "a2"),
    ],
)
def test_a_total_over_several_cards_is_no_other_size(advisor, text, gpu) -> None:
    query, _, _ = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu
