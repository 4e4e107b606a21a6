"""Which price-book offers a price question may quote: one machine, one type, one region.

An offer's region is placed when its row names one (``us-east-1``, ``eastus``, ``China``);
rows priced the same everywhere ("any", "all listed regions") are unplaced and stay in any
region's list, said as such by the quote's region.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from assistant.catalog.offers import CloudOffer

_PLACES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("china", re.compile(r"^(?:china|cn-)", re.I)),
    ("us", re.compile(r"^(?:us-|eastus|westus|centralus|northcentralus|southcentralus)", re.I)),
    ("europe", re.compile(r"^(?:eu-|europe-|westeurope|northeurope|eu\b)", re.I)),
    ("asia", re.compile(r"^(?:ap-|asia-|japan|singapore|southeastasia|eastasia)", re.I)),
)


def offer_place(region: str) -> str | None:
    """The region an offer's row places it in (china, us, europe, asia), else None."""
    return next((place for place, pattern in _PLACES if pattern.search(region.strip())), None)


class OfferNarrowing(Protocol):
    """What narrows the offers: the price job's arguments (``PriceArgs``)."""

    @property
    def count(self) -> int:
        """GPUs used at once."""

    @property
    def one_instance(self) -> bool:
        """Only instances that hold all the GPUs."""

    @property
    def instance_type(self) -> str | None:
        """Only this instance type."""

    @property
    def region(self) -> str | None:
        """Only offers placed in this region, or placed nowhere."""


def narrow_offers(offers: Sequence[CloudOffer], by: OfferNarrowing) -> list[CloudOffer]:
    """The offers a quote may use: whole machines, the type named, the region asked (or none)."""
    kept = [o for o in offers if not by.one_instance or o.gpu_count >= by.count]
    if by.instance_type:
        named = by.instance_type.lower()
        kept = [o for o in kept if o.instance_type.lower() == named]
    if by.region:
        kept = [o for o in kept if offer_place(o.region) in (by.region, None)]
    return kept


__all__ = ["OfferNarrowing", "narrow_offers", "offer_place"]
