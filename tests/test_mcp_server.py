"""`gpu-advisor mcp` through the MCP SDK's own client, over stdio, against the real server process.

One session (one server process over the session's real index) lists the tools, calls each,
reads resources and makes the failing calls; the tests then check what came back against the
library called in-process and against `gpu-advisor ask --json`.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from click.testing import CliRunner

import assistant.advisor
from assistant.cli import main
from assistant.serve.tools import TOOLS, TOOLS_BY_NAME, output_schema
from tests.support.index import seed_data_dir
from tests.support.serve_cases import (
    CALLS,
    QUESTION,
    ROOT,
    UNKNOWN_GPU,
    UNKNOWN_GPU_ARGV,
    same_advisor,
    server_env,
)

# one worker runs the module, so the module-scoped MCP session and advisor start once per run,
# not once per worker that draws one of its tests
pytestmark = [pytest.mark.slow, pytest.mark.timeout(600), pytest.mark.xdist_group("mcp")]


async def _session(env: dict[str, str], log: Path) -> dict[str, Any]:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    params = StdioServerParameters(
        command=sys.executable, args=["-m", "assistant", "mcp"], env=env, cwd=str(ROOT)
    )
    with log.open("w") as errlog:
        async with stdio_client(params, errlog=errlog) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                seen: dict[str, Any] = {"tools": (await session.list_tools()).tools}
                seen["calls"] = {n: await session.call_tool(n, a) for n, a in CALLS.items()}
                seen["unknown_gpu"] = await session.call_tool("size", UNKNOWN_GPU)
                bad = {"model": "13b", "gpu": "rtx-4090", "count": "two"}
                seen["bad_args"] = await session.call_tool("size", bad)
                seen["resources"] = (await session.list_resources()).resources
                seen["guide"] = await session.read_resource("gpu-advisor://guides/en/memory-math")
                seen["gpus"] = await session.read_resource("gpu-advisor://specs/gpus")
                return seen


@pytest.fixture(scope="module")
def data_dir(real_data_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The servers' and the local advisor's data folder: the query encoder, no user files."""
    return seed_data_dir(tmp_path_factory.mktemp("data"), real_data_dir)


@pytest.fixture(scope="module")
def seen(
    real_index_dir: Path, data_dir: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    log = tmp_path_factory.mktemp("mcp") / "server.log"
    try:
        return anyio.run(_session, server_env(real_index_dir, data_dir), log)
    except BaseException:
        print(log.read_text(errors="replace")[-3000:])
        raise


@pytest.fixture(scope="module")
def local(real_index_dir: Path, data_dir: Path):
    return same_advisor(real_index_dir, data_dir)


def _ask_json(advisor, monkeypatch: pytest.MonkeyPatch, question: str) -> dict[str, Any]:
    """`gpu-advisor ask QUESTION --json` in-process, over an advisor built like the server's."""
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: advisor)
    result = CliRunner().invoke(main, ["ask", question, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_every_tool_is_listed_with_its_args_model_as_input_schema(seen):
    listed = {tool.name: tool for tool in seen["tools"]}
    assert set(listed) == {tool.name for tool in TOOLS} == set(CALLS)
    for name, tool in listed.items():
        served = TOOLS_BY_NAME[name]
        assert tool.input_schema == served.args.model_json_schema(), name
        assert tool.output_schema == output_schema(served), name
    size = listed["size"].input_schema
    assert set(size["required"]) == {"model", "gpu"}
    assert {"inference", "full", "lora", "qlora"} <= set(size["properties"]["method"]["enum"])
    assert size["additionalProperties"] is False


@pytest.mark.parametrize("name", [n for n in CALLS if n != "ask"])
def test_each_tool_returns_what_the_library_computes(seen, local, name):
    result = seen["calls"][name]
    assert not result.is_error, result.content
    expected = TOOLS_BY_NAME[name].run(local, TOOLS_BY_NAME[name].args.model_validate(CALLS[name]))
    assert result.structured_content == expected
    assert json.loads(result.content[0].text) == expected


def test_the_numbers_are_the_calculators(seen):
    calls = seen["calls"]
    size = calls["size"].structured_content
    assert (size["gpu_id"], size["count"], size["method"]) == ("rtx-4090", 2, "lora")
    assert size["fits"] is True and size["per_gpu_gb"] < 24  # a 4090 holds 24 GB
    assert set(size["breakdown"]) >= {"weights", "gradients", "optimizer", "activations"}
    price = calls["price"].structured_content
    assert price["gpu_count"] == 8 and price["wall_hours"] == 168
    assert price["gpu_hours"] == 8 * 168
    models = calls["list_models"].structured_content
    assert models["count"] == len(models["models"]) > 0
    assert {m["family"] for m in models["models"]} == {"qwen"}
    gpus = calls["list_gpus"].structured_content
    assert gpus["rows"] and all(r["memory_gb"] >= 80 for r in gpus["rows"])
    hits = calls["search_knowledge"].structured_content["passages"]
    assert 1 <= len(hits) <= 3 and all(h["lang"] == "en" for h in hits)
    assert any("nvlink" in (h["section"] + h["text"]).lower() for h in hits)


def test_ask_through_mcp_is_the_ask_json_object(seen, local, monkeypatch):
    """Acceptance: the same verdict, tool numbers and citations as `ask --json` in-process."""
    result = seen["calls"]["ask"]
    assert not result.is_error
    served, cli = result.structured_content, _ask_json(local, monkeypatch, QUESTION)
    assert served["verdict"] == cli["verdict"] == "conditional"
    assert served["tool_calls"] == cli["tool_calls"] and served["tool_calls"]
    assert served["citations"] == cli["citations"] and served["citations"]
    assert served == cli


def test_an_unknown_gpu_is_a_tool_error_with_the_cli_line(seen, local, monkeypatch):
    result = seen["unknown_gpu"]
    assert result.is_error
    monkeypatch.setattr(assistant.advisor, "get_advisor", lambda: local)
    cli = CliRunner().invoke(main, UNKNOWN_GPU_ARGV)
    assert cli.exit_code == 2
    assert cli.stderr.strip() == f"error: {result.content[0].text}"
    assert "rtx-4900" in result.content[0].text and "'rtx-4090'" in result.content[0].text


def test_arguments_of_the_wrong_type_are_a_tool_error_naming_the_field(seen):
    result = seen["bad_args"]
    assert result.is_error and "count" in result.content[0].text


def test_spec_tables_and_guides_are_resources(seen):
    uris = {str(r.uri) for r in seen["resources"]}
    assert {"gpu-advisor://specs/gpus", "gpu-advisor://specs/offerings"} <= uris
    guides = list((ROOT / "knowledge" / "guides").glob("*/*.md"))
    assert sum(u.startswith("gpu-advisor://guides/") for u in uris) == len(guides)
    text = (ROOT / "knowledge" / "guides" / "en" / "memory-math.md").read_text(encoding="utf-8")
    assert seen["guide"].contents[0].text == text
    gpus = (ROOT / "knowledge" / "specs" / "gpus.yaml").read_text(encoding="utf-8")
    assert seen["gpus"].contents[0].text == gpus


def test_every_toolbox_tool_is_served_with_the_args_model_the_toolbox_validates_with(local):
    registered = local.tools._functions  # the Toolbox's own (args model, method) table
    for served in TOOLS:
        if served.toolbox is not None:
            assert registered[served.toolbox][0] is served.args, served.name


async def _over_http(url: str) -> tuple[list[str], Any]:
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    async with streamable_http_client(url) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            names = [tool.name for tool in (await session.list_tools()).tools]
            return names, await session.call_tool("size", CALLS["size"])


def test_streamable_http_on_loopback_serves_the_same_tools(
    seen, real_index_dir, data_dir, tmp_path
):
    from tests.support.servers import free_port, running_server

    port = free_port()
    command = [sys.executable, "-m", "assistant", "mcp", "--http", "--port", str(port)]
    env = server_env(real_index_dir, data_dir)
    with running_server(command, port, tmp_path / "mcp-http.log", env=env, cwd=ROOT):
        names, size = anyio.run(_over_http, f"http://127.0.0.1:{port}/mcp")
    assert names == [tool.name for tool in seen["tools"]]
    assert size.structured_content == seen["calls"]["size"].structured_content
