"""Public datasets named as a training job's size (``datasets.yaml``).

Each row gives a dataset's training images as its publisher or the training framework's dataset
file states them, with the source, so "YOLOv8x on Objects365" is timed on 1.74M images per
epoch. Rows are validated like every other spec table (file, line and fix).
"""

from __future__ import annotations

import re
from datetime import date
from functools import cache

from pydantic import Field

from assistant.models import Strict

MAX_DATASET_IMAGES = 10**10
"""More images than any public dataset holds: a typo."""


class DatasetSpec(Strict):
    """One public dataset: its names and the images in its training split."""

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    aliases: tuple[str, ...] = ()
    images: int = Field(gt=0, le=MAX_DATASET_IMAGES)
    """Images in the training split."""
    recipes: tuple[str, ...] = ()
    """Published training recipes run on this dataset ("DeiT": ViTs on ImageNet-1k): a recipe
    named with no dataset trains on the recipe's own."""
    source: str = Field(min_length=1)
    as_of: date


@cache
def dataset_pattern(row: DatasetSpec) -> re.Pattern[str]:
    """One pattern over a row's id, name, aliases and recipes, lower case; separators optional."""
    alts = []
    names = {row.id, row.name.lower(), *row.aliases, *row.recipes}
    for alias in sorted(names, key=len, reverse=True):
        parts = [re.escape(p) for p in re.split(r"[\s._-]+", alias.lower()) if p]
        alts.append(r"[\s._-]*".join(parts))
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(alts) + r")(?![a-z0-9])")


def named_dataset(text: str, rows: dict[str, DatasetSpec]) -> DatasetSpec | None:
    """The dataset a folded question names, earliest first; None when it names none."""
    found = [(m.start(), row) for row in rows.values() if (m := dataset_pattern(row).search(text))]
    return min(found, key=lambda f: f[0])[1] if found else None


__all__ = ["DatasetSpec", "dataset_pattern", "named_dataset"]
