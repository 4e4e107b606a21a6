"""How much more one card rents for than another, said first when the gap is asked. Pure.

"4090 和 3090 租的话差价多少", "how much more is an a100 80gb per hour than the 40gb": both
cards are priced (their cheapest on-demand listings), and the first line gives the difference
per GPU-hour and the ratio, before each card's own price.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, money
from assistant.answer.compose_price import provider_name_of
from assistant.calc.unit_prices import PricedJob
from assistant.messages.price_gap import CLOUD_GAP_LINE, PRICE_GAP_LINE
from assistant.models import ToolCall


def _cheapest(call: ToolCall) -> tuple[str, float, str] | None:
    """The card, its cheapest on-demand GPU-hour and the currency, or None when unpriced."""
    job = call.typed(PricedJob)
    if job is None or not job.quotes or job.rank_by == "spot":
        return None
    hourly = job.quotes[0].unit_prices.per_gpu_hour
    gpu = call.input.get("gpu")
    if hourly is None or not gpu:
        return None
    return str(gpu), float(hourly), job.currency


def price_gap_line(draft: Draft, first: ToolCall, second: ToolCall) -> str | None:
    """The gap between the two cards' cheapest rents per GPU-hour, or None when one is unpriced."""
    a, b = _cheapest(first), _cheapest(second)
    if a is None or b is None or a[2] != b[2] or a[0] == b[0] or min(a[1], b[1]) <= 0:
        return None
    dearer, cheaper = (a, b) if a[1] >= b[1] else (b, a)
    return PRICE_GAP_LINE(
        dearer=draft.gpu_name(dearer[0]),
        cheaper=draft.gpu_name(cheaper[0]),
        gap=money(dearer[1] - cheaper[1], dearer[2]),
        ratio=dearer[1] / cheaper[1],
    ).render(draft.lang)


def cloud_gap_line(draft: Draft, first: ToolCall, second: ToolCall) -> str | None:
    """Which of two clouds rents the same card for less, or None when one is unpriced.

    "runpod vs lambda for an h100": the first line names the cheaper cloud with both rents.
    """
    a, b = _cheapest(first), _cheapest(second)
    clouds = first.input.get("provider"), second.input.get("provider")
    if a is None or b is None or a[2] != b[2] or a[0] != b[0] or None in clouds:
        return None
    if clouds[0] == clouds[1] or min(a[1], b[1]) <= 0 or a[1] == b[1]:
        return None
    pair = sorted(zip((a, b), clouds, strict=True), key=lambda x: x[0][1])
    (cheap, cheap_cloud), (dear, dear_cloud) = pair
    return CLOUD_GAP_LINE(
        cheaper=provider_name_of(str(cheap_cloud), draft.lang),
        dearer=provider_name_of(str(dear_cloud), draft.lang),
        gpu=draft.gpu_name(cheap[0]),
        low=money(cheap[1], cheap[2]),
        high=money(dear[1], dear[2]),
        share=1 - cheap[1] / dear[1],
    ).render(draft.lang)


__all__ = ["cloud_gap_line", "price_gap_line"]
