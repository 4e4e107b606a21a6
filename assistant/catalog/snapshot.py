"""The last good catalog: what ingest validated, saved beside the index it published.

Answers need the GPU and model catalog, the price book (with the user's prices) and the TCO
inputs. Read live, one bad edit to any of them would stop every answer, even "what is
NVLink?". So ``ingest`` validates them all and saves them here with the index; the serving
side reads the live files when they are sound and falls back to this snapshot when they are
not, with a warning that names the fault (``ServingInputs.warning``).
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from assistant.catalog.offers import PriceBook, TcoInputs, load_price_book, load_tco
from assistant.catalog.specs import Catalog, read_catalog
from assistant.config import Settings, lock_dir, user_models_file
from assistant.errors import CatalogError
from assistant.messages import Message
from assistant.messages import hardening as say
from assistant.models import GPU, ModelSpec

SNAPSHOT_FILE = "catalog-snapshot.json"
SNAPSHOT_MAX_BYTES = 64_000_000


class Snapshot(BaseModel):
    """Every table an answer reads, validated, as of one ingest."""

    model_config = ConfigDict(frozen=True)

    built_at: float
    """Seconds since the epoch when ingest saved it."""
    gpus: list[GPU]
    models: list[ModelSpec]
    prices: PriceBook
    tco: TcoInputs


class ServingInputs(BaseModel):
    """What an advisor is built from, and why it is stale when it is."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    catalog: Catalog
    prices: PriceBook
    tco: TcoInputs
    warning: Message | None = None
    """Set when the live files are broken and these come from the last good snapshot."""


def snapshot_path(settings: Settings) -> Path:
    """Where the snapshot lives: beside the embedded index (or in the data folder with a server)."""
    return lock_dir(settings) / SNAPSHOT_FILE


def load_live(settings: Settings) -> ServingInputs:
    """Read and validate every live table; raise ``CatalogError`` at the first bad file."""
    specs = settings.knowledge_dir / "specs"
    catalog = read_catalog(specs, user_models_file(settings))
    prices = load_price_book(
        specs, user_file=settings.user_prices_file, known_gpu_ids=set(catalog.gpus)
    )
    return ServingInputs(catalog=catalog, prices=prices, tco=load_tco(specs))


def save_snapshot(settings: Settings, inputs: ServingInputs) -> Path:
    """Write ``inputs`` as the last good snapshot (temporary file, fsync, rename)."""
    path = snapshot_path(settings)
    path.parent.mkdir(parents=True, exist_ok=True)
    snap = Snapshot(
        built_at=time.time(),
        gpus=list(inputs.catalog.gpus.values()),
        models=list(inputs.catalog.models.values()),
        prices=inputs.prices,
        tco=inputs.tco,
    )
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(snap.model_dump_json())
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(name, path)
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    return path


def read_snapshot(settings: Settings) -> Snapshot | None:
    """The saved snapshot, None when there is none; ``CatalogError`` when it is damaged."""
    path = snapshot_path(settings)
    if not path.is_file():
        return None
    try:
        if path.stat().st_size > SNAPSHOT_MAX_BYTES:
            raise ValueError(f"over {SNAPSHOT_MAX_BYTES} bytes")
        return Snapshot.model_validate_json(path.read_bytes())
    except (OSError, ValueError, ValidationError, json.JSONDecodeError) as exc:
        reason = (str(exc).splitlines() or [type(exc).__name__])[0][:160]
        raise CatalogError(say.SNAPSHOT_UNREADABLE(path=str(path), reason=reason)) from exc


def serving_inputs(settings: Settings) -> ServingInputs:
    """The live tables when they are sound, else the last good snapshot with a warning.

    With no snapshot (no ingest has run), a broken live file raises its ``CatalogError``.
    """
    try:
        return load_live(settings)
    except CatalogError as exc:
        snap = read_snapshot(settings)
        if snap is None:
            raise
        built = datetime.fromtimestamp(snap.built_at, tz=UTC).strftime("%Y-%m-%d %H:%M")
        problem = str(exc).splitlines()[0]
        return ServingInputs(
            catalog=Catalog(
                gpus={g.id: g for g in snap.gpus}, models={m.id: m for m in snap.models}
            ),
            prices=snap.prices,
            tco=snap.tco,
            warning=say.STALE_CATALOG(built=f"{built} UTC", problem=problem),
        )


SPEC_TABLES = ("gpus.yaml", "models.yaml", "offerings.yaml", "tco.yaml", "fx.yaml")


def validate_for_snapshot(settings: Settings) -> ServingInputs | None:
    """Validate every live table for ingest; None when the folder is not a full catalog.

    A knowledge folder with only some spec tables (a test's or a guide-only one) has no
    catalog to snapshot; a full one must load, or its ``CatalogError`` stops the ingest.
    """
    specs = settings.knowledge_dir / "specs"
    if not all((specs / name).exists() for name in SPEC_TABLES):
        return None
    return load_live(settings)
