"""Helpers shared by the CLI command modules: error mapping and JSON output."""

from __future__ import annotations

import functools
import io
import json
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import IO, Any, ParamSpec, TypeVar

import click
from pydantic import BaseModel, ValidationError

from assistant.catalog.offers import Currency
from assistant.catalog.strict_yaml import decode_utf8
from assistant.catalog.validation import format_validation_error
from assistant.errors import AssistantError, UsageError
from assistant.messages import hardening as say

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


class Finite(click.ParamType[float]):
    """A float flag that must be finite and within ``[low, high]`` (``low`` excluded if asked).

    ``nan``, ``inf`` and ``1e308`` are refused with the range in one line, before any
    calculator sees them.
    """

    name = "number"

    def __init__(self, low: float, high: float, *, low_open: bool = False) -> None:
        self.low, self.high, self.low_open = low, high, low_open

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the float, or fail with the flag's range."""
        if isinstance(value, float):
            number = value
        else:
            try:
                number = float(str(value).strip())
            except ValueError:
                self.fail(f"{value!r} is not a valid float.", param, ctx)
        too_low = number <= self.low if self.low_open else number < self.low
        if not math.isfinite(number) or too_low or number > self.high:
            flag = param.opts[0] if param is not None and param.opts else "the value"
            low = f"{self.low:g} (excluded)" if self.low_open else f"{self.low:g}"
            self.fail(
                str(say.FLAG_OUT_OF_RANGE(flag=flag, low=low, high=f"{self.high:g}", value=value)),
                param,
                ctx,
            )
        return number


class Count(click.ParamType[int]):
    """A whole-number flag from ``low`` to ``high``: "--count must be at least 1, got 0"."""

    name = "integer"

    def __init__(self, low: int, high: int) -> None:
        self.low, self.high = low, high

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """Return the int, or fail saying the bound it crosses."""
        number = click.INT.convert(value, param, ctx)
        flag = param.opts[0] if param is not None and param.opts else "the value"
        if number < self.low:
            self.fail(f"{flag} must be at least {self.low}, got {number}", param, ctx)
        if number > self.high:
            self.fail(f"{flag} must be at most {self.high:,}, got {number:,}", param, ctx)
        return number


def count_range(high: int, low: int = 1) -> Count:
    """A whole-number flag from ``low`` to ``high``."""
    return Count(low, high)


class OneLineGroup(click.Group):
    """The command group: every usage error of every command is one stderr line and exit 2."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the CLI; a flag or usage error prints ``error: ...`` (no usage dump), exit 2."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except click.ClickException as exc:
            click.echo(f"error: {exc.format_message()}", err=True)
            sys.exit(2)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


def _stdin_bytes() -> IO[bytes]:
    """Standard input as bytes, so a bad byte is ours to report (not a UnicodeDecodeError)."""
    buffer = getattr(sys.stdin, "buffer", None)
    return buffer if buffer is not None else io.BytesIO(sys.stdin.read().encode("utf-8"))


STDIN_MAX_BYTES = 16_000_000
"""Questions are read up to 4,000 characters; a conversation piped in may hold many."""


def read_stdin() -> str:
    """Standard input as text: UTF-8 required (the bad byte's place named), size capped."""
    data = _stdin_bytes().read(STDIN_MAX_BYTES + 1)
    where = Path("<stdin>")
    if len(data) > STDIN_MAX_BYTES:
        raise UsageError(say.FILE_TOO_LARGE(path=str(where), size=len(data), limit=STDIN_MAX_BYTES))
    return decode_utf8(where, data)


def stdin_lines() -> Iterator[str]:
    """Lines of standard input as they arrive (a piped conversation); UTF-8 required."""
    stream = io.TextIOWrapper(_stdin_bytes(), encoding="utf-8", errors="strict")
    number = 0
    try:
        for number, line in enumerate(stream, 1):  # noqa: B007 - read in the error below
            yield line
    except UnicodeDecodeError as exc:
        raise UsageError(
            f"<stdin>:{number + 1}: not UTF-8 (byte 0x{exc.object[exc.start]:02x}); send UTF-8 text"
        ) from exc


def currency_of(value: str) -> Currency:
    """A ``--currency`` value: USD, or CNY (RMB accepted); anything else is a usage error."""
    upper = value.upper()
    if upper == "USD":
        return "USD"
    if upper in ("CNY", "RMB"):
        return "CNY"
    raise UsageError(f"unknown currency {value!r}; use USD or CNY")
