"""Readings of ``Query`` about what is loaded on the card at once: adapters, models side by side."""

from __future__ import annotations

from pydantic import BaseModel, Field


class LoadedModels(BaseModel):
    """What stays loaded together (``question.adapters_loaded``, ``question.models_resident``)."""

    adapters_loaded: int | None = Field(default=None, ge=1, le=20)
    """LoRAs loaded on top of the model at inference ("stack two LoRAs on that fp8 model",
    "挂三个 lora 出图"): their weights join the model's in memory, none is trained."""
    models_resident: bool = False
    """The models named are kept loaded at once ("gpt-oss-120b plus whisper side by side",
    "both fit", "同时常驻"): the fit asked is of their sum (``kinds.resident_pair``)."""
