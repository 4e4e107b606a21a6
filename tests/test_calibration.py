"""The calibration pipeline (benchmarks/calibrate_gpu.py) and the estimator against its rows."""

from __future__ import annotations

import csv
import importlib.util
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from assistant.calc.memory_terms import lora_params
from assistant.catalog.specs import load_catalog
from benchmarks import calibrate_gpu as cal

ROOT = Path(__file__).resolve().parent.parent
MEASURED = ROOT / "knowledge" / "calibration" / "measured.csv"
README = ROOT / "knowledge" / "calibration" / "README.md"
HAS_BNB = importlib.util.find_spec("bitsandbytes") is not None

# Tiny config (cal.TINY): vocab 1000 x hidden 64 tied embedding = 64000; per layer
# q 64x64 + k, v 64x32 each + o 64x64 + SwiGLU 3 x 64x128 + two RMSNorms 2x64 = 36992;
# 2 layers + final norm 64 -> 138048.
TINY_PARAMS = 64000 + 2 * 36992 + 64
TINY_LORA = 16 * 2 * ((64 + 64) + 2 * (64 + 32) + (64 + 64) + 3 * (64 + 128))


def _read(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    with path.open(newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        rows = list(reader)
        return list(reader.fieldnames or []), rows


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], list[dict[str, str]]]:
    """Run the tiny CPU pipeline once, as CI would, in a subprocess."""
    out = tmp_path_factory.mktemp("calib") / "tiny.csv"
    t0 = time.monotonic()
    res = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "calibrate_gpu.py"),
            "--tiny",
            "--out",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1"},
    )
    assert res.returncode == 0, res.stderr[-3000:]
    assert time.monotonic() - t0 < 300
    return _read(out)


def _rows(rows: list[dict[str, str]], **match: str) -> list[dict[str, str]]:
    return [r for r in rows if all(r[k] == v for k, v in match.items())]


# --------------------------------------------------------------------------- tiny CPU run


@pytest.mark.slow
@pytest.mark.xdist_group("calibration-tiny-run")  # one tiny run per run, not per worker
def test_tiny_run_writes_every_column_and_method(tiny_run: Any) -> None:
    header, rows = tiny_run
    assert header == cal.COLUMNS
    assert len(rows) == 16  # 14 cases + 2 rows extrapolated from the 1- and 2-layer builds
    assert {r["device"] for r in rows} == {"cpu"}
    quant_status = "ok" if HAS_BNB else "skipped"
    expected = {
        ("inference", "bf16", ""): "ok",
        ("inference", "int8", ""): quant_status,
        ("inference", "int4", ""): quant_status,
        ("full", "bf16", "bf16"): "ok",
        ("full", "bf16", "amp"): "ok",
        ("lora", "bf16", "amp"): "ok",
        ("qlora", "int4", "amp"): quant_status,
    }
    for (method, prec, tp), status in expected.items():
        got = _rows(rows, method=method, precision=prec, training_precision=tp)
        assert got, (method, prec, tp)
        assert {r["status"] for r in got} == {status}, (method, prec, tp)


@pytest.mark.slow
@pytest.mark.xdist_group("calibration-tiny-run")  # one tiny run per run, not per worker
def test_tiny_run_numbers_are_positive_and_param_counts_match_the_formula(tiny_run: Any) -> None:
    _, rows = tiny_run
    assert TINY_PARAMS == 138048
    assert cal.tiny_param_count(SimpleNamespace(**cal.TINY)) == TINY_PARAMS
    for r in _rows(rows, status="ok"):
        assert float(r["measured_allocated_gb"] or r["raw_allocated_gb"]) > 0, r
        assert float(r["measured_reserved_gb"] or r["raw_reserved_gb"]) > 0, r
        layers = int(r["layers_built"])
        base = cal.tiny_param_count(SimpleNamespace(**cal.TINY), layers)
        if r["method"] in ("lora", "qlora"):
            assert int(r["trainable_params"]) == TINY_LORA == 32768
            assert int(r["params_built"]) == base + TINY_LORA
            assert TINY_LORA == lora_params(cal.tiny_arch(), 16, "all-linear")
        else:
            assert int(r["params_built"]) == base
        assert base == (TINY_PARAMS if layers == 2 else 64000 + 36992 + 64)


@pytest.mark.slow
@pytest.mark.xdist_group("calibration-tiny-run")  # one tiny run per run, not per worker
def test_tiny_run_counts_training_state_bytes(tiny_run: Any) -> None:
    _, rows = tiny_run
    # Pure bf16 full fine-tuning holds at least 2 (weights) + 2 (grads) + 4 (AdamW) B/param;
    # AMP holds fp32 weights, grads and both AdamW moments: 16 B/param.
    for tp, floor in (("bf16", 8), ("amp", 16)):
        for r in _rows(rows, method="full", training_precision=tp, layers_built="2"):
            assert float(r["measured_allocated_gb"] or r["raw_allocated_gb"]) * 1e9 >= (
                floor * TINY_PARAMS
            ), r
    for r in _rows(rows, method="lora"):
        # bf16 frozen base + fp32 adapters with fp32 grads and AdamW moments.
        floor = 2 * TINY_PARAMS + 16 * TINY_LORA
        assert float(r["measured_allocated_gb"]) * 1e9 >= floor, r
    # Checkpointing keeps fewer activations: every training pair shows it.
    for method, tp in (("full", "bf16"), ("full", "amp"), ("lora", "amp"), ("qlora", "amp")):
        for layers in ("2",):
            on = _rows(
                rows,
                method=method,
                training_precision=tp,
                grad_checkpointing="True",
                layers_built=layers,
                status="ok",
            )
            off = _rows(
                rows,
                method=method,
                training_precision=tp,
                grad_checkpointing="False",
                layers_built=layers,
                status="ok",
            )
            if method == "qlora" and not HAS_BNB:
                assert not on and not off
                continue
            assert float(on[0]["raw_allocated_gb"]) < float(off[0]["raw_allocated_gb"])


@pytest.mark.slow
@pytest.mark.xdist_group("calibration-tiny-run")  # one tiny run per run, not per worker
def test_tiny_run_extrapolates_truncated_builds(tiny_run: Any) -> None:
    _, rows = tiny_run
    scaled = _rows(rows, scaled_to_full_model="True")
    assert len(scaled) == 2
    for r in scaled:
        assert r["scaled_from_layers"] == "1+2" and r["layers_built"] == "2"
        raw2 = _rows(
            rows,
            method="full",
            training_precision="amp",
            layers_built="2",
            grad_checkpointing=r["grad_checkpointing"],
            scaled_to_full_model="False",
        )
        # Extrapolating to the built depth must give back the 2-layer measurement.
        assert float(r["measured_reserved_gb"]) == pytest.approx(float(raw2[0]["raw_reserved_gb"]))
        assert float(r["estimate_gb"]) > 0
    # Truncated builds carry raw figures only: they are not full-model measurements.
    for r in _rows(rows, layers_built="1"):
        assert r["measured_reserved_gb"] == "" and float(r["raw_reserved_gb"]) > 0
    assert not [r for r in rows if cal.is_gpu_row(r)]


def test_budget_exhausted_skips_every_case_cleanly(tmp_path: Path) -> None:
    out = tmp_path / "skip.csv"
    assert cal.main(["--tiny", "--out", str(out), "--budget-s", "0"]) == 0
    header, rows = _read(out)
    assert header == cal.COLUMNS
    assert len(rows) == len(cal.tiny_cases())
    assert {r["status"] for r in rows} == {"skipped"}
    assert all("time budget" in r["message"] for r in rows)


def test_case_time_limit_interrupts() -> None:
    t0 = time.monotonic()
    with pytest.raises(cal.CaseTimeout):
        with cal.time_limit(0.2):
            time.sleep(5)
    assert time.monotonic() - t0 < 2


# --------------------------------------------------------------------------- plan and scaling


def test_gpu_plan_covers_methods_sizes_and_truncates_only_what_cannot_fit() -> None:
    h200 = load_catalog().gpu("h200")
    cap = h200.memory_gb * 2**30
    cases = cal.gpu_cases(cal.CALIBRATION_MODELS, cap)
    assert {c.model_id for c in cases} == set(cal.CALIBRATION_MODELS)
    assert {(c.method, c.precision) for c in cases} == {
        ("inference", "bf16"),
        ("inference", "int8"),
        ("inference", "int4"),
        ("full", "bf16"),
        ("lora", "bf16"),
        ("qlora", "int4"),
    }
    train = [c for c in cases if c.method != "inference"]
    assert {c.grad_checkpointing for c in train} == {True, False}
    assert len({c.seq_len for c in train}) >= 3 and len({c.batch for c in train}) >= 3
    truncated = {
        (c.model_id, c.method, c.training_precision, c.layers_built)
        for c in cases
        if c.truncated_pair
    }
    # AMP full fine-tuning needs 16 B/param: 7.6B and 8.0B exceed 60% of 141 GB; nothing else.
    assert {(m, layers) for m, _, _, layers in truncated} == {
        ("llama-3-8b", 8),
        ("llama-3-8b", 16),
        ("qwen2.5-7b", 7),
        ("qwen2.5-7b", 14),
    }
    assert {(meth, tp) for _, meth, tp, _ in truncated} == {("full", "amp")}
    # Cases sharing a built model run back to back (one build per group).
    seen: list[tuple[str, str, int, bool]] = []
    for c in cases:
        if not seen or seen[-1] != c.group:
            assert c.group not in seen
            seen.append(c.group)


def test_built_architectures_match_the_catalog_parameter_counts() -> None:
    import torch
    from transformers import AutoModelForCausalLM

    for model_id in cal.CALIBRATION_MODELS:
        arch = cal.load_arch(model_id)
        cfg = cal.hf_config(arch, arch.num_layers)
        with torch.device("meta"):  # shapes only: no memory, no initialisation cost
            model = AutoModelForCausalLM.from_config(cfg, dtype=torch.bfloat16)
        n = sum(p.numel() for p in model.parameters())
        assert n / 1e9 == pytest.approx(arch.params_b, rel=0.01), model_id
        assert model.config._attn_implementation == "sdpa"
    qwen = cal.hf_config(cal.load_arch("qwen2.5-7b"), 2)
    assert type(qwen).__name__ == "Qwen2Config" and qwen.num_hidden_layers == 2
    assert qwen.tie_word_embeddings is False and qwen.num_key_value_heads == 4


def test_extrapolate_is_linear_in_depth() -> None:
    assert cal.extrapolate(8, 10.0, 16, 18.0, 32) == 34.0
    assert cal.extrapolate(7, 5.0, 14, 6.4, 28) == pytest.approx(9.2)
    with pytest.raises(ValueError):
        cal.extrapolate(4, 1.0, 4, 2.0, 8)


def test_scaled_row_extrapolates_memory_and_params() -> None:
    first = {
        "layers_built": 8,
        "params_built": 1_000,
        "trainable_params": 1_000,
        "raw_allocated_gb": 20.0,
        "raw_reserved_gb": 22.0,
    }
    second = {
        **first,
        "layers_built": 16,
        "params_built": 1_800,
        "trainable_params": 1_800,
        "raw_allocated_gb": 36.0,
        "raw_reserved_gb": 40.0,
    }
    row = cal.scaled_row(first, second, 32)
    assert row["measured_allocated_gb"] == 68.0 and row["measured_reserved_gb"] == 76.0
    assert row["params_built"] == 3_400 and row["scaled_to_full_model"] is True
    assert row["scaled_from_layers"] == "8+16" and row["layers_built"] == 32


# --------------------------------------------------------------------------- comparison


def _gpu_row(**kw: Any) -> dict[str, Any]:
    row = {
        "device": "cuda",
        "status": "ok",
        "model_id": "llama-3-8b",
        "num_layers": "32",
        "layers_built": "32",
        "scaled_to_full_model": "False",
        "method": "lora",
        "precision": "bf16",
        "training_precision": "amp",
        "grad_checkpointing": "True",
        "seq_len": "2048",
        "batch": "1",
        "lora_rank": "16",
        "quant": "",
        "measured_reserved_gb": "10.0",
        "gpu_name": "NVIDIA H200",
    }
    row.update({k: str(v) for k, v in kw.items()})
    return row


def test_compare_rows_applies_the_stated_tolerance() -> None:
    assert (cal.REL_TOLERANCE, cal.ABS_TOLERANCE_GB) == (0.15, 0.5)
    rows = [
        _gpu_row(seq_len=1, measured_reserved_gb=10.0),  # est 11.4: +14%, within
        _gpu_row(seq_len=2, measured_reserved_gb=10.0),  # est 11.6: +16%, outside
        _gpu_row(seq_len=3, measured_reserved_gb=10.0),  # est 8.4: -16%, outside
        _gpu_row(seq_len=4, measured_reserved_gb=1.0),  # est 1.45: +45% but 0.45 GB, within
        _gpu_row(seq_len=5, measured_reserved_gb=1.0),  # est 1.6: 0.6 GB off, outside
        _gpu_row(
            seq_len=6, layers_built=16, scaled_to_full_model=True, measured_reserved_gb=50.0
        ),  # extrapolated full model, est 50: within
        _gpu_row(seq_len=7, layers_built=16),  # a truncated build's raw row: not compared
        _gpu_row(seq_len=8, status="oom"),  # no peak to compare
        _gpu_row(seq_len=9, device="cpu"),  # the tiny CPU pipeline is not a GPU measurement
        _gpu_row(seq_len=10),  # estimator has no figure: left out
    ]
    est = {1: 11.4, 2: 11.6, 3: 8.4, 4: 1.45, 5: 1.6, 6: 50.0, 7: 10.0, 8: 10.0, 9: 10.0}

    def estimator(row: dict[str, Any]) -> float | None:
        return est.get(int(row["seq_len"]))

    devs = cal.compare_rows(rows, estimator)
    assert [(d.seq_len, d.within) for d in devs] == [
        (1, True),
        (2, False),
        (3, False),
        (4, True),
        (5, False),
        (6, True),
    ]
    assert devs[1].rel_error == pytest.approx(0.16)
    assert devs[2].rel_error == pytest.approx(-0.16)
    assert "measured 10.00 GB, estimated 11.60 GB (+16%)" in devs[1].describe()


def test_rows_map_onto_the_estimator_workload() -> None:
    q = cal.workload_fields(
        _gpu_row(method="qlora", precision="int4", quant="bnb-nf4-dq", grad_checkpointing="False")
    )
    assert q == {
        "method": "qlora",
        "seq_len": 2048,
        "batch": 1,
        "grad_checkpointing": False,
        "training_precision": "amp",
        "optimizer": "adamw",
        "lora_rank": 16,
        "lora_targets": "all-linear",
        "lora_dropout": False,
        "double_quant": True,
    }
    assert cal.workload_fields(_gpu_row(lora_dropout=0.05))["lora_dropout"] is True
    inf = cal.workload_fields(_gpu_row(method="inference", precision="int8", seq_len=4096))
    assert inf == {"method": "inference", "seq_len": 4096, "batch": 1, "precision": "int8"}
    row = _gpu_row()
    est = cal.estimate_row(row)
    assert est.model_id == "llama-3-8b" and est.gpu_id == "h200" and est.method == "lora"
    assert cal.estimated_reserved_gb(row) == pytest.approx(est.per_gpu_gb - est.cuda_context_gb)


def test_estimator_matches_every_measured_gpu_row_or_readme_says_pending() -> None:
    rows = _read(MEASURED)[1] if MEASURED.exists() else []
    gpu_rows = [r for r in rows if cal.is_gpu_row(r)]
    if not gpu_rows:
        text = README.read_text(encoding="utf-8")
        assert "Status: no GPU measurements yet" in text
        assert "bash benchmarks/run_calibration_on_gpu.sh" in text
        return
    devs = cal.compare_rows(gpu_rows)
    assert len(devs) == len(gpu_rows)
    bad = [d.describe() for d in devs if not d.within]
    assert not bad, (
        f"{len(bad)} of {len(devs)} measured rows outside ±{cal.REL_TOLERANCE:.0%}"
        f" / {cal.ABS_TOLERANCE_GB} GB:\n" + "\n".join(bad)
    )


def test_readme_documents_columns_and_the_device_call() -> None:
    text = README.read_text(encoding="utf-8")
    for col in cal.COLUMNS:
        assert f"`{col}`" in text, col
    assert 'carry=[".whl"]' in text and "timeout_s=540" in text
    script = (ROOT / "benchmarks" / "run_calibration_on_gpu.sh").read_text(encoding="utf-8")
    assert "BUDGET_S:-420" in script and "calibrate_gpu.py" in script
