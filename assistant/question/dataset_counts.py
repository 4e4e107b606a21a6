"""A dataset named with a count beside it that rounds its size ("coco 11.8 万张"); pure.

The count the user says is the one the job runs; the dataset's exact size is said beside it.
"""

from __future__ import annotations

from assistant.catalog.datasets import DatasetSpec
from assistant.messages.core import Message
from assistant.messages.media_jobs import DATASET_READ, DATASET_READ_STATED


def rounds_dataset(dataset: DatasetSpec, stated: int | None) -> bool:
    """A count said beside the dataset that rounds its size ("coco 11.8 万张"), within 5%."""
    return bool(stated) and abs((stated or 0) - dataset.images) <= dataset.images / 20


def dataset_read(dataset: DatasetSpec, images: int) -> Message:
    """The dataset's size as read; the rounded count said beside it, the count the job runs."""
    if images != dataset.images:
        return DATASET_READ_STATED(
            name=dataset.name, images=dataset.images, stated=images, source=dataset.source
        )
    return DATASET_READ(name=dataset.name, images=images, source=dataset.source)


__all__ = ["dataset_read", "rounds_dataset"]
