"""Catalog questions answered from the tables: filter and sort GPUs, joined with prices.

"Which GPUs support FP8?", "cheapest GPU with at least 48 GB", "GPUs with NVLink under $2/h",
"most memory under $2 per GPU-hour": a ``GPUFilter`` says what to keep and how to rank, and
``query_gpus`` returns the matching rows, each with the cheapest on-demand price per GPU-hour
in the price book (``CloudOffer.per_gpu_hour``) so a row can cite its spec and its price.

Ranking rules: ``cheapest`` ranks by price per GPU-hour when the question is about renting
(a ceiling per hour, or ``by_rent``), else by purchase price (the catalog's launch or street
price), cards with no price last; ``most_memory`` by memory; ``fastest`` by dense BF16 TFLOPS;
``best_value`` by memory per dollar of purchase price; a list with a bandwidth floor by
bandwidth, one with a TFLOPS floor by TFLOPS, any other list by memory, then name.
Modified boards are listed only when asked for, and Apple silicon Macs only for Apple.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.calc.money import cheapest_per_gpu_hour, convert, fx_rate
from assistant.calc.power import gpus_on_psu
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import table as say
from assistant.models import GPU, ChinaStatus, Feature, Objective, Segment, SpecField

SortKey = Literal[
    "memory", "purchase_price", "gpu_hour_price", "bf16_tflops", "memory_per_usd", "bandwidth"
]


class GPUFilter(BaseModel):
    """What a catalog question keeps and how it ranks the rest."""

    features: list[Feature] = Field(default_factory=list)
    """Capabilities every row must have."""
    excluded_features: list[Feature] = Field(default_factory=list)
    """Capabilities no row may have."""
    min_memory_gb: float | None = None
    memory_over_gb: float | None = None
    """Memory per GPU rows must exceed, as the user stated it ("over 100GB")."""
    memory_gb: float | None = None
    """Exact memory per GPU (GB); rows within 0.5 GB match."""
    segment: Segment | None = None
    vendor: str | None = None
    """Maker as the catalog spells it (``NVIDIA``, ``AMD``); case-insensitive."""
    max_per_gpu_hour: Decimal | None = None
    """Price ceiling per GPU-hour, in ``currency``; rows with no price are dropped."""
    max_purchase_usd: Decimal | None = None
    objective: Objective | None = None
    by_rent: bool = False
    """Rank ``cheapest`` by rental price per GPU-hour instead of purchase price."""
    include_unofficial: bool = False
    """Also list modified boards (the China-market 48 GB RTX 4090); off unless asked."""
    max_board_power_w: float | None = None
    """Board power ceiling (W); rows with no board power recorded are dropped."""
    psu_w: float | None = Field(default=None, gt=0, le=20_000)
    """The PSU the card must run on (W, "keeping my 850W PSU"): a board power ceiling of what
    it carries beside a CPU and the rest of the build (``gpus_on_psu``)."""
    max_slots: float | None = None
    """Card width ceiling in slots (the reference card's); rows with no width are dropped."""
    china_sale: bool = False
    """Only cards that can be bought legally in mainland China (``GPU.china_status`` set and
    not ``restricted``)."""
    domestic: bool = False
    """Only cards made in China (``GPU.china_status`` ``domestic``: Ascend and the like)."""
    gpu_ids: list[str] = Field(default_factory=list)
    """Only these cards (a spec question about one named card)."""
    fields: list[SpecField] = Field(default_factory=list)
    """The specs asked of a named card (memory, bandwidth, TFLOPS, board power)."""
    architecture: str | None = None
    """Architecture or generation, matched at the start of ``GPU.architecture`` ignoring case
    and spaces ("Blackwell" keeps "Blackwell GB202" and "Blackwell Ultra", "RDNA3" "RDNA 3")."""
    min_bandwidth_gb_s: float | None = None
    """Least memory bandwidth (GB/s)."""
    min_tflops: float | None = None
    """Least dense BF16 TFLOPS; rows with no figure recorded are dropped."""


class CatalogQuery(GPUFilter):
    """A filter plus the currency prices are shown in: the ``query_catalog`` tool's arguments."""

    model_config = ConfigDict(extra="forbid")

    currency: Currency = "USD"


class CatalogRow(BaseModel):
    """One GPU that matched, with the fields people filter on and its cheapest rental price."""

    gpu_id: str
    name: str
    vendor: str
    segment: Segment
    memory_gb: float
    """On-board memory, GB = 1e9 bytes."""
    bf16_tflops: float | None
    supports_fp8: bool
    supports_bf16: bool
    nvlink: bool
    purchase_price_usd: Decimal | None
    price_basis: str | None
    used_price_usd: Decimal | None = None
    """A dated used-market price of a card also sold new."""
    used_price_basis: str | None = None
    """Where ``used_price_usd`` comes from: its date, range and source."""
    per_gpu_hour: Decimal | None
    """Cheapest on-demand price of one GPU-hour in the price book, in the result's currency."""
    offer_id: str | None
    provider: str | None
    gpus_per_instance: int | None
    """GPUs in the instance that price comes from (8 for an AWS p4de)."""
    price_as_of: date | None
    price_confidence: str | None
    memory_type: str = ""
    memory_bandwidth_gb_s: float = 0.0
    fp8_tflops: float | None = None
    tdp_w: float | None = None
    """Board power (W); a whole computer's wall maximum when ``whole_computer``."""
    compute_capability: str | None = None
    """NVIDIA CUDA compute capability ("8.9"); None for other makers' chips."""
    whole_computer: bool = False
    """The row is a whole computer (Apple silicon): ``tdp_w`` is measured at the wall."""
    form_factor: str = ""
    interconnect: str = ""
    interconnect_gb_s: float = 0.0
    china_status: ChinaStatus | None = None
    purchase_price: Decimal | None = None
    """``purchase_price_usd`` in the result's currency, when that is not USD."""
    purchase_fx_rate: Decimal | None = None
    """The dated rate used for ``purchase_price``: 1 USD = this many of the result's currency."""


class CatalogResult(BaseModel):
    """The rows that matched, ranked, and how they were ranked."""

    rows: list[CatalogRow]
    count: int
    """How many GPUs matched (all rows are returned; composers show the top ones)."""
    sort: SortKey
    currency: Currency
    assumptions: list[Message] = Field(default_factory=list)
    usd_rate: Decimal | None = None
    """1 USD in ``currency`` when that is not USD: a price stated in it set against dollars."""


def _full_rate_fp16(capability: str | None) -> bool:
    """Whether an NVIDIA compute capability runs FP16 at least at the FP32 rate."""
    return capability is None or not (capability.startswith("5.") or capability == "6.1")


def _flash_attention(gpu: GPU) -> bool:
    """Whether FlashAttention-2 runs on ``gpu``: NVIDIA sm80+, AMD Instinct CDNA2 or CDNA3."""
    if gpu.vendor.lower() == "nvidia":
        cc = gpu.compute_capability
        return cc is not None and float(cc) >= 8.0
    return gpu.architecture.lower().startswith(("cdna2", "cdna 2", "cdna3", "cdna 3"))


def has_feature(gpu: GPU, feature: Feature) -> bool:
    """Whether ``gpu`` has ``feature`` by its catalog fields (FP4 = Blackwell or newer)."""
    form = gpu.form_factor.lower()
    flags = {
        "fp8": gpu.supports_fp8,
        "bf16": gpu.supports_bf16,
        # FP16 at full rate: not on Maxwell or on Pascal's GP102-GP107 (compute 6.1: 1/64 of FP32)
        "fp16": gpu.vendor.lower() != "nvidia" or _full_rate_fp16(gpu.compute_capability),
        "nvlink": gpu.nvlink,
        "sxm": "sxm" in form or "oam" in form,
        "pcie": "pcie" in form,
        # FP4 tensor math arrived with Blackwell (NVIDIA) and CDNA4 (AMD MI350 series)
        "fp4": gpu.architecture.lower().startswith(("blackwell", "rubin", "cdna4")),
        # MIG: NVIDIA A100/A30 (Ampere GA100) and later data-center parts, not consumer cards
        "mig": gpu.vendor.lower() == "nvidia"
        and gpu.segment == "datacenter"
        and gpu.architecture.lower().startswith(("ampere ga100", "hopper", "blackwell")),
        "ecc": gpu.segment != "consumer",
        "low_profile": "low-profile" in form or "low profile" in form,
        # FlashAttention-2: NVIDIA compute capability 8.0+ (Ampere, Ada, Hopper, Blackwell) and
        # AMD Instinct CDNA2/CDNA3 through ROCm (Dao-AILab flash-attention README)
        "flash_attention": _flash_attention(gpu),
        # its own fans: a passive server card or a module needs a server's loud airflow
        "quiet": not any(w in form for w in ("passive", "sxm", "oam", "module")),
    }
    return flags[feature]


def _row(gpu: GPU, cheapest: tuple[Decimal, CloudOffer] | None) -> CatalogRow:
    price, offer = cheapest if cheapest else (None, None)
    return CatalogRow(
        gpu_id=gpu.id,
        name=gpu.name,
        vendor=gpu.vendor,
        segment=gpu.segment,
        memory_gb=gpu.memory_gb,
        bf16_tflops=gpu.bf16_tflops,
        supports_fp8=gpu.supports_fp8,
        supports_bf16=gpu.supports_bf16,
        nvlink=gpu.nvlink,
        purchase_price_usd=gpu.launch_price_usd,
        used_price_usd=gpu.used_price_usd,
        used_price_basis=gpu.used_price_basis,
        price_basis=gpu.price_basis,
        per_gpu_hour=None if price is None else round(price, 4),
        offer_id=offer.id if offer else None,
        provider=offer.provider if offer else None,
        gpus_per_instance=offer.gpu_count if offer else None,
        price_as_of=offer.as_of if offer else None,
        price_confidence=offer.confidence if offer else None,
        memory_type=gpu.memory_type,
        memory_bandwidth_gb_s=gpu.memory_bandwidth_gb_s,
        fp8_tflops=gpu.fp8_tflops,
        tdp_w=gpu.tdp_w,
        compute_capability=gpu.compute_capability,
        whole_computer=gpu.unified_memory_gb is not None,
        form_factor=gpu.form_factor,
        interconnect=gpu.interconnect,
        interconnect_gb_s=gpu.interconnect_gb_s,
        china_status=gpu.china_status,
    )


def _squeezed(text: str) -> str:
    return "".join(text.lower().split())


def _memory_ok(memory: float, f: GPUFilter) -> bool:
    """The memory asked: at least, more than (as stated), or exactly (within 0.5 GB)."""
    if f.min_memory_gb is not None and memory < f.min_memory_gb:
        return False
    if f.memory_over_gb is not None and memory <= f.memory_over_gb:
        return False
    return f.memory_gb is None or abs(memory - f.memory_gb) <= 0.5


def board_cap(f: GPUFilter) -> float | None:
    """The board-power ceiling, W: the one stated, or what the stated PSU carries if lower."""
    carried = gpus_on_psu(f.psu_w) if f.psu_w is not None else None
    caps = [w for w in (f.max_board_power_w, carried) if w is not None]
    return min(caps) if caps else None


def _board_ok(gpu: GPU, f: GPUFilter) -> bool:
    """Within the board-power and width ceilings (a row without the figure is not)."""
    cap = board_cap(f)
    if cap is not None and (gpu.tdp_w is None or gpu.tdp_w > cap):
        return False
    return f.max_slots is None or (gpu.slots is not None and gpu.slots <= f.max_slots)


def _keeps(gpu: GPU, f: GPUFilter) -> bool:
    if f.gpu_ids:
        return gpu.id in f.gpu_ids
    if gpu.unofficial and not f.include_unofficial:
        return False
    if not _board_ok(gpu, f):
        return False
    if f.architecture is not None and not _squeezed(gpu.architecture).startswith(
        _squeezed(f.architecture)
    ):
        return False
    if f.min_bandwidth_gb_s is not None and gpu.memory_bandwidth_gb_s < f.min_bandwidth_gb_s:
        return False
    if f.min_tflops is not None and (gpu.bf16_tflops is None or gpu.bf16_tflops < f.min_tflops):
        return False
    if f.china_sale and gpu.china_status in (None, "restricted"):
        return False
    if f.domestic and gpu.china_status != "domestic":
        return False
    # a Mac is a computer, not a card: listed when the question is about Apple
    if gpu.unified_memory_gb is not None and (f.vendor or "").lower() != "apple":
        return False
    if any(not has_feature(gpu, x) for x in f.features):
        return False
    if any(has_feature(gpu, x) for x in f.excluded_features):
        return False
    if not _memory_ok(gpu.memory_gb, f):
        return False
    if f.segment is not None and gpu.segment != f.segment:
        return False
    if f.vendor is not None and gpu.vendor.lower() != f.vendor.lower():
        return False
    price = gpu.launch_price_usd
    return f.max_purchase_usd is None or (price is not None and price <= f.max_purchase_usd)


def sort_key_for(f: GPUFilter) -> SortKey:
    """How the rows are ranked for this filter (see the module docstring)."""
    if f.objective == "cheapest":
        return "gpu_hour_price" if f.by_rent or f.max_per_gpu_hour else "purchase_price"
    if f.objective == "fastest":
        return "bf16_tflops"
    if f.objective == "best_value":
        return "memory_per_usd"
    if f.min_bandwidth_gb_s is not None:
        return "bandwidth"
    if f.min_tflops is not None:
        return "bf16_tflops"
    return "memory"


def _rank(row: CatalogRow, key: SortKey) -> tuple[float, float, str]:
    missing = float("inf")
    if key == "purchase_price":
        primary = float(row.purchase_price_usd) if row.purchase_price_usd else missing
    elif key == "gpu_hour_price":
        primary = float(row.per_gpu_hour) if row.per_gpu_hour is not None else missing
    elif key == "bf16_tflops":
        primary = -(row.bf16_tflops or 0.0)
    elif key == "bandwidth":
        primary = -row.memory_bandwidth_gb_s
    elif key == "memory_per_usd":
        price = row.purchase_price_usd
        primary = -row.memory_gb / float(price) if price else missing
    else:
        primary = -row.memory_gb
    return primary, -row.memory_gb, row.name


def query_gpus(
    gpus: Iterable[GPU],
    offers: Iterable[CloudOffer],
    f: GPUFilter,
    *,
    currency: Currency = "USD",
    fx: Iterable[FxRate] = (),
) -> CatalogResult:
    """The GPUs that pass ``f``, ranked, each joined with its cheapest price per GPU-hour.

    Args:
        gpus: catalog rows to search.
        offers: the price book; only on-demand prices of rankable offers are used.
        f: what to keep and how to rank.
        currency: currency of ``per_gpu_hour`` and of ``f.max_per_gpu_hour``.
        fx: exchange rates for offers quoted in another currency.

    Returns:
        Every matching row (ranked), the count and the sort key used.
    """
    rates = list(fx)
    by_gpu: dict[str, list[CloudOffer]] = {}
    for offer in offers:
        if offer.gpu_id is not None:
            by_gpu.setdefault(offer.gpu_id, []).append(offer)
    rows = []
    ceiling = f.max_per_gpu_hour
    for gpu in gpus:
        if not _keeps(gpu, f):
            continue
        row = _row(gpu, cheapest_per_gpu_hour(by_gpu.get(gpu.id, []), currency, rates))
        if currency != "USD" and row.purchase_price_usd is not None and rates:
            price, used = convert(row.purchase_price_usd, "USD", currency, rates)
            if used is not None:
                row = row.model_copy(
                    update={"purchase_price": price, "purchase_fx_rate": used.rate}
                )
        if ceiling is not None and (row.per_gpu_hour is None or row.per_gpu_hour > ceiling):
            continue
        rows.append(row)
    key = sort_key_for(f)
    rows.sort(key=lambda r: _rank(r, key))
    notes: list[Message] = []
    if key == "purchase_price":
        notes.append(say.CHEAPEST_BY_PURCHASE())
    if key == "gpu_hour_price" or ceiling is not None:
        notes.append(say.GPU_HOUR_FORMULA())
    return CatalogResult(
        rows=rows,
        count=len(rows),
        sort=key,
        currency=currency,
        assumptions=notes,
        usd_rate=_usd_rate(currency, rates),
    )


def _usd_rate(currency: Currency, rates: list[FxRate]) -> Decimal | None:
    """1 USD in ``currency`` (None for USD, or when no rate is known)."""
    try:
        used = fx_rate("USD", currency, rates)
    except UsageError:
        return None
    return used.rate if used is not None else None


__all__ = [
    "CatalogQuery",
    "CatalogResult",
    "CatalogRow",
    "GPUFilter",
    "has_feature",
    "query_gpus",
    "sort_key_for",
]
