"""The base M4 Mac mini: its rows resolve by memory, fit at the GPU's share, and draw 65 W.

Figures from the catalog rows (120 GB/s, about two thirds of the memory for the GPU, Apple's
65 W maximum at the wall); phrasings are this file's own.
"""

from __future__ import annotations

import pytest

from assistant.calc.fits import fits_hardware
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "gpu_id"),
    [
        ("will a mac mini m4 16gb run mistral 7b?", "m4-16gb"),
        ("m4 mac mini 24g 能跑多大的模型", "m4-24gb"),
        ("Mac mini M4 32GB for qwen3 14b q4, ok?", "m4-32gb"),
        ("my m4 pro mac mini 48gb", "m4-pro-48gb"),
    ],
)
def test_the_base_chip_and_the_pro_resolve_apart(advisor, question, gpu_id):
    assert [g.gpu_id for g in parse(question, advisor.catalog).gpus] == [gpu_id]


def test_the_rows_carry_the_chip_s_bandwidth_share_and_power(advisor):
    for gb in (16, 24, 32):
        row = advisor.catalog.gpu(f"m4-{gb}gb")
        assert row.memory_bandwidth_gb_s == 120 and row.unified_memory_gb == gb
        assert row.memory_gb == pytest.approx(gb * 2 / 3, abs=0.1)
        assert row.tdp_w == 65


def test_a_month_of_power_is_the_mac_s_65_w(advisor):
    answer = advisor.converse(["mac mini m4 running ollama all month, power cost at $0.25/kwh?"])
    line = answer.turns[-1].answer.answer.splitlines()[0]
    assert "$11.86" in line and "65 W" in line  # 65 W x 730 h = 47.45 kWh x $0.25


def test_no_experts_go_to_system_ram_on_a_unified_machine(advisor):
    catalog = advisor.catalog
    models = list(catalog.models.values())
    assert fits_hardware(models, catalog.gpu("m4-24gb")).with_offload == []
    # a discrete card still lists MoE models with their experts in system RAM
    assert fits_hardware(models, catalog.gpu("rtx-4090")).with_offload
