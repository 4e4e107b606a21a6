"""A media job's count that an earlier reader took for a context length; pure.

"10k SDXL renders", "120k satellite tiles": the "10k" counts the images the job makes or reads.
The shorthand reader saw a length in thousands first ("10k" as 10,000 tokens); once the workload
reader counts those images, the length and its note go: an image or audio job has no context.
"""

from __future__ import annotations

from typing import Any

from assistant.catalog.specs import Catalog
from assistant.messages import table as table_say
from assistant.messages.core import Message
from assistant.question.workload_slots import read_workload


def _said_as(count: int) -> set[int]:
    """The lengths a count in thousands is read as: 10,000 and 10,240 for "10k"."""
    return {count, count // 1000 * 1024}


def read_workload_counted(
    slots: dict[str, Any], assumptions: list[Message], lower: str, orig: str, catalog: Catalog
) -> list[Message]:
    """Read the workload into ``slots``; a count it reads is no context length any more."""
    notes = read_workload({**slots, "_text": lower, "_orig": orig}, catalog, into=slots)
    count, context = slots.get("samples"), slots.get("context_tokens")
    media = slots.get("workload_family") not in (None, "llm")
    if not (media and isinstance(count, int) and context in _said_as(count)):
        return [*assumptions, *notes]
    slots["context_tokens"] = None
    kept = [
        a
        for a in assumptions
        if a.code != table_say.CONTEXT_READ_AS.code or a.params.get("tokens") != context
    ]
    return [*kept, *notes]


__all__ = ["read_workload_counted"]
