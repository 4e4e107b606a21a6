"""Unified-memory machines that are not Macs: the DGX Spark (GB10) and Strix Halo rows.

Their product names (OEM GB10 boxes, laptops and mini PCs with a Ryzen AI Max+ 395) resolve to
the chip's row; they are sized as that row, never as a card of like memory (a 128 GB DGX Spark
is not an H200); the speed of a dense 70B model stays under the decode roofline.
"""

from __future__ import annotations

import re

import pytest

from assistant.calc.candidates import Constraints, gpu_allowed, is_non_cuda_desktop
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, last_answer
from tests.support.advisors import memory_advisor as _build

SPARK = "dgx-spark"
HALO = "ryzen-ai-max-395-128gb"
HALO_64 = "ryzen-ai-max-395-64gb"
TOKENS_RE = re.compile(r"About ([\d.]+) tokens/s per sequence")


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "gpu"),
    [
        ("can a dgx spark run qwen2.5 32b", SPARK),
        ("asus ascent gx10 能跑 llama 3.3 70b 吗", SPARK),
        ("dell pro max gb10 for llama 3.3 70b?", SPARK),
        ("msi edgexpert 跑 70b 够吗", SPARK),
        ("is a gb10 enough for qwen2.5 72b q4", SPARK),
        ("strix halo 128gb for llama 3.3 70b", HALO),
        ("ryzen ai max+ 395 能跑 qwen2.5 72b 吗", HALO),
        ("ai max 395 box for llama 3.3 70b q4?", HALO),
        ("radeon 8060s 能跑 32b 吗", HALO),
        ("framework desktop, can it run llama 3.3 70b", HALO),
        ("gmktec evo-x2 128g 跑 70b 行吗", HALO),
        ("hp zbook ultra g1a 128gb, can it run llama 3.3 70b", HALO),
        ("HP ZBook Ultra 14 inch G1a with 128GB: llama 3.3 70b?", HALO),
        ("z2 mini g1a 能跑 llama 3.3 70b 吗", HALO),
        ("framework desktop 64gb can it run qwen2.5 32b", HALO_64),
        ("strix halo 64g 能跑 32b 吗", HALO_64),
    ],
)
def test_a_machine_name_resolves_to_its_chips_row(catalog, question, gpu):
    query = parse(question, catalog)
    assert [g.gpu_id for g in query.gpus] == [gpu]


@pytest.mark.parametrize(
    ("question", "name", "figure"),
    [
        ("dgx spark memory bandwidth?", "NVIDIA DGX Spark (GB10, 128GB)", "273 GB/s"),
        ("DGX Spark 的内存带宽是多少", "NVIDIA DGX Spark (GB10, 128GB)", "273 GB/s"),
        (
            "ryzen ai max+ 395 memory bandwidth",
            "Ryzen AI Max+ 395 (Strix Halo, Radeon 8060S, 128GB)",
            "256 GB/s",
        ),
        (
            "strix halo 显存带宽多少",
            "Ryzen AI Max+ 395 (Strix Halo, Radeon 8060S, 128GB)",
            "256 GB/s",
        ),
    ],
)
def test_the_catalog_answer_gives_the_machines_bandwidth(advisor, question, name, figure):
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "catalog"
    assert name in line and figure in line


def test_a_dgx_spark_is_sized_as_itself_not_as_a_card_of_like_memory(advisor):
    answer = last_answer(advisor, "dgx spark 128gb, can it run llama 3.3 70b")
    line = first_line(answer.answer)
    assert answer.kind == "fit_check"
    assert "NVIDIA DGX Spark (GB10, 128GB)" in line and "H200" not in answer.answer
    assert "not in my catalog" not in answer.answer
    assert "42.0 GB" in line and "145.2 GB, too much" in line  # Q4_K_M fits, bf16 does not


@pytest.mark.parametrize(
    ("question", "bandwidth"),
    [
        ("framework desktop 128gb can it run llama 3.3 70b at q4", 256),
        ("hp zbook ultra g1a 128gb 能跑 llama 3.3 70b q4 吗", 256),
        ("dgx spark, can it run llama 3.3 70b at q4?", 273),
    ],
)
def test_a_70b_at_q4_fits_and_decodes_under_the_bandwidth_roofline(advisor, question, bandwidth):
    fit = last_answer(advisor, question)
    assert fit.kind == "fit_check"
    assert first_line(fit.answer).startswith(("Yes", "可以"))
    assert "42.0 GB" in first_line(fit.answer)
    speed = last_answer(advisor, question, "how fast is it?")
    found = TOKENS_RE.search(first_line(speed.answer))
    assert speed.kind == "speed" and found is not None
    # Each decoded token reads every weight once: bandwidth / 42 GB of Q4_K_M weights is the
    # ceiling (6.1 tokens/s on Strix Halo, 6.5 on the Spark); reviews measure about 4-6.
    assert 3.0 <= float(found.group(1)) <= bandwidth / 42.0


def test_only_the_nvidia_machine_runs_cuda_and_neither_joins_an_unasked_pool(catalog):
    spark, halo = catalog.gpus[SPARK], catalog.gpus[HALO]
    assert not is_non_cuda_desktop(spark) and is_non_cuda_desktop(halo)
    assert not gpu_allowed(spark, Constraints()) and not gpu_allowed(halo, Constraints())
    assert gpu_allowed(halo, Constraints(non_cuda=True))
    assert not gpu_allowed(spark, Constraints(non_cuda=True))  # a whole machine, not a card
    assert gpu_allowed(spark, Constraints(only_gpus=[SPARK]))  # named: considered
    assert spark.memory_gb < spark.unified_memory_gb and halo.memory_gb == 96
