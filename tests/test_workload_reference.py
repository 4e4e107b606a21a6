"""Image, video, vision and speech calculators against published figures (held-out rows)."""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest
import yaml

from assistant.calc.media import MediaJob, estimate_media_memory
from assistant.calc.media_speed import estimate_media_speed
from assistant.catalog.specs import load_catalog
from tests.support.advisors import KNOWLEDGE

ROWS = yaml.safe_load(
    (Path(__file__).parent / "reference" / "published_workloads.yaml").read_text("utf-8")
)["rows"]
MEMORY = {"allocated_gb", "peak_gb", "weights_gb"}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


def predicted(catalog, row) -> float:
    spec, gpu = catalog.workload(row["workload"]), catalog.gpu(row["gpu"])
    job = MediaJob(**row["job"])
    if row["metric"] in MEMORY:
        return float(getattr(estimate_media_memory(spec, gpu, job), row["metric"]))
    base = catalog.workloads.get(spec.speed_from) if spec.speed_from else None
    value = getattr(estimate_media_speed(spec, gpu, job, base=base), row["metric"])
    assert value is not None, row["id"]
    return float(value)


def errors(catalog, split: str) -> dict[str, float]:
    return {r["id"]: predicted(catalog, r) / r["value"] - 1 for r in ROWS if r["split"] == split}


def test_every_row_cites_a_source_and_a_date():
    assert len(ROWS) >= 30
    for r in ROWS:
        assert r["source"].startswith("https://") and r["as_of"], r["id"]
        assert r["split"] in ("calibration", "held_out"), r["id"]
    held = [r for r in ROWS if r["split"] == "held_out"]
    assert len(held) >= 15
    assert {r["metric"] for r in held} >= {
        "allocated_gb",
        "peak_gb",
        "seconds_per_step",
        "latency_ms",
        "train_images_per_s",
    }


def test_held_out_median_error_is_within_20_percent(catalog):
    held = errors(catalog, "held_out")
    median = statistics.median(abs(e) for e in held.values())
    assert median <= 0.20, {k: round(v, 3) for k, v in held.items()}


def test_calibration_rows_are_reproduced(catalog):
    calib = errors(catalog, "calibration")
    assert statistics.median(abs(e) for e in calib.values()) <= 0.15, calib


def test_memory_rows_held_out_within_15_percent_each(catalog):
    held = errors(catalog, "held_out")
    memory = {r["id"] for r in ROWS if r["split"] == "held_out" and r["metric"] in MEMORY}
    assert len(memory) >= 5
    assert all(abs(held[i]) <= 0.15 for i in memory), {i: held[i] for i in memory}
