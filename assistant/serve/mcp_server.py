"""``gpu-advisor mcp``: the tools of ``serve.tools`` and the knowledge files over MCP.

Built on the official ``mcp`` SDK's ``MCPServer``. Each tool's input schema is its args model's
JSON schema and its output schema its result model's; a failure is a tool error whose text is
the CLI's one-line message. The spec tables and guides are resources.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.resources import FileResource, Resource
from mcp.server.mcpserver.tools import Tool
from mcp.server.mcpserver.utilities.func_metadata import ArgModelBase, FuncMetadata
from mcp.types import CallToolResult, TextContent
from pydantic import ConfigDict, ValidationError

from assistant.advisor import Advisor
from assistant.catalog.validation import format_validation_error
from assistant.errors import AssistantError
from assistant.serve.tools import TOOLS, ServedTool, output_schema, package_version

SERVER_NAME = "gpu-advisor"
INSTRUCTIONS = (
    "GPU Advisor answers questions about GPUs, servers and cloud instances for AI training and"
    " inference. Use `ask` for a whole cited answer; the calculators (size, speed, serve, price,"
    " rent_vs_buy, compare, recommend) for numbers; list_gpus, list_models and search_knowledge"
    " to look things up. Numbers come from deterministic calculators over a dated spec catalog."
)


class _Passthrough(ArgModelBase):
    """The SDK's argument model for every tool: it hands the arguments on as sent.

    The tool's own args model validates them, so a bad argument is one ``loc: msg`` line (the
    CLI's format), not the SDK's multi-line report.
    """

    model_config = ConfigDict(extra="allow")

    def model_dump_one_level(self) -> dict[str, Any]:
        """The arguments as sent."""
        return dict(self.model_extra or {})


def _tool(advisor: Advisor, served: ServedTool) -> Tool:
    """An SDK ``Tool`` for ``served``: the args model validates, the runner answers."""

    def call(**given: Any) -> CallToolResult:
        try:
            args = served.args.model_validate(unquoted_arguments(served, given))
            output = served.run(advisor, args)
        except AssistantError as exc:
            return _failure(str(exc))
        except ValidationError as exc:
            return _failure(format_validation_error(exc))
        text = json.dumps(output, ensure_ascii=False)
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structured_content=output
        )

    metadata = FuncMetadata(arg_model=_Passthrough, output_schema=output_schema(served))
    return Tool(
        fn=call,
        name=served.name,
        title=served.name.replace("_", " "),
        description=served.description,
        parameters=served.args.model_json_schema(by_alias=True),
        fn_metadata=metadata,
        is_async=False,
    )


def unquoted_arguments(served: ServedTool, given: dict[str, Any]) -> dict[str, Any]:
    """Arguments with a list or object sent as a JSON string read as that list or object.

    Some clients send a list as the text of its JSON (``"gpus": "[...]"``); the SDK parses those
    for its own argument models, and this does the same for the args models the tools use.
    """
    fields = served.args.model_fields
    out = dict(given)
    for key, value in given.items():
        if key in fields and fields[key].annotation is not str and isinstance(value, str):
            try:
                parsed = json.loads(value)
            except ValueError:
                continue
            if isinstance(parsed, list | dict):
                out[key] = parsed
    return out


def _failure(message: str) -> CallToolResult:
    """A tool error the calling model reads: exactly the CLI's one-line message."""
    return CallToolResult(
        content=[TextContent(type="text", text=message)],
        structured_content={"error": message},
        is_error=True,
    )


def _resources(knowledge_dir: Path) -> list[Resource]:
    """The spec tables (YAML) and every guide (markdown) as readable resources."""
    found: list[Resource] = []
    for path in sorted((knowledge_dir / "specs").glob("*.yaml")):
        found.append(
            FileResource(
                uri=f"gpu-advisor://specs/{path.stem}",
                name=f"specs/{path.stem}",
                title=f"Spec table {path.name}",
                description=f"The {path.stem} table of the catalog, with sources and dates",
                mime_type="application/yaml",
                encoding="utf-8",
                path=path.resolve(),
            )
        )
    for path in sorted((knowledge_dir / "guides").glob("*/*.md")):
        lang = path.parent.name
        found.append(
            FileResource(
                uri=f"gpu-advisor://guides/{lang}/{path.stem}",
                name=f"guides/{lang}/{path.stem}",
                title=f"Guide {path.stem} ({lang})",
                description=f"Curated guide '{path.stem}' in {lang}, with its sources",
                mime_type="text/markdown",
                encoding="utf-8",
                path=path.resolve(),
            )
        )
    return found


def build_server(advisor: Advisor, knowledge_dir: Path) -> MCPServer[Any]:
    """The MCP server: every tool of ``TOOLS`` and the knowledge files as resources."""
    return MCPServer(
        SERVER_NAME,
        instructions=INSTRUCTIONS,
        version=package_version(),
        tools=[_tool(advisor, served) for served in TOOLS],
        resources=_resources(knowledge_dir),
        log_level="WARNING",
    )


def serve_mcp(
    advisor: Advisor,
    knowledge_dir: Path,
    http: bool = False,
    host: str = "127.0.0.1",
    port: int = 8001,
) -> None:
    """Run the server over stdio, or streamable HTTP on ``host:port`` (path ``/mcp``)."""
    server = build_server(advisor, knowledge_dir)
    if http:
        server.run("streamable-http", host=host, port=port)
    else:
        server.run("stdio")
