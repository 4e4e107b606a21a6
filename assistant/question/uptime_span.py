"""A month said as an instance kept up ("24/7", "never scaled down") is uptime, not a job.

"Whisper endpoint on a g6.xlarge, never scaled down: per month?" prices 730 hours of the
instance; those hours are not 730 hours of audio to transcribe. The parser says such a span
back with its own note (``ALWAYS_ON_RENTED``); a speech job's volume is never read from it.
"""

from __future__ import annotations

from assistant.messages import owning as owning_say
from assistant.models import Query

_UPTIME_CODES = frozenset({owning_say.ALWAYS_ON_RENTED.code})


def span_is_uptime(query: Query) -> bool:
    """Whether the stated span is the hours an instance stays up (a month round the clock)."""
    return any(a.code in _UPTIME_CODES for a in query.assumptions)


__all__ = ["span_is_uptime"]
