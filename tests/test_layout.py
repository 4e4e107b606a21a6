"""The import graph keeps the direction the layout promises (README "Architecture")."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_LINES = 500


def _imports(path: Path) -> set[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.add(".".join(base + ([node.module] if node.module else [])))
            elif node.module:
                found.add(node.module)
    return found


def _modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def _inside(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def test_every_module_stays_within_the_line_limit():
    """A module over ``MAX_LINES`` is split by responsibility, never trimmed to fit."""
    paths = [*_modules("assistant"), *_modules("ingest"), ROOT / "app.py"]
    long = {
        str(p.relative_to(ROOT)): n
        for p in paths
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


CALC_MAY_IMPORT = (
    "assistant.models",
    "assistant.errors",
    "assistant.messages",
    "assistant.catalog",
    "assistant.calc",
)
FRONT_ENDS = ("assistant.cli", "assistant.ui", "app")


@pytest.mark.parametrize("path", _modules("assistant/calc"), ids=lambda p: p.name)
def test_calculators_import_only_models_errors_and_catalog_types(path):
    project = {n for n in _imports(path) if n.split(".")[0] in ("assistant", "ingest")}
    bad = sorted(n for n in project if not _inside(n, CALC_MAY_IMPORT))
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


@pytest.mark.parametrize(
    "path",
    _modules("assistant/rag") + _modules("assistant/answer") + _modules("assistant/question"),
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_core_never_imports_front_ends(path):
    bad = sorted(n for n in _imports(path) if _inside(n, FRONT_ENDS))
    assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


@pytest.mark.parametrize(
    "path",
    [p for p in _modules("assistant") if "cli" not in p.relative_to(ROOT / "assistant").parts],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_serving_code_never_imports_ingest(path):
    bad = sorted(n for n in _imports(path) if _inside(n, ("ingest",)))
    assert not bad, f"{path.relative_to(ROOT)} imports {bad} (only the CLI, app and tests may)"


def test_the_rules_see_real_imports():
    """The checker itself: it resolves relative imports and would flag a violation."""
    imports = _imports(ROOT / "ingest" / "pipeline.py")
    assert "assistant.rag.store" in imports and "ingest.chunking" in imports
    assert _inside("assistant.ui.chat", FRONT_ENDS) and not _inside("assistant.uix", FRONT_ENDS)


TEXT_READERS_ALLOWED = {
    "assistant/kinds/routing.py": "routing compares the question with each kind's examples",
    "assistant/answer/compose.py": "echoes the question into the answer (question=...)",
}
"""Modules past parsing that may touch ``query.text``, and why; everything else reads typed
fields (the parser is the only reader of the question)."""


@pytest.mark.parametrize(
    "path",
    _modules("assistant/kinds")
    + _modules("assistant/answer")
    + sorted((ROOT / "assistant/question").glob("plan*.py")),
    ids=lambda p: f"{p.parent.name}/{p.name}",
)
def test_planners_composers_and_kinds_never_reread_the_question(path):
    rel = path.relative_to(ROOT).as_posix()
    readers = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr == "text":
            owner = node.value
            name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
            if name in ("query", "q"):
                readers.append(node.lineno)
    if rel in TEXT_READERS_ALLOWED:
        return
    assert readers == [], f"{rel} reads query.text at lines {readers}"


def test_no_dispatch_table_outside_the_registry():
    """Kinds are dispatched by assistant/kinds/registry.py alone."""
    banned = ("PLANS", "TASK_PLANS", "TASK_COMPOSERS", "composers = {")
    found = []
    for path in _modules("assistant"):
        if path.parent.name == "kinds":
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{path.relative_to(ROOT)}: {b}" for b in banned if b in text]
    assert found == []
