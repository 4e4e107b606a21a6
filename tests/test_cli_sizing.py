"""CLI tests for ``gpu-advisor size`` and ``gpu-advisor speed`` (through the click group)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from assistant.cli import main


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def test_size_json_is_the_contract_object():
    r = run(
        "size",
        "--model",
        "Llama 2 13B",
        "--method",
        "lora",
        "--gpu",
        "RTX4090",
        "--count",
        "2",
        "--strategy",
        "ddp",
        "--json",
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["model_id"] == "llama-2-13b" and d["gpu_id"] == "rtx-4090"
    assert d["fits"] is False and d["strategy"] == "ddp"
    assert d["per_gpu_gb"] > d["usable_gb"]
    assert d["total_gb"] == pytest.approx(2 * d["per_gpu_gb"], abs=0.02)
    assert set(d["breakdown"]) >= {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
    }
    assert d["assumptions"] and d["alternatives"]


def test_size_table_by_default():
    r = run("size", "--model", "13b", "--method", "qlora", "--gpu", "4090")
    assert r.exit_code == 0
    assert "FITS" in r.stdout and "breakdown" in r.stdout and "assumptions" in r.stdout


def test_size_flags_reach_the_estimate():
    r = run(
        "size",
        "--model",
        "llama-3-8b",
        "--gpu",
        "h100",
        "--method",
        "lora",
        "--seq-len",
        "4096",
        "--batch",
        "2",
        "--no-grad-checkpointing",
        "--lora-rank",
        "64",
        "--optimizer",
        "adamw-8bit",
        "--json",
    )
    d = json.loads(r.stdout)
    assert d["seq_len"] == 4096 and d["batch"] == 2
    assert any("gradient checkpointing off" in a for a in d["assumptions"])
    assert any("rank 64" in a for a in d["assumptions"])


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--model", "llama-2-7b", "--gpu", "4090", "--count", "0"], "at least 1"),
        (["--model", "llama-2-7b", "--gpu", "4090", "--count", "-1"], "at least 1"),
        (["--model", "lama-2-13x", "--gpu", "4090"], "did you mean 'llama-2-13b'"),
        (["--model", "llama-2-7b", "--gpu", "rtx 4900"], "did you mean"),
        (["--model", "10T", "--gpu", "h100"], "beyond any published model"),
        (
            ["--model", "7b", "--gpu", "h100", "--method", "qlora", "--precision", "fp32"],
            "contradicts",
        ),
        (["--model", "7b", "--gpu", "h100", "--method", "nope"], "Invalid value"),
        (["--model", "7b", "--gpu", "h100", "--seq-len", "0"], "at least 1"),
        (["--gpu", "h100"], "Missing option"),
    ],
)
def test_bad_input_is_one_line_exit_2(args, needle):
    r = run("size", *args)
    assert r.exit_code == 2
    assert r.stdout == ""
    assert needle in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    assert "Traceback" not in r.stderr


def test_context_beyond_max_is_a_warning_not_an_error():
    r = run("size", "--model", "llama-2-7b", "--gpu", "h100", "--seq-len", "100000", "--json")
    assert r.exit_code == 0
    assert any("exceeds" in w for w in json.loads(r.stdout)["warnings"])


def test_speed_json_and_table():
    r = run(
        "speed",
        "--model",
        "llama-3-8b",
        "--gpu",
        "h100",
        "--count",
        "8",
        "--method",
        "full",
        "--tokens",
        "10B",
        "--json",
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["tokens"] == 1e10 and d["wall_hours"] > 0 and d["train_tokens_per_s"] > 0
    t = run("speed", "--model", "qwen-7b", "--gpu", "a100-80gb-sxm")
    assert t.exit_code == 0 and "decode" in t.stdout


def test_speed_bad_tokens():
    r = run("speed", "--model", "7b", "--gpu", "h100", "--method", "full", "--tokens", "lots")
    assert r.exit_code == 2 and "--tokens" in r.stderr


def test_commands_have_help():
    for cmd in ("size", "speed", "serve"):
        r = run(cmd, "--help")
        assert r.exit_code == 0 and "--model" in r.stdout


def test_speed_engine_takes_every_runtime_and_alias():
    for engine in (
        "llama.cpp",
        "ollama",
        "exllamav2",
        "sglang",
        "tensorrt-llm",
        "trtllm",
        "transformers-eager",
        "vllm",
        "hf",
    ):
        precision = "int4" if engine in ("exllamav2",) else "fp16"
        r = run(
            "speed",
            "--model",
            "llama-2-7b",
            "--gpu",
            "rtx-4090",
            "--engine",
            engine,
            "--precision",
            precision,
            "--json",
        )
        assert r.exit_code == 0, (engine, r.output)
        assert json.loads(r.stdout)["decode_tokens_per_s"] > 10


def test_serve_json_gives_gpu_count_from_kv_arithmetic():
    r = run(
        "serve", "--model", "qwen2.5-32b", "--users", "50", "--tps", "20", "--gpu", "h100", "--json"
    )
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["kv_bytes_per_token"] == 2 * 64 * 8 * 128 * 2
    assert d["gpus"] == d["replicas"] * d["gpus_per_replica"] == 2
    assert d["per_user_tokens_per_s"] >= 20 and d["meets_target"] is True


def test_serve_table_compares_gpu_types():
    r = run("serve", "--model", "llama-3-8b", "--users", "100", "--tps", "15")
    assert r.exit_code == 0, r.output
    assert "concurrent users of llama-3-8b" in r.stdout.splitlines()[0]
    assert "other GPUs" in r.stdout and "KV cache" in r.stdout


def test_serve_bad_users_is_exit_2():
    r = run("serve", "--model", "llama-3-8b", "--users", "0")
    assert r.exit_code == 2 and "users" in r.stderr
