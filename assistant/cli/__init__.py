"""Command-line interface: ``gpu-advisor ask|chat|size|fits|speed|serve|price|verify|mcp|api|…``.

Each command turns arguments into one ``assistant`` call and renders the result; none computes
a number itself. Errors become one stderr line and exit status 2.
"""

from __future__ import annotations

import click

from assistant.cli import ask as cli_ask
from assistant.cli import batch as cli_batch
from assistant.cli import catalog as cli_catalog
from assistant.cli import chat as cli_chat
from assistant.cli import fits as cli_fits
from assistant.cli import knowledge as cli_knowledge
from assistant.cli import pricing as cli_pricing
from assistant.cli import servers as cli_servers
from assistant.cli import serving as cli_serving
from assistant.cli import sizing as cli_sizing
from assistant.cli import verify as cli_verify
from assistant.cli.common import OneLineGroup


@click.group(cls=OneLineGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="gpu-advisor")
def main() -> None:
    """GPU Advisor: which GPU, server or cloud instance for your AI work, with sources."""


for _module in (
    cli_ask,
    cli_chat,
    cli_catalog,
    cli_sizing,
    cli_serving,
    cli_pricing,
    cli_knowledge,
    cli_verify,
    cli_fits,
    cli_batch,
    cli_servers,
):
    for _command in _module.COMMANDS:
        main.add_command(_command)
