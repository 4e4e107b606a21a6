"""Readings of ``Query`` about adapters loaded beside the model at inference."""

from __future__ import annotations

from pydantic import BaseModel, Field


class AdapterReadings(BaseModel):
    """LoRA adapters stacked on a model that is run, not trained (``question.adapters_loaded``)."""

    adapters_loaded: int | None = Field(default=None, ge=1, le=20)
    """LoRAs loaded on top of the model at inference ("stack two LoRAs on that fp8 model",
    "挂三个 lora 出图"): their weights join the model's in memory, none is trained."""
