"""CLI commands for catalog (see ``cli.py``)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
