"""A slow job's lead when the card itself is asked to be judged faulty: "not by itself" first.

"算家云 4090d 跑 sdxl 才 5 it/s，网上说 4090 有 8 以上，是不是给我的卡有问题", "only 60% of the
published tok/s on my rented L40S — is the card bad?": a speed below someone else's figure does
not by itself prove the card faulty (the setup, the precision, the reference card or its
settings differ more often), so the yes-or-no asked is answered no before the checks that tell.
Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft, say


def slow_fault_judged(draft: Draft, lead: str) -> str:
    """``lead`` with the card's fault answered first, when the question asks it."""
    if not draft.query.fault_asked or draft.verdict is not None:
        return lead
    draft.verdict = "no"
    said = say(
        draft.lang,
        "**Not by itself:** a speed below someone else's figure does not prove the card faulty. ",
        "**单凭速度低于别人的数字，不能断定卡有问题。**",
    )
    return said + lead


__all__ = ["slow_fault_judged"]
