"""A card's fan read standing still while the card is hot or busy (``question.fan_reading``)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class FanReading(BaseModel):
    """The fan speed read off a card, with the heat and the draw read beside it."""

    fan_pct: float = Field(ge=0, le=100)
    temp_c: float | None = Field(default=None, gt=0, le=150)
    draw_w: float | None = Field(default=None, gt=0, le=10_000)
    cap_w: float | None = Field(default=None, gt=0, le=10_000)
    """nvidia-smi's Usage/Cap column: the draw, then the limit."""
