"""What a price answer is about, as names a quoted sentence must hold; pure.

A price is asked of a card, often at a named provider ("算家云 5090 按小时多少钱"). A guide
passage may share the question's words ("小时", "price") and still be about something else (why
Aliyun publishes no price table, an MI300X on Azure). ``Draft.subject`` holds one group of
names per thing asked about, and ``Draft.explain`` quotes only sentences naming every group.
"""

from __future__ import annotations

import re

from assistant.answer.compose import PROVIDER_NAMES, Draft
from assistant.rag.lexical import tokenize

_VAGUE = frozenset({"cloud", "compute", "engine", "ai", "standard", "nvidia", "geforce", "rtx"})
"""Words of provider and card names that name nothing alone ("Oracle Cloud", "GeForce")."""
_NOT_A_CARD_RE = re.compile(r"^(?:\d+(?:\.\d+)?g(?:b)?|sxm\d*|pcie\d*|nvl\d*|v\d+)$")
"""Tokens of a card's name that do not tell it apart: its memory size, form factor, a version."""


def provider_names(key: str) -> frozenset[str]:
    """A provider's key and names as tokens, Chinese names whole ("算家云", "runpod")."""
    en, zh = PROVIDER_NAMES.get(key, (key, key))
    names = {t for t in tokenize(f"{key} {en}") if t.isascii() and len(t) > 1}
    names |= {zh.lower()} if not zh.isascii() else {t for t in tokenize(zh) if len(t) > 1}
    return frozenset(names - _VAGUE)


def card_names(draft: Draft, gpu_id: str, instance_type: str | None = None) -> frozenset[str]:
    """A card's telling tokens ("5090", "h100"), and those of the instance type asked."""
    gpu = draft.catalog.gpus.get(gpu_id)
    spelled = [gpu.name, *gpu.aliases] if gpu is not None else [gpu_id]
    words = {t for name in spelled for t in tokenize(name) if re.search(r"\d", t)}
    if instance_type:
        words |= {t for t in tokenize(instance_type) if len(t) > 2}
    return frozenset(w for w in words if not _NOT_A_CARD_RE.match(w) and w not in _VAGUE)


RENTAL_WORDS = frozenset(
    """hour hours hourly gpu-hour gpu-hours on-demand spot rent rents rented renting rental
    h 小时 按量 租 竞价 抢占""".split()
)
"""Words of a rental price: a price answer from the price book quotes no purchase price."""


def price_subject(
    draft: Draft, gpu_id: str | None, provider: str | None, instance_type: str | None = None
) -> tuple[frozenset[str], ...]:
    """The groups a price answer's quote must name: the provider, the card, and renting."""
    groups = [RENTAL_WORDS]
    if provider:
        groups.append(provider_names(provider))
    if gpu_id:
        groups.append(card_names(draft, gpu_id, instance_type))
    return tuple(g for g in groups if g)


__all__ = ["RENTAL_WORDS", "card_names", "price_subject", "provider_names"]
