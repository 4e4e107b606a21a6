"""``gpu-advisor gpus`` and ``gpu-advisor models`` through the CLI entry point."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from assistant.cli import main
from assistant.cli.catalog import COMMANDS


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def run_json(*args: str) -> dict:
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_commands_are_exported():
    assert [c.name for c in COMMANDS] == ["gpus", "models"]
    for command in COMMANDS:
        assert command.help


def test_gpus_json_shape():
    data = run_json("gpus")
    # 56 + 44 (issue 22) + 20 + 3 M4 Pro + 7 older GeForce + DGX Spark and 2 Strix Halo,
    # then the V100S and the 144 GB HBM3e GH200, then 15 rows of 2026-12-05 (RX 6800, Arc A770,
    # A30, A2, MI100, MI210, RTX 3060/3070 Laptop, Jetson Orin Nano, M1/M2/M3 Pro at two sizes)
    # with the H200 NVL (2026-12-06), the RTX 2060 SUPER and the RTX PRO 6000 Max-Q (2026-12-07)
    assert data["count"] == len(data["gpus"]) == 157
    first = data["gpus"][0]
    assert first["id"] == "rtx-3060"
    assert {"memory_gb", "memory_bandwidth_gb_s", "bf16_tflops", "nvlink", "source"} <= set(first)
    prices = {g["id"]: g.get("launch_price_usd") for g in data["gpus"]}
    assert prices["rtx-4090"] == "1599"  # Decimal stays a string in JSON


def test_gpus_vendor_filter_is_case_insensitive():
    data = run_json("gpus", "--vendor", "amd")
    assert [g["id"] for g in data["gpus"]] == [
        "mi250x",
        "mi300x",
        "mi325x",
        "mi355x",
        "rx-7900-xtx",
        "rx-7900-xt",
        "rx-9070-xt",
        "radeon-pro-w7900",
        "mi50-32gb",
        "mi50-16gb",
        "mi60",
        "ryzen-ai-max-395-128gb",
        "ryzen-ai-max-395-64gb",
        "rx-6800",
        "mi100",
        "mi210",
    ]


def test_gpus_memory_and_nvlink_filters():
    data = run_json("gpus", "--min-memory", "100", "--nvlink")
    ids = [g["id"] for g in data["gpus"]]
    assert ids == ["h20-141gb", "h200", "h200-nvl", "gh200-144gb", "b200", "gb200", "b300"]
    assert all(g["memory_gb"] >= 100 and g["nvlink"] for g in data["gpus"])


def test_gpus_table_lists_rows_and_footer():
    result = run("gpus", "--vendor", "nvidia", "--min-memory", "80")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["id", "name", "memory"]
    assert any(line.startswith("h100-sxm ") for line in lines)
    assert "rtx-4090" not in result.stdout
    assert "dense (no sparsity)" in lines[-1]


def test_gpus_table_with_no_match():
    result = run("gpus", "--vendor", "nobody")
    assert result.exit_code == 0
    assert "No GPU matches" in result.stdout


def test_models_json_and_family_filter():
    everything = run_json("models")
    assert everything["count"] == len(everything["models"]) >= 39
    qwen = run_json("models", "--family", "QWEN")
    assert qwen["count"] >= 10
    assert {m["family"] for m in qwen["models"]} == {"qwen"}
    moe = {m["id"]: m["active_params_b"] for m in qwen["models"] if m["num_experts"]}
    assert moe["qwen3-30b-a3b"] == 3.3


def test_models_table():
    result = run("models", "--family", "deepseek")
    assert result.exit_code == 0
    assert "deepseek-v3" in result.stdout and "MLA" in result.stdout and "37B" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["models", "--family", "nope"], "no model family 'nope'"),
        (["gpus", "--min-memory", "-1"], "--min-memory must be a finite number from 0"),
        (["gpus", "--min-memory", "lots"], "is not a valid float"),
        (["gpus", "--colour"], "No such option"),
    ],
)
def test_bad_options_exit_2_with_stderr(args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.stdout == ""
