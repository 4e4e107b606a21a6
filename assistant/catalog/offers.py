"""Cloud offerings, TCO inputs and FX rates: models, loading, user overrides, writing.

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
they rank with the bundled ones and show ``confidence: user``. ``assistant.skypilot`` imports
SkyPilot catalog files into the user price file.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from datetime import date
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Literal, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field, model_validator

from assistant.catalog.instances import InstanceType, load_instances
from assistant.catalog.names import NameIndex
from assistant.catalog.specs import load_table, read_yaml
from assistant.catalog.strict_yaml import USER_LIMITS, read_text
from assistant.config import get_settings
from assistant.errors import CatalogError
from assistant.models import Strict

Currency = Literal["USD", "CNY"]
FxCurrency = Literal["USD", "CNY", "EUR", "GBP", "JPY", "HKD", "CHF"]
"""Currencies an exchange rate may name: prices are in ``Currency``, a stated sum in any."""
PriceBasis = Literal["instance", "per_gpu", "gpu_addon"]
"""``instance``: price of the whole instance; ``per_gpu``: one GPU-hour (rent any number);
``gpu_addon``: GPUs only, the host VM is billed on top."""
Confidence = Literal["high", "medium", "low", "user"]
Money = Decimal

# Bounds from physical sense, so a typo (or 1e999) is an error at its line, not a ranking.
MAX_GPU_MEMORY_GB = 1024.0
"""The largest accelerator memory sold is 288 GB (B300); 1 TB leaves room for a generation."""
MAX_GPUS_PER_OFFER = 1024
"""The largest rentable instance holds 8-16 GPUs; a quoted pod of 1,024 is generous."""
MAX_HOURLY = Decimal(100_000)
"""An 8-GPU instance lists at about $100 an hour (or ¥800); 100,000 in either currency is absurd."""
MIN_FX_RATE = Decimal("0.0001")
MAX_SERVER_PRICE = Decimal(1_000_000_000)


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
    gpu_memory_gb: float = Field(gt=0, le=MAX_GPU_MEMORY_GB)
    """Memory per GPU in GB (1e9 bytes), as the source gives it."""
    gpu_count: int = Field(ge=1, le=MAX_GPUS_PER_OFFER)
    """GPUs per instance (1 for per-GPU quotes)."""
    vcpus: float | None = Field(default=None, gt=0, le=100_000)
    ram_gib: float | None = Field(default=None, gt=0, le=1_000_000)
    region: str
    currency: Currency
    price_basis: PriceBasis
    on_demand_per_hour: Money | None = Field(default=None, ge=0, le=MAX_HOURLY)
    """Price per instance-hour (per GPU-hour for ``per_gpu``) in ``currency``."""
    spot_per_hour: Money | None = Field(default=None, ge=0, le=MAX_HOURLY)
    reserved_1y_per_hour: Money | None = Field(default=None, ge=0, le=MAX_HOURLY)
    """Hourly price with a one-year commitment (all 8760 hours are paid)."""
    reserved_3y_per_hour: Money | None = Field(default=None, ge=0, le=MAX_HOURLY)
    monthly_price: Money | None = Field(default=None, ge=0, le=MAX_HOURLY * 744)
    """Monthly subscription per instance (包月), whole months billed."""
    yearly_price: Money | None = Field(default=None, ge=0, le=MAX_HOURLY * 8784)
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

    def per_gpu_hour(self, pricing: Literal["on_demand", "spot"] = "on_demand") -> Decimal | None:
        """Price of one GPU-hour in ``currency`` (the hourly price over the GPUs it buys).

        The one place a GPU-hour price is worked out: per-GPU quotes have ``gpu_count`` 1, and
        instance and GPU add-on prices cover all ``gpu_count`` GPUs. None when not quoted.
        """
        price = self.on_demand_per_hour if pricing == "on_demand" else self.spot_per_hour
        return None if price is None else price / self.gpu_count


class FxRate(Strict):
    """One dated exchange rate: 1 ``base`` = ``rate`` ``quote``."""

    id: str
    base: FxCurrency
    quote: FxCurrency
    rate: Decimal = Field(ge=MIN_FX_RATE, le=1 / MIN_FX_RATE)
    """Between 1/10,000 and 10,000: USD/CNY is about 7.1, CNY/USD about 0.14."""
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
    gpu_count: int | None = Field(default=None, ge=1, le=MAX_GPUS_PER_OFFER)
    price: Money = Field(gt=0, le=MAX_SERVER_PRICE)
    price_high: Money | None = Field(default=None, gt=0, le=MAX_SERVER_PRICE)
    currency: Currency
    basis: str
    confidence: Confidence
    system_power_kw: float | None = Field(default=None, gt=0, le=10_000)
    default: bool = False
    """The price used when the user names only a GPU and count."""


class PowerDraw(Strict):
    """Power of one GPU (``scope: gpu``) or one whole system."""

    id: str
    item: str
    gpu_id: str | None = None
    scope: Literal["gpu", "system"]
    watts: float = Field(gt=0, le=1_000_000)
    source: str
    confidence: Confidence
    verified: bool


class PueFigure(_Dated):
    """A data-centre power usage effectiveness figure."""

    id: str
    value: float = Field(ge=1, le=5)
    """PUE is 1.0 at best; the worst surveyed data centres are near 2.5."""
    default: bool = False


class Tariff(_Dated):
    """An electricity price per kWh."""

    id: str
    region: str
    sector: str
    price_per_kwh: Money = Field(gt=0, le=100)
    currency: Currency
    verified: bool
    default: bool = False
    """Default tariff for its currency."""


class RuleOfThumb(_Dated):
    """A rule of thumb from published articles, for answers."""

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
    instances: list[InstanceType] = Field(default_factory=list)
    """Instance types by name (``instances.yaml``): GPUs, host and interconnect of each."""

    def offer(self, ident: str) -> CloudOffer:
        """Return the offer ``ident`` or raise ``UnknownName`` with suggestions."""
        by_id = {o.id: o for o in self.offers}
        return by_id[NameIndex("offering", {i: [] for i in by_id}).resolve(ident)]

    def providers(self) -> NameIndex:
        """Name index over provider names (``aws`` finds ``AWS``, ``suanjia`` finds 算家云)."""
        names: dict[str, list[str]] = {}
        for o in self.offers:
            names.setdefault(o.provider, [_slug(o.provider), *LATIN_NAMES.get(o.provider, ())])
        return NameIndex("provider", names)


LATIN_NAMES = {"算家云": ("suanjia", "suanjiayun"), "晨涧云": ("chenjian", "chenjianyun")}
"""Latin keys of providers the price book names in Chinese only (the question reader's keys)."""


# --------------------------------------------------------------------------- loading

USER_KEYS = ("offerings", "fx")
RowT = TypeVar("RowT", bound=BaseModel)


@lru_cache(maxsize=32)
def _cached_rows(
    path: Path, key: str, model: type[BaseModel], stamp: tuple[int, int]
) -> tuple[BaseModel, ...]:
    return tuple(load_table(path, key, model, root=path.parent.parent))


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
    text = read_text(path, USER_LIMITS.max_bytes)
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
    if not path.exists() and not path.is_symlink():
        return [], []
    data = read_yaml(path, USER_LIMITS)
    if data is None:
        return [], []
    if not isinstance(data, dict) or set(data) - set(USER_KEYS):
        extra = sorted(set(data) - set(USER_KEYS)) if isinstance(data, dict) else []
        raise CatalogError(
            f"{path}:1: a user price file holds only top-level 'offerings:' and 'fx:' lists"
            + (f" (unexpected: {', '.join(map(str, extra))})" if extra else "")
        )
    offers = load_table(path, "offerings", CloudOffer, USER_LIMITS) if "offerings" in data else []
    fx = load_table(path, "fx", FxRate, USER_LIMITS) if "fx" in data else []
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
    instances = load_instances(specs / "instances.yaml")
    if known_gpu_ids is not None:
        _check_instance_gpus(specs / "instances.yaml", instances, known_gpu_ids)
    user_path = user_file if user_file is not None else get_settings().user_prices_file
    user_offers, user_fx = read_user_file(user_path, known_gpu_ids)
    fx_by_id = {r.id: r for r in fx}
    fx_by_id.update({r.id: r for r in user_fx})
    return PriceBook(
        offers=merge_offers(bundled, user_offers),
        fx=list(fx_by_id.values()),
        user_ids=frozenset(o.id for o in user_offers),
        instances=instances,
    )


def _check_instance_gpus(
    path: Path, instances: Iterable[InstanceType], known: Collection[str]
) -> None:
    """An instance row's ``gpu_id`` must be a catalog GPU (or null)."""
    for row in instances:
        if row.gpu_id is not None and row.gpu_id not in known:
            raise CatalogError(
                f"{path}: instance {row.id!r} has unknown gpu_id {row.gpu_id!r};"
                " use an id from gpus.yaml or null"
            )


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().replace("_", "-")).strip("-")


__all__ = [
    "CloudOffer",
    "Confidence",
    "Constant",
    "Currency",
    "FxRate",
    "PowerDraw",
    "PriceBasis",
    "PriceBook",
    "PueFigure",
    "RuleOfThumb",
    "ServerPrice",
    "Tariff",
    "TcoInputs",
    "load_price_book",
    "load_tco",
    "merge_offers",
    "read_user_file",
]
