"""A card's figure the user quoted to be confirmed: its field, value and how it was said."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

QuotedField = Literal["memory", "bandwidth", "link", "power"]
Reading = Literal["as_is", "at_least", "about"]


class QuotedFigure(BaseModel):
    """One figure the user put up to be confirmed: its field, its value and how it was said."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    field: QuotedField
    value: float
    """In GB for memory, in GB/s for bandwidth and the link, in W for the board power."""
    reading: Reading


__all__ = ["QuotedField", "QuotedFigure", "Reading"]
