"""CLI commands for ask (see ``cli.py``)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
