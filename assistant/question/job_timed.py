"""Whether the span said is how long a stated job runs (timed), not a rental to price; pure.

"90 epochs on 8x a100, still ~a day?": the span of a job of stated epochs is checked. "10k
hours of podcasts through whisper on 2x A10G", "3000 小时录音": hours of audio are the job's
size, so the cards over them are a job to time, not "an A100 for 100 hours", a bill.
"""

from __future__ import annotations

import re
from typing import Any

_MEDIA = r"(?:audio|recordings?|speech|calls?|podcasts?|meetings?|interviews?|voice\w*)(?![a-z])"
_AUDIO_HOURS_RE = re.compile(
    rf"(?:hours?|hrs?|h)\s+of\s+(?:[\w-]+\s+){{0,2}}?{_MEDIA}"
    r"|(?:小时|钟头)(?:的)?(?:录音|音频|语音|电话|会议|播客)"
)
"""A span said as hours of audio ("10k hours of podcast backlog", "800 小时录音")."""
_MEDIA_AFTER_RE = re.compile(
    rf"\s*of\s+(?:[\w-]+\s+){{0,2}}?{_MEDIA}|\s*(?:的)?(?:录音|音频|语音|电话|会议|播客)"
)
"""What a span's unit is of, said right after it ("… hrs of call-center recordings")."""


def media_after(work: str, end: int) -> bool:
    """Whether the span ending at ``end`` measures audio ("a backlog of 5000 hrs of calls").

    Hours of recordings are the job's size, never a wait, whatever word comes before them.
    """
    return _MEDIA_AFTER_RE.match(work, end) is not None


def job_span_timed(work: str, slots: dict[str, Any]) -> bool:
    """The span is a job's (epochs, audio or prompts said with it), or a count is asked per period.

    "2 million tickets through llama 3.1 8b on one H100 … realistic in 8 hours?": the hours are
    the batch job's time checked, not a rental of the card for 8 hours.
    """
    # audio on cards rented at a rate said, or at a provider, is a bill ("runpod 4090s at $0.74")
    billed = slots.get("rate_mentioned") or slots.get("provider") or slots.get("budget")
    audio = _AUDIO_HOURS_RE.search(work) is not None and not billed
    prompts = slots.get("batch_requests") is not None and not billed
    job = slots.get("epochs") or audio or prompts
    return bool(job and slots.get("duration_hours") or slots.get("count_period"))


__all__ = ["job_span_timed", "media_after"]
