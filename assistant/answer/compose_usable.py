"""The first line for "how much of this card's memory can a model use" (``usable_memory``).

The size sold, the capacity in GB, what the driver, a desktop and the CUDA context hold back
and what is left, all from the ``usable_memory`` tool's output.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, say
from assistant.answer.compose_trouble import command_quotes
from assistant.calc.usable_memory import UsableMemory
from assistant.messages import usable as msg
from assistant.models import ToolCall


def usable_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """State the card's usable memory; False when no ``usable_memory`` call answered."""
    found = [c.typed(UsableMemory) for c in calls if c.tool == "usable_memory"]
    usable = next((u for u in found if u is not None), None)
    if usable is None:
        return False
    name = draft.gpu_name(usable.gpu_id)
    lead = msg.USABLE(
        gpu=name,
        usable=usable.usable_gb,
        usable_gib=usable.usable_gib,
        sold=usable.sold_gb,
        capacity=usable.capacity_gb,
        reserve=usable.reserve_gb,
        context=usable.context_gb,
    )
    draft.add(lead.render(draft.lang))
    if usable.desktop_gb:
        extra = msg.USABLE_DESKTOP(desktop=usable.desktop_gb, headless=usable.headless_gib)
        draft.add(extra.render(draft.lang))
    quotes = command_quotes(draft, "verify", 1, (" is normal", "正常"), False)
    if quotes:  # the guide's reading of memory figures ("a 24 GB card … 23 GB free is normal")
        draft.add(say(draft.lang, "**Check it yourself:** ", "**自己核对：**") + quotes[0])
    return True


__all__ = ["usable_lead"]
