"""The currency an answer's money is said in when the question names none. Pure.

A stated currency ("预算 3w 人民币", "$12k", a tariff in yuan) stands; otherwise a Chinese
question is answered in yuan and any other in US dollars.
"""

from __future__ import annotations

from assistant.models import Query


def reply_currency(query: Query, said: str | None) -> str:
    """``said`` when there is one, else CNY for a Chinese question and USD for any other."""
    return said or ("CNY" if query.language == "zh" else "USD")


__all__ = ["reply_currency"]
