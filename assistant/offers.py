"""Cloud offerings, TCO inputs and FX rates: models, loading, user overrides, SkyPilot import.

Bundled tables live in ``knowledge/specs/offerings.yaml``, ``tco.yaml`` and ``fx.yaml``. A user
price file (``settings.user_prices_file``, default ``.data/prices.yaml``) overrides them::

    # prices.yaml: every key is optional
    offerings:            # same fields as knowledge/specs/offerings.yaml
      - id: aliyun-gn7i-c32g1-32xlarge-cn-hangzhou   # same id as a bundled row = replace it
        provider: Aliyun
        offering: 'ECS GPU, negotiated price'
        instance_type: ecs.gn7i-c32g1.32xlarge
        gpu_id: a10                                  # a GPU id from knowledge/specs/gpus.yaml
        gpu_name: A10
        gpu_memory_gb: 24
        gpu_count: 4
        region: cn-hangzhou
        currency: CNY                                # USD or CNY
        price_basis: instance                        # instance | per_gpu | gpu_addon
        on_demand_per_hour: '52.00'                  # quote money as strings
        spot_per_hour: null
        monthly_price: '24000'                       # optional: reserved_1y_per_hour,
        as_of: 2026-11-20                            #   reserved_3y_per_hour, yearly_price
        source: 'our contract, quote of 2026-11-20'
        confidence: user                             # high | medium | low | user
    fx:                   # same fields as knowledge/specs/fx.yaml; the newest rate wins
      - id: usd-cny-2026-11-20
        base: USD
        quote: CNY
        rate: '7.10'
        as_of: 2026-11-20
        source: 'bank rate of the day'

Rows whose id matches a bundled row replace it; other rows are added. User rows are first-class:
they rank with the bundled ones and show ``confidence: user``.
"""

from __future__ import annotations

import csv
import os
import re
import tempfile
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .catalog import NameIndex, load_table, read_yaml
from .config import get_settings
from .errors import CatalogError, UnknownName, UsageError
from .models import Strict

Currency = Literal["USD", "CNY"]
PriceBasis = Literal["instance", "per_gpu", "gpu_addon"]
"""``instance``: price of the whole instance; ``per_gpu``: one GPU-hour (rent any number);
``gpu_addon``: GPUs only, the host VM is billed on top."""
Confidence = Literal["high", "medium", "low", "user"]
Money = Decimal


class CloudOffer(Strict):
    """One rentable GPU instance (or per-GPU quote) in one region, with dated prices."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9.-]*$")
    """Stable slug ``provider-instance-region``."""
    provider: str
    offering: str
    instance_type: str
    gpu_id: str | None
    """GPU id from ``gpus.yaml``; None when the GPU is not in the catalog (then excluded)."""
    gpu_name: str
    """The GPU as the source names it."""
    gpu_memory_gb: float = Field(gt=0)
    """Memory per GPU in GB (1e9 bytes), as the source gives it."""
    gpu_count: int = Field(ge=1)
    """GPUs per instance (1 for per-GPU quotes)."""
    vcpus: float | None = Field(default=None, gt=0)
    ram_gib: float | None = Field(default=None, gt=0)
    region: str
    currency: Currency
    price_basis: PriceBasis
    on_demand_per_hour: Money | None = Field(default=None, ge=0)
    """Price per instance-hour (per GPU-hour for ``per_gpu``) in ``currency``."""
    spot_per_hour: Money | None = Field(default=None, ge=0)
    reserved_1y_per_hour: Money | None = Field(default=None, ge=0)
    """Hourly price with a one-year commitment (all 8760 hours are paid)."""
    reserved_3y_per_hour: Money | None = Field(default=None, ge=0)
    monthly_price: Money | None = Field(default=None, ge=0)
    """Monthly subscription per instance (包月), whole months billed."""
    yearly_price: Money | None = Field(default=None, ge=0)
    """Yearly subscription per instance (包年), whole years billed."""
    as_of: date
    as_of_note: str | None = None
    """How ``as_of`` was chosen when the source carries no date."""
    source: str = Field(min_length=3)
    confidence: Confidence
    notes: str | None = None
    exclude_from_ranking: bool = False
    exclude_reason: str | None = None

    @model_validator(mode="after")
    def _consistent(self) -> CloudOffer:
        if self.exclude_from_ranking and not self.exclude_reason:
            raise ValueError("exclude_from_ranking needs an exclude_reason")
        if not self.exclude_from_ranking:
            if self.gpu_id is None:
                raise ValueError("gpu_id is null: set exclude_from_ranking with a reason")
            if (
                self.on_demand_per_hour is None
                and self.spot_per_hour is None
                and not any(
                    (
                        self.reserved_1y_per_hour,
                        self.reserved_3y_per_hour,
                        self.monthly_price,
                        self.yearly_price,
                    )
                )
            ):
                raise ValueError("no price at all: give one or set exclude_from_ranking")
            if (
                self.spot_per_hour is not None
                and self.on_demand_per_hour is not None
                and self.spot_per_hour > self.on_demand_per_hour
            ):
                raise ValueError(
                    "spot_per_hour is above on_demand_per_hour: fix it or set"
                    " exclude_from_ranking with a reason"
                )
        return self

    @property
    def rankable(self) -> bool:
        """Whether the row may appear in rankings."""
        return not self.exclude_from_ranking


class FxRate(Strict):
    """One dated exchange rate: 1 ``base`` = ``rate`` ``quote``."""

    id: str
    base: Currency
    quote: Currency
    rate: Decimal = Field(gt=0)
    as_of: date
    source: str
    notes: str | None = None


class _Dated(Strict):
    """A TCO value: a date or a note saying why there is none."""

    as_of: date | None = None
    date_note: str | None = None
    source: str
    notes: str | None = None

    @model_validator(mode="after")
    def _dated(self) -> _Dated:
        if self.as_of is None and not self.date_note:
            raise ValueError("give as_of, or a date_note saying why there is no date")
        return self


class ServerPrice(_Dated):
    """A purchase price for a server or GPU."""

    id: str
    name: str
    gpu_id: str | None = None
    gpu_count: int | None = Field(default=None, ge=1)
    price: Money = Field(gt=0)
    price_high: Money | None = Field(default=None, gt=0)
    currency: Currency
    basis: str
    confidence: Confidence
    system_power_kw: float | None = Field(default=None, gt=0)
    default: bool = False
    """The price used when the user names only a GPU and count."""


class PowerDraw(Strict):
    """Power of one GPU (``scope: gpu``) or one whole system."""

    id: str
    item: str
    gpu_id: str | None = None
    scope: Literal["gpu", "system"]
    watts: float = Field(gt=0)
    source: str
    confidence: Confidence
    verified: bool


class PueFigure(_Dated):
    """A data-centre power usage effectiveness figure."""

    id: str
    value: float = Field(ge=1)
    default: bool = False


class Tariff(_Dated):
    """An electricity price per kWh."""

    id: str
    region: str
    sector: str
    price_per_kwh: Money = Field(gt=0)
    currency: Currency
    verified: bool
    default: bool = False
    """Default tariff for its currency."""


class RuleOfThumb(_Dated):
    """A rule of thumb from the seed articles, for answers."""

    id: str
    text: str
    price: Money | None = None
    currency: Currency | None = None
    months_low: int | None = None
    months_high: int | None = None


class Constant(Strict):
    """A named convention (e.g. hours per month)."""

    id: str
    value: float
    source: str


class TcoInputs(BaseModel):
    """All of ``tco.yaml``."""

    model_config = ConfigDict(frozen=True)

    servers: list[ServerPrice]
    power: list[PowerDraw]
    pue: list[PueFigure]
    electricity: list[Tariff]
    rules_of_thumb: list[RuleOfThumb]
    constants: list[Constant]

    def constant(self, ident: str) -> float:
        """Return the constant ``ident``."""
        for c in self.constants:
            if c.id == ident:
                return c.value
        raise CatalogError(f"tco.yaml: constant {ident!r} missing")


class PriceBook(BaseModel):
    """Offerings and FX rates after merging the bundled tables with the user file."""

    model_config = ConfigDict(frozen=True)

    offers: list[CloudOffer]
    fx: list[FxRate]
    user_ids: frozenset[str] = frozenset()
    """Ids of rows that came from the user file."""

    def offer(self, ident: str) -> CloudOffer:
        """Return the offer ``ident`` or raise ``UnknownName`` with suggestions."""
        by_id = {o.id: o for o in self.offers}
        return by_id[NameIndex("offering", {i: [] for i in by_id}).resolve(ident)]

    def providers(self) -> NameIndex:
        """Name index over provider names (``aws`` finds ``AWS``)."""
        names: dict[str, list[str]] = {}
        for o in self.offers:
            names.setdefault(o.provider, [_slug(o.provider)])
        return NameIndex("provider", names)


# --------------------------------------------------------------------------- loading

USER_KEYS = ("offerings", "fx")
RowT = TypeVar("RowT", bound=BaseModel)


@lru_cache(maxsize=32)
def _cached_rows(
    path: Path, key: str, model: type[BaseModel], stamp: tuple[int, int]
) -> tuple[BaseModel, ...]:
    return tuple(load_table(path, key, model))


def load_table_cached(path: Path, key: str, model: type[RowT]) -> list[RowT]:
    """``load_table`` memoised on the file's modification time and size (YAML parsing is slow)."""
    try:
        st = path.stat()
    except OSError:
        return load_table(path, key, model)  # raises the usual "cannot read" CatalogError
    return [cast(RowT, row) for row in _cached_rows(path, key, model, (st.st_mtime_ns, st.st_size))]


def _specs_dir(specs_dir: Path | None) -> Path:
    return specs_dir or get_settings().knowledge_dir / "specs"


def load_fx(path: Path) -> list[FxRate]:
    """Load an ``fx:`` table."""
    return load_table_cached(path, "fx", FxRate)


def load_tco(specs_dir: Path | None = None) -> TcoInputs:
    """Load and validate ``tco.yaml``."""
    path = _specs_dir(specs_dir) / "tco.yaml"
    return TcoInputs(
        servers=load_table_cached(path, "servers", ServerPrice),
        power=load_table_cached(path, "power", PowerDraw),
        pue=load_table_cached(path, "pue", PueFigure),
        electricity=load_table_cached(path, "electricity", Tariff),
        rules_of_thumb=load_table_cached(path, "rules_of_thumb", RuleOfThumb),
        constants=load_table_cached(path, "constants", Constant),
    )


def _check_gpu_ids(path: Path, offers: Iterable[CloudOffer], known: Collection[str]) -> None:
    index = NameIndex("GPU", {g: [] for g in known})
    text = path.read_text(encoding="utf-8")
    for o in offers:
        if o.gpu_id is not None and o.gpu_id not in known:
            m = re.search(rf"^\s*-?\s*id:\s*['\"]?{re.escape(o.id)}\b", text, re.MULTILINE)
            line = text.count("\n", 0, m.start()) + 1 if m else 0
            hint = ", ".join(repr(s) for s in index.suggest(o.gpu_id))
            raise CatalogError(
                f"{path}:{line}: entry {o.id!r} has unknown gpu_id {o.gpu_id!r}"
                + (f"; did you mean {hint}?" if hint else "; use an id from gpus.yaml")
            )


def read_user_file(
    path: Path, known_gpu_ids: Collection[str] | None = None
) -> tuple[list[CloudOffer], list[FxRate]]:
    """Read a user price file (see the module docstring); a missing file is empty."""
    if not path.exists():
        return [], []
    data = read_yaml(path)
    if data is None:
        return [], []
    if not isinstance(data, dict) or set(data) - set(USER_KEYS):
        extra = sorted(set(data) - set(USER_KEYS)) if isinstance(data, dict) else []
        raise CatalogError(
            f"{path}:1: a user price file holds only top-level 'offerings:' and 'fx:' lists"
            + (f" (unexpected: {', '.join(map(str, extra))})" if extra else "")
        )
    offers = load_table(path, "offerings", CloudOffer) if "offerings" in data else []
    fx = load_table(path, "fx", FxRate) if "fx" in data else []
    if known_gpu_ids is not None:
        _check_gpu_ids(path, offers, known_gpu_ids)
    return offers, fx


def merge_offers(bundled: Iterable[CloudOffer], user: Iterable[CloudOffer]) -> list[CloudOffer]:
    """Return bundled rows with user rows replacing same-id rows and appended otherwise."""
    merged = {o.id: o for o in bundled}
    for o in user:
        merged[o.id] = o
    return list(merged.values())


def load_price_book(
    specs_dir: Path | None = None,
    user_file: Path | None = None,
    known_gpu_ids: Collection[str] | None = None,
) -> PriceBook:
    """Load bundled offerings and FX, then apply the user price file."""
    specs = _specs_dir(specs_dir)
    bundled = load_table_cached(specs / "offerings.yaml", "offerings", CloudOffer)
    if known_gpu_ids is not None:
        _check_gpu_ids(specs / "offerings.yaml", bundled, known_gpu_ids)
    fx = load_fx(specs / "fx.yaml")
    user_path = user_file if user_file is not None else get_settings().user_prices_file
    user_offers, user_fx = read_user_file(user_path, known_gpu_ids)
    fx_by_id = {r.id: r for r in fx}
    fx_by_id.update({r.id: r for r in user_fx})
    return PriceBook(
        offers=merge_offers(bundled, user_offers),
        fx=list(fx_by_id.values()),
        user_ids=frozenset(o.id for o in user_offers),
    )


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("_", "-")).strip("-")


# --------------------------------------------------------------------------- writing


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


def write_user_file(path: Path, offers: list[CloudOffer], fx: list[FxRate]) -> None:
    """Write a user price file atomically (temporary file in the same folder, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    doc: dict[str, Any] = {"offerings": [offer_to_yaml_dict(o) for o in offers]}
    if fx:
        doc["fx"] = [
            {k: _yaml_value(v) for k, v in r.model_dump(exclude_none=True).items()} for r in fx
        ]
    text = (
        "# GPU Advisor user price file: rows here override bundled offerings with the same id.\n"
        + yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)
    )
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# --------------------------------------------------------------------------- SkyPilot import

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


def _num(path: Path, line: int, column: str, text: str | None) -> Decimal | None:
    text = (text or "").strip()
    if not text:
        return None
    try:
        value = Decimal(text)
    except InvalidOperation as exc:
        raise CatalogError(
            f"{path}:{line}: column {column} is not a number ({text!r}); fix or remove the row"
        ) from exc
    if value < 0 or not value.is_finite():
        raise CatalogError(f"{path}:{line}: column {column} must be a non-negative number")
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
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh)
            header = list(reader.fieldnames or [])
            rows = [(reader.line_num, row) for row in reader]
    except OSError as exc:
        raise CatalogError(f"{path}: cannot read ({exc.strerror})") from exc
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
    existing, fx = read_user_file(user_file, known_gpu_ids)
    write_user_file(user_file, merge_offers(existing, report.offers), fx)
    return report


__all__ = [
    "CloudOffer",
    "Confidence",
    "Constant",
    "Currency",
    "FxRate",
    "ImportReport",
    "PowerDraw",
    "PriceBasis",
    "PriceBook",
    "PueFigure",
    "RuleOfThumb",
    "ServerPrice",
    "Tariff",
    "TcoInputs",
    "accelerator_gpu_id",
    "import_skypilot",
    "load_price_book",
    "load_tco",
    "merge_offers",
    "parse_skypilot_vms",
    "read_user_file",
    "resolve_provider",
    "write_user_file",
]
