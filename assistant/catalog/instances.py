"""Cloud instance types by name: the GPUs, host and interconnect inside each one.

``knowledge/specs/instances.yaml`` lists instance types people name in questions ("g6e.12xlarge",
"ND H100 v5", "ecs.gn7i-c8g1.2xlarge", "GN10Xp.20XLARGE320"), one row per type, with the
provider's published shape. Prices live in ``offerings.yaml``; a row may carry a list price of
its own when no offering has one, always with its date and source.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

from pydantic import Field, model_validator

from assistant.catalog.specs import load_table
from assistant.models import Strict

InstanceCurrency = str
"""Currency code of a list price (``USD``, ``CNY``)."""


class InstanceType(Strict):
    """One instance type as the provider documents it."""

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9.-]*$")
    """Stable slug ``provider-name``."""
    provider: str
    name: str
    """The type as the provider spells it (``g6e.12xlarge``, ``Standard_ND96isr_H100_v5``)."""
    aliases: list[str] = Field(default_factory=list)
    """Other names people use (``ND H100 v5``); matched as whole words."""
    family: str | None = None
    """The family a bare name means (``gn7i``, ``p5``); its ``family_default`` member answers."""
    family_default: bool = False
    gpu_id: str | None
    """GPU id from ``gpus.yaml``; None when the GPU is not in the catalog."""
    gpu_name: str
    gpu_count: int = Field(ge=1)
    gpu_memory_gb: float = Field(gt=0)
    """Memory per GPU in GB as the provider states it."""
    vcpus: float | None = Field(default=None, gt=0)
    ram_gib: float | None = Field(default=None, gt=0)
    interconnect: str | None = None
    """GPU-to-GPU link and network as the provider names them."""
    price_per_hour: Decimal | None = Field(default=None, ge=0)
    """On-demand list price per instance-hour, when published and not in the offerings."""
    currency: InstanceCurrency | None = None
    price_region: str | None = None
    price_as_of: date | None = None
    price_source: str | None = None
    source: str = Field(min_length=3)
    as_of: date
    verified: bool = False
    """True when every figure was seen in the source named."""
    notes: str | None = None

    @model_validator(mode="after")
    def _priced_with_date_and_source(self) -> InstanceType:
        if self.price_per_hour is not None and not (
            self.currency and self.price_as_of and self.price_source
        ):
            raise ValueError("a price needs currency, price_as_of and price_source")
        return self


def load_instances(path: Path) -> list[InstanceType]:
    """The instance-type table at ``path`` (empty when the file does not exist)."""
    if not path.is_file():
        return []
    return load_table(path, "instances", InstanceType)


__all__ = ["InstanceType", "load_instances"]
