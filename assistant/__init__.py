"""GPU Advisor: cited answers about GPUs, servers and cloud instances for AI work.

The public API; heavy parts (the index, the embedding model) load on first use only, so
``import assistant`` stays cheap for the calculators.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from assistant.calc.compare import compare_gpus
from assistant.calc.pricing import price_job
from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.calc.speed import SpeedEstimate, estimate_speed
from assistant.calc.tco import rent_vs_buy
from assistant.catalog.specs import load_catalog
from assistant.errors import AssistantError, CatalogError, IndexUnavailable, UnknownName, UsageError
from assistant.models import GPU, Answer, Citation, ModelSpec, Query, ToolCall

if TYPE_CHECKING:
    from assistant.advisor import Advisor, QueryOverrides, get_advisor

_LAZY = {"Advisor": "advisor", "QueryOverrides": "advisor", "get_advisor": "advisor"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module 'assistant' has no attribute {name!r}")


def ask(question: str) -> Answer:
    """Answer ``question`` with the process-wide advisor (loads the index on first use)."""
    from assistant.advisor import get_advisor

    return get_advisor().ask(question)


__all__ = [
    "GPU",
    "Advisor",
    "Answer",
    "AssistantError",
    "CatalogError",
    "Citation",
    "IndexUnavailable",
    "MemoryEstimate",
    "ModelSpec",
    "Query",
    "QueryOverrides",
    "SpeedEstimate",
    "ToolCall",
    "UnknownName",
    "UsageError",
    "Workload",
    "ask",
    "compare_gpus",
    "estimate_memory",
    "estimate_speed",
    "get_advisor",
    "load_catalog",
    "price_job",
    "rent_vs_buy",
]
