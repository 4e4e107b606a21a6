"""``gpu-advisor price``, ``tco`` and ``prices import`` through the entry point."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import CliRunner

from assistant.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture()
def user_file(tmp_path, monkeypatch):
    path = tmp_path / "prices.yaml"
    monkeypatch.setenv("GPU_ADVISOR_PRICES", str(path))
    return path


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def one_json(result):
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_price_json_is_one_object_with_formula_totals(user_file):
    out = one_json(run("price", "--gpu", "h100", "--count", "8", "--hours", "168", "--json"))
    assert out["gpu_id"] == "h100-sxm" and out["gpu_count"] == 8 and out["currency"] == "USD"
    by = {q["offer_id"]: q for q in out["quotes"]}
    p5 = by["aws-p5-48xlarge-us-east-1"]
    assert Decimal(p5["on_demand"]["total"]) == (Decimal("55.04") * 168).quantize(Decimal("0.01"))
    assert p5["price"]["as_of"] == "2026-11-09" and p5["price"]["confidence"] == "high"
    assert out["quotes"][0]["rank"] == 1 and len(out["quotes"]) == 10
    assert any("Aliyun" in n for n in out["notes"])


def test_price_readable_shows_dates_and_sources(user_file):
    res = run("price", "--gpu", "h100", "--count", "8", "--hours", "168", "--top", "3")
    assert res.exit_code == 0
    assert "as of 2026-09-25, confidence medium" in res.output
    assert " 1. RunPod" in res.output and " 4." not in res.output
    assert "excluded gcp-a3-highgpu-8g-us-central1" in res.output


def test_price_spot_and_currency(user_file):
    out = one_json(
        run(
            "price",
            "--gpu",
            "h100-sxm",
            "--count",
            "8",
            "--hours",
            "168",
            "--spot",
            "--currency",
            "CNY",
            "--json",
        )
    )
    first = out["quotes"][0]
    assert out["rank_by"] == "spot" and first["offer_id"] == "aws-p5-48xlarge-us-east-1"
    assert first["fx"]["rate"] == "6.9858" and first["fx"]["as_of"] == "2026-01-27"
    assert first["currency"] == "CNY"


def test_price_by_memory_and_provider(user_file):
    out = one_json(
        run("price", "--min-memory-gb", "141", "--hours", "1", "--provider", "aws", "--json")
    )
    assert {q["provider"] for q in out["quotes"]} == {"AWS"}
    assert {q["gpu_id"] for q in out["quotes"]} <= {"h200", "b200"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--gpu", "h1000", "--hours", "1"], "unknown GPU 'h1000'; did you mean"),
        (["--gpu", "h100", "--hours", "1", "--provider", "amazon web"], "unknown provider"),
        (["--gpu", "h100", "--hours", "1", "--count", "0"], "--count must be at least 1"),
        (["--gpu", "h100"], "give exactly one of hours or gpu_hours"),
        (["--hours", "1"], "give --gpu or --min-memory-gb"),
        (["--gpu", "h100", "--hours", "1", "--currency", "EUR"], "unknown currency 'EUR'"),
        (["--gpu", "h100", "--hours", "-3"], "--hours must be a finite number from 0"),
    ],
)
def test_price_bad_input_exits_2(user_file, args, message):
    res = run("price", *args)
    assert res.exit_code == 2
    assert message in res.stderr and res.stdout == ""


def test_tco_json_and_readable(user_file):
    out = one_json(
        run(
            "tco", "--gpu", "h100", "--count", "8", "--years", "3", "--utilization", "0.6", "--json"
        )
    )
    assert out["gpu_id"] == "h100-sxm" and out["inputs"]["capex"] == "310000"
    capex = Decimal("310000")
    saving = Decimal(out["monthly_saving"])
    assert out["break_even_months"] == pytest.approx(float(capex / saving), rel=1e-3)
    assert len(out["sensitivity"]) == 10
    res = run("tco", "--gpu", "h100", "--count", "8", "--years", "3", "--utilization", "0.6")
    assert res.exit_code == 0
    assert "break-even after" in res.output and "utilisation  own/month" in res.output
    assert "ASSUMPTION" not in res.output  # USD uses the EIA tariff, not the China placeholder


def test_tco_cny_uses_the_labelled_china_assumption(user_file):
    res = run("tco", "--gpu", "h100", "--count", "8", "--currency", "CNY")
    assert res.exit_code == 0
    assert "ASSUMPTION" in res.output and "is unverified" in res.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--gpu", "h100", "--utilization", "1.5"],
            "--utilization must be a finite number from 0 (excluded) to 1",
        ),
        (["--gpu", "rtx-3060", "--count", "8"], "no purchase price known"),
        (["--gpu", "h100", "--capex", "lots"], "--capex must be a number"),
        (["--gpu", "hundred"], "unknown GPU"),
    ],
)
def test_tco_bad_input_exits_2(user_file, args, message):
    res = run("tco", *args)
    assert res.exit_code == 2 and message in res.stderr


def test_prices_import_then_price_uses_user_rows(user_file):
    out = one_json(
        run(
            "prices",
            "import",
            "--skypilot",
            str(FIXTURES / "skypilot_aws_vms.csv"),
            "--provider",
            "aws",
            "--as-of",
            "2026-11-28",
            "--json",
        )
    )
    assert out["imported"] == 4 and out["unknown_gpu_rows_skipped"] == 1
    assert out["unknown_accelerators"] == {"Inferentia": 1} and user_file.exists()
    price = one_json(run("price", "--gpu", "l4", "--hours", "10", "--provider", "aws", "--json"))
    by = {q["offer_id"]: q for q in price["quotes"]}
    assert by["aws-g6-xlarge-us-east-2"]["price"]["as_of"] == "2026-11-28"
    res = run(
        "prices",
        "import",
        "--skypilot",
        str(FIXTURES / "skypilot_gcp_vms.csv"),
        "--provider",
        "gcp",
    )
    assert res.exit_code == 0 and "imported 1 offerings" in res.output


def test_prices_import_bad_input_exits_2(user_file, tmp_path):
    fixture = str(FIXTURES / "skypilot_aws_vms.csv")
    res = run("prices", "import", "--skypilot", fixture, "--provider", "lamda")
    assert res.exit_code == 2 and "did you mean 'lambda'" in res.stderr
    res = run("prices", "import", "--skypilot", str(tmp_path / "none.csv"), "--provider", "aws")
    assert res.exit_code == 2 and "no such file" in res.stderr
    res = run("prices", "import", "--skypilot", fixture, "--provider", "aws", "--as-of", "soon")
    assert res.exit_code == 2 and "YYYY-MM-DD" in res.stderr
    user_file.write_text("offerings: [oops\n", encoding="utf-8")
    res = run("price", "--gpu", "h100", "--hours", "1")
    assert res.exit_code == 2 and f"{user_file}:" in res.stderr


@pytest.mark.parametrize("command", [["price"], ["tco"], ["prices", "import"]])
def test_commands_have_help(command):
    res = run(*command, "--help")
    assert res.exit_code == 0 and "--json" in res.output
