"""A fault read on a card already in use, the next step asked: a trouble, not a purchase check.

"training throughput on our 8x H100 dropped 40% overnight, `HW Slowdown: Active` on GPU3. what
now?", "Pending Page Blacklist: Yes … on an A100 we own. safe to keep training?": the card is
the user's own and working, nothing was bought, rented or promised, and what is asked is what to
do about the fault. The reading still leads the answer (the troubleshoot kind judges it first,
as verify would), but the question is troubleshooting's: the job slowed by a throttle, the card
with memory errors. A card just bought or rented, or one put up to be returned, stays a check.
Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.health_readings import return_asked
from assistant.question.text import fold

_NEXT_STEP_RE = re.compile(
    r"\bwhat now\b|\bwhat (?:do|should|can) (?:i|we) do\b|\bwhat next\b|\bnext steps?\b"
    r"|\bsafe to (?:keep|continue)\b|\bkeep (?:training|running|using)\b"
    r"|\bcontinue (?:training|running|using)\b|怎么办|咋办|下一步|该怎么处理"
    r"|(?:还能|可以|能不能)继续(?:跑|训练|用)|继续(?:跑|训练|用)(?:吗|么|嘛)"
)
"""What to do next with the card asked ("what now?", "safe to keep training?", "怎么办")."""
_DROP_RE = re.compile(
    r"\bdrop(?:ped|s)?\b|\bfell\b|\bslow(?:er|ed)?\b|\bhalved\b|\btanked\b|下降|掉了|变慢|慢了"
)
"""A job said to have slowed ("throughput dropped 40%", "变慢了")."""
_FAULT_TESTS = frozenset({"ecc", "remapped_rows"})
"""Counters read off the card with errors: its memory at fault."""


def _own_in_use(query: Query) -> bool:
    """The user's own card, not one got from a seller or a provider, nor one to give back."""
    if query.where != "own" or query.provider is not None or query.used_asked:
        return False
    bought = bool(query.card_offer) or query.fraud_asked or query.shown_doubted
    return not bought and not return_asked(query.text)


def read_in_use_fault(query: Query) -> Query:
    """``query`` read as the trouble a fault reading on one's own card asks to be fixed."""
    if query.trouble != "verify" or not _own_in_use(query):
        return query
    folded = fold(query.text)
    if _NEXT_STEP_RE.search(folded) is None:
        return query
    result = query.test_result
    counted = result is not None and result.test in _FAULT_TESTS and result.errors
    if counted:  # the memory's errors counted: a card fault, the counter judged first
        return query.model_copy(update={"trouble": "gpu_fault", "kind": None})
    if query.health_check == "slowdown" and _DROP_RE.search(folded):
        return query.model_copy(update={"trouble": "slow", "slowed_by_it": True, "kind": None})
    return query


__all__ = ["read_in_use_fault"]
