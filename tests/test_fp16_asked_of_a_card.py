"""FP16 asked of one card ("does the 1080 ti support fp16", "P100 支持 fp16 吗"): whether it
runs FP16 at full rate, from its compute capability (Pascal GP102-GP107, 6.1, at 1/64)."""

from __future__ import annotations

import pytest

from assistant.calc.catalog_query import has_feature
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("gpu", "fast"),
    [("tesla-p40", False), ("gtx-1080-ti", False), ("tesla-p100-16gb", True), ("rtx-3090", True)],
)
def test_full_rate_fp16_follows_the_compute_capability(catalog, gpu, fast):
    assert has_feature(catalog.gpus[gpu], "fp16") is fast


@pytest.mark.parametrize(
    ("question", "verdict", "opening"),
    [
        ("does the 1080 ti support fp16", "no", "**No: the GTX 1080 Ti has no full-rate FP16**"),
        ("P100 支持 fp16 吗", "yes", "**是：Tesla P100 PCIe 16GB 支持 全速 FP16**"),
        ("T4 支持 fp16 吗", "yes", "**是：T4 支持 全速 FP16**"),
    ],
)
def test_fp16_asked_of_one_card_is_its_row(advisor, catalog, question, verdict, opening):
    assert parse(question, catalog).features == ["fp16"]
    answer = _last(advisor, question)
    assert answer.kind == "catalog"
    assert answer.verdict == verdict
    assert answer.answer.startswith(opening)


def test_fp16_run_on_a_card_is_no_feature(catalog):
    assert parse("用 3090 以 fp16 跑 qwen2.5 7b 要多少显存", catalog).features == []
