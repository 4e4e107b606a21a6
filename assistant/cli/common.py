"""Helpers shared by the CLI command modules: error mapping and JSON output."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any, ParamSpec, TypeVar

import click
from pydantic import BaseModel, ValidationError

from assistant.catalog.specs import format_validation_error
from assistant.errors import AssistantError

P = ParamSpec("P")
R = TypeVar("R")


def _default(obj: Any) -> Any:
    if isinstance(obj, BaseModel):
        return obj.model_dump(mode="json")
    if isinstance(obj, Decimal):
        return str(obj)
    if isinstance(obj, date | Path):
        return str(obj)
    raise TypeError(f"not JSON serialisable: {type(obj).__name__}")


def to_json(obj: Any) -> str:
    """Serialise pydantic models, Decimals and dates to one JSON document."""
    if isinstance(obj, BaseModel):
        return obj.model_dump_json()
    return json.dumps(obj, default=_default, ensure_ascii=False)


def echo_json(obj: Any) -> None:
    """Print exactly one JSON object on stdout."""
    click.echo(to_json(obj))


def fail(message: str) -> None:
    """Print a one-line error on stderr and exit with status 2 (bad usage)."""
    click.echo(f"error: {message}", err=True)
    sys.exit(2)


def handle_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn the package's errors into one stderr line and exit status 2, never a traceback."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except AssistantError as exc:
            fail(str(exc))
        except ValidationError as exc:
            fail(format_validation_error(exc))
        raise AssertionError("unreachable")  # pragma: no cover

    return wrapper
