"""Models people ask about that the calculators do not size (``uncatalogued.yaml``).

Each row names a model with its published size, release and source, so an answer can say first
that it is not in the catalog and size the closest catalogued model of its family as a labelled
stand-in, instead of reading its family word as the family's catalogued member ("flux kontext"
as FLUX.1 [dev]). Rows are validated like every other spec table (file, line and fix).
"""

from __future__ import annotations

import re
from datetime import date
from functools import cache
from typing import Literal

from pydantic import Field, field_validator

from assistant.models import MAX_PARAMS_B, Strict

UncataloguedKind = Literal["llm", "image", "video", "vision", "speech"]
"""The family a stand-in is chosen from."""


class UncataloguedModel(Strict):
    """One model the calculators do not size: its names, kind and published size."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    aliases: tuple[str, ...] = ()
    kind: UncataloguedKind
    params_b: float = Field(gt=0, le=MAX_PARAMS_B)
    """Published parameters in billions (total, for a mixture of experts)."""
    active_b: float | None = Field(default=None, gt=0, le=MAX_PARAMS_B)
    """Parameters active per token, for a mixture of experts."""
    released: str = Field(pattern=r"^\d{4}-\d{2}(?:-\d{2})?$")
    """Release day or month, ISO ("2025-06-26", "2024-11")."""
    source: str = Field(min_length=1)

    @field_validator("released", mode="before")
    @classmethod
    def _iso(cls, value: object) -> object:
        """A day YAML read as a date is kept as its ISO text."""
        return value.isoformat() if isinstance(value, date) else value

    def size(self, lang: str) -> str:
        """Its published size as people quote it ("48B total, 3B active", "12B")."""
        if self.active_b is None:
            return f"{self.params_b:g}B"
        if lang == "zh":
            return f"总参数 {self.params_b:g}B，激活 {self.active_b:g}B"
        return f"{self.params_b:g}B total, {self.active_b:g}B active"


@cache
def alias_pattern(row: UncataloguedModel) -> re.Pattern[str]:
    """One pattern over a row's name and aliases, lower case; separators between parts optional."""
    alts = []
    for alias in sorted([row.name, *row.aliases], key=len, reverse=True):
        parts = [re.escape(p) for p in re.split(r"[\s._-]+", alias.lower()) if p]
        alts.append(r"[\s._-]*".join(parts) if alias[:1].isalpha() else re.escape(alias.lower()))
    # a name joined on past the alias ("hunyuan-large-vision-1.5") is another model's
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(alts) + r")(?![._-]?[a-z0-9])")


__all__ = ["UncataloguedKind", "UncataloguedModel", "alias_pattern"]
