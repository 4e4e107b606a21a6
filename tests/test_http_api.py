"""`gpu-advisor api` as a real uvicorn process on 127.0.0.1, through a real HTTP client.

The contract (POST /ask is the `ask --json` object), one endpoint per tool, 422 bodies, the
error lines, chat by id and by history, the size and rate limits, and 8 requests at once.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest
from click.testing import CliRunner

import assistant.advisor
from assistant.cli import main
from assistant.cli.chat import turn_object
from assistant.serve.tools import TOOLS, TOOLS_BY_NAME
from tests.support.index import seed_data_dir
from tests.support.serve_cases import (
    CALLS,
    FOLLOW_UP,
    QUESTION,
    ROOT,
    UNKNOWN_GPU,
    UNKNOWN_GPU_ARGV,
    cli_command,
    same_advisor,
    server_env,
)
from tests.support.servers import free_port, running_server

# one worker runs the module, so the module-scoped servers and advisor start once per run,
# not once per worker that draws one of its tests
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600), pytest.mark.xdist_group("http-api")]

CONTRACT_KEYS = {
    "question", "language", "intent", "kind", "verdict", "answer", "citations", "tool_calls",
    "assumptions",
}  # fmt: skip
EIGHT_QUESTIONS = [
    QUESTION,
    "can I run Llama 3 70B on one H100 in int4?",
    "how much does it cost to rent 8 H100s for a week?",
    "What is NVLink?",
    "两张4090能微调13B模型吗？",
    "should I rent or buy 8 H100s?",
    "how fast is llama 3 8b on a 4090?",
    "RTX 4090 vs A100 80GB for inference",
]


def _server(index_dir: Path, data_dir: Path, log: Path, *flags: str) -> Iterator[str]:
    port = free_port()
    command = cli_command("api", "--port", str(port), *flags)
    env = server_env(index_dir, data_dir)
    with running_server(command, port, log, health_path="/healthz", env=env, cwd=ROOT):
        yield f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def data_dir(real_data_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The servers' and the local advisor's data folder: the query encoder, no user files."""
    return seed_data_dir(tmp_path_factory.mktemp("data"), real_data_dir)


@pytest.fixture(scope="module")
def api(
    real_index_dir: Path, data_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The API with limits high enough for the other tests."""
    log = tmp_path_factory.mktemp("api") / "server.log"
    yield from _server(real_index_dir, data_dir, log, "--rate-limit", "100000")


@pytest.fixture(scope="module")
def client(api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=api, timeout=120) as http:
        yield http


@pytest.fixture(scope="module")
def local(real_index_dir: Path, data_dir: Path):
    return same_advisor(real_index_dir, data_dir)


def _ask_json(advisor, monkeypatch: pytest.MonkeyPatch, question: str) -> dict[str, Any]:
    """`gpu-advisor ask QUESTION --json` in-process, over an advisor built like the server's."""
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: advisor)
    result = CliRunner().invoke(main, ["ask", question, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


# --------------------------------------------------------------------------- the contract


def test_ask_returns_exactly_the_ask_json_object(client, local, monkeypatch):
    """Acceptance: the same verdict, tool numbers and citations as `ask --json` in-process."""
    reply = client.post("/ask", json={"question": QUESTION})
    assert reply.status_code == 200 and reply.headers["content-type"] == "application/json"
    served, cli = reply.json(), _ask_json(local, monkeypatch, QUESTION)
    assert set(served) == CONTRACT_KEYS
    assert served["verdict"] == cli["verdict"] == "conditional"
    assert served["tool_calls"] == cli["tool_calls"] and served["tool_calls"]
    assert served["citations"] == cli["citations"] and served["citations"]
    assert served == cli


@pytest.mark.parametrize("name", [n for n in CALLS if n != "ask"])
def test_each_tool_endpoint_returns_what_the_library_computes(client, local, name):
    reply = client.post(f"/{name}", json=CALLS[name])
    assert reply.status_code == 200, reply.text
    served = TOOLS_BY_NAME[name]
    assert reply.json() == served.run(local, served.args.model_validate(CALLS[name]))


def test_size_endpoint_carries_the_estimate_memory_fields(client):
    size = client.post("/size", json=CALLS["size"]).json()
    assert {"per_gpu_gb", "total_gb", "fits", "breakdown", "strategy"} <= set(size)
    assert (size["gpu_id"], size["count"], size["fits"]) == ("rtx-4090", 2, True)
    assert size["per_gpu_gb"] < 24  # an RTX 4090 has 24 GB


def test_healthz_and_openapi_list_every_tool(client):
    health = client.get("/healthz").json()
    assert health["status"] == "ok" and health["tools"] == [t.name for t in TOOLS]
    spec = client.get("/openapi.json").json()
    assert {f"/{t.name}" for t in TOOLS} | {"/chat", "/healthz"} <= set(spec["paths"])
    size_body = spec["paths"]["/size"]["post"]["requestBody"]["content"]["application/json"]
    assert size_body["schema"]["$ref"].endswith("/MemoryArgs")
    assert client.get("/docs").status_code == 200


# --------------------------------------------------------------------------- errors


def test_a_missing_field_is_a_422_that_names_it(client):
    reply = client.post("/size", json={"model": "13b"})
    assert reply.status_code == 422
    body = reply.json()
    assert body["error"] == "body.gpu: Field required"
    assert body["detail"] == [{"loc": ["body", "gpu"], "msg": "Field required", "type": "missing"}]


@pytest.mark.parametrize(
    ("payload", "wanted"),
    [
        ({"model": "13b", "gpu": "rtx-4090", "count": "two"}, "body.count: Input should be"),
        ({"model": "13b", "gpu": "rtx-4090", "method": "lorax"}, "body.method: Input should be"),
        ({"model": "13b", "gpu": "rtx-4090", "gpus": 2}, "body.gpus: Extra inputs"),
    ],
)
def test_wrong_values_are_422s_that_say_what_is_wrong(client, payload, wanted):
    reply = client.post("/size", json=payload)
    assert reply.status_code == 422 and reply.json()["error"].startswith(wanted)


def test_a_body_that_is_not_json_is_a_422(client):
    reply = client.post("/ask", content=b"{not json", headers={"content-type": "application/json"})
    assert reply.status_code == 422 and "JSON" in reply.json()["error"]


def test_an_empty_or_overlong_question_is_a_422(client):
    assert client.post("/ask", json={"question": ""}).status_code == 422
    assert client.post("/ask", json={"question": "x" * 2001}).status_code == 422


def test_an_unknown_gpu_is_a_400_with_the_cli_line(client, local, monkeypatch):
    reply = client.post("/size", json=UNKNOWN_GPU)
    assert reply.status_code == 400
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: local)
    cli = CliRunner().invoke(main, UNKNOWN_GPU_ARGV)
    assert cli.stderr.strip() == f"error: {reply.json()['error']}"


def test_an_unknown_family_reads_in_chinese_when_asked(client):
    reply = client.post(
        "/list_models", json={"family": "nope"}, headers={"accept-language": "zh-CN"}
    )
    assert reply.status_code == 400 and reply.json()["error"].startswith("没有模型系列 'nope'")


def test_an_unknown_path_is_a_json_404_without_a_trace(client):
    reply = client.get("/nowhere")
    assert reply.status_code == 404
    assert reply.json() == {"error": "no endpoint /nowhere; see /docs for the endpoints"}
    assert "Traceback" not in reply.text


def test_cors_is_off_by_default(client):
    reply = client.options(
        "/ask",
        headers={"origin": "https://evil.example", "access-control-request-method": "POST"},
    )
    assert "access-control-allow-origin" not in reply.headers
    reply = client.post("/list_models", json={}, headers={"origin": "https://evil.example"})
    assert reply.status_code == 200 and "access-control-allow-origin" not in reply.headers


# --------------------------------------------------------------------------- chat


def test_chat_by_id_and_by_history_match_the_in_process_conversation(client, local):
    first = client.post("/chat", json={"message": QUESTION}).json()
    cid = first["conversation_id"]
    second = client.post("/chat", json={"message": FOLLOW_UP, "conversation_id": cid}).json()
    assert second["conversation_id"] == cid
    turns = local.converse([QUESTION, FOLLOW_UP]).turns
    expected = turn_object(turns[-1])
    assert {k: v for k, v in second.items() if k != "conversation_id"} == expected
    assert second["carried"]  # the GPUs (and method) came from the first turn
    by_history = client.post("/chat", json={"message": FOLLOW_UP, "history": [QUESTION]}).json()
    assert by_history["conversation_id"] != cid
    assert {k: v for k, v in by_history.items() if k != "conversation_id"} == expected


def test_an_id_and_a_history_together_are_a_422(client):
    body = {"message": FOLLOW_UP, "conversation_id": "x", "history": [QUESTION]}
    reply = client.post("/chat", json=body)
    assert reply.status_code == 422
    assert reply.json()["error"] == "body: Value error, give conversation_id or history, not both"


def test_an_unknown_conversation_is_refused_in_one_line(client):
    reply = client.post("/chat", json={"message": FOLLOW_UP, "conversation_id": "gone"})
    assert reply.status_code == 400
    assert reply.json()["error"].startswith("no conversation 'gone'")


# --------------------------------------------------------------------------- load


def test_eight_concurrent_asks_each_get_their_own_answer(client, local):
    expected = [local.ask(q).model_dump(mode="json") for q in EIGHT_QUESTIONS]
    with ThreadPoolExecutor(max_workers=8) as pool:
        replies = list(
            pool.map(lambda q: client.post("/ask", json={"question": q}), EIGHT_QUESTIONS)
        )
    assert [r.status_code for r in replies] == [200] * 8
    assert [r.json() for r in replies] == expected


# --------------------------------------------------------------------------- limits


@pytest.fixture(scope="module")
def strict_api(
    real_index_dir: Path, data_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The API with a 2 kB body limit and 3 requests a minute per client."""
    log = tmp_path_factory.mktemp("strict") / "server.log"
    yield from _server(real_index_dir, data_dir, log, "--rate-limit", "3", "--max-body", "2048")


def test_size_and_rate_limits(strict_api):
    with httpx.Client(base_url=strict_api, timeout=60) as http:
        big = http.post("/ask", json={"question": "x" * 3000})  # declared length over 2 kB
        assert big.status_code == 413
        assert big.json() == {
            "error": "request body is larger than 2048 bytes; send a shorter question or fewer"
            " fields"
        }
        streamed = http.post("/ask", content=(b"x" * 1024 for _ in range(3)))  # chunked, 3 kB
        assert streamed.status_code == 413
        # the two refusals took two of the three tokens: one request passes, the next waits
        assert http.post("/list_models", json={}).status_code == 200
        limited = http.post("/list_models", json={})
        assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1
        assert limited.json()["error"].startswith("more than 3 requests a minute")
        assert http.get("/healthz").status_code == 200  # probes are never rate-limited


def test_a_crash_is_a_500_line_without_its_trace_or_text():
    """In-process: an advisor that fails inside answers 500 with the fixed line, nothing else."""
    from fastapi.testclient import TestClient

    from assistant.serve.http_api import create_app

    class Broken:
        def ask(self, question):
            raise RuntimeError("secret path /etc/shadow")

    with TestClient(create_app(Broken()), raise_server_exceptions=False) as http:  # type: ignore[arg-type]
        reply = http.post("/ask", json={"question": QUESTION})
    assert reply.status_code == 500
    assert reply.json() == {
        "error": "internal error while answering; the server log has the details"
    }
