"""The first line for the GPUs a tool lists on a machine, against the cards sold; pure.

"租了台号称 8 卡 a100 的机器，nvidia-smi 里只列出 7 张，lspci 能看到第 8 张，要退吗": the
count listed (``TestResult.listed``) set against the cards sold (the count stated with the
card): fewer is not what was paid for (yes to taking it up when keep-or-return is asked); the
PCI bus still listing the card says the driver failed to bring it up.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import cards_listed as msg
from assistant.models import GPU, TestResult


def listing_lead(draft: Draft, result: TestResult, sold: int, card: GPU) -> bool:
    """The cards listed against ``sold``; False when no count was read.

    ``sold`` is 0 when no count was stated with the card; more listed than sold (or none sold
    said) leaves the lead to the general check.
    """
    listed = result.listed
    if listed is None or listed > sold or sold == 0:
        return False
    name = draft.gpu_name(card.id)
    if listed >= sold:
        draft.verdict = "yes"
        draft.add(msg.LISTED_ALL(listed=listed, sold=sold, gpu=name).render(draft.lang))
        return True
    missing = sold - listed
    values: dict[str, str | int] = dict(listed=listed, sold=sold, gpu=name, missing=missing)
    if result.give_back_asked:
        draft.verdict = "yes"
        lead = msg.LISTED_SHORT_RETURN(**values)
    else:
        draft.verdict = "no"
        lead = msg.LISTED_SHORT(**values)
    draft.add(lead.render(draft.lang))
    why = msg.LISTED_ON_BUS if result.on_bus else msg.LISTED_HIDDEN
    draft.add(why().render(draft.lang))
    return True


__all__ = ["listing_lead"]
