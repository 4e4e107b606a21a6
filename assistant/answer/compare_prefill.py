"""A comparison asked for its prompt-reading speed says that rate first.

"pp speed is what kills me", "预填充速度最要紧": the winner's prefill rate, with the time a
stated prompt takes, then the other setups' rates. Pure: reads the comparison report and the
typed request.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.head_to_head import ComparedGPU
from assistant.messages import compare_prefill as msg
from assistant.messages.core import Message


def _time(draft: Draft, prefill: float) -> Message | str:
    """How long the stated prompt takes to read, when a prompt or context length is stated."""
    prompt = draft.query.prompt_tokens or draft.query.context_tokens
    return msg.PROMPT_TIME(seconds=prompt / prefill, prompt=prompt) if prompt else ""


def prefill_speed(draft: Draft, win: ComparedGPU) -> str | None:
    """The one setup's rates, the prompt's first ("reading the prompt at about …"), or None."""
    prefill, tps = win.prefill_tokens_per_s, win.tokens_per_s
    if not draft.query.prefill_asked or not prefill or not tps:
        return None
    said = msg.PREFILL_SPEED(prefill=prefill, time=_time(draft, prefill), tps=tps)
    return said.render(draft.lang)


def prefill_fastest(draft: Draft, win: ComparedGPU, fits: Sequence[ComparedGPU]) -> str | None:
    """Why the fastest wins, its prompt rate first, when it also reads the prompt fastest."""
    prefill, tps = win.prefill_tokens_per_s, win.tokens_per_s
    if not draft.query.prefill_asked or not prefill or not tps:
        return None
    if any((r.prefill_tokens_per_s or 0) > prefill for r in fits):
        return None  # another reads it faster: the rates below say so
    said = msg.PREFILL_FASTEST(prefill=prefill, time=_time(draft, prefill), tps=tps)
    return said.render(draft.lang)


def prefill_others(
    draft: Draft, rows: Sequence[ComparedGPU], win: ComparedGPU, names: Sequence[str]
) -> str:
    """The other setups' prompt-reading rates (``names`` beside ``rows``).

    Each is marked when it does not hold the job: its rate is what it would read at.
    """
    if not draft.query.prefill_asked or not win.prefill_tokens_per_s:
        return ""
    sep = "，" if draft.lang == "zh" else ", "
    others = [
        msg.PREFILL_OTHER(
            prefill=r.prefill_tokens_per_s, setup=name, unfit=msg.UNFIT() if not r.fits else ""
        ).render(draft.lang)
        for r, name in zip(rows, names, strict=True)
        if r is not win and r.prefill_tokens_per_s
    ]
    return msg.PREFILL_OTHERS(others=sep.join(others)).render(draft.lang) if others else ""


__all__ = ["prefill_fastest", "prefill_others", "prefill_speed"]
