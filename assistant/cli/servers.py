"""CLI commands ``mcp`` and ``api``: serve the advisor to agents (MCP) and programs (HTTP).

Each loads the advisor once, then hands it to the server in ``assistant.serve``; nothing is
printed on stdout before an MCP stdio session starts (stdout carries the protocol).
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from typing import TYPE_CHECKING

import click

from assistant.cli.common import handle_errors
from assistant.errors import UsageError
from assistant.messages import serve as say
from assistant.serve.limits import MAX_BODY_BYTES, RATE_PER_MINUTE

if TYPE_CHECKING:
    from assistant.advisor import Advisor

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})


def _require(command: str, *modules: str) -> None:
    """Stop with an install hint when a module of the ``serve`` extra is missing."""
    for module in modules:
        if importlib.util.find_spec(module) is None:
            raise UsageError(say.NEEDS_SERVE_EXTRA(command=command, missing=module))


def _warn_if_open(host: str) -> None:
    if host not in LOOPBACK:
        click.echo(f"warning: {say.NOT_LOOPBACK(host=host)}", err=True)


def _load_advisor() -> Advisor:
    """The process-wide advisor, loaded now; anything loading prints goes to stderr."""
    from assistant.advisor import get_advisor

    with contextlib.redirect_stdout(sys.stderr):
        advisor = get_advisor()
        advisor.retriever.retrieve("warm up the index", k=1)  # first request as fast as the rest
    return advisor


@click.command("mcp")
@click.option("--http", is_flag=True, help="Serve streamable HTTP at /mcp instead of stdio.")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address for --http.")
@click.option("--port", default=8001, show_default=True, type=int, help="Port for --http.")
@handle_errors
def mcp(http: bool, host: str, port: int) -> None:
    """Serve the advisor's tools and knowledge to an MCP client (Claude Desktop, Cursor).

    Over stdio by default: the client starts `gpu-advisor mcp` itself. Tools: ask (a whole
    cited answer), the calculators, the catalog lists and knowledge search; resources: the
    spec tables and guides.
    """
    _require("gpu-advisor mcp", "mcp")
    from assistant.config import get_settings
    from assistant.serve.mcp_server import serve_mcp

    if http:
        _warn_if_open(host)
    serve_mcp(_load_advisor(), get_settings().knowledge_dir, http=http, host=host, port=port)


@click.command("api")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=8000, show_default=True, type=int, help="Port to listen on.")
@click.option(
    "--max-body",
    "max_body_bytes",
    default=MAX_BODY_BYTES,
    show_default=True,
    type=click.IntRange(min=1),
    help="Largest request body accepted, in bytes (413 above it).",
)
@click.option(
    "--rate-limit",
    "rate_per_minute",
    default=RATE_PER_MINUTE,
    show_default=True,
    type=click.IntRange(min=1),
    help="Requests a minute per client address (429 above it).",
)
@click.option(
    "--cors-origin",
    "cors_origins",
    multiple=True,
    help="Allow browser calls from this origin (repeatable); CORS is off without it.",
)
@handle_errors
def api(
    host: str, port: int, max_body_bytes: int, rate_per_minute: int, cors_origins: tuple[str, ...]
) -> None:
    """Serve the advisor as an HTTP API: POST /ask (the `ask --json` object), /chat, tools.

    One process holds one advisor, loaded before the first request; OpenAPI docs at /docs.
    """
    _require("gpu-advisor api", "fastapi", "uvicorn")
    import uvicorn

    from assistant.serve.http_api import create_app
    from assistant.serve.limits import Limits

    _warn_if_open(host)
    limits = Limits(max_body_bytes, rate_per_minute, cors_origins)
    app = create_app(_load_advisor(), limits)
    click.echo(say.LISTENING(host=host, port=port).render("en"), err=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", server_header=False)


COMMANDS: list[click.Command] = [mcp, api]
