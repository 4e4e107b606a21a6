"""Two cards set against each other for a job said by kind ("for local llms", "llama.cpp mostly").

"4090 vs 5090 for local llms — is the extra 8gb and bandwidth worth +$800?", "7900 xtx vs used
3090, same price here, llama.cpp mostly": the figures and prices said are reasons weighed for the
job, so the answer is the comparison on it, not the two cards' spec or price rows. Pure: the
slots read so far and regular expressions over the folded text.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.llm_words import llm_said
from assistant.question.spec_premise import figures_asked

_SET_AGAINST_RE = re.compile(r"(?<![a-z])(?:vs\.?|versus|or)(?![a-z])|还是|对比|相比|比起|[和跟与]")
"""The cards set against each other ("4090 vs 5090", "7900xtx 还是 3090")."""
_WORTH_RE = re.compile(r"(?<![a-z])(?:worth|justif\w*)(?![a-z])|值不值|值得|划算")
"""The figures weighed against a price ("is the extra bandwidth worth +$800"), not looked up."""


def weighed_for_a_job(slots: dict[str, Any], folded: str) -> bool:
    """Whether two or more cards are weighed against each other for LLMs or a named runtime.

    Their figures asked as such ("1080ti和2080ti带宽分别多少，跑llm差别大吗") are rows looked up,
    unless what they are worth is asked.
    """
    cards = {g.gpu_id for g in slots.get("gpus") or []}
    job = llm_said(folded) or slots.get("engine") is not None
    looked_up = figures_asked(folded) and _WORTH_RE.search(folded) is None
    return len(cards) >= 2 and job and not looked_up and _SET_AGAINST_RE.search(folded) is not None


__all__ = ["weighed_for_a_job"]
