"""Two phases of one run set apart, the gap's cause asked: an explanation, not a slow job.

"prompt processing ~3000 tok/s but generation crawls at 40 tok/s on the same card, why such a
gap?", "prefill 几千 t/s，decode 才 30，各自的瓶颈是什么": prefill is compute-bound and decode is
bound by memory bandwidth, so the gap is how every card runs, no fault of the asker's. A
phase only named slow ("decode is slow on my 3090, normal?") is still a trouble. Pure:
patterns over the folded text.
"""

from __future__ import annotations

import re

from assistant.question.gap_cause import gap_cause_asked

_PREFILL_RE = re.compile(
    r"(?<![a-z])(?:prompt (?:processing|eval\w*|ingestion)|prefill\w*|pp\d*)(?![a-z])"
    r"|预填充|预处理|处理提示|(?:prompt|提示词?)\s*(?:处理|读取)|读提示"
)
_DECODE_RE = re.compile(
    r"(?<![a-z])(?:generation|generating|decod\w*|tg\d*|token generation|output tokens?)(?![a-z])"
    # ollama --verbose and llama.cpp's timings: "eval rate" is the decode, after "prompt eval"
    r"|(?<!prompt )(?<![a-z])eval(?: rate)?(?![a-z])"
    r"|生成|解码|出字"
)
_RATE_RE = re.compile(r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|个?token)")


def phase_gap_asked(folded: str) -> bool:
    """Whether the prefill and decode rates of one run are set apart and the gap's why asked."""
    if _PREFILL_RE.search(folded) is None or _DECODE_RE.search(folded) is None:
        return False
    return len(_RATE_RE.findall(folded)) >= 2 and gap_cause_asked(folded)


_DECODE_DOUBTED_RE = re.compile(
    r"(?<![a-z])(?:tg\d*|decode|generation|token generation)\s*(?:number|figure|speed|rate|result)?"
    r"\s*(?:feels?|seems?|looks?|is|are)\s*(?:too |really |very |kinda |a bit |way )?(?:low|slow)"
    r"|(?<![a-z])tg\d*[^。？?]{0,24}(?:低|慢|正常吗|正常不)"
)
"""The generation rate of a pair doubted ("pp512 2900, tg128 24: that tg number feels low")."""


def decode_doubted(folded: str) -> bool:
    """Whether the generation (tg) rate is the one put up to be judged, beside a prefill rate."""
    return _DECODE_DOUBTED_RE.search(folded) is not None


__all__ = ["decode_doubted", "phase_gap_asked"]
