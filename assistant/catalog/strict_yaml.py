"""Strict reading of every file the project loads: size, encoding, links, YAML shape, keys.

One path for all of them (spec tables, guides' front matter, question files, user price and
model files, SkyPilot CSVs, config.json):

1. ``read_text``: a regular file (not ``/dev/zero``), at most ``limit`` bytes (read with a cap,
   so a file that grows or lies about its size cannot exhaust memory), inside ``root`` when a
   root is given (a link out of the knowledge folder is refused), UTF-8 with the offending
   byte's line, column and offset.
2. ``load_yaml``: the YAML event stream is checked before any node or Python object is built
   (nesting depth, alias count); the composed node graph is then checked for the size it
   expands to (billion laughs), keys per mapping and duplicate keys (both lines named), and
   only then constructed. Every error is a ``CatalogError`` at its true line.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from assistant.errors import CatalogError
from assistant.messages import hardening as say

# libyaml's C parser when available: the spec tables load about 10x faster than in pure Python.
LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Limits:
    """How big a file and its YAML may be. Defaults fit the bundled tables 25x over."""

    max_bytes: int = 2_000_000
    """The largest spec table is 78 kB (offerings.yaml)."""
    max_depth: int = 32
    """The tables nest 4 levels (file, list, entry, list of aliases)."""
    max_aliases: int = 64
    """No bundled file uses an alias; a few are allowed for hand-written user files."""
    max_nodes: int = 500_000
    """Values after expanding aliases (gpus.yaml holds about 3,500)."""
    max_keys: int = 10_000
    """Keys in one mapping (an entry has at most 40)."""


SPEC_LIMITS = Limits()
USER_LIMITS = Limits(max_bytes=16_000_000, max_nodes=2_000_000)
"""A user price file may hold several imported SkyPilot catalogs (about 700 bytes a row)."""
GUIDE_LIMITS = Limits(max_bytes=200_000, max_depth=8, max_keys=64)
"""The longest guide is 10 kB; 200 kB is a book chapter, and would embed as 1,000+ chunks."""
QUESTION_LIMITS = Limits(max_bytes=200_000, max_depth=8, max_keys=500)
CSV_MAX_BYTES = 64_000_000
"""SkyPilot's largest vms.csv (AWS) is about 4 MB."""
JSON_MAX_BYTES = 1_000_000
"""A Hugging Face config.json is 1-10 kB."""
JSON_MAX_KEYS = 5_000


def _inside(path: Path, root: Path) -> None:
    target = path.resolve()
    base = root.resolve()
    if not target.is_relative_to(base):
        raise CatalogError(say.OUTSIDE_FOLDER(path=str(path), target=str(target), root=str(root)))


def read_bytes(path: Path, limit: int, root: Path | None = None) -> bytes:
    """Read ``path`` whole: a regular file of at most ``limit`` bytes, inside ``root`` if given."""
    if root is not None:
        _inside(path, root)
    try:
        if path.exists() and not path.is_file():  # /dev/zero, a FIFO, a folder
            raise CatalogError(say.NOT_A_FILE(path=str(path)))
        with path.open("rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise CatalogError(say.NOT_A_FILE(path=str(path)))
            data = fh.read(limit + 1)
    except OSError as exc:
        raise CatalogError(
            say.CANNOT_READ(path=str(path), reason=exc.strerror or str(exc))
        ) from exc
    if len(data) > limit:
        size = max(len(data), path.stat().st_size)
        raise CatalogError(say.FILE_TOO_LARGE(path=str(path), size=size, limit=limit))
    return data


def decode_utf8(path: Path, data: bytes) -> str:
    """Decode ``data`` as UTF-8 (a BOM is dropped); name the first bad byte's place."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        raise CatalogError(
            say.NOT_UTF8(
                path=str(path),
                line=data.count(b"\n", 0, exc.start) + 1,
                column=exc.start - line_start + 1,
                byte=f"{data[exc.start]:02x}",
                offset=exc.start,
            )
        ) from exc
    return text.removeprefix("\ufeff")


def read_text(path: Path, limit: int, root: Path | None = None) -> str:
    """``read_bytes`` then ``decode_utf8``."""
    return decode_utf8(path, read_bytes(path, limit, root))


def _mark_line(mark: Any, first_line: int) -> int:
    return int(mark.line) + first_line if mark is not None else first_line


def _open_quote(text: str, problem: Any) -> Any:
    """The start of a quoted scalar that ran over lines into the fault, if there is one.

    A quote left open swallows the next lines until some later quote closes it, and the
    parser then fails there (line 7 for a line-3 fault); the quote's own line is the fault.
    """
    found = None
    try:
        for token in yaml.scan(text, Loader=LOADER):
            if token.start_mark.line > problem.line:
                break
            if (
                isinstance(token, yaml.ScalarToken)
                and token.style in ('"', "'")
                and token.end_mark.line > token.start_mark.line
            ):
                found = token.start_mark
    except yaml.YAMLError:
        pass
    return found


def _syntax_error(path: Path, text: str, exc: yaml.YAMLError, first_line: int) -> CatalogError:
    """One line at the fault: a scalar left open is reported where it was opened."""
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    context = getattr(exc, "context", None) or ""
    mark = getattr(exc, "problem_mark", None)
    if context.startswith("while scanning") and getattr(exc, "context_mark", None) is not None:
        mark = exc.context_mark  # type: ignore[attr-defined]
    elif mark is not None:
        mark = _open_quote(text, mark) or mark
    return CatalogError(
        say.YAML_SYNTAX(path=str(path), line=_mark_line(mark, first_line), problem=problem)
    )


def _check_events(path: Path, text: str, limits: Limits, first_line: int) -> None:
    """Depth and alias count from the event stream: nothing is built yet, nothing recurses."""
    depth = aliases = 0
    for event in yaml.parse(text, Loader=LOADER):
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > limits.max_depth:
                line = _mark_line(event.start_mark, first_line)
                raise CatalogError(
                    say.YAML_TOO_DEEP(
                        path=str(path), line=line, depth=depth, limit=limits.max_depth
                    )
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > limits.max_aliases:
                line = _mark_line(event.start_mark, first_line)
                raise CatalogError(
                    say.YAML_TOO_MANY_ALIASES(path=str(path), line=line, limit=limits.max_aliases)
                )


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    return []


def _check_nodes(path: Path, root: yaml.Node, limits: Limits, first_line: int) -> None:
    """Expanded size (aliases counted each time), keys per mapping, duplicate keys."""
    sizes: dict[int, int] = {}
    open_nodes: set[int] = set()  # the path from the root: met again, it is a cycle
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        if id(node) in sizes:
            continue
        kids = _children(node)
        if not done:
            if id(node) in open_nodes:  # `a: &a [*a]` expands without end
                line = _mark_line(node.start_mark, first_line)
                raise CatalogError(
                    say.YAML_TOO_BIG(path=str(path), line=line, limit=limits.max_nodes)
                )
            open_nodes.add(id(node))
            stack.append((node, True))
            stack.extend((k, False) for k in kids if id(k) not in sizes)
            continue
        open_nodes.discard(id(node))
        size = 1 + sum(sizes.get(id(k), 1) for k in kids)
        if size > limits.max_nodes:
            line = _mark_line(node.start_mark, first_line)
            raise CatalogError(say.YAML_TOO_BIG(path=str(path), line=line, limit=limits.max_nodes))
        sizes[id(node)] = size
        if isinstance(node, yaml.MappingNode):
            _check_keys(path, node, limits, first_line)


def _check_keys(path: Path, node: yaml.MappingNode, limits: Limits, first_line: int) -> None:
    if len(node.value) > limits.max_keys:
        line = _mark_line(node.start_mark, first_line)
        raise CatalogError(say.YAML_TOO_MANY_KEYS(path=str(path), line=line, limit=limits.max_keys))
    seen: dict[tuple[str, str], int] = {}
    for key, _ in node.value:
        if not isinstance(key, yaml.ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
            continue
        line = _mark_line(key.start_mark, first_line)
        ident = (key.tag, key.value)
        if ident in seen:
            raise CatalogError(
                say.YAML_DUPLICATE_KEY(path=str(path), line=line, key=key.value, first=seen[ident])
            )
        seen[ident] = line


@dataclass(frozen=True)
class YamlDoc:
    """A checked YAML document: its Python value and its node graph (for line numbers)."""

    data: Any
    node: yaml.Node | None


def parse_yaml(path: Path, text: str, limits: Limits = SPEC_LIMITS, first_line: int = 1) -> YamlDoc:
    """Check and load one YAML document held in ``text`` (``first_line``: its line in the file)."""
    try:
        _check_events(path, text, limits, first_line)
        loader = LOADER(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return YamlDoc(None, None)
            _check_nodes(path, node, limits, first_line)
            data = loader.construct_document(node)
        finally:
            loader.dispose()
    except yaml.YAMLError as exc:
        raise _syntax_error(path, text, exc, first_line) from exc
    return YamlDoc(data, node)


def load_yaml(path: Path, limits: Limits = SPEC_LIMITS, root: Path | None = None) -> YamlDoc:
    """Read ``path`` strictly and load its YAML (see the module docstring)."""
    return parse_yaml(path, read_text(path, limits.max_bytes, root), limits)


def _pairs_no_duplicates(path: Path) -> Any:
    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in pairs:
            if key in out:
                raise CatalogError(say.JSON_DUPLICATE_KEY(path=str(path), key=key))
            out[key] = value
        return out

    return hook


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def load_json(path: Path, max_bytes: int = JSON_MAX_BYTES, max_keys: int = JSON_MAX_KEYS) -> Any:
    """Read a JSON file strictly: size, UTF-8, no duplicate keys, no NaN/Infinity, key count."""
    text = read_text(path, max_bytes)
    # each "key": costs at least 4 characters, so counting colons bounds the keys cheaply
    keys = text.count(":")
    if keys > max_keys:
        raise CatalogError(say.JSON_TOO_MANY_KEYS(path=str(path), count=keys, limit=max_keys))
    try:
        return json.loads(
            text, object_pairs_hook=_pairs_no_duplicates(path), parse_constant=_no_constant
        )
    except json.JSONDecodeError as exc:
        raise CatalogError(
            say.JSON_SYNTAX(path=str(path), line=exc.lineno, problem=exc.msg)
        ) from exc
    except (ValueError, RecursionError) as exc:
        raise CatalogError(say.JSON_SYNTAX(path=str(path), line=1, problem=str(exc))) from exc
