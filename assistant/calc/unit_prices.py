"""A quoted offer's price in every unit people ask in: per GPU-hour, per instance-hour, per month.

``price_job`` prices a whole job; people ask "how much per hour?", "per month?", "for a day?".
``unit_prices`` restates one quote in those units, from the same dated price row, so an answer
can lead with the unit asked and still show the others (and say when a GPU is rented only
inside a multi-GPU instance).
"""

from __future__ import annotations

from decimal import Decimal

from pydantic import BaseModel

from assistant.calc.pricing import JobQuote, OfferQuote

HOURS_PER_MONTH = 730
"""A month is 1/12 of a 365-day year (8760 h / 12), the convention cloud bills use."""


class UnitPrices(BaseModel):
    """One offer's prices in each unit, in the quote's currency (None = not quoted)."""

    per_gpu_hour: Decimal | None
    """On-demand price of one GPU for one hour."""
    per_instance_hour: Decimal | None
    """On-demand price of the whole instance for one hour."""
    spot_per_gpu_hour: Decimal | None
    spot_per_instance_hour: Decimal | None
    list_per_gpu_hour: Decimal | None
    """On-demand price of one GPU-hour in the offer's own currency (before conversion)."""
    list_currency: str
    gpus_per_instance: int
    instances: int
    """Instances needed for the GPUs asked (each billed whole)."""
    per_setup_hour: Decimal | None = None
    """On-demand price of all the instances needed, for one hour."""
    spot_per_setup_hour: Decimal | None = None
    per_month: Decimal | None
    """On-demand price of the instances needed, for 730 h."""
    spot_per_month: Decimal | None
    bundled: bool
    """True when the GPU is rented only inside a multi-GPU instance."""
    hours_per_month: int = HOURS_PER_MONTH


def _times(a: Decimal | None, b: Decimal) -> Decimal | None:
    return None if a is None else a * b


def _cents(a: Decimal | None, places: int = 4) -> Decimal | None:
    return None if a is None else round(a, places)


def unit_prices(quote: OfferQuote) -> UnitPrices:
    """Restate ``quote`` per GPU-hour, per instance-hour and per month (730 h)."""
    rate = quote.fx.rate if quote.fx is not None else Decimal(1)
    n = Decimal(quote.gpus_per_instance)
    od_list = quote.price.on_demand_per_hour
    spot_list = quote.price.spot_per_hour
    od_inst = _times(od_list, rate)
    spot_inst = _times(spot_list, rate)
    month = Decimal(HOURS_PER_MONTH * quote.instances)
    return UnitPrices(
        per_gpu_hour=_cents(None if od_inst is None else od_inst / n),
        per_instance_hour=_cents(od_inst),
        spot_per_gpu_hour=_cents(None if spot_inst is None else spot_inst / n),
        spot_per_instance_hour=_cents(spot_inst),
        list_per_gpu_hour=_cents(None if od_list is None else od_list / n),
        list_currency=quote.price.currency,
        gpus_per_instance=quote.gpus_per_instance,
        instances=quote.instances,
        per_setup_hour=_cents(_times(od_inst, Decimal(quote.instances))),
        spot_per_setup_hour=_cents(_times(spot_inst, Decimal(quote.instances))),
        per_month=_cents(_times(od_inst, month), 2),
        spot_per_month=_cents(_times(spot_inst, month), 2),
        bundled=quote.gpus_per_instance > 1,
    )


class PricedQuote(OfferQuote):
    """A quote with its prices restated in each unit."""

    unit_prices: UnitPrices


class PricedJob(JobQuote):
    """A job's quotes, each with its unit prices: what the ``price_job`` tool returns."""

    quotes: list[PricedQuote]  # type: ignore[assignment]


def with_unit_prices(job: JobQuote) -> PricedJob:
    """``job`` with every quote restated per GPU-hour, per instance-hour and per month."""
    quotes = [
        PricedQuote.model_construct(**dict(q), unit_prices=unit_prices(q)) for q in job.quotes
    ]
    return PricedJob.model_construct(**{**dict(job), "quotes": quotes})


__all__ = [
    "HOURS_PER_MONTH",
    "PricedJob",
    "PricedQuote",
    "UnitPrices",
    "unit_prices",
    "with_unit_prices",
]
