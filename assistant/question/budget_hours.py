"""A sum set against rented hours: the hours it buys, or whether a job's hours fit it; pure.

"$500 in credits, how many H100 hours is that on Lambda vs Nebius": the hours the sum buys at
each cloud's rate (``bought``). "budget €2,000, the run needs ~300 H100-hours, does that fit
on Nebius?": the job's hours priced at the cloud's rate and set against the sum, a yes or no
(``fits``). Either is a price asked, never a card to buy or a model's memory fit.
"""

from __future__ import annotations

import re

from assistant.models import Intent

_HOURS_ASKED_RE = re.compile(
    r"(?<![a-z])how many (?:[\w.-]+\s+){0,3}?(?:gpu[\s-]?)?(?:hours|hrs)(?![a-z])"
    r"|(?<![a-z])how (?:long|much time) (?:will|would|does|do|can|could) (?:that|it|this)"
    r" (?:buy|get|last)(?![a-z])"
    r"|(?:能|可以|够)(?:租|用|跑)?(?:多少|几)(?:个)?(?:小时|卡时)"
)
"""The hours a sum buys asked ("how many H100 hours is that", "能租多少小时")."""
_FITS_RE = re.compile(
    r"(?<![a-z])(?:fits?|within|afford|enough|cover(?:s|ed)?)(?![a-z])"
    r"|够不够|够吗|够用|超(?:出)?预算|预算(?:内|之内)"
)
"""A sum weighed against what a job needs ("does that fit", "within budget", "够不够")."""


def budget_hours_intent(intent: Intent, lower: str, slots: dict[str, object]) -> Intent:
    """A price when a rented sum is set against hours (sets ``budget_hours``), else ``intent``."""
    if slots.get("budget") is None or slots.get("budget_kind") == "buy" or not slots.get("gpus"):
        return intent
    if slots.get("job_gpu_hours") is None and _HOURS_ASKED_RE.search(lower):
        weighed = "bought"
    elif slots.get("job_gpu_hours") is not None and _FITS_RE.search(lower):
        weighed = "fits"
    else:
        return intent
    slots.update(budget_hours=weighed, answer_asked="price", asks_gpu_count=False)
    return "cost"


__all__ = ["budget_hours_intent"]
