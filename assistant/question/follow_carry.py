"""What a follow-up keeps of the earlier turn beside its slots: a bare count, the candidates.

"8卡训练…" then "那 PP 呢": still that many cards, none named. "4060ti 还是二手3090，预算8000"
then "那要是上到1.6w呢": the cards named are still the options of the decision, now with more
money; a budget cut may put them out of reach, so the pick reopens over every card
(``follow_slots.budget_reopens``), and a follow-up that names cards of its own, or asks
something else, starts afresh.
Pure: reads only the typed requests.
"""

from __future__ import annotations

from typing import Any

from assistant.models import Query


def carry_bare_count(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A count said with no card ("8卡训练…" then "那 PP 呢"): still that many, no card named."""
    if not update["gpus"] and new.bare_count is None and previous.bare_count:
        update["bare_count"] = previous.bare_count


def carry_candidates(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The cards named as the options of a decision stay its options when no card is named.

    Only while the follow-up is still the decision (``recommend``) on the same cards and the
    budget is not cut; a card said to be bought used ("二手3090") is still priced used.
    """
    kept = not new.gpus and [g.gpu_id for g in update["gpus"]] == [g.gpu_id for g in previous.gpus]
    still = update.get("intent") == previous.intent == "recommend" and not _cut(previous, update)
    if previous.named_candidates and new.named_candidates is None and kept and still:
        update["named_candidates"] = previous.named_candidates
        update["used_asked"] = previous.used_asked or new.used_asked


def carry_platforms(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """A Mac weighed against a PC stays weighed while the follow-up is still that pick.

    "macbook or pc for 70b, $3500" then "and it has to be quiet": Apple's chips and the PC cards
    are still both candidates; a follow-up naming cards of its own starts afresh.
    """
    still = update.get("intent") == previous.intent == "recommend" and not new.gpus
    if previous.platforms_weighed and still:
        update["platforms_weighed"] = True


def carry_box(previous: Query, new: Query, update: dict[str, Any], adds: bool) -> None:
    """Cards in one box stay one box, and a card of another kind added to a fit joins its box.

    "biggest model on my 4070 ti super?" then "and with my old 1080 ti in the second slot?": both
    cards hold the model, not a choice between them; "3090 + 3060 in one rig, what fits" then
    "and for qlora?": still that box. ``adds``: the follow-up says its card is one more.
    """
    ids = {g.gpu_id for g in update["gpus"]}
    before = {g.gpu_id for g in previous.gpus}
    kept = previous.gpus_together and not new.gpus
    grown = adds and previous.intent == "fit_check" and bool(before) and before < ids
    if len(ids) >= 2 and (kept or grown):
        update["gpus_together"] = True
    if previous.no_nvlink and not new.gpus and update["gpus"]:
        update["no_nvlink"] = True  # "没有 nvlink 桥" then "换成 qwen 72b 呢": still no bridge


def _cut(previous: Query, update: dict[str, Any]) -> bool:
    """Whether the follow-up lowers the budget (in the same currency)."""
    budget, currency = update.get("budget"), update.get("budget_currency")
    same = currency in (None, previous.budget_currency)
    return previous.budget is not None and budget is not None and same and budget < previous.budget


__all__ = ["carry_bare_count", "carry_box", "carry_candidates", "carry_platforms"]
