"""The first line for a time to first token seen and judged ("首 token 10 秒以上，正常吗"); pure.

The seen TTFT is held against the prompt-reading (prefill) rate the speed estimate gives for the
model on the cards: what a 1,000-token prompt takes, and the prompt length the seen time would
mean. Its other causes (a queue, a cold start, a reasoning model's thinking) follow.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.speed_setup import setup_words
from assistant.calc.rates import SpeedEstimate
from assistant.messages.ttft_seen import (
    CHUNKED_PREFILL_TTFT,
    PREFIX_CACHING_TTFT,
    TTFT_SEEN_FINE,
    TTFT_SEEN_LONG,
)
from assistant.models import ToolCall

SHORT_PROMPT = 1000
"""The prompt length the seen TTFT is first held against (tokens)."""
WELL_ABOVE = 2.0
"""A seen TTFT this many times the short prompt's is judged long."""


def _settings_weighed(draft: Draft) -> str:
    """The serving settings weighed against the wait ("prefix caching 更管用吗"), said first.

    Read off the question's topic words: prefix caching, chunked prefill, either or both.
    """
    terms = set(draft.query.topic_terms)
    said = []
    if {"prefix", "前缀"} & terms and {"caching", "cache", "缓存"} & terms:
        said.append(PREFIX_CACHING_TTFT().render(draft.lang))
    if "chunked" in terms or "分块" in terms:
        said.append(CHUNKED_PREFILL_TTFT().render(draft.lang))
    return " ".join(said) + " " if said else ""


def ttft_seen_lead(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """The TTFT seen against the prefill rate, long or in line; None if none seen or unsized."""
    seen = draft.query.ttft_seen_s
    est = next(
        (e for c in calls if c.tool == "estimate_speed" and (e := c.typed(SpeedEstimate))), None
    )
    if seen is None or est is None or not est.prefill_tokens_per_s:
        return None
    short = SHORT_PROMPT / est.prefill_tokens_per_s
    fine = seen < WELL_ABOVE * short
    draft.verdict = "yes" if fine else "no"
    lead = (TTFT_SEEN_FINE if fine else TTFT_SEEN_LONG)(
        **setup_words(draft, est),
        prefill=est.prefill_tokens_per_s,
        short=short,
        seen=seen,
        implied=seen * est.prefill_tokens_per_s,
    )
    return _settings_weighed(draft) + lead.render(draft.lang)


__all__ = ["ttft_seen_lead"]
