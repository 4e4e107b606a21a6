"""Load ``workloads.yaml`` into ``WorkloadSpec`` rows and index their names (used by ``specs``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.catalog.names import NameIndex
from assistant.catalog.specs import _entries, load_table
from assistant.catalog.strict_yaml import SPEC_LIMITS, load_yaml
from assistant.catalog.workload_specs import WorkloadSpec
from assistant.errors import CatalogError

if TYPE_CHECKING:
    from assistant.catalog.specs import Catalog


@cache
def workload_index(catalog: Catalog) -> NameIndex:
    """Name index over the catalog's workloads (ids, names, aliases)."""
    return NameIndex(
        "workload",
        {w.id: [w.name, *w.aliases] for w in catalog.workloads.values()},
        suffixes=("模型",),
    )


def read_workloads(path: Path) -> dict[str, WorkloadSpec]:
    """Read ``workloads.yaml``; a ``speed_from`` must name another entry. Missing file: none."""
    if not path.is_file():
        return {}
    rows = {w.id: w for w in load_table(path, "workloads", WorkloadSpec)}
    nodes = _entries(load_yaml(path, SPEC_LIMITS).node, "workloads")
    lines = dict(zip(rows, (int(n.start_mark.line) + 1 for n in nodes), strict=False))
    for w in rows.values():
        base = rows.get(w.speed_from) if w.speed_from else None
        if w.speed_from and (base is None or base.anchor is None):
            raise CatalogError(
                f"{path}:{lines.get(w.id, 0)}: entry {w.id!r}: speed_from {w.speed_from!r} is not"
                " an entry with an anchor; name one that has an anchor"
            )
    return rows
