"""`gpu-advisor ask` and `gpu-advisor eval` through the real entry point."""

import json

import pytest
from click.testing import CliRunner

import assistant.advisor
from assistant.cli import main
from tests.support.advisors import memory_advisor

CONTRACT_KEYS = {
    "question",
    "language",
    "intent",
    "kind",
    "verdict",
    "answer",
    "citations",
    "tool_calls",
    "assumptions",
}


@pytest.fixture(scope="module")
def fast_advisor():
    return memory_advisor()


@pytest.fixture
def runner(monkeypatch, fast_advisor):
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: fast_advisor)
    return CliRunner()


def test_ask_json_prints_exactly_the_contract_object(runner):
    result = runner.invoke(main, ["ask", "two 4090s, fine-tune a 13B model?", "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)  # exactly one JSON document, nothing else
    assert set(payload) == CONTRACT_KEYS
    assert payload["verdict"] == "conditional" and payload["intent"] == "fit_check"
    memory = [c for c in payload["tool_calls"] if c["tool"] == "estimate_memory"]
    assert {"per_gpu_gb", "total_gb", "fits", "breakdown", "strategy"} <= set(memory[0]["output"])
    assert set(memory[0]["output"]["breakdown"]) >= {
        "weights",
        "gradients",
        "optimizer",
        "activations",
        "kv_cache",
        "overhead",
    }
    assert [c["n"] for c in payload["citations"]] == list(range(1, len(payload["citations"]) + 1))


def test_ask_prints_a_readable_answer(runner):
    result = runner.invoke(main, ["ask", "一张A100 80G能部署Llama 3 70B吗？"])
    assert result.exit_code == 0
    assert result.stdout.startswith("Verdict: YES, WITH CONDITIONS")
    assert "Sources:" in result.stdout and "Computed with: estimate_memory" in result.stdout


def test_ask_reads_stdin_with_dash(runner):
    result = runner.invoke(main, ["ask", "-", "--json"], input="What is NVLink?")
    assert json.loads(result.stdout)["intent"] == "concept"


def test_unanswerable_question_still_exits_zero(runner):
    result = runner.invoke(main, ["ask", "🚀🚀🚀", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["intent"] == "unsupported"


def test_bad_usage_exits_two_with_one_stderr_line():
    result = CliRunner().invoke(main, ["ask", "--bogus"])
    assert result.exit_code == 2
    assert "No such option" in result.stderr


def test_missing_index_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("GPU_ADVISOR_INDEX", str(tmp_path / "nothing"))
    assistant.advisor.get_advisor.cache_clear()
    try:
        result = CliRunner().invoke(main, ["ask", "What is NVLink?"])
    finally:
        assistant.advisor.get_advisor.cache_clear()
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and "ingest" in result.stderr
    assert "Traceback" not in result.output


def test_eval_prints_a_scorecard(runner, tmp_path):
    (tmp_path / "mini.yaml").write_text(
        "cases:\n"
        "  - {id: a, question: 'What is NVLink?', intent: concept, verdict: null,"
        " must_cite: [interconnect]}\n"
        "  - {id: b, question: 'weather today?', intent: unsupported}\n",
        encoding="utf-8",
    )
    result = runner.invoke(main, ["eval", "--golden", str(tmp_path), "--json"])
    card = json.loads(result.stdout)
    assert card["cases"] == 2 and card["structure_ok"] == 1.0 and card["intent_accuracy"] == 1.0
