"""Cloud instance types named in a question ("p5", "p4d.24xlarge", "a2-highgpu-1g") as GPUs.

People who rent by instance ask about the instance, not the GPU: "AWS 上 p5 一小时多少钱？".
The price book knows which GPU and how many each instance type holds; a family name ("p5")
stands for its largest member (the 8-GPU p5.48xlarge), the one the family is known for.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from assistant.catalog.offers import CloudOffer
from assistant.models import GPUAsk

_WORD_RE = re.compile(r"[a-z0-9][a-z0-9._-]*[a-z0-9]")


def instance_named(
    text: str, offers: Iterable[CloudOffer], provider: str | None = None
) -> GPUAsk | None:
    """The GPUs of the instance type ``text`` names (whole name or dotted family), or None.

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
    return GPUAsk(gpu_id=best.gpu_id, count=best.gpu_count)


__all__ = ["instance_named"]
