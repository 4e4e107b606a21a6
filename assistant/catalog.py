"""Read and validate the spec tables in ``knowledge/specs``; resolve names forgivingly.

Every table is one YAML file holding one top-level list. Each entry is checked by a strict
pydantic model; an error names the file, the line of the entry, its id and the fix.
"""

from __future__ import annotations

import difflib
import math
import re
import unicodedata
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from .config import get_settings
from .errors import CatalogError, UnknownName
from .models import GPU, ModelSpec

RowT = TypeVar("RowT", bound=BaseModel)


def _entry_lines(text: str, key: str) -> list[int]:
    """Return the 1-based line of each entry of the top-level list ``key`` (for messages)."""
    try:
        root = yaml.compose(text)
    except yaml.YAMLError:
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for k, v in root.value:
        if k.value == key and isinstance(v, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in v.value]
    return []


def read_yaml(path: Path) -> Any:
    """Parse one YAML file; a syntax error becomes a ``CatalogError`` naming file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise CatalogError(f"{path}: cannot read ({exc.strerror})") from exc
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark is not None else str(path)
        problem = getattr(exc, "problem", None) or str(exc)
        raise CatalogError(f"{where}: invalid YAML ({problem}); fix the syntax there") from exc


def format_validation_error(exc: ValidationError) -> str:
    """Render pydantic errors as ``loc: msg`` fragments joined by ``; ``."""
    parts = []
    for err in exc.errors():
        loc = ".".join(str(x) for x in err["loc"]) or "entry"
        parts.append(f"{loc}: {err['msg']}")
    return "; ".join(parts)


def load_table(path: Path, key: str, row_model: type[RowT]) -> list[RowT]:
    """Load the list ``key`` from ``path`` and validate every entry with ``row_model``.

    Ids must be unique. Raises ``CatalogError`` naming file, line, id and the fix.
    """
    data = read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise CatalogError(f"{path}:1: expected a top-level '{key}:' list of entries")
    text = path.read_text(encoding="utf-8")
    lines = _entry_lines(text, key)
    rows: list[RowT] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(data[key]):
        line = lines[i] if i < len(lines) else 0
        ident = raw.get("id", f"#{i + 1}") if isinstance(raw, dict) else f"#{i + 1}"
        try:
            row = row_model.model_validate(raw)
        except ValidationError as exc:
            raise CatalogError(
                f"{path}:{line}: entry {ident!r} is invalid: {format_validation_error(exc)}"
                " (fix or remove the field named)"
            ) from exc
        row_id = getattr(row, "id", None)
        if isinstance(row_id, str):
            if row_id in seen:
                raise CatalogError(
                    f"{path}:{line}: duplicate id {row_id!r} (first at line {seen[row_id]});"
                    " ids must be unique"
                )
            seen[row_id] = line
        rows.append(row)
    return rows


# --------------------------------------------------------------------------- name matching


def normalize_name(name: str) -> str:
    """Fold a name for matching: NFKC, lower case, letters and digits only."""
    folded = unicodedata.normalize("NFKC", name).lower()
    return re.sub(r"[^0-9a-z\u4e00-\u9fff]+", "", folded)


class NameIndex:
    """Forgiving lookup of catalog ids by id, name or alias, with 'did you mean' suggestions."""

    def __init__(self, kind: str, names: Mapping[str, Iterable[str]]) -> None:
        self.kind = kind
        self._keys: dict[str, str] = {}
        for ident, spellings in names.items():
            for spelling in (ident, *spellings):
                key = normalize_name(spelling)
                if key:
                    # first writer wins, so an id's own spellings are never shadowed by aliases
                    self._keys.setdefault(key, ident)

    def lookup(self, name: str) -> str | None:
        """Return the id ``name`` denotes, or None when it is unknown or ambiguous."""
        key = normalize_name(name)
        if not key:
            return None
        if key in self._keys:
            return self._keys[key]
        prefixed = {ident for k, ident in self._keys.items() if k.startswith(key)}
        return prefixed.pop() if len(prefixed) == 1 else None

    def resolve(self, name: str) -> str:
        """Return the id ``name`` denotes, or raise ``UnknownName`` with suggestions."""
        found = self.lookup(name)
        if found is not None:
            return found
        raise UnknownName(self.kind, name, self.suggest(name))

    def suggest(self, name: str, limit: int = 3) -> list[str]:
        """Return up to ``limit`` ids whose spellings are closest to ``name``."""
        key = normalize_name(name)
        close = difflib.get_close_matches(key, list(self._keys), n=limit * 3, cutoff=0.5)
        out: list[str] = []
        for k in close:
            ident = self._keys[k]
            if ident not in out:
                out.append(ident)
        return out[:limit]


# --------------------------------------------------------------------------- the catalog


class Catalog(BaseModel):
    """All spec tables, validated, keyed by id."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    gpus: dict[str, GPU]
    models: dict[str, ModelSpec]

    @property
    def gpu_names(self) -> NameIndex:
        """Name index over GPUs."""
        return _gpu_index(self)

    @property
    def model_names(self) -> NameIndex:
        """Name index over models."""
        return _model_index(self)

    def gpu(self, name: str) -> GPU:
        """Return the GPU ``name`` denotes; raise ``UnknownName`` with suggestions."""
        return self.gpus[self.gpu_names.resolve(name)]

    def model(self, name: str) -> ModelSpec:
        """Return the model ``name`` denotes, or a generic one for a bare size like ``13b``."""
        size = parse_size_b(name)
        found = self.model_names.lookup(name)
        if found is not None:
            return self.models[found]
        if size is not None:
            return generic_model(size)
        return self.models[self.model_names.resolve(name)]

    def __hash__(self) -> int:
        return id(self)


@cache
def _gpu_index(catalog: Catalog) -> NameIndex:
    return NameIndex("GPU", {g.id: [g.name, *g.aliases] for g in catalog.gpus.values()})


@cache
def _model_index(catalog: Catalog) -> NameIndex:
    return NameIndex("model", {m.id: [m.name, *m.aliases] for m in catalog.models.values()})


def read_catalog(specs_dir: Path) -> Catalog:
    """Read and validate ``gpus.yaml`` and ``models.yaml`` from ``specs_dir``."""
    gpus = load_table(specs_dir / "gpus.yaml", "gpus", GPU)
    models = load_table(specs_dir / "models.yaml", "models", ModelSpec)
    return Catalog(gpus={g.id: g for g in gpus}, models={m.id: m for m in models})


@cache
def load_catalog(specs_dir: Path | None = None) -> Catalog:
    """Return the catalog from ``specs_dir`` (default: the configured knowledge folder), cached."""
    return read_catalog(specs_dir or get_settings().knowledge_dir / "specs")


# --------------------------------------------------------------------------- bare sizes

_SIZE_RE = re.compile(
    r"^\s*(\d+(?:\.\d+)?)\s*(b|bn|billion|m|million|t|trillion|亿|千亿|万亿)?\s*(?:params?|parameters?)?\s*$",
    re.IGNORECASE,
)
_UNIT_B = {
    None: 1.0, "b": 1.0, "bn": 1.0, "billion": 1.0, "m": 1e-3, "million": 1e-3,
    "t": 1e3, "trillion": 1e3, "亿": 0.1, "千亿": 100.0, "万亿": 1000.0,
}


def parse_size_b(text: str) -> float | None:
    """Parse a bare model size ("13b", "7 billion", "130亿") into billions, or None."""
    m = _SIZE_RE.match(unicodedata.normalize("NFKC", text))
    if not m or (m.group(2) is None and "." not in m.group(1) and int(m.group(1)) > 2000):
        return None
    return float(m.group(1)) * _UNIT_B[m.group(2).lower() if m.group(2) else None]


# Shapes of well-known dense Llama-style models: (params_b, layers, hidden, kv_heads, ffn).
# Sources: Llama 2 / Llama 3 configs on the Hugging Face Hub (meta-llama/*/config.json).
_SHAPES = [
    (1.2, 16, 2048, 8, 8192),
    (3.2, 28, 3072, 8, 8192),
    (6.7, 32, 4096, 32, 11008),
    (13.0, 40, 5120, 40, 13824),
    (34.0, 60, 7168, 8, 20480),
    (69.0, 80, 8192, 8, 28672),
    (405.0, 126, 16384, 8, 53248),
]


def generic_model(params_b: float) -> ModelSpec:
    """Build a dense Llama-style model of ``params_b`` billion parameters with stated assumptions.

    The closest published shape gives hidden size, KV heads and MLP width; the layer count is
    scaled so the parameter count matches (per layer ≈ 2h² + 2h·kv + 3h·ffn).
    """
    base = min(_SHAPES, key=lambda s: abs(math.log(s[0] / params_b)))
    _, _, hidden, kv_heads, ffn = base
    heads = hidden // 128
    vocab = 32000
    per_layer = 2 * hidden * hidden + 2 * hidden * (kv_heads * 128) + 3 * hidden * ffn
    layers = max(1, round((params_b * 1e9 - 2 * vocab * hidden) / per_layer))
    size = f"{params_b:g}B"
    return ModelSpec(
        id=f"generic-{params_b:g}b",
        name=f"generic {size} dense model",
        family="generic",
        params_b=params_b,
        num_layers=layers,
        hidden_size=hidden,
        num_attention_heads=heads,
        num_kv_heads=kv_heads,
        head_dim=128,
        intermediate_size=ffn,
        vocab_size=vocab,
        max_context=131072,
        attention="MHA" if kv_heads == heads else "GQA",
        tied_embeddings=False,
        source="assumed: Llama-style shape scaled to the size asked",
        generic=True,
        assumptions=[
            f"{size} treated as a dense Llama-style model: {layers} layers, hidden {hidden},"
            f" {kv_heads} KV heads, vocabulary {vocab}"
        ],
    )
