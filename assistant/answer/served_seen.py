"""A serving benchmark's total output rate judged against the total at its concurrency.

"benchmark_serving … 1,100 output tok/s at 64 concurrency. right range?" (read by
``question.served_seen``): the estimate was run at that many sequences decoded together, so the
figure seen is set against the batch's total, not one sequence's speed. The lead says both
numbers and whether the one seen is in range; the verdict carries the same judgement.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.answer.speed_setup import setup_words
from assistant.calc.rates import SpeedEstimate
from assistant.messages import speed_seen as msg
from assistant.models import Query

SERVED_IN_LINE = 0.6
"""A total seen at 60% of the estimate or more is in range (the estimate assumes the engine's
tuned kernels; the benchmark's prompt mix and scheduler take their share)."""
SERVED_ABOVE = 1.5
"""A total seen past 1.5x the estimate is above what the card does: prompt tokens counted?"""


def served_total(query: Query, est: SpeedEstimate | None) -> float | None:
    """The total the seen figure is judged against, when it is a server's total; else None."""
    seen = query.observed_tokens_per_s
    if seen is None or est is None or seen != query.aggregate_tokens_per_s:
        return None
    return est.decode_tokens_per_s_total or None


def served_in_line(query: Query, est: SpeedEstimate | None) -> bool | None:
    """Whether a server's total seen is in range of the estimate; None when not a total."""
    total = served_total(query, est)
    seen = query.observed_tokens_per_s
    if total is None or seen is None:
        return None
    return SERVED_IN_LINE * total <= seen <= SERVED_ABOVE * total


def served_seen_lead(draft: Draft, est: SpeedEstimate | None) -> str:
    """The total to expect at the concurrency and the one seen, judged; '' when not a total."""
    total = served_total(draft.query, est)
    seen = draft.query.observed_tokens_per_s
    if total is None or seen is None or est is None or not est.decode_tokens_per_s:
        return ""
    share = seen / total
    line = msg.SERVED_SEEN_IN_LINE if share >= SERVED_IN_LINE else msg.SERVED_SEEN_BELOW
    line = msg.SERVED_SEEN_ABOVE if share > SERVED_ABOVE else line
    draft.verdict = "yes" if line is msg.SERVED_SEEN_IN_LINE else "no"
    message = line(
        **setup_words(draft, est), total=total, users=draft.query.users or 1,
        each=est.decode_tokens_per_s, seen=seen, share=share,
    )  # fmt: skip
    return message.render(draft.lang)


__all__ = ["served_in_line", "served_seen_lead", "served_total"]
