"""A slow job's speed seen, judged against the estimate: the verdict of "is mine normal?".

"m3 max 跑 qwen2.5 7b 只有 45 tok/s，别人说能到 70，我这台正常吗": the lead already says the speed
the card should give and whether the one seen is in line with it; the verdict carries that
judgement (yes, in line; no, far below), so the answer is a yes or no to the check asked.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_symptom import SEEN_IN_LINE
from assistant.answer.served_seen import served_in_line
from assistant.calc.rates import SpeedEstimate
from assistant.models import ToolCall


def judge_seen_speed(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Set the verdict from the decode speed seen against the estimate; nothing to judge: none."""
    seen = draft.query.observed_tokens_per_s
    if seen is None or draft.verdict is not None or draft.query.prefill_asked:
        return
    est = next(
        (e for c in calls if c.tool == "estimate_speed" and (e := c.typed(SpeedEstimate))), None
    )
    if est is None or not est.decode_tokens_per_s or est.count != 1:
        return
    if (served := served_in_line(draft.query, est)) is not None:  # a server's total, judged
        draft.verdict = "yes" if served else "no"
        return
    draft.verdict = "yes" if seen >= SEEN_IN_LINE * est.decode_tokens_per_s else "no"


__all__ = ["judge_seen_speed"]
