"""A card's core clock read off it under load, below its maximum (``question.clock_reading``)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class ClockReading(BaseModel):
    """The SM clock read, the maximum set against it, and the core temperature read beside."""

    sm_mhz: float = Field(gt=0, le=10_000)
    max_mhz: float | None = Field(default=None, gt=0, le=10_000)
    """The card's maximum SM clock as read or said ("max is 1755")."""
    temp_c: float | None = Field(default=None, gt=0, le=150)
