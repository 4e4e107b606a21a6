"""The published memory reference set, read and compared with the estimator (tests, benchmarks)."""

from __future__ import annotations

import statistics
from pathlib import Path
from typing import Any

import yaml

from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.catalog.specs import load_catalog
from assistant.models import ModelSpec

REFERENCE = Path(__file__).resolve().parents[1] / "reference" / "published_memory.yaml"
WORKLOAD_KEYS = {
    "method",
    "precision",
    "seq_len",
    "batch",
    "grad_checkpointing",
    "optimizer",
    "training_precision",
    "lora_rank",
    "lora_targets",
    "double_quant",
    "chunked_loss",
    "engine",
    "strategy",
}


def load_reference() -> tuple[dict[str, ModelSpec], list[dict[str, Any]]]:
    data = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    archs = {k: ModelSpec.model_validate(v) for k, v in data["archs"].items()}
    return archs, data["points"]


def estimate_point(point: dict[str, Any], archs: dict[str, ModelSpec]) -> MemoryEstimate:
    catalog = load_catalog()
    model = archs.get(point["model"]) or catalog.models[point["model"]]
    wl = Workload(**{k: v for k, v in point.items() if k in WORKLOAD_KEYS})
    return estimate_memory(
        model, catalog.gpus[point["gpu"]], point["count"], wl, with_alternatives=False
    )


def comparable_gb(est: MemoryEstimate, point: dict[str, Any]) -> float:
    """The part of the estimate that the source's metric measured."""
    per_gpu = est.per_gpu_gb
    if point.get("metric") == "allocated":
        per_gpu -= est.cuda_context_gb + est.allocator_cache_gb
    elif point.get("metric") == "reserved":
        per_gpu -= est.cuda_context_gb
    return per_gpu * est.count if point.get("compare") == "total" else per_gpu


def accuracy_rows() -> list[dict[str, Any]]:
    archs, points = load_reference()
    rows = []
    for p in points:
        est = estimate_point(p, archs)
        row = {
            "id": p["id"],
            "method": p["method"],
            "count": p["count"],
            "est": est,
            "measured": p["measured_gb"],
            "fits_expected": p.get("fits"),
            "estimated": comparable_gb(est, p),
        }
        if p["measured_gb"] is not None:
            row["err_pct"] = 100.0 * (row["estimated"] - p["measured_gb"]) / p["measured_gb"]
        rows.append(row)
    return rows


def format_table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'id':44} {'measured':>9} {'estimate':>9} {'err%':>7}"]
    for r in rows:
        if r["measured"] is None:
            continue
        lines.append(f"{r['id']:44} {r['measured']:9.2f} {r['estimated']:9.2f} {r['err_pct']:7.1f}")
    errs = [abs(r["err_pct"]) for r in rows if r["measured"] is not None]
    lines.append(f"median |error| {statistics.median(errs):.1f}% over {len(errs)} points")
    for method in ("inference", "lora", "qlora", "full"):
        m = [abs(r["err_pct"]) for r in rows if r["measured"] is not None and r["method"] == method]
        if m:
            lines.append(f"  {method:10} median |error| {statistics.median(m):5.1f}% (n={len(m)})")
    return "\n".join(lines)
