"""User-file writes: concurrent imports lose no row; a broken file is reported, never rewritten.

Before the lock, parallel ``prices import`` lost a row in 1 of 5 rounds and 6 parallel
``models import`` kept 3-4 of 6 (one shared ``models.yaml.tmp``).
"""

from __future__ import annotations

import multiprocessing as mp
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from assistant.catalog.hf_config import model_from_config, save_user_model
from assistant.catalog.offers import read_user_file
from assistant.catalog.skypilot import import_skypilot
from assistant.catalog.specs import load_table
from assistant.errors import CatalogError
from assistant.models import ModelSpec

HEADER = "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,SpotPrice\n"
CONFIG = {
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "vocab_size": 128256,
}
ROUNDS = 10
PRICE_WRITERS = 4
MODEL_WRITERS = 6


def _import_prices(csv_path: Path, user_file: Path, barrier: Any) -> None:
    barrier.wait()
    import_skypilot(csv_path, "lambda", user_file, date(2026, 12, 1))


def _import_model(name: str, user_file: Path, barrier: Any) -> None:
    spec = model_from_config(CONFIG, name, "test")
    barrier.wait()
    save_user_model(spec, user_file, set())


def test_ten_rounds_of_concurrent_imports_lose_no_row(tmp_path: Path) -> None:
    ctx = mp.get_context("fork")
    kept_prices, kept_models = [], []
    for r in range(ROUNDS):
        folder = tmp_path / f"round{r}"
        folder.mkdir()
        prices, models = folder / "prices.yaml", folder / "models.yaml"
        barrier = ctx.Barrier(PRICE_WRITERS + MODEL_WRITERS)
        procs = []
        for i in range(PRICE_WRITERS):
            csv_path = folder / f"vms{i}.csv"
            row = f"gpu_8x_h100_w{i},H100,8.0,208.0,1800.0,23.92,us-east-1,\n"
            csv_path.write_text(HEADER + row, encoding="utf-8")
            procs.append(ctx.Process(target=_import_prices, args=(csv_path, prices, barrier)))
        for i in range(MODEL_WRITERS):
            procs.append(ctx.Process(target=_import_model, args=(f"m-{i}", models, barrier)))
        for p in procs:
            p.start()
        for p in procs:
            p.join(120)
        assert [p.exitcode for p in procs] == [0] * len(procs)
        kept_prices.append(len(read_user_file(prices)[0]))
        kept_models.append(len(load_table(models, "models", ModelSpec)))
        assert not [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]
    assert kept_prices == [PRICE_WRITERS] * ROUNDS
    assert kept_models == [MODEL_WRITERS] * ROUNDS


def test_invalid_existing_price_rows_are_reported_and_the_file_kept(tmp_path: Path) -> None:
    user = tmp_path / "prices.yaml"
    broken = "offerings:\n  - id: x\n    provider: P\n"
    user.write_text(broken, encoding="utf-8")
    csv_path = tmp_path / "vms.csv"
    csv_path.write_text(HEADER + "gpu_1x,H100,1,26,200,3.29,us-east-1,\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=rf"{user} already holds invalid rows, nothing was"):
        import_skypilot(csv_path, "lambda", user, date(2026, 12, 1))
    assert user.read_text(encoding="utf-8") == broken


def test_invalid_existing_model_rows_are_reported_not_kept(tmp_path: Path) -> None:
    user = tmp_path / "models.yaml"
    user.write_text("models:\n  - id: half-a-model\n    num_layers: 0\n", encoding="utf-8")
    spec = model_from_config(CONFIG, "good", "test")
    with pytest.raises(CatalogError, match=r"models.yaml:2: entry 'half-a-model' \(line 2\)"):
        save_user_model(spec, user, set())
    assert "half-a-model" in user.read_text(encoding="utf-8")
    user.unlink()
    save_user_model(spec, user, set())
    assert [m.id for m in load_table(user, "models", ModelSpec)] == ["good"]
