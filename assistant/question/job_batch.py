"""A batch that is the whole job: "a batch of 8,000 images", "一批 5000 张图".

"batch of 8,000 sd 1.5 images" counts the images a job makes, not the batch size each step
runs ("batch 8", "bs=8"): the words are blanked before the batch size is read, so the count
is left to the job's readers. Pure: one regular expression over the parser's working text.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_JOB_BATCH_RE = re.compile(
    r"(?<![a-z])batch\s+of\s+(?=\d[\d,]*(?:\.\d+)?\s*k?\s+(?:[a-z0-9.-]+\s+){0,3}?"
    r"(?:images?|imgs?|photos?|pictures?|renders?|clips?|videos?|prompts?|documents?|files?"
    r"|transcripts?|recordings?)(?![a-z]))"
    r"|一批\s*(?=\d[\d,]*\s*(?:万|千)?\s*(?:张|段|条|个))"
)
"""A batch said of the job's items, with a count of them after it."""


def blank_job_batch(scan: Scan) -> None:
    """Blank "batch of" before the job's own count of items ("a batch of 8,000 images")."""
    scan.blank_all([m.span() for m in _JOB_BATCH_RE.finditer(scan.work)])


__all__ = ["blank_job_batch"]
