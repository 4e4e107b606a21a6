"""A speed floor on a list of what runs: the lead is the biggest model at least that fast."""

from __future__ import annotations

import pytest

from assistant.calc.fits import fits_hardware
from assistant.catalog.specs import load_catalog
from tests.support.advisors import KNOWLEDGE, memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


def test_the_lead_meets_the_floor(catalog) -> None:
    models = list(catalog.models.values())
    gpu = catalog.gpus["m4-max-128gb"]
    free = fits_hardware(models, gpu)
    floored = fits_hardware(models, gpu, min_tokens_per_s=20)
    assert free.lead is not None and floored.lead is not None
    assert (floored.lead.tokens_per_s or 0) >= 20
    assert floored.lead.params_b <= free.lead.params_b


def test_a_floor_nothing_meets_shows_the_fastest(catalog) -> None:
    models = list(catalog.models.values())
    out = fits_hardware(models, catalog.gpus["rtx-3060"], min_tokens_per_s=5000)
    timed = [r for g in out.by_precision for r in g.rows if r.verdict == "fits"]
    assert out.lead is not None
    assert out.lead.tokens_per_s == max(r.tokens_per_s or 0 for r in timed)


@pytest.mark.parametrize(
    "turns",
    [
        ("m3 max 128gb macbook, which llms can it run?", "and if i need at least 25 tokens/s?"),
        ("M4 Max 128G 能跑哪些大模型", "要是要求每秒 20 个 token 以上，还剩哪些"),
        ("two 3090s, what models can i run", "only ones doing 30 tokens per second or more?"),
    ],
)
def test_a_floor_after_a_list_narrows_that_list(advisor, turns) -> None:
    query, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "fits_hardware"
    floor = query.tokens_per_s_target
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert floor and call.input["min_tokens_per_s"] == floor
