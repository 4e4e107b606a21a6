"""A stated hourly rent read as the whole machine's when it cannot be one card's.

"vs lambda 8x h100 at $31.92/hr": $31.92 is the 8-GPU instance's hour, $3.99 a GPU; weighed as
one GPU's hour it made renting eight times dearer than it is. For a box of ``MIN_BOX`` or more
cards, a stated rate is read as the box's when it is more than ``BOX_SHARE`` times the dearest
GPU-hour the book has for the card and, split over the cards, is no dearer than that bound. A
rate said for two cards ("2x 3090 at $0.40/hr") is read as each card's, as people quote them.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.calc.unit_prices import PricedJob
from assistant.models import GPUAsk, Query
from assistant.question.plan_cost import price_call
from assistant.question.tools import Toolbox

BOX_SHARE = Decimal(2)
MIN_BOX = 4


def box_rate_per_gpu(stated: Decimal, count: int, book: Sequence[Decimal]) -> Decimal | None:
    """The GPU-hour when ``stated`` reads as ``count`` cards' hour together, else None. Pure."""
    rates = [r for r in book if r > 0]
    if count < MIN_BOX or not rates:
        return None
    bound = BOX_SHARE * max(rates)
    per_gpu = stated / count
    if stated > bound and per_gpu <= bound:
        return per_gpu.quantize(Decimal("0.0001"))
    return None


def stated_per_gpu(query: Query, tools: Toolbox, gpu: GPUAsk, currency: str) -> Decimal | None:
    """The user's stated rent per GPU-hour: as said, or split over the box it was said for."""
    stated = query.rent_rate_stated
    if stated is None or gpu.count < MIN_BOX:
        return stated
    one = GPUAsk(gpu_id=gpu.gpu_id, count=1)
    job = price_call(query, tools, one, 1.0, currency=currency, provider=None).typed(PricedJob)
    book = [q.unit_prices.per_gpu_hour for q in job.quotes] if job is not None else []
    return box_rate_per_gpu(stated, gpu.count, [r for r in book if r is not None]) or stated


__all__ = ["BOX_SHARE", "MIN_BOX", "box_rate_per_gpu", "stated_per_gpu"]
