"""A tool names another card than the one sold, a card the catalog lacks: "no" leads. Pure.

"ebay 'RTX A6000' shows up as `Quadro RTX 8000` in nvidia-smi with 46080MiB … both are 48gb, is
it?", "买的 A6000，nvidia-smi 显示 Quadro RTX 6000": the name read off the card answers the doubt
before any figure does; a memory total that fits the card sold does not make it that card. The
figures read are then judged against the sold card's own, and the command that proves it given.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.troubleshoot import ReadingCheck
from assistant.messages import shown_card as msg
from assistant.messages import verify as verify_msg
from assistant.models import ToolCall


def shown_card_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """No (another card) first, when a tool named one in place of the card sold."""
    shown = draft.query.shown_card
    if shown is None or not draft.query.gpus:
        return False
    sold = draft.gpu_name(draft.query.gpus[0].gpu_id)
    # "was i ripped off?": yes; "is it the same card?": no
    fraud = draft.query.fraud_asked
    draft.verdict = "yes" if fraud else "no"
    lead = msg.SHOWN_FRAUD if fraud else msg.SHOWN_NOT_SOLD
    draft.add(lead(shown=shown, sold=sold).render(draft.lang))
    checks = (c.typed(ReadingCheck) for c in calls if c.tool == "check_memory_reading")
    check = next((c for c in checks if c is not None), None)
    if check is not None:
        said: dict[str, str | float] = dict(
            reading=f"{check.stated:,g} {check.unit}",
            sold=sold,
            low=check.low_gib,
            high=check.high_gib,
        )
        template = msg.SHOWN_MEMORY_ALIKE if check.matches else msg.SHOWN_MEMORY_SHORT
        draft.add(template(**said).render(draft.lang))
    command = f'gpu-advisor verify --expect "{sold}"'
    draft.add(verify_msg.DIFFERENT_CARDS_CHECK(command=command).render(draft.lang))
    return True


__all__ = ["shown_card_lead"]
