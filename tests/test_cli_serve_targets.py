"""CLI tests for ``gpu-advisor serve --ttft/--itl/--prompt``: latency targets cap the batch."""

from __future__ import annotations

import json
from datetime import date

import pytest
from click.testing import CliRunner

from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.cli import main
from assistant.question.tools import Toolbox


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def plan(*args: str) -> dict:
    r = run("serve", *args, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


LLAMA_H100 = ("--model", "llama-3-8b", "--users", "200", "--gpu", "h100")


def test_itl_target_caps_the_batch_by_bandwidth():
    free = plan(*LLAMA_H100)
    held = plan(*LLAMA_H100, "--itl", "20")
    # no target: the KV cache sets the batch, 104 users per H100, 2 GPUs for 200 users
    assert (free["batch_per_replica"], free["gpus"], free["latency"]) == (104, 2, None)
    # ITL <= 20 ms: 91 users per H100 (one more would pass 20 ms), so 3 GPUs
    assert (held["batch_per_replica"], held["replicas"], held["gpus"]) == (91, 3, 3)
    lat = held["latency"]
    assert lat["limited_by"] == "bandwidth" and lat["meets_targets"] is True
    assert lat["itl_target_ms"] == 20.0 and lat["itl_ms"] == 19.9
    assert held["per_user_tokens_per_s"] == pytest.approx(1000 / 19.9, abs=0.1)


def test_ttft_target_caps_the_batch_at_the_first_token():
    d = plan(
        "--model",
        "llama-3-8b",
        "--users",
        "2",
        "--gpu",
        "h100",
        "--ttft",
        "100",
        "--prompt",
        "5000",
    )
    lat = d["latency"]
    replica = (d["gpus_per_replica"], d["batch_per_replica"], d["max_batch_per_replica"])
    assert replica == (2, 82, 137)  # 137 fit in KV memory; TTFT <= 100 ms allows 82
    assert lat["limited_by"] == "ttft" and lat["ttft_target_s"] == 0.1
    assert lat["prompt_tokens"] == 5000 and lat["prompt_stated"] is True
    assert lat["ttft_s"] <= 0.1 and lat["prefill_steps"] == 1
    # the reply still has room: a stated 5,000-token prompt plus half the default 4,096
    assert d["context_tokens"] == 5000 + 2048


def test_the_cli_plan_is_the_serve_kinds_toolbox_call():
    catalog = load_catalog()
    tools = Toolbox(
        catalog, load_price_book(known_gpu_ids=set(catalog.gpus)), load_tco(), date.today()
    )
    call = tools.call(
        "plan_serving",
        model="llama-3-8b",
        gpu="h100",
        users=200,
        itl_target_ms=20,
        ttft_target_s=0.5,
        engine="vllm",
        precision="bf16",
    )
    assert plan(*LLAMA_H100, "--itl", "20", "--ttft", "500") == call.output


def test_table_says_what_limits_the_batch():
    r = run("serve", *LLAMA_H100, "--itl", "20")
    assert r.exit_code == 0, r.output
    line = next(x for x in r.stdout.splitlines() if x.startswith("  latency"))
    assert "Latency (ITL ≤ 20 ms): up to 91 users per replica" in line
    assert "one token every 19.9 ms" in line and "The limit is memory bandwidth" in line
    assert "a 2,048-token prompt assumed for TTFT" in r.stdout
    assert "prefill of new prompts is not counted" not in r.stdout


def test_unreachable_itl_is_stated_not_met():
    d = plan("--model", "llama-3-70b", "--users", "20", "--gpu", "l40s", "--itl", "5")
    assert d["meets_target"] is False and d["batch_per_replica"] == 1
    assert d["latency"]["limited_by"] == "bandwidth" and d["latency"]["itl_ms"] > 5
    r = run("serve", "--model", "llama-3-70b", "--users", "20", "--gpu", "l40s", "--itl", "5")
    assert r.exit_code == 0, r.output
    assert "Latency (ITL ≤ 5 ms) not met: no batch size reaches it" in r.stdout


@pytest.mark.parametrize(
    ("flag", "value", "message"),
    [
        ("--ttft", "0", "--ttft must be a finite number from 0 (excluded) to 600000, got 0"),
        ("--itl", "-3", "--itl must be a finite number from 0 (excluded) to 60000, got -3"),
        ("--ttft", "nan", "--ttft must be a finite number from 0 (excluded) to 600000, got nan"),
        ("--itl", "fast", "'fast' is not a valid float."),
        ("--prompt", "0", "--prompt must be at least 1, got 0"),
    ],
)
def test_bad_targets_are_one_line_errors(flag, value, message):
    r = run("serve", "--model", "llama-3-8b", "--users", "2", flag, value)
    assert r.exit_code == 2
    assert r.stdout == "" and r.stderr.count("\n") == 1
    assert message in r.stderr and r.stderr.startswith("error: ")


def test_prompt_longer_than_the_conversation_is_refused():
    r = run(
        "serve",
        "--model",
        "llama-3-8b",
        "--users",
        "2",
        "--ttft",
        "500",
        "--prompt",
        "4096",
        "--context",
        "4096",
    )
    assert r.exit_code == 2 and r.stderr.startswith("error: ") and "4,096" in r.stderr
