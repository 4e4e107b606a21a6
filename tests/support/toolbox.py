"""A Toolbox over the bundled catalog and price book (no index needed)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.question.tools import Toolbox
from tests.support.advisors import KNOWLEDGE, TODAY


@cache
def bundled_toolbox() -> Toolbox:
    """Calculators bound to knowledge/specs, with today fixed; calls are recorded per call."""
    specs = KNOWLEDGE / "specs"
    catalog = load_catalog(specs)
    prices = load_price_book(specs, Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus))
    return Toolbox(catalog, prices, load_tco(specs), TODAY)
