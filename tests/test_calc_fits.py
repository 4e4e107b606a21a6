"""Calculator defaults, bounds and "what would fit" (issue 26, item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.specs import load_catalog
from assistant.ui.calc_fits import default_seq_len, seq_problem, wider_fits
from assistant.ui.calculator import what_would_fit

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(ROOT / "knowledge" / "specs")


def test_default_context_is_the_estimators_capped_at_the_model(catalog):
    llama2 = catalog.models["llama-2-13b"]  # max_position_embeddings 4096 (its config.json)
    assert default_seq_len(llama2, "inference") == 4096
    assert default_seq_len(llama2, "lora") == 2048


def test_a_context_beyond_the_model_needs_the_override_and_stays_capped(catalog):
    llama2 = catalog.models["llama-2-13b"]
    message = seq_problem(10_000_000, llama2, False, "en")
    assert message is not None and "10,000,000 tokens" in message and "4,096" in message
    assert seq_problem(8192, llama2, True, "en") is None
    capped = seq_problem(10_000_000, llama2, True, "zh")
    assert capped is not None and "1,048,576" in capped
    assert seq_problem(0, llama2, False, "en") is not None
    assert seq_problem(4096, llama2, False, "en") is None


def test_a_70b_full_fine_tune_on_one_4090_says_what_would_fit(catalog):
    model, gpu = catalog.models["llama-3-70b"], catalog.gpus["rtx-4090"]
    workload = {"method": "full", "precision": None, "seq_len": None, "batch": 1}
    est = estimate_memory(model, gpu, 1, Workload(**workload))
    assert not est.fits
    rows = what_would_fit(est, {"model": model, "gpu": gpu, "workload": workload}, catalog, "en")
    assert rows and all(r["fits"] for r in rows)
    assert all(r["per_gpu_gb"].endswith(" GB") for r in rows)  # formatted, not 65699.8


def test_wider_fits_sizes_the_largest_cards_and_qlora_here(catalog):
    model, gpu = catalog.models["llama-3-70b"], catalog.gpus["rtx-4090"]
    rows = wider_fits(model, gpu, Workload(method="lora", batch=1), catalog, "en")
    changes = [r["change"] for r in rows]
    assert any(c.startswith("on ") for c in changes)  # a larger card
    qlora = [r for r in rows if r["change"].startswith("QLoRA")]
    # a 70B QLoRA base is ~36 GB of NF4 weights (70.6e9 x 0.516 B): more than one 24 GB card
    assert qlora and qlora[0]["count"] >= 2
    big = [r for r in rows if r["change"].startswith("on ")]
    assert all(r["per_gpu_gb"] < 200 for r in big)
