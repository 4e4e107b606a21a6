"""Writing the user price file: YAML text, checked whole before the rename, under a lock."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from decimal import Decimal
from pathlib import Path
from typing import Any

import yaml

from assistant.catalog.offers import CloudOffer, FxRate, merge_offers, read_user_file
from assistant.catalog.userfiles import existing_rows_error, locked, replace_checked
from assistant.errors import CatalogError


def _yaml_value(value: Any) -> Any:
    if isinstance(value, Decimal):
        return str(value)
    return value


def offer_to_yaml_dict(offer: CloudOffer) -> dict[str, Any]:
    """Return ``offer`` as a plain dict for YAML (money as strings, None fields dropped)."""
    raw = offer.model_dump(exclude_none=True)
    if not offer.exclude_from_ranking:
        raw.pop("exclude_from_ranking", None)
    return {k: _yaml_value(v) for k, v in raw.items()}


def user_file_text(offers: list[CloudOffer], fx: list[FxRate]) -> str:
    """The YAML text of a user price file holding ``offers`` and ``fx``."""
    doc: dict[str, Any] = {"offerings": [offer_to_yaml_dict(o) for o in offers]}
    if fx:
        doc["fx"] = [
            {k: _yaml_value(v) for k, v in r.model_dump(exclude_none=True).items()} for r in fx
        ]
    return (
        "# GPU Advisor user price file: rows here override bundled offerings with the same id.\n"
        + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)
    )


def write_user_file(
    path: Path,
    offers: list[CloudOffer],
    fx: list[FxRate],
    known_gpu_ids: Collection[str] | None = None,
) -> None:
    """Write a user price file atomically, checked whole by ``read_user_file`` before the rename.

    Call inside ``userfiles.locked(path)`` when merging with what the file holds.
    """
    replace_checked(
        path, user_file_text(offers, fx), lambda tmp: read_user_file(tmp, known_gpu_ids)
    )


def update_user_file(
    path: Path,
    offers: Iterable[CloudOffer],
    known_gpu_ids: Collection[str] | None = None,
) -> int:
    """Merge ``offers`` into the user price file under its lock; return the rows it now holds.

    Existing rows are validated first: an invalid one is reported and nothing is written.
    """
    with locked(path):
        try:
            existing, fx = read_user_file(path, known_gpu_ids)
        except CatalogError as exc:
            raise existing_rows_error(path, exc) from exc
        merged = merge_offers(existing, offers)
        write_user_file(path, merged, fx, known_gpu_ids)
    return len(merged)


__all__ = ["offer_to_yaml_dict", "update_user_file", "user_file_text", "write_user_file"]
