"""A speed seen after the fault was found and fixed, asked to be judged: a speed question.

"ok found it, the card was stuck in P8. after fixing I get 110 tok/s — is that about right for
an 8b q4?", "驱动重装好了，现在 95 tok/s，这个速度对吗": the earlier symptom is told as the past,
so the turn no longer reports a fault to troubleshoot or a reading to verify; it asks whether the
speed now is what the card should give. The speed kind answers with its estimate, the rate seen
beside it. Pure: regular expressions over the folded question text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.media_seen import JUDGED_RE
from assistant.question.rate_judged import own_rate
from assistant.question.text import fold

_FIXED_RE = re.compile(
    r"(?<![a-z])(?:after|since|once) (?:fixing|i fixed|we fixed|the fix|that fix|the change)"
    r"|(?<![a-z])(?:fixed|solved|sorted|resolved) (?:it|that|this|the (?:issue|problem))"
    r"|(?:修好|解决|搞定|弄好|改好|重装好|调好)(?:了|之后|以后|后)"
)
"""A fault said to be fixed ("after fixing", "fixed it", "修好了", "解决之后")."""


_STILL_RE = re.compile(r"(?<![a-z])still(?![a-z])|还是(?:一样|只有|很慢|慢|才)|仍然|依然|照样")
"""The trouble said to go on after the fix ("still only 40 tok/s", "还是只有")."""


def read_fixed_rate(query: Query) -> Query:
    """A decode rate seen after a fix and judged: the speed asked, the rate seen beside it."""
    sized = query.model_id is not None or query.params_b is not None
    if not sized or len({g.gpu_id for g in query.gpus}) != 1 or query.workload_id is not None:
        return query
    folded = fold(query.text)
    if query.fix_failed or _STILL_RE.search(folded):  # "after fixing it, still 40 tok/s"
        return query  # the fix did not work: the trouble goes on
    if _FIXED_RE.search(folded) is None or JUDGED_RE.search(folded) is None:
        return query
    seen = own_rate(folded)
    if seen is None:
        return query
    update: dict[str, object] = {
        "task": None,
        "trouble": None,
        "health_check": None,
        "intent": "speed",
        "observed_tokens_per_s": seen,
    }
    return query.model_copy(update=update)


__all__ = ["read_fixed_rate"]
