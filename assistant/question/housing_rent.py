"""Rent of a home, not of a GPU: "my landlord wants to raise rent 8%", "房东要涨房租"; pure.

"rent" and "租" are words of this domain (renting cards), so a question about a flat's rent
would read as on topic and be answered from the rental guides. Housing named with no other
word of the domain is off topic; "my landlord won't let me run a 3 kW rig" names the rig and
stays a question of the domain.
"""

from __future__ import annotations

import re

from assistant.question.intent_cues import DOMAIN_RE

_HOUSING_RE = re.compile(
    r"(?<![a-z])(?:landlords?|landlady|tenants?|tenancy|apartments?|condos?|eviction|evicted"
    r"|security deposit|rent (?:increase|hike|control|strike)|roommates?)(?![a-z])"
    r"|房东|租客|房租|租房|押金|物业费|二房东|合租|整租"
)
_RENT_WORDS_RE = re.compile(r"(?<![a-z])(?:rent\w*|lease\w*|buy\w*)(?![a-z])|租|买")
"""The domain's words a home's rent shares: set aside before the domain is looked for."""


def housing_rent_only(folded: str) -> bool:
    """Whether a home's rent or tenancy is the subject, with nothing else of the domain said."""
    if _HOUSING_RE.search(folded) is None:
        return False
    return DOMAIN_RE.search(_RENT_WORDS_RE.sub(" ", _HOUSING_RE.sub(" ", folded))) is None


__all__ = ["housing_rent_only"]
