"""The reference model sizes a budget question with no model named is sized on; pure."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from assistant.calc.recommend import Recommendation
from assistant.models import ModelSpec

REFERENCE_SIZES_B = (70.0, 32.0, 13.0, 7.0)
"""Model sizes tried, largest first, when a budget question names no model."""


def largest_that_fits(
    models: Sequence[ModelSpec], run: Callable[[ModelSpec], Recommendation]
) -> tuple[Recommendation, list[str]]:
    """The recommendation for the largest of ``models`` (largest first) the budget can run.

    Returns the recommendation and the ids of the larger models that did not fit.
    """
    missed: list[str] = []
    last: Recommendation | None = None
    for model in models:
        last = run(model)
        if last.pick is not None:
            break
        missed.append(model.id)
    assert last is not None  # noqa: S101 - models is never empty
    return last, missed


__all__ = ["REFERENCE_SIZES_B", "largest_that_fits"]
