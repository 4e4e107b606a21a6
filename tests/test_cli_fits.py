"""CLI tests for ``fits``, ``kv``, ``duration``, ``power`` and ``tco --hours-per-week``."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from assistant.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_fits_json_is_one_object_with_rows_per_precision():
    r = run(
        "fits", "--gpu", "3090", "--count", "2", "--method", "qlora", "--context", "8192", "--json"
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert (d["gpu_id"], d["count"], d["method"], d["context_tokens"]) == (
        "rtx-3090",
        2,
        "qlora",
        8192,
    )
    assert [g["precision"] for g in d["by_precision"]] == ["int4"]
    assert {row["verdict"] for g in d["by_precision"] for row in g["rows"]} <= {
        "fits",
        "tight",
        "does_not_fit",
    }
    assert d["lead"]["verdict"] == "fits"


def test_fits_table_names_the_lead_first():
    r = run("fits", "--gpu", "rtx-3090")
    assert r.exit_code == 0
    lines = r.stdout.splitlines()
    assert lines[0].startswith("1 x GeForce RTX 3090 · inference · context 4096 tokens")
    assert lines[1].startswith("  biggest that fits comfortably:")
    assert "q4_k_m" in r.stdout and "does not fit" in r.stdout and "tok/s" in r.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["fits", "--gpu", "3090", "--count", "0"], "GPU count must be at least 1"),
        (["fits", "--gpu", "rtx-9999"], "did you mean"),
        (["fits", "--gpu", "3090", "--method", "sing"], "error:"),
        (["kv", "--model", "mistral-7b", "--context", "0"], "at least 1 token"),
        (
            [
                "kv",
                "--model",
                "mixtral-8x7b",
                "--context",
                "4096",
                "--gpu",
                "3090",
                "--precision",
                "int4",
            ],
            "GGUF type",
        ),
        (["duration", "--model", "llama-2-7b", "--gpu", "a100"], "say how much data"),
        (["duration", "--model", "llama-2-7b", "--gpu", "a100", "--tokens", "lots"], "--tokens"),
        (["power", "--gpu", "4090", "--hours-per-day", "30"], "at most 24"),
        (["power", "--gpu", "4090", "--tariff", "-1"], "--tariff"),
        (["tco", "--gpu", "h100", "--hours-per-week", "400"], "at most 168"),
    ],
)
def test_bad_usage_is_one_line_and_exit_2(args, message):
    r = run(*args)
    assert r.exit_code == 2, r.output
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.output


def test_kv_json_mistral_32k_is_4_3_gb():
    r = run("kv", "--model", "mistral-7b", "--context", "32768", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["kv_cache"]["total_gb"] == pytest.approx(32 * 8 * 128 * 4 * 32768 / 1e9, abs=0.001)
    assert d["offload"] is None


def test_kv_with_a_gpu_plans_moe_offload():
    r = run(
        "kv",
        "--model",
        "gpt-oss-120b",
        "--context",
        "8192",
        "--gpu",
        "rtx-4090",
        "--ram-gb-s",
        "51.2",
    )
    assert r.exit_code == 0, r.output
    assert "moe_experts" in r.stdout and "--n-cpu-moe" in r.stdout and "51.2 GB/s" in r.stdout


def test_duration_from_samples():
    r = run(
        "duration",
        "--model",
        "llama-2-7b",
        "--gpu",
        "a100",
        "--samples",
        "50000",
        "--seq-len",
        "1024",
        "--epochs",
        "3",
        "--json",
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["tokens"] == 50000 * 1024 * 3
    assert d["hours_range"][0] <= d["hours"] <= d["hours_range"][1]
    assert d["cost"]["currency"] == "USD"


def test_power_table_leads_with_the_psu():
    r = run("power", "--gpu", "rtx-4090")
    assert r.exit_code == 0
    assert r.stdout.splitlines()[1].startswith("  PSU         1000 W ATX 3.x")


def test_power_server_json():
    d = json.loads(run("power", "--gpu", "h100", "--count", "8", "--json").stdout)
    assert (d["kind"], d["wall_w"], d["electricity_per_month"]) == ("server", 10200.0, "1039.61")


def test_tco_hours_per_week_sets_the_utilisation():
    r = run(
        "tco",
        "--gpu",
        "h100",
        "--count",
        "8",
        "--hours-per-week",
        "84",
        "--rent-rate",
        "2.50",
        "--tariff",
        "0.12",
        "--json",
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["utilization"] == 0.5 and d["rent_monthly"] == "7300.00"
    assert d["break_even_months"] == pytest.approx(71.53, abs=0.01)
