"""A second card named only as the fallback of a fit; no other text read here."""

from __future__ import annotations

import re

_FALLBACK_CARD_RE = re.compile(
    r"\bor (?:do|would|will|should|must) (?:i|we) (?:need|have to (?:get|buy|rent|go)"
    r"|go (?:for|with))\b"
    r"|\bor (?:is|would) (?:an?|the) \S+ (?:needed|required)\b"
    r"|还是(?:得|要|需要|必须|只能)(?:上|换|用|买|租)"
)
"""Another card named as the fallback if the first falls short ("or do I need the H100")."""
_AVOIDED_CARD_RE = re.compile(
    r"\b(?:avoid|skip|without) (?:renting|buying|paying for|needing)\b"
    r"|\binstead of (?:renting|buying|paying for)\b|不想(?:租|买|上)|省得(?:租|买)|免得(?:租|买)"
)
"""The other card is what the asker hopes to do without ("trying to avoid renting an A100")."""
_FITS_ASKED_RE = re.compile(
    r"\b(?:does|do|will|would|can) (?:it|that|this|they|the model|\S+ \S+) (?:fit|run|work)\b"
    r"|\bfits?\b|装得下|放得下|塞得下|跑得动|(?:能|可以)(?:跑|装|放|塞)|够不够|够吗|够用"
)
"""Whether it fits (or runs) is what is asked."""


def fallback_card(folded: str) -> bool:
    """Whether a fit is asked with a later card as its fallback, not as a rival.

    "does it fit on one L40S or do I need the H100" and "两张4090装得下吗，还是得上A100" ask the
    first card's fit; "4090 or 3090, which is faster" weighs the two.
    """
    if _AVOIDED_CARD_RE.search(folded) is not None:  # "…, trying to skip renting an H100"
        return True
    return (
        _FALLBACK_CARD_RE.search(folded) is not None and _FITS_ASKED_RE.search(folded) is not None
    )


__all__ = ["fallback_card"]
