"""Read and strictly validate the guides in ``knowledge/guides/{en,zh}/<id>.md``.

A guide is YAML front matter between ``---`` lines (exactly the keys id, title, lang, topics,
sources, updated) followed by a markdown body with one ``# Title`` line and ``##`` sections.
Every problem is reported as ``file:line: what is wrong (how to fix it)``; all problems of all
guides are collected before anything is raised, so one run lists them all.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict

from assistant.catalog.strict_yaml import GUIDE_LIMITS, parse_yaml, read_text
from assistant.errors import CatalogError

LANGS = ("en", "zh")
FRONT_MATTER_KEYS = ("id", "title", "lang", "topics", "sources", "updated")
_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_TOPIC_RE = re.compile(r"^[a-z0-9][a-z0-9 .+\-]*$")


class Guide(BaseModel):
    """One validated guide file."""

    model_config = ConfigDict(frozen=True)

    id: str
    title: str
    lang: str
    topics: list[str]
    sources: list[str]
    updated: dt.date
    body: str
    """Markdown after the front matter."""
    path: Path
    body_line: int
    """1-based line number of the body's first line in the file."""

    @property
    def rel_path(self) -> str:
        """Path relative to the knowledge folder, e.g. ``guides/en/memory-math.md``."""
        return f"guides/{self.lang}/{self.path.name}"


def _key_lines(root: yaml.Node | None, first_line: int) -> dict[str, int]:
    """Map each top-level front-matter key to its 1-based line in the file."""
    if not isinstance(root, yaml.MappingNode):
        return {}
    return {k.value: first_line + k.start_mark.line for k, _ in root.value}


def _split_front_matter(path: Path, text: str) -> tuple[str, str, int]:
    """Return (front matter, body, body line) or raise naming the line that is wrong."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        raise CatalogError(
            f"{path}:1: a guide must start with a '---' line opening its front matter"
        )
    for i in range(1, len(lines)):
        if lines[i].strip() == "---":
            return "\n".join(lines[1:i]), "\n".join(lines[i + 1 :]), i + 2
    raise CatalogError(f"{path}:1: front matter opened here is never closed by a '---' line")


def _check_fields(path: Path, data: dict[str, Any], lines: dict[str, int]) -> list[str]:
    """Return one message per invalid field (empty when all are fine)."""
    errors: list[str] = []

    def err(key: str, msg: str) -> None:
        errors.append(f"{path}:{lines.get(key, 2)}: '{key}' {msg}")

    missing = [k for k in FRONT_MATTER_KEYS if k not in data]
    if missing:
        errors.append(f"{path}:2: front matter lacks {', '.join(missing)} (add the key)")
    for extra in [k for k in data if k not in FRONT_MATTER_KEYS]:
        err(str(extra), f"is not allowed (allowed: {', '.join(FRONT_MATTER_KEYS)})")
    if "id" in data and data["id"] != path.stem:
        err("id", f"is {data['id']!r} but the file is named {path.name} (make them equal)")
    elif "id" in data and not _ID_RE.match(str(data["id"])):
        err("id", "must be kebab-case (a-z, 0-9, '-')")
    if "title" in data and (not isinstance(data["title"], str) or not data["title"].strip()):
        err("title", "must be a non-empty string")
    if "lang" in data and data["lang"] != path.parent.name:
        err("lang", f"is {data['lang']!r} but the file lies in {path.parent.name}/")
    topics = data.get("topics")
    if "topics" in data and (
        not isinstance(topics, list)
        or not 2 <= len(topics) <= 8
        or not all(isinstance(t, str) and _TOPIC_RE.match(t) for t in topics)
    ):
        err("topics", "must be a list of 2-8 lowercase English keywords")
    sources = data.get("sources")
    if "sources" in data and (
        not isinstance(sources, list)
        or not sources
        or not all(isinstance(s, str) and s.strip() for s in sources)
    ):
        err("sources", "must be a non-empty list of strings (titles of articles, datasheets)")
    updated = data.get("updated")
    if "updated" in data and (not isinstance(updated, dt.date) or isinstance(updated, dt.datetime)):
        err("updated", f"must be a date like 2026-11-29, got {updated!r}")
    return errors


def _check_body(path: Path, body: str, body_line: int) -> list[str]:
    """Check the body has one ``# `` title and at least one ``## `` section."""
    errors: list[str] = []
    in_fence = False
    h1: list[int] = []
    h2 = 0
    for offset, line in enumerate(body.split("\n")):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        elif not in_fence and line.startswith("# "):
            h1.append(body_line + offset)
        elif not in_fence and line.startswith("## "):
            h2 += 1
        elif not in_fence and re.match(r"^\s*<(?:div|span|table|br|p|img)\b", line, re.I):
            errors.append(f"{path}:{body_line + offset}: raw HTML is not allowed (use markdown)")
    if len(h1) != 1:
        where = h1[1] if len(h1) > 1 else body_line
        errors.append(f"{path}:{where}: the body needs exactly one '# Title' line, found {len(h1)}")
    if h2 == 0:
        errors.append(f"{path}:{body_line}: the body has no '## Section' header (add sections)")
    return errors


def parse_guide(path: Path, root: Path | None = None) -> Guide:
    """Read and validate one guide; raise ``CatalogError`` listing every problem with its line.

    The file is read strictly (``strict_yaml``): size, UTF-8, front-matter shape and duplicate
    keys; a link that leads out of ``root`` (the knowledge folder) is refused.
    """
    text = read_text(path, GUIDE_LIMITS.max_bytes, root).replace("\r\n", "\n")
    front, body, body_line = _split_front_matter(path, text)
    doc = parse_yaml(path, front, GUIDE_LIMITS, first_line=2)
    data = doc.data
    if not isinstance(data, dict):
        raise CatalogError(f"{path}:2: front matter must be a mapping of key: value lines")
    errors = _check_fields(path, data, _key_lines(doc.node, 2))
    errors += _check_body(path, body, body_line)
    if errors:
        raise CatalogError("\n".join(errors))
    return Guide(
        id=data["id"],
        title=data["title"].strip(),
        lang=data["lang"],
        topics=list(data["topics"]),
        sources=[s.strip() for s in data["sources"]],
        updated=data["updated"],
        body=body,
        path=path,
        body_line=body_line,
    )


def load_guides(guides_dir: Path) -> list[Guide]:
    """Read every guide under ``guides_dir/{en,zh}``; validate each and the en/zh pairing.

    Raises ``CatalogError`` whose message lists every problem found (one ``file:line`` each).
    """
    guides, errors, _ = read_guides(guides_dir)
    if errors:
        raise CatalogError("\n".join(errors))
    return guides


def read_guides(guides_dir: Path) -> tuple[list[Guide], list[str], set[tuple[str, str]]]:
    """Read every guide: (valid guides, one error per problem, (lang, id) of every guide file).

    A guide with an error is left out of the first list but named in the third, so what
    depends on it (its question file, its other-language twin) is not reported a second time.
    """
    if not guides_dir.is_dir():
        message = f"{guides_dir}: no guides folder (expected guides/en and guides/zh)"
        return [], [message], set()
    root = guides_dir.parent
    errors: list[str] = []
    guides: list[Guide] = []
    ids: dict[str, set[str]] = {lang: set() for lang in LANGS}
    for entry in sorted(guides_dir.iterdir()):
        if entry.is_dir() and entry.name not in LANGS:
            errors.append(f"{entry}:1: unexpected folder (guides live in en/ and zh/ only)")
    for lang in LANGS:
        folder = guides_dir / lang
        for path in sorted(folder.glob("*")) if folder.is_dir() else []:
            if path.suffix != ".md":
                errors.append(f"{path}:1: not a .md file (only guides belong here)")
                continue
            ids[lang].add(path.stem)
            try:
                guide = parse_guide(path, root)
            except CatalogError as exc:
                errors.append(str(exc))
                continue
            guides.append(guide)
    for lang, other in (("en", "zh"), ("zh", "en")):
        for missing in sorted(ids[lang] - ids[other]):
            errors.append(
                f"{guides_dir / lang / (missing + '.md')}:1: guide {missing!r} has no {other}"
                f" version (write {guides_dir / other / (missing + '.md')})"
            )
    present = {(lang, stem) for lang, stems in ids.items() for stem in stems}
    return guides, errors, present
