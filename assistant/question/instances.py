"""Cloud instance types named in a question ("p5", "g6e.12xlarge", "ND H100 v5", "gn8is") as GPUs.

People who rent by instance ask about the instance, not the GPU: "AWS 上 p5 一小时多少钱？",
"what is in a g6e.12xlarge", "gn8is 是什么卡". The instance table (``instances.yaml``) and the
price book know which GPU and how many each type holds; a family name ("p5", "gn8is") stands
for its ``family_default`` member (the 8-GPU p5.48xlarge), the one the family is known for.

``find_instance`` reads a question and returns the ``Instance`` it names (shape and the cheapest
listed price), ``instance_gpus`` only its GPUs; ``instance_named`` is the older lookup over the
price book's instance types alone.
"""

from __future__ import annotations

import difflib
import re
import weakref
from collections.abc import Iterable
from datetime import date
from decimal import Decimal
from functools import lru_cache

from pydantic import BaseModel

from assistant.catalog.instances import InstanceType
from assistant.catalog.offers import CloudOffer, PriceBook
from assistant.errors import UsageError
from assistant.messages import NOTHING
from assistant.messages import failures as fail
from assistant.messages import hardware as hw
from assistant.models import GPUAsk

_WORD_RE = re.compile(r"[a-z0-9][a-z0-9._-]*[a-z0-9]")
_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*[a-z0-9]$")
"""An instance name that is one word (marketplace quotes like "(per GPU)" are not names)."""


class Instance(BaseModel):
    """An instance type: its GPUs, host, interconnect and cheapest listed on-demand price."""

    provider: str
    name: str
    family: str | None
    gpu_id: str | None
    """GPU id in the catalog; None when the GPU is not in it."""
    gpu_name: str
    gpu_count: int
    gpu_memory_gb: float
    """Memory per GPU, GB as the provider states it."""
    total_gpu_memory_gb: float
    """``gpu_count`` x ``gpu_memory_gb``."""
    vcpus: float | None
    ram_gib: float | None
    interconnect: str | None
    price_per_hour: Decimal | None
    """Cheapest on-demand price of the whole instance per hour in ``currency``; None = none."""
    currency: str | None
    price_region: str | None
    price_as_of: date | None
    price_source: str | None
    offer_id: str | None
    """The offerings.yaml row the price comes from (None for a list price in the table)."""
    source: str
    as_of: date | None
    verified: bool
    notes: str | None
    matched: str
    """The words of the question that named it."""
    by_family: bool
    """True when a family name matched and its default member answers."""
    family_gpu_counts: list[int] = []
    """GPUs per instance across the family's listed shapes, ascending (a family name only)."""
    family_largest: str | None = None
    """The family's shape with the most GPUs (a family name only)."""


_TYPE_NAME_RE = re.compile(
    # a reading with its unit is no type: "63.0c", "339.0w", "1.5ghz" (a rocm-smi row pasted)
    r"^(?!\d+\.\d+(?:c|w|v|a|mhz|ghz|gb|gib|mib|tb)$)(?=.*\d)(?=.*[a-z])[a-z0-9]+(?:[._][a-z0-9]+)+$"
    # a family and card prefix before the size: "p6-b300.48xlarge"
    r"|^[a-z]{1,3}\d{1,2}[a-z]{0,2}-[a-z]{1,3}\d{2,4}[a-z]?(?:[._][a-z0-9]+)+$"
)


def shaped_like_a_type_name(word: str) -> bool:
    """Whether a folded word has an instance type's shape ("g5.xlarge", "bm.gpu.h100.8").

    Letters and digits joined by dots or underscores; the table decides the rest. Hyphens do
    not count ("zero-3" and "8-gpu" are not instance names), except in a family and card
    prefix before the size ("p6-b300.48xlarge").
    """
    return _TYPE_NAME_RE.match(word) is not None


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text.lower()).strip()


def _from_offer(offer: CloudOffer) -> InstanceType:
    """An instance-table row built from a price-book row (shape only)."""
    slug = re.sub(r"[^a-z0-9.-]+", "-", f"{offer.provider}-{offer.instance_type}".lower())
    return InstanceType(
        id=slug.strip("-") or "offer",
        provider=offer.provider,
        name=offer.instance_type,
        family=offer.instance_type.split(".")[0] if "." in offer.instance_type else None,
        gpu_id=offer.gpu_id,
        gpu_name=offer.gpu_name,
        gpu_count=offer.gpu_count,
        gpu_memory_gb=offer.gpu_memory_gb,
        vcpus=offer.vcpus,
        ram_gib=offer.ram_gib,
        source=offer.source,
        as_of=offer.as_of,
        verified=offer.confidence == "high",
        notes=f"shape from price row {offer.id}",
    )


_ROWS_OF: dict[int, tuple[weakref.ref[PriceBook], tuple[InstanceType, ...]]] = {}
"""Each price book's rows, built once: a book is frozen, and every question looks them up."""


def instance_rows(book: PriceBook) -> list[InstanceType]:
    """The instance table plus one row per priced instance type it does not list."""
    held = _ROWS_OF.get(id(book))
    if held is not None and held[0]() is book:
        return list(held[1])
    rows = _rows_of(book)
    _ROWS_OF[id(book)] = (weakref.ref(book), tuple(rows))
    return rows


def _rows_of(book: PriceBook) -> list[InstanceType]:
    rows = list(book.instances)
    known = {(r.provider.lower(), r.name.lower()) for r in rows}
    for offer in book.offers:
        key = (offer.provider.lower(), offer.instance_type.lower())
        if key in known or not _NAME_RE.match(offer.instance_type.lower()):
            continue
        known.add(key)
        rows.append(_from_offer(offer))
    return rows


def _names(row: InstanceType) -> tuple[str, ...]:
    """Folded spellings of the type itself (not its family)."""
    return _spellings(row.name, tuple(row.aliases))


@lru_cache(maxsize=4096)
def _spellings(name: str, aliases: tuple[str, ...]) -> tuple[str, ...]:
    name = name.lower()
    out = [name, *(a.lower() for a in aliases)]
    for prefix in ("standard_", "ecs."):
        if name.startswith(prefix):
            out.append(name.removeprefix(prefix))
    return tuple(_fold(n) for n in out)


def _hits(key: str, folded: str, words: set[str]) -> bool:
    if " " not in key:
        return key in words
    parts = r"[\s_-]*".join(re.escape(p) for p in key.split(" "))
    return re.search(rf"(?<![a-z0-9]){parts}(?![a-z0-9])", folded) is not None


_COMPACT_MIN = 8
"""A name written without its separators ("NC24ads A100 v4" for Standard_NC24ads_A100_v4) is
matched only when this long: shorter compact names ("p5", "g5xlarge") would match inside words."""


def _compact(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


_compact_name = lru_cache(maxsize=4096)(_compact)
"""``_compact`` of a table name: the same few hundred names, every question."""


def _family_keys(family: str, prefixed: bool) -> list[str]:
    """The family's name, and its first part ("g2" of "g2-standard") when a provider is named."""
    head = family.split("-")[0] if "-" in family else ""
    return [family, head] if prefixed and len(head) >= 2 and re.search(r"\d", head) else [family]


def _match(
    text: str, rows: Iterable[InstanceType], prefixed: bool = False
) -> tuple[InstanceType, str, bool] | None:
    """The row ``text`` names, the words that named it, and whether by family.

    ``prefixed``: a provider was named, so a family's first part ("gcp g2") names it too.
    """
    folded = _fold(text)
    words = set(_WORD_RE.findall(folded))
    words |= {w[4:] for w in words if w.startswith("ecs.")}  # "ecs.gn8is": Aliyun's family
    squeezed = _compact(folded)
    # (two types said, "a2-ultragpu-8g … or a2-ultragpu-1g x8": the one said first is asked)
    best: tuple[int, int, int, InstanceType, str, bool] | None = None
    for row in rows:
        for key in _names(row):
            compact = _compact_name(key)
            loose = len(compact) >= _COMPACT_MIN and compact in squeezed
            if _hits(key, folded, words) or loose:
                cand = (2, len(key), -folded.find(key), row, key, False)
                best = cand if best is None or cand[:3] > best[:3] else best
        family = _fold(row.family) if row.family else None
        for key in _family_keys(family, prefixed) if family else []:
            if _hits(key, folded, words):
                rank = 1 if row.family_default else 0
                cand = (rank, row.gpu_count, 0, row, key, True)
                best = cand if best is None or cand[:3] > best[:3] else best
    if best is None:
        return _by_head(words, rows)
    return best[3], best[4], best[5]


_HEAD_MIN = 5
"""A name's first part names it alone ("NC96ads" for Standard_NC96ads_A100_v4) when this long."""


def _by_head(
    words: set[str], rows: Iterable[InstanceType]
) -> tuple[InstanceType, str, bool] | None:
    """The one row whose name's first part or size part the text says, or None.

    "NC96ads 那个呢" (the first part after the provider's prefix, with letters and digits);
    "最小的 c4g1.xlarge 呢" (the size after the family). Said by two types, it names neither.
    """
    named: dict[str, list[InstanceType]] = {}
    for row in rows:
        bare = row.name.lower().removeprefix("standard_").removeprefix("ecs.")
        head = re.split(r"[_.\-]", bare)[0]
        if len(head) >= _HEAD_MIN and re.search(r"\d", head) and head in words:
            named.setdefault(head, []).append(row)
        # the size after the family ("c4g1.xlarge" of ecs.gn6i-c4g1.xlarge), said alone
        tail = bare.split("-", 1)[1] if "-" in bare and "." in bare.split("-", 1)[1] else ""
        if len(tail) >= _HEAD_MIN and tail in words:
            named.setdefault(tail, []).append(row)
    if len(named) != 1:
        return None
    head, found = next(iter(named.items()))
    return (found[0], head, False) if len(found) == 1 else None


def _cheapest(row: InstanceType, offers: Iterable[CloudOffer]) -> CloudOffer | None:
    same = [
        o
        for o in offers
        if o.instance_type.lower() == row.name.lower()
        and o.provider.lower() == row.provider.lower()
        and o.on_demand_per_hour is not None
        and o.price_basis == "instance"
    ]
    return min(same, key=lambda o: (o.currency != "USD", o.on_demand_per_hour), default=None)


def describe(row: InstanceType, book: PriceBook, matched: str, by_family: bool) -> Instance:
    """The ``Instance`` for a table row, with the cheapest on-demand price the book lists."""
    offer = _cheapest(row, book.offers)
    price, currency, region, as_of, source = (
        (offer.on_demand_per_hour, offer.currency, offer.region, offer.as_of, offer.source)
        if offer is not None
        else (row.price_per_hour, row.currency, row.price_region, row.price_as_of, row.price_source)
    )
    return Instance(
        provider=row.provider,
        name=row.name,
        family=row.family,
        gpu_id=row.gpu_id,
        gpu_name=row.gpu_name,
        gpu_count=row.gpu_count,
        gpu_memory_gb=row.gpu_memory_gb,
        total_gpu_memory_gb=round(row.gpu_count * row.gpu_memory_gb, 1),
        vcpus=row.vcpus,
        ram_gib=row.ram_gib,
        interconnect=row.interconnect,
        price_per_hour=price,
        currency=currency,
        price_region=region,
        price_as_of=as_of,
        price_source=source,
        offer_id=offer.id if offer is not None else None,
        source=row.source,
        as_of=row.as_of,
        verified=row.verified,
        notes=row.notes,
        matched=matched,
        by_family=by_family,
    )


def find_instance(text: str, book: PriceBook, provider: str | None = None) -> Instance | None:
    """The instance type ``text`` names ("g6e.12xlarge", "ND H100 v5", "gn8is"), or None.

    Args:
        text: a question or a bare name.
        book: the price book (its instance table and offers).
        provider: a provider already read from the question (``aws``); other providers' types
            are skipped.
    """
    rows = instance_rows(book)
    if provider:
        rows = [r for r in rows if provider.lower() in r.provider.lower()]
    found = _match(text, rows, prefixed=bool(provider))
    if found is None:
        return None
    described = describe(found[0], book, found[1], found[2])
    if not described.by_family or found[0].family is None:
        return described
    family, provider_name = _fold(found[0].family), found[0].provider.lower()
    members = [
        r
        for r in rows
        if r.family and _fold(r.family) == family and r.provider.lower() == provider_name
    ]
    largest = max(members, key=lambda r: r.gpu_count)
    counts = sorted({r.gpu_count for r in members})
    return described.model_copy(
        update={"family_gpu_counts": counts, "family_largest": largest.name}
    )


def family_member_with(
    name: str, gpu_count: int, book: PriceBook, provider: str | None = None
) -> str | None:
    """The type of ``name``'s family with ``gpu_count`` GPUs ("那 8 卡那个规格呢"), or None.

    After "ecs.gn8is-4x.16xlarge", a bare "8 卡" asks about the same family's 8-GPU type.
    """
    rows = instance_rows(book)
    row = next((r for r in rows if r.name.lower() == name.lower()), None)
    if row is None or row.family is None or row.gpu_count == gpu_count:
        return None
    members = [
        r
        for r in rows
        if r.family
        and _fold(r.family) == _fold(row.family)
        and r.provider.lower() == row.provider.lower()
        and r.gpu_count == gpu_count
        and (provider is None or provider.lower() in r.provider.lower())
    ]
    return min(members, key=lambda r: len(r.name)).name if members else None


def instance_gpus(text: str, book: PriceBook, provider: str | None = None) -> GPUAsk | None:
    """The GPUs of the instance type ``text`` names, or None (also when its GPU is unknown)."""
    found = find_instance(text, book, provider)
    if found is None or found.gpu_id is None:
        return None
    return GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)


def instance_by_name(name: str, book: PriceBook, provider: str | None = None) -> Instance:
    """The instance type called ``name``; ``UsageError`` with 'did you mean' when unknown."""
    found = find_instance(name, book, provider)
    if found is not None:
        return found
    spellings = {k: r.name for r in instance_rows(book) for k in _names(r)}
    # "GN10X" of a table holding GN10Xp: the family whose name is closest is offered too
    rows = [
        r for r in instance_rows(book) if not provider or provider.lower() in r.provider.lower()
    ]
    families = {_fold(r.family): r.family for r in rows if r.family}
    spellings = {**families, **spellings}
    close = difflib.get_close_matches(_fold(name), list(spellings), n=3, cutoff=0.6)
    listed = ", ".join(repr(spellings[c]) for c in dict.fromkeys(close))
    hint = fail.DID_YOU_MEAN(listed=listed) if listed else NOTHING()
    raise UsageError(hw.UNKNOWN_INSTANCE(name=name, hint=hint))


def instance_named(
    text: str, offers: Iterable[CloudOffer], provider: str | None = None
) -> GPUAsk | None:
    """The GPUs of the instance type ``text`` names (whole name or dotted family), or None.

    The lookup over the price book's instance types alone (``instance_gpus`` also reads the
    instance table).

    Args:
        text: the question.
        offers: the price book.
        provider: a provider key already read from the question (``aws``); offers of other
            providers are skipped.
    """
    words = set(_WORD_RE.findall(text.lower()))
    best: CloudOffer | None = None
    for offer in offers:
        if offer.gpu_id is None or offer.exclude_from_ranking:
            continue
        if provider and provider.lower() not in offer.provider.lower():
            continue
        name = offer.instance_type.lower()
        family = name.split(".")[0] if "." in name else None
        if name in words or (family is not None and family in words):
            if best is None or offer.gpu_count > best.gpu_count:
                best = offer
    if best is None or best.gpu_id is None:
        return None
    return GPUAsk(gpu_id=best.gpu_id, count=best.gpu_count, count_stated=True)


__all__ = [
    "family_member_with",
    "Instance",
    "describe",
    "find_instance",
    "instance_by_name",
    "instance_gpus",
    "instance_named",
    "instance_rows",
    "shaped_like_a_type_name",
]
