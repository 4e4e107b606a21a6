"""SkyPilot catalog import: read a ``vms.csv`` into offerings and merge them into the user file.

SkyPilot publishes one ``vms.csv`` per cloud (instance type, accelerator, vCPUs, memory, price,
spot price, region, zone). Rows become ``CloudOffer`` rows with ``confidence`` per cloud and the
import date as ``as_of``, since the files carry no date.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path

from assistant.catalog.names import NameIndex
from assistant.catalog.offers import (
    MAX_GPUS_PER_OFFER,
    MAX_HOURLY,
    CloudOffer,
    Confidence,
    _slug,
)
from assistant.catalog.price_file import update_user_file
from assistant.catalog.strict_yaml import CSV_MAX_BYTES, read_text
from assistant.errors import CatalogError, UnknownName, UsageError
from assistant.messages import hardening as say

SKYPILOT_PROVIDERS = ("aws", "gcp", "azure", "lambda", "runpod")
SKYPILOT_COLUMNS = (
    "InstanceType",
    "AcceleratorName",
    "AcceleratorCount",
    "vCPUs",
    "MemoryGiB",
    "Price",
    "SpotPrice",
    "Region",
)
_PROVIDER_NAMES = {
    "aws": "AWS",
    "gcp": "GCP",
    "azure": "Azure",
    "lambda": "Lambda",
    "runpod": "RunPod",
}
# SkyPilot accelerator names -> GPU ids. Which memory/form factor a bare name means depends on
# the cloud: AWS/GCP/Lambda "A100" is the 40 GB SXM part (p4d, a2-highgpu, gpu_1x_a100_sxm4),
# RunPod "A100-80GB" is the PCIe card and "H100" the PCIe card (catalog GpuInfo says so).
_ACCEL_COMMON = {
    "a100": "a100-40gb-sxm",
    "a100-80gb": "a100-80gb-sxm",
    "h100": "h100-sxm",
    "h100-mega": "h100-sxm",
    "h200": "h200",
    "b200": "b200",
    "gh200": "gh200",
    "l4": "l4",
    "l40s": "l40s",
    "l40": "l40",
    "a10g": "a10g",
    "a10": "a10",
    "t4": "t4",
    "t4g": "t4",
    "v100": "v100-16gb-sxm",
    "v100-32gb": "v100-32gb-sxm",
    "a40": "a40",
    "a6000": "rtx-a6000",
    "rtxa6000": "rtx-a6000",
    "rtx6000-ada": "rtx-6000-ada",
    "rtx4090": "rtx-4090",
    "rtx3090": "rtx-3090",
    "rtx5090": "rtx-5090",
    "mi300x": "mi300x",
    "h100-nvl": "h100-nvl",
}
_ACCEL_BY_PROVIDER = {
    "runpod": {
        "a100-80gb": "a100-80gb-pcie",
        "a100-80gb-sxm": "a100-80gb-sxm",
        "h100": "h100-pcie",
        "h100-sxm": "h100-sxm",
        "h100-nvl": "h100-nvl",
    },
}
_SPOT_CONFIDENCE: dict[str, Confidence] = {
    "aws": "high",
    "gcp": "high",
    "lambda": "high",
    "azure": "medium",
    "runpod": "medium",
}
# GCP sells A2/A3/A4 machines as a host row plus a separate GPU row; SkyPilot sums them.
_GCP_FAMILY = {
    "a2-highgpu": "A100",
    "a2-megagpu": "A100",
    "a2-ultragpu": "A100-80GB",
    "a3-highgpu": "H100",
    "a3-edgegpu": "H100",
    "a3-megagpu": "H100-MEGA",
    "a3-ultragpu": "H200",
    "a4-highgpu": "B200",
}


def accelerator_gpu_id(provider: str, name: str, instance_type: str = "") -> str | None:
    """Map a SkyPilot accelerator name to a GPU id, or None when it is not a catalog GPU."""
    key = name.strip().lower().replace(" ", "-")
    inst = instance_type.lower()
    if provider == "lambda" and key == "h100" and "pcie" in inst:
        return "h100-pcie"
    if provider == "azure":
        # Azure ND-series carry SXM boards with NVLink; NC-series carry PCIe/NVL cards.
        if inst.startswith("standard_nd"):
            nd = {
                "a100": "a100-40gb-sxm",
                "a100-80gb": "a100-80gb-sxm",
                "h100": "h100-sxm",
                "v100": "v100-32gb-sxm",
            }
            if key in nd:
                return nd[key]
        elif inst.startswith("standard_nc"):
            nc = {"a100-80gb": "a100-80gb-pcie", "h100": "h100-nvl", "v100": "v100-16gb-pcie"}
            if key in nc:
                return nc[key]
    return _ACCEL_BY_PROVIDER.get(provider, {}).get(key) or _ACCEL_COMMON.get(key)


@dataclass
class ImportReport:
    """What an import did: rows written and rows skipped, with reasons."""

    offers: list[CloudOffer] = field(default_factory=list)
    rows_read: int = 0
    cpu_rows: int = 0
    unknown_accelerators: dict[str, int] = field(default_factory=dict)
    """Accelerator name -> rows skipped because it maps to no catalog GPU."""
    unpriced: int = 0

    @property
    def skipped_unknown(self) -> int:
        """Rows skipped for an unknown accelerator."""
        return sum(self.unknown_accelerators.values())


def resolve_provider(name: str) -> str:
    """Return the SkyPilot provider key for ``name`` or raise ``UnknownName``."""
    index = NameIndex("provider", {p: [_PROVIDER_NAMES[p]] for p in SKYPILOT_PROVIDERS})
    found = index.lookup(name)
    if found is None:
        raise UnknownName("provider", name, index.suggest(name) or list(SKYPILOT_PROVIDERS))
    return found


# Largest value each numeric column may hold (all must be finite and non-negative): an
# instance has at most 16 GPUs, 896 vCPUs and 32 TiB today; a price above 100,000 an hour is a typo.
_COLUMN_MAX = {
    "AcceleratorCount": Decimal(MAX_GPUS_PER_OFFER),
    "vCPUs": Decimal(100_000),
    "MemoryGiB": Decimal(1_000_000),
    "Price": MAX_HOURLY,
    "SpotPrice": MAX_HOURLY,
}


def _num(path: Path, line: int, column: str, text: str | None) -> Decimal | None:
    text = (text or "").strip()
    if not text:
        return None
    high = _COLUMN_MAX[column]
    bad = CatalogError(
        say.CSV_NUMBER(path=str(path), line=line, column=column, low=0, high=high, value=text[:40])
    )
    try:
        value = Decimal(text)
    except InvalidOperation as exc:
        raise bad from exc
    if not value.is_finite() or not 0 <= value <= high:
        raise bad
    if column == "AcceleratorCount" and value != value.to_integral_value():
        raise bad
    return value


@dataclass
class _Agg:
    gpu_id: str
    accel: str
    count: int
    vcpus: Decimal | None
    ram: Decimal | None
    on_demand: Decimal | None = None
    spot: Decimal | None = None
    zones: int = 0


def _minimum(a: Decimal | None, b: Decimal | None) -> Decimal | None:
    vals = [v for v in (a, b) if v is not None and v > 0]
    return min(vals) if vals else None


def _read_rows(path: Path) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    text = read_text(path, CSV_MAX_BYTES)
    reader = csv.DictReader(io.StringIO(text, newline=""))
    rows: list[tuple[int, dict[str, str]]] = []
    try:
        header = list(reader.fieldnames or [])
        for row in reader:
            extra = row.pop(None, None) or []
            filled = sum(value is not None for value in row.values())
            if extra or filled < len(header):  # a long or a short row
                found = filled + len(extra)
                raise CatalogError(
                    say.CSV_SHORT_ROW(
                        path=str(path), line=reader.line_num, found=found, expected=len(header)
                    )
                )
            rows.append((reader.line_num, row))
    except csv.Error as exc:
        raise CatalogError(f"{path}:{reader.line_num}: not a CSV row ({exc})") from exc
    missing = [c for c in SKYPILOT_COLUMNS if c not in header]
    if missing:
        raise CatalogError(
            f"{path}:1: not a SkyPilot vms.csv: missing column(s) {', '.join(missing)}"
        )
    return header, rows


def _gcp_gpu_rows(
    path: Path, rows: list[tuple[int, dict[str, str]]]
) -> dict[tuple[str, str, str, int], tuple[Decimal | None, Decimal | None]]:
    """GCP GPU rows keyed by (accelerator, region, zone, count)."""
    out: dict[tuple[str, str, str, int], tuple[Decimal | None, Decimal | None]] = {}
    for line, row in rows:
        if row["InstanceType"].strip() or not row["AcceleratorName"].strip():
            continue
        count = int(_num(path, line, "AcceleratorCount", row["AcceleratorCount"]) or 0)
        key = (
            row["AcceleratorName"].strip(),
            row["Region"],
            row.get("AvailabilityZone", ""),
            count,
        )
        out[key] = (
            _num(path, line, "Price", row["Price"]),
            _num(path, line, "SpotPrice", row["SpotPrice"]),
        )
    return out


def parse_skypilot_vms(
    path: Path, provider: str, as_of: date, gpu_memory_gb: Mapping[str, float] | None = None
) -> ImportReport:
    """Read a SkyPilot ``vms.csv`` into offers, one per instance type and region.

    On-demand and spot are the lowest positive value over the region's availability zones. Rows
    without an accelerator are CPU VMs and skipped; unknown accelerators are counted.
    """
    provider = resolve_provider(provider)
    _, rows = _read_rows(path)
    report = ImportReport(rows_read=len(rows))
    gcp_gpus = _gcp_gpu_rows(path, rows) if provider == "gcp" else {}
    groups: dict[tuple[str, str], _Agg] = {}
    for line, row in rows:
        inst = row["InstanceType"].strip()
        accel = row["AcceleratorName"].strip()
        od = _num(path, line, "Price", row["Price"])
        spot = _num(path, line, "SpotPrice", row["SpotPrice"])
        count_dec = _num(path, line, "AcceleratorCount", row["AcceleratorCount"])
        if provider == "gcp" and not inst:
            continue  # GPU-only rows: folded into their host rows below
        if provider == "gcp" and not accel:
            family = re.match(r"^(a\d-[a-z]+gpu)-(\d+)g", inst)
            if family and family.group(1) in _GCP_FAMILY:
                accel = _GCP_FAMILY[family.group(1)]
                count_dec = Decimal(family.group(2))
                gpu_od, gpu_spot = gcp_gpus.get(
                    (accel, row["Region"], row.get("AvailabilityZone", ""), int(count_dec)),
                    (None, None),
                )
                od = od + gpu_od if od is not None and gpu_od else None
                spot = spot + gpu_spot if spot is not None and gpu_spot else None
        if not accel:
            report.cpu_rows += 1
            continue
        gpu_id = accelerator_gpu_id(provider, accel, inst)
        if gpu_id is None:
            report.unknown_accelerators[accel] = report.unknown_accelerators.get(accel, 0) + 1
            continue
        key = (inst, row["Region"].strip())
        agg = groups.get(key)
        if agg is None:
            agg = groups[key] = _Agg(
                gpu_id=gpu_id,
                accel=accel,
                count=max(1, int(count_dec or 1)),
                vcpus=_num(path, line, "vCPUs", row["vCPUs"]),
                ram=_num(path, line, "MemoryGiB", row["MemoryGiB"]),
            )
        agg.on_demand = _minimum(agg.on_demand, od)
        agg.spot = _minimum(agg.spot, spot)
        agg.zones += 1
    for (inst, region), agg in sorted(groups.items()):
        offer = _offer_from_agg(provider, inst, region, agg, as_of, path, gpu_memory_gb)
        if offer is None:
            report.unpriced += 1
        else:
            report.offers.append(offer)
    return report


def _offer_from_agg(
    provider: str,
    inst: str,
    region: str,
    agg: _Agg,
    as_of: date,
    path: Path,
    gpu_memory_gb: Mapping[str, float] | None,
) -> CloudOffer | None:
    if agg.on_demand is None and agg.spot is None:
        return None
    notes = [f"spot = lowest of {agg.zones} availability-zone row(s)"]
    spot = agg.spot
    exclude: str | None = None
    if spot is not None and agg.on_demand is not None:
        if spot == agg.on_demand:
            notes.append("catalog spot equals on-demand; recorded as no spot price")
            spot = None
        elif spot > agg.on_demand:
            exclude = "data error in the catalog: spot price above on-demand"
    memory = (gpu_memory_gb or {}).get(agg.gpu_id) or _DEFAULT_MEMORY_GB.get(agg.gpu_id, 1.0)
    return CloudOffer(
        id=_slug(f"{provider}-{inst}-{region}"),
        provider=_PROVIDER_NAMES[provider],
        offering="SkyPilot catalog import",
        instance_type=inst,
        gpu_id=agg.gpu_id,
        gpu_name=agg.accel,
        gpu_memory_gb=memory,
        gpu_count=agg.count,
        vcpus=float(agg.vcpus) if agg.vcpus else None,
        ram_gib=float(agg.ram) if agg.ram else None,
        region=region,
        currency="USD",
        price_basis="instance",
        on_demand_per_hour=agg.on_demand,
        spot_per_hour=spot,
        as_of=as_of,
        as_of_note=f"imported from {path.name}; SkyPilot catalog files carry no date, so the"
        " import date (or --as-of) is used",
        source=f"SkyPilot catalog vms.csv ({_PROVIDER_NAMES[provider]}), file {path.name}",
        confidence=_SPOT_CONFIDENCE[provider],
        notes="; ".join(notes),
        exclude_from_ranking=exclude is not None,
        exclude_reason=exclude,
    )


# Vendor memory per GPU in GB, used only when the importer is not given the catalog's figures.
_DEFAULT_MEMORY_GB = {
    "a100-40gb-sxm": 40.0,
    "a100-80gb-sxm": 80.0,
    "a100-80gb-pcie": 80.0,
    "h100-sxm": 80.0,
    "h100-pcie": 80.0,
    "h100-nvl": 94.0,
    "h200": 141.0,
    "b200": 180.0,
    "gh200": 96.0,
    "l4": 24.0,
    "l40s": 48.0,
    "l40": 48.0,
    "a10g": 24.0,
    "a10": 24.0,
    "t4": 16.0,
    "v100-16gb-sxm": 16.0,
    "v100-16gb-pcie": 16.0,
    "v100-32gb-sxm": 32.0,
    "a40": 48.0,
    "rtx-a6000": 48.0,
    "rtx-6000-ada": 48.0,
    "rtx-4090": 24.0,
    "rtx-3090": 24.0,
    "rtx-5090": 32.0,
    "mi300x": 192.0,
}


def import_skypilot(
    csv_path: Path,
    provider: str,
    user_file: Path,
    as_of: date,
    gpu_memory_gb: Mapping[str, float] | None = None,
    known_gpu_ids: Collection[str] | None = None,
) -> ImportReport:
    """Import a SkyPilot ``vms.csv`` and merge it into ``user_file`` atomically."""
    if not csv_path.exists():
        raise UsageError(f"no such file: {csv_path}")
    report = parse_skypilot_vms(csv_path, provider, as_of, gpu_memory_gb)
    update_user_file(user_file, report.offers, known_gpu_ids)
    return report


__all__ = [
    "SKYPILOT_COLUMNS",
    "SKYPILOT_PROVIDERS",
    "ImportReport",
    "accelerator_gpu_id",
    "import_skypilot",
    "parse_skypilot_vms",
    "resolve_provider",
]
