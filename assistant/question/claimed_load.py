"""A load someone claims the hardware holds, doubted, with the real count asked.

"CSDN 说一张 A100 跑 7B 能顶 200 并发，真的假的？按 2k 上下文算能到多少", "a blog says one L40S
serves 300 users of llama 8b, is that true? how many really": the count said is a claim to
check, not a load to size cards for. What is asked is how many users the hardware holds (at the
context said); the claim is kept as the guess the answer sets that count against
(``users_guessed``), and no longest context or batch is read from it. Pure: regular
expressions over the question text, applied to a parsed ``Query``.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_DOUBT_RE = re.compile(
    r"真的假的|是真的吗|真的吗|靠谱吗|可信吗|吹的吧|吹牛|不可能吧|有这么多吗|夸张了吧"
    r"|(?<![a-z])(?:is (?:that|this|it) (?:actually |really )?(?:true|real|legit|right|accurate)"
    r"|really\s*\?|legit\s*\?|no way|too good to be true|sounds? (?:like )?bs|doubt (?:it|that))"
    r"(?![a-z])"
)
"""The claim doubted ("真的假的", "is that true")."""
_COUNT_ASKED_RE = re.compile(
    r"(?:能|可以|实际|实际上|真实|到底)?(?:能)?(?:到|有|跑到|撑到|顶到|扛到|上)\s*(?:多少|几)"
    r"|(?<![a-z])(?:how many (?:can|could|does|would|will) (?:it|they|one|that)"
    r"|how many (?:really|actually|realistically)"
    r"|what(?:'s| is) (?:the )?(?:real|realistic|actual) (?:number|count|concurrency|figure))"
    r"(?![a-z])"
)
"""The real count asked after the doubt ("能到多少", "how many can it really")."""
_LOAD_CLAIM_RE = re.compile(
    r"\d[\d,]*\s*(?:个|路|位)?\s*(?:并发|路|用户|人同时|(?:concurrent\s+)?(?:users?|requests?"
    r"|sessions?|streams?)(?![a-z])|concurrent(?![a-z]))"
)
"""The load claimed ("200 并发", "300 users")."""


def _claim_doubt(folded: str) -> re.Match[str] | None:
    """The doubt said after a load claimed ("能顶 200 并发，真的假的"), or None."""
    doubt = _DOUBT_RE.search(folded)
    if doubt is None or _LOAD_CLAIM_RE.search(folded, 0, doubt.start()) is None:
        return None
    return doubt


def load_claim_doubted(folded: str) -> bool:
    """Whether a load claimed is doubted ("能顶 200 并发，真的假的"): no card is judged."""
    return _claim_doubt(folded) is not None


def claimed_load(query: Query) -> Query:
    """``query`` with a doubted user count read as the guess and the count itself asked."""
    claim = query.users
    if claim is None or not query.gpus or not 2 <= claim <= 10_000:  # a crowd, not a batch of 1
        return query
    text = fold(query.text)
    doubt = _claim_doubt(text)
    if doubt is None:
        return query
    if _COUNT_ASKED_RE.search(text, doubt.end()) is None:
        return query
    update: dict[str, object] = {
        "users": None,
        "users_guessed": claim,
        "asks_capacity": True,
        "asks_load_count": True,
        "asks_max_context": False,
    }
    if query.batch_size == claim:
        update["batch_size"] = None
    return query.model_copy(update=update)


__all__ = ["claimed_load", "load_claim_doubted"]
