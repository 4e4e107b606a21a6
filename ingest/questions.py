"""Question keys: curated questions each guide section answers, indexed as extra retrieval keys.

``knowledge/questions/{en,zh}/<guide-id>.yaml`` maps a section heading (as written in that
language's guide) to 3-6 questions people ask that the section answers. Ingest embeds every
question as its own key pointing at the section (the multi-vector pattern: many keys, one
section returned), so a question matches a question instead of a paragraph's wording.
Every file is checked against the guides before anything is written: unknown guides and
headings are errors with file, line and the closest heading.
"""

from __future__ import annotations

import difflib
from collections.abc import Collection, Sequence
from pathlib import Path

import yaml

from assistant.catalog.guides import Guide
from assistant.catalog.strict_yaml import QUESTION_LIMITS, load_yaml
from assistant.errors import CatalogError

MAX_QUESTIONS = 8
"""More keys than this per section would let one section crowd out the rest."""


def headings(guide: Guide) -> list[str]:
    """The ``##``/``###`` headings of a guide, in order."""
    return [
        line.lstrip("#").strip()
        for line in guide.body.splitlines()
        if line.startswith(("## ", "### "))
    ]


def _key_lines(node: yaml.Node | None) -> dict[str, int]:
    """Line (1-based) of each top-level key; empty when the file is not a mapping."""
    if not isinstance(node, yaml.MappingNode):
        return {}
    return {str(k.value): int(k.start_mark.line) + 1 for k, _ in node.value}


def _check_file(
    path: Path, guide: Guide | None, lang: str, root: Path | None = None
) -> tuple[dict[str, list[str]], list[str]]:
    """Validate one question file; return (heading -> questions, errors)."""
    doc = load_yaml(path, QUESTION_LIMITS, root)
    data = doc.data
    errors: list[str] = []
    if guide is None:
        return {}, [f"{path}:1: no {lang} guide '{path.stem}' for these questions; rename the file"]
    if not isinstance(data, dict):
        return {}, [f"{path}:1: expected a mapping of section heading -> list of questions"]
    lines = _key_lines(doc.node)
    known = headings(guide)
    out: dict[str, list[str]] = {}
    for heading, questions in data.items():
        where = f"{path}:{lines.get(str(heading), 1)}"
        if heading not in known:
            close = difflib.get_close_matches(str(heading), known, n=1, cutoff=0.4)
            hint = f"did you mean '{close[0]}'?" if close else "copy the heading from the guide"
            errors.append(f"{where}: unknown section '{heading}' in {guide.rel_path}; {hint}")
            continue
        if (
            not isinstance(questions, list)
            or not questions
            or not all(isinstance(q, str) and q.strip() for q in questions)
        ):
            errors.append(f"{where}: '{heading}' needs a list of question strings")
            continue
        if len(questions) > MAX_QUESTIONS:
            errors.append(
                f"{where}: '{heading}' has {len(questions)} questions;"
                f" keep {MAX_QUESTIONS} or fewer"
            )
            continue
        out[str(heading)] = [q.strip() for q in questions]
    return out, errors


def load_questions(
    questions_dir: Path,
    guides: Sequence[Guide],
    broken: Collection[tuple[str, str]] = (),
) -> tuple[dict[tuple[str, str, str], list[str]], list[str]]:
    """Read every question file under ``questions_dir``.

    Returns ((lang, doc_id, heading) -> questions, errors); a missing folder means no keys.
    A file whose guide is in ``broken`` (present but invalid, its error already reported) is
    skipped rather than reported again.
    """
    by_id = {(g.lang, g.id): g for g in guides}
    keys: dict[tuple[str, str, str], list[str]] = {}
    errors: list[str] = []
    if not questions_dir.is_dir():
        return keys, errors
    for path in sorted(questions_dir.glob("*/*.yaml")):
        lang = path.parent.name
        if (lang, path.stem) in broken and (lang, path.stem) not in by_id:
            continue
        try:
            found, problems = _check_file(
                path, by_id.get((lang, path.stem)), lang, questions_dir.parent
            )
        except CatalogError as exc:
            errors.append(str(exc))
            continue
        errors.extend(problems)
        for heading, questions in found.items():
            keys[(lang, path.stem, heading)] = questions
    return keys, errors
