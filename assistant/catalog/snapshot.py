"""The last good catalog: what ingest validated, saved beside the index it published.

Answers need the GPU and model catalog, the price book (with the user's prices) and the TCO
inputs. Read live, one bad edit to any of them would stop every answer, even "what is
NVLink?". So ``ingest`` validates them all and saves them here with the index; the serving
side reads the live files when they are sound and falls back to this snapshot when they are
not, with a warning that names the fault (``ServingInputs.warning``). When the live files are
byte for byte those the snapshot was validated from (``live_digest``), the snapshot is read
instead of the files: the same tables, without a strict parse of every one (issue 27).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from assistant.catalog.datasets import DatasetSpec
from assistant.catalog.offers import PriceBook, TcoInputs, load_price_book, load_tco
from assistant.catalog.specs import Catalog, read_catalog
from assistant.catalog.uncatalogued import UncataloguedModel
from assistant.catalog.workload_specs import WorkloadSpec
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
    workloads: list[WorkloadSpec] | None = None
    """None in a snapshot saved before the workload table was."""
    uncatalogued: list[UncataloguedModel] = []
    """Models named first as not covered (empty in a snapshot saved before that list was)."""
    datasets: list[DatasetSpec] = []
    """Public datasets and their training images (empty in an older snapshot)."""
    known_words: list[str] = []
    """The guides' words, for naming unfamiliar names (empty in an older snapshot)."""
    source: str = ""
    """``live_digest`` of the files these tables were read from ('' when not recorded)."""


class ServingInputs(BaseModel):
    """What an advisor is built from, and why it is stale when it is."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    catalog: Catalog
    prices: PriceBook
    tco: TcoInputs
    warning: Message | None = None
    """Set when the live files are broken and these come from the last good snapshot."""
    source: str = ""
    """``live_digest`` taken before the live files were read ('' for a stale snapshot)."""


def snapshot_path(settings: Settings) -> Path:
    """Where the snapshot lives: beside the embedded index (or in the data folder with a server)."""
    return lock_dir(settings) / SNAPSHOT_FILE


def live_digest(settings: Settings) -> str:
    """Hash of everything the live tables are read from ('' when a file cannot be read).

    Every spec file, the user's model and price files, and the code that reads and validates
    them: equal digests mean reading the files again would give the same tables.
    """
    h = hashlib.sha1()
    code = Path(__file__).resolve().parent
    try:
        for folder in (code, code.parent / "models"):
            for path in sorted(folder.glob("*.py")):
                h.update(f"\x1e{path.name}\x1f".encode())
                h.update(path.read_bytes())
        specs = settings.knowledge_dir / "specs"
        files = sorted(p for p in specs.iterdir() if p.is_file())
        for path in [*files, user_models_file(settings), settings.user_prices_file]:
            h.update(f"\x1e{path.resolve()}\x1f".encode())
            h.update(path.read_bytes() if path.is_file() else b"\x00absent")
    except OSError:
        return ""
    return h.hexdigest()


def load_live(settings: Settings) -> ServingInputs:
    """Read and validate every live table; raise ``CatalogError`` at the first bad file."""
    source = live_digest(settings)  # before reading: a file edited meanwhile will not match
    specs = settings.knowledge_dir / "specs"
    catalog = read_catalog(specs, user_models_file(settings))
    prices = load_price_book(
        specs, user_file=settings.user_prices_file, known_gpu_ids=set(catalog.gpus)
    )
    return ServingInputs(catalog=catalog, prices=prices, tco=load_tco(specs), source=source)


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
        workloads=list(inputs.catalog.workloads.values()),
        uncatalogued=list(inputs.catalog.uncatalogued.values()),
        datasets=list(inputs.catalog.datasets.values()),
        known_words=sorted(inputs.catalog.known_words),
        source=inputs.source,
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


def _unchanged(settings: Settings) -> ServingInputs | None:
    """The snapshot's tables when the live files are the ones it was validated from."""
    try:
        snap = read_snapshot(settings)
    except CatalogError:
        return None  # reported by ``serving_inputs`` if the live files are broken too
    if snap is None or snap.workloads is None or not snap.source:
        return None
    if snap.source != live_digest(settings):
        return None
    return ServingInputs(
        catalog=_catalog(snap), prices=snap.prices, tco=snap.tco, source=snap.source
    )


def _catalog(snap: Snapshot) -> Catalog:
    return Catalog(
        gpus={g.id: g for g in snap.gpus},
        models={m.id: m for m in snap.models},
        workloads={w.id: w for w in snap.workloads or []},
        uncatalogued={u.id: u for u in snap.uncatalogued},
        datasets={d.id: d for d in snap.datasets},
        known_words=frozenset(snap.known_words),
    )


def serving_inputs(settings: Settings) -> ServingInputs:
    """The live tables when they are sound, else the last good snapshot with a warning.

    Live tables unchanged since the snapshot come from it. With no snapshot (no ingest has
    run), a broken live file raises its ``CatalogError``.
    """
    unchanged = _unchanged(settings)
    if unchanged is not None:
        return unchanged
    try:
        return load_live(settings)
    except CatalogError as exc:
        snap = read_snapshot(settings)
        if snap is None:
            raise
        built = datetime.fromtimestamp(snap.built_at, tz=UTC).strftime("%Y-%m-%d %H:%M")
        problem = str(exc).splitlines()[0]
        return ServingInputs(
            catalog=_catalog(snap),
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
