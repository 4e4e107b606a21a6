"""Read and validate the spec tables in ``knowledge/specs``; resolve names forgivingly.

Every table is one YAML file holding one top-level list. Each entry is checked by a strict
pydantic model; an error names the file, the line of the entry, its id and the fix.
"""

from __future__ import annotations

import difflib
import hashlib
import math
import re
import unicodedata
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from assistant.catalog.datasets import DatasetSpec
from assistant.catalog.names import NameIndex
from assistant.catalog.strict_yaml import (
    SPEC_LIMITS,
    USER_LIMITS,
    Limits,
    load_yaml,
    parse_yaml,
    read_text,
)
from assistant.catalog.uncatalogued import UncataloguedModel
from assistant.catalog.validation import format_validation_error
from assistant.catalog.vocabulary import guide_words
from assistant.catalog.workload_specs import WorkloadSpec
from assistant.config import get_settings, user_models_file
from assistant.errors import CatalogError, UsageError
from assistant.messages import table as say
from assistant.models import GPU, ModelSpec

RowT = TypeVar("RowT", bound=BaseModel)


def _entries(root: yaml.Node | None, key: str) -> list[yaml.Node]:
    """Return the YAML node of each entry of the top-level list ``key`` (for line numbers)."""
    if not isinstance(root, yaml.MappingNode):
        return []
    for k, v in root.value:
        if k.value == key and isinstance(v, yaml.SequenceNode):
            return list(v.value)
    return []


def _field_line(node: yaml.Node | None, field: object, default: int) -> int:
    """Return the 1-based line of ``field`` inside the entry ``node``, else ``default``."""
    if isinstance(node, yaml.MappingNode):
        for k, _ in node.value:
            if k.value == field:
                return int(k.start_mark.line) + 1
    return default


def read_yaml(path: Path, limits: Limits = SPEC_LIMITS, root: Path | None = None) -> Any:
    """Parse one YAML file strictly (``strict_yaml``); a fault is a ``CatalogError`` at its line."""
    return load_yaml(path, limits, root).data


def _primary_error(exc: ValidationError) -> Any:
    """Return the error to point at: an unknown key first (it explains a 'missing' one)."""
    errors = exc.errors()
    return next((e for e in errors if e["type"] == "extra_forbidden"), errors[0])


def _fix_hint(exc: ValidationError, row_model: type[BaseModel]) -> str:
    """Say how to fix the primary error: a misspelt key gets the closest known field."""
    err = _primary_error(exc)
    field = str(err["loc"][0]) if err["loc"] else ""
    if err["type"] == "extra_forbidden":
        close = difflib.get_close_matches(field, list(row_model.model_fields), n=1)
        known = f"did you mean '{close[0]}'?" if close else "it is not a known field"
        return f"remove '{field}' or fix its spelling ({known})"
    if err["type"] == "missing":
        return f"add the required field '{field}'"
    if field:
        return f"fix the value of '{field}'"
    return "fix the entry"


_TABLES: dict[tuple[Any, ...], tuple[BaseModel, ...]] = {}
"""Validated rows by file, key, row model, limits, root and content digest: rows are frozen,
so a second read of unchanged text (each catalog reads gpus.yaml and models.yaml) is shared."""


def load_table(
    path: Path,
    key: str,
    row_model: type[RowT],
    limits: Limits = SPEC_LIMITS,
    root: Path | None = None,
) -> list[RowT]:
    """Load the list ``key`` from ``path`` and validate every entry with ``row_model``.

    The file is read by ``strict_yaml`` (``limits``; a link out of ``root`` is refused). Ids
    must be unique. Raises ``CatalogError`` naming file, line, id and the fix.
    """
    text = read_text(path, limits.max_bytes, root)
    memo = (str(path), key, row_model, limits, str(root), hashlib.sha1(text.encode()).digest())
    shared = bool(row_model.model_config.get("frozen"))  # only immutable rows are shared
    if shared and memo in _TABLES:  # the same file read again (serving catalog, entities)
        return cast(list[RowT], list(_TABLES[memo]))
    doc = parse_yaml(path, text, limits)
    data = doc.data
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise CatalogError(f"{path}:1: expected a top-level '{key}:' list of entries")
    nodes = _entries(doc.node, key)
    rows: list[RowT] = []
    seen: dict[str, int] = {}
    for i, raw in enumerate(data[key]):
        node = nodes[i] if i < len(nodes) else None
        line = int(node.start_mark.line) + 1 if node is not None else 0
        ident = raw.get("id", f"#{i + 1}") if isinstance(raw, dict) else f"#{i + 1}"
        try:
            row = row_model.model_validate(raw)
        except ValidationError as exc:
            loc = _primary_error(exc)["loc"]
            where = _field_line(node, loc[0], line) if loc else line
            raise CatalogError(
                f"{path}:{where}: entry {ident!r} (line {line}) is invalid:"
                f" {format_validation_error(exc)}; {_fix_hint(exc, row_model)}"
            ) from exc
        row_id = getattr(row, "id", None)
        if isinstance(row_id, str):
            if row_id in seen:
                raise CatalogError(
                    f"{path}:{line}: duplicate id {row_id!r} (first at line {seen[row_id]});"
                    " ids must be unique: rename or delete one of them"
                )
            seen[row_id] = line
        rows.append(row)
    if shared:
        if len(_TABLES) >= 64:  # the oldest text read goes first, not every table at once
            del _TABLES[next(iter(_TABLES))]
        _TABLES[memo] = tuple(rows)
    return rows


class Catalog(BaseModel):
    """All spec tables, validated, keyed by id."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    gpus: dict[str, GPU]
    models: dict[str, ModelSpec]
    workloads: dict[str, WorkloadSpec] = {}  # image, video, vision, speech (workloads.yaml)
    uncatalogued: dict[str, UncataloguedModel] = {}
    """Models named first as not covered, with their published size (uncatalogued.yaml)."""
    datasets: dict[str, DatasetSpec] = {}
    """Public datasets and their training images (datasets.yaml)."""
    known_words: frozenset[str] = frozenset()
    """The guides' words ("vllm", "rocm"): words a question uses that name nothing missing."""

    @property
    def gpu_names(self) -> NameIndex:
        """Name index over GPUs."""
        return _gpu_index(self)

    @property
    def model_names(self) -> NameIndex:
        """Name index over models."""
        return _model_index(self)

    @property
    def workload_names(self) -> NameIndex:
        """Name index over image, video, vision and speech workloads."""
        from assistant.catalog.workload_table import workload_index

        return workload_index(self)

    def workload(self, name: str) -> WorkloadSpec:
        """Return the workload ``name`` denotes ("sdxl", "large-v3"); else ``UnknownName``."""
        return self.workloads[self.workload_names.resolve(name)]

    def release_precision(self, model_id: str | None) -> str | None:
        """The low-precision format a catalog model is released in (gpt-oss: MXFP4), or None."""
        spec = self.models.get(model_id) if model_id else None
        return spec.release_format.precision if spec and spec.release_format else None

    def gpu(self, name: str) -> GPU:
        """Return the GPU ``name`` denotes; raise ``UnknownName`` with suggestions."""
        return self.gpus[self.gpu_names.resolve(name)]

    def model(self, name: str) -> ModelSpec:
        """Return the model ``name`` denotes, or a generic one for a bare size like ``13b``.

        Raises ``UnknownName`` (with suggestions) for an unknown name and ``UsageError`` for a
        size that is zero, negative or absurd.
        """
        size = parse_size_b(name.removeprefix("generic-"))  # a generic model's own id too
        if size is not None:
            return generic_model(size)
        return self.models[self.model_names.resolve(name)]

    def __hash__(self) -> int:
        return id(self)


# Words people put around a GPU name that say nothing about which card it is (folded forms).
_GPU_PREFIXES = (
    "nvidia",
    "英伟达",
    "geforce",
    "tesla",
    "quadro",
    "amd",
    "instinct",
    "intel",
    "habana",
    "huawei",
    "华为",
)
_GPU_SUFFIXES = ("gpu", "显卡", "card", "加速卡")
# Release suffixes that do not change a model's shape (chat/instruct tunes, quantised uploads).
_MODEL_SUFFIXES = (
    "instruct",
    "chat",
    "hf",
    "base",
    "it",
    "awq",
    "gptq",
    "gguf",
    "int4",
    "int8",
    "fp8",
    "bf16",
    "fp16",
    "模型",
)
_MODEL_PREFIXES = ("meta", "mistralai", "openai", "google", "microsoft", "tiiuae")


def _memory_spellings(gpu: GPU) -> list[str]:
    """Spellings with the memory size appended (``RTX 4090 24GB``), for names that lack one."""
    mem = f"{gpu.memory_gb:g}"
    bases = [s for s in (gpu.name, *gpu.aliases) if not re.search(r"\d\s*gb?\b", s, re.I)]
    return [f"{b} {mem}{unit}" for b in bases for unit in ("GB", "G")]


@cache
def _gpu_index(catalog: Catalog) -> NameIndex:
    return NameIndex(
        "GPU",
        {g.id: [g.name, *g.aliases] for g in catalog.gpus.values()},
        prefixes=_GPU_PREFIXES,
        suffixes=_GPU_SUFFIXES,
        fallback={g.id: _memory_spellings(g) for g in catalog.gpus.values()},
    )


@cache
def _model_index(catalog: Catalog) -> NameIndex:
    return NameIndex(
        "model",
        {m.id: [m.name, *m.aliases] for m in catalog.models.values()},
        prefixes=_MODEL_PREFIXES,
        suffixes=_MODEL_SUFFIXES,
    )


def read_catalog(specs_dir: Path, user_models: Path | None = None) -> Catalog:
    """Read and validate the spec tables (GPUs, models, workloads, uncatalogued) in ``specs_dir``.

    ``user_models`` (the user's imported models, if the file exists) adds models; a user model
    never replaces a bundled one of the same id.
    """
    root = specs_dir.parent
    gpus = load_table(specs_dir / "gpus.yaml", "gpus", GPU, root=root)
    models = {
        m.id: m for m in load_table(specs_dir / "models.yaml", "models", ModelSpec, root=root)
    }
    if user_models is not None and user_models.exists():
        for m in load_table(user_models, "models", ModelSpec, USER_LIMITS):
            models.setdefault(m.id, m)
    from assistant.catalog.workload_table import read_workloads

    workloads = read_workloads(specs_dir / "workloads.yaml")
    listed = specs_dir / "uncatalogued.yaml"
    unsized = load_table(listed, "models", UncataloguedModel, root=root) if listed.exists() else []
    sets = specs_dir / "datasets.yaml"
    datasets = load_table(sets, "datasets", DatasetSpec, root=root) if sets.exists() else []
    return Catalog(
        gpus={g.id: g for g in gpus},
        models=models,
        workloads=workloads,
        uncatalogued={u.id: u for u in unsized},
        datasets={d.id: d for d in datasets},
        known_words=guide_words(root / "guides"),
    )


@cache
def load_catalog(specs_dir: Path | None = None, user_models: Path | None = None) -> Catalog:
    """Return the catalog from ``specs_dir`` (default: the configured knowledge folder), cached.

    With no ``specs_dir``, the configured user model file is read too.
    """
    if specs_dir is None:
        settings = get_settings()
        specs_dir = settings.knowledge_dir / "specs"
        user_models = user_models or user_models_file(settings)
    return read_catalog(specs_dir, user_models)


# --------------------------------------------------------------------------- bare sizes

_SIZE_RE = re.compile(
    r"^\s*([-+]?\d+(?:\.\d+)?)\s*"
    r"(?:(b|bn|billion|m|million|t|trillion|亿|百亿|千亿|万亿)\s*)?"
    r"(?:(?:params?|parameters?|model|模型|参数|参数量)\s*)?$",
    re.IGNORECASE,
)
# Multipliers to billions; 亿 = 1e8, so 130亿 = 13B.
_UNIT_B = {
    None: 1.0,
    "b": 1.0,
    "bn": 1.0,
    "billion": 1.0,
    "m": 1e-3,
    "million": 1e-3,
    "t": 1e3,
    "trillion": 1e3,
    "亿": 0.1,
    "百亿": 10.0,
    "千亿": 100.0,
    "万亿": 1000.0,
}
MAX_GENERIC_PARAMS_B = 100_000.0
"""Largest bare size accepted (100T); a 10T model is still built so sizing can say it won't fit."""


def parse_size_b(text: str) -> float | None:
    """Parse a bare model size ("13b", "7 billion", "130亿") into billions, or None.

    A bare integer with no unit above 2000 is not taken as a size (it is more likely a year or
    a GPU number). Negative sizes are returned as given so callers can reject them.
    """
    m = _SIZE_RE.match(unicodedata.normalize("NFKC", text))
    if not m:
        return None
    number, unit = m.group(1), m.group(2)
    if unit is None and "." not in number and abs(int(number)) > 2000:
        return None
    return float(number) * _UNIT_B[unit.lower() if unit else None]


# Shapes of well-known dense models: (params_b, hidden, heads, kv_heads, head_dim, ffn).
# Sources (published config.json on the Hugging Face Hub): Qwen/Qwen2.5-0.5B,
# meta-llama/Llama-3.2-1B, meta-llama/Llama-3.2-3B, meta-llama/Llama-2-7b-hf,
# mistralai/Mistral-Nemo-Base-2407, meta-llama/Llama-2-13b-hf, 01-ai/Yi-34B,
# meta-llama/Llama-2-70b-hf, meta-llama/Llama-3.1-405B. A bare "12B" takes Mistral NeMo's GQA
# shape (8 KV heads, as Gemma 3 12B's): at 16k context 2.7 GB of KV cache, not the 12.4 GB of
# Llama 2 13B's 40 KV heads.
_SHAPES = [
    (0.49, 896, 14, 2, 64, 4864),
    (1.2, 2048, 32, 8, 64, 8192),
    (3.2, 3072, 24, 8, 128, 8192),
    (6.7, 4096, 32, 32, 128, 11008),
    (12.2, 5120, 32, 8, 128, 14336),
    (13.0, 5120, 40, 40, 128, 13824),
    (34.0, 7168, 56, 8, 128, 20480),
    (69.0, 8192, 64, 8, 128, 28672),
    (405.0, 16384, 128, 8, 128, 53248),
]


def generic_model(params_b: float) -> ModelSpec:
    """Build a dense Llama-style model of ``params_b`` billion parameters with stated assumptions.

    The closest published shape gives hidden size, heads and MLP width; the layer count is
    scaled so the parameter count matches (per layer = 2·h·q + 2·h·kv + 3·h·ffn, with q and kv
    the query and key/value widths). Raises ``UsageError`` for sizes that are not positive or
    above ``MAX_GENERIC_PARAMS_B``.
    """
    if not math.isfinite(params_b) or params_b <= 0:
        raise UsageError(f"model size must be a positive number of parameters, got {params_b:g}B")
    if params_b > MAX_GENERIC_PARAMS_B:
        raise UsageError(
            f"model size {params_b:g}B is beyond anything buildable"
            f" (limit {MAX_GENERIC_PARAMS_B:g}B); check the unit (B = billion, 亿 = 0.1B)"
        )
    base = min(_SHAPES, key=lambda s: abs(math.log(s[0] / params_b)))
    _, hidden, heads, kv_heads, head_dim, ffn = base
    vocab = 32000
    q_width, kv_width = heads * head_dim, kv_heads * head_dim
    per_layer = 2 * hidden * q_width + 2 * hidden * kv_width + 3 * hidden * ffn
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
        head_dim=head_dim,
        intermediate_size=ffn,
        vocab_size=vocab,
        max_context=131072,
        attention="MHA" if kv_heads == heads else "GQA",
        tied_embeddings=False,
        source="assumed: Llama-style shape scaled to the size asked",
        generic=True,
        assumptions=[
            say.GENERIC_SHAPE_ASSUMED(
                size=size, layers=layers, hidden=hidden, heads=heads, kv_heads=kv_heads, vocab=vocab
            )
        ],
    )
