"""A rent the user states beside a price asked with no span ("our h100 reservation at $2.10/hr").

"B200 per GPU-hour across providers? we pay $2.10/hr for H100s", "runpod charges $0.74/hr for a
3090, is that cheap?": the rate is what the book's price is weighed against. With no span to
total (``kinds.price_stated`` totals one), the card asked's cheapest on-demand GPU-hour is set
beside the rate: how much more or less, and the ratio. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.calc.unit_prices import PricedJob
from assistant.messages import stated_rent as stated_say
from assistant.models import ToolCall


def stated_rate_line(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """The book's cheapest GPU-hour for the first card priced against the stated rate, or None."""
    rate = draft.query.rent_rate_stated
    if rate is None or rate <= 0 or draft.query.instance_named is not None:
        return None
    priced = (c for c in calls if c.tool == "price_job" and c.input.get("gpu"))
    main = next((c for c in priced if c.output.get("quotes")), None)  # at the cloud, else any
    job = main.typed(PricedJob) if main is not None else None
    if main is None or job is None or not job.quotes or job.rank_by == "spot":
        return None
    hourly = job.quotes[0].unit_prices.per_gpu_hour
    if hourly is None or hourly <= 0:
        return None
    book, cur = Decimal(str(hourly)), job.currency
    gpu = draft.gpu_name(str(main.input["gpu"]))
    said = dict(
        rate=money(rate, cur), gpu=gpu, book=money(book, cur), gap=money(abs(book - rate), cur)
    )
    if book >= rate:
        line = stated_say.STATED_RATE_BELOW_BOOK(**said, ratio=float(book / rate))
    else:
        line = stated_say.STATED_RATE_ABOVE_BOOK(**said, share=float(book / rate))
    return line.render(draft.lang)


__all__ = ["stated_rate_line"]
